public import Foundation

extension RuleOccurrences {
    /// The first occurrence later than `date`, as an instant; nil when there is none
    /// within the budget (``nextOccurrence(after:)`` says which).
    ///
    /// An app's "next alarm": without COUNT the walk begins at the period that holds
    /// `date`, so a rule begun years ago costs no list of its past. Each occurrence becomes
    /// an instant as ``instant(of:)`` says.
    public func next(after date: Date) -> Date? { nextOccurrence(after: date).date }

    /// The first occurrence later than `date`, or why there is none: the rule ended, the
    /// search reached its budget, or the rule never occurs.
    public func nextOccurrence(after date: Date) -> NextOccurrence {
        var iterator = dates(from: date).makeIterator()
        while let next = iterator.next() {
            if next > date { return NextOccurrence(date: next, stop: nil) }
        }
        return NextOccurrence(date: nil, stop: iterator.stop ?? .ruleEnded)
    }

    /// The next occurrence of a rule, or why the walk found none.
    public struct NextOccurrence: Hashable, Sendable {
        /// The occurrence, or nil when there is none.
        public let date: Date?
        /// Why there is none (nil when ``date`` is set).
        public let stop: RecurrenceExpansion.Stop?
    }

    /// The occurrences at or after `lower` and before `upper`, as instants, in order.
    public func dates(from lower: Date, to upper: Date) -> [Date] {
        var result: [Date] = []
        for date in dates(from: lower) {
            guard date < upper else { break }
            result.append(date)
        }
        return result
    }

    /// The occurrences at or after `lower`, as instants, computed lazily, in order.
    public func dates(from lower: Date) -> Dates { Dates(occurrences: self, lower: lower, upper: nil) }

    /// The occurrences in `range` (all from the start when nil), as instants, computed
    /// lazily, in order.
    public func dates(in range: Range<Date>?) -> Dates {
        Dates(occurrences: self, lower: range?.lowerBound ?? .distantPast, upper: range?.upperBound)
    }

    /// The instant an occurrence stands for.
    ///
    /// A UTC value is its own instant; a floating one is read in ``timeZone`` (as UTC when
    /// there is none), the first of a time that happens twice; a DATE is its midnight
    /// there.
    public func instant(of occurrence: ICalDateTime) -> Date {
        occurrence.instant(in: occurrence.form == .utc ? nil : timeZone)
    }

    /// Occurrences of a rule as instants, from a lower bound on, computed lazily.
    ///
    /// A UTC start is walked in UTC whatever ``RuleOccurrences/timeZone`` shows it in, so
    /// an occurrence in the repeated hour of a daylight-saving change keeps its own instant
    /// rather than the first one its wall-clock time names.
    public struct Dates: Sequence, Sendable {
        /// The occurrences the instants come from.
        public let occurrences: RuleOccurrences
        /// Instants before this are skipped.
        public let lower: Date
        /// The walk stops at this instant (exclusive), when there is one.
        public let upper: Date?

        /// Walks the occurrences from `lower` on.
        public func makeIterator() -> Iterator {
            let source =
                occurrences.start.form == .utc && occurrences.timeZone != nil
                ? RuleOccurrences(of: occurrences.rule, from: occurrences.start, budget: occurrences.budget)
                : occurrences
            return Iterator(source: source, lower: lower, upper: upper)
        }

        /// The walk behind ``Dates``; ``stop`` says why it ended.
        public struct Iterator: IteratorProtocol, Sendable {
            private var values: RuleOccurrences.Iterator
            private let source: RuleOccurrences
            private let lower: Date
            private let upper: Date?
            private var ownStop: RecurrenceExpansion.Stop?

            init(source: RuleOccurrences, lower: Date, upper: Date?) {
                self.source = source
                self.upper = upper
                // Bounds past what a calendar can hold (NaN, infinities, 1e300) are read as
                // the first or last instant the engine places; a NaN lower bound or an
                // empty window gives nothing.
                self.lower = lower.isNaN ? .distantFuture : Swift.max(lower, Self.firstInstant)
                let empty = lower.isNaN || upper.map { $0.isNaN || $0 <= lower } ?? false
                let bound = source.shownValue(before: Swift.min(self.lower, Self.lastInstant))
                values = source.starting(at: bound).makeIterator()
                if empty { ownStop = .untilLimit }
            }

            /// 0001-01-02, a day into the first year, so the walk's day of margin stays in it.
            private static let firstInstant = Date(timeIntervalSince1970: -62_135_510_400)
            /// The last second of 9999.
            private static let lastInstant = Date(timeIntervalSince1970: 253_402_300_799)

            /// Why the walk ended, once it has: the rule's own end, its budget, or
            /// ``RecurrenceExpansion/Stop/untilLimit`` at the window's end.
            public var stop: RecurrenceExpansion.Stop? { ownStop ?? values.stop }

            /// The next instant in the window, or nil at the end.
            public mutating func next() -> Date? {
                guard ownStop == nil else { return nil }
                while let value = values.next() {
                    let date = source.instant(of: value)
                    if let upper, date >= upper {
                        ownStop = .untilLimit
                        return nil
                    }
                    if date >= lower { return date }
                }
                return nil
            }
        }
    }

    /// A value in ``shownForm`` a day before `date`'s wall-clock time: a lower bound for
    /// the walk that no zone offset or repeated hour can put after an occurrence at or
    /// after `date` (the occurrences before `date` are then skipped by instant).
    func shownValue(before date: Date) -> ICalDateTime {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down)) - 86_400
        let zone = shownForm == .utc ? nil : timeZone
        let wall = seconds + (zone?.secondsFromGMT(for: date) ?? 0)
        let form: ICalDateTime.Form = shownForm == .date ? .date : shownForm
        return ICalDateTime(fieldSeconds: wall, form: form)
    }
}

extension Date {
    /// Whether the instant is no number (a NaN interval), which no comparison orders.
    fileprivate var isNaN: Bool { timeIntervalSinceReferenceDate.isNaN }
}
