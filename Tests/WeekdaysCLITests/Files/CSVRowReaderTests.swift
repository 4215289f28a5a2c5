import Foundation
import Testing

@testable import WeekdaysCLI

/// The CSV reader reads RFC 4180 rows, and a malformed row is an error of that row alone:
/// the rows after it are read.
@Suite struct CSVRowReaderTests {
    /// The rows as (line, fields) for well-formed ones and (line, message) for the others.
    static func read(_ text: String) -> [(Int, String)] {
        CSV.rows(text).map { row in
            (row.line, row.problem.map { "error: \($0.message)" } ?? row.fields.joined(separator: "|"))
        }
    }

    @Test func quotedFieldsHoldCommasDoubledQuotesAndCRLF() {
        let rows = Self.read("a,\"b, c\",\"say \"\"hi\"\"\",\"x\r\ny\"\r\nnext,\"\",\r\n")
        #expect(rows.map(\.0) == [1, 3])
        #expect(rows.map(\.1) == ["a|b, c|say \"hi\"|x\r\ny", "next||"])
    }

    @Test func aCRLFLineEndIsNotPartOfTheLastField() {
        #expect(Self.read("a,b\r\n\"c\",d\r\n").map(\.1) == ["a|b", "c|d"])
    }

    @Test func blankLinesAreSkippedAndLinesStillCount() {
        #expect(Self.read("a\n\n\r\nb\n").map(\.0) == [1, 4])
    }

    @Test func aStrayQuoteIsAnErrorOfItsRowAndTheRestIsRead() {
        let rows = Self.read("x0,6\" ruler,2\nx1,plain,2\nx2,12\" ruler,3\nx3,\"ok\",4\n")
        let stray =
            "error: field 2 holds a quote but does not start with one; RFC 4180 quotes such a field whole "
            + "and doubles the quotes in it"
        #expect(rows.map(\.0) == [1, 2, 3, 4])
        #expect(rows.map(\.1) == [stray, "x1|plain|2", stray, "x3|ok|4"])
    }

    @Test func textAfterAClosingQuoteIsAnErrorOfItsRow() {
        let rows = Self.read("\"a\"b,c\nd,e\n")
        #expect(rows.map(\.1) == ["error: field 1 has text after its closing quote", "d|e"])
    }

    @Test func aQuoteNeverClosedNamesItsLineAndTheRestIsRead() {
        let rows = Self.read("a,b\nc,\"open,x\nd,e\nf,g\n")
        #expect(rows.map(\.0) == [1, 2, 3, 4])
        #expect(rows.map(\.1) == ["a|b", "error: field 2 opens a quote that is never closed", "d|e", "f|g"])
    }

    @Test func aQuoteClosedOnALaterLineMakesOneRow() {
        let rows = Self.read("a,\"one\ntwo, three\",b\nc,d\n")
        #expect(rows.map(\.0) == [1, 3])
        #expect(rows.map(\.1) == ["a|one\ntwo, three|b", "c|d"])
    }

    @Test func aFieldThatIsNotUTF8IsAnErrorOfItsRow() throws {
        let bytes = Data("ok,1\nbad,caf".utf8) + Data([0xE9]) + Data(",2\nnext,3\n".utf8)
        var lines = try LineSource(path: "-", standardInputHandle: nil, standardInput: { bytes })
        var reader = CSVRowReader()
        var rows: [CSVRow] = []
        while let row = try reader.next(from: &lines) { rows.append(row) }
        #expect(rows.map(\.line) == [1, 2, 3])
        #expect(rows[1].problem?.message == "field 2 is not UTF-8: byte 4 is 0xE9, which starts no UTF-8 character")
        #expect(rows[2].fields == ["next", "3"])
    }

    /// A quote opened and never closed in a long input reads each line at most twice: the
    /// lines after it are read again once, never again from each of them.
    @Test func aQuoteNeverClosedIsReadInLinearTime() {
        let count = 100_000
        let text = "\"open\n" + String(repeating: "a,\"\"\"\"b\n", count: count)
        let started = Date()
        let rows = CSV.rows(text)
        #expect(rows.count == count + 1)
        #expect(rows.first?.problem?.message == "field 1 opens a quote that is never closed")
        #expect(rows.dropFirst().allSatisfy { $0.problem?.message == "field 2 has text after its closing quote" })
        #expect(Date().timeIntervalSince(started) < 20)
    }
}
