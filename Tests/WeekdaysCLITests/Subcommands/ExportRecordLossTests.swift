import Foundation
import Testing

/// `convert --to ics` loses no record without a word.
///
/// Each record it cannot write as given is an error naming its input, its line and the real cause, and the records around it
/// are written. Every case runs the built binary, bounded in time and memory.
@Suite(.tags(.endToEnd)) struct ExportRecordLossTests {
    /// Runs `convert --from FORM records --to ics` on `records`, written to a file of that
    /// name in a folder of its own, and checks the run stayed within its bounds.
    static func export(_ records: Data, form: String, name: String) throws -> BoundedOutcome {
        let folder = try makeScratchFolder("records")
        defer { try? FileManager.default.removeItem(at: folder) }
        try records.write(to: folder.appendingPathComponent(name))
        let outcome = try runBounded(
            ["convert", "--from", form, name, "--to", "ics"], folder: folder, seconds: 60)
        expectWithinBounds(outcome, seconds: 60, mebibytes: 200)
        return outcome
    }

    /// The calendar's lines that start with `name:` (`UID`, `SUMMARY`, `DTSTART`), in order.
    static func properties(_ name: String, in calendar: String) -> [String] {
        calendar.components(separatedBy: "\r\n").filter { $0.hasPrefix(name + ":") || $0.hasPrefix(name + ";") }
    }

    // MARK: - CSV

    /// One stray quote is an error of its row, not of the file: the 1,000 rows after it are
    /// written.
    @Test func aStrayQuoteIsAnErrorOfItsRowOnly() throws {
        var csv = "uid,summary,dtstart,tzid,selection\n" + "x0,6\" ruler,20261130,,2\n"
        for index in 1...1000 { csv += "x\(index),Row \(index),20261130,,2\n" }
        let outcome = try Self.export(Data(csv.utf8), form: "csv", name: "q.csv")
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr
                == "weekdays: q.csv: line 2: field 2 holds a quote but does not start with one; RFC 4180 quotes "
                + "such a field whole and doubles the quotes in it\n"
                + "weekdays: 1001 records read, 1000 events written, 1 errors\n")
        #expect(Self.properties("UID", in: outcome.text) == (1...1000).map { "UID:x\($0)" })
    }

    /// Two stray quotes on two rows no longer pair up into one record: each row is an error
    /// with its own line, and the row after them is written.
    @Test func twoStrayQuotesDoNotMergeTwoRecords() throws {
        let csv =
            "uid,summary,dtstart,tzid,selection\r\n" + "x0,6\" ruler,20261130,,2\r\n" + "x1,12\" ruler,20261130,,2\r\n"
            + "x2,\"Gym, evening\",20261130,,2\r\n"
        let outcome = try Self.export(Data(csv.utf8), form: "csv", name: "q.csv")
        #expect(outcome.status == 1)
        let rule =
            "holds a quote but does not start with one; RFC 4180 quotes such a field whole and doubles the quotes in it"
        #expect(
            outcome.stderr
                == "weekdays: q.csv: line 2: field 2 \(rule)\n"
                + "weekdays: q.csv: line 3: field 2 \(rule)\n"
                + "weekdays: 3 records read, 1 events written, 2 errors\n")
        #expect(Self.properties("UID", in: outcome.text) == ["UID:x2"])
        #expect(Self.properties("SUMMARY", in: outcome.text) == ["SUMMARY:Gym\\, evening"])
    }

    /// A quote never closed is an error of the row it opens in; the lines after that row's
    /// first are read again as rows.
    @Test func aQuoteNeverClosedLeavesTheRowsAfterIt() throws {
        let csv =
            "uid,summary,dtstart,tzid,selection\n" + "a,Run,20261130,,2\n" + "b,\"Gym,20261130,,2\n"
            + "c,Swim,20261201,,3\n" + "d,Walk,20261202,,4\n"
        let outcome = try Self.export(Data(csv.utf8), form: "csv", name: "open.csv")
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr
                == "weekdays: open.csv: line 3: field 2 opens a quote that is never closed\n"
                + "weekdays: 4 records read, 3 events written, 1 errors\n")
        #expect(Self.properties("UID", in: outcome.text) == ["UID:a", "UID:c", "UID:d"])
    }

    /// A row with more or fewer fields than the header is an error: its extra fields would be
    /// dropped, its missing ones read as absent.
    @Test func aRowOfAnotherWidthThanTheHeaderIsAnError() throws {
        let csv =
            "\u{FEFF}uid,summary,dtstart,tzid,selection\n" + "a,Run,20261130,,2,extra\n" + "b,Run,20261130\n"
            + "c,Run,20261130,,2\n"
        let outcome = try Self.export(Data(csv.utf8), form: "csv", name: "w.csv")
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr
                == "weekdays: w.csv: line 2: the row has 6 fields where the header on line 1 names 5\n"
                + "weekdays: w.csv: line 3: the row has 3 fields where the header on line 1 names 5\n"
                + "weekdays: 3 records read, 1 events written, 2 errors\n")
        #expect(Self.properties("UID", in: outcome.text) == ["UID:c"], "the byte order mark is not part of `uid`")
    }

    /// A header that cannot name the fields makes the input no records at all.
    @Test func aHeaderNamingAFieldTwiceIsRefused() throws {
        let csv = "uid,summary,uid,dtstart,selection\nx,Run,y,20261130,2\n"
        let outcome = try Self.export(Data(csv.utf8), form: "csv", name: "h.csv")
        #expect(outcome.status == 2)
        #expect(outcome.stderr == "weekdays: h.csv is not CSV records: its header on line 1 names `uid` twice\n")
        #expect(outcome.stdout.isEmpty)
    }

    // MARK: - JSON Lines

    /// Each record with text iCalendar cannot hold, a value of the wrong type, a UID already
    /// written, or a line that is not JSON as RFC 8259 reads it, is an error that names the
    /// cause; line breaks in a summary and the names of UTC are read as meant.
    @Test func everyRecordIsWrittenOrNamedAsAnError() throws {
        let lines: [String] = [
            #"{"uid":"a\u0000one","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"a\u0000two","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"nul","summary":"nul \u0000 tail","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"esc","summary":"red \u001b[31m","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"bel","summary":"ding\u0007","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"del","summary":"x\u007f","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"vt","summary":"a\u000bb","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"cr","summary":"one\rtwo","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"crlf","summary":"one\r\ntwo","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"bool","dtstart":"20261130","selection":[true]}"#,
            #"{"uid":"tz5","dtstart":"20261130T090000","tzid":5,"selection":[2]}"#,
            #"{"uid":"sum","summary":["x"],"dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"dup","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"dup","dtstart":"20261201","selection":[3]}"#,
            "{\"uid\":\"caf\u{FFFD}\",\"dtstart\":\"20261130\",\"selection\":[2]}",
            #"{"uid":"big","dtstart":"20261130","selection":[2],"interval":1e400}"#,
            #"{"uid":"sur","summary":"\ud800x","dtstart":"20261130","selection":[2]}"#,
            #"{"uid":"utc","dtstart":"20261130T090000","tzid":"UTC","selection":[2]}"#,
            #"{"uid":"utc2","dtstart":"20261130T100000","tzid":"Etc/UTC","selection":[2]}"#,
            #"{"uid":"utc3","dtstart":"20261130T110000Z","tzid":"Z","selection":[2]}"#,
            #"{"uid":"k","uid":"x","dtstart":"20261130","selection":[2]}"#,
        ]
        // Line 15's U+FFFD stands for the byte 0xE9 alone, which is no UTF-8.
        var bytes = Data(lines.joined(separator: "\n").utf8 + [0x0A])
        let replacement = Data("\u{FFFD}".utf8)
        let found = try #require(bytes.range(of: replacement))
        bytes.replaceSubrange(found, with: [0xE9])
        let outcome = try Self.export(bytes, form: "jsonl", name: "r.jsonl")
        #expect(outcome.status == 1)
        let text = "which iCalendar text cannot hold"
        let expected = [
            "line 1: uid holds the control character U+0000 (NUL) at character 2, \(text)",
            "line 2: uid holds the control character U+0000 (NUL) at character 2, \(text)",
            "line 3: summary holds the control character U+0000 (NUL) at character 5, \(text)",
            "line 4: summary holds the control character U+001B (ESC) at character 5, \(text)",
            "line 5: summary holds the control character U+0007 (BEL) at character 5, \(text)",
            "line 6: summary holds the control character U+007F (DEL) at character 2, \(text)",
            "line 7: summary holds the control character U+000B (VT) at character 2, \(text)",
            "line 10: selection holds `true`, not a weekday number",
            "line 11: tzid is a number, not a string",
            "line 12: summary is a list, not a string",
            "line 14: uid `dup` is the uid of the event written from line 13; a calendar would take the two for one "
                + "event",
            "line 15: the line is not UTF-8: byte 12 is 0xE9, which starts no UTF-8 character",
            "line 16: the number 1e400 at column 62 is out of range: no 64-bit floating-point number holds it",
            "line 17: the escape \\ud800 at column 25 is a lone surrogate, half of a pair that spells no character "
                + "alone",
            "line 21: the key `uid` at column 12 is given twice in one object; which one counts is unclear",
        ].map { "weekdays: r.jsonl: \($0)\n" }.joined()
        #expect(outcome.stderr == expected + "weekdays: 21 records read, 6 events written, 15 errors\n")
        let calendar = outcome.text
        #expect(
            Self.properties("UID", in: calendar) == [
                "UID:cr", "UID:crlf", "UID:dup", "UID:utc", "UID:utc2", "UID:utc3",
            ]
        )
        #expect(Self.properties("SUMMARY", in: calendar) == ["SUMMARY:one\\ntwo", "SUMMARY:one\\ntwo"])
        #expect(
            Self.properties("DTSTART", in: calendar) == [
                "DTSTART;VALUE=DATE:20261130", "DTSTART;VALUE=DATE:20261130", "DTSTART;VALUE=DATE:20261130",
                "DTSTART:20261130T090000Z", "DTSTART:20261130T100000Z", "DTSTART:20261130T110000Z",
            ])
        #expect(!calendar.contains("BEGIN:VTIMEZONE"), "UTC has no VTIMEZONE")
    }
}
