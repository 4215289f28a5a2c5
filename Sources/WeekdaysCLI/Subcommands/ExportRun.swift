import Foundation
import ICalKit
import WeekdayKit

/// The export half of `convert`: JSON Lines or CSV records to one VCALENDAR.
enum ExportRun {
    static func run(
        _ paths: [String], csv: Bool, output: String?, calendar: Calendar, _ context: inout CommandContext
    ) throws(CommandFailure) {
        // Every input is opened first, so one that cannot be read stops the run before any
        // record is read; then each is read line by line as its events are written.
        var sources: [LineSource] = []
        for path in paths {
            do {
                sources.append(
                    try LineSource(
                        path: path, standardInputHandle: context.standardInputHandle,
                        standardInput: context.readStandardInput))
            } catch {
                throw .unreadable("cannot read \(path): \(error.message)")
            }
        }
        let file = try OutputFile(path: output, context: context)
        var read = 0
        var written = 0
        var bad = 0
        var readFailure: String?
        var outputFailure: CommandFailure?
        do {
            var writer = try CalendarFileWriter(calendar: calendar)
            inputs: for (path, source) in zip(paths, sources) {
                var records = RecordStream(source: source, csv: csv)
                // Messages name the input and the line, as several inputs may be read.
                let shown = ControlCharacters.escaped(path)
                while true {
                    let next: (line: Int, item: RecordStream.Item)?
                    do { next = try records.next() } catch {
                        readFailure = "cannot read \(path): \(SystemReason.of(error))"
                        break inputs
                    }
                    guard let (line, item) = next else {
                        if let refusal = records.refusal {
                            readFailure = "\(shown) is \(refusal)"
                            break inputs
                        }
                        break
                    }
                    read += 1
                    let fields: [String: Any]
                    switch item {
                    case .record(let given): fields = given
                    case .unreadable(let reason):
                        context.error("\(shown): line \(line): \(reason)")
                        bad += 1
                        continue
                    }
                    let record: ExportRecord
                    do { record = try ExportRecord(fields: fields) } catch {
                        context.error("\(shown): line \(line): \(error.message)")
                        bad += 1
                        continue
                    }
                    let moved = record.startingOnSelectedDay()
                    guard moved.start.year <= EventWriter.latestWritableYear else {
                        context.error(
                            "\(shown): line \(line): DTSTART \(moved.start) cannot be written: libical writes no year after "
                                + "\(EventWriter.latestWritableYear)")
                        bad += 1
                        continue
                    }
                    if moved.start != record.start {
                        context.error(
                            "\(shown): line \(line): DTSTART moved from \(record.start) to \(moved.start), "
                                + "the first selected day")
                    }
                    do { try writer.add(moved) } catch  where error.kind == .invalidRecord {
                        // A record the writer refuses is reported and counted, as the year
                        // above is; the rest of the run goes on.
                        context.error("\(shown): line \(line): \(error.message)")
                        bad += 1
                        continue
                    }
                    written += 1
                }
            }
            if readFailure == nil {
                try writer.finish { data in
                    do throws(CommandFailure) { try file.write(data) } catch {
                        outputFailure = error
                        throw error
                    }
                }
            }
        } catch {
            file.abandon()
            if let outputFailure { throw outputFailure }
            let reason = error.kind == .unwritable ? error.message : error.description
            throw .unreadable("cannot write output: \(reason)")
        }
        if let readFailure {
            file.abandon()
            throw .unreadable(readFailure)
        }
        try file.commit()
        context.error("\(read) records read, \(written) events written, \(bad) errors")
        if bad > 0 { throw .problemsFound }
    }
}

/// The records of one JSON Lines or CSV input, one at a time, with the line each starts on.
///
/// A JSON Lines record is one line; a CSV record ends at a line end outside quotes, after
/// the header row, which names the fields. A line that is not a JSON object, or a record
/// longer than ``LineSource/maximumLineBytes``, is an ``Item/unreadable(_:)`` one. An input
/// whose first line holds NUL bytes or is longer than that is not records at all
/// (`/dev/zero`), and is not read further.
struct RecordStream {
    /// One record's fields, or why its line is not one.
    enum Item {
        case record([String: Any])
        case unreadable(String)
    }

    private var source: LineSource
    private let csv: Bool
    private var header: [String]?
    private var isFirstLine = true
    /// Why the input is not records at all, once its first line said so; nothing more is read.
    private(set) var refusal: String?

    init(source: LineSource, csv: Bool) {
        self.source = source
        self.csv = csv
    }

    /// The next record; nil at the end, or when the input is not records (``refusal``).
    ///
    /// - Throws: the system's reason when a read fails.
    mutating func next() throws -> (line: Int, item: Item)? {
        csv ? try nextRow() : try nextObject()
    }

    /// The next line, after a look at the first one: text, not NUL bytes or an endless line.
    private mutating func nextLine() throws -> LineSource.Line? {
        guard refusal == nil, let line = try source.next() else { return nil }
        if isFirstLine {
            isFirstLine = false
            let form = csv ? "CSV" : "JSON Lines"
            if line.bytes.contains(0) {
                refusal = "not \(form): its first line holds NUL bytes"
            } else if line.isCut {
                refusal = "not \(form): its first line is longer than 1 MiB"
            }
            if refusal != nil { return nil }
        }
        return line
    }

    private mutating func nextObject() throws -> (line: Int, item: Item)? {
        while let line = try nextLine() {
            let text = Self.trimmed(line.bytes)
            if text.isEmpty && !line.isCut { continue }
            let readable = JSONValue.readableFileNames(text)
            if !line.isCut, let object = try? JSONSerialization.jsonObject(with: readable) as? [String: Any] {
                return (line.number, .record(object))
            }
            return (line.number, .unreadable(line.isCut ? "the line is longer than 1 MiB" : "not a JSON object"))
        }
        return nil
    }

    /// The line without the white space around it: ASCII spaces and line ends byte by
    /// byte, and Unicode's other spaces by Foundation when a line has any at its ends.
    private static func trimmed(_ bytes: [UInt8]) -> Data {
        let isSpace = { (byte: UInt8) in byte == 0x20 || (0x09...0x0D).contains(byte) }
        let start = bytes.firstIndex { !isSpace($0) } ?? bytes.endIndex
        let end = bytes.lastIndex { !isSpace($0) }.map { $0 + 1 } ?? start
        let inner = bytes[start..<end]
        if let first = inner.first, let last = inner.last, first >= 0x80 || last >= 0x80 {
            return Data(String(decoding: inner, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        }
        return Data(inner)
    }

    private mutating func nextRow() throws -> (line: Int, item: Item)? {
        while let (first, text, isCut) = try nextCSVRecord() {
            if isCut { return (first, .unreadable("the record is longer than 1 MiB")) }
            guard let row = CSV.rows(text).first else { continue }
            guard let header else {
                header = row.fields
                continue
            }
            var fields: [String: Any] = [:]
            for (name, value) in zip(header, row.fields) { fields[name] = value }
            return (first, .record(fields))
        }
        return nil
    }

    /// The lines of the next CSV record (a quoted field may hold line ends), joined.
    private mutating func nextCSVRecord() throws -> (line: Int, text: String, isCut: Bool)? {
        var bytes: [UInt8] = []
        var quotes = 0
        var first: Int?
        var isCut = false
        while let line = try nextLine() {
            if first != nil { bytes.append(0x0A) }
            first = first ?? line.number
            bytes += line.bytes
            quotes += line.bytes.reduce(0) { $0 + ($1 == UInt8(ascii: "\"") ? 1 : 0) }
            isCut = isCut || line.isCut || bytes.count > LineSource.maximumLineBytes
            if quotes % 2 == 0 || isCut { break }
        }
        guard let first else { return nil }
        return (first, String(decoding: bytes, as: UTF8.self), isCut)
    }
}
