import WeekdayKit

/// RFC 4180 CSV: fields with a comma, a quote or a line break are quoted, quotes doubled,
/// lines end in CRLF.
///
/// Written cells are safe to open in a spreadsheet, as OWASP advises for CSV: a cell that
/// starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be taken for a formula
/// (`=cmd|' /C calc'!A0`), so it gets a `'` in front, which spreadsheets show as text. A
/// plain number (`-5`, `+1.5`) is left as it is: it is read as the number it is, never
/// run. Control characters other than line breaks are written escaped (`\u{1B}`).
/// Reading undoes the `'` (``rows(_:)``), so records make the round trip.
enum CSV {
    static func line(_ fields: [String]) -> String {
        fields.map { quote(spreadsheetSafe($0)) }.joined(separator: ",") + "\r\n"
    }

    /// The first characters that make a spreadsheet read a cell as a formula.
    private static let formulaStarts: Set<Character> = ["=", "+", "-", "@", "\t", "\r"]

    /// The cell as a spreadsheet shows it as text; see ``CSV``.
    static func spreadsheetSafe(_ field: String) -> String {
        guard let first = field.first else { return field }
        let neutral = formulaStarts.contains(first) && !isPlainNumber(field) ? "'" + field : field
        return ControlCharacters.escaped(neutral, keepingLineBreaks: true)
    }

    /// `-5`, `+12`, `-1.5`: a sign, digits, and at most one point with digits after it.
    private static func isPlainNumber(_ field: String) -> Bool {
        var rest = Substring(field)
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        let parts = rest.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        return parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
    }

    /// A read cell without the `'` that ``spreadsheetSafe(_:)`` put in front of it.
    private static func unneutralised(_ field: String) -> String {
        guard field.hasPrefix("'"), let second = field.dropFirst().first, formulaStarts.contains(second) else {
            return field
        }
        return String(field.dropFirst())
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Splits CSV text into rows of fields, with the line each row starts on; a `'` put in
    /// front of a formula-like cell on writing is taken off.
    static func rows(_ text: String) -> [(line: Int, fields: [String])] {
        var rows: [(Int, [String])] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var line = 1
        var rowLine = 1
        var characters = Array(text.unicodeScalars)[...]
        func endRow() {
            fields.append(unneutralised(field))
            if !(fields.count == 1 && fields[0].isEmpty) { rows.append((rowLine, fields)) }
            fields = []
            field = ""
        }
        while let scalar = characters.popFirst() {
            if inQuotes {
                if scalar == "\"" {
                    if characters.first == "\"" {
                        field.unicodeScalars.append("\"")
                        characters.removeFirst()
                    } else {
                        inQuotes = false
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"": inQuotes = true
            case ",":
                fields.append(unneutralised(field))
                field = ""
            case "\r": continue
            case "\n":
                endRow()
                line += 1
                rowLine = line
            default: field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return rows
    }
}
