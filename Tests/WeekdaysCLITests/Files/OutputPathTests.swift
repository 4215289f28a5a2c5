import Foundation
import Testing

/// `convert -o PATH` onto whatever is at the path: written whole or not at all, the old
/// file's mode and links kept, special files written directly, the unwritable refused.
@Suite(.tags(.endToEnd)) struct OutputPathTests {
    private let alarm = fixture("alarm.ics")

    /// The records `convert` writes for alarm.ics, to compare what lands in files with.
    private func expectedRecords() throws -> String {
        let outcome = try runBinary(["convert", alarm])
        try #require(outcome.status == 0)
        return outcome.stdout
    }

    private func contents(_ url: URL) throws -> String { try String(contentsOf: url, encoding: .utf8) }

    private func status(_ path: String) -> stat {
        var status = stat()
        _ = lstat(path, &status)
        return status
    }

    // (an input that cannot be read, the error number reading it gives)
    @Test(arguments: [("missing.ics", ENOENT), ("/proc/self/mem", EIO)])
    func aFailedRunLeavesTheOldFileAndNoPartialFile(input: String, code: Int32) throws {
        let folder = try makeScratchFolder("failed-run")
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("old.jsonl")
        try "previous\n".write(to: old, atomically: false, encoding: .utf8)
        let outcome = try runShell("\"$WEEKDAYS\" convert \(alarm) \(input) -o old.jsonl", in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("weekdays: cannot read \(input): \(systemWords(code))"))
        #expect(outcome.stderr.contains("weekdays: old.jsonl not written, since an input could not be read"))
        #expect(try contents(old) == "previous\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["old.jsonl"])
    }

    /// A name of one letter, bare or in a folder, or `-`, is a file like any other; so is
    /// one that begins with a combining mark, which joins the slash before it.
    @Test(arguments: ["x", "sub/y", "-", "sub/\u{301}z"])
    func aShortNameIsWrittenWhole(name: String) throws {
        let folder = try makeScratchFolder("short-name")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let outcome = try runShell("\"$WEEKDAYS\" convert \(alarm) -o '\(name)'", in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try contents(folder.appendingPathComponent(name)) == expectedRecords())
    }

    @Test func aPrivateFileStaysPrivate() throws {
        let folder = try makeScratchFolder("mode")
        defer { try? FileManager.default.removeItem(at: folder) }
        let secret = folder.appendingPathComponent("secret.jsonl")
        try "old\n".write(to: secret, atomically: false, encoding: .utf8)
        chmod(secret.path, 0o600)
        let outcome = try runShell("umask 022; \"$WEEKDAYS\" convert \(alarm) -o secret.jsonl", in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(status(secret.path).st_mode & 0o7777 == 0o600)
        #expect(try contents(secret) == expectedRecords())
    }

    @Test func aSymbolicLinkIsFollowedAndSurvives() throws {
        let folder = try makeScratchFolder("link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let real = folder.appendingPathComponent("real.jsonl")
        try "old\n".write(to: real, atomically: false, encoding: .utf8)
        symlink("real.jsonl", folder.appendingPathComponent("link.jsonl").path)
        let outcome = try runShell("\"$WEEKDAYS\" convert \(alarm) -o link.jsonl", in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(status(folder.appendingPathComponent("link.jsonl").path).st_mode & S_IFMT == S_IFLNK)
        #expect(try contents(real) == expectedRecords())
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["link.jsonl", "real.jsonl"])
    }

    @Test func aLinkToNothingCreatesTheFileItNames() throws {
        let folder = try makeScratchFolder("dangling")
        defer { try? FileManager.default.removeItem(at: folder) }
        symlink("made.jsonl", folder.appendingPathComponent("link.jsonl").path)
        let outcome = try runShell("\"$WEEKDAYS\" convert \(alarm) -o link.jsonl", in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(status(folder.appendingPathComponent("link.jsonl").path).st_mode & S_IFMT == S_IFLNK)
        #expect(try contents(folder.appendingPathComponent("made.jsonl")) == expectedRecords())
    }

    @Test func everyHardLinkSeesTheNewContents() throws {
        let folder = try makeScratchFolder("hard-link")
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("first.jsonl")
        let second = folder.appendingPathComponent("second.jsonl")
        try "old\n".write(to: first, atomically: false, encoding: .utf8)
        link(first.path, second.path)
        let inode = status(first.path).st_ino
        let outcome = try runShell("\"$WEEKDAYS\" convert \(alarm) -o first.jsonl", in: folder)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(status(first.path).st_ino == inode, "the file was replaced, not written")
        #expect(status(second.path).st_nlink == 2)
        #expect(try contents(second) == expectedRecords())
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 2)
    }

    @Test func standardOutputAndDevicesAreWrittenDirectly() throws {
        let expected = try expectedRecords()
        let throughStdout = try runShell("\"$WEEKDAYS\" convert \(alarm) -o /dev/stdout 2>/dev/null")
        #expect(throughStdout.status == 0)
        #expect(throughStdout.stdout == expected)
        #expect(status("/dev/stdout").st_mode & S_IFMT == S_IFLNK, "/dev/stdout is still a link")
        let null = try runShell("\"$WEEKDAYS\" convert \(alarm) -o /dev/null")
        #expect(null.status == 0)
        #expect(status("/dev/null").st_mode & S_IFMT == S_IFCHR, "/dev/null is still a device")
        let full = try runShell("\"$WEEKDAYS\" convert \(alarm) -o /dev/full")
        #expect(full.status == 2)
        #expect(full.stderr.contains("weekdays: cannot write /dev/full: \(systemWords(ENOSPC))"))
    }

    @Test func aFIFOIsWrittenNotReplaced() throws {
        let folder = try makeScratchFolder("fifo")
        defer { try? FileManager.default.removeItem(at: folder) }
        mkfifo(folder.appendingPathComponent("pipe").path, 0o600)
        let outcome = try runShell(
            "cat pipe > copy & \"$WEEKDAYS\" convert \(alarm) -o pipe 2>/dev/null; status=$?; wait; exit $status",
            in: folder)
        #expect(outcome.status == 0)
        #expect(status(folder.appendingPathComponent("pipe").path).st_mode & S_IFMT == S_IFIFO)
        #expect(try contents(folder.appendingPathComponent("copy")) == expectedRecords())
    }

    // (what is at the path, the message)
    static let refusals: [(String, String)] = [
        ("mkdir target", "weekdays: cannot write target: \(systemWords(EISDIR))"),
        ("echo old > target; chmod 444 target", "weekdays: cannot write target: the file is read-only"),
        ("", "weekdays: cannot write missing/target: \(systemWords(ENOENT))"),
    ]

    @Test(arguments: refusals)
    func whatCannotBeWrittenIsRefused(setup: String, message: String) throws {
        let folder = try makeScratchFolder("refused")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = setup.isEmpty ? "missing/target" : "target"
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        let outcome = try runShell(
            "\(setup.isEmpty ? ":" : setup); \"$WEEKDAYS\" convert \(alarm) -o \(path)", in: folder)
        #expect(outcome.status == 2)
        #expect(outcome.stderr == message + "\n")
        #expect(!outcome.stderr.contains("NSCocoaErrorDomain"))
        let target = folder.appendingPathComponent("target")
        if setup.contains("echo") { #expect(try contents(target) == "old\n") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count <= before.count + 1)
    }
}
