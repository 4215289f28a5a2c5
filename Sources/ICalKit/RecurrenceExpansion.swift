public import Foundation

/// The occurrences of a rule from a start, computed by libical and corrected where
/// libical 3.0 is wrong, always within bounds.
///
/// Corrections: repeated BY values are read once; BYSETPOS of WEEKLY rules is applied per
/// week (libical ignores it); WEEKLY rules with INTERVAL above 1 and a week starting on
/// Thursday, Friday or Saturday are stepped week by week and filtered (libical skips their
/// first week); DAILY rules that combine BYDAY with BYMONTH or BYMONTHDAY filter the
/// weekday here (libical skips matching days); COUNT and UNTIL are applied here, UNTIL by
/// instant when the start has a zone; zoned starts are iterated in wall-clock time and each
/// occurrence placed in the zone by Foundation (libical stays an hour late after a DST gap).
public struct RecurrenceExpansion: Sendable, Equatable {
    /// Why the expansion stopped.
    public enum Stop: String, Sendable {
        /// The rule's COUNT or UNTIL, or it has no more occurrences.
        case ruleEnded
        /// The caller's count or the default cap was reached.
        case countLimit
        /// The caller's end date was passed.
        case untilLimit
        /// The step or span bound was reached before anything else stopped it.
        case searchLimit
        /// The rule can never occur.
        case neverOccurs
    }

    /// How far an expansion may go.
    public struct Limits: Sendable {
        /// The most occurrences to return.
        public var count: Int
        /// The last wall-clock time to include (in the same form as the occurrences).
        public var until: ICalDateTime?
        /// The most raw libical steps to take.
        public var steps: Int
        /// How many years after the start to look.
        public var years: Int

        public init(count: Int = 1000, until: ICalDateTime? = nil, steps: Int = 200_000, years: Int = 600) {
            self.count = count
            self.until = until
            self.steps = steps
            self.years = years
        }
    }

    /// The occurrences, in order, in the start's form; with a zone, as local wall-clock times.
    public var occurrences: [ICalDateTime]
    public var stop: Stop
    /// Why the rule never occurs, when ``stop`` is ``Stop/neverOccurs``.
    public var reason: String?

    /// Whether more occurrences may exist past the last one returned.
    public var isTruncated: Bool { stop == .countLimit || stop == .untilLimit || stop == .searchLimit }

    /// Expands `rule` from `start`.
    ///
    /// - Parameters:
    ///   - timeZone: places a floating start in a zone; occurrences come back as local
    ///     times in it. A UTC start with a zone is iterated in UTC and shown in the zone.
    public init(
        of rule: RecurrenceRule, from start: ICalDateTime, in timeZone: TimeZone? = nil,
        limits: Limits = Limits()
    ) throws(ICalError) {
        if let reason = rule.reasonItNeverOccurs(from: start) {
            self.init(occurrences: [], stop: .neverOccurs, reason: reason)
            return
        }
        let walker = try OccurrenceWalker(rule: rule, start: start, timeZone: timeZone, limits: limits)
        let (occurrences, stop) = walker.run()
        self.init(occurrences: occurrences, stop: stop, reason: nil)
    }

    init(occurrences: [ICalDateTime], stop: Stop, reason: String?) {
        self.occurrences = occurrences
        self.stop = stop
        self.reason = reason
    }
}
