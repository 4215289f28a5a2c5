import Foundation
import WeekdayKit

/// Reads one JSON object (RFC 8259) from a record's line, strictly, and names the real
/// cause when it cannot: bytes that are not UTF-8, a number no Double holds (`1e400`), a
/// lone surrogate, a key given twice, a raw control character in a string, or where the
/// syntax breaks.
///
/// Values come out as Swift's own types (`String`, `Int`, `Double`, `Bool`, `NSNull`,
/// arrays and dictionaries), so `true` never passes for the number 1. A lone `\udc80` to
/// `\udcff` in a path (the keys in `fileNameKeys`) is the byte a path held that is not
/// UTF-8, as `convert --to jsonl` writes it (``JSONValue/fileName(_:)``), and reads back as
/// that byte's `FileName` stand-in; anywhere else a lone surrogate is an error.
struct JSONObjectReader {
    /// How deep arrays and objects may nest: far beyond any record, and well within the
    /// stack the reading recursion uses.
    static let deepestNesting = 256

    private let bytes: [UInt8]
    private let fileNameKeys: Set<String>
    private var index = 0

    private init(bytes: [UInt8], fileNameKeys: Set<String>) {
        self.bytes = bytes
        self.fileNameKeys = fileNameKeys
    }

    /// The object the bytes hold.
    ///
    /// - Throws: `WeekdaysError` of kind `invalidRecord` saying what is wrong and at which
    ///   column (byte, from 1).
    static func object(in bytes: [UInt8], fileNameKeys: Set<String> = ["path"]) throws(WeekdaysError)
        -> [String: Any]
    {
        if let problem = UTF8Validation.problem(in: bytes) { throw .invalidRecord("the line \(problem)") }
        var reader = JSONObjectReader(bytes: bytes, fileNameKeys: fileNameKeys)
        let value = try reader.value(depth: 0, key: nil)
        reader.skipSpace()
        guard reader.index == bytes.count else {
            throw .invalidRecord("text follows the JSON value at column \(reader.index + 1)")
        }
        guard let object = value as? [String: Any] else {
            throw .invalidRecord("not a JSON object: it is \(kind(of: value))")
        }
        return object
    }

    /// What a JSON value is, in words, for a line that holds no object.
    private static func kind(of value: Any) -> String {
        switch value {
        case is [Any]: "an array"
        case is String: "a string"
        case is Bool: "true or false"
        case is NSNull: "null"
        default: "a number"
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func hasWord(_ word: String) -> Bool {
        bytes[index...].starts(with: word.utf8)
    }

    /// The message for the byte here, which no JSON may hold at this place.
    private func unexpected() -> String {
        guard let byte = peek else { return "not a JSON object: the line ends at column \(index + 1), too soon" }
        let scalar = Unicode.Scalar(byte)
        let shown = byte < 0x80 && byte >= 0x20 ? "`\(Character(scalar))`" : "byte 0x\(String(byte, radix: 16))"
        return "not a JSON object: \(shown) at column \(index + 1) is not JSON"
    }

    private mutating func skipSpace() {
        while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1 }
    }

    /// The value here; `key` is the key of the top-level member it belongs to.
    private mutating func value(depth: Int, key: String?) throws(WeekdaysError) -> Any {
        guard depth < Self.deepestNesting else {
            throw .invalidRecord(
                "arrays and objects nest deeper than \(Self.deepestNesting) levels at column \(index + 1)")
        }
        skipSpace()
        switch peek {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth, key: key)
        case UInt8(ascii: "\""): return try string(asFileName: key.map(fileNameKeys.contains) ?? false)
        case UInt8(ascii: "-"), (UInt8(ascii: "0")...UInt8(ascii: "9"))?: return try number()
        default:
            for (word, value) in [("true", true as Any), ("false", false), ("null", NSNull())]
            where peek == word.utf8.first {
                // The error names the first byte that leaves the word.
                for letter in word.utf8 {
                    guard peek == letter else { throw .invalidRecord(unexpected()) }
                    index += 1
                }
                return value
            }
            throw .invalidRecord(unexpected())
        }
    }

    private mutating func expect(_ byte: UInt8) throws(WeekdaysError) {
        skipSpace()
        guard peek == byte else { throw .invalidRecord(unexpected()) }
        index += 1
    }

    private mutating func object(depth: Int) throws(WeekdaysError) -> [String: Any] {
        index += 1
        var members: [String: Any] = [:]
        skipSpace()
        if peek == UInt8(ascii: "}") {
            index += 1
            return members
        }
        while true {
            skipSpace()
            guard peek == UInt8(ascii: "\"") else { throw .invalidRecord(unexpected()) }
            let keyColumn = index + 1
            let key = try string(asFileName: false)
            try expect(UInt8(ascii: ":"))
            let member = try value(depth: depth + 1, key: depth == 0 ? key : nil)
            guard members.updateValue(member, forKey: key) == nil else {
                throw .invalidRecord(
                    "the key `\(key)` at column \(keyColumn) is given twice in one object; which one counts is unclear")
            }
            skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "}"))
            return members
        }
    }

    private mutating func array(depth: Int, key: String?) throws(WeekdaysError) -> [Any] {
        index += 1
        var items: [Any] = []
        skipSpace()
        if peek == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            items.append(try value(depth: depth + 1, key: key))
            skipSpace()
            if peek == UInt8(ascii: ",") {
                index += 1
                continue
            }
            try expect(UInt8(ascii: "]"))
            return items
        }
    }

    /// A number as RFC 8259 writes it: an `Int` when it is whole and fits, else a `Double`.
    private mutating func number() throws(WeekdaysError) -> Any {
        let start = index
        func digits() -> Int {
            let first = index
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - first
        }
        if peek == UInt8(ascii: "-") { index += 1 }
        let leadingZero = peek == UInt8(ascii: "0")
        let whole = digits()
        guard whole > 0, !(leadingZero && whole > 1) else {
            index = start
            throw .invalidRecord(
                "not a JSON object: the number at column \(start + 1) is not written as JSON writes one")
        }
        var isWhole = true
        if peek == UInt8(ascii: ".") {
            index += 1
            isWhole = false
            guard digits() > 0 else { throw .invalidRecord(unexpected()) }
        }
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            index += 1
            isWhole = false
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw .invalidRecord(unexpected()) }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isWhole, let integer = Int(text) { return integer }
        guard let real = Double(text), real.isFinite else {
            let shown = text.count > 24 ? String(text.prefix(23)) + "…" : text
            throw .invalidRecord(
                "the number \(shown) at column \(start + 1) is out of range: no 64-bit floating-point number holds it")
        }
        return real
    }

    /// A string; with `asFileName`, a lone `\udc80` to `\udcff` is a byte of a path.
    private mutating func string(asFileName: Bool) throws(WeekdaysError) -> String {
        let start = index
        index += 1
        var text: [UInt8] = []
        while true {
            guard let byte = peek else {
                throw .invalidRecord("not a JSON object: the string at column \(start + 1) is never closed")
            }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                // The bytes were checked to be UTF-8, and escapes add only whole scalars.
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                try escape(into: &text, asFileName: asFileName)
            case 0x00..<0x20:
                let code = String(byte, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: 4 - code.count) + code
                throw .invalidRecord(
                    "the string at column \(start + 1) holds a raw control character U+\(padded), "
                        + "which JSON writes escaped (\\u\(padded.lowercased()))")
            default:
                text.append(byte)
            }
        }
    }

    /// The byte each one-letter escape stands for (`\n` is LF).
    private static let simpleEscapes: [UInt8: UInt8] = [
        UInt8(ascii: "\""): 0x22, UInt8(ascii: "\\"): 0x5C, UInt8(ascii: "/"): 0x2F, UInt8(ascii: "b"): 0x08,
        UInt8(ascii: "f"): 0x0C, UInt8(ascii: "n"): 0x0A, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "t"): 0x09,
    ]

    /// The escape after a backslash, appended to `text` as UTF-8.
    private mutating func escape(into text: inout [UInt8], asFileName: Bool) throws(WeekdaysError) {
        let column = index
        guard let letter = peek else { throw .invalidRecord(unexpected()) }
        index += 1
        if let byte = Self.simpleEscapes[letter] {
            text.append(byte)
            return
        }
        guard letter == UInt8(ascii: "u"), let unit = hexUnit() else {
            index = column
            throw .invalidRecord("not a JSON object: `\\` at column \(column) starts no JSON escape")
        }
        var scalar = Unicode.Scalar(unit)
        if (0xD800...0xDBFF).contains(unit), hasWord("\\u") {
            let saved = index
            index += 2
            if let low = hexUnit(), (0xDC00...0xDFFF).contains(low) {
                scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
            } else {
                index = saved
            }
        }
        if let scalar {
            text.append(contentsOf: String(scalar).utf8)
        } else if asFileName, (0xDC80...0xDCFF).contains(unit) {
            text.append(contentsOf: FileName.decoding([UInt8(truncatingIfNeeded: unit)]).utf8)
        } else {
            throw .invalidRecord(
                "the escape \\u\(String(unit, radix: 16)) at column \(column) is a lone surrogate, "
                    + "half of a pair that spells no character alone")
        }
    }

    /// Four hex digits here as a UTF-16 unit, read; nil (nothing read) when they are not.
    private mutating func hexUnit() -> UInt32? {
        guard index + 4 <= bytes.count,
            let unit = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16),
            bytes[index..<(index + 4)].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit })
        else { return nil }
        index += 4
        return unit
    }
}
