import Foundation
import ICalKit
import Testing
import WeekdayKit

/// Reading N separate EXDATE or RDATE lines costs the same per line whatever N is.
///
/// The work is counted, not timed, so a busy machine cannot make these pass or fail:
/// the lines looked at and the table probes made to name each value's line, and the
/// RDATEs one window of a series takes. Each check would fail on the quadratic reading
/// these replaced; the comments say how.
@Suite struct DateLinesWorkTests {
    /// The two numbers of lines compared: eight times as many must cost eight times as
    /// much, not sixty-four.
    static let counts = [1000, 8000]

    /// One series from 2026-01-01 00:00 UTC with `count` separate `name` lines, one every
    /// `minutes` minutes, `seconds` past the minute.
    static func series(_ name: String, count: Int, minutes: Int, seconds: Int, rule: String) -> String {
        var lines = ["BEGIN:VEVENT", "UID:\(name)-\(count)@lines.example", "DTSTART:20260101T000000Z", "RRULE:\(rule)"]
        let start = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01T00:00:00Z
        var utc = Calendar(identifier: .gregorian)
        utc.timeZone = .gmt
        for index in 0..<count {
            let when = start.addingTimeInterval(TimeInterval(index * minutes * 60 + seconds))
            let parts = utc.dateComponents([.year, .month, .day, .hour, .minute, .second], from: when)
            let fields = [parts.year, parts.month, parts.day, parts.hour, parts.minute, parts.second].map { $0 ?? 0 }
            let text = String(
                format: "%04d%02d%02dT%02d%02d%02dZ", fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
            lines.append("\(name):\(text)")
        }
        return (lines + ["END:VEVENT"]).map { $0 + "\r\n" }.joined()
    }

    /// The one component of a calendar's text, as the scanner hands it to the reader.
    static func chunk(of components: String) throws -> ComponentChunk {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + components + "END:VCALENDAR\r\n"
        var scanner = ICSScanner()
        var found: [ComponentChunk] = []
        for case .component(let chunk) in scanner.feed(Array(text.utf8)) + scanner.finish() { found.append(chunk) }
        #expect(found.count == 1)
        return try #require(found.first)
    }

    /// Naming the line of each of N values takes three steps a value: its line read once
    /// into a table, one probe of the table while it is built and one to look it up.
    ///
    /// The lookup this replaced searched the lines for each value
    /// (`written.first { $0.value.contains(text) }`): counting the lines it looked at the
    /// same way, value k costs k of them, N(N+1)/2 in all, about 500 a value at 1,000
    /// lines and 4,000 at 8,000, where this checks exactly 3 at both.
    @Test(arguments: ["EXDATE", "RDATE"])
    func namingEachValuesLineTakesTheSameStepsWhateverTheCount(name: String) throws {
        for count in Self.counts {
            let text = Self.series(name, count: count, minutes: 1, seconds: 30, rule: "FREQ=DAILY")
            let chunk = try Self.chunk(of: text)
            let component = try CalendarComponent(chunk, reading: .checked)
            let times = name == "EXDATE" ? component.exceptionDates : component.extraDates.map(\.start)
            #expect(times.count == count)

            let work = WorkCount()
            let lines = chunk.lines(of: times, named: name, counting: work)
            // BEGIN:VCALENDAR, VERSION, BEGIN:VEVENT, UID, DTSTART and RRULE come first.
            #expect(lines == Array(7..<(7 + count)), "\(name), \(count) lines")
            #expect(work.steps == 3 * count, "\(name), \(count) lines: \(work.steps) steps")
        }
    }

    /// One day of a series takes the RDATEs of that day and no other, however many the
    /// series has: 144 (one every ten minutes) from 1,000 RDATEs and from 8,000.
    ///
    /// The reading this replaced added every RDATE of the series to every window and left
    /// the window's bounds to a later filter: this day would have taken 1,000 and then
    /// 8,000 RDATEs, and a month walked in slices N RDATEs a slice.
    @Test func aWindowTakesOnlyItsOwnRDates() throws {
        let lower = try instant("20260103T000000Z")
        let upper = try instant("20260104T000000Z")
        for count in Self.counts {
            // Thirty seconds past the minute, so none falls on the daily rule's midnight.
            let text = Self.series("RDATE", count: count, minutes: 10, seconds: 30, rule: "FREQ=DAILY")
            let read = try calendar(text)
            let event = try #require(read.events.first)
            #expect(event.extraDates.count == count)

            let instances = event.instancesBeforeExceptions(lower: lower, upper: upper)
            let fromRDates = instances.filter { $0.source == .rdate }
            #expect(fromRDates.count == 144, "\(count) RDATEs")
            #expect(fromRDates.allSatisfy { $0.start.instant >= lower && $0.start.instant <= upper })
            // DTSTART, and the rule's midnights of 3 and 4 January.
            #expect(instances.count - fromRDates.count == 3, "\(count) RDATEs")
        }
    }
}
