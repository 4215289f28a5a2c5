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
        let folder = try makeScratchFolder("many-lines")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("many.ics").path
        try Data(Self.calendar(series).utf8).write(to: URL(fileURLWithPath: path))

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
