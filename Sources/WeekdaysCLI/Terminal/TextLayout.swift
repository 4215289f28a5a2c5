import Foundation

/// Breaking and measuring text for terminal layouts, by display columns.
enum TextLayout {
    /// Lines of at most `width` columns: broken at spaces, then after `;` or `,` when a
    /// word is longer than a line (an RRULE), then anywhere.
    static func wrapped(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            for piece in pieces(of: word, width: width) {
                let joined = current.isEmpty ? piece : current + " " + piece
                if displayWidth(joined) <= width {
                    current = joined
                } else {
                    if !current.isEmpty { lines.append(current) }
                    current = piece
                }
            }
        }
        if !current.isEmpty || lines.isEmpty { lines.append(current) }
        return lines
    }

    /// Items joined by `separator` into lines of at most `width` columns, never breaking an
    /// item across lines unless it alone is too long (a list of keys).
    static func wrapped(items: [String], separator: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for item in items {
            let joined = current.isEmpty ? item : current + separator + item
            if displayWidth(joined) <= width || current.isEmpty {
                current = joined
            } else {
                lines.append(current)
                current = item
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.flatMap { wrapped($0, width: width) }
    }

    /// The longest prefix of `text`, whole characters, that fits in `width` columns.
    static func truncated(_ text: String, toWidth width: Int) -> String {
        var result = ""
        for character in text {
            guard displayWidth(result + String(character)) <= width else { break }
            result.append(character)
        }
        return result
    }

    /// A word cut into parts that each fit, preferring cuts after `;` and `,`.
    private static func pieces(of word: String, width: Int) -> [String] {
        guard displayWidth(word) > width else { return [word] }
        var parts: [String] = []
        var current: [Character] = []
        for character in word {
            while !current.isEmpty, displayWidth(String(current + [character])) > width {
                let cut =
                    current.lastIndex { $0 == ";" || $0 == "," }.map { $0 + 1 } ?? current.count
                parts.append(String(current[..<cut]))
                current = Array(current[cut...])
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(String(current)) }
        return parts
    }
}

extension String {
    /// Whether the text has letters of a right-to-left script (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko and their presentation forms).
    var containsRightToLeft: Bool {
        unicodeScalars.contains { scalar in
            switch scalar.value {
            case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
                0x1E800...0x1EFFF:
                return true
            default:
                return false
            }
        }
    }
}

extension Calendar {
    /// Whether the calendar's language is written right to left (Hebrew, Arabic, Persian).
    var isRightToLeft: Bool {
        locale?.language.characterDirection == .rightToLeft
    }
}
