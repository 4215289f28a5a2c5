public import Foundation

/// The occurrences of a rule from a start, collected up to a caller's limits.
///
/// A bounded, eager reading of ``RuleOccurrences``: at most ``Limits/count`` occurrences,
/// none after ``Limits/until``, and ``stop`` says which bound ended it.
public struct RecurrenceExpansion: Sendable, Equatable {
    /// Why the expansion stopped.
    public enum Stop: String, Sendable {
        /// The rule's COUNT or UNTIL, or it has no more occurrences.
        case ruleEnded
        /// The caller's count or the default cap was reached.
        case countLimit
        /// The caller's end date was passed.
        case untilLimit
        /// The period or span budget ran out before anything else stopped it.
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
        /// The most periods of the rule's frequency to look at.
        public var steps: Int
        /// How many years after the start to look.
        public var years: Int

        /// Limits of `count` occurrences, none after `until`, within `steps` periods and `years` years.
        public init(count: Int = 1000, until: ICalDateTime? = nil, steps: Int = 1_000_000, years: Int = 600) {
            self.count = count
            self.until = until
            self.steps = steps
            self.years = years
        }
    }

    /// The occurrences, in order, in the start's form; with a zone, as local wall-clock times.
    public var occurrences: [ICalDateTime]
    /// Which bound ended the expansion.
    public var stop: Stop
    /// Why the rule never occurs, when ``stop`` is ``Stop/neverOccurs``.
    public var reason: String?

    /// Whether more occurrences may exist past the last one returned.
    public var isTruncated: Bool { stop == .countLimit || stop == .untilLimit || stop == .searchLimit }

    /// Expands `rule` from `start`.
    ///
    /// - Parameters:
    ///   - rule: the rule to expand.
    ///   - start: the first instance (DTSTART); it counts only when the rule matches it.
    ///   - timeZone: places a floating start in a zone; occurrences come back as local
    ///     times in it. A UTC start with a zone is expanded in UTC and shown in the zone.
    ///   - limits: where to stop when the rule itself does not.
    public init(
        of rule: RecurrenceRule, from start: ICalDateTime, in timeZone: TimeZone? = nil,
        limits: Limits = Limits()
    ) {
        let sequence = RuleOccurrences(
            of: rule, from: start, in: timeZone, budget: .init(periods: limits.steps, years: limits.years))
        var iterator = sequence.makeIterator()
        var occurrences: [ICalDateTime] = []
        occurrences.reserveCapacity(Swift.min(Swift.max(limits.count, 0), 1024))
        var stop: Stop?
        while stop == nil {
            if occurrences.count >= limits.count {
                stop = iterator.stop == .ruleEnded ? .ruleEnded : .countLimit
                break
            }
            guard let value = iterator.next() else {
                stop = iterator.stop ?? .searchLimit
                break
            }
            if let until = limits.until, value > until {
                stop = .untilLimit
                break
            }
            occurrences.append(value)
        }
        self.init(occurrences: occurrences, stop: stop ?? .searchLimit, reason: iterator.reason)
    }

    init(occurrences: [ICalDateTime], stop: Stop, reason: String?) {
        self.occurrences = occurrences
        self.stop = stop
        self.reason = reason
    }
}
