import Foundation
import Testing

/// A signal that ends `convert -o FILE` mid-run takes the partial file with it, leaves the
/// old file as it was, and ends the process by that signal, as the shell expects.
@Suite(.tags(.endToEnd), .serialized) struct SignalEndingTests {
    /// A feed big enough that converting it takes seconds, so a signal lands mid-run.
    private static func writeBigFeed(to url: URL) throws {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//signals//EN\r\n"
        for index in 0..<60_000 {
            text +=
                "BEGIN:VEVENT\r\nUID:signal-\(index)\r\nDTSTART:20260105T090000Z\r\n"
                + "RRULE:FREQ=WEEKLY;BYDAY=MO,WE\r\nSUMMARY:Event \(index)\r\nEND:VEVENT\r\n"
        }
        text += "END:VCALENDAR\r\n"
        try text.write(to: url, atomically: false, encoding: .utf8)
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT, SIGUSR1, SIGALRM])
    func aSignalMidRunRemovesThePartialFile(signalNumber: Int32) throws {
        let folder = try makeScratchFolder("signal-\(signalNumber)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let feed = folder.appendingPathComponent("big.ics")
        try Self.writeBigFeed(to: feed)
        let output = folder.appendingPathComponent("out.jsonl")
        try "previous\n".write(to: output, atomically: false, encoding: .utf8)

        let process = Process()
        process.executableURL = executableURL
        process.arguments = ["convert", feed.path, "--jobs", "1", "-o", output.path]
        process.environment = ["LANG": "en_US.UTF-8", "PATH": "/usr/bin:/bin", "NO_COLOR": "1"].merging(
            sanitizerOptions
        ) {
            own, _ in own
        }
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Signalled as soon as the partial file exists: the run has begun and is far from done.
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline && process.isRunning && partialFiles(in: folder).isEmpty {
            usleep(5_000)
        }
        try #require(!partialFiles(in: folder).isEmpty, "the run never started writing")
        kill(process.processIdentifier, signalNumber)
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        #expect(process.terminationReason == .uncaughtSignal, "the run finished before the signal")
        #expect(process.terminationStatus == signalNumber)
        #expect(partialFiles(in: folder).isEmpty, "a partial file was left")
        #expect(try String(contentsOf: output, encoding: .utf8) == "previous\n")
        #expect(!String(decoding: message, as: UTF8.self).contains("crashed"))
    }

    private func partialFiles(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(".partial") }
    }
}
