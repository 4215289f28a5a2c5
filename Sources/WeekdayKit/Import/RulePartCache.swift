import Foundation
import ICalKit
internal import Caching

/// The parts of records a batch run has worded, by rule text, start key and zone: a feed
/// repeats a few rules over many starts, and a rule is read and worded once per kind of
/// start instead of once per component.
///
/// A rule with COUNT or UNTIL is worded from the part of the same rule without its end
/// where no zone moves that end: feeds give most series an end of their own.
///
/// Each table is a bounded one (`BoundedTable`), so a feed of all-different rules keeps
/// memory flat.
///
/// Each thread keeps the rule texts it read and the parts it worded in a ``Front`` of its
/// own, without a lock, as each worker thread binds its own memo tables (`RunTables`):
/// two threads reading one table count references on the same parts for every record.
final class RulePartCache: Sendable {
    fileprivate struct Key: Hashable, Sendable {
        let text: String
        let start: RuleAnalysis.StartKey
        let zone: String
    }

    /// One thread's own readings of rule texts and parts, kept without a lock.
    struct Front {
        fileprivate var readings = BoundedTable<String, Result<RecurrenceRule.TextReading, WeekdaysError>>(
            capacity: 4096)
        fileprivate var parts = BoundedTable<Key, ImportRecord.RulePart>(capacity: 4096)

        /// An empty front, for one thread.
        init() {}

        /// The text's reading, read once per thread.
        fileprivate mutating func reading(ofText text: String) throws(WeekdaysError) -> RecurrenceRule.TextReading {
            try readings.value(for: text) {
                Result { () throws(WeekdaysError) in try RecurrenceRule.freshReading(ofText: text) }
            }.get()
        }
    }

    private let calendar: Calendar

    /// A cache for one run's calendar (its language and first weekday word every part).
    init(calendar: Calendar) { self.calendar = calendar }

    /// The part of a component read with its rules left unread: its first rule's
    /// reading, worded, from the cache when a component alike was seen; `front` is the
    /// calling thread's own.
    func part(for component: RecurringComponent, front: inout Front) -> ImportRecord.RulePart {
        guard let line = component.unreadRules.first else {
            return ImportRecord.RulePart(component, component.rules.first, calendar)
        }
        // A rule that cannot be read, or has no start, is worded from its own component,
        // from the thread's own reading of its text.
        let reading: RecurrenceRule.TextReading
        do { reading = try front.reading(ofText: line.value) } catch {
            let unread = RecurringComponent.Rule(line: line.line, text: line.value, error: error.message)
            return ImportRecord.RulePart(component, unread, calendar)
        }
        guard let start = component.start else {
            return ImportRecord.RulePart(
                component, component.readRule(line, reading.rule), calendar, written: reading.written)
        }
        if reading.rule.end != .never, let ended = endedPart(component, line, reading, start, &front) {
            return ended
        }
        return cachedPart(component, line, reading, start, &front)
    }

    private func cachedPart(
        _ component: RecurringComponent, _ line: ComponentChunk.RuleLine, _ reading: RecurrenceRule.TextReading,
        _ start: ICalDateTime, _ front: inout Front
    ) -> ImportRecord.RulePart {
        let zone = component.ruleZone
        let key = Key(
            text: line.value, start: RuleAnalysis.StartKey(rule: reading.rule, start: start, timeZone: zone),
            zone: zone?.identifier ?? "")
        return front.parts.value(for: key) {
            ImportRecord.RulePart(component, component.readRule(line, reading.rule), calendar, written: reading.written)
        }
    }

    /// The part of a rule with an end, from the part of its text without COUNT and UNTIL;
    /// nil when that cannot say it (an UNTIL of the wrong form, a zone that moves the end).
    private func endedPart(
        _ component: RecurringComponent, _ line: ComponentChunk.RuleLine, _ reading: RecurrenceRule.TextReading,
        _ start: ICalDateTime, _ front: inout Front
    ) -> ImportRecord.RulePart? {
        if RecurringComponent.untilFormDiffers(reading.rule, from: start) { return nil }
        if component.ruleZone != nil && ZoneReading.moves(reading.rule, from: start) { return nil }
        // The text has been read as a rule, so it is printable ASCII.
        let openText = RecurrenceRule.withoutEnd(line.value)
        guard let openReading = try? front.reading(ofText: openText) else { return nil }
        let openLine = ComponentChunk.RuleLine(line: line.line, value: openText)
        let open = cachedPart(component, openLine, openReading, start, &front)
        guard
            let ended = open.analysis?.ending(as: reading.rule, from: start, in: component.ruleZone)
        else { return nil }
        let rule = component.rule(line, reading: ended)
        return ImportRecord.RulePart(component, rule, calendar, written: reading.written)
    }
}
