public import ICalKit

/// One change to a repeating series, as a calendar app makes it: leave an instance out,
/// cancel it, move or rename it, or change the repeat from an instance on.
///
/// Instances are named by their original start as the series writes it: a DATE for an
/// all-day series, the wall-clock time of DTSTART's zone for a zoned or floating one, a UTC
/// time for a UTC one. A DATE names the one instance of a timed series on that day.
public enum SeriesChange: Hashable, Sendable {
    /// Leaves one instance out (an EXDATE in DTSTART's form); an override of it goes too.
    case exclude(ICalDateTime)
    /// Keeps one instance in the calendar, marked cancelled (an override with
    /// `STATUS:CANCELLED`), as organizers' calendars show it.
    case cancel(ICalDateTime)
    /// Changes one instance (an override with its RECURRENCE-ID): a new start (the length
    /// kept unless `end` is given), a new end, or a new title.
    case override(ICalDateTime, start: ICalDateTime?, end: ICalDateTime?, title: String?)
    /// "This and following": the series ends before `at`, and a new series with its own
    /// UID continues from there as `continuation` says.
    ///
    /// A DATE splits at the start of its day, the new series keeping the series' time of
    /// day; a time splits there, and the new series starts at that time of day.
    case split(at: ICalDateTime, continuation: Continuation)

    /// How a split series continues.
    public enum Continuation: Hashable, Sendable {
        /// By a rule of its own, as given (its COUNT or UNTIL included).
        case rule(RecurrenceRule)
        /// Weekly on the picked days: the series' interval when it was weekly, its week
        /// start, and what was left of its end (its UNTIL, or the COUNT not yet used).
        case weekdays(WeekdaySelection)
    }

    /// The change's name in reports: `exclude`, `cancel`, `override` or `split`.
    public var name: String {
        switch self {
        case .exclude: "exclude"
        case .cancel: "cancel"
        case .override: "override"
        case .split: "split"
        }
    }
}

/// What one change did to a calendar: the series, the instance it named, and each
/// component written, added or removed, in words.
public struct SeriesChangeReport: Hashable, Sendable {
    /// The series' UID.
    public var uid: String
    /// The change's name (``SeriesChange/name``).
    public var change: String
    /// The instance changed, or the first instance of the new series after a split, in the
    /// series' form.
    public var instance: ICalDateTime
    /// After a split, the new series' UID.
    public var newUID: String?
    /// What was done, one sentence each (`added EXDATE 20261215T090000`).
    public var done: [String]
    /// Exceptions and overrides a split could not carry to the new series, each saying why:
    /// they name no instance of its rule.
    public var dropped: [String]
}
