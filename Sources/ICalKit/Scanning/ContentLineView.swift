/// An unfolded content line, read in place: where its name ends and its value begins.
struct ContentLineView {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Where the name ends (at `;` or `:`, or the line's end).
    let nameEnd: Int
    /// Where the value begins (after the first `:` outside quotes, or the line's end).
    let valueStart: Int
    /// Whether a `"` comes before the value.
    let hasQuotes: Bool

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        var nameEnd: Int?
        var colon: Int?
        var inQuotes = false
        var quotes = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                inQuotes.toggle()
                quotes = true
            }
            if inQuotes { continue }
            if nameEnd == nil && (byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")) { nameEnd = index }
            if byte == UInt8(ascii: ":") {
                colon = index
                break
            }
        }
        self.nameEnd = nameEnd ?? bytes.count
        valueStart = colon.map { $0 + 1 } ?? bytes.count
        hasQuotes = quotes
    }

    /// Whether the name is `name`, in any case.
    func nameIs(_ name: StaticString) -> Bool {
        nameEnd == name.utf8CodeUnitCount && asciiCaselessEquals(bytes[0..<nameEnd], name)
    }

    /// Whether the line has parameters (`NAME;PARAM=...:value`).
    var hasParameters: Bool { nameEnd < bytes.count && bytes[nameEnd] == UInt8(ascii: ";") }

    /// Whether the name is letters, digits and `-` only, as RFC 5545 names are.
    var hasPlainName: Bool {
        nameEnd > 0
            && bytes[0..<nameEnd].allSatisfy { byte in
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                    || byte == 0x2D
            }
    }

    /// Whether the line is spaces and tabs only.
    var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    /// The name in upper case, NUL bytes left out.
    var upperName: String {
        String(decoding: bytes[0..<nameEnd].filter { $0 != 0 }, as: UTF8.self).uppercased()
    }

    /// The value as text, NUL bytes left out.
    var valueText: String {
        let value = bytes[valueStart...]
        if value.contains(0) { return String(decoding: value.filter { $0 != 0 }, as: UTF8.self) }
        return String(decoding: value, as: UTF8.self)
    }

    /// The value in upper case (a BEGIN or END's kind).
    ///
    /// Every component's BEGIN and END asks, and kinds are ASCII: those are upper-cased
    /// byte by byte, without Unicode's case tables.
    var upperValue: String {
        let value = bytes[valueStart...]
        guard value.allSatisfy({ $0 != 0 && $0 < 0x80 }) else { return valueText.uppercased() }
        return asciiUppercased(value)
    }
}
