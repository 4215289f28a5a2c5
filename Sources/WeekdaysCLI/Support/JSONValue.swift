import Foundation
import WeekdayKit

/// A JSON value that keeps its keys in the order written, so output reads as the contract
/// shows it.
enum JSONValue {
    case string(String)
    /// A path: a byte of it that is not UTF-8 (`FileName`) is written `\udcXX`, the lone
    /// surrogate that Python's `surrogateescape` (what `os.fsencode` uses) reads back as
    /// that byte.
    case fileName(String)
    case int(Int)
    case bool(Bool)
    case null
    case array([JSONValue])
    case object([(String, JSONValue)])

    /// Compact, one line (JSON Lines).
    var compact: String {
        var text = ""
        write(to: &text, indent: nil, level: 0)
        return text
    }

    /// Indented with two spaces; short arrays of scalars stay on one line.
    var pretty: String {
        var text = ""
        write(to: &text, indent: "  ", level: 0)
        return text
    }

    /// Indented as it is `level` levels deep in a ``pretty`` document (its first line
    /// not indented), for documents written a piece at a time.
    func pretty(level: Int) -> String {
        var text = ""
        write(to: &text, indent: "  ", level: level)
        return text
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: false
        default: true
        }
    }

    private func write(to text: inout String, indent: String?, level: Int) {
        switch self {
        case .string(let value): JSONValue.escape(value, into: &text)
        case .fileName(let value): JSONValue.escape(value, into: &text, fileName: true)
        case .int(let value): text += String(value)
        case .bool(let value): text += value ? "true" : "false"
        case .null: text += "null"
        case .array(let items):
            if items.isEmpty { text += "[]"; return }
            let inline = indent == nil || items.allSatisfy(\.isScalar)
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += inline ? (indent == nil ? "," : ", ") : "," }
                if !inline, let indent { text += "\n" + String(repeating: indent, count: level + 1) }
                item.write(to: &text, indent: indent, level: level + 1)
            }
            if !inline, let indent { text += "\n" + String(repeating: indent, count: level) }
            text += "]"
        case .object(let members):
            if members.isEmpty { text += "{}"; return }
            // Nested records of scalars stay on one line, as the contract shows them.
            let inline = indent == nil || (level > 0 && members.allSatisfy { $0.1.isScalar })
            text += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { text += inline && indent != nil ? ", " : "," }
                if !inline, let indent { text += "\n" + String(repeating: indent, count: level + 1) }
                JSONValue.escape(key, into: &text)
                text += indent == nil ? ":" : ": "
                value.write(to: &text, indent: indent, level: level + 1)
            }
            if !inline, let indent { text += "\n" + String(repeating: indent, count: level) }
            text += "}"
        }
    }

    /// A JSON string as UTF-8 bytes, the same bytes the `String` version writes; a path as
    /// ``fileName(_:)`` writes it.
    static func escape(_ value: String, into bytes: inout [UInt8], fileName: Bool = false) {
        if fileName && FileName.holdsStandIns(value) {
            var escaped = ""
            escape(value, into: &escaped, fileName: true)
            bytes.append(contentsOf: escaped.utf8)
            return
        }
        bytes.append(UInt8(ascii: "\""))
        // Read in place, without a copy of the String: a record's path and its rule's words
        // are shared by every thread, and a copy would count a reference on each.
        let plain =
            value.utf8.withContiguousStorageIfAvailable { utf8 in
                guard !needsEscaping(utf8) else { return false }
                bytes.append(contentsOf: utf8)
                return true
            } ?? false
        if !plain {
            var escaped = ""
            escape(value, into: &escaped)
            bytes.append(contentsOf: escaped.utf8.dropFirst().dropLast())
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether the bytes hold a control character, a quote or a backslash, tested eight
    /// bytes at a time: every field of every record passes here, and almost none has one.
    private static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        /// Whether a byte of `word` is below `limit` (at most 0x80); exact for the word as a
        /// whole, which is all that is asked.
        func hasByte(below limit: UInt64, _ word: UInt64) -> Bool {
            (word &- ones &* limit) & ~word & highs != 0
        }
        var index = 0
        if let base = utf8.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= utf8.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if hasByte(below: 0x20, word) || hasByte(below: 1, word ^ (ones &* 0x22))
                    || hasByte(below: 1, word ^ (ones &* 0x5C))
                {
                    return true
                }
                index += 8
            }
        }
        return utf8[index...].contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    }

    static func escape(_ value: String, into text: inout String, fileName: Bool = false) {
        text += "\""
        if !(value.utf8.withContiguousStorageIfAvailable(needsEscaping) ?? true)
            && !(fileName && FileName.holdsStandIns(value))
        {
            text += value
            text += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            case _ where fileName && FileName.byte(standingAs: scalar) != nil:
                text += "\\udc" + String(FileName.byte(standingAs: scalar) ?? 0, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }

    /// JSON text that `JSONSerialization` reads, paths included.
    ///
    /// Each lone `\udc80` to `\udcff` that ``fileName(_:)`` wrote for a byte of a path
    /// (which `JSONSerialization` refuses, a lone surrogate) becomes the pair for that
    /// byte's stand-in (`FileName`), so the path reads back as the same bytes. A low
    /// surrogate after a high one (`\ud83d\udce9`) is left as it is.
    static func readableFileNames(_ json: Data) -> Data {
        // Most lines have no escape at all.
        guard json.contains(UInt8(ascii: "\\")) else { return json }
        let bytes = [UInt8](json)
        func hex(_ at: Int) -> Int? {
            guard at + 4 <= bytes.count else { return nil }
            let digits = String(decoding: bytes[at..<(at + 4)], as: UTF8.self)
            return digits.allSatisfy(\.isHexDigit) ? Int(digits, radix: 16) : nil
        }
        var out: [UInt8] = []
        var index = 0
        var afterHighSurrogate = false
        var changed = false
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else {
                out.append(bytes[index])
                afterHighSurrogate = false
                index += 1
                continue
            }
            guard bytes[index + 1] == UInt8(ascii: "u"), let unit = hex(index + 2) else {
                // Another escape (`\\`, `\"`, ...): both bytes as they are.
                out += bytes[index...(index + 1)]
                afterHighSurrogate = false
                index += 2
                continue
            }
            if (0xDC80...0xDCFF).contains(unit) && !afterHighSurrogate {
                out += Array("\\udbff\\udf\(String(unit & 0xFF, radix: 16))".utf8)
                changed = true
            } else {
                out += bytes[index..<(index + 6)]
            }
            afterHighSurrogate = (0xD800...0xDBFF).contains(unit)
            index += 6
        }
        return changed ? Data(out) : json
    }
}
