import Foundation
import ICalKit
internal import Caching

/// The parts of records a batch run has worded, by rule text, start key and zone: a feed
/// repeats a few rules over many starts, and a rule is read and worded once per kind of
/// start instead of once per component.
///
/// Bounded like every ``Memo``, so a feed of all-different rules keeps memory flat.
final class RulePartCache: Sendable {
    private struct Key: Hashable, Sendable {
        let text: String
        let start: RuleAnalysis.StartKey
        let zone: String
    }

    private let parts = Memo<Key, ImportRecord.RulePart>(capacity: 8192)
    private let calendar: Calendar

    /// A cache for one run's calendar (its language and first weekday word every part).
    init(calendar: Calendar) { self.calendar = calendar }

    /// The part of a component read with `analysingRules: false`: its first rule's
    /// reading, worded, from the cache when a component alike was seen.
    func part(for component: RecurringComponent) -> ImportRecord.RulePart {
        guard let line = component.unreadRules.first else {
            return ImportRecord.RulePart(component, component.rules.first, calendar)
        }
        // A rule that cannot be read, or has no start, is worded from its own component.
        guard let start = component.start, let reading = try? RecurrenceRule.reading(ofText: line.value) else {
            return ImportRecord.RulePart(component, component.readRule(line), calendar)
        }
        let zone = component.ruleZone
        let key = Key(
            text: line.value, start: RuleAnalysis.StartKey(rule: reading.rule, start: start, timeZone: zone),
            zone: zone?.identifier ?? "")
        return parts.value(for: key) {
            ImportRecord.RulePart(component, component.readRule(line, reading.rule), calendar, written: reading.written)
        }
    }
}
