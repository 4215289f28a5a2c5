import Foundation
import TestOracles
import Recurrence
import Testing

/// The recurrence examples of RFC 5545, section 3.8.5.3, from
/// `Tests/Oracle/rfc5545-examples.json`, expanded by ``RecurrenceExpansion``.
///
/// The RFC gives its examples in America/New_York; the file gives them as floating times.
/// Each is expanded both ways: floating, and placed in America/New_York (its UTC UNTIL
/// then compared by instant), which must give the same local times.
///
/// libical 3.0.16 with this package's corrections expands all of them as the RFC does, so
/// ``knownDifferences`` is empty; none is dropped.
@Suite struct RFC5545ExampleTests {
    struct Example: Decodable, Sendable, CustomTestStringConvertible {
        var title: String
        var rule: String
        var dtstart: String
        var expected: [String]
        var testDescription: String { title }
    }

    static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Oracle/rfc5545-examples.json")

    static let examples: [Example] = {
        do {
            return try JSONDecoder().decode([Example].self, from: Data(contentsOf: file))
        } catch {
            return []
        }
    }()

    /// Examples this package does not expand as the RFC does: title to reason.
    ///
    /// Each is still run: it must fail in the way named here, and an entry whose example
    /// starts to pass is reported so it can be removed.
    static let knownDifferences: [String: String] = [:]

    @Test func fileIsRead() throws {
        _ = try JSONDecoder().decode([Example].self, from: Data(contentsOf: Self.file))
        #expect(Self.examples.count >= 35)
        #expect(Set(Self.examples.map(\.title)).count == Self.examples.count, "titles are unique")
        for title in Self.knownDifferences.keys {
            #expect(Self.examples.contains { $0.title == title }, "unknown title \(title)")
        }
    }

    @Test(arguments: examples)
    func exampleExpandsAsTheRFCSays(_ example: Example) throws {
        let rule = try RecurrenceRule(parsing: example.rule)
        let start = try ICalDateTime(parsing: example.dtstart)
        // A rule with an end must stop by itself; one without is cut at the RFC's list.
        let ends = example.rule.contains("COUNT=") || example.rule.contains("UNTIL=")
        let limit = ends ? example.expected.count + 10 : example.expected.count
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let check = {
            for zone in [nil, newYork] {
                let expansion = RecurrenceExpansion(
                    of: rule, from: start, in: zone, limits: .init(count: limit))
                #expect(strings(expansion.occurrences) == example.expected, "zone \(zone?.identifier ?? "none")")
                if ends { #expect(expansion.stop == .ruleEnded) }
            }
        }
        if let reason = Self.knownDifferences[example.title] {
            withKnownIssue(Comment(rawValue: reason)) { check() }
        } else {
            check()
        }
    }
}
