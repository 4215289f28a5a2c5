import WeekdayKit

/// The fields of one CSV row, read a line at a time as RFC 4180 reads them; see
/// ``CSVRowReader`` for where rows begin and end.
struct CSVRowParser {
    /// Where in a field the next byte falls.
    private enum Place {
        case fieldStart, unquoted, quoted, afterClosingQuote
    }

    private var place = Place.fieldStart
    private var fields: [[UInt8]] = []
    private var field: [UInt8] = []
    /// The first thing wrong with the row; nothing after it is read.
    private var problem: WeekdaysError?

    /// Whether a quoted field is open at the end of the lines read, so the row goes on.
    var isInQuotes: Bool { place == .quoted }

    /// Why the row is not one when its quote is never closed.
    var unclosedQuoteProblem: WeekdaysError {
        .invalidRecord("field \(fields.count + 1) opens a quote that is never closed")
    }

    /// Reads one line of the row, without its LF; a CR before the LF ends the line too,
    /// except inside quotes, where the CR and the LF are the field's.
    mutating func read(_ line: [UInt8]) {
        guard problem == nil else { return }
        let quote = UInt8(ascii: "\""), comma = UInt8(ascii: ","), carriageReturn: UInt8 = 0x0D
        var index = 0
        while index < line.count {
            let byte = line[index]
            index += 1
            switch place {
            case .fieldStart where byte == quote: place = .quoted
            case .fieldStart, .unquoted:
                if byte == comma {
                    endField()
                } else if byte == quote {
                    problem = .invalidRecord(
                        "field \(fields.count + 1) holds a quote but does not start with one; RFC 4180 quotes "
                            + "such a field whole and doubles the quotes in it")
                    return
                } else if byte == carriageReturn && index == line.count {
                    // The CR of a CRLF line end.
                } else {
                    field.append(byte)
                    place = .unquoted
                }
            case .quoted:
                if byte != quote {
                    field.append(byte)
                } else if index < line.count && line[index] == quote {
                    field.append(quote)
                    index += 1
                } else {
                    place = .afterClosingQuote
                }
            case .afterClosingQuote:
                if byte == comma {
                    endField()
                } else if !(byte == carriageReturn && index == line.count) {
                    problem = .invalidRecord("field \(fields.count + 1) has text after its closing quote")
                    return
                }
            }
        }
        // A line end inside quotes belongs to the field.
        if place == .quoted { field.append(0x0A) }
    }

    /// Ends the field being read and starts the next.
    private mutating func endField() {
        fields.append(field)
        field = []
        place = .fieldStart
    }

    /// The row's fields as text, or what is wrong with it (a field that is not UTF-8 among
    /// them).
    mutating func finished() -> Result<[String], WeekdaysError> {
        if let problem { return .failure(problem) }
        if place == .quoted { return .failure(unclosedQuoteProblem) }
        endField()
        var texts: [String] = []
        texts.reserveCapacity(fields.count)
        for (index, bytes) in fields.enumerated() {
            guard let text = String(validating: bytes, as: UTF8.self) else {
                let reason = UTF8Validation.problem(in: bytes) ?? "is not UTF-8"
                return .failure(.invalidRecord("field \(index + 1) \(reason)"))
            }
            texts.append(text)
        }
        return .success(texts)
    }
}
