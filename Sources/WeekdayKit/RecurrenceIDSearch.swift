import Foundation

/// Whether bytes hold the text `RECURRENCE-ID` in any case, fed block by block.
///
/// ``CalendarFeed``'s first pass reads overrides only; a file without the text anywhere
/// has none, so that pass is a byte search instead of a scan of every component. Text
/// that merely mentions it (in a DESCRIPTION) only costs the full pass.
struct RecurrenceIDSearch {
    /// Whether the text was found.
    private(set) var found = false
    /// The end of the bytes seen so far, for a match across two blocks.
    private var tail: [UInt8] = []
    private static let pattern = Array("recurrence-id".utf8)

    /// Looks through the next block.
    mutating func feed(_ block: Data) {
        guard !found else { return }
        let keep = Self.pattern.count - 1
        block.withUnsafeBytes { raw in
            // A match that starts in the last block's tail and ends in this one.
            if Self.contains(tail + raw.prefix(keep)) || Self.contains(raw) {
                found = true
                return
            }
            tail = Array((tail + raw.suffix(keep)).suffix(keep))
        }
    }

    private static func contains<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        let pattern = Self.pattern
        let first = pattern[0]
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if bytes[index] | 0x20 == first {
                var probe = index
                var matched = 0
                while matched < pattern.count && probe != bytes.endIndex && lowered(bytes[probe]) == pattern[matched] {
                    matched += 1
                    probe = bytes.index(after: probe)
                }
                if matched == pattern.count { return true }
            }
            index = bytes.index(after: index)
        }
        return false
    }

    /// ASCII letters in lower case; `-` and the rest as they are.
    private static func lowered(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte | 0x20 : byte
    }
}
