import Foundation
import Testing

/// A folder argument reads its regular `.ics` files only: FIFOs, devices and links to
/// them are refused with the reason (never opened, so nothing blocks), and a folder that
/// cannot be listed is an error, not "0 components".
@Suite(.tags(.endToEnd)) struct FolderScanTests {
    /// A folder with one good calendar and every kind of entry that must not be opened.
    private func hostileFolder() throws -> URL {
        let folder = try makeScratchFolder("scan")
        try FileManager.default.copyItem(
            atPath: fixture("alarm.ics"), toPath: folder.appendingPathComponent("a.ics").path)
        mkfifo(folder.appendingPathComponent("fifo.ics").path, 0o600)
        symlink("/dev/zero", folder.appendingPathComponent("zero.ics").path)
        return folder
    }

    // (the command, with FOLDER for the folder)
    static let commands: [[String]] = [
        ["validate", "FOLDER"], ["convert", "FOLDER"],
        ["occurrences", "FOLDER", "--from", "20261130", "--to", "20261207"],
        ["week", "20261130", "--calendar", "FOLDER"],
    ]

    @Test(arguments: commands)
    func specialFilesAreReportedNotOpened(command: [String]) throws {
        let folder = try hostileFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = command.map { $0 == "FOLDER" ? folder.path : $0 }.map { "'\($0)'" }.joined(separator: " ")
        // timeout(1) stands guard: a FIFO opened for reading would block for ever.
        let outcome = try runShell("timeout 30 \"$WEEKDAYS\" \(arguments)")
        #expect(outcome.status == 2, "\(command): \(outcome.stderr)")
        #expect(
            outcome.stderr.contains(
                "weekdays: cannot read \(folder.path)/fifo.ics: not a regular file (a FIFO), so it is not read\n"))
        #expect(
            outcome.stderr.contains(
                "weekdays: cannot read \(folder.path)/zero.ics: not a regular file (a device), so it is not read\n"))
    }

    @Test func theRegularFilesAreStillRead() throws {
        let folder = try hostileFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = try runShell("timeout 30 \"$WEEKDAYS\" validate --format json '\(folder.path)'")
        #expect(outcome.status == 2)
        let files = try #require(try jsonObject(outcome.stdout)["files"] as? [[String: Any]])
        #expect(
            files.compactMap { $0["path"] as? String }.map { ($0 as NSString).lastPathComponent } == [
                "a.ics", "fifo.ics", "zero.ics",
            ])
        // alarm.ics holds six components, five of them with a rule.
        #expect(files.first?["components"] as? Int == 6)
    }

    /// What runs the binary as a user a mode-000 folder stops: nothing for an ordinary
    /// user; for root (who lists any folder), setpriv(1) as nobody, if that can run it.
    static let unprivilegedPrefix: String? = {
        guard geteuid() == 0 else { return "" }
        let prefix = "/usr/bin/setpriv --reuid=65534 --regid=65534 --clear-groups "
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
            (try? runShell(prefix + "\"$WEEKDAYS\" --version >/dev/null"))?.status == 0
        else { return nil }
        return prefix
    }()

    @Test(
        .enabled(
            if: unprivilegedPrefix != nil,
            "running as root, and nobody cannot run the binary through setpriv(1): no folder is unreadable"))
    func aFolderThatCannotBeListedIsAnError() throws {
        let prefix = try #require(Self.unprivilegedPrefix)
        let folder = try makeScratchFolder("locked")
        defer {
            chmod(folder.path, 0o700)
            try? FileManager.default.removeItem(at: folder)
        }
        try FileManager.default.copyItem(
            atPath: fixture("alarm.ics"), toPath: folder.appendingPathComponent("a.ics").path)
        chmod(folder.path, 0o000)
        for command in ["validate", "convert"] {
            let outcome = try runShell("\(prefix)\"$WEEKDAYS\" \(command) '\(folder.path)'")
            #expect(outcome.status == 2, "\(command): \(outcome.stderr)")
            #expect(
                outcome.stderr.contains("weekdays: cannot read \(folder.path): \(systemWords(EACCES))\n"),
                "\(command): \(outcome.stderr)")
        }
    }
}
