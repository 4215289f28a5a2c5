import Foundation
import Testing
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
}
