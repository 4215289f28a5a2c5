public import Foundation
public import Recurrence

@available(macOS 15, iOS 18, watchOS 11, tvOS 18, visionOS 2, *)
extension RecurrenceRule {
    /// The RFC 5545 rule for a Foundation rule.
    ///
    /// WKST comes from the rule's calendar's first weekday; an end date becomes a UTC
    /// UNTIL, or a DATE UNTIL when it is the last second of a day on the rule's calendar. What RFC 5545 cannot say throws: leap months (RFC 7529), and matching or
    /// repeated-time policies other than Foundation's defaults, which are RFC 5545's.
    public init(_ rule: Calendar.RecurrenceRule) throws(WeekdaysError) {
        let frequencies: [Calendar.RecurrenceRule.Frequency: Frequency] = [
            .minutely: .minutely, .hourly: .hourly, .daily: .daily, .weekly: .weekly,
            .monthly: .monthly, .yearly: .yearly,
        ]
        guard let frequency = frequencies[rule.frequency] else {
            throw .unsupportedRule("frequency \(rule.frequency) has no RFC 5545 equivalent")
        }
        guard rule.matchingPolicy == .nextTimePreservingSmallerComponents else {
            throw .unsupportedRule(
                "RFC 5545 has one way to skip invalid dates; matching policy \(rule.matchingPolicy) cannot cross")
        }
        guard rule.repeatedTimePolicy == .first else {
            throw .unsupportedRule("RFC 5545 always takes the first of a repeated time")
        }
        guard (1...Self.maximumInterval).contains(rule.interval) else {
            throw .unsupportedRule("interval \(rule.interval) is out of range; RFC 5545 intervals run from 1")
        }
        if rule.months.contains(where: \.isLeap) {
            throw .unsupportedRule("leap months need RFC 7529 (RSCALE), which is not read")
        }
        var end = End.never
        if let count = rule.end.occurrences {
            end = .afterOccurrences(count)
        } else if let date = rule.end.date {
            // RFC 5545 writes four-digit years; a Date past them (or not finite) has no UNTIL.
            let seconds = date.timeIntervalSince1970.rounded(.down)
            guard seconds.isFinite, (-62_135_596_800...253_402_300_799).contains(seconds) else {
                // Said in seconds: Foundation cannot describe a Date that is not a number.
                throw .unsupportedRule(
                    "the end date (\(date.timeIntervalSince1970) seconds from 1970) is outside the years 1 to 9999"
                        + " that RFC 5545 writes")
            }
            let utc = ICalDateTime(fieldSeconds: Int(seconds), form: .utc)
            // The last second of a day on the rule's clock is how ``foundationRule(in:)``
            // writes a DATE UNTIL: it comes back a DATE, so a rule survives the trip.
            let local = ICalDateTime(localTimeOf: date, in: rule.calendar.timeZone)
            let endsADay = (local.hour, local.minute, local.second) == (23, 59, 59)
            end = .until(endsADay ? local.with(form: .date) : utc)
        }
        try self.init(
            frequency: frequency, interval: rule.interval, end: end,
            firstWeekday: rule.calendar.firstWeekday,
            seconds: rule.seconds, minutes: rule.minutes, hours: rule.hours,
            weekdays: rule.weekdays.map { day in
                switch day {
                case .every(let weekday): Weekday(weekday.calendarNumber)
                case .nth(let position, let weekday): Weekday(weekday.calendarNumber, position: position)
                @unknown default: Weekday(1)
                }
            },
            daysOfTheMonth: rule.daysOfTheMonth, daysOfTheYear: rule.daysOfTheYear, weeks: rule.weeks,
            months: rule.months.map(\.index), setPositions: rule.setPositions)
    }

    /// The Foundation rule for this RFC 5545 rule.
    ///
    /// - Parameters:
    ///   - calendar: its time zone places a floating UNTIL; its first weekday becomes the
    ///     rule's WKST (Monday, RFC 5545's default, when the rule has none).
    /// - Throws: for SECONDLY, which Foundation has no frequency for.
    public func foundationRule(in calendar: Calendar) throws(WeekdaysError) -> Calendar.RecurrenceRule {
        let frequencies: [Frequency: Calendar.RecurrenceRule.Frequency] = [
            .minutely: .minutely, .hourly: .hourly, .daily: .daily, .weekly: .weekly,
            .monthly: .monthly, .yearly: .yearly,
        ]
        guard let foundationFrequency = frequencies[frequency] else {
            throw .unsupportedRule("Foundation has no SECONDLY frequency")
        }
        var ruleCalendar = calendar
        ruleCalendar.firstWeekday = firstWeekday ?? 2
        let foundationEnd: Calendar.RecurrenceRule.End
        switch end {
        case .never: foundationEnd = .never
        case .afterOccurrences(let count): foundationEnd = .afterOccurrences(count)
        case .until(let until):
            // A DATE UNTIL includes its whole day.
            let last = until.form == .date ? until.with(form: .floating).movedBy(days: 1).movedBy(seconds: -1) : until
            foundationEnd = .afterDate(last.instant(in: calendar.timeZone))
        }
        var rule = Calendar.RecurrenceRule(
            calendar: ruleCalendar, frequency: foundationFrequency, interval: interval, end: foundationEnd)
        rule.seconds = seconds
        rule.minutes = minutes
        rule.hours = hours
        rule.weekdays = weekdays.map { day in
            let weekday = Locale.Weekday(calendarNumber: day.weekday)
            return day.position == 0 ? .every(weekday) : .nth(day.position, weekday)
        }
        rule.daysOfTheMonth = daysOfTheMonth
        rule.daysOfTheYear = daysOfTheYear
        rule.weeks = weeks
        rule.months = months.map { Calendar.RecurrenceRule.Month($0) }
        rule.setPositions = setPositions
        return rule
    }
}

@available(macOS 15, iOS 18, watchOS 11, tvOS 18, visionOS 2, *)
extension WeekdaySelection {
    /// The Foundation rule that repeats every week on these days (daily for all seven),
    /// or nil for no days.
    public func foundationRule(in calendar: Calendar) -> Calendar.RecurrenceRule? {
        try? recurrenceRule(in: calendar)?.foundationRule(in: calendar)
    }

    /// The days of a Foundation rule, read as the picker reads an RRULE.
    public init(_ rule: Calendar.RecurrenceRule, start: ICalDateTime? = nil) throws(WeekdaysError) {
        self = RuleAnalysis(rule: try RecurrenceRule(rule), start: start).selection
    }
}

extension Locale.Weekday {
    /// The `Calendar` weekday number: 1 is Sunday.
    public var calendarNumber: Int {
        switch self {
        case .sunday: 1
        case .monday: 2
        case .tuesday: 3
        case .wednesday: 4
        case .thursday: 5
        case .friday: 6
        case .saturday: 7
        @unknown default: 1
        }
    }

    /// The weekday of a `Calendar` number (1 is Sunday).
    public init(calendarNumber: Int) {
        let days: [Locale.Weekday] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
        self = days[(calendarNumber % 7 + 6) % 7]
    }
}

extension WeekdaySelection {
    /// The days as Foundation's weekdays, in the calendar's order (from its first weekday):
    /// the form AlarmKit's weekly schedule and `Calendar.RecurrenceRule` take.
    public func localeWeekdays(in calendar: Calendar) -> [Locale.Weekday] {
        ordered(in: calendar).map { Locale.Weekday(calendarNumber: $0) }
    }

    /// The days of Foundation weekdays, as an app's schedule holds them.
    public init(localeWeekdays weekdays: some Sequence<Locale.Weekday>) {
        self.init(checked: weekdays.map(\.calendarNumber))
    }
}
