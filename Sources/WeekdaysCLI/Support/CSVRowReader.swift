import WeekdayKit

/// Anything that gives lines one at a time, so the CSV reader can read a file, standard
/// input or lines a test hands it alike.
protocol LineReading {
    /// The next line; nil at the end.
    mutating func next() throws -> LineSource.Line?
}

extension LineSource: LineReading {}

/// One CSV row, with the line it starts on: its fields, or why it is not a row.
struct CSVRow {
    /// The line the row starts on, from 1.
    var line: Int
    /// The fields, `'` taken off formula-like cells (``CSV/spreadsheetSafe(_:)``); empty
    /// when the row is malformed.
    var fields: [String]
    /// Why the row is not one, when it is not; its fields are then not read.
    var problem: WeekdaysError?
}

/// Reads RFC 4180 rows from lines: fields split at commas, quoted fields that hold
/// commas, doubled quotes and line breaks, rows that end at a line end outside quotes.
///
/// A malformed row is an error of that row alone, so one stray quote cannot swallow the
/// file: a quote inside an unquoted field (`6" ruler`) or text after a closing quote ends
/// the row at its line's end. A quote that is never closed (by the end of the input, or
/// within ``LineSource/maximumLineBytes``) makes its row an error, and the lines after the
/// row's first are read again as rows of their own. Those lines read again never hold an
/// unclosed quote (every quote in them was doubled, or the first quote would have closed),
/// so no line is read more than twice.
struct CSVRowReader {
    /// Lines to read again before any new one, after a quote that was never closed.
    private var replayed: [LineSource.Line] = []

    /// The next row of `lines`, or nil at their end.
    ///
    /// Blank lines are skipped.
    ///
    /// - Throws: what `lines` throws when a read fails.
    mutating func next(from lines: inout some LineReading) throws -> CSVRow? {
        while let first = try takeLine(from: &lines) {
            if first.bytes.isEmpty || first.bytes == [0x0D] { continue }
            return try row(startingWith: first, from: &lines)
        }
        return nil
    }

    private mutating func takeLine(from lines: inout some LineReading) throws -> LineSource.Line? {
        replayed.isEmpty ? try lines.next() : replayed.removeFirst()
    }

    /// The row that starts on `first`, reading further lines while a quoted field is open.
    private mutating func row(startingWith first: LineSource.Line, from lines: inout some LineReading) throws
        -> CSVRow
    {
        var parser = CSVRowParser()
        parser.read(first.bytes)
        var taken = [first]
        var length = first.bytes.count
        var isCut = first.isCut
        while parser.isInQuotes && !isCut && length <= LineSource.maximumLineBytes {
            guard let more = try takeLine(from: &lines) else {
                replayed.insert(contentsOf: taken.dropFirst(), at: 0)
                return CSVRow(line: first.number, fields: [], problem: parser.unclosedQuoteProblem)
            }
            taken.append(more)
            length += more.bytes.count + 1
            isCut = more.isCut
            parser.read(more.bytes)
        }
        if isCut || length > LineSource.maximumLineBytes {
            if parser.isInQuotes { replayed.insert(contentsOf: taken.dropFirst(), at: 0) }
            let reason =
                parser.isInQuotes
                ? "the record is longer than 1 MiB: a quote opened in it is not closed within 1 MiB"
                : "the record is longer than 1 MiB"
            return CSVRow(line: first.number, fields: [], problem: .invalidRecord(reason))
        }
        switch parser.finished() {
        case .success(let fields): return CSVRow(line: first.number, fields: fields.map(CSV.unneutralised))
        case .failure(let problem): return CSVRow(line: first.number, fields: [], problem: problem)
        }
    }
}
