import WeekdayKit

/// RFC 4180 CSV: fields with a comma, a quote or a line break are quoted, quotes doubled,
/// lines end in CRLF.
///
/// Written cells are safe to open in a spreadsheet, as OWASP advises for CSV: a cell that
/// starts with `=`, `+`, `-`, `@`, a tab or a carriage return would be taken for a formula
/// (`=cmd|' /C calc'!A0`), so it gets a `'` in front, which spreadsheets show as text. A
/// plain number (`-5`, `+1.5`) is left as it is: it is read as the number it is, never
/// run. Control characters other than line breaks are written escaped (`\u{1B}`).
/// Reading undoes the `'` (``CSVRowReader``), so records make the round trip.
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
    static func unneutralised(_ field: String) -> String {
        guard field.hasPrefix("'"), let second = field.dropFirst().first, formulaStarts.contains(second) else {
            return field
        }
        return String(field.dropFirst())
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The rows of CSV text as ``CSVRowReader`` reads them, malformed ones with their
    /// problem, each with the line it starts on.
    static func rows(_ text: String) -> [CSVRow] {
        var lines = LinesInMemory(text)
        var reader = CSVRowReader()
        var rows: [CSVRow] = []
        // Lines in memory are never a failed read.
        while let row = (try? reader.next(from: &lines)) ?? nil { rows.append(row) }
        return rows
    }
}
