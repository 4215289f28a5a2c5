import Foundation
import Testing

/// `validate` writes each file's report as soon as the file is read, stops when the
/// reader of its report has gone, and shows progress on stderr only on a terminal.
@Suite(.tags(.endToEnd)) struct ValidateStreamingTests {
    /// A FIFO that no one writes to: opening it blocks, so whatever the tool wrote before
    /// it came to the FIFO is all that was written as it went.
    @Test(arguments: ["text", "json"])
    func aFilesReportComesOutBeforeTheNextFileIsRead(format: String) throws {
        let folder = try makeScratchFolder("stream")
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("never-written").path
        mkfifo(fifo, 0o600)
        let process = Process()
        process.executableURL = executableURL
        process.arguments = ["validate", "--format", format, fixture("alarm.ics"), fifo]
        process.environment = ["LANG": "en_US.UTF-8", "NO_COLOR": "1"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        let expected =
            format == "json"
            ? "{\n  \"files\": [\n    {\n      \"path\": \"\(fixture("alarm.ics"))\""
            : "\(fixture("alarm.ics")): 6 components, 5 rules"
        var received = Data()
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline && !String(decoding: received, as: UTF8.self).contains(expected) {
            var watch = pollfd(fd: out.fileHandleForReading.fileDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&watch, 1, 100) == 1 else { continue }
            // read(2) itself: FileHandle's reads wait for the whole count or the end.
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(out.fileHandleForReading.fileDescriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            received.append(contentsOf: buffer[..<count])
        }
        #expect(
            String(decoding: received, as: UTF8.self).contains(expected), "\(String(decoding: received, as: UTF8.self))"
        )
        #expect(process.isRunning, "the tool is still waiting for the FIFO")
    }

    @Test func aReaderThatLeavesEndsALongValidation() throws {
        let folder = try makeScratchFolder("endless")
        defer { try? FileManager.default.removeItem(at: folder) }
        mkfifo(folder.appendingPathComponent("endless.ics").path, 0o600)
        // A calendar without end: only the reader going away can stop the run.
        let writer = """
            import sys
            out = open(sys.argv[1], 'w')
            out.write('BEGIN:VCALENDAR\\r\\nVERSION:2.0\\r\\nPRODID:-//t//EN\\r\\n')
            n = 0
            while True:
                n += 1
                out.write('BEGIN:VEVENT\\r\\nUID:e%d\\r\\nDTSTART:20260105T090000Z\\r\\n'
                          'RRULE:FREQ=WEEKLY;BYDAY=MO\\r\\nEND:VEVENT\\r\\n' % n)
            """
        try writer.write(to: folder.appendingPathComponent("writer.py"), atomically: false, encoding: .utf8)
        let outcome = try runShell(
            "python3 writer.py endless.ics 2>/dev/null & "
                + "{ timeout 60 \"$WEEKDAYS\" validate \(fixture("alarm.ics")) endless.ics; echo $? > status; } | head -1; "
                + "wait; cat status",
            in: folder)
        #expect(
            outcome.stdout == "\(fixture("alarm.ics")): 6 components, 5 rules: 5 exact, 0 approximate, 0 none, "
                + "0 invalid, 0 round-trip failures\n2\n", "124 would be timeout(1) ending it")
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr)")
    }

    @Test func progressStaysOffStandardErrorThatIsNotATerminal() throws {
        let outcome = try runBinary(["validate", fixture("alarm.ics")])
        #expect(outcome.status == 0)
        #expect(outcome.stderr.isEmpty, "\(outcome.stderr.debugDescription)")
    }

    @Test(.enabled(if: PseudoTerminal.isAvailable, "python3 drives the pseudo-terminal"))
    func progressShowsOnATerminalAndIsWiped() throws {
        let result = try PseudoTerminal.run(
            ["validate", fixture("alarm.ics")], steps: [.waitFor("total:")], timeLimit: 20)
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.toolOutput.contains("\rweekdays: \(fixture("alarm.ics")): 6 components read"))
        #expect(result.toolOutput.contains("\r\u{1B}[K"), "the progress line is wiped")
    }
}
