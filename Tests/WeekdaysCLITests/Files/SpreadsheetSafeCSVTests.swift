import Foundation
import Testing

/// `convert --to csv` writes cells a spreadsheet shows as text: none starts a formula,
/// none carries a terminal escape; plain numbers stay numbers; reading the CSV back
/// gives the records as they were.
@Suite(.tags(.endToEnd)) struct SpreadsheetSafeCSVTests {
    /// One event a summary and UID each; `\u{1B}` reaches the file as the raw byte.
    private static func calendar(_ events: [(uid: String, summary: String)]) -> String {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//csv//EN\r\n"
        for event in events {
            text +=
                "BEGIN:VEVENT\r\nUID:\(event.uid)\r\nSUMMARY:\(event.summary)\r\n"
                + "DTSTART:20261130T090000\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\r\nEND:VEVENT\r\n"
        }
        return text + "END:VCALENDAR\r\n"
    }

    // (UID, SUMMARY as written in the .ics, the summary a spreadsheet must get)
    static let cells: [(String, String, String)] = [
        ("formula-1", "=HYPERLINK(\"http://x\")", "'=HYPERLINK(\"http://x\")"),
        ("formula-2", "+cmd|' /C calc'!A0", "'+cmd|' /C calc'!A0"),
        ("formula-3", "-2+3", "'-2+3"),
        ("formula-4", "@SUM(A1)", "'@SUM(A1)"),
        ("number-1", "-5", "-5"),
        ("number-2", "+1.5", "+1.5"),
        ("escape", "red \u{1B}[31mtext", "red \\u{1B}[31mtext"),
        ("plain", "Lunch\\, team", "Lunch, team"),
    ]

    /// The CSV's rows as Python's csv module reads them: a reader that is not ours.
    private func rowsReadByPython(_ csv: String) throws -> [[String]] {
        let folder = try makeScratchFolder("csv")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.csv")
        try csv.write(to: file, atomically: false, encoding: .utf8)
        let outcome = try runShell(
            "python3 -c 'import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], newline=\"\")))))' "
                + "'\(file.path)'")
        try #require(outcome.status == 0, "\(outcome.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [[String]])
    }

    @Test func cellsAreSafeInASpreadsheet() throws {
        let ics = Self.calendar(Self.cells.map { ($0.0, $0.1) } + [("=uid", "x")])
        let outcome = try runBinary(["convert", "-", "--to", "csv"], stdin: Data(ics.utf8))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let rows = try rowsReadByPython(outcome.stdout)
        try #require(rows.count == Self.cells.count + 2)
        let summaries = Dictionary(uniqueKeysWithValues: rows.dropFirst().map { ($0[1], $0[2]) })
        for (uid, _, expected) in Self.cells {
            #expect(summaries[uid] == expected, "\(uid)")
        }
        #expect(summaries["'=uid"] == "x", "a UID is a cell like any other")
        for cell in rows.joined() {
            #expect(!cell.unicodeScalars.contains { $0.value == 0x1B }, "a raw escape in \(cell.debugDescription)")
        }
    }

    @Test func theCSVReadsBackAsTheRecordsWere() throws {
        let ics = Self.calendar(Self.cells.filter { !$0.0.hasPrefix("escape") }.map { ($0.0, $0.1) })
        let csv = try runBinary(["convert", "-", "--to", "csv"], stdin: Data(ics.utf8))
        let back = try runBinary(["convert", "--from", "csv", "-", "--to", "ics"], stdin: Data(csv.stdout.utf8))
        #expect(back.status == 0, "\(back.stderr)")
        for (uid, summary, _) in Self.cells where !uid.hasPrefix("escape") {
            #expect(back.stdout.contains("UID:\(uid)\r\n"), "\(uid)")
            #expect(back.stdout.contains("SUMMARY:\(summary)\r\n"), "\(uid): \(back.stdout)")
        }
    }
}
