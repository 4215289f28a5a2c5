import Foundation
import Testing

/// Standard streams closed or full, and inputs that fail to read, as careless scripts
/// give them: each is an error with the system's reason and exit 2, never a trap.
@Suite(.tags(.endToEnd)) struct StreamFailureTests {
    // (script, the message stderr must hold, or nil for silence)
    static let outputCases: [(String, String?)] = [
        ("\"$WEEKDAYS\" --version >/dev/full", "weekdays: cannot write to standard output: \(systemWords(ENOSPC))"),
        ("\"$WEEKDAYS\" show FREQ=DAILY >&-", "weekdays: cannot write to standard output: \(systemWords(EBADF))"),
        ("\"$WEEKDAYS\" rule mon,wed >&-", "weekdays: cannot write to standard output: \(systemWords(EBADF))"),
        // Standard output closed, named as the output file: not the placeholder behind it.
        (
            "\"$WEEKDAYS\" convert Fixtures/alarm.ics -o /dev/stdout >&-",
            "weekdays: cannot write to /dev/stdout: \(systemWords(EBADF))"
        ),
        // Nowhere to say it: silent, but the status still tells.
        ("\"$WEEKDAYS\" show FREQ=BAD 2>&-", nil),
        ("\"$WEEKDAYS\" show FREQ=BAD 2>/dev/full", nil),
        ("\"$WEEKDAYS\" validate /nonexistent.ics >/dev/null 2>&-", nil),
        ("\"$WEEKDAYS\" --version >/dev/full 2>&-", nil),
    ]

    @Test(arguments: outputCases)
    func aStreamThatCannotBeWrittenEndsWithStatusTwo(script: String, message: String?) throws {
        let outcome = try runShell(script)
        // A shell reports death by a signal as 128 plus its number.
        #expect(outcome.status == 2, "\(script): \(outcome.stderr)")
        if let message {
            #expect(outcome.stderr == message + "\n", "\(script)")
        } else {
            #expect(outcome.stderr.isEmpty, "\(script)")
        }
    }

    /// Every command with an error to report and standard error closed or full.
    static let failingCommands = [
        "show FREQ=BAD", "rule someday", "expand FREQ=DAILY", "validate /nonexistent.ics",
        "convert /nonexistent.ics", "occurrences /nonexistent.ics --from 20260101 --to 20260201",
        "week --calendar /nonexistent.ics", "pick --first-weekday 9", "nonsense",
    ]

    @Test(arguments: failingCommands, ["2>&-", "2>/dev/full"])
    func everyCommandEndsWithStatusTwoWhenItsMessageCannotBeWritten(command: String, redirection: String) throws {
        let outcome = try runShell("\"$WEEKDAYS\" \(command) \(redirection) >/dev/null")
        #expect(outcome.status == 2, "\(command) \(redirection)")
    }

    @Test func aClosedStandardErrorDoesNotLandInTheOutputFile() throws {
        let folder = try makeScratchFolder("closed-stderr")
        defer { try? FileManager.default.removeItem(at: folder) }
        // With descriptor 2 closed, the first file the tool opens would take its number.
        let outcome = try runShell(
            "\"$WEEKDAYS\" convert \(fixture("alarm.ics")) missing.ics -o out.jsonl 2>&-; echo $?", in: folder)
        #expect(outcome.stdout == "2\n")
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("out.jsonl").path))
        let written = try runShell("\"$WEEKDAYS\" convert \(fixture("alarm.ics")) -o out.jsonl 2>&-", in: folder)
        #expect(written.status == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("out.jsonl"), encoding: .utf8)
        #expect(!text.contains("weekdays:"), "a counts line went into the output file")
        #expect(text.split(separator: "\n").count == 5)
    }

    @Test func aReaderThatLeavesEndsTheRunQuietly() throws {
        let outcome = try runShell(
            "{ \"$WEEKDAYS\" expand FREQ=SECONDLY --dtstart 20260101T000000 --count 1000000; echo $? >&2; } | head -1")
        #expect(outcome.stdout == "20260101T000000\n")
        #expect(outcome.stderr == "2\n", "a broken pipe says nothing and is not a death by SIGPIPE")
    }

    // (arguments after the command, stdin redirection, the path named, the error number)
    static let readCases: [(String, String, String, Int32)] = [
        ("validate -", "</tmp", "-", EISDIR),
        ("convert -", "</tmp", "-", EISDIR),
        ("occurrences - --from 20260101 --to 20260201", "</tmp", "-", EISDIR),
        ("validate /proc/self/mem", "", "/proc/self/mem", EIO),
        ("convert /proc/self/mem", "", "/proc/self/mem", EIO),
        ("validate /nonexistent/x.ics", "", "/nonexistent/x.ics", ENOENT),
        ("convert --from jsonl /tmp --to ics", "", "/tmp", EISDIR),
        ("convert --from jsonl - --to ics", "</tmp", "-", EISDIR),
        ("convert --from jsonl /nonexistent.jsonl --to ics", "", "/nonexistent.jsonl", ENOENT),
    ]

    @Test(arguments: readCases)
    func anInputThatCannotBeReadSaysWhy(arguments: String, redirection: String, path: String, code: Int32) throws {
        let outcome = try runShell("\"$WEEKDAYS\" \(arguments) \(redirection) >/dev/null")
        #expect(outcome.status == 2, "\(arguments): \(outcome.stderr)")
        #expect(
            outcome.stderr.contains("weekdays: cannot read \(path): \(systemWords(code))\n"),
            "\(arguments): \(outcome.stderr)")
        #expect(!outcome.stderr.contains("crashed"))
    }
}
