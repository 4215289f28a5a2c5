import Recurrence

/// What a rule's sentence says before any language words it: the rule on the clock the
/// sentence speaks of, read at its coarsest unit, from which start, and how it marks UTC.
///
/// Every language words this one reading, so a check of the reading against another
/// engine's occurrences, placed on the viewer's clock, checks the sentence in every
/// language at once.
struct SentenceReading: Hashable, Sendable {
    /// Whose clock the sentence's days and times are on.
    enum Clock: Hashable, Sendable {
        /// The clock the rule is seen on: a floating or zoned rule's own, or the viewer's
        /// for a UTC rule whose days and times read the same there.
        case viewers
        /// UTC's, marked so ("Every Monday at 1:00 AM (in UTC)"): no rule of the same
        /// shape says the occurrences on the viewer's clock.
        case utc
        /// The viewer's, with the rule's UTC weekdays beside it ("Every Sunday (Mon in
        /// UTC)"), `Calendar` numbers.
        case viewersWithUTCDays([Int])
    }

    /// The rule the sentence says; nil when the rule never occurs.
    let rule: RecurrenceRule?
    /// The start the sentence reads its missing parts from, on the same clock.
    let start: ICalDateTime?
    let clock: Clock
}

extension RuleAnalysis {
    /// The reading every language's sentence words.
    var sentenceReading: SentenceReading {
        if notes.contains(where: \.isNeverOccurs) { return SentenceReading(rule: nil, start: start, clock: .viewers) }
        guard let zoneReading else {
            return SentenceReading(rule: rule.readAtCoarsestUnit(from: start), start: start, clock: .viewers)
        }
        guard let local = zoneReading.localRule else {
            let saysUTC = zoneReading.dayShifts != [0] || zoneReading.timesMove
            return SentenceReading(
                rule: rule.readAtCoarsestUnit(from: start), start: start, clock: saysUTC ? .utc : .viewers)
        }
        let localStart = zoneReading.localStart
        // Local times beside UTC days would read as a UTC moment that never happens.
        guard zoneReading.dayShift != 0, !zoneReading.timesMove else {
            return SentenceReading(rule: local.readAtCoarsestUnit(from: localStart), start: localStart, clock: .viewers)
        }
        let days = rule.weekdays.isEmpty ? start.map { [$0.weekday] } ?? [] : rule.weekdays.map(\.weekday)
        return SentenceReading(
            rule: local.readAtCoarsestUnit(from: localStart), start: localStart, clock: .viewersWithUTCDays(days))
    }
}
