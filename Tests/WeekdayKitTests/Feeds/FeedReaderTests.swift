import Foundation
import Testing
import WeekdayKit

/// The entry points an app calls with a path or bytes, and nothing standing in for
/// standard input.
@Suite struct FeedReaderTests {
    @Test func readsAPathWithNoStandardInputGiven() throws {
        var reader = try FeedReader(.path(fixtureURL("alarm").path))
        var count = 0
        while let batch = try reader.nextBatch(limit: 4) { count += batch.count }
        #expect(count == 6)
        #expect(reader.isCalendar == true)
    }

    @Test func readsBytesInMemory() throws {
        let data = try Data(contentsOf: fixtureURL("alarm"))
        var reader = FeedReader(data: data)
        let first = try reader.nextBatch(limit: 100)
        #expect(first?.count == 6)
        #expect(try reader.nextBatch(limit: 100) == nil)
    }

    /// Batches asked with changing limits hand out every component once, in file order,
    /// none more than its limit.
    @Test func batchesFollowTheLimitOfEachCall() throws {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
        for number in 1...23 {
            text += "BEGIN:VEVENT\r\nUID:event-\(number)\r\nDTSTART:20260105T090000\r\nEND:VEVENT\r\n"
        }
        text += "END:VCALENDAR\r\n"
        var reader = FeedReader(data: Data(text.utf8))
        var uids: [String] = []
        var limits = [5, 2, 7, 1, 3]
        while let batch = try reader.nextBatch(limit: limits.first ?? 4) {
            #expect(!batch.isEmpty && batch.count <= limits.first ?? 4)
            for item in batch { uids.append(RecurringComponent(item).uid ?? "") }
            if !limits.isEmpty { limits.removeFirst() }
        }
        #expect(uids == (1...23).map { "event-\($0)" })
    }

    @Test func missingPathThrowsUnreadableWithTheSystemsReason() {
        // The reason is the C library's own words for ENOENT.
        let reason = String(cString: strerror(ENOENT))
        #expect(throws: WeekdaysError.unreadable("/no/such/file.ics", reason: reason)) {
            try FeedReader(.path("/no/such/file.ics"))
        }
    }

    @Test func aFolderThrowsUnreadableWithTheSystemsReason() {
        let folder = fixtureURL("alarm").deletingLastPathComponent().path
        #expect(throws: WeekdaysError.unreadable(folder, reason: String(cString: strerror(EISDIR)))) {
            try FeedReader(.path(folder))
        }
    }

    @Test func batchImportRunsOnPathsAlone() {
        let calendar = FileValidation.english
        var lines: [String] = []
        let (counts, unreadable) = importLines(
            [.path(fixtureURL("alarm").path)], jobs: 1, calendar: calendar, render: { $0.rule + "\n" },
            write: { lines.append($0) })
        #expect(unreadable.isEmpty)
        #expect(counts.read == 5 && counts.written == 5, "\(counts)")
        #expect(lines.joined().contains("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"))
    }

    @Test func validationRunsOnAPathAlone() {
        let report = FileValidation.validate(path: fixtureURL("alarm").path)
        #expect(report.unreadable == nil)
        #expect(report.rules == 5, "\(report)")
    }

    /// Each problem's line is a field, the same line its message names, and that line of
    /// the file holds what the problem is about.
    @Test(arguments: ["broken-rules", "truncated", "occurrences"])
    func problemsCarryTheirLine(name: String) throws {
        let url = fixtureURL(name)
        let lines = try Data(contentsOf: url).split(separator: 0x0A, omittingEmptySubsequences: false)
            .map { String(decoding: $0, as: UTF8.self) }
        let report = FileValidation.validate(path: url.path)
        let located = report.problems.filter { $0.message.hasPrefix("line ") }
        #expect(!located.isEmpty)
        for problem in located {
            let line = try #require(problem.line, "\(problem.message)")
            #expect(problem.message.hasPrefix("line \(line): "), "\(problem.message)")
            #expect(lines.indices.contains(line - 1), "\(problem.message)")
            if !problem.rule.isEmpty, lines.indices.contains(line - 1) {
                #expect(lines[line - 1].hasPrefix("RRULE") || lines[line - 1].hasPrefix("BEGIN"), "\(problem.message)")
            }
        }
    }

    /// Every form of input reads the same calendar: a path, a file URL, the bytes, a stream.
    @Test func everyFormOfInputReadsTheSameEvents() throws {
        let url = fixtureURL("alarm")
        let pipe = Pipe()
        try pipe.fileHandleForWriting.write(contentsOf: Data(contentsOf: url))
        try pipe.fileHandleForWriting.close()
        let inputs: [CalendarInput] = [
            .path(url.path), .file(url), .data(try Data(contentsOf: url), name: "alarm.ics"),
            .stream(pipe.fileHandleForReading),
        ]
        let counts = inputs.map { EventCalendar(inputs: [$0], viewerZone: .gmt).events.count }
        #expect(counts == [6, 6, 6, 6])
        #expect(CalendarInput.file(url).name == url.path)
    }

    /// A URL that is not a file's is refused by name, with what to give instead.
    @Test func aURLThatIsNotAFilesIsRefusedByName() {
        let web = CalendarInput.file(URL(string: "https://example.com/feed.ics") ?? URL(fileURLWithPath: "/"))
        let calendar = EventCalendar(inputs: [web], viewerZone: .gmt)
        #expect(calendar.events.isEmpty)
        #expect(calendar.unreadable.count == 1)
        #expect(calendar.unreadable.first?.contains("https URLs are not read") == true, "\(calendar.unreadable)")
    }
}
