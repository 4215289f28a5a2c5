import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// A temporary folder that cannot be used (read-only, or full) is said once, in words that
/// say what the run did about it, and the output is the same as with a usable one.
///
/// Root may write into a folder without write permission, so each folder is a small tmpfs
/// mounted, in a mount namespace of the run's own (`unshare -m`), over an empty folder:
/// read-only, or full. Where that cannot be done (no privilege), the tests do not run.
@Suite(.enabled(if: PrivateMount.works)) struct TemporaryFolderMessageTests {
    /// The spooling run of ``FilePrivacyTests``: a calendar given by name, two months a minute apart.
    static let arguments = [
        "occurrences", "minutely.ics", "--from", "20260101", "--to", "20260301", "--format", "jsonl",
    ]
    static let counts =
        "weekdays: \(FilePrivacyTests.minutesInWindow) occurrences of 1 series in 1 components; 0 problems\n"

    /// The output of the run with a temporary folder that works.
    static func expectedOutput(in folder: URL) throws -> BoundedOutcome {
        let outcome = try runBounded(arguments, folder: folder, seconds: 120)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == counts)
        return outcome
    }

    /// A folder holding the calendar and an empty folder to mount over.
    static func makeFolders() throws -> (work: URL, temporary: URL) {
        let work = try makeScratchFolder("temporary-folder")
        try FilePrivacyTests.minutely.write(to: work.appendingPathComponent("minutely.ics"))
        let temporary = work.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: false)
        return (work, temporary)
    }

    @Test func aReadOnlyFolderIsSaidOnceAndTheOccurrencesAreAllThere() throws {
        let (work, temporary) = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(at: work) }
        let expected = try Self.expectedOutput(in: work)
        let outcome = try runBounded(
            Self.arguments, environment: ["TMPDIR": temporary.path], folder: work, seconds: 120,
            launcher: PrivateMount.launcher(mounting: "ro,size=64k"))
        expectWithinBounds(outcome, seconds: 120, mebibytes: 600)
        #expect(outcome.status == 0)
        #expect(
            outcome.stderr
                == "weekdays: the temporary folder \(temporary.path) cannot be used (Read-only file system); "
                + "the occurrences were held in memory instead\n" + Self.counts)
        #expect(outcome.stdout == expected.stdout)
    }

    @Test func aFullFolderIsSaidOnceAndTheOccurrencesAreAllThere() throws {
        let (work, temporary) = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(at: work) }
        let expected = try Self.expectedOutput(in: work)
        // One page of room, taken by a file written until the file system says it is full.
        let outcome = try runBounded(
            Self.arguments, environment: ["TMPDIR": temporary.path], folder: work, seconds: 120,
            launcher: PrivateMount.launcher(
                mounting: "size=4k", then: "head -c 65536 /dev/zero >\"$TMPDIR/fill\" 2>/dev/null;"))
        expectWithinBounds(outcome, seconds: 120, mebibytes: 600)
        #expect(outcome.status == 0)
        #expect(
            outcome.stderr
                == "weekdays: the temporary folder \(temporary.path) cannot be used (No space left on device); "
                + "the occurrences were held in memory instead\n" + Self.counts)
        #expect(outcome.stdout == expected.stdout)
    }

    /// `week --calendar` holds at most ``CalendarDays/occurrenceLimit`` occurrences a
    /// reading, which its spool keeps in memory: an unusable temporary folder changes
    /// nothing, and nothing is said of it (three events a minute fill a week past the limit,
    /// which is said in both runs).
    @Test func theWeekViewNeedsNoTemporaryFolder() throws {
        let (work, temporary) = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(at: work) }
        let events = (0..<3).map { index in
            "BEGIN:VEVENT\r\nUID:minute-\(index)\r\nDTSTAMP:20260101T000000Z\r\nDTSTART:20260101T00000\(index)Z\r\n"
                + "SUMMARY:Minute \(index)\r\nRRULE:FREQ=MINUTELY\r\nEND:VEVENT\r\n"
        }
        let calendar =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//weekdays tests//EN\r\n" + events.joined()
            + "END:VCALENDAR\r\n"
        try Data(calendar.utf8).write(to: work.appendingPathComponent("minutes.ics"))
        let arguments = ["week", "20260105", "--calendar", "minutes.ics", "--tz", "UTC", "--plain"]
        let expected = try runBounded(arguments, folder: work, seconds: 120)
        #expect(expected.status == 0)
        #expect(
            expected.stderr
                == "weekdays: the window holds more than 10000 occurrences: reading stopped after 10000, "
                + "so the occurrences of later components are left out\n")
        let outcome = try runBounded(
            arguments, environment: ["TMPDIR": temporary.path], folder: work, seconds: 120,
            launcher: PrivateMount.launcher(mounting: "ro,size=64k"))
        expectWithinBounds(outcome, seconds: 120, mebibytes: 600)
        #expect(outcome.status == 0)
        #expect(outcome.stderr == expected.stderr)
        #expect(outcome.stdout == expected.stdout)
    }

    /// Standard input must be kept to be read twice, and memory is no place for an input of
    /// any length: the run stops, saying why.
    @Test func standardInputThatCannotBeKeptIsRefusedInWords() throws {
        let (work, temporary) = try Self.makeFolders()
        defer { try? FileManager.default.removeItem(at: work) }
        let outcome = try runBounded(
            ["occurrences", "-", "--from", "20260101", "--to", "20260102"], stdin: FilePrivacyTests.minutely,
            environment: ["TMPDIR": temporary.path], folder: work, seconds: 60,
            launcher: PrivateMount.launcher(mounting: "ro,size=64k"))
        expectWithinBounds(outcome, seconds: 60, mebibytes: 200)
        #expect(outcome.status == 2)
        #expect(
            outcome.stderr
                == "weekdays: cannot read -: cannot keep its bytes for a second reading: the temporary folder "
                + "\(temporary.path) cannot be used (Read-only file system)\n"
                + "weekdays: 0 occurrences of 0 series in 0 components; 0 problems\n")
        #expect(outcome.stdout.isEmpty)
    }
}

/// A tmpfs mounted over `$TMPDIR` in a mount namespace of the run's own, so nothing outside
/// the run sees it and it goes with the run.
enum PrivateMount {
    /// Whether this system lets the tests do it (root, or the privilege to mount).
    static let works: Bool = {
        guard let folder = try? makeScratchFolder("mount-probe") else { return false }
        defer { try? FileManager.default.removeItem(at: folder) }
        let probe = try? runShell("unshare -m sh -c 'mount -t tmpfs -o size=4k tmpfs \"$0\"' '\(folder.path)'")
        return probe?.status == 0
    }()

    /// The launcher for ``runBounded(_:stdin:environment:folder:seconds:keepOutput:launcher:)``:
    /// mounts a tmpfs with `options` on `$TMPDIR`, runs `then`, then becomes the binary.
    static func launcher(mounting options: String, then setup: String = "") -> [String] {
        [
            "/usr/bin/unshare", "-m", "/bin/sh", "-c",
            "mount -t tmpfs -o \(options) tmpfs \"$TMPDIR\" && \(setup) exec \"$@\"", "sh",
        ]
    }
}
