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
}
