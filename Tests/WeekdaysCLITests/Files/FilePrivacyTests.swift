import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// No file a run creates is readable by another user at any moment: the spool of a large
/// window, the copy of standard input, the partial file of `-o`.
///
/// Each run has umask 000, so a file opened with mode 0666 and narrowed afterwards would be
/// world-readable at birth; the folders are watched with inotify (``FolderCreationWatch``)
/// for every name created and every later change of its mode or owner.
@Suite struct FilePrivacyTests {
    /// A private calendar: one event a minute, so a window of two months holds about 89,000
    /// occurrences, more than the spool keeps in memory.
    static let minutely = Data(
        """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//weekdays tests//EN\r
        BEGIN:VEVENT\r
        UID:secret-minute\r
        DTSTAMP:20260101T000000Z\r
        DTSTART:20260101T000000Z\r
        SUMMARY:Secret appointment\r
        RRULE:FREQ=MINUTELY\r
        END:VEVENT\r
        END:VCALENDAR\r

        """.utf8)

    /// January and February 2026, a minute apart.
    static let minutesInWindow = (31 + 28) * 24 * 60

    /// Runs the binary with umask 000.
    static let openUmask = ["/bin/sh", "-c", "umask 000 && exec \"$@\"", "sh"]

    @Test func theSpoolAndTheCopyOfStandardInputAreNeverReadableByOthers() throws {
        let temporary = try makeScratchFolder("private-spool")
        defer { try? FileManager.default.removeItem(at: temporary) }
        let watch = try FolderCreationWatch([temporary])
        let outcome = try runBounded(
            ["occurrences", "-", "--from", "20260101", "--to", "20260301", "--format", "jsonl"],
            stdin: Self.minutely, environment: ["TMPDIR": temporary.path], seconds: 120, keepOutput: true,
            launcher: Self.openUmask)
        let events = watch.stop()
        expectWithinBounds(outcome, seconds: 120, mebibytes: 400)
        #expect(outcome.status == 0)
        // Nothing about the temporary folder on stderr: the spool and the copy were written there.
        #expect(
            outcome.stderr == "weekdays: \(Self.minutesInWindow) occurrences of 1 series in 1 components; 0 problems\n")
        #expect(outcome.text.split(separator: "\n").count == Self.minutesInWindow)
        if UnnamedFileProbe.works(in: temporary) {
            // The files have no name at all, so none can be opened by one, and a SIGKILL
            // leaves nothing behind.
            #expect(events.creations.map(\.path) == [])
        }
        for creation in events.creations {
            #expect(creation.mode.map { $0 & 0o077 == 0 } ?? true, "\(creation.path) was born \(creation.mode ?? 0)")
        }
        #expect(events.attributeChanges == [], "modes or owners changed after creation")
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path) == [])
    }

    @Test func thePartialFileOfAPrivateTargetIsBornPrivate() throws {
        let folder = try makeScratchFolder("private-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("rec.jsonl")
        try Data("old\n".utf8).write(to: target)
        #expect(chmod(target.path, 0o600) == 0)
        let watch = try FolderCreationWatch([folder])
        let outcome = try runBounded(
            ["convert", fixture("google.ics"), "-o", target.path], seconds: 60, launcher: Self.openUmask)
        let events = watch.stop()
        expectWithinBounds(outcome, seconds: 60, mebibytes: 200)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let partials = events.creations.filter { $0.path.hasSuffix(".partial") }
        #expect(partials.count == 1, "\(events.creations.map(\.path))")
        for partial in partials {
            #expect(partial.mode.map { $0 & 0o077 == 0 } ?? true, "\(partial.path) was born \(partial.mode ?? 0)")
            // An `fchmod` or `fchown` after creation shows here: the mode seen is the mode it was born with.
            #expect(!events.attributeChanges.contains(partial.path))
        }
        #expect(Self.mode(of: target.path) == 0o600)
        #expect(try Data(contentsOf: target) != Data("old\n".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["rec.jsonl"])
    }

    @Test func aNewTargetTakesTheUmaskFromBirth() throws {
        let folder = try makeScratchFolder("new-output")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("new.jsonl")
        let watch = try FolderCreationWatch([folder])
        let outcome = try runBounded(
            ["convert", fixture("google.ics"), "-o", target.path], seconds: 60,
            launcher: ["/bin/sh", "-c", "umask 077 && exec \"$@\"", "sh"])
        let events = watch.stop()
        expectWithinBounds(outcome, seconds: 60, mebibytes: 200)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(events.creations.count == 1)
        for creation in events.creations {
            #expect(creation.mode.map { $0 & 0o077 == 0 } ?? true, "\(creation.path) was born \(creation.mode ?? 0)")
        }
        #expect(events.attributeChanges == [])
        #expect(Self.mode(of: target.path) == 0o600)
    }

    /// The permission bits of a file.
    static func mode(of path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? status.st_mode & 0o7777 : 0
    }
}

/// Whether a folder's file system makes files without a name (`O_TMPFILE`), where the run's
/// temporary files must leave no name at all.
enum UnnamedFileProbe {
    static func works(in folder: URL) -> Bool {
        #if os(Linux) && (arch(x86_64) || arch(arm64))
            // `O_TMPFILE`, which Glibc defines as a macro Swift does not import.
            let descriptor = open(folder.path, 0o2000_0000 | O_DIRECTORY | O_RDWR, 0o600)
            guard descriptor >= 0 else { return false }
            close(descriptor)
            return true
        #else
            return false
        #endif
    }
}
