/// RFC 4180 CSV: fields with a comma, a quote or a line break are quoted, quotes doubled,
/// lines end in CRLF.
enum CSV {
    static func line(_ fields: [String]) -> String {
        fields.map(quote).joined(separator: ",") + "\r\n"
    }

    static func quote(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Splits CSV text into rows of fields, with the line each row starts on.
    static func rows(_ text: String) -> [(line: Int, fields: [String])] {
        var rows: [(Int, [String])] = []
        var fields: [String] = []
        var field = ""
        var inQuotes = false
        var line = 1
        var rowLine = 1
        var characters = Array(text.unicodeScalars)[...]
        func endRow() {
            fields.append(field)
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
                fields.append(field)
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
