import Foundation
import TestOracles
import ICalKit
import Testing
import WeekdayKit

@Suite struct OccurrencesTests {
    static var daily: RecurrenceRule {
        get throws { try RecurrenceRule(parsing: "FREQ=DAILY") }
    }

    @Test func stopsAtTheCount() throws {
        let expansion = try Occurrences.expand(
            try Self.daily, from: ICalDateTime(parsing: "20261130T073000"), count: 3)
        #expect(strings(expansion.occurrences) == ["20261130T073000", "20261201T073000", "20261202T073000"])
        #expect(expansion.stop == .countLimit)
        #expect(expansion.isTruncated)
    }

    @Test func stopsAtAThousandWhenNothingElseDoes() throws {
        let expansion = try Occurrences.expand(try Self.daily, from: ICalDateTime(parsing: "20261130"))
        #expect(expansion.occurrences.count == 1000)
        #expect(expansion.isTruncated)
    }

    @Test func ruleEndComesBeforeTheCount() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=3")
        let expansion = try Occurrences.expand(rule, from: ICalDateTime(parsing: "20261130"), count: 10)
        #expect(strings(expansion.occurrences) == ["20261130", "20261202", "20261207"])
        #expect(expansion.stop == .ruleEnded)
        #expect(!expansion.isTruncated)
    }

    // (start, zone, until, expected occurrences)
    // A DATE until covers its whole day; a UTC until is read in the zone (Madrid is UTC+1
    // in winter, so 07:30 there is 06:30 UTC, and the until is inclusive).
    @Test(
        arguments: [
            ("20261130T073000", nil, "20261202", ["20261130T073000", "20261201T073000", "20261202T073000"]),
            (
                "20261130T073000", "Europe/Madrid", "20261202T063000Z",
                ["20261130T073000", "20261201T073000", "20261202T073000"]
            ),
            ("20261130T073000", "Europe/Madrid", "20261202T062959Z", ["20261130T073000", "20261201T073000"]),
            ("20261130", nil, "20261202T120000", ["20261130", "20261201", "20261202"]),
            ("20261130T073000Z", nil, "20261201T073000Z", ["20261130T073000Z", "20261201T073000Z"]),
        ] as [(String, String?, String, [String])])
    func stopsAtTheUntil(start: String, zone: String?, until: String, expected: [String]) throws {
        let expansion = try Occurrences.expand(
            try Self.daily, from: ICalDateTime(parsing: start), in: zone.flatMap(TimeZone.init(identifier:)),
            until: ICalDateTime(parsing: until))
        #expect(strings(expansion.occurrences) == expected)
        #expect(expansion.stop == .untilLimit)
    }
}
