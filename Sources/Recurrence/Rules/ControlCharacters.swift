/// Control characters (C0, DEL and C1) written out visibly, as Swift writes them in a
/// string literal (`\n`, `\t`, `\u{1B}`), so text from the input cannot move a terminal's
/// cursor, recolor it or start a line of its own.
package enum ControlCharacters {
    /// The text with every control character escaped; with `keepingLineBreaks`, `\n` and
    /// `\r` stay as they are (for a format that quotes them, such as CSV).
    package static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n" where keepingLineBreaks, "\r" where keepingLineBreaks: result.unicodeScalars.append(scalar)
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar is a C0 or C1 control character or DEL.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }
}
