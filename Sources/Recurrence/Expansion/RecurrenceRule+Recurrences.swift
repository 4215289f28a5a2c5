public import Foundation

/// The one way to expand a rule, in the shape of Foundation's
/// `Calendar.RecurrenceRule.recurrences(of:in:)`: a lazy sequence from a start over an
/// optional window, whose iterator says why it stopped.
extension RecurrenceRule {
    /// The rule's occurrences from `start`, as instants, in order, computed as they are read.
    ///
    /// The start is read on `timeZone`'s wall clock, as Foundation reads it in its rule's
    /// calendar, so "every Monday at 7:00" stays at 7:00 across daylight-saving changes.
    /// Only occurrences in `range` come (all from the start when nil); the iterator's
    /// `stop` says whether the rule ended, the window closed or the search reached its
    /// budget. A start or window outside the years 1 to 9999 (or NaN) gives nothing.
    public func recurrences(of start: Date, in range: Range<Date>? = nil, timeZone: TimeZone) -> RuleOccurrences.Dates {
        let seconds = start.timeIntervalSince1970
        guard seconds.isFinite, (-62_135_596_800.0...253_402_300_799.0).contains(seconds) else {
            let nowhere = Date(timeIntervalSince1970: 0)
            return RuleOccurrences(of: self, from: ICalDateTime(year: 1970, month: 1, day: 1, form: .utc))
                .dates(in: nowhere..<nowhere)
        }
        let local = ICalDateTime(localTimeOf: start, in: timeZone)
        let occurrences = RuleOccurrences(of: self, from: local, in: timeZone)
        return range.map(occurrences.dates(in:)) ?? occurrences.dates(from: start)
    }

    /// The rule's occurrences from `start` as wall-clock values, the form files write.
    ///
    /// DATEs for a DATE start, local times in `timeZone` when one is given, otherwise the
    /// start's form. Only values in `range` come, when one is given.
    public func recurrences(
        of start: ICalDateTime, in range: Range<ICalDateTime>? = nil, timeZone: TimeZone? = nil
    ) -> RuleOccurrences {
        let occurrences = RuleOccurrences(of: self, from: start, in: timeZone)
        return range.map(occurrences.within) ?? occurrences
    }
}
