/// Turns the bytes of an `.ics` input into UTF-8 as they arrive, whatever the encoding its
/// byte order mark names.
///
/// RFC 5545 text is UTF-8, but some exporters write UTF-16 or UTF-32 with a byte order mark.
/// The mark decides the encoding; without one the input is taken as UTF-8. A UTF-8 mark is
/// dropped. Code units split between two blocks are kept for the next one; an invalid unit
/// becomes U+FFFD, as String's own decoding does.
package struct ICSTextDecoder {
    /// The encodings a byte order mark can name.
    package enum Encoding: Equatable {
        case utf8
        case utf16(bigEndian: Bool)
        case utf32(bigEndian: Bool)
    }

    /// The encoding, once the first bytes have named it.
    private(set) var encoding: Encoding?
    /// The first bytes, kept until there are enough to tell the mark.
    private var head: [UInt8] = []
    /// Bytes of a code unit that the last block cut.
    private var leftover: [UInt8] = []
    /// A high surrogate waiting for its low half (UTF-16).
    private var highSurrogate: UInt32?

    /// The UTF-8 bytes of the next block; `body` is called with them, without a copy when
    /// the input is UTF-8 already.
    mutating func decode(_ bytes: UnsafeBufferPointer<UInt8>, into body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if encoding == nil {
            head.append(contentsOf: bytes)
            guard head.count >= 4 else { return }
            let start = head
            head = []
            start.withUnsafeBufferPointer { decodeStart($0, into: body) }
            return
        }
        decodeBody(bytes, into: body)
    }

    /// Ends the input: decodes what the first bytes held if there were fewer than four.
    mutating func finish(into body: (UnsafeBufferPointer<UInt8>) -> Void) {
        if encoding == nil {
            let start = head
            head = []
            start.withUnsafeBufferPointer { decodeStart($0, into: body) }
        }
        if !leftover.isEmpty || highSurrogate != nil {
            leftover = []
            highSurrogate = nil
            Self.replacement.withUnsafeBufferPointer(body)
        }
    }

    private static let replacement: [UInt8] = [0xEF, 0xBF, 0xBD]

    private mutating func decodeStart(
        _ bytes: UnsafeBufferPointer<UInt8>, into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        let (found, markLength) = Self.encoding(named: bytes)
        encoding = found
        decodeBody(UnsafeBufferPointer(rebasing: bytes[markLength...]), into: body)
    }

    /// The encoding a byte order mark names, and the mark's length.
    package static func encoding(named bytes: UnsafeBufferPointer<UInt8>) -> (Encoding, Int) {
        func starts(_ mark: [UInt8]) -> Bool { bytes.count >= mark.count && zip(bytes, mark).allSatisfy { $0 == $1 } }
        if starts([0x00, 0x00, 0xFE, 0xFF]) { return (.utf32(bigEndian: true), 4) }
        if starts([0xFF, 0xFE, 0x00, 0x00]) { return (.utf32(bigEndian: false), 4) }
        if starts([0xEF, 0xBB, 0xBF]) { return (.utf8, 3) }
        if starts([0xFE, 0xFF]) { return (.utf16(bigEndian: true), 2) }
        if starts([0xFF, 0xFE]) { return (.utf16(bigEndian: false), 2) }
        return (.utf8, 0)
    }

    private mutating func decodeBody(
        _ bytes: UnsafeBufferPointer<UInt8>, into body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        guard let encoding, encoding != .utf8 else {
            if !bytes.isEmpty { body(bytes) }
            return
        }
        let unitSize: Int
        let bigEndian: Bool
        switch encoding {
        case .utf8: return
        case .utf16(let big): (unitSize, bigEndian) = (2, big)
        case .utf32(let big): (unitSize, bigEndian) = (4, big)
        }
        var units = leftover
        units.append(contentsOf: bytes)
        let whole = units.count - units.count % unitSize
        leftover = Array(units[whole...])
        var output: [UInt8] = []
        output.reserveCapacity(whole)
        var index = 0
        while index < whole {
            var value: UInt32 = 0
            for offset in 0..<unitSize {
                let byte = UInt32(units[index + (bigEndian ? offset : unitSize - 1 - offset)])
                value = value << 8 | byte
            }
            index += unitSize
            if unitSize == 2 {
                appendUTF16(value, to: &output)
            } else {
                appendScalar(value, to: &output)
            }
        }
        if !output.isEmpty { output.withUnsafeBufferPointer(body) }
    }

    private mutating func appendUTF16(_ unit: UInt32, to output: inout [UInt8]) {
        if let high = highSurrogate {
            highSurrogate = nil
            if (0xDC00...0xDFFF).contains(unit) {
                appendScalar(0x10000 + ((high - 0xD800) << 10) + (unit - 0xDC00), to: &output)
                return
            }
            output += Self.replacement
        }
        if (0xD800...0xDBFF).contains(unit) {
            highSurrogate = unit
        } else {
            appendScalar(unit, to: &output)
        }
    }

    private func appendScalar(_ value: UInt32, to output: inout [UInt8]) {
        guard Unicode.Scalar(value) != nil else {
            output += Self.replacement
            return
        }
        switch value {
        case 0..<0x80:
            output.append(UInt8(value))
        case 0x80..<0x800:
            output += [UInt8(0xC0 | value >> 6), UInt8(0x80 | value & 0x3F)]
        case 0x800..<0x10000:
            output += [UInt8(0xE0 | value >> 12), UInt8(0x80 | value >> 6 & 0x3F), UInt8(0x80 | value & 0x3F)]
        default:
            output += [
                UInt8(0xF0 | value >> 18), UInt8(0x80 | value >> 12 & 0x3F), UInt8(0x80 | value >> 6 & 0x3F),
                UInt8(0x80 | value & 0x3F),
            ]
        }
    }
}
