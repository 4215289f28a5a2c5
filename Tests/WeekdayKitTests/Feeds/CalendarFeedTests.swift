import Foundation
import Testing
@testable import WeekdayKit

@Suite struct CalendarFeedTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let from = Date(timeIntervalSince1970: 1_767_225_600)  // 1 January 2026, UTC
    static let to = Date(timeIntervalSince1970: 1_798_761_600)  // 1 January 2027

    /// Each occurrence as one comparable line.
    static func line(_ occurrence: EventOccurrence) -> String {
        "\(occurrence.uid ?? "-") \(occurrence.start.value) \(occurrence.end.value) \(occurrence.recurrenceID.value) "
            + "\(occurrence.source.rawValue) \(occurrence.title ?? "-") \(occurrence.path)"
    }

    static func streamed(_ feed: CalendarFeed, from: Date = from, to: Date = to) -> (
        lines: [String], report: CalendarFeedReport
    ) {
        var lines: [String] = []
        let report = feed.occurrences(from: from, to: to) { lines.append(line($0)) }
        return (lines, report)
    }

    /// The streamed feed gives what the in-memory calendar gives, occurrence for
    /// occurrence and in the same order, with the same problems, on every fixture.
    @Test(arguments: OccurrenceOracleTests.fixtures)
    func fixturesStreamAsTheyReadInMemory(name: String) {
        let path = fixtureURL(name).path
        let calendar = EventCalendar(paths: [path], viewerZone: Self.utc)
        let memory = calendar.occurrences(from: Self.from, to: Self.to).map(Self.line)
        let (lines, report) = Self.streamed(CalendarFeed(paths: [path], viewerZone: Self.utc))
        #expect(lines == memory, "\(name)")
        #expect(report.problems == calendar.problems, "\(name)")
        #expect(report.notices == calendar.notices, "\(name)")
        #expect(report.componentCount == calendar.componentCount, "\(name)")
        #expect(report.seriesCount == calendar.events.filter(\.isSeries).count, "\(name)")
        #expect(report.occurrenceCount == memory.count, "\(name)")
    }

    /// Generated calendars (every DTSTART form, exceptions in other zones, overrides),
    /// read with one thread and with several, and with the spool forced to write runs.
    @Test func generatedCalendarsStreamAsTheyReadInMemory() throws {
        for seed in 1...3 as ClosedRange<UInt64> {
            let generated = GeneratedCalendar(seed: seed, events: 80)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString).ics")
            try generated.text.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let memory = EventCalendar(paths: [file.path], viewerZone: Self.utc)
                .occurrences(from: Self.from, to: Self.to).map(Self.line)
            for jobs in [1, 3] {
                var feed = CalendarFeed(paths: [file.path], viewerZone: Self.utc)
                feed.jobs = jobs
                #expect(Self.streamed(feed).lines == memory, "seed \(seed), \(jobs) jobs")
            }
        }
    }

    /// A window with more occurrences than the limit stops reading, and says so.
    @Test(arguments: [1, 2])
    func theLimitOnOccurrencesStopsReading(jobs: Int) throws {
        let generated = GeneratedCalendar(seed: 5, events: 200)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString).ics")
        try generated.text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var feed = CalendarFeed(paths: [file.path], viewerZone: Self.utc)
        feed.jobs = jobs
        let whole = Self.streamed(feed)
        #expect(!whole.report.reachedOccurrenceLimit && !whole.report.isTruncated)
        feed.maximumOccurrences = 50
        let (lines, report) = Self.streamed(feed)
        #expect(report.reachedOccurrenceLimit && report.isTruncated)
        // The limit is met exactly: what is kept is a prefix of the file's occurrences.
        #expect(lines.count == 50 && report.occurrenceCount == 50)
        #expect(report.componentCount <= whole.report.componentCount)
        // A limit the window just fits is not reached.
        feed.maximumOccurrences = whole.lines.count
        #expect(!Self.streamed(feed).report.reachedOccurrenceLimit)
    }

    /// Asking for a hundred thousand threads starts as many as the machine runs (two a
    /// processor), and reads what one thread reads.
    @Test func jobsAreBoundedByTheMachine() throws {
        let processors = ProcessInfo.processInfo.activeProcessorCount
        #expect(BatchWorkers<Int, Int, Void>.threads(for: 100_000) == 2 * processors)
        #expect(BatchWorkers<Int, Int, Void>.threads(for: 0) == 1)
        let generated = GeneratedCalendar(seed: 7, events: 40)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString).ics")
        try generated.text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        var feed = CalendarFeed(paths: [file.path], viewerZone: Self.utc)
        feed.jobs = 1
        let one = Self.streamed(feed).lines
        feed.jobs = 100_000
        #expect(Self.streamed(feed).lines == one)
    }

    // MARK: - Overrides

    static let series = """
        BEGIN:VEVENT\r
        UID:swim\r
        SUMMARY:Swim\r
        DTSTART:20260105T120000Z\r
        DTEND:20260105T130000Z\r
        RRULE:FREQ=DAILY;COUNT=3\r
        END:VEVENT\r

        """
    static let override = """
        BEGIN:VEVENT\r
        UID:swim\r
        SUMMARY:Late swim\r
        RECURRENCE-ID:20260106T120000Z\r
        DTSTART:20260106T170000Z\r
        DTEND:20260106T180000Z\r
        END:VEVENT\r

        """

    static func feed(_ components: String...) -> CalendarFeed {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + components.joined() + "END:VCALENDAR\r\n"
        return CalendarFeed(inputs: [.data(Data(text.utf8))], viewerZone: utc)
    }

    /// An override joins its series whether it comes before or after it in the file;
    /// standard input is read twice through its copy.
    @Test(arguments: [true, false])
    func overridesJoinTheirSeriesInEitherOrder(overrideFirst: Bool) {
        let feed = overrideFirst ? Self.feed(Self.override, Self.series) : Self.feed(Self.series, Self.override)
        let (lines, report) = Self.streamed(feed)
        #expect(
            lines == [
                "swim 20260105T120000Z 20260105T130000Z 20260105T120000Z rule Swim -",
                "swim 20260106T170000Z 20260106T180000Z 20260106T120000Z override Late swim -",
                "swim 20260107T120000Z 20260107T130000Z 20260107T120000Z rule Swim -",
            ])
        #expect(report.componentCount == 2)
        #expect(report.seriesCount == 1)
        #expect(report.unreadable.isEmpty)
    }

    /// A stream (standard input, a socket) is read once: a second window comes from its copy.
    @Test func aFeedOnAStreamAnswersWindowAfterWindow() throws {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + Self.series + Self.override + "END:VCALENDAR\r\n"
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try pipe.fileHandleForWriting.close()
        let feed = CalendarFeed(inputs: [.stream(pipe.fileHandleForReading)], viewerZone: Self.utc)
        let first = Self.streamed(feed, to: Date(timeIntervalSince1970: 1_767_657_600)).lines  // to 6 January
        let second = Self.streamed(feed).lines
        #expect(first.count == 1)
        #expect(second.count == 3)
    }

    /// A pipe (`<(cat feed.ics)`) gives its bytes once too: a second window comes from the
    /// copy the first one kept, not from the drained pipe.
    @Test func aFeedFromAPipeAnswersWindowAfterWindow() throws {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + Self.series + Self.override + "END:VCALENDAR\r\n"
        let pipe = Pipe()
        // Far less than a pipe holds, so it is written whole before anything reads it.
        try pipe.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try pipe.fileHandleForWriting.close()
        let path = "/dev/fd/\(pipe.fileHandleForReading.fileDescriptor)"
        let feed = CalendarFeed(paths: [path], viewerZone: Self.utc)
        let first = Self.streamed(feed, to: Date(timeIntervalSince1970: 1_767_657_600)).lines  // to 6 January
        let second = Self.streamed(feed)
        #expect(first.count == 1)
        #expect(second.lines.count == 3, "\(second.report.unreadable)")
        #expect(second.report.unreadable.isEmpty)
    }

    /// A file in UTF-16 does not spell `RECURRENCE-ID` in its bytes: its overrides are
    /// still found, and join their series as in UTF-8.
    @Test func overridesOfAUTF16FileJoinTheirSeries() throws {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + Self.series + Self.override + "END:VCALENDAR\r\n"
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in text.utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("utf16-\(UUID().uuidString).ics")
        try Data(bytes).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let lines = Self.streamed(CalendarFeed(paths: [file.path], viewerZone: Self.utc)).lines
        let fromUTF8 = Self.streamed(Self.feed(Self.series, Self.override)).lines
        #expect(lines.map { $0.replacingOccurrences(of: file.path, with: "-") } == fromUTF8)
        #expect(lines.contains { $0.contains(" override Late swim ") })
    }

    /// An override whose series is in no file counts on its own.
    @Test func anOverrideWithoutItsSeriesCountsOnItsOwn() {
        let (lines, _) = Self.streamed(Self.feed(Self.override))
        #expect(lines == ["swim 20260106T170000Z 20260106T180000Z 20260106T120000Z override Late swim -"])
    }

    /// Overrides in one file join a series in another, as in the in-memory calendar.
    @Test func overridesJoinASeriesInAnotherFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("feed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
        let first = folder.appendingPathComponent("a.ics")
        let second = folder.appendingPathComponent("b.ics")
        try (head + Self.override + "END:VCALENDAR\r\n").write(to: first, atomically: true, encoding: .utf8)
        try (head + Self.series + "END:VCALENDAR\r\n").write(to: second, atomically: true, encoding: .utf8)
        let paths = [first.path, second.path]
        let memory = EventCalendar(paths: paths, viewerZone: Self.utc).occurrences(from: Self.from, to: Self.to)
        let (lines, _) = Self.streamed(CalendarFeed(paths: paths, viewerZone: Self.utc))
        #expect(lines == memory.map(Self.line))
        #expect(lines.count == 3)
    }

    /// A file that is not iCalendar is said unreadable; the others are still read.
    @Test func unreadableInputIsReportedAndTheRestRead() throws {
        let feed = CalendarFeed(
            paths: [fixtureURL("not-calendar").path, fixtureURL("google").path], viewerZone: Self.utc)
        let (lines, report) = Self.streamed(feed)
        #expect(report.unreadable.count == 1)
        #expect(report.unreadable.first?.contains("not an iCalendar file") == true)
        #expect(!lines.isEmpty)
    }

    /// Rendered occurrences come out in the same order as the occurrences themselves.
    @Test func renderedOccurrencesKeepTheOrder() {
        let path = fixtureURL("occurrences").path
        let feed = CalendarFeed(paths: [path], viewerZone: Self.utc)
        let (lines, _) = Self.streamed(feed)
        var rendered: [String] = []
        feed.renderedOccurrences(from: Self.from, to: Self.to, render: { $1 += Array(Self.line($0).utf8) }) {
            rendered.append(String(decoding: $0, as: UTF8.self))
        }
        #expect(rendered == lines)
    }
}
