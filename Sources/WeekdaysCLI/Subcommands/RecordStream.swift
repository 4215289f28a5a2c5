import Foundation
import WeekdayKit

/// The records of one JSON Lines or CSV input, one at a time, with the line each starts on.
///
/// A JSON Lines record is one line (``JSONObjectReader``); a CSV record is a row
/// (``CSVRowReader``) after the header row, which names the fields. A line that is not a
/// JSON object, a malformed row, a row with more or fewer fields than the header, or a
/// record longer than ``LineSource/maximumLineBytes`` is an ``Item/unreadable(_:)`` one,
/// and the records after it are read. An input whose first line holds NUL bytes or is
/// longer than that is not records at all (`/dev/zero`), nor is a CSV input whose header is
/// malformed or names a field twice; neither is read further.
struct RecordStream {
    /// One record's fields, or why its line is not one.
    enum Item {
        case record([String: Any])
        case unreadable(WeekdaysError)
    }

    private var lines: RecordLines
    private var rows = CSVRowReader()
    private let csv: Bool
    private var header: [String]?
    private var headerRefusal: String?

    /// Why the input is not records at all, once its first line or header said so; nothing
    /// more is read.
    var refusal: String? { lines.refusal ?? headerRefusal }

    init(source: LineSource, csv: Bool) {
        self.lines = RecordLines(source: source, form: csv ? "CSV" : "JSON Lines")
        self.csv = csv
    }

    /// The next record; nil at the end, or when the input is not records (``refusal``).
    ///
    /// - Throws: the system's reason when a read fails.
    mutating func next() throws -> (line: Int, item: Item)? {
        csv ? try nextRow() : try nextObject()
    }

    private mutating func nextObject() throws -> (line: Int, item: Item)? {
        let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
        while let line = try lines.next() {
            if line.isCut { return (line.number, .unreadable(.invalidRecord("the line is longer than 1 MiB"))) }
            if line.bytes.allSatisfy(space.contains) { continue }
            do {
                return (line.number, .record(try JSONObjectReader.object(in: line.bytes)))
            } catch {
                return (line.number, .unreadable(error))
            }
        }
        return nil
    }

    private mutating func nextRow() throws -> (line: Int, item: Item)? {
        while headerRefusal == nil, let row = try rows.next(from: &lines) {
            guard let header else {
                readHeader(row)
                continue
            }
            if let problem = row.problem { return (row.line, .unreadable(problem)) }
            guard row.fields.count == header.count else {
                let problem = WeekdaysError.invalidRecord(
                    "the row has \(row.fields.count) fields where the header on line 1 names \(header.count)")
                return (row.line, .unreadable(problem))
            }
            var fields: [String: Any] = [:]
            for (name, value) in zip(header, row.fields) { fields[name] = value }
            return (row.line, .record(fields))
        }
        return nil
    }

    /// Takes the first row as the header, or refuses the input when it cannot name the
    /// fields: a malformed row, or a name given twice (which column counts is unclear).
    private mutating func readHeader(_ row: CSVRow) {
        if let problem = row.problem {
            headerRefusal = "not CSV records: its header on line \(row.line) is malformed: \(problem.message)"
            return
        }
        var seen: Set<String> = []
        for name in row.fields where !name.isEmpty && !seen.insert(name).inserted {
            headerRefusal = "not CSV records: its header on line \(row.line) names `\(name)` twice"
            return
        }
        header = row.fields
    }
}

/// The lines of a records input, after a look at the first one.
///
/// The first line must be text, not NUL bytes or an endless line. A byte order mark that starts the input (as spreadsheets write one) is
/// taken off, so the first field's name is read as written.
struct RecordLines: LineReading {
    private var source: LineSource
    private let form: String
    private var isFirstLine = true
    /// Why the input is not records at all, once its first line said so.
    private(set) var refusal: String?

    init(source: LineSource, form: String) {
        self.source = source
        self.form = form
    }

    /// The next line; nil at the end or once the input is refused.
    mutating func next() throws -> LineSource.Line? {
        guard refusal == nil, var line = try source.next() else { return nil }
        if isFirstLine {
            isFirstLine = false
            if line.bytes.contains(0) {
                refusal = "not \(form): its first line holds NUL bytes"
            } else if line.isCut {
                refusal = "not \(form): its first line is longer than 1 MiB"
            }
            if refusal != nil { return nil }
            if line.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { line.bytes.removeFirst(3) }
        }
        return line
    }
}
