import TestOracles
import Foundation
import ICalKit
import Testing

@Suite struct RecurrenceExpansionTests {
    // MARK: - Rules libical 3.0.16 gets wrong, against python-dateutil

    /// One case where libical 3.0.16 alone is wrong, with python-dateutil 2.9's answer.
    ///
    /// The expected dates were computed once with `Tests/Oracle/dateutil_expand.py`;
    /// ``correctionsAgreeWithDateutil`` runs the script again so the table cannot drift.
    struct Correction: Sendable, CustomTestStringConvertible {
        var title: String
        var rule: String
        var start: String
        var expected: [String]
        var testDescription: String { title }
    }

    static let corrections: [Correction] = [
        Correction(
            title: "repeated BYDAY gives each day once",
            rule: "FREQ=WEEKLY;BYDAY=SU,TH,TH;COUNT=6", start: "20240104T080000",
            expected: [
                "20240104T080000", "20240107T080000", "20240111T080000", "20240114T080000",
                "20240118T080000", "20240121T080000",
            ]),
        Correction(
            title: "WEEKLY BYSETPOS=1,3 gives the 1st and 3rd weekday of each week",
            rule: "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,3;COUNT=6", start: "20240101T090000",
            expected: [
                "20240101T090000", "20240103T090000", "20240108T090000", "20240110T090000",
                "20240115T090000", "20240117T090000",
            ]),
        Correction(
            title: "WEEKLY INTERVAL=3 WKST=TH keeps the first week (libical starts 2011-06-13)",
            rule: "FREQ=WEEKLY;BYDAY=MO,WE;INTERVAL=3;WKST=TH;COUNT=6", start: "20110601T000000",
            expected: [
                "20110601T000000", "20110620T000000", "20110622T000000", "20110711T000000",
                "20110713T000000", "20110801T000000",
            ]),
        Correction(
            title: "WEEKLY INTERVAL=2 on Sunday, weeks from Monday, keeps the first week",
            rule: "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU;COUNT=3", start: "20250405T090000Z",
            expected: ["20250406T090000Z", "20250420T090000Z", "20250504T090000Z"]),
        Correction(
            title: "WEEKLY INTERVAL=3 WKST=WE keeps the days before Wednesday in the first week",
            rule: "FREQ=WEEKLY;INTERVAL=3;BYDAY=SU,MO,TU;WKST=WE;COUNT=4", start: "20250409T090000",
            expected: ["20250413T090000", "20250414T090000", "20250415T090000", "20250504T090000"]),
        Correction(
            title: "DAILY with BYMONTH, BYMONTHDAY and BYDAY (libical jumps to 2029-01-19)",
            rule: "FREQ=DAILY;BYDAY=TH,FR,SA;BYMONTH=1,6,7,12;BYMONTHDAY=19,-2;COUNT=6",
            start: "20270619T103000",
            expected: [
                "20270619T103000", "20270730T103000", "20271230T103000", "20280629T103000",
                "20281230T103000", "20290119T103000",
            ]),
        Correction(
            title: "a DTSTART that does not match is not an occurrence",
            rule: "FREQ=WEEKLY;BYDAY=MO;COUNT=3", start: "20240102T090000",
            expected: ["20240108T090000", "20240115T090000", "20240122T090000"]),
        Correction(
            title: "rare but possible: February 29",
            rule: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;COUNT=3", start: "20250101",
            expected: ["20280229", "20320229", "20360229"]),
        Correction(
            title: "every 2 hours reaches 05:00 from an odd hour",
            rule: "FREQ=HOURLY;INTERVAL=2;BYHOUR=5;COUNT=3", start: "20240101T090000",
            expected: ["20240102T050000", "20240103T050000", "20240104T050000"]),
        Correction(
            title: "negative BYMONTHDAY as a DAILY limit",
            rule: "FREQ=DAILY;BYMONTHDAY=-1;COUNT=4", start: "20240115T120000Z",
            expected: ["20240131T120000Z", "20240229T120000Z", "20240331T120000Z", "20240430T120000Z"]),
    ]

    @Test(arguments: corrections)
    func isRightWhereLibicalIsWrong(_ correction: Correction) throws {
        let rule = try RecurrenceRule(parsing: correction.rule)
        let expansion = try RecurrenceExpansion(of: rule, from: dateTime(correction.start))
        #expect(strings(expansion.occurrences) == correction.expected)
        #expect(expansion.stop == .ruleEnded)
        #expect(Set(expansion.occurrences).count == expansion.occurrences.count, "no duplicates")
    }

    @Test func correctionsAgreeWithDateutil() throws {
        let answers = try DateutilOracle.expand(
            Self.corrections.map { .init(rule: $0.rule, dtstart: $0.start, count: 100) })
        for (correction, answer) in zip(Self.corrections, answers) {
            #expect(answer.occurrences == correction.expected, "\(correction.title): \(answer)")
        }
    }

    // MARK: - Zones

    /// Spring forward in Berlin: the day in the gap moves, the next day does not.
    ///
    /// RFC 5545 3.3.5: a local time in a gap is read with the offset from before the gap.
    /// So 2024-03-31 02:30 in Berlin is 01:30 UTC, shown as 03:30 CEST; the next day is
    /// back at 02:30 (libical 3.0.16 stays at 03:30).
    @Test func springForwardInBerlin() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=5")
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let expansion = try RecurrenceExpansion(
            of: rule, from: dateTime("20240329T023000"), in: berlin)
        #expect(
            strings(expansion.occurrences) == [
                "20240329T023000", "20240330T023000", "20240331T033000", "20240401T023000",
                "20240402T023000",
            ])
    }

    @Test func fallBackInBerlinKeepsTheWallClock() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=3")
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let expansion = try RecurrenceExpansion(
            of: rule, from: dateTime("20241026T023000"), in: berlin)
        #expect(
            strings(expansion.occurrences) == ["20241026T023000", "20241027T023000", "20241028T023000"])
    }

    // (zone, floating start, UTC UNTIL, expected occurrences)
    // python-dateutil with the start in the zone (zoneinfo): New York 09:00 is 14:00 UTC,
    // so 2024-01-05 is past an UNTIL of 12:00 UTC (compared field by field it would not be);
    // Berlin 09:00 is 08:00 UTC, exactly the UNTIL on 2024-01-05, which is inclusive.
    @Test(arguments: [
        (
            "America/New_York", "20240101T090000", "20240105T120000Z",
            ["20240101T090000", "20240102T090000", "20240103T090000", "20240104T090000"]
        ),
        (
            "Europe/Berlin", "20240101T090000", "20240105T080000Z",
            [
                "20240101T090000", "20240102T090000", "20240103T090000", "20240104T090000",
                "20240105T090000",
            ]
        ),
        (
            "Asia/Tokyo", "20240101T090000", "20240103T000000Z",
            ["20240101T090000", "20240102T090000", "20240103T090000"]
        ),
    ])
    func floatingStartWithUTCUntil(zone: String, start: String, until: String, expected: [String])
        throws
    {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=\(until)")
        let timeZone = try #require(TimeZone(identifier: zone))
        let expansion = try RecurrenceExpansion(of: rule, from: dateTime(start), in: timeZone)
        #expect(strings(expansion.occurrences) == expected)
        #expect(expansion.stop == .ruleEnded)
    }

    @Test func utcStartShownInAZone() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2")
        let newYork = try #require(TimeZone(identifier: "America/New_York"))
        let expansion = try RecurrenceExpansion(
            of: rule, from: dateTime("20240101T030000Z"), in: newYork)
        #expect(strings(expansion.occurrences) == ["20231231T220000", "20240101T220000"])
    }

    @Test func dateStartGivesDates() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=4")
        let expansion = try RecurrenceExpansion(of: rule, from: dateTime("20261130"))
        #expect(strings(expansion.occurrences) == ["20261130", "20261202", "20261207", "20261209"])
    }

    // MARK: - Rules libical cannot iterate or would search for centuries

    /// A rule libical 3.0.16 gives no iterator for ends without a crash.
    ///
    /// Both rules never occur (a month has one first Thursday, so no second; week 53 never
    /// falls in June), and python-dateutil gives nothing for them. The expansion may say
    /// so, or throw libical's error; it must not crash.
    // (rule libical gives no iterator for)
    @Test(arguments: ["FREQ=MONTHLY;BYDAY=1TH;BYSETPOS=2", "FREQ=YEARLY;BYWEEKNO=53;BYMONTH=6"])
    func nullIteratorCaseThrowsOrNeverOccurs(text: String) throws {
        let rule = try RecurrenceRule(parsing: text)
        do {
            let expansion = try RecurrenceExpansion(of: rule, from: dateTime("20240101T090000"))
            #expect(expansion.occurrences.isEmpty)
            #expect(expansion.stop == .neverOccurs)
        } catch let error as WeekdaysError {
            #expect(error.kind == .invalidRule, "\(error)")
        }
        let answers = try DateutilOracle.expand([.init(rule: text, dtstart: "20240101T090000", count: 5)])
        #expect(answers.first?.occurrences == [])
    }

    // (rule, start)
    @Test(
        .timeLimit(.minutes(1)),
        arguments: [
            ("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "20240101T090000"),
            ("FREQ=DAILY;BYMONTH=4,6,9,11;BYMONTHDAY=31", "20240101"),
            ("FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30", "20240101T090000"),
            ("FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", "20240101T090000"),
            ("FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30,31", "20240101T090000Z"),
            ("FREQ=HOURLY;INTERVAL=2;BYHOUR=5", "20240101T100000"),
            ("FREQ=MINUTELY;INTERVAL=2;BYMINUTE=15", "20240101T100000"),
            ("FREQ=HOURLY;INTERVAL=24;BYHOUR=7", "20240101T100000"),
            ("FREQ=DAILY;INTERVAL=7;BYDAY=TU", "20240101T100000"),
            ("FREQ=YEARLY;COUNT=2;BYMONTH=2;BYMONTHDAY=31", "20240101T090000"),
        ])
    func neverOccurringRuleStopsAtOnce(rule text: String, start: String) throws {
        let rule = try RecurrenceRule(parsing: text)
        let expansion = try RecurrenceExpansion(of: rule, from: dateTime(start))
        #expect(expansion.occurrences.isEmpty)
        #expect(expansion.stop == .neverOccurs)
        #expect(expansion.reason?.isEmpty == false)
        #expect(!expansion.isTruncated)
    }

    @Test func neverOccurringRulesAgreeWithDateutil() throws {
        let rules = [
            ("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "20240101T090000"),
            ("FREQ=HOURLY;INTERVAL=2;BYHOUR=5", "20240101T100000"),
            ("FREQ=DAILY;INTERVAL=7;BYDAY=TU", "20240101T100000"),
        ]
        let answers = try DateutilOracle.expand(rules.map { .init(rule: $0.0, dtstart: $0.1, count: 5) })
        for (rule, answer) in zip(rules, answers) {
            #expect((answer.occurrences ?? []).isEmpty, "\(rule.0): dateutil gives \(answer)")
        }
    }

    // MARK: - Bounds

    @Test func hugeCountIsBoundedByTheLimits() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=SECONDLY;COUNT=2000000000")
        let start = try dateTime("20240101T000000Z")
        let byDefault = RecurrenceExpansion(of: rule, from: start)
        #expect(byDefault.occurrences.count == 1000)
        #expect(byDefault.stop == .countLimit)
        #expect(byDefault.isTruncated)
        let fifty = RecurrenceExpansion(of: rule, from: start, limits: .init(count: 50))
        #expect(fifty.occurrences.count == 50)
        #expect(fifty.occurrences.last?.description == "20240101T000049Z")
    }

    @Test func callerUntilStopsTheExpansion() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY")
        let expansion = try RecurrenceExpansion(
            of: rule, from: dateTime("20240101T090000"),
            limits: .init(until: dateTime("20240104T090000")))
        #expect(
            strings(expansion.occurrences)
                == ["20240101T090000", "20240102T090000", "20240103T090000", "20240104T090000"])
        #expect(expansion.stop == .untilLimit)
    }

    @Test func spanLimitStopsASparseRule() throws {
        // Every Monday, February 29: once in 28 years at most.
        let rule = try RecurrenceRule(parsing: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO")
        let expansion = try RecurrenceExpansion(
            of: rule, from: dateTime("20250101"), limits: .init(years: 10))
        #expect(expansion.occurrences.isEmpty)
        #expect(expansion.stop == .searchLimit)
        let longer = try RecurrenceExpansion(
            of: rule, from: dateTime("20250101"), limits: .init(count: 2, years: 100))
        // 2044-02-29 and 2072-02-29 are Mondays.
        #expect(strings(longer.occurrences) == ["20440229", "20720229"])
    }

    @Test func ruleCountEndsTheExpansion() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=5")
        let expansion = try RecurrenceExpansion(of: rule, from: dateTime("20240101T090000Z"))
        #expect(expansion.occurrences.count == 5)
        #expect(expansion.stop == .ruleEnded)
        #expect(!expansion.isTruncated)
    }
}
