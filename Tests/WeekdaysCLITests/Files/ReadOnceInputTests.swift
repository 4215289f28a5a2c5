import Foundation
import Testing

/// A FIFO, a pipe or process substitution (`weekdays convert <(curl ...)`) gives its bytes
/// once: the commands that read their inputs twice keep a copy, so those read as the file.
@Suite(.tags(.endToEnd)) struct ReadOnceInputTests {
    /// Runs `command` on the fixture through a FIFO that `cat` fills, with the fixture's
    /// path in place of the FIFO's in what it prints, and on the file itself.
    private func throughFIFOAndFile(
        _ command: String, _ name: String
    ) throws -> (fifo: ShellOutcome, file: ShellOutcome) {
        let folder = try makeScratchFolder("read-once")
        defer { try? FileManager.default.removeItem(at: folder) }
        mkfifo(folder.appendingPathComponent("feed.ics").path, 0o600)
        let path = fixture(name)
        let fifo = try runShell(
            // timeout: a run that opens the FIFO a second time would wait for a writer forever.
            "timeout 60 sh -c 'cat \"$1\" > feed.ics' sh '\(path)' & timeout 60 \"$WEEKDAYS\" \(command) feed.ics; "
                + "status=$?; wait; exit $status", in: folder)
        let file = try runShell("\"$WEEKDAYS\" \(command) '\(path)'", in: folder)
        let named = { (text: String) in text.replacingOccurrences(of: "feed.ics", with: path) }
        return (ShellOutcome(status: fifo.status, stdout: named(fifo.stdout), stderr: named(fifo.stderr)), file)
    }

    @Test(arguments: ["google.ics", "occurrences.ics"])
    func convertReadsAFIFOAsTheFile(name: String) throws {
        let (fifo, file) = try throughFIFOAndFile("convert --to jsonl", name)
        #expect(!file.stdout.isEmpty)
        #expect(fifo.stdout == file.stdout)
        #expect(fifo.stderr == file.stderr)
        #expect(fifo.status == file.status)
    }

    @Test func validateReadsAFIFOAsTheFile() throws {
        let (fifo, file) = try throughFIFOAndFile("validate --format json", "occurrences.ics")
        #expect(file.stdout.contains("RECURRENCE-ID"), "the fixture's lone override is a problem")
        #expect(fifo.stdout == file.stdout)
        #expect(fifo.status == file.status)
    }

    @Test func occurrencesReadAFIFOAsTheFile() throws {
        let (fifo, file) = try throughFIFOAndFile(
            "occurrences --from 20260101 --to 20260401 --format jsonl", "occurrences.ics")
        #expect(file.stdout.split(separator: "\n").count > 10)
        #expect(fifo.stdout == file.stdout)
        #expect(fifo.status == file.status)
    }
}
