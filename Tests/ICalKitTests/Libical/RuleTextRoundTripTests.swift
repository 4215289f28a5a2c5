import Foundation
import Testing

@testable import ICalKit
import TestOracles

/// Text → model → text → model gives the same rule for every rule the dateutil
/// differential sets expand and every RRULE of the Fixtures, and libical reads each text
/// the writer writes to the same rule (where its INTERVAL fits libical).
@Suite struct RuleTextRoundTripTests {
    static func roundTrip(_ text: String) throws {
        let rule = try RecurrenceRule(parsing: text)
        let written = rule.rfc5545String
        let again = try RecurrenceRule(parsing: written)
        #expect(again == rule, "\(text) → \(written) → \(again.rfc5545String)")
        #expect(again.rfc5545String == written, "\(text)")
        // libical keeps INTERVAL in a C short: beyond 32,767 it cannot hold the rule (what
        // `validate` reports as a round-trip failure).
        if rule.interval <= Int(Int16.max) {
            #expect(RecurrenceRule.readByLibical(written) == rule, "libical reads \(written) otherwise")
        }
    }

    @Test func theDateutilSetsComeBack() throws {
        let texts = try DateutilRuleSet.generate().map(\.rule) + EngineRuleSet.generate().map(\.rule)
        #expect(texts.count > 2_000)
        for text in texts { try Self.roundTrip(text) }
    }

    @Test func theFixturesRulesComeBack() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
        var read = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".ics") {
            let data = try Data(contentsOf: folder.appendingPathComponent(name))
            let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n ", with: "")
                .replacingOccurrences(of: "\n ", with: "")
            for line in text.split(whereSeparator: \.isNewline) where line.uppercased().hasPrefix("RRULE:") {
                let rule = String(line.dropFirst(6))
                // Fixtures hold broken rules on purpose; those must be refused, not read.
                guard (try? RecurrenceRule(parsing: rule)) != nil else { continue }
                try Self.roundTrip(rule)
                read += 1
            }
        }
        #expect(read > 90)
    }
}
