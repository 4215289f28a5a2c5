public import Recurrence

/// One thing a rule says that the picker's row cannot show.
public enum RuleNote: Hashable, Sendable, Codable {
    /// INTERVAL above 1, or a frequency finer than a day: "repeats every 2 weeks".
    case repeats(every: Int, RecurrenceRule.Frequency)
    /// COUNT: "ends after 10 times".
    case endsAfter(occurrences: Int)
    /// UNTIL: "ends on December 31, 2026".
    case endsOn(ICalDateTime)
    /// Weekdays with a position in the month or year: "only the first Monday of each month".
    case positionedDays([RecurrenceRule.Weekday], in: RecurrenceRule.Frequency)
    /// BYSETPOS: "only the last of these days in each month".
    case setPositions([Int], in: RecurrenceRule.Frequency)
    /// BYMONTH: "only in January and July".
    case months([Int])
    /// BYMONTHDAY as a limit: "only on day 13 of the month".
    case daysOfTheMonth([Int])
    /// BYYEARDAY as a limit.
    case daysOfTheYear([Int])
    /// BYWEEKNO.
    case weeks([Int])
    /// BYHOUR, BYMINUTE, BYSECOND: "at 09:00 and 17:00" (seconds since midnight).
    case times([Int])
    /// The same parts as limits of an hourly or finer rule: "only in hour 9 and 10".
    case timeFilters(hours: [Int], minutes: [Int], seconds: [Int])
    /// WEEKLY (or DAILY every 7 days) without BYDAY and without a start date to read it from.
    case startNeeded
    /// The rule is tied to dates in a month, a year or weeks of the year, not weekdays.
    case notWeekdays(RecurrenceRule.Frequency)
    /// A UTC rule seen in another zone falls on other days there.
    case shiftedByZone(days: Int, zone: String)
    /// Some of a UTC rule's occurrences fall on other days in another zone: its times
    /// straddle midnight there, or summer time moves some of them across it.
    case partlyShiftedByZone(days: Int, zone: String)
    /// The rule can never occur.
    case neverOccurs(reason: String)
}
