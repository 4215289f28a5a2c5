import Foundation
import Testing
@testable import WeekdaysCLI

@Suite struct ExpandCommandTests {
    // (rule, dtstart, extra arguments, expected lines)
    @Test(
        arguments: [
            ("FREQ=WEEKLY;BYDAY=MO,WE", "20261130", ["--count", "3"], ["20261130", "20261202", "20261207"]),
            ("FREQ=WEEKLY;BYDAY=MO,WE", "20261130T073000", ["--count", "2"], ["20261130T073000", "20261202T073000"]),
            ("FREQ=DAILY", "20261130T073000Z", ["--count", "2"], ["20261130T073000Z", "20261201T073000Z"]),
            (
                "FREQ=DAILY", "20261130T073000Z", ["--count", "2", "--tz", "America/Los_Angeles"],
                ["20261129T233000", "20261130T233000"]
            ),
            ("FREQ=DAILY;COUNT=3", "20261130", [], ["20261130", "20261201", "20261202"]),
            ("FREQ=DAILY", "20261130", ["--until", "20261202"], ["20261130", "20261201", "20261202"]),
            ("FREQ=DAILY;UNTIL=20261201", "20261130", ["--count", "10"], ["20261130", "20261201"]),
            // A spring-forward gap: 02:30 does not exist on 2024-03-31 in Berlin; the next day is 02:30 again.
            (
                "FREQ=DAILY", "20240330T023000", ["--tz", "Europe/Berlin", "--count", "3"],
                ["20240330T023000", "20240331T033000", "20240401T023000"]
            ),
        ] as [(String, String, [String], [String])])
    func printsOccurrencesInTheStartsForm(rule: String, dtstart: String, extra: [String], expected: [String]) {
        var context = CommandContext(environment: [:])
        let status = WeekdaysCommand.main(
            ["weekdays", "expand", rule, "--dtstart", dtstart] + extra, context: &context)
        #expect(status == 0)
        #expect(context.stdout.split(separator: "\n").map(String.init) == expected)
    }

    @Test func jsonShapeAndTruncation() throws {
        let json = try jsonObject(
            run("expand", "FREQ=DAILY", "--dtstart", "20261130", "--count", "2", "--format", "json").stdout)
        #expect(json["rule"] as? String == "FREQ=DAILY")
        #expect(json["dtstart"] as? String == "20261130")
        #expect(json["occurrences"] as? [String] == ["20261130", "20261201"])
        #expect(json["truncated"] as? Bool == true)
        let ended = try jsonObject(
            run("expand", "FREQ=DAILY;COUNT=2", "--dtstart", "20261130", "--format", "json").stdout)
        #expect(ended["truncated"] as? Bool == false)
        #expect(json["stop"] as? String == "countLimit" && ended["stop"] as? String == "ruleEnded")
        let limits = try #require(json["limits"] as? [String: Int])
        #expect(limits == ["count": 2, "searchYears": 600, "searchPeriods": 1_000_000])
    }

    /// The cap no one asked for is named; one asked for is not repeated back.
    @Test func stopsAtAThousandByDefault() {
        let outcome = run("expand", "FREQ=MINUTELY", "--dtstart", "20261130T000000")
        #expect(outcome.stdout.split(separator: "\n").count == 1000)
        #expect(
            outcome.stderr == "weekdays: stopped at 1000 occurrences, the default; more follow (--count N prints N)\n")
        #expect(run("expand", "FREQ=MINUTELY", "--dtstart", "20261130T000000", "--count", "5").stderr == "")
    }

    @Test func neverOccurringRulesEndAtOnce() {
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            let outcome = run("expand", "FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", "--dtstart", "20261130T000000")
            #expect(outcome.status == 0)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr.contains("never occurs"))
        }
        // Not a timing test: libical alone would search for minutes; this bounds a hang.
        #expect(elapsed < .seconds(30))
    }

    @Test func missingStartIsAUsageError() {
        let outcome = run("expand", "FREQ=DAILY")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("missing --dtstart"))
    }

    /// libical gives no iterator for this rule; it can never occur, and the tool says so
    /// (or, failing that, that it cannot expand it) rather than crash.
    @Test func ruleLibicalCannotIterateIsReported() {
        let outcome = run("expand", "FREQ=MONTHLY;BYDAY=1TH;BYSETPOS=2", "--dtstart", "20261130")
        #expect(outcome.stdout.isEmpty)
        #expect(
            outcome.stderr.hasPrefix("weekdays: the rule never occurs")
                || outcome.stderr.hasPrefix("weekdays: cannot expand"))
        #expect(outcome.status == 0 || outcome.status == 1)
    }
}
