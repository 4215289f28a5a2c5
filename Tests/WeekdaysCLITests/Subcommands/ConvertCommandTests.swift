import Foundation
import Testing
@testable import WeekdaysCLI

@Suite struct ConvertCommandTests {
    private func records(_ text: String) throws -> [[String: Any]] {
        try text.split(separator: "\n").map { try jsonObject(String($0)) }
    }

    @Test func oneRecordPerRecurringComponentInInputOrder() throws {
        let outcome = run("convert", fixture("alarm.ics"), fixture("broken-rules.ics"), "--to", "jsonl", "--jobs", "2")
        #expect(outcome.status == 1, "broken-rules.ics holds invalid rules")
        let lines = try records(outcome.stdout)
        #expect(lines.count == 5 + 15)
        #expect(lines.prefix(5).allSatisfy { ($0["path"] as? String)?.hasSuffix("alarm.ics") == true })
        let uids = lines.compactMap { $0["uid"] as? String }
        #expect(uids.prefix(2) == ["alarm-0001@tidewake.app", "alarm-0002@tidewake.app"])
        let invalid = lines.filter { $0["fidelity"] as? String == "invalid" }
        #expect(!invalid.isEmpty)
        #expect(invalid.allSatisfy { ($0["error"] as? String)?.isEmpty == false })
        for line in lines {
            for key in [
                "path", "uid", "summary", "dtstart", "tzid", "rule", "selection", "fidelity", "notes", "summaryText",
            ] {
                #expect(line.keys.contains(key), "\(key) missing")
            }
        }
        #expect(outcome.stderr.contains("20 recurring components read, 20 records written"))
    }

    @Test func countsAddUp() throws {
        let outcome = run("convert", packageRoot.appendingPathComponent("Fixtures").path)
        let counts = outcome.stderr.split(separator: "\n").last.map(String.init) ?? ""
        let numbers = counts.split(whereSeparator: { !$0.isNumber }).compactMap { Int($0) }
        // read, written, invalid, errors, without RRULE
        try #require(numbers.count >= 4, "\(counts)")
        #expect(numbers[0] == numbers[1] + numbers[3])
        #expect(try records(outcome.stdout).count == numbers[1])
        #expect(outcome.stderr.contains("not-calendar.ics is not an iCalendar file"))
        #expect(outcome.status == 2)
    }

    @Test func csvQuotesAsRFC4180() throws {
        let ics = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            PRODID:-//test//EN\r
            BEGIN:VEVENT\r
            UID:quote-1\r
            SUMMARY:Lunch\\, "team" talk\r
            DTSTART:20261130T120000\r
            RRULE:FREQ=WEEKLY;BYDAY=MO,WE\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let outcome = run("convert", "-", "--to", "csv", stdin: Data(ics.utf8))
        #expect(outcome.status == 0)
        let rows = CSV.rows(outcome.stdout)
        try #require(rows.count == 2)
        #expect(rows[0].fields == ConvertCommand.fields)
        #expect(rows[1].fields[2] == "Lunch, \"team\" talk")
        #expect(rows[1].fields[6] == "2;4")
        #expect(outcome.stdout.contains("\"Lunch, \"\"team\"\" talk\""))
        #expect(outcome.stdout.hasSuffix("\r\n"))
    }

    @Test func outputFileIsWrittenWholeOrNotAtAll() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "weekdays-atomic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("out.jsonl").path
        try "previous\n".write(toFile: target, atomically: true, encoding: .utf8)
        let failed = run("convert", "/nonexistent.ics", "-o", target)
        #expect(failed.status == 2)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "previous\n")
        let good = run("convert", fixture("alarm.ics"), "-o", target)
        #expect(good.status == 0)
        #expect(try records(String(contentsOfFile: target, encoding: .utf8)).count == 5)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["out.jsonl"], "no partial files left behind")
    }

    @Test func exportedCalendarImportsToTheSameSelections() throws {
        // Deterministic generated records: every selection, zones with DST, all forms of start.
        var lines: [String] = []
        let zones = ["", "Europe/Berlin", "America/New_York", "Australia/Sydney"]
        for mask in 0..<128 {
            let days = (1...7).filter { mask & (1 << ($0 - 1)) != 0 }
            let zone = zones[mask % zones.count]
            let start = mask % 5 == 0 ? "2026120\(1 + mask % 2)" : "202611\(10 + mask % 18)T0\(mask % 10)1500"
            let tzid = zone.isEmpty || start.count == 8 ? "null" : "\"\(zone)\""
            lines.append(
                "{\"uid\": \"gen-\(mask)\", \"summary\": \"Event \(mask)\", \"dtstart\": \"\(start)\", \"tzid\": \(tzid), \"selection\": \(days)}"
            )
        }
        let input = Data(lines.joined(separator: "\n").utf8)
        let export = run("convert", "--from", "jsonl", "-", "--to", "ics", "--locale", "en_US", stdin: input)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(export.stdout.hasPrefix("BEGIN:VCALENDAR\r\n"))
        #expect(export.stdout.contains("BEGIN:VTIMEZONE"))
        #expect(!export.stdout.split(separator: "\r\n").contains { $0.utf8.count > 75 })
        let validate = run("validate", "-", "--format", "json", stdin: Data(export.stdout.utf8))
        #expect(validate.status == 0, "\(validate.stdout)")
        let back = run("convert", "-", "--to", "jsonl", stdin: Data(export.stdout.utf8))
        let selections = Dictionary(
            uniqueKeysWithValues: try records(back.stdout).map {
                ($0["uid"] as? String ?? "", $0["selection"] as? [Int] ?? [])
            })
        for mask in 1..<128 {
            let days = (1...7).filter { mask & (1 << ($0 - 1)) != 0 }
            #expect(selections["gen-\(mask)"] == days, "gen-\(mask)")
        }
        #expect(selections["gen-0"] == nil, "an empty selection exports a single event")
        #expect(export.stdout.contains("UID:gen-0\r\n"))
    }

    @Test func badRecordsAreReportedByLineAndTheRestConverts() throws {
        let input = """
            {"uid": "ok-1", "summary": "Fine", "dtstart": "20261130T090000", "tzid": "Europe/Madrid", "selection": [2, 4]}
            {"uid": "bad-zone", "summary": "x", "dtstart": "20261130T090000", "tzid": "Mars/Olympus", "selection": [2]}
            {"uid": "bad-day", "summary": "x", "dtstart": "20261130T090000", "tzid": null, "selection": [0, 8]}
            {"uid": "bad-date", "summary": "x", "dtstart": "2026-11-30", "tzid": null, "selection": [2]}
            not json at all
            {"uid": "ok-2", "summary": "Moved", "dtstart": "20261130T090000", "tzid": null, "selection": [6]}
            """
        let outcome = run("convert", "--from", "jsonl", "-", "--to", "ics", stdin: Data(input.utf8))
        #expect(outcome.status == 1)
        for line in 2...5 { #expect(outcome.stderr.contains("weekdays: -: line \(line):"), "line \(line)") }
        #expect(outcome.stdout.contains("UID:ok-1\r\n"))
        #expect(outcome.stdout.contains("UID:ok-2\r\n"))
        // 2026-11-30 is a Monday; the first Friday at or after it is 2026-12-04.
        #expect(outcome.stdout.contains("DTSTART:20261204T090000\r\n"))
        #expect(outcome.stderr.contains("line 6: DTSTART moved from 20261130T090000 to 20261204T090000"))
        #expect(outcome.stdout.contains("DTSTART;TZID=Europe/Madrid:20261130T090000\r\n"))
    }

    @Test func csvRecordsExportToo() throws {
        let input = "uid,summary,dtstart,tzid,selection\r\ncsv-1,\"Gym, evening\",20261130T180000,,2;4;6\r\n"
        let outcome = run("convert", "--from", "csv", "-", "--to", "ics", stdin: Data(input.utf8))
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR"))
        #expect(outcome.stdout.contains("SUMMARY:Gym\\, evening"))
    }

    @Test(.tags(.endToEnd)) func parallelOutputEqualsSerialOutput() throws {
        let feed = FileManager.default.temporaryDirectory.appendingPathComponent(
            "weekdays-feed-\(UUID().uuidString).ics")
        defer { try? FileManager.default.removeItem(at: feed) }
        let generator = Process()
        generator.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        generator.arguments = [
            "python3", packageRoot.appendingPathComponent("Benchmarks/generate_feed.py").path, "5000", feed.path,
        ]
        try generator.run()
        generator.waitUntilExit()
        #expect(generator.terminationStatus == 0)
        let serial = try runBinary(["convert", feed.path, "--jobs", "1"])
        let parallel = try runBinary(["convert", feed.path, "--jobs", "2"])
        #expect(serial.stdout == parallel.stdout)
        #expect(serial.stderr == parallel.stderr)
        #expect(serial.stdout.split(separator: "\n").count > 4500)
    }

    @Test(.tags(.endToEnd)) func pipedFeedStreamsThroughTheBinary() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture("alarm.ics")))
        let outcome = try runBinary(["convert", "-", "--jobs", "2"], stdin: data)
        #expect(outcome.status == 0)
        let lines = try records(outcome.stdout)
        #expect(lines.count == 5)
        #expect(lines.allSatisfy { $0["path"] as? String == "-" })
    }
}
