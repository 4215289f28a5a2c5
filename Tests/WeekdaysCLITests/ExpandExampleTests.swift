import Foundation
import Testing
@testable import WeekdaysCLI

/// Every example of issue 10 ("A recurrence engine of our own") through `weekdays expand`,
/// in-process and as the built binary, with the occurrences RFC 5545 gives.
///
/// The same table as `Tests/ICalKitTests/EngineExampleTests.swift`, where each row's source
/// is explained and python-dateutil checks the table again (this target has no oracle).
/// Sources, in short: issue 10's text; RFC 5545 section 3.3.10; python-dateutil 2.9 where
/// the issue gives no list; every value also by a brute-force walk in Python's proleptic
/// Gregorian `datetime` (`Tests/Oracle/engine_examples_bruteforce.py`); none from this
/// package's output.
@Suite struct ExpandExampleTests {
    /// One example: the rule, its start, the `--count` argument (none when the rule ends by
    /// COUNT), the lines printed and whether JSON says `truncated`.
    struct Example: Sendable, CustomTestStringConvertible {
        var rule: String
        var start: String
        var count: Int?
        var expected: [String]
        var truncated: Bool
        var testDescription: String { "\(rule) from \(start)" }

        var arguments: [String] {
            ["expand", rule, "--dtstart", start] + (count.map { ["--count", String($0)] } ?? [])
        }
    }

    static let listedExamples: [Example] = [
        // BYSETPOS over the whole set of each period (issue 10; dateutil for the HOURLY list).
        Example(
            rule: "FREQ=DAILY;COUNT=2;BYSETPOS=1;BYHOUR=6,18", start: "19970902T060000",
            expected: ["19970902T060000", "19970903T060000"], truncated: false),
        Example(
            rule: "FREQ=HOURLY;INTERVAL=2;BYMINUTE=0,10,20,30,40,50;BYSETPOS=-2,3;COUNT=5",
            start: "20241023T154000",
            expected: [
                "20241023T154000", "20241023T172000", "20241023T174000", "20241023T192000",
                "20241023T194000",
            ],
            truncated: false),
        Example(
            rule: "FREQ=MONTHLY;COUNT=3;BYSETPOS=3,-3;BYMONTHDAY=13,17;BYHOUR=6,18", start: "19970902T090000",
            expected: ["19970913T180000", "19970917T060000", "19971013T180000"], truncated: false),

        // Sub-daily rules whose next match is days away (issue 10 for BYMONTH; the others
        // from dateutil).
        Example(
            rule: "FREQ=SECONDLY;COUNT=3;BYMONTH=1,3", start: "19970902T090000",
            expected: ["19980101T000000", "19980101T000001", "19980101T000002"], truncated: false),
        Example(
            rule: "FREQ=MINUTELY;COUNT=3;BYMONTH=1,3", start: "19970902T090000",
            expected: ["19980101T000000", "19980101T000100", "19980101T000200"], truncated: false),
        Example(
            rule: "FREQ=SECONDLY;COUNT=3;BYMONTHDAY=1,3", start: "19970902T090000",
            expected: ["19970903T000000", "19970903T000001", "19970903T000002"], truncated: false),
        Example(
            rule: "FREQ=MINUTELY;COUNT=3;BYMONTHDAY=1,3", start: "19970902T090000",
            expected: ["19970903T000000", "19970903T000100", "19970903T000200"], truncated: false),
        Example(
            rule: "FREQ=SECONDLY;COUNT=4;BYYEARDAY=1,100,200,365", start: "19970902T090000",
            expected: ["19971231T000000", "19971231T000001", "19971231T000002", "19971231T000003"],
            truncated: false),
        Example(
            rule: "FREQ=MINUTELY;COUNT=4;BYYEARDAY=1,100,200,365", start: "19970902T090000",
            expected: ["19971231T000000", "19971231T000100", "19971231T000200", "19971231T000300"],
            truncated: false),
        Example(
            rule: "FREQ=SECONDLY;COUNT=3;BYDAY=SA,SU", start: "19970902T090000",
            expected: ["19970906T000000", "19970906T000001", "19970906T000002"], truncated: false),
        Example(
            rule: "FREQ=MINUTELY;COUNT=3;BYDAY=SA,SU", start: "19970902T090000",
            expected: ["19970906T000000", "19970906T000100", "19970906T000200"], truncated: false),
        // Issue 10: today "stopped early" with nothing; it starts at 20260213T000000.
        Example(
            rule: "FREQ=SECONDLY;BYMONTHDAY=13;BYDAY=FR", start: "20260101T090000", count: 3,
            expected: ["20260213T000000", "20260213T000001", "20260213T000002"], truncated: true),
        // Derived from the one above (dateutil): one second a day, on each Friday the 13th.
        Example(
            rule: "FREQ=SECONDLY;BYMONTHDAY=13;BYDAY=FR;BYHOUR=9;BYMINUTE=0;BYSECOND=0", start: "20260101T090000",
            count: 4, expected: ["20260213T090000", "20260313T090000", "20261113T090000", "20270813T090000"],
            truncated: true),

        // INTERVAL above 32767 (issue 10; today refused as out of range), and 2^31 - 1, the
        // new parser's largest (dateutil and by hand: 24855 days 03:14:07).
        Example(
            rule: "FREQ=SECONDLY;INTERVAL=90061;COUNT=3", start: "19970902T090000",
            expected: ["19970902T090000", "19970903T100101", "19970904T110202"], truncated: false),
        Example(
            rule: "FREQ=SECONDLY;INTERVAL=2147483647;COUNT=3", start: "19970902T090000",
            expected: ["19970902T090000", "20650920T121407", "21331009T152814"], truncated: false),

        // A YEARLY rule libical refuses to iterate (issue 10; today exit 1).
        Example(
            rule: "FREQ=YEARLY;COUNT=4;BYMONTH=4,7;BYYEARDAY=1,100,200,365", start: "19970902T090000",
            expected: ["19980410T090000", "19980719T090000", "19990410T090000", "19990719T090000"],
            truncated: false),

        // Issue 10: the last of each minute's {:00, :30} (first four).
        Example(
            rule: "FREQ=MINUTELY;BYSETPOS=-1;BYSECOND=0,30", start: "20260101T090000", count: 4,
            expected: ["20260101T090030", "20260101T090130", "20260101T090230", "20260101T090330"],
            truncated: true),

        // Issue 10: proleptic Gregorian, no jump from the 4th to the 15th (first twenty).
        Example(
            rule: "FREQ=DAILY", start: "15821001", count: 20,
            expected: (1...20).map { "158210" + ($0 < 10 ? "0\($0)" : "\($0)") }, truncated: true),
    ]

    static let examples = listedExamples + weekNumberExamples

    /// `FREQ=YEARLY;BYWEEKNO=1,52,53;BYSETPOS=-1` from 2026, for every WKST.
    ///
    /// Issue 10: it is every December 31 for every WKST (today it starts at 20301231 or
    /// later): December 31 always lies in week 52, 53 or the next year's week 1 (dateutil
    /// and a brute-force walk, per WKST).
    static let weekNumberExamples: [Example] = [nil, "MO", "TU", "WE", "TH", "FR", "SA", "SU"].flatMap {
        weekStart -> [Example] in
        let rule = "FREQ=YEARLY;BYWEEKNO=1,52,53;BYSETPOS=-1" + (weekStart.map { ";WKST=\($0)" } ?? "")
        let years = 2026...2030
        return [
            Example(rule: rule, start: "20260101", count: 5, expected: years.map { "\($0)1231" }, truncated: true),
            Example(
                rule: rule, start: "20260101T090000", count: 5, expected: years.map { "\($0)1231T090000" },
                truncated: true),
        ]
    }

    /// Valid rules with no occurrences (issue 10: today exit 1, "libical cannot iterate").
    ///
    /// Expected: exit 0, nothing on standard output, a `weekdays: ` note on standard error,
    /// and `truncated: false` (the rule is known never to occur). Not even the start is
    /// printed: the package reads a DTSTART the rule does not match as no occurrence (today's
    /// behaviour, tested in `RecurrenceExpansionTests` "a DTSTART that does not match is not
    /// an occurrence"; python-dateutil and Foundation agree; RFC 5545 leaves such a set
    /// undefined), and issue 10 says "nothing printed" for the BYDAY=1MO rule. The issue
    /// gives that rule no start; 19970902T090000 is RFC 5545's usual one.
    static let neverOccurring = [
        ("FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31", "20220201T080000"),
        ("FREQ=YEARLY;BYMONTHDAY=15,16,17,18,19,20,21;BYDAY=1MO", "19970902T090000"),
    ]

    @Test(arguments: examples)
    func printsTheOccurrences(_ example: Example) {
        let outcome = runInProcess(example.arguments)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.split(separator: "\n").map(String.init) == example.expected)
        #expect(outcome.stderr.isEmpty)
    }

    @Test(arguments: examples)
    func printsTheOccurrencesAsJSON(_ example: Example) throws {
        let outcome = runInProcess(example.arguments + ["--format", "json"])
        #expect(outcome.status == 0)
        let json = try jsonObject(outcome.stdout)
        #expect(json["dtstart"] as? String == example.start)
        #expect(json["occurrences"] as? [String] == example.expected)
        #expect(json["truncated"] as? Bool == example.truncated)
    }

    @Test(.tags(.endToEnd), arguments: examples)
    func theBinaryPrintsTheOccurrences(_ example: Example) throws {
        let outcome = try runBinary(example.arguments)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.split(separator: "\n").map(String.init) == example.expected)
        #expect(outcome.stderr.isEmpty)
    }

    @Test(arguments: neverOccurring)
    func validRuleWithNoOccurrencesPrintsNothing(rule: String, start: String) throws {
        let text = run("expand", rule, "--dtstart", start)
        #expect(text.status == 0)
        #expect(text.stdout.isEmpty)
        #expect(text.stderr.hasPrefix("weekdays: "))
        let json = run("expand", rule, "--dtstart", start, "--format", "json")
        #expect(json.status == 0)
        #expect(json.stderr.hasPrefix("weekdays: "))
        let object = try jsonObject(json.stdout)
        #expect(object["occurrences"] as? [String] == [])
        #expect(object["truncated"] as? Bool == false)
    }

    @Test(.tags(.endToEnd), arguments: neverOccurring)
    func theBinaryPrintsNothingForAValidRuleWithNoOccurrences(rule: String, start: String) throws {
        let outcome = try runBinary(["expand", rule, "--dtstart", start])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("weekdays: "))
    }

    /// `--count 0` prints nothing.
    ///
    /// Issue 10: `expand ... --count 0` prints one occurrence today. More exist, so JSON
    /// says `truncated: true`.
    @Test func aCountOfZeroPrintsNothing() throws {
        let text = run("expand", "FREQ=DAILY", "--dtstart", "20261130", "--count", "0")
        #expect(text.status == 0)
        #expect(text.stdout.isEmpty)
        #expect(text.stderr.isEmpty)
        let json = try jsonObject(
            run("expand", "FREQ=DAILY", "--dtstart", "20261130", "--count", "0", "--format", "json").stdout)
        #expect(json["occurrences"] as? [String] == [])
        #expect(json["truncated"] as? Bool == true)
        let binary = try runBinary(["expand", "FREQ=DAILY", "--dtstart", "20261130", "--count", "0"])
        #expect(binary.status == 0)
        #expect(binary.stdout.isEmpty)
    }

    /// Runs the tool in-process with an argument list, as `run(_:)` does with its arguments.
    private func runInProcess(_ arguments: [String]) -> Outcome {
        var context = CommandContext(environment: ["LANG": "en_US.UTF-8"])
        let status = WeekdaysCommand.main(["weekdays"] + arguments, context: &context)
        return Outcome(status: status, stdout: context.stdout, stderr: context.stderr)
    }
}
