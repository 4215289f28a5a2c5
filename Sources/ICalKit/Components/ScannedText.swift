#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// TEXT values as the scanner reads them: checked to be what libical reads the same way,
/// and their escapes undone (RFC 5545, 3.3.11).
enum ScannedText {
    /// Whether libical reads the text as ``unescaped(_:)`` does: not empty, no control
    /// character, no space at either end, and no escape but `\\ \, \; \n \N`.
    static func isReadable(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = value.first, let last = value.last, first != 0x20, last != 0x20 else { return false }
        let (control, backslash) = find(in: value)
        guard !control else { return false }
        guard backslash else { return true }
        // Only `\\`, `\,`, `\;`, `\n` and `\N`: libical reads the others its own way.
        // Each `\` is found by memchr, which looks at many bytes at once.
        guard let base = value.baseAddress else { return true }
        let start = UnsafeRawPointer(base)
        var index = 0
        while index < value.count, let found = memchr(start + index, 0x5C, value.count - index) {
            index = start.distance(to: UnsafeRawPointer(found)) + 1
            guard index < value.count else { return false }
            switch base[index] {
            case 0x5C, 0x2C, 0x3B, 0x6E, 0x4E: index += 1
            default: return false
            }
        }
        return true
    }

    /// The text with its escapes undone; the value must be readable (``isReadable(_:)``).
    static func unescaped(_ value: UnsafeBufferPointer<UInt8>) -> String {
        guard value.contains(0x5C), let base = value.baseAddress else { return String(decoding: value, as: UTF8.self) }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: value.count) { text in
            guard let out = text.baseAddress else { return "" }
            var count = 0
            var index = 0
            while index < value.count {
                var byte = base[index]
                index += 1
                if byte == 0x5C, index < value.count {
                    byte = base[index] == UInt8(ascii: "n") || base[index] == UInt8(ascii: "N") ? 0x0A : base[index]
                    index += 1
                }
                out[count] = byte
                count += 1
            }
            return String(decoding: UnsafeBufferPointer(start: out, count: count), as: UTF8.self)
        }
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    /// Whether the bytes hold a control character (below 0x20, or 0x7F), and a `\`,
    /// looked at eight at a time: every TEXT value a record reads is looked at, and most
    /// have neither.
    private static func find(in bytes: UnsafeBufferPointer<UInt8>) -> (control: Bool, backslash: Bool) {
        guard let base = bytes.baseAddress else { return (false, false) }
        let raw = UnsafeRawPointer(base)
        var controls: UInt64 = 0
        var backslashes: UInt64 = 0
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            // A byte below 0x20 (a byte of 0x80 or more, UTF-8's, never counts), or 0x7F.
            controls |= (word &- ones &* 0x20) & ~word & highs
            controls |= zeroBytes(word ^ (ones &* 0x7F))
            backslashes |= zeroBytes(word ^ (ones &* 0x5C))
            index += 8
        }
        var control = controls != 0
        var backslash = backslashes != 0
        while index < bytes.count {
            let byte = base[index]
            control = control || byte < 0x20 || byte == 0x7F
            backslash = backslash || byte == 0x5C
            index += 1
        }
        return (control, backslash)
    }

    /// The high bit of each zero byte of the word (and perhaps of bytes above one).
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highs
    }
}
