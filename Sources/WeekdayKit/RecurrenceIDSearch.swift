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
    /// Where the pattern's `-` is: the search jumps from one `-` to the next (`memchr`),
    /// which is rarer in calendar text than any letter, and compares around it.
    private static let dash = 10

    /// Looks through the next block.
    mutating func feed(_ block: Data) {
        guard !found else { return }
        let keep = Self.pattern.count - 1
        block.withUnsafeBytes { raw in
            // A match that starts in the last block's tail and ends in this one.
            let joint = tail + raw.prefix(keep)
            if joint.withUnsafeBytes({ Self.contains($0) }) || Self.contains(raw) {
                found = true
                return
            }
            tail = Array((tail + raw.suffix(keep)).suffix(keep))
        }
    }

    private static func contains(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let base = bytes.baseAddress, bytes.count >= pattern.count else { return false }
        var offset = dash
        let last = bytes.count - (pattern.count - dash)
        while offset <= last {
            guard let hit = memchr(base + offset, 0x2D, last - offset + 1) else { return false }
            let position = base.distance(to: UnsafeRawPointer(hit))
            let start = position - dash
            if (0..<pattern.count).allSatisfy({ lowered(bytes[start + $0]) == pattern[$0] }) { return true }
            offset = position + 1
        }
        return false
    }

    /// ASCII letters in lower case; `-` and the rest as they are.
    private static func lowered(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte | 0x20 : byte
    }
}
