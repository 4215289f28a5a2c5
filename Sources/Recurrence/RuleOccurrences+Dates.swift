public import Foundation

extension RuleOccurrences {
    /// The first occurrence later than `date`, as an instant; nil when there is none
    /// within the budget.
    ///
    /// An app's "next alarm": without COUNT the walk begins at the period that holds
    /// `date`, so a rule begun years ago costs no list of its past. Each occurrence becomes
    /// an instant as ``instant(of:)`` says.
    public func next(after date: Date) -> Date? {
        var iterator = dates(from: date).makeIterator()
        while let next = iterator.next() {
            if next > date { return next }
        }
        return nil
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
    public func dates(from lower: Date) -> Dates { Dates(occurrences: self, lower: lower) }

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

        /// Walks the occurrences from `lower` on.
        public func makeIterator() -> Iterator {
            let source =
                occurrences.start.form == .utc && occurrences.timeZone != nil
                ? RuleOccurrences(of: occurrences.rule, from: occurrences.start, budget: occurrences.budget)
                : occurrences
            return Iterator(source: source, lower: lower)
        }

        /// The walk behind ``Dates``; ``stop`` says why it ended.
        public struct Iterator: IteratorProtocol, Sendable {
            private var values: RuleOccurrences.Iterator
            private let source: RuleOccurrences
            private let lower: Date

            init(source: RuleOccurrences, lower: Date) {
                self.source = source
                self.lower = lower
                values = source.starting(at: source.shownValue(before: lower)).makeIterator()
            }

            /// Why the walk ended, once it has; see ``RuleOccurrences/Iterator/stop``.
            public var stop: RecurrenceExpansion.Stop? { values.stop }

            /// The next instant at or after the lower bound, or nil at the end.
            public mutating func next() -> Date? {
                while let value = values.next() {
                    let date = source.instant(of: value)
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
