/// TEXT values (RFC 5545, 3.3.11) as a person reads them.
package enum ICalText {
    /// A TEXT value with its escapes undone: `\\`, `\;` and `\,` are the character, `\n`
    /// and `\N` a line break; any other escaped character is kept as itself.
    package static func unescaped(_ value: String) -> String {
        guard value.contains("\\") else { return value }
        var result = ""
        var escaped = false
        for character in value {
            if escaped {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }

    /// A TEXT value with `\\`, `;` and `,` escaped and each line break written `\n` (a CR
    /// LF pair or a lone CR as one).
    package static func escaped(_ text: String) -> String {
        var result = ""
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\\": result += "\\\\"
            case ";": result += "\\;"
            case ",": result += "\\,"
            case "\r": result += "\\n"
            case "\n": if !afterCarriageReturn { result += "\\n" }
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
