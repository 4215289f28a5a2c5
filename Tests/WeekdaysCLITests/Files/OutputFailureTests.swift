import Foundation
import Testing

/// Standard output that cannot take more (a full disk, a reader that has gone) is an error
/// the tool reports and exits 2 for, never a signal it dies of.
@Suite(.tags(.endToEnd)) struct OutputFailureTests {
    /// Runs the binary with its standard output on `output`, returning its status and stderr.
    private func run(_ arguments: [String], output: FileHandle) throws -> (
        status: Int32, reason: Process.TerminationReason, stderr: String
    ) {
        let process = Process()
        process.executableURL = executableURL
        process.arguments = arguments
        process.environment = ["LANG": "en_US.UTF-8", "PATH": "/usr/bin:/bin", "NO_COLOR": "1"].merging(
            sanitizerOptions
        ) {
            own, _ in own
        }
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let text = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, process.terminationReason, String(decoding: text, as: UTF8.self))
    }

    static let longOutput = ["expand", "FREQ=SECONDLY", "--dtstart", "20260101T000000", "--count", "1000000"]

    @Test func aFullDiskIsReported() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let outcome = try run(Self.longOutput, output: full)
        #expect(outcome.reason == .exit, "the tool died by a signal")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("weekdays: cannot write to standard output: "))
    }

    @Test func aReaderThatGoesAwayEndsTheRunQuietly() throws {
        let pipe = Pipe()
        // Nobody reads: closing the read end makes every write fail with a broken pipe.
        try pipe.fileHandleForReading.close()
        let outcome = try run(Self.longOutput, output: pipe.fileHandleForWriting)
        #expect(outcome.reason == .exit, "the tool died by a signal")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.isEmpty, "a reader that has gone wanted no more: nothing to say")
    }
}
