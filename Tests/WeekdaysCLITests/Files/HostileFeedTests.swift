import Foundation
import Testing

/// Calendars built to make a reader slow or greedy.
///
/// Many EXDATE and RDATE lines, sub-daily series over long windows. Each runs the built binary under a time and memory bound.
@Suite(.tags(.endToEnd), .serialized)
struct HostileFeedTests {
    /// A VCALENDAR around the given VEVENT lines.
    static func calendar(_ lines: [String]) -> String {
        (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//weekdays tests//EN"] + lines + ["END:VCALENDAR"])
            .joined(separator: "\r\n") + "\r\n"
    }

    /// Writes a VCALENDAR around `lines` in a new scratch folder; returns the folder (for
    /// the caller to remove) and the file's path.
    static func write(_ lines: [String]) throws -> (URL, String) {
        let folder = try makeScratchFolder("hostile-feed")
        let path = folder.appendingPathComponent("feed.ics").path
        try Data(calendar(lines).utf8).write(to: URL(fileURLWithPath: path))
        return (folder, path)
    }

    /// `count` minutes from 1 January 2026 as UTC DATE-TIME values.
    static func minutes(_ count: Int) -> [String] {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        return (0..<count).map { formatter.string(from: start.addingTimeInterval(Double($0) * 60)) }
    }

    /// Either kind of line, 8,000 times, reads in one pass.
    ///
    /// 8,000 EXDATE lines remove 8,000 minutes of a minutely series; 8,000 RDATE lines add
    /// 8,000 starts half a minute after its minutes.
    @Test(arguments: [("EXDATE", "00Z", 9 * 1440 - 8000), ("RDATE", "30Z", 9 * 1440 + 8000)])
    func eightThousandDateLinesAreReadInOnePass(name: String, seconds: String, expected: Int) throws {
        let values = Self.minutes(8000).map { $0.dropLast(3) + seconds }
        let series =
            ["BEGIN:VEVENT", "UID:many", "DTSTART:20260101T000000Z", "RRULE:FREQ=MINUTELY"]
            + values.map { "\(name):\($0)" } + ["END:VEVENT"]
        let (folder, path) = try Self.write(series)
        defer { try? FileManager.default.removeItem(at: folder) }

        let listed = try runBounded(["occurrences", "--from", "20260101", "--to", "20260110", path], seconds: 10)
        expectWithinBounds(listed, seconds: 10, mebibytes: 300)
        #expect(listed.status == 0)
        #expect(listed.text.split(separator: "\n").filter { $0.hasPrefix("  ") }.count == expected)
        #expect(listed.stderr.contains("\(expected) occurrences of 1 series in 1 components; 0 problems"))

        let checked = try runBounded(["validate", path], seconds: 10)
        expectWithinBounds(checked, seconds: 10, mebibytes: 300)
        #expect(checked.status == 0, "\(checked.stderr)")
    }
}

extension HostileFeedTests {
    /// One RDATE or EXDATE line of 1,200 values is read whole: libical reads 500 values of a
    /// property and drops the rest without a word, so longer lists reach it in parts.
    @Test(arguments: [("RDATE", "30Z", 1440 + 1200), ("EXDATE", "00Z", 1440 - 1200)])
    func aListOfTwelveHundredValuesIsReadWhole(name: String, seconds: String, expected: Int) throws {
        let values = Self.minutes(1200).map { $0.dropLast(3) + seconds }
        let series = [
            "BEGIN:VEVENT", "UID:list", "DTSTART:20260101T000000Z", "RRULE:FREQ=MINUTELY;COUNT=1440",
            "\(name):" + values.joined(separator: ","), "END:VEVENT",
        ]
        let (folder, path) = try Self.write(series)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runBounded(["occurrences", "--from", "20260101", "--to", "20260103", path], seconds: 20)
        expectWithinBounds(outcome, seconds: 20, mebibytes: 300)
        #expect(outcome.stderr == "weekdays: \(expected) occurrences of 1 series in 1 components; 0 problems\n")
        let checked = try runBounded(["validate", path], seconds: 20)
        #expect(checked.status == 0, "\(checked.stderr)")
    }
}

extension HostileFeedTests {
    /// 800,000 RDATE values (13.6 MB, lines of 1,000) are read in one pass.
    ///
    /// A month of them under a daily rule takes seconds where it once ran past two
    /// minutes. The one
    /// component is held whole (libical parses a component at once), which the memory
    /// bound allows for: about 50 bytes a byte of the component, whose size is capped at
    /// 16 MiB.
    @Test func eightHundredThousandRDATEValuesAreReadInOnePass() throws {
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        var lines = ["BEGIN:VEVENT", "UID:many", "DTSTART:20260101T000000Z", "RRULE:FREQ=DAILY;COUNT=3"]
        for first in stride(from: 0, to: 800_000, by: 1_000) {
            let values = (first..<first + 1_000).map {
                formatter.string(from: start.addingTimeInterval(Double($0) * 60))
            }
            lines.append("RDATE:" + values.joined(separator: ","))
        }
        lines.append("END:VEVENT")
        let (folder, path) = try Self.write(lines)
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runBounded(
            ["occurrences", "--from", "20260101", "--to", "20260201", "--format", "jsonl", path], seconds: 90,
            keepOutput: false)
        expectWithinBounds(outcome, seconds: 90, mebibytes: 1_024)
        // Every minute of January, the rule's three starts among them.
        #expect(outcome.stderr == "weekdays: 44640 occurrences of 1 series in 1 components; 0 problems\n")
    }
}

/// The window's occurrences are never held whole: memory stays flat whatever the window
/// holds, and every cap a reading meets is said.
@Suite(.tags(.endToEnd), .serialized)
struct WindowLimitTests {
    /// `count` events, each `FREQ=SECONDLY` from its own second of 1 January 2026.
    static func secondlyEvents(_ count: Int, rule: String = "FREQ=SECONDLY") -> [String] {
        (0..<count).flatMap { index in
            [
                "BEGIN:VEVENT", "UID:s\(index)", String(format: "DTSTART:20260101T0000%02dZ", index % 60),
                "RRULE:\(rule)", "SUMMARY:second \(index)", "END:VEVENT",
            ]
        }
    }

    /// Sixty secondly events over a year: the peak memory is the same whether the run
    /// stops at 20,000 occurrences or at 200,000, and under 100 MB either way.
    @Test func sixtySecondlyEventsOverAYearHoldFlatMemory() throws {
        let (folder, path) = try HostileFeedTests.write(Self.secondlyEvents(60))
        defer { try? FileManager.default.removeItem(at: folder) }
        var peaks: [Int] = []
        for limit in [20_000, 200_000] {
            for format in ["jsonl", "text"] {
                let outcome = try runBounded(
                    [
                        "occurrences", path, "--from", "20260101", "--to", "20270101", "--format", format,
                        "--max-occurrences", String(limit),
                    ], seconds: 120, keepOutput: false)
                expectWithinBounds(outcome, seconds: 120, mebibytes: 95)
                #expect(outcome.status == 0)
                #expect(
                    outcome.stderr.contains(
                        "the window holds more than \(limit) occurrences: reading stopped after \(limit), "
                            + "so the occurrences of later components are left out"))
                peaks.append(outcome.peakMiB)
            }
        }
        // Ten times the occurrences may not cost ten times the memory: a few MiB more at most.
        if !memoryIsSanitized {
            #expect(peaks[2] - peaks[0] < 24 && peaks[3] - peaks[1] < 24, "peaks \(peaks) MiB")
        }
    }

    /// Fifty series of 1,000 each fill a limit of 50,000; the plain event after them is left
    /// out, and the run says so, on stderr and in the JSON document.
    @Test func anEventPastTheLimitIsNeverDroppedSilently() throws {
        let important = [
            "BEGIN:VEVENT", "UID:important", "DTSTART:20260615T090000Z", "SUMMARY:Important", "END:VEVENT",
        ]
        let (folder, path) = try HostileFeedTests.write(
            Self.secondlyEvents(50, rule: "FREQ=SECONDLY;COUNT=1000") + important)
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["occurrences", path, "--from", "20260101", "--to", "20270101", "--format", "json"]
        let outcome = try runBounded(arguments + ["--max-occurrences", "50000"], seconds: 120)
        expectWithinBounds(outcome, seconds: 120, mebibytes: 200)
        let document = try jsonObject(outcome.text)
        let limits = try #require(document["limits"] as? [String: Any])
        #expect(document["truncated"] as? Bool == true)
        #expect(limits["maximumOccurrences"] as? Int == 50_000)
        #expect(limits["reachedMaximumOccurrences"] as? Bool == true)
        #expect((document["occurrences"] as? [Any])?.count == 50_000)
        #expect(!outcome.text.contains("Important"))
        #expect(
            outcome.stderr.hasSuffix(
                "weekdays: the window holds more than 50000 occurrences: reading stopped after 50000, so the "
                    + "occurrences of later components are left out\n"
                    + "weekdays: 50000 occurrences of 51 series in 51 components; 0 problems\n"))

        // One more occurrence of room and nothing is cut: the event is there, and no limit said.
        let roomy = try runBounded(arguments + ["--max-occurrences", "50001"], seconds: 120)
        let whole = try jsonObject(roomy.text)
        #expect(whole["truncated"] as? Bool == false)
        #expect((whole["occurrences"] as? [Any])?.count == 50_001)
        #expect(roomy.text.contains("\"summary\": \"Important\""))
    }

    /// A week of a secondly series is more than a week view holds: it shows what it read
    /// (the series' first 10,000 seconds, in the week's first day) and says the week was
    /// cut short, where it once showed an empty week and said nothing.
    @Test func aWeekCutShortSaysSo() throws {
        let (folder, path) = try HostileFeedTests.write(Self.secondlyEvents(1))
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runBounded(
            ["week", "20260105", "--calendar", path, "--tz", "UTC", "--plain"], seconds: 120)
        expectWithinBounds(outcome, seconds: 120, mebibytes: 150)
        #expect(outcome.status == 0)
        #expect(
            outcome.stderr
                == "weekdays: the window holds more than 10000 occurrences: reading stopped after 10000, so the "
                + "occurrences of later components are left out\n")
        #expect(outcome.text.contains("Sunday, January 4, 2026: 10000 events\n"))
        #expect(outcome.text.contains("  second 0\n"))
    }
}
