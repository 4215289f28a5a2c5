/// File names as the system keeps them: bytes, which are most often UTF-8 but need not be
/// (a feed copied from an old share may be named in Latin-1).
///
/// A name is held as a `String` in which each byte that is not part of valid UTF-8 stands
/// as one of 128 private-use scalars, U+10FF80 to U+10FFFF, so that it is opened by the
/// bytes it came with. A valid name that itself holds those scalars is kept byte by byte
/// the same way, so that every name comes back exactly.
///
/// Every path the package takes is read this way: an app that has a name as bytes (from
/// `readdir`, say) passes ``decoding(_:)``, and shows one to a person with ``shown(_:)``.
/// A path that is a plain `String` opens as its UTF-8, unless it holds those 128 scalars.
package enum FileName {
    /// The scalar that stands for byte 0x80; byte `b` is `firstStandIn + (b - 0x80)`.
    private static let firstStandIn: UInt32 = 0x10FF80

    /// A name's bytes as a `String`, each byte outside valid UTF-8 kept as its stand-in.
    package static func decoding(_ bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        if let text = String(validating: bytes, as: UTF8.self), !holdsStandIns(text) { return text }
        var scalars = String.UnicodeScalarView()
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = scalar(in: bytes, at: index), scalar.value < firstStandIn {
                scalars.append(scalar)
                index += length
            } else {
                scalars.append(standIn(for: bytes[index]))
                index += 1
            }
        }
        return String(scalars)
    }

    /// The bytes the system knows the name by: its UTF-8, each stand-in as its byte.
    package static func systemBytes(of name: String) -> [UInt8] {
        guard holdsStandIns(name) else { return Array(name.utf8) }
        var bytes: [UInt8] = []
        for scalar in name.unicodeScalars {
            if let byte = byte(standingAs: scalar) { bytes.append(byte) } else { bytes += String(scalar).utf8 }
        }
        return bytes
    }

    /// Calls `body` with the name as the system knows it, a C string.
    package static func withSystemName<Result>(
        _ name: String, _ body: (UnsafePointer<CChar>) throws -> Result
    ) rethrows -> Result {
        guard holdsStandIns(name) else { return try name.withCString(body) }
        let bytes = systemBytes(of: name).map { CChar(bitPattern: $0) } + [0]
        // Never empty (it ends with its NUL), so its buffer has an address.
        return try bytes.withUnsafeBufferPointer { try body($0.baseAddress.unsafelyUnwrapped) }
    }

    /// The name to show a person: each stand-in as `\x{E9}`, as control characters are
    /// shown escaped in messages.
    package static func shown(_ text: String) -> String {
        guard holdsStandIns(text) else { return text }
        var shown = ""
        for scalar in text.unicodeScalars {
            if let byte = byte(standingAs: scalar) {
                shown += "\\x{\(String(byte, radix: 16, uppercase: true))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return shown
    }

    /// The byte a scalar stands for; nil for every other scalar.
    package static func byte(standingAs scalar: Unicode.Scalar) -> UInt8? {
        scalar.value >= firstStandIn ? UInt8(scalar.value - firstStandIn + 0x80) : nil
    }

    /// Whether the text may hold a stand-in: its UTF-8 holds their lead bytes (F4 8F BE or
    /// F4 8F BF), which nothing else below U+10FF80 begins with.
    package static func holdsStandIns(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index + 2 < bytes.count {
                if bytes[index] == 0xF4, bytes[index + 1] == 0x8F, bytes[index + 2] >= 0xBE { return true }
                index += 1
            }
            return false
        }
    }

    private static func standIn(for byte: UInt8) -> Unicode.Scalar {
        // A byte of a name that is not valid UTF-8 is 0x80 or more: ASCII is always valid.
        Unicode.Scalar(firstStandIn + UInt32(byte & 0x7F)) ?? "\u{FFFD}"
    }

    /// The scalar a valid UTF-8 sequence at `index` spells, with its length; nil when the
    /// bytes there are not valid UTF-8 (a stray continuation byte, a sequence cut short,
    /// an overlong form, a surrogate, or past U+10FFFF).
    private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        let length: Int
        let lowest: UInt32
        var value: UInt32
        switch lead {
        case 0x00...0x7F: return (Unicode.Scalar(lead), 1)
        case 0xC2...0xDF: (length, lowest, value) = (2, 0x80, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, lowest, value) = (3, 0x800, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, lowest, value) = (4, 0x10000, UInt32(lead & 0x07))
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        for next in bytes[(index + 1)..<(index + length)] {
            guard next & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(next & 0x3F)
        }
        guard value >= lowest, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }
}
