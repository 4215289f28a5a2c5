import Foundation
import Testing
@testable import WeekdaysCLI

/// `convert --paths-from`: the inputs listed in a file or on standard input, one a line.
@Suite struct ConvertPathsFromTests {
    /// The `path` of every record, in output order.
    private func recordPaths(_ stdout: String) throws -> [String] {
        try stdout.split(separator: "\n").map { try #require(jsonObject(String($0))["path"] as? String) }
    }

    /// How many VEVENT, VTODO and VJOURNAL components of a file hold an RRULE line, counted
    /// from the text alone (the fixtures' components do not nest and their lines are not folded
    /// inside the property names).
    private func recurringComponents(in path: String) throws -> Int {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var count = 0
        var inside = false
        var hasRule = false
        for line in text.split(whereSeparator: \.isNewline) {
            switch line {
            case "BEGIN:VEVENT", "BEGIN:VTODO", "BEGIN:VJOURNAL":
                inside = true
                hasRule = false
            case "END:VEVENT", "END:VTODO", "END:VJOURNAL":
                if inside && hasRule { count += 1 }
                inside = false
            default:
                if inside && (line.hasPrefix("RRULE:") || line.hasPrefix("RRULE;")) { hasRule = true }
            }
        }
        return count
    }

    /// A list file in a folder of its own, removed by the caller.
    private func listFile(_ text: String) throws -> (folder: URL, path: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "weekdays-paths-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let path = folder.appendingPathComponent("paths.txt").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return (folder, path)
    }

    // MARK: - Reading the list

    /// Lists given one after another are all read, in order, after the PATH arguments.
    @Test func everyListIsReadInTurn() throws {
        let (first, firstList) = try listFile(fixture("todo.ics") + "\n")
        defer { try? FileManager.default.removeItem(at: first) }
        let (second, secondList) = try listFile(fixture("thunderbird.ics") + "\n")
        defer { try? FileManager.default.removeItem(at: second) }
        let outcome = run(
            "convert", fixture("alarm.ics"), "--paths-from", firstList, "--paths-from", secondList,
            stdin: Data())
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let paths = try recordPaths(outcome.stdout)
        let expected =
            try [fixture("alarm.ics"), fixture("todo.ics"), fixture("thunderbird.ics")].flatMap { file in
                Array(repeating: file, count: try recurringComponents(in: file))
            }
        #expect(paths == expected)
    }

    @Test func standardInputIsOneListAtMost() {
        let outcome = run("convert", "--paths-from", "-", "--paths-from", "-", stdin: Data())
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("'--paths-from -' can be given once"), "\(outcome.stderr)")
    }

    /// No path holds a NUL byte: a list line with one is refused, by its line, before
    /// anything is read.
    @Test func aPathWithANULByteIsRefused() {
        let list = Data((fixture("alarm.ics") + "\n" + fixture("todo.ics") + "\u{0}junk\n").utf8)
        let outcome = run("convert", "--paths-from", "-", stdin: list)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("path list -, line 2: a path cannot hold a NUL byte"), "\(outcome.stderr)")
    }

    @Test func standardInputListConvertsEveryListedFileInOrder() throws {
        let files = [fixture("todo.ics"), fixture("alarm.ics"), fixture("thunderbird.ics")]
        // A blank line, a line of spaces, and a CRLF line end are all part of real lists.
        let list = "\(files[0])\n\n   \n\(files[1])\r\n\(files[2])"
        let outcome = run("convert", "--paths-from", "-", stdin: Data(list.utf8))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let expected = try files.flatMap { path in Array(repeating: path, count: try recurringComponents(in: path)) }
        #expect(try recordPaths(outcome.stdout) == expected)
        #expect(outcome.stderr.contains("\(expected.count) recurring components read, \(expected.count) records"))
    }

    @Test func listedPathsFollowThePathArguments() throws {
        let (folder, list) = try listFile("\(fixture("alarm.ics"))\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let outcome = run("convert", fixture("todo.ics"), "--paths-from", list, "--to", "csv")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = CSV.rows(outcome.stdout).dropFirst().map { $0.fields[0] }
        let todo = try recurringComponents(in: fixture("todo.ics"))
        let alarm = try recurringComponents(in: fixture("alarm.ics"))
        #expect(
            rows == Array(repeating: fixture("todo.ics"), count: todo)
                + Array(repeating: fixture("alarm.ics"), count: alarm))
    }

    @Test func listedFolderMeansItsCalendarFiles() throws {
        let (folder, list) = try listFile(packageRoot.appendingPathComponent("Fixtures").path + "\n")
        defer { try? FileManager.default.removeItem(at: folder) }
        let listed = run("convert", "--paths-from", list)
        let argument = run("convert", packageRoot.appendingPathComponent("Fixtures").path)
        #expect(listed.status == argument.status)
        #expect(listed.stdout == argument.stdout)
        #expect(try Set(recordPaths(listed.stdout)).contains(fixture("alarm.ics")))
    }

    /// A worker handed no paths (an empty share of a split list) has nothing to say.
    @Test func emptyListConvertsNothingAndSucceeds() {
        let outcome = run("convert", "--paths-from", "-", stdin: Data("\n\n".utf8))
        #expect(outcome.status == 0)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.contains("0 recurring components read, 0 records written"))
    }

    @Test func exportReadsTheListedRecordFiles() throws {
        let (folder, list) = try listFile("")
        defer { try? FileManager.default.removeItem(at: folder) }
        let records = folder.appendingPathComponent("records.jsonl").path
        let record =
            #"{"uid": "gym-1", "summary": "Gym", "dtstart": "20261130T180000", "tzid": null, "selection": [2, 4, 6]}"#
        try (record + "\n").write(toFile: records, atomically: true, encoding: .utf8)
        try "\(records)\n".write(toFile: list, atomically: true, encoding: .utf8)
        let outcome = run("convert", "--from", "jsonl", "--paths-from", list, "--to", "ics")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // Weekday 2 is Monday, 4 Wednesday, 6 Friday (RFC 5545 MO, WE, FR).
        #expect(outcome.stdout.contains("UID:gym-1\r\n"))
        #expect(outcome.stdout.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR"))
    }

    // MARK: - Errors

    @Test func unreadableListedPathIsReportedAndTheRestConvert() throws {
        let missing = "/nonexistent/weekdays-\(UUID().uuidString).ics"
        let outcome = run("convert", "--paths-from", "-", stdin: Data("\(missing)\n\(fixture("alarm.ics"))\n".utf8))
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("weekdays: cannot read \(missing): \(systemWords(ENOENT))\n"))
        let alarm = try recurringComponents(in: fixture("alarm.ics"))
        #expect(try recordPaths(outcome.stdout) == Array(repeating: fixture("alarm.ics"), count: alarm))
    }

    @Test func unreadableListIsAnErrorBeforeAnyInput() {
        for list in ["/nonexistent/paths.txt", packageRoot.appendingPathComponent("Fixtures").path] {
            let outcome = run("convert", fixture("alarm.ics"), "--paths-from", list)
            #expect(outcome.status == 2)
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.stderr == "weekdays: cannot read path list \(list)\n")
        }
    }

    // ('-' as a PATH argument, the list's text)
    @Test(arguments: [(true, fixture("alarm.ics") + "\n"), (false, "-\n")])
    func standardInputCannotBeBothTheListAndAnInput(dashArgument: Bool, list: String) {
        let arguments = ["convert", "--paths-from", "-"] + (dashArgument ? ["-"] : [])
        var context = CommandContext(environment: ["LANG": "en_US.UTF-8"], readStandardInput: { Data(list.utf8) })
        let status = WeekdaysCommand.main(["weekdays"] + arguments, context: &context)
        #expect(status == 2)
        #expect(context.stdout.isEmpty)
        #expect(context.stderr.hasPrefix("weekdays: '-' cannot be an input when '--paths-from -'"))
        #expect(context.stderr.contains("See 'weekdays convert --help'."))
    }

    // MARK: - The binary

    /// The way xargs, GNU parallel and Spark use it: the list piped into the built tool.
    @Test(.tags(.endToEnd)) func binaryReadsTheListFromItsStandardInput() throws {
        let files = [fixture("alarm.ics"), fixture("broken-rules.ics")]
        let outcome = try runBinary(
            ["convert", "--paths-from", "-", "--jobs", "2"], stdin: Data(files.joined(separator: "\n").utf8))
        #expect(outcome.status == 1, "broken-rules.ics holds rules libical rejects: \(outcome.stderr)")
        let expected = try files.flatMap { path in Array(repeating: path, count: try recurringComponents(in: path)) }
        #expect(try recordPaths(outcome.stdout) == expected)
        let byArguments = try runBinary(["convert"] + files + ["--jobs", "2"])
        #expect(outcome.stdout == byArguments.stdout)
        #expect(outcome.stderr == byArguments.stderr)
    }

    /// A list given by the name of a pipe, as `--paths-from <(find …)` gives it.
    @Test(.tags(.endToEnd)) func binaryReadsAListFromAPipeByName() throws {
        let outcome = try runBinary(
            ["convert", "--paths-from", "/dev/stdin"], stdin: Data("\(fixture("alarm.ics"))\n".utf8))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let expected = try recurringComponents(in: fixture("alarm.ics"))
        #expect(try recordPaths(outcome.stdout) == Array(repeating: fixture("alarm.ics"), count: expected))
    }
}
