public import Foundation
public import Recurrence

/// Checks that a rule survives the trip into the picker and back.
///
/// - `exact`: the selection's own rule, expanded from the same start in the same zone
///   over two years (at least 500 occurrences' worth), gives the same occurrences.
/// - `approximate`: every occurrence falls on a selected weekday, and every selected
///   weekday occurs (unless the rule ends first).
public enum RoundTrip {
    /// The outcome: nil when the rule survives, else what differs.
    public static func failure(
        of analysis: RuleAnalysis, start: ICalDateTime, zone: TimeZone?, viewerZone: TimeZone?
    ) -> String? {
        // A start no calendar holds (a month of 13, the year 0) has no occurrences to compare.
        if let problem = start.fieldProblem { return "the start \(start) \(problem)" }
        let shownZone = start.form == .utc ? viewerZone : zone
        switch analysis.fidelity {
        case Fidelity.none: return nil
        case .exact:
            var calendar = Calendar(identifier: .gregorian)
            calendar.firstWeekday = analysis.rule.firstWeekday ?? 2
            guard let back = analysis.selection.recurrenceRule(in: calendar) else {
                return "the selection is empty"
            }
            // The same rule, written in another order, gives the same occurrences.
            if back.sortedParts == analysis.rule.sortedParts { return nil }
            var original = Window(analysis.rule, start, shownZone, years: 2)
            var returned = Window(back, start, shownZone, years: 2)
            // Compared as they come; arrays are built only to word a difference.
            while true {
                let (a, b) = (original.next(), returned.next())
                if a != b {
                    return differences(
                        Array(Window(analysis.rule, start, shownZone, years: 2)),
                        Array(Window(back, start, shownZone, years: 2)))
                }
                if a == nil { return nil }
            }
        case .approximate:
            let years = analysis.rule.frequency >= .monthly ? 28 : 2
            var original = Window(analysis.rule, start, shownZone, years: years)
            let selected = analysis.selection.weekdays
            var outside: [ICalDateTime] = []
            var seen = Set<Int>()
            var last = start
            while let value = original.next() {
                let weekday = value.weekday
                if !selected.contains(weekday) && outside.count < 3 { outside.append(value) }
                seen.insert(weekday)
                last = value
            }
            if !outside.isEmpty {
                return "occurrences on unselected days: " + outside.map(\.description).joined(separator: ", ")
            }
            let missing = selected.subtracting(seen)
            // 500 occurrences of a rule that repeats within the day (FREQ=MINUTELY) may all
            // fall on its first day: only a window past a whole week shows a day never comes.
            let spansAWeek = last.dayNumber - start.dayNumber >= 7
            if !missing.isEmpty && !original.ruleHasEnded && spansAWeek {
                return "selected weekdays that never occur: "
                    + missing.sorted().map(String.init).joined(separator: ", ")
            }
            return nil
        }
    }

    /// The occurrences a round trip compares, as they come: at most 500, none more than
    /// `years` years after the start.
    private struct Window: Sequence, IteratorProtocol {
        private var occurrences: RuleOccurrences.Iterator
        private let end: ICalDateTime
        private var left = 500

        init(_ rule: RecurrenceRule, _ start: ICalDateTime, _ zone: TimeZone?, years: Int) {
            let sequence = RuleOccurrences(of: rule, from: start, in: zone)
            var end = start.with(form: sequence.shownForm)
            end.year += years
            if end.month == 2 && end.day == 29 { end.day = 28 }
            self.end = end
            occurrences = sequence.makeIterator()
        }

        mutating func next() -> ICalDateTime? {
            guard left > 0, let value = occurrences.next(), value <= end else { return nil }
            left -= 1
            return value
        }

        /// Whether the rule itself has no more occurrences (COUNT, UNTIL, or none at all).
        var ruleHasEnded: Bool { occurrences.stop == .ruleEnded || occurrences.stop == .neverOccurs }
    }

    private static func differences(_ original: [ICalDateTime], _ returned: [ICalDateTime]) -> String? {
        guard original != returned else { return nil }
        let a = Set(original)
        let b = Set(returned)
        let lost = original.filter { !b.contains($0) }.prefix(3).map(\.description)
        let added = returned.filter { !a.contains($0) }.prefix(3).map(\.description)
        var parts: [String] = []
        if !lost.isEmpty { parts.append("lost " + lost.joined(separator: ", ")) }
        if !added.isEmpty { parts.append("added " + added.joined(separator: ", ")) }
        return "round trip differs: " + parts.joined(separator: "; ")
    }
}
