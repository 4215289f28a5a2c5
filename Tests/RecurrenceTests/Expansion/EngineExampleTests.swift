import Foundation
import Recurrence
import TestOracles
import Testing

/// The engine's examples (``EngineExamples``) through the library.
@Suite struct EngineExampleTests {
    typealias Example = EngineExamples.Example

    /// What a rule ending by its own COUNT is asked for: more than it has.
    static let countForFiniteRules = 100

    @Test(arguments: EngineExamples.all)
    func expandsAsRFC5545Says(_ example: Example) throws {
        let expansion = try RecurrenceExpansion(
            of: RecurrenceRule(parsing: example.rule), from: ICalDateTime(parsing: example.start),
            limits: .init(count: example.count ?? Self.countForFiniteRules))
        #expect(expansion.occurrences.map(\.description) == example.expected)
        #expect(expansion.isTruncated == example.truncated)
    }

    /// Valid rules with no occurrences: nothing, and the answer says the walk is complete.
    @Test(arguments: EngineExamples.neverOccurring)
    func validRuleWithNoOccurrencesGivesNothing(rule: String, start: String) throws {
        let expansion = try RecurrenceExpansion(
            of: RecurrenceRule(parsing: rule), from: ICalDateTime(parsing: start), limits: .init(count: 10))
        #expect(expansion.occurrences.isEmpty)
        #expect(!expansion.isTruncated, "a rule that never occurs is known to end")
    }

    /// A count of 0 gives none (`expand ... --count 0` once printed one).
    @Test func aCountOfZeroGivesNone() throws {
        let expansion = try RecurrenceExpansion(
            of: RecurrenceRule(parsing: "FREQ=DAILY"), from: ICalDateTime(parsing: "20261130"),
            limits: .init(count: 0))
        #expect(expansion.occurrences.isEmpty)
    }

    /// The table's expected values are python-dateutil's, so the table cannot drift; this
    /// checks the table, not the package.
    @Test func tableAgreesWithDateutil() throws {
        let requests = EngineExamples.all.map {
            DateutilOracle.Request(rule: $0.rule, dtstart: $0.start, count: $0.count ?? Self.countForFiniteRules)
        }
        let answers = try DateutilOracle.expand(requests)
        for (example, answer) in zip(EngineExamples.all, answers) {
            #expect(answer.occurrences == example.expected, "\(example.rule) from \(example.start): \(answer)")
        }
        let never = try DateutilOracle.expand(
            EngineExamples.neverOccurring.map { .init(rule: $0.rule, dtstart: $0.start, count: 10) })
        #expect(never.map(\.occurrences) == [[], []])
    }
}
