import Foundation
import ICalKit

/// Whether bytes hold the text `RECURRENCE-ID` in any case, fed block by block.
///
/// ``CalendarFeed``'s first pass reads overrides only; a file without the text anywhere
/// has none, so that pass is a byte search instead of a scan of every component. Text
/// that merely mentions it (in a DESCRIPTION) only costs the full pass, and so does a file
/// in UTF-16 or UTF-32 (it begins with a byte order mark), whose text the bytes do not
/// spell. The name is found folded across lines too (`RECURRENCE\r\n -ID`), as RFC 5545
/// lets a line fold anywhere.
struct RecurrenceIDSearch {
    /// Whether the text was found, or may be there in an encoding the search cannot read.
    private(set) var found = false
    /// The input's first four bytes, which tell whether it begins with a byte order mark.
    private var head: [UInt8] = []
    /// The end of the bytes seen so far, for a match across two blocks.
    private var tail: [UInt8] = []
    private static let pattern = Array("recurrence-id".utf8)
    /// Where the pattern's `-` is: the search jumps from one `-` to the next (`memchr`),
    /// which is rarer in calendar text than any letter, and compares around it; a fold,
    /// wherever it falls, leaves the `-` in place.
    private static let dash = 10
    /// The most bytes a match can span: a fold (CRLF and a space) between every two letters.
    private static let longestMatch = pattern.count + (pattern.count - 1) * 3

    /// Looks through the next block.
    mutating func feed(_ block: Data) {
        guard !found else { return }
        if head.count < 4 {
            head += block.prefix(4 - head.count)
            // The mark's encoding as the scanner reads it: UTF-16 and UTF-32 do not spell the
            // name in the bytes searched, so their overrides are scanned for.
            if head.count == 4, head.withUnsafeBufferPointer({ ICSTextDecoder.encoding(named: $0).0 }) != .utf8 {
                found = true
                return
            }
        }
        let keep = Self.longestMatch - 1
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
        guard let base = bytes.baseAddress else { return false }
        var offset = 0
        while offset < bytes.count {
            guard let hit = memchr(base + offset, 0x2D, bytes.count - offset) else { return false }
            let position = base.distance(to: UnsafeRawPointer(hit))
            if spellsTheName(bytes, around: position) { return true }
            offset = position + 1
        }
        return false
    }

    /// Whether the letters before and after the `-` at `position` are the pattern's, with
    /// any folds between them.
    private static func spellsTheName(_ bytes: UnsafeRawBufferPointer, around position: Int) -> Bool {
        var index = position - 1
        for wanted in pattern[..<dash].reversed() {
            index = beforeFolds(bytes, at: index)
            guard index >= 0, lowered(bytes[index]) == wanted else { return false }
            index -= 1
        }
        index = position + 1
        for wanted in pattern[(dash + 1)...] {
            index = afterFolds(bytes, at: index)
            guard index < bytes.count, lowered(bytes[index]) == wanted else { return false }
            index += 1
        }
        return true
    }

    /// Going back from `index`: the first byte before the folds that end there.
    private static func beforeFolds(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        var index = index
        // A fold is a line end (CRLF, LF or CR) and then a space or a tab.
        while index >= 1, bytes[index] == 0x20 || bytes[index] == 0x09,
            bytes[index - 1] == 0x0A || bytes[index - 1] == 0x0D
        {
            index -= 2
            if bytes[index + 1] == 0x0A, index >= 0, bytes[index] == 0x0D { index -= 1 }
        }
        return index
    }

    /// Going on from `index`: the first byte after the folds that begin there.
    private static func afterFolds(_ bytes: UnsafeRawBufferPointer, at index: Int) -> Int {
        var index = index
        while index < bytes.count, bytes[index] == 0x0D || bytes[index] == 0x0A {
            var next = index + 1
            if bytes[index] == 0x0D, next < bytes.count, bytes[next] == 0x0A { next += 1 }
            guard next < bytes.count, bytes[next] == 0x20 || bytes[next] == 0x09 else { return index }
            index = next + 1
        }
        return index
    }

    /// ASCII letters in lower case; `-` and the rest as they are.
    private static func lowered(_ byte: UInt8) -> UInt8 {
        (65...90).contains(byte) ? byte | 0x20 : byte
    }
}
