import Foundation
import Testing
@testable import WeekdayCore
@testable import WeekdayKit

@Suite struct RecurrenceIDSearchTests {
    // (blocks, whether RECURRENCE-ID is in them)
    // In one block, in any case, split across blocks at every point, and near misses.
    @Test(arguments: [
        (["UID:a\r\nRECURRENCE-ID:20260101T000000Z\r\n"], true),
        (["recurrence-id;tzid=x:1"], true),
        (["RECURRENCE", "-ID"], true),
        (["R", "ECURRENCE-I", "D"], true),
        (["RRULE:FREQ=DAILY\r\nRECURRENCE-IX:1\r\n", "RECURRENCE_ID"], false),
        (["RECURRENCE-I"], false),
        ([], false),
    ])
    func findsTheNameAcrossBlocks(blocks: [String], expected: Bool) {
        var search = RecurrenceIDSearch()
        for block in blocks { search.feed(Data(block.utf8)) }
        #expect(search.found == expected, "\(blocks)")
    }

    @Test func findsItAtEveryBlockBoundary() {
        let text = Array("SUMMARY:x\r\nRECURRENCE-ID:20260101\r\n".utf8)
        for cut in 1..<text.count {
            var search = RecurrenceIDSearch()
            search.feed(Data(text[..<cut]))
            search.feed(Data(text[cut...]))
            #expect(search.found, "cut at \(cut)")
        }
    }

    /// RFC 5545 lets a line fold anywhere, even inside a name: a line end and a space or
    /// a tab between any two letters, with any line end.
    @Test(arguments: ["\r\n ", "\n\t", "\r ", "\r\n \r\n\t"])
    func findsTheNameFoldedAnywhere(fold: String) {
        let name = Array("RECURRENCE-ID")
        for cut in 1..<name.count {
            let text = "SUMMARY:x\r\n" + String(name[..<cut]) + fold + String(name[cut...]) + ":20260101\r\n"
            var search = RecurrenceIDSearch()
            search.feed(Data(text.utf8))
            #expect(search.found, "\(text.debugDescription)")
        }
    }

    @Test func findsANameFoldedAtEveryLetterAcrossBlocks() {
        let text = Array("X:1\r\n" + "RECURRENCE-ID".map { String($0) }.joined(separator: "\r\n ") + ":1\r\n")
        for cut in 1..<text.count {
            var search = RecurrenceIDSearch()
            search.feed(Data(String(text[..<cut]).utf8))
            search.feed(Data(String(text[cut...]).utf8))
            #expect(search.found, "cut at \(cut)")
        }
    }

    /// A line end not followed by a space or a tab ends the line: no name across it.
    @Test(arguments: ["RECURRENCE\r\n-ID:1", "RECURRENCE-\r\nID:1", "RECURRENCE -ID:1", "RECURRENCE\r\n\r\n -ID"])
    func aLineEndThatIsNotAFoldSplitsTheName(text: String) {
        var search = RecurrenceIDSearch()
        search.feed(Data(text.utf8))
        #expect(!search.found, "\(text.debugDescription)")
    }

    /// A file in UTF-16 or UTF-32 is scanned for overrides whatever it holds, as its bytes
    /// do not spell the name; UTF-8 with its mark is searched.
    @Test(arguments: [
        ([0xFF, 0xFE, 0x42, 0x00], true), ([0xFE, 0xFF, 0x00, 0x42], true), ([0x00, 0x00, 0xFE, 0xFF], true),
        ([0xEF, 0xBB, 0xBF, 0x42], false), ([0x42, 0x45, 0x47, 0x49], false),
    ])
    func aByteOrderMarkOfUTF16Or32CountsAsFound(start: [UInt8], expected: Bool) {
        var search = RecurrenceIDSearch()
        // One byte a block, as a pipe may give them.
        for byte in start { search.feed(Data([byte])) }
        #expect(search.found == expected, "\(start)")
    }
}
