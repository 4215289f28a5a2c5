/// Where bytes stop being UTF-8 (RFC 3629), so a message can say which byte of a record
/// is at fault instead of that the record is unreadable.
enum UTF8Validation {
    /// The offset of the first byte that starts no valid UTF-8 character (a stray
    /// continuation byte, a sequence cut short, an overlong form, a surrogate, or a
    /// scalar past U+10FFFF); nil when all the bytes are UTF-8.
    static func firstInvalidOffset(in bytes: [UInt8]) -> Int? {
        // Most records are ASCII, or UTF-8 throughout.
        if bytes.allSatisfy({ $0 < 0x80 }) || String(validating: bytes, as: UTF8.self) != nil { return nil }
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int
            let second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return index
            }
            guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return index }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) {
                return index
            }
            index += length
        }
        return nil
    }

    /// Why the bytes are not UTF-8, naming the byte and its place (`is not UTF-8: byte 7
    /// is 0xFF, which starts no character`); nil when they are UTF-8.
    static func problem(in bytes: [UInt8]) -> String? {
        guard let offset = firstInvalidOffset(in: bytes) else { return nil }
        let value = String(bytes[offset], radix: 16, uppercase: true)
        let shown = "0x" + (value.count < 2 ? "0" : "") + value
        return "is not UTF-8: byte \(offset + 1) is \(shown), which starts no UTF-8 character"
    }
}
