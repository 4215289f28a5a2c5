/// Turns the bytes a terminal sends in raw mode into keys.
///
/// Arrow and page keys arrive as escape sequences (`ESC [ A`, `ESC O A`, `ESC [ 5 ~`), which
/// may be split across reads; an incomplete sequence waits in ``pending`` for the next
/// bytes. A lone `ESC` cannot be told from the start of a sequence until no more bytes
/// come: the reader then calls ``flush()``.
struct KeyDecoder {
    /// Bytes of a key not yet complete.
    private(set) var pending: [UInt8] = []

    /// The keys completed by `bytes`.
    mutating func decode(_ bytes: some Sequence<UInt8>) -> [Key] {
        pending.append(contentsOf: bytes)
        var keys: [Key] = []
        var start = 0
        while start < pending.count {
            guard let (key, length) = KeyDecoder.key(in: pending[start...]) else { break }
            keys.append(key)
            start += length
        }
        pending.removeFirst(start)
        return keys
    }

    /// The keys in the pending bytes when no more are coming: a waiting `ESC` is Escape.
    mutating func flush() -> [Key] {
        guard let first = pending.first else { return [] }
        let rest = Array(pending.dropFirst())
        pending = []
        var keys: [Key] = [first == 0x1B ? .escape : .unknown]
        keys += decode(rest)
        if !pending.isEmpty { keys += flush() }
        return keys
    }

    /// The key at the start of `bytes` and how many bytes it takes; nil when incomplete.
    private static func key(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        guard let first = bytes.first else { return nil }
        switch first {
        case 0x1B: return escapeSequence(in: bytes)
        case 0x0D, 0x0A: return (.enter, 1)
        case 0x09: return (.tab, 1)
        case 0x20: return (.space, 1)
        case 0x7F, 0x08: return (.backspace, 1)
        case 0x03: return (.interrupt, 1)
        case 0x04: return (.endOfInput, 1)
        case 0x0C: return (.redraw, 1)
        case 0x00..<0x20: return (.unknown, 1)
        case 0x20..<0x80: return (.character(Character(Unicode.Scalar(first))), 1)
        default: return utf8Character(in: bytes)
        }
    }

    /// `ESC [ … final`, `ESC O x`, or Escape followed by something else.
    private static func escapeSequence(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let start = bytes.startIndex
        guard bytes.count >= 2 else { return nil }
        switch bytes[start + 1] {
        case UInt8(ascii: "["):
            // Parameters and intermediates run until a final byte from @ to ~.
            var index = start + 2
            while index < bytes.endIndex, !(0x40...0x7E).contains(bytes[index]) {
                guard (0x20...0x3F).contains(bytes[index]) else { return (.unknown, index - start) }
                index += 1
            }
            guard index < bytes.endIndex else {
                return bytes.count > 32 ? (.unknown, bytes.count) : nil
            }
            let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
            return (controlSequence(final: bytes[index], parameters: parameters), index - start + 1)
        case UInt8(ascii: "O"):
            guard bytes.count >= 3 else { return nil }
            return (controlSequence(final: bytes[start + 2], parameters: ""), 3)
        default:
            // Escape, then a key of its own (Alt chords read as Escape and the key).
            return (.escape, 1)
        }
    }

    private static func controlSequence(final: UInt8, parameters: String) -> Key {
        switch final {
        case UInt8(ascii: "A"): return .up
        case UInt8(ascii: "B"): return .down
        case UInt8(ascii: "C"): return .right
        case UInt8(ascii: "D"): return .left
        case UInt8(ascii: "H"): return .home
        case UInt8(ascii: "F"): return .end
        case UInt8(ascii: "Z"): return .backTab
        case UInt8(ascii: "~"):
            switch parameters.split(separator: ";").first {
            case "1", "7": return .home
            case "4", "8": return .end
            case "5": return .pageUp
            case "6": return .pageDown
            default: return .unknown
            }
        default: return .unknown
        }
    }

    private static func utf8Character(in bytes: ArraySlice<UInt8>) -> (Key, Int)? {
        let first = bytes[bytes.startIndex]
        let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        guard length > 1 else { return (.unknown, 1) }
        guard bytes.count >= length else { return nil }
        let scalarBytes = bytes.prefix(length)
        guard scalarBytes.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else {
            return (.unknown, 1)
        }
        let text = String(decoding: scalarBytes, as: UTF8.self)
        guard let character = text.first, text.count == 1 else { return (.unknown, length) }
        return (.character(character), length)
    }
}
