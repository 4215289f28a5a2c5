import Foundation
import Testing
import WeekdayKit

/// The entry points an app calls with a path or bytes, and nothing standing in for
/// standard input.
@Suite struct FeedReaderTests {
    @Test func readsAPathWithNoStandardInputGiven() throws {
        var reader = try FeedReader(path: fixtureURL("alarm").path)
        var count = 0
        while let batch = reader.nextBatch(limit: 4) { count += batch.count }
        #expect(count == 6)
        #expect(reader.isCalendar == true)
    }

    @Test func readsBytesInMemory() throws {
        let data = try Data(contentsOf: fixtureURL("alarm"))
        var reader = FeedReader(data: data)
        let first = reader.nextBatch(limit: 100)
        #expect(first?.count == 6)
        #expect(reader.nextBatch(limit: 100) == nil)
    }

    @Test func missingPathThrowsUnreadable() {
        #expect(throws: WeekdaysError.unreadable("/no/such/file.ics")) {
            try FeedReader(path: "/no/such/file.ics")
        }
    }

    @Test func batchImportRunsOnPathsAlone() {
        let calendar = FileValidation.english
        var lines: [String] = []
        let (counts, unreadable) = BatchImport.run(
            paths: [fixtureURL("alarm").path], jobs: 1, calendar: calendar, render: { $0.rule + "\n" },
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
}
