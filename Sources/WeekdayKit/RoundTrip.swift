public import Foundation
public import ICalKit

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
        let shownZone = start.form == .utc ? viewerZone : zone
        switch analysis.fidelity {
        case .notWeekdays: return nil
        case .exact:
            var calendar = Calendar(identifier: .gregorian)
            calendar.firstWeekday = analysis.rule.firstWeekday ?? 2
            guard let back = analysis.selection.recurrenceRule(in: calendar) else {
                return "the selection is empty"
            }
            let original = window(analysis.rule, start, shownZone, years: 2)
            let returned = window(back, start, shownZone, years: 2)
            return differences(original.occurrences, returned.occurrences)
        case .approximate:
            let years = analysis.rule.frequency >= .monthly ? 28 : 2
            let original = window(analysis.rule, start, shownZone, years: years)
            let selected = analysis.selection.weekdays
            let outside = original.occurrences.filter { !selected.contains($0.weekday) }
            if !outside.isEmpty {
                return "occurrences on unselected days: "
                    + outside.prefix(3).map(\.description).joined(separator: ", ")
            }
            let seen = Set(original.occurrences.map(\.weekday))
            let missing = selected.subtracting(seen)
            if !missing.isEmpty && original.stop != .ruleEnded && original.stop != .neverOccurs {
                return "selected weekdays that never occur: "
                    + missing.sorted().map(String.init).joined(separator: ", ")
            }
            return nil
        }
    }

    private static func window(
        _ rule: RecurrenceRule, _ start: ICalDateTime, _ zone: TimeZone?, years: Int
    ) -> RecurrenceExpansion {
        var end = start.with(form: start.form == .date ? .date : (zone != nil ? .floating : start.form))
        end.year += years
        if end.month == 2 && end.day == 29 { end.day = 28 }
        return Occurrences.expand(rule, from: start, in: zone, count: 500, until: end)
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
