import Foundation
import TestOracles
import Testing
import WeekdayKit

@testable import WeekdaysCLI

/// `weekdays edit`: where the calendar and the report go, in text and JSON, and that a
/// change that cannot be made writes nothing.
@Suite struct EditCommandTests {
    static let swim = "0r7t5y3u1i9o8p6a4s2d0f7g5h@google.com"

    @Test func theCalendarGoesToStandardOutputAndTheReportToStandardError() throws {
        let outcome = run("edit", fixture("google.ics"), "--uid", Self.swim, "--exclude", "20260210")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.contains("EXDATE;TZID=America/Los_Angeles:20260210T120000\r\n"))
        #expect(outcome.stdout.hasPrefix("BEGIN:VCALENDAR\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n"))
        #expect(
            outcome.stderr
                == "exclude 20260210T120000 in \(Self.swim)\n"
                + "  added EXDATE;TZID=America/Los_Angeles:20260210T120000 to the series\n")
        // Every event but the changed one is as it was.
        let events = EventCalendar(inputs: [.data(Data(outcome.stdout.utf8))], viewerZone: .gmt)
        #expect(events.problems.isEmpty)
        let original = EventCalendar(paths: [fixture("google.ics")], viewerZone: .gmt)
        #expect(events.events.count == original.events.count)
    }

    @Test func withAnOutputFileTheReportIsPrintedAsJSON() throws {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("edit-\(UUID().uuidString).ics").path
        defer { try? FileManager.default.removeItem(atPath: output) }
        let outcome = run(
            "edit", fixture("google.ics"), "--uid", Self.swim, "--cancel", "20260212", "--move", "20260217",
            "--to", "20260217T130000", "--title", "Late swim", "--from", "20260302", "--days", "mon,wed", "-o", output,
            "--format", "json")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.isEmpty)
        let report = try jsonObject(outcome.stdout)
        let changes = try #require(report["changes"] as? [[String: Any]])
        #expect(changes.map { $0["change"] as? String } == ["cancel", "override", "split"])
        #expect(changes.last?["newUID"] as? String == Self.swim + "-20260302T120000")
        let written = try String(contentsOfFile: output, encoding: .utf8)
        #expect(written.contains("RRULE:FREQ=WEEKLY;UNTIL=20260226T200000Z;BYDAY=TU,TH;WKST=SU\r\n"))
        #expect(written.contains("SUMMARY:Late swim\r\n"))
        #expect(written.contains("STATUS:CANCELLED\r\n"))
    }

    @Test func aChangeThatCannotBeMadeWritesNothing() throws {
        let output = try temporaryFile("old contents\n")
        defer { try? FileManager.default.removeItem(atPath: output) }
        let outcome = run(
            "edit", fixture("google.ics"), "--uid", Self.swim, "--exclude", "20260210", "--exclude", "20260211",
            "-o", output)
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr
                == "weekdays: `20260211` is no instance of the series `\(Self.swim)`; "
                + "the nearest: 20260205T120000 and 20260212T120000; nothing written\n")
        #expect(try String(contentsOfFile: output, encoding: .utf8) == "old contents\n")
    }

    @Test(arguments: [
        (["--exclude", "20260210"], "missing --uid"),
        (["--uid", "x"], "nothing to change: give --exclude, --cancel, --move or --from"),
        (["--uid", "x", "--from", "20260302"], "--from needs one of --days DAYS or --rule RULE"),
        (["--uid", "x", "--days", "mon"], "--days and --rule go with --from D"),
        (["--uid", "x", "--move", "20260302"], "--move needs --to D or --title TEXT"),
        (["--uid", "x", "--exclude", "2026-03-02"], "invalid --exclude"),
        (["--uid", "x", "--from", "20260302", "--days", "funday"], "'funday' is not a day"),
    ])
    func badArgumentsExitTwoWithTheCommandsUsage(arguments: [String], message: String) {
        let outcome = run(arguments: ["edit", fixture("google.ics")] + arguments)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("weekdays: "))
        #expect(outcome.stderr.contains(message), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("Usage: weekdays edit") || message == "missing --uid")
        #expect(outcome.stdout.isEmpty)
    }
}

extension EditCommandTests {
    /// The README's `weekdays edit` example, run as written: it prints what the README
    /// shows, and recurring-ical-events reads the file it writes as the changes ask.
    @Test func theReadmesExampleDoesWhatItShows() throws {
        let readme = try String(contentsOf: packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var lines = readme.components(separatedBy: "\n").drop { !$0.hasPrefix("$ weekdays edit ") }
        var command = ""
        while let line = lines.first, command.isEmpty || command.hasSuffix("\\") {
            command = (command.hasSuffix("\\") ? String(command.dropLast()) : command) + line
            lines = lines.dropFirst()
        }
        let shown = lines.prefix { !$0.hasPrefix("$ ") }.joined(separator: "\n") + "\n"
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).ics")
        defer { try? FileManager.default.removeItem(at: output) }
        var arguments = command.dropFirst(2).split(separator: " ").map(String.init).dropFirst()
        if let last = arguments.indices.last, arguments[last - 1] == "-o" { arguments[last] = output.path }
        let outcome = run(arguments: Array(arguments))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stdout == shown)

        func rows(_ path: String) throws -> [RecurringEventsOracle.Row] {
            let answer = try RecurringEventsOracle.occurrences(of: [path], from: "20260209", to: "20260312")
            guard case .rows(let rows) = answer else { throw WeekdaysError.unreadable(path, reason: "\(answer)") }
            return rows
        }
        // 12:00 in Los Angeles is 20:00 UTC in winter, 19:00 from 8 March; the split is at
        // 2 March, 08:00 UTC.
        let split = 1_772_438_400
        var expected = try rows(fixture("google.ics")).filter { $0.uid == Self.swim && $0.start < split }
        expected.removeAll { $0.description.hasPrefix("\(Self.swim) 20260210T200000Z") }
        expected = expected.map { row in
            var row = row
            if row.description.hasPrefix("\(Self.swim) 20260212T200000Z") { row.status = "CANCELLED" }
            if row.description.hasPrefix("\(Self.swim) 20260217T200000Z") {
                row.start += 3600
                row.end += 3600
            }
            return row
        }
        let changed = try rows(output.path)
        #expect(changed.filter { $0.uid == Self.swim } == expected)
        let next = Self.swim + "-20260302T120000"
        #expect(
            changed.filter { $0.uid == next }.map(\.description) == [
                "\(next) 20260302T200000Z - 20260302T204500Z CONFIRMED",
                "\(next) 20260304T200000Z - 20260304T204500Z CONFIRMED",
                "\(next) 20260309T190000Z - 20260309T194500Z CONFIRMED",
                "\(next) 20260311T190000Z - 20260311T194500Z CONFIRMED",
            ])
    }
}
