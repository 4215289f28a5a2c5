import Foundation
import Testing
@testable import WeekdaysCLI

@Suite struct OccurrencesCommandTests {
    /// The JSON Lines records of a run, parsed.
    static func records(_ outcome: Outcome) throws -> [[String: Any]] {
        try outcome.stdout.split(separator: "\n").map { try jsonObject(String($0)) }
    }

    /// The Fixture's own story: the excluded swim is left out and the moved one shows once, at
    /// its new time.
    @Test func googleFeedLeavesOutTheExcludedSwimAndMovesTheLateOne() throws {
        let outcome = run(
            "occurrences", fixture("google.ics"), "--from", "20260101", "--to", "20260301", "--format", "jsonl")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let swims = try Self.records(outcome).filter { $0["uid"] as? String == "0r7t5y3u1i9o8p6a4s2d0f7g5h@google.com" }
        let starts = swims.compactMap { $0["start"] as? String }
        #expect(!starts.contains { $0.hasPrefix("20260127") })
        #expect(!starts.contains { $0.hasPrefix("20260219") })
        let moved = swims.filter { ($0["start"] as? String)?.hasPrefix("20260129") ?? false }
        #expect(moved.count == 1)
        #expect(moved.first?["start"] as? String == "20260129T130000")
        #expect(moved.first?["end"] as? String == "20260129T134500")
        #expect(moved.first?["recurrenceId"] as? String == "20260129T120000")
        #expect(moved.first?["source"] as? String == "override")
        #expect(moved.first?["summary"] as? String == "Lunchtime swim (late start)")
        #expect(outcome.stderr.hasPrefix("weekdays: "))
    }

    @Test func recordsKeepTheContractsFieldOrder() throws {
        let outcome = run(
            "occurrences", fixture("google.ics"), "--from", "20260129", "--to", "20260130", "--format", "jsonl")
        let line = try #require(outcome.stdout.split(separator: "\n").first)
        let keys = ["path", "uid", "summary", "start", "end", "tzid", "recurrenceId", "source"]
        var position = line.startIndex
        for key in keys {
            let found = try #require(line[position...].range(of: "\"\(key)\":"), "\(key) in \(line)")
            position = found.upperBound
        }
    }

    @Test func jsonIsOneDocument() throws {
        let outcome = run(
            "occurrences", fixture("google.ics"), "--from", "20260101", "--to", "20260108", "--format", "json")
        let document = try jsonObject(outcome.stdout)
        #expect(document["truncated"] as? Bool == false)
        // The family call, the PTA meeting and the first swim; the pottery class starts
        // on 8 January in UTC.
        #expect((document["occurrences"] as? [Any])?.count == 3)
    }

    /// With --tz, date-times are wall-clock times there in the floating form, under that
    /// zone's name; dates stay dates.
    @Test func aZoneRewritesEveryTime() throws {
        let outcome = run(
            "occurrences", fixture("google.ics"), "--from", "20260104", "--to", "20260110", "--tz", "Europe/Madrid",
            "--format", "jsonl")
        let records = try Self.records(outcome)
        #expect(records.allSatisfy { $0["tzid"] as? String == "Europe/Madrid" })
        let call = try #require(records.first { $0["summary"] as? String == "Sunday evening family call" })
        #expect(call["start"] as? String == "20260105T040000")
        let pizza = try #require(records.first { $0["summary"] as? String == "Pizza and movie night" })
        #expect(pizza["start"] as? String == "20260109")
    }

    /// `tzid` is the zone as `--tz` names it, even where Foundation has another name for it.
    @Test func theZoneIsWrittenAsGiven() throws {
        let outcome = run(
            "occurrences", fixture("google.ics"), "--from", "20260104", "--to", "20260110", "--tz", "UTC",
            "--format", "jsonl")
        let records = try Self.records(outcome)
        #expect(!records.isEmpty)
        #expect(records.allSatisfy { $0["tzid"] as? String == "UTC" })
    }

    /// Foundation's short time style for en_US puts a narrow no-break space before PM.
    @Test func textIsGroupedByDayInTheCalendarsLanguage() {
        let english = run("occurrences", fixture("google.ics"), "--from", "20260129", "--to", "20260131")
        #expect(
            english.stdout
                == """
                Thursday, January 29, 2026
                  1:00\u{202F}PM – 1:45\u{202F}PM  Lunchtime swim (late start)
                Friday, January 30, 2026
                  All day  Pizza and movie night

                """)
        let spanish = run(
            "occurrences", fixture("google.ics"), "--from", "20260129", "--to", "20260131", "--locale", "es_ES")
        #expect(spanish.stdout.contains("jueves, 29 de enero de 2026"))
        #expect(spanish.stdout.contains("Todo el día  Pizza and movie night"))
    }

    // (arguments, what the message says)
    @Test(
        arguments: [
            (["--to", "20260301"], "missing --from"),
            (["--from", "20260301", "--to", "20260101"], "'--to' must be after '--from'"),
            (["--from", "2026-01-01", "--to", "20260301"], "invalid --from"),
            (["--from", "20260101", "--to", "20260301", "--format", "csv"], "'--format' takes"),
            (["--from", "20260101", "--to", "20260301", "--tz", "Mars/Olympus"], "unknown time zone"),
        ])
    func usageErrorsExitTwo(arguments: [String], message: String) {
        var context = CommandContext(environment: ["LANG": "en_US.UTF-8"])
        let status = WeekdaysCommand.main(
            ["weekdays", "occurrences", fixture("google.ics")] + arguments, context: &context)
        #expect(status == 2)
        #expect(context.stderr.hasPrefix("weekdays: "))
        #expect(context.stderr.contains(message), "\(context.stderr)")
        #expect(context.stderr.contains("Usage: weekdays occurrences"))
    }

    @Test func notICalendarExitsTwo() {
        let outcome = run("occurrences", fixture("not-calendar.ics"), "--from", "20260101", "--to", "20260301")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("weekdays: ") && outcome.stderr.contains("not-calendar.ics"))
    }

    @Test func anUnreadableComponentExitsOne() {
        let feed = Data(
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nRRULE:FREQ=SOMETIMES\r\nDTSTART:20260105T100000Z\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
                .utf8)
        let outcome = run(
            "occurrences", "-", "--from", "20260101", "--to", "20260301", "--format", "jsonl", stdin: feed)
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("weekdays: -: x: line 4: invalid rule"), "\(outcome.stderr)")
        #expect(outcome.stdout.contains("20260105"), "the DTSTART still occurs")
    }

    /// The JSON document is written as the occurrences come; it holds the same records as
    /// JSON Lines, and an empty window is an empty array.
    @Test func jsonHoldsTheJSONLinesRecords() throws {
        let path = fixture("occurrences.ics")
        let lines = try Self.records(
            run("occurrences", path, "--from", "20260301", "--to", "20260501", "--format", "jsonl"))
        let document = try jsonObject(
            run("occurrences", path, "--from", "20260301", "--to", "20260501", "--format", "json").stdout)
        let items = try #require(document["occurrences"] as? [[String: Any]])
        #expect(items.count == lines.count)
        for (item, line) in zip(items, lines) {
            #expect(NSDictionary(dictionary: item).isEqual(to: line))
        }
        let empty = run(
            "occurrences", fixture("google.ics"), "--from", "20100101", "--to", "20100102", "--format", "json")
        #expect(
            empty.stdout
                == "{\n  \"occurrences\": [],\n  \"truncated\": false,\n  \"limits\": {\n"
                + "    \"maximumOccurrences\": 5000000,\n    \"reachedMaximumOccurrences\": false,\n"
                + "    \"maximumInstancesPerSeries\": 100000,\n    \"seriesCutShort\": []\n  }\n}\n")
    }

    /// Standard input through the binary: read twice (the copy), so an override after its
    /// series still replaces its instance.
    @Test(.tags(.endToEnd)) func theBinaryJoinsAPipedOverrideToItsSeries() throws {
        let feed = """
            BEGIN:VCALENDAR\r
            BEGIN:VEVENT\r
            UID:s\r
            DTSTART:20260105T100000Z\r
            RRULE:FREQ=DAILY;COUNT=3\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:s\r
            RECURRENCE-ID:20260106T100000Z\r
            DTSTART:20260106T150000Z\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let outcome = try runBinary(
            ["occurrences", "-", "--from", "20260101", "--to", "20260201", "--format", "jsonl"], stdin: Data(feed.utf8))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let starts = try Self.records(outcome).compactMap { $0["start"] as? String }
        #expect(starts == ["20260105T100000Z", "20260106T150000Z", "20260107T100000Z"])
        #expect(outcome.stderr == "weekdays: 3 occurrences of 1 series in 2 components; 0 problems\n")
    }

    @Test(.tags(.endToEnd)) func theBinaryPrintsTheMovedSwim() throws {
        let outcome = try runBinary([
            "occurrences", "Fixtures/google.ics", "--from", "20260101", "--to", "20260301", "--format", "jsonl",
        ])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.components(separatedBy: "\"start\":\"20260129T130000\"").count == 2)
        #expect(!outcome.stdout.contains("\"start\":\"20260127T120000\""))
        #expect(outcome.stderr.hasPrefix("weekdays: 37 occurrences"))
    }
}

@Suite struct OccurrencesGoldenTests {
    /// The fixture's occurrences equal the golden file beside it, record by record (the
    /// path aside, which depends on where the tests run).
    @Test func occurrencesFixtureMatchesItsGoldenOutput() throws {
        let outcome = run(
            "occurrences", fixture("occurrences.ics"), "--from", "20260301", "--to", "20260501", "--format", "jsonl")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let golden = try String(contentsOfFile: fixture("occurrences.expected.jsonl"), encoding: .utf8)
        let expected = golden.split(separator: "\n").map {
            $0.replacingOccurrences(of: "\"path\":\"Fixtures/occurrences.ics\"", with: "")
        }
        let actual = outcome.stdout.split(separator: "\n").map {
            $0.replacingOccurrences(of: "\"path\":\"\(fixture("occurrences.ics"))\"", with: "")
        }
        #expect(actual.count == expected.count)
        for (line, (got, want)) in zip(actual, expected).enumerated() {
            #expect(got == want, "line \(line + 1)")
        }
    }

    /// A SUMMARY holding an escape sequence (written `\e` nowhere in RFC 5545, but feeds
    /// carry anything) is shown escaped, so it cannot recolor or move the terminal.
    @Test func controlCharactersInSummariesAreShownEscaped() throws {
        let feed =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:20260105T090000Z\r\n"
            + "SUMMARY:red \u{1B}[31malert\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let outcome = run("occurrences", "-", "--from", "20260101", "--to", "20260110", stdin: Data(feed.utf8))
        #expect(!outcome.stdout.contains("\u{1B}"))
        #expect(outcome.stdout.contains("red \\u{1B}[31malert"), "\(outcome.stdout)")
    }
}
