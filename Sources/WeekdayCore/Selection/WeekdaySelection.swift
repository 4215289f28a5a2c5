public import Foundation
public import Recurrence

/// The days a person picks on the picker: `Calendar` weekday numbers, 1 (Sunday) to 7.
///
/// A set, as the picker's buttons are: it is `SetAlgebra`, so `insert`, `union` and
/// `contains` read as they do on `Set<Int>`. Every day held is in 1...7, whatever a caller
/// hands in: the throwing initializer and decoding report a number outside it, and the
/// calls that cannot throw (a literal, `insert`, `update(with:)`) leave it out, since
/// no such day is on the picker and an app must not stop over one.
public struct WeekdaySelection: Hashable, Sendable, SetAlgebra, ExpressibleByArrayLiteral, Codable {
    /// The chosen weekday numbers.
    public private(set) var weekdays: Set<Int>

    /// A selection of the given weekday numbers; throws for a number outside 1...7.
    public init(_ weekdays: some Sequence<Int>) throws(WeekdaysError) {
        let set = Set(weekdays)
        if let bad = set.sorted().first(where: { !(1...7).contains($0) }) {
            throw .invalidWeekday(bad)
        }
        self.weekdays = set
    }

    /// No days: the picker's "Never".
    public init() { weekdays = [] }

    /// A selection written in code, such as `[2, 4, 6]`; a number outside 1...7 is left out
    /// (use ``init(_:)`` to be told of one).
    public init(arrayLiteral elements: Int...) {
        self.init(checked: elements)
    }

    /// Numbers the package has taken from a rule or a calendar, in 1...7 by construction;
    /// any other is left out rather than stopping the program over a day no picker has.
    package init(checked numbers: some Sequence<Int>) {
        weekdays = Set(numbers.lazy.filter { (1...7).contains($0) })
    }

    /// Reads a JSON array of weekday numbers, refusing any outside 1...7.
    public init(from decoder: any Decoder) throws {
        let numbers = try decoder.singleValueContainer().decode([Int].self)
        do { try self.init(numbers) } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes the weekday numbers as an ascending JSON array, as `selection` appears in
    /// `weekdays convert`'s records.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(sorted)
    }

    // MARK: SetAlgebra

    /// Whether the day is chosen.
    public func contains(_ member: Int) -> Bool { weekdays.contains(member) }

    /// The days chosen in either selection.
    public func union(_ other: WeekdaySelection) -> WeekdaySelection {
        WeekdaySelection(checked: weekdays.union(other.weekdays))
    }

    /// The days chosen in both selections.
    public func intersection(_ other: WeekdaySelection) -> WeekdaySelection {
        WeekdaySelection(checked: weekdays.intersection(other.weekdays))
    }

    /// The days chosen in one selection but not the other.
    public func symmetricDifference(_ other: WeekdaySelection) -> WeekdaySelection {
        WeekdaySelection(checked: weekdays.symmetricDifference(other.weekdays))
    }

    /// Adds a day.
    ///
    /// A number outside 1...7 names no day of the picker: nothing is inserted, and the
    /// answer is `(false, newMember)`, so `contains(newMember)` stays false.
    @discardableResult
    public mutating func insert(_ newMember: Int) -> (inserted: Bool, memberAfterInsert: Int) {
        guard (1...7).contains(newMember) else { return (false, newMember) }
        return weekdays.insert(newMember)
    }

    /// Removes a day; returns it if it was chosen.
    @discardableResult
    public mutating func remove(_ member: Int) -> Int? { weekdays.remove(member) }

    /// Adds a day, or replaces it; returns the day when it was already chosen.
    ///
    /// A number outside 1...7 names no day of the picker: nothing changes and the answer
    /// is nil, as for a day not chosen before.
    @discardableResult
    public mutating func update(with newMember: Int) -> Int? {
        guard (1...7).contains(newMember) else { return nil }
        return weekdays.update(with: newMember)
    }

    /// Adds the other selection's days.
    public mutating func formUnion(_ other: WeekdaySelection) { weekdays.formUnion(other.weekdays) }

    /// Keeps only the days the other selection also has.
    public mutating func formIntersection(_ other: WeekdaySelection) { weekdays.formIntersection(other.weekdays) }

    /// Keeps the days chosen in exactly one of the two selections.
    public mutating func formSymmetricDifference(_ other: WeekdaySelection) {
        weekdays.formSymmetricDifference(other.weekdays)
    }

    /// Every day of the week.
    public static let everyDay: WeekdaySelection = [1, 2, 3, 4, 5, 6, 7]

    /// Whether no day is chosen: the picker's "Never".
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
        return RecurrenceRule(weeklyOn: ordered(in: calendar), interval: 1, firstWeekday: calendar.firstWeekday)
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
    /// The rule of a selection's days (`Calendar` numbers, so in range), every `interval`
    /// weeks: daily for all seven days every week; WKST from a first weekday in 1...7.
    package init(weeklyOn days: [Int], interval: Int, firstWeekday: Int) {
        let start = (1...7).contains(firstWeekday) ? firstWeekday : nil
        let everyDay = Set(days).count == 7 && interval == 1
        self.init(
            unchecked: everyDay ? .daily : .weekly, interval: interval, end: .never,
            firstWeekday: everyDay ? nil : (start == 2 ? nil : start), seconds: [], minutes: [], hours: [],
            weekdays: everyDay ? [] : days.map { Weekday($0) }, daysOfTheMonth: [], daysOfTheYear: [], weeks: [],
            months: [], setPositions: [])
    }

    /// The RFC 5545 two-letter code of a `Calendar` weekday (1 is `SU`); other numbers
    /// count round the week (0 is `SA`, 8 is `SU`), so any number has a code.
    public static func weekdayCode(_ weekday: Int) -> String {
        // `%` keeps the sign, so the remainder is moved into 0...6 without overflowing.
        ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][(weekday % 7 + 6) % 7]
    }
}
