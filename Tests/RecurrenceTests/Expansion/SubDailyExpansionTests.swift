import Foundation
import Recurrence
import TestOracles
import Testing

/// Hourly and finer rules whose time parts only limit the steps, against python-dateutil.
@Suite struct SubDailyExpansionTests {
    static let rules = [
        "FREQ=HOURLY;BYHOUR=9;COUNT=3",
        "FREQ=HOURLY;INTERVAL=5;BYHOUR=1,6,11;COUNT=6",
        "FREQ=HOURLY;BYMINUTE=5;COUNT=3",
        "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10;COUNT=8",
        "FREQ=MINUTELY;INTERVAL=45;BYMINUTE=0,15;COUNT=6",
        "FREQ=SECONDLY;INTERVAL=7;BYSECOND=0,7,14;COUNT=4",
        "FREQ=HOURLY;BYDAY=SA;BYHOUR=8,20;COUNT=4",
    ]

    @Test func limitingTimePartsAgreeWithDateutil() throws {
        let start = "20261130T000000"
        let answers = try DateutilOracle.expand(Self.rules.map { .init(rule: $0, dtstart: start, count: 20) })
        for (rule, answer) in zip(Self.rules, answers) {
            let expansion = RecurrenceExpansion(
                of: try RecurrenceRule(parsing: rule), from: try ICalDateTime(parsing: start))
            #expect(expansion.occurrences.map(\.description) == answer.occurrences, "\(rule)")
        }
    }

    @Test func intervalsBuiltInSwiftMustBeInRange() throws {
        #expect(
            try RecurrenceRule(frequency: .weekly, interval: RecurrenceRule.maximumInterval).interval == 2_147_483_647)
        for interval in [0, -1, 1 << 40, Int.min, Int.max] {
            let error = try #require(throws: WeekdaysError.self) {
                try RecurrenceRule(frequency: .weekly, interval: interval)
            }
            #expect(error.part == "INTERVAL")
            #expect(error.message == "INTERVAL value \(interval) is out of range (1 to 2147483647)")
        }
    }

    @Test func intervalZeroDoesNotParse() {
        #expect(throws: WeekdaysError.self) { try RecurrenceRule(parsing: "FREQ=WEEKLY;INTERVAL=0") }
    }
}
