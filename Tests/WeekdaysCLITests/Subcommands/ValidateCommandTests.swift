import Foundation
import Testing
@testable import WeekdaysCLI

@Suite struct ValidateCommandTests {
    static let calendars = [
        "alarm", "apple-icloud", "broken-rules", "google", "occurrences", "outlook", "school-timetable",
        "shift-rota", "thunderbird", "todo", "truncated",
    ]

    /// Each fixture's report equals the golden report beside it (`<name>.expected.json`).
    @Test(arguments: calendars)
    func matchesTheGoldenReport(name: String) throws {
        let outcome = run("validate", fixture("\(name).ics"), "--format", "json")
        var report = try jsonObject(outcome.stdout)
        let goldenText = try String(contentsOfFile: fixture("\(name).expected.json"), encoding: .utf8)
        var golden = try jsonObject(goldenText)
        // Paths differ by where the tests run; the rest must match exactly.
        for var document in [report, golden] { document["files"] = nil }
        let files = try #require(report["files"] as? [[String: Any]])
        let goldenFiles = try #require(golden["files"] as? [[String: Any]])
        #expect(files.count == 1 && goldenFiles.count == 1)
        var file = files[0]
        var goldenFile = goldenFiles[0]
        file["path"] = nil
        goldenFile["path"] = nil
        #expect(NSDictionary(dictionary: file).isEqual(to: goldenFile), "\(name): \(outcome.stdout)")
        report["files"] = nil
        golden["files"] = nil
        #expect(NSDictionary(dictionary: report).isEqual(to: golden))
        let hasProblems =
            (file["invalid"] as? Int ?? 0) > 0 || (file["roundTripFailures"] as? Int ?? 0) > 0
            || ((file["problems"] as? [[String: String]]) ?? []).contains {
                $0["message"]?.hasPrefix("note: ") == false
            }
        #expect(outcome.status == (hasProblems ? 1 : 0), "\(name)")
    }

    /// Every RRULE is counted: the numbers match an independent line-based count.
    @Test func countsMatchAnIndependentCount() throws {
        let table = try String(contentsOfFile: fixture("rule-counts.txt"), encoding: .utf8)
        var checked = 0
        for line in table.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 3, let components = Int(fields[1]), let rules = Int(fields[2]) else { continue }
            let name = (String(fields[0]) as NSString).lastPathComponent
            guard name != "not-calendar.ics" else { continue }
            let json = try jsonObject(run("validate", fixture(name), "--format", "json").stdout)
            let totals = try #require(json["totals"] as? [String: Int])
            #expect(totals["components"] == components, "\(name)")
            #expect(totals["rules"] == rules, "\(name)")
            let sum = ["exact", "approximate", "none", "invalid"].compactMap { totals[$0] }.reduce(0, +)
            #expect(sum == rules, "\(name)")
            checked += 1
        }
        #expect(checked == 11)
    }

    /// A rule that repeats within the day survives its trip: 500 occurrences of it may not
    /// leave its first day, which says nothing about the weekdays it never reaches.
    @Test(arguments: ["FREQ=MINUTELY", "FREQ=SECONDLY", "FREQ=MINUTELY;INTERVAL=2", "FREQ=HOURLY;BYDAY=MO,FR"])
    func rulesWithinTheDaySurviveTheirTrip(rule: String) throws {
        let feed =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:often\r\nDTSTART:20260105T090000\r\n"
            + "RRULE:\(rule)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let outcome = run("validate", "-", "--format", "json", stdin: Data(feed.utf8))
        let file = try #require((try jsonObject(outcome.stdout)["files"] as? [[String: Any]])?.first)
        #expect(file["roundTripFailures"] as? Int == 0, "\(file["problems"] ?? "")")
        #expect(outcome.status == 0)
    }

    /// Every rule goes through libical, the reference, and both readings are expanded.
    ///
    /// An INTERVAL beyond libical's 32,767 comes back changed and fails; a 6th Wednesday,
    /// which RFC 5545 allows and never occurs, comes back the same.
    @Test func libicalsReadingOfEachRuleIsCompared() throws {
        func event(_ uid: String, _ rule: String) -> String {
            "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260105T090000\r\n"
                + "RRULE:\(rule)\r\nEND:VEVENT\r\n"
        }
        let feed =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
            + event("wide", "FREQ=DAILY;INTERVAL=40000") + event("sixth", "FREQ=MONTHLY;BYDAY=6WE,1MO")
            + event("plain", "FREQ=WEEKLY;INTERVAL=32767;BYDAY=MO") + "END:VCALENDAR\r\n"
        let outcome = run("validate", "-", "--format", "json", stdin: Data(feed.utf8))
        #expect(outcome.status == 1)
        let report = try jsonObject(outcome.stdout)
        let totals = try #require(report["totals"] as? [String: Any])
        #expect(totals["roundTripFailures"] as? Int == 1)
        let files = try #require(report["files"] as? [[String: Any]])
        let problems = try #require(files.first?["problems"] as? [[String: Any]])
        #expect(problems.count == 1)
        #expect(problems.first?["uid"] as? String == "wide")
        let message = problems.first?["message"] as? String ?? ""
        #expect(message.contains("libical reads the rule as `FREQ=DAILY;INTERVAL=32767`"), "\(message)")
    }

    @Test func notICalendarExitsTwoNamingTheFile() {
        let outcome = run("validate", fixture("not-calendar.ics"))
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("not-calendar.ics"))
        #expect(outcome.stderr.hasPrefix("weekdays: "))
    }

    @Test func missingFileExitsTwo() {
        let outcome = run("validate", "/nonexistent/file.ics")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("cannot read /nonexistent/file.ics"))
    }

    @Test func folderMeansItsICSFiles() throws {
        let json = try jsonObject(
            run("validate", packageRoot.appendingPathComponent("Fixtures").path, "--format", "json").stdout)
        let files = try #require(json["files"] as? [[String: Any]])
        #expect(files.count == 12)
    }

    @Test func readsStandardInput() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture("alarm.ics")))
        let outcome = run("validate", "-", "--format", "json", stdin: data)
        #expect(outcome.status == 0)
        let totals = try #require(try jsonObject(outcome.stdout)["totals"] as? [String: Int])
        #expect(totals["rules"] == 5)
    }

    /// A UTC rule's days are read in the calendar's X-WR-TIMEZONE unless `--tz` names another.
    @Test func viewerZoneMovesUTCRulesDays() throws {
        func totals(_ zone: String?) throws -> [String: Int] {
            let arguments =
                ["validate", fixture("google.ics"), "--format", "json"] + (zone.map { ["--tz", $0] } ?? [])
            let outcome = run(arguments: arguments)
            return try #require(try jsonObject(outcome.stdout)["totals"] as? [String: Int])
        }
        let losAngeles = try totals("America/Los_Angeles")
        let utc = try totals("UTC")
        #expect(losAngeles["roundTripFailures"] == 0 && utc["roundTripFailures"] == 0)
        #expect((utc["exact"] ?? 0) > (losAngeles["exact"] ?? 0), "a UTC Monday rule is Sunday evening in Los Angeles")
        #expect(try totals(nil) == losAngeles, "google.ics says X-WR-TIMEZONE:America/Los_Angeles")
    }

    @Test(.tags(.endToEnd)) func noFixtureCrashesTheBinary() throws {
        for name in Self.calendars + ["not-calendar"] {
            let outcome = try runBinary(["validate", "Fixtures/\(name).ics"])
            #expect([0, 1, 2].contains(outcome.status), "\(name)")
        }
    }
}
