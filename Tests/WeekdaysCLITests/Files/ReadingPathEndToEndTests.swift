import Foundation
import Testing

/// The built binary on inputs that used to hang it or lose records without a word.
@Suite(.tags(.endToEnd)) struct ReadingPathEndToEndTests {
    /// Runs the binary under `timeout`, so a hang fails the test (status 124) instead of
    /// stalling the suite.
    static func runBounded(_ arguments: [String], stdin: Data? = nil) throws -> Outcome {
        try runBinary(
            ["30", executableURL.path] + arguments, stdin: stdin,
            executable: URL(fileURLWithPath: "/usr/bin/timeout"))
    }

    static func calendarFile(_ lines: [String]) throws -> URL {
        let text = (["BEGIN:VCALENDAR", "VERSION:2.0"] + lines + ["END:VCALENDAR"]).map { $0 + "\r\n" }.joined()
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID()).ics")
        try Data(text.utf8).write(to: url)
        return url
    }

    // (command)
    @Test(arguments: [
        ["validate"], ["convert", "--to", "jsonl"], ["occurrences", "--from", "20260101", "--to", "20260201"],
    ])
    func devZeroIsRefusedPromptly(command: [String]) throws {
        let outcome = try Self.runBounded(command + ["/dev/zero"])
        #expect(outcome.status == 2, "\(command): \(outcome.stderr)")
        #expect(outcome.stderr.contains("/dev/zero is not an iCalendar file"), "\(outcome.stderr)")
        #expect(outcome.stderr.contains("NUL bytes"), "\(outcome.stderr)")
    }

    @Test func nestedEventIsReportedByConvertAndValidate() throws {
        let url = try Self.calendarFile([
            "BEGIN:VEVENT", "UID:outer", "DTSTART:20260105T090000", "RRULE:FREQ=WEEKLY;BYDAY=MO",
            "BEGIN:VEVENT", "UID:inner", "DTSTART:20260106T090000", "RRULE:FREQ=DAILY", "END:VEVENT", "END:VEVENT",
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        let converted = try Self.runBounded(["convert", url.path])
        #expect(converted.status == 1)
        #expect(converted.stdout.split(separator: "\n").count == 1)
        #expect(converted.stderr.contains("weekdays: \(url.path): line 7: VEVENT nested inside VEVENT"))
        #expect(converted.stderr.contains("2 recurring components read, 1 records written (0 invalid), 1 errors"))
        let validated = try Self.runBounded(["validate", url.path])
        #expect(validated.status == 1)
        #expect(validated.stdout.contains("VEVENT nested inside VEVENT"))
        let occurrences = try Self.runBounded([
            "occurrences", url.path, "--from", "20260105", "--to", "20260112", "--format", "jsonl",
        ])
        #expect(occurrences.status == 1)
        #expect(occurrences.stderr.contains("VEVENT nested inside VEVENT"), "\(occurrences.stderr)")
        #expect(occurrences.stdout.contains("outer"))
    }

    @Test func strayEndKeepsLaterEventsAndFailsValidation() throws {
        let url = try Self.calendarFile([
            "BEGIN:VEVENT", "UID:a", "DTSTART:20260105T090000", "RRULE:FREQ=WEEKLY;BYDAY=MO", "END:VEVENT",
            "END:VEVENT", "BEGIN:VEVENT", "UID:b", "DTSTART:20260106T090000", "RRULE:FREQ=WEEKLY;BYDAY=TU",
            "END:VEVENT",
        ])
        defer { try? FileManager.default.removeItem(at: url) }
        let converted = try Self.runBounded(["convert", url.path])
        #expect(converted.stdout.split(separator: "\n").count == 2)
        #expect(converted.stderr.contains("2 recurring components read, 2 records written"))
        let validated = try Self.runBounded(["validate", url.path, "--format", "json"])
        #expect(validated.status == 1)
        let files = try #require(try jsonObject(validated.stdout)["files"] as? [[String: Any]])
        #expect(files.first?["rules"] as? Int == 2)
        #expect(validated.stdout.contains("END:VEVENT without BEGIN:VEVENT"))
    }

    @Test func twoHundredMegabytesWithoutANewlineAreRefusedSayingSo() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("reading-\(UUID()).ics")
        #expect(FileManager.default.createFile(atPath: url.path, contents: Data("BEGIN:VCALENDAR".utf8)))
        defer { try? FileManager.default.removeItem(at: url) }
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        let block = Data(repeating: 0x41, count: 1 << 20)
        for _ in 0..<200 { try handle.write(contentsOf: block) }
        try handle.close()
        for command in [["validate"], ["convert"]] {
            let outcome = try Self.runBounded(command + [url.path])
            #expect(outcome.status == 2, "\(command)")
            #expect(outcome.stderr.contains("its first line is longer than 1 MiB"), "\(outcome.stderr)")
        }
    }
}
