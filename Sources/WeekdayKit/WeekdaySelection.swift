public import Foundation
public import ICalKit

/// The days a person picks on the picker: `Calendar` weekday numbers, 1 (Sunday) to 7.
public struct WeekdaySelection: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The chosen weekday numbers.
    public private(set) var weekdays: Set<Int>

    /// A selection of the given weekday numbers; throws for a number outside 1...7.
    public init(_ weekdays: some Sequence<Int>) throws(WeekdaysError) {
        let set = Set(weekdays)
        if let bad = set.first(where: { !(1...7).contains($0) }) {
            throw .invalidWeekday(bad)
        }
        self.weekdays = set
    }

    public init(arrayLiteral elements: Int...) {
        self.init(validNumbers: elements)
    }

    /// A selection of the numbers in 1...7, ignoring any others.
    public init(validNumbers: some Sequence<Int>) {
        weekdays = Set(validNumbers.filter { (1...7).contains($0) })
    }

    /// Every day of the week.
    public static let everyDay: WeekdaySelection = [1, 2, 3, 4, 5, 6, 7]

    public var isEmpty: Bool { weekdays.isEmpty }

    /// The weekdays in ascending number order.
    public var sorted: [Int] { weekdays.sorted() }

    /// The weekdays in the calendar's order.
    public func ordered(in calendar: Calendar) -> [Int] {
        calendar.weekdayOrder.filter(weekdays.contains)
    }

    /// The rule that repeats every week on exactly these days, or nil for no days.
    ///
    /// BYDAY and WKST follow the calendar's first weekday; all seven days give
    /// `FREQ=DAILY`.
    public func recurrenceRule(in calendar: Calendar) -> RecurrenceRule? {
        if weekdays.isEmpty { return nil }
        if weekdays.count == 7 { return RecurrenceRule(frequency: .daily) }
        return RecurrenceRule(
            frequency: .weekly,
            firstWeekday: calendar.firstWeekday,
            weekdays: ordered(in: calendar).map { RecurrenceRule.Weekday($0) })
    }

    /// The RRULE value (no `RRULE:` prefix) for these days, or nil for no days.
    ///
    /// libical writes it: BYDAY in the calendar's order from WKST, and WKST left out when
    /// it is Monday, the RFC 5545 default.
    public func rruleString(in calendar: Calendar) -> String? {
        recurrenceRule(in: calendar)?.rfc5545String
    }
}

extension RecurrenceRule {
    /// The RFC 5545 two-letter code of a `Calendar` weekday (1 is `SU`).
    public static func weekdayCode(_ weekday: Int) -> String {
        ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][(weekday - 1 + 7) % 7]
    }
}
