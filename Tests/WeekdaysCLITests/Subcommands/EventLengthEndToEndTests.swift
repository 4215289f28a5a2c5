import Foundation
import TestOracles
import Testing

/// Events' starts and ends as the built binary prints them.
///
/// Lengths across daylight-saving changes, values that name no time, durations too long to
/// read, lengths that run backwards. Each run is bounded in time and memory; the
/// daylight-saving answers are checked against recurring-ical-events, ended as RFC 5545
/// reads a length.
@Suite(.tags(.endToEnd), .serialized)
struct EventLengthEndToEndTests {
    /// The time and memory every run here stays within.
    static let seconds = 20.0
    static let mebibytes = 300

    /// A VCALENDAR with one VEVENT whose own lines start at line 6 (after BEGIN:VEVENT and
    /// its UID at lines 4 and 5).
    static func calendar(uid: String, _ lines: [String]) -> String {
        let event = ["BEGIN:VEVENT", "UID:\(uid)"] + lines + ["SUMMARY:\(uid)", "END:VEVENT"]
        return (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//weekdays tests//EN"] + event + ["END:VCALENDAR"])
            .joined(separator: "\r\n") + "\r\n"
    }

    /// Runs the binary on a calendar written to a scratch file, within the bounds.
    static func run(_ arguments: [String], on text: String) throws -> (BoundedOutcome, path: String) {
        let path = try temporaryFile(text)
        let outcome = try runBounded(arguments.map { $0 == "FILE" ? path : $0 }, seconds: seconds)
        expectWithinBounds(outcome, seconds: seconds, mebibytes: mebibytes)
        return (outcome, path)
    }

    /// The occurrences of a `--format json` run as (start, end, tzid, source) rows.
    static func occurrences(_ outcome: BoundedOutcome) throws -> [[String?]] {
        let document = try jsonObject(outcome.text)
        let list = try #require(document["occurrences"] as? [[String: Any]])
        return list.map { entry in
            [entry["start"] as? String, entry["end"] as? String, entry["tzid"] as? String, entry["source"] as? String]
        }
    }

    /// An instant as the floating UTC form `--tz UTC` prints.
    static func utcText(_ seconds: Int) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss"
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
    }

    // MARK: - Lengths across a daylight-saving change

    /// A series whose instance on the day of an autumn change starts or ends in the hour
    /// the change repeats, with that instance's start and end in UTC, worked out by hand.
    struct AutumnCase: CustomTestStringConvertible, Sendable {
        var name: String
        var lines: [String]
        var from: String
        var to: String
        var start: String
        var end: String
        var testDescription: String { name }
    }

    static let autumnCases = [
        // 01:30 EDT is 05:30Z; 30 minutes on it is 06:00Z, 01:00 EST.
        AutumnCase(
            name: "New York 01:30 + PT30M",
            lines: [
                "DTSTART;TZID=America/New_York:20261025T013000", "DURATION:PT30M", "RRULE:FREQ=DAILY;COUNT=14",
            ],
            from: "20261101T000000Z", to: "20261102T000000Z", start: "20261101T053000", end: "20261101T060000"),
        // 01:00 EDT is 05:00Z; an hour on it is 06:00Z, 01:00 EST.
        AutumnCase(
            name: "New York 01:00 + PT1H",
            lines: ["DTSTART;TZID=America/New_York:20261031T010000", "DURATION:PT1H", "RRULE:FREQ=DAILY;COUNT=3"],
            from: "20261101T000000Z", to: "20261102T000000Z", start: "20261101T050000", end: "20261101T060000"),
        // 02:30 happens twice in Berlin on 25 October; the first, 02:30 CEST, is 00:30Z.
        AutumnCase(
            name: "Berlin 02:30 + PT1H",
            lines: ["DTSTART;TZID=Europe/Berlin:20261024T023000", "DURATION:PT1H", "RRULE:FREQ=DAILY;COUNT=3"],
            from: "20261025T000000Z", to: "20261026T000000Z", start: "20261025T003000", end: "20261025T013000"),
        // 23:00 CEST is 21:00Z; four hours on it is 01:00Z, 02:00 CET.
        AutumnCase(
            name: "Berlin 23:00 + PT4H",
            lines: ["DTSTART;TZID=Europe/Berlin:20261023T230000", "DURATION:PT4H", "RRULE:FREQ=DAILY;COUNT=3"],
            from: "20261024T120000Z", to: "20261025T120000Z", start: "20261024T210000", end: "20261025T010000"),
        // DTEND gives every instance the same exact length, here 30 minutes.
        AutumnCase(
            name: "New York 01:30 to DTEND 02:00",
            lines: [
                "DTSTART;TZID=America/New_York:20261031T013000", "DTEND;TZID=America/New_York:20261031T020000",
                "RRULE:FREQ=DAILY;COUNT=3",
            ],
            from: "20261101T000000Z", to: "20261102T000000Z", start: "20261101T053000", end: "20261101T060000"),
    ]

    @Test(arguments: autumnCases)
    func lengthAcrossTheAutumnChangeIsElapsedTime(_ example: AutumnCase) throws {
        let text = Self.calendar(uid: "dst", example.lines)
        let (outcome, path) = try Self.run(
            ["occurrences", "FILE", "--from", example.from, "--to", example.to, "--tz", "UTC", "--format", "json"],
            on: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let ours = try Self.occurrences(outcome)
        #expect(ours == [[example.start, example.end, "UTC", "rule"]])

        let answer = try RecurringEventsOracle.occurrences(
            of: [path], from: example.from, to: example.to, exactLengths: true)
        guard case .rows(let rows) = answer else {
            Issue.record("recurring-ical-events refused the calendar: \(answer)")
            return
        }
        #expect(rows.map { [Self.utcText($0.start), Self.utcText($0.end)] } == [[example.start, example.end]])
    }

    /// In the event's own form the end is 01:00 on the wall clock, after 01:30: the text
    /// form names both zones so a reader can tell.
    @Test func ownFormAndTextSayTheRepeatedHour() throws {
        let text = Self.calendar(
            uid: "ny",
            ["DTSTART;TZID=America/New_York:20261025T013000", "DURATION:PT30M", "RRULE:FREQ=DAILY;COUNT=14"])
        let window = ["--from", "20261101T000000Z", "--to", "20261102T000000Z"]
        let (json, path) = try Self.run(["occurrences", "FILE"] + window + ["--format", "json"], on: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            try Self.occurrences(json) == [["20261101T013000", "20261101T010000", "America/New_York", "rule"]])
        let (agenda, textPath) = try Self.run(["occurrences", "FILE"] + window + ["--locale", "en_US"], on: text)
        defer { try? FileManager.default.removeItem(atPath: textPath) }
        // ICU puts a narrow no-break space before AM in some versions, a space in others.
        let shown = agenda.text.replacingOccurrences(of: "\u{202F}", with: " ")
        #expect(shown == "Sunday, November 1, 2026\n  1:30 AM EDT – 1:00 AM EST  ny\n")
    }

    // MARK: - Values that name no time

    @Test func impossibleStartIsAProblemAndNoOccurrence() throws {
        let text = Self.calendar(uid: "bad", ["DTSTART:20261340T250000Z", "DURATION:PT1H"])
        let message =
            "line 6: DTSTART `20261340T250000Z` has month 13; months run from 01 to 12, "
            + "so the VEVENT has no start and never occurs"
        let (validated, path) = try Self.run(["validate", "FILE"], on: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(validated.status == 1)
        #expect(validated.text.contains("\n  bad: \(message)\n"), "\(validated.text)")
        let (listed, listedPath) = try Self.run(
            ["occurrences", "FILE", "--from", "20260101", "--to", "20280101", "--format", "json"], on: text)
        defer { try? FileManager.default.removeItem(atPath: listedPath) }
        #expect(try Self.occurrences(listed).isEmpty)
        #expect(listed.stderr.contains("bad: \(message)\n"), "\(listed.stderr)")
    }

    @Test func impossibleExceptionIsLeftOutAtItsLine() throws {
        let text = Self.calendar(
            uid: "ex", ["DTSTART:20260101T090000Z", "RRULE:FREQ=DAILY;COUNT=2", "EXDATE:20260230T090000Z"])
        let (validated, path) = try Self.run(["validate", "FILE"], on: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(validated.status == 1)
        #expect(
            validated.text.contains(
                "\n  ex: line 8: EXDATE `20260230T090000Z` has day 30; that month has 28 days, so it is left out\n"),
            "\(validated.text)")
    }

    @Test func startAfterTheYear3000NamesTheLastYearRead() throws {
        let text = Self.calendar(uid: "late", ["DTSTART:30010101T090000Z"])
        let (listed, path) = try Self.run(
            ["occurrences", "FILE", "--from", "20260101", "--to", "20270101", "--format", "json"], on: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(
            listed.stderr.contains(
                "late: line 6: DTSTART `30010101T090000Z` is after the year 3000, the last year read, "
                    + "so the VEVENT has no start and never occurs\n"),
            "\(listed.stderr)")
        #expect(!listed.stderr.contains("no readable DTSTART"))
    }

    // MARK: - Durations too long to read

    /// Each end stays in the year 9999 and the cap is named.
    @Test(arguments: [
        ("DTSTART:20260101T090000Z", "P99999999W", "99991231T235959Z"),
        ("DTSTART;VALUE=DATE:20260101", "P99999999W", "99991231"),
        ("DTSTART:20260101T090000Z", "P9999999999999999999999D", "99991231T235959Z"),
    ])
    func longDurationIsCappedAndSaid(start: String, duration: String, end: String) throws {
        let text = Self.calendar(uid: "long", [start, "DURATION:\(duration)"])
        let (listed, path) = try Self.run(
            ["occurrences", "FILE", "--from", "20260101", "--to", "20260102", "--format", "json"], on: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let rows = try Self.occurrences(listed)
        #expect(rows.map { $0[1] } == [end])
        let message =
            "long: line 7: DURATION `\(duration)` is longer than 3652059 days (the years 1 to 9999), "
            + "the longest duration read, so it is read as that long"
        #expect(listed.stderr.contains(message + "\n"), "\(listed.stderr)")
        let (validated, validatedPath) = try Self.run(["validate", "FILE"], on: text)
        defer { try? FileManager.default.removeItem(atPath: validatedPath) }
        #expect(validated.status == 1)
        #expect(validated.text.contains("\n  \(message)\n"), "\(validated.text)")
    }

    // MARK: - Forms and lengths that run backwards

    @Test func utcExtraDateOfAnAllDaySeriesKeepsItsZ() throws {
        let text = Self.calendar(
            uid: "rd", ["DTSTART;VALUE=DATE:20260310", "RRULE:FREQ=DAILY;COUNT=2", "RDATE:20260312T090000Z"])
        let (listed, path) = try Self.run(
            ["occurrences", "FILE", "--from", "20260312", "--to", "20260313", "--format", "json"], on: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try Self.occurrences(listed) == [["20260312T090000Z", "20260312T090000Z", nil, "rdate"]])
    }

    @Test func backwardLengthsAreSaidAndLastNoTime() throws {
        let text = Self.calendar(
            uid: "back",
            [
                "DTSTART:20260310T090000Z", "DTEND:20260310T080000Z",
                "RDATE;VALUE=PERIOD:20260311T090000Z/20260311T080000Z", "RDATE;VALUE=PERIOD:20260312T090000Z/-PT1H",
            ])
        let (validated, path) = try Self.run(["validate", "FILE"], on: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(validated.status == 1)
        for line in [
            "  back: line 7: DTEND 20260310T080000Z is before DTSTART 20260310T090000Z, "
                + "so each occurrence is read as lasting no time",
            "  back: line 8: RDATE PERIOD 20260311T090000Z/20260311T080000Z ends before it starts, "
                + "so that occurrence is read as lasting no time",
            "  back: line 9: RDATE PERIOD 20260312T090000Z/-PT1H has a negative duration, "
                + "so that occurrence is read as lasting no time",
        ] {
            #expect(validated.text.contains("\n\(line)\n"), "\(validated.text)")
        }
        let (listed, listedPath) = try Self.run(
            ["occurrences", "FILE", "--from", "20260310", "--to", "20260313", "--format", "json"], on: text)
        defer { try? FileManager.default.removeItem(atPath: listedPath) }
        #expect(
            try Self.occurrences(listed) == [
                ["20260310T090000Z", "20260310T090000Z", nil, "rule"],
                ["20260311T090000Z", "20260311T090000Z", nil, "rdate"],
                ["20260312T090000Z", "20260312T090000Z", nil, "rdate"],
            ])
    }

    @Test func negativeDurationIsSaid() throws {
        let text = Self.calendar(uid: "neg", ["DTSTART:20260310T090000Z", "DURATION:-PT1H"])
        let (validated, path) = try Self.run(["validate", "FILE"], on: text)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(validated.status == 1)
        #expect(
            validated.text.contains(
                "\n  neg: line 7: DURATION -PT1H is negative, so each occurrence is read as lasting no time\n"),
            "\(validated.text)")
    }
}
