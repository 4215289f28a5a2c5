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
            guard
                let source = LineSource(
                    path: path, standardInputHandle: context.standardInputHandle,
                    standardInput: context.readStandardInput)
            else { throw .unreadable("cannot read \(path): \(openingReason(path))") }
            sources.append(source)
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
                while true {
                    let next: (line: Int, fields: [String: Any])?
                    do { next = try records.next() } catch {
                        readFailure = "cannot read \(path): \(SystemReason.of(error))"
                        break inputs
                    }
                    guard let (line, fields) = next else { break }
                    read += 1
                    let record: ExportRecord
                    do { record = try ExportRecord(fields: fields) } catch {
                        context.error("line \(line): \(error.message)")
                        bad += 1
                        continue
                    }
                    let moved = record.startingOnSelectedDay()
                    guard moved.start.year <= EventWriter.latestWritableYear else {
                        context.error(
                            "line \(line): DTSTART \(moved.start) cannot be written: libical writes no year after "
                                + "\(EventWriter.latestWritableYear)")
                        bad += 1
                        continue
                    }
                    if moved.start != record.start {
                        context.error(
                            "line \(line): DTSTART moved from \(record.start) to \(moved.start), the first selected day"
                        )
                    }
                    try writer.add(moved)
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

    /// Why a path cannot be opened for reading, in the system's words.
    private static func openingReason(_ path: String) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
            return SystemReason.of(errorNumber: EISDIR)
        }
        do {
            try FileHandle(forReadingFrom: URL(fileURLWithPath: path)).close()
            return SystemReason.of(errorNumber: EIO)
        } catch {
            return SystemReason.of(error)
        }
    }
}

/// The records of one JSON Lines or CSV input, one at a time, with the line each starts on.
///
/// A JSON Lines record is one line; a CSV record ends at a line end outside quotes, after
/// the header row, which names the fields. A line that is not a JSON object, or a record
/// longer than ``LineSource/maximumLineBytes``, is a record with an `error` field.
struct RecordStream {
    private var source: LineSource
    private let csv: Bool
    private var header: [String]?

    init(source: LineSource, csv: Bool) {
        self.source = source
        self.csv = csv
    }

    mutating func next() throws -> (line: Int, fields: [String: Any])? {
        csv ? try nextRow() : try nextObject()
    }

    private mutating func nextObject() throws -> (line: Int, fields: [String: Any])? {
        while let line = try source.next() {
            let text = Self.trimmed(line.bytes)
            if text.isEmpty && !line.isCut { continue }
            if !line.isCut, let object = try? JSONSerialization.jsonObject(with: text) as? [String: Any] {
                return (line.number, object)
            }
            return (line.number, ["error": line.isCut ? "the line is longer than 1 MiB" : "not a JSON object"])
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

    private mutating func nextRow() throws -> (line: Int, fields: [String: Any])? {
        while let (first, text, isCut) = try nextCSVRecord() {
            if isCut { return (first, ["error": "the record is longer than 1 MiB"]) }
            guard let row = CSV.rows(text).first else { continue }
            guard let header else {
                header = row.fields
                continue
            }
            var fields: [String: Any] = [:]
            for (name, value) in zip(header, row.fields) { fields[name] = value }
            return (first, fields)
        }
        return nil
    }

    /// The lines of the next CSV record (a quoted field may hold line ends), joined.
    private mutating func nextCSVRecord() throws -> (line: Int, text: String, isCut: Bool)? {
        var bytes: [UInt8] = []
        var quotes = 0
        var first: Int?
        var isCut = false
        while let line = try source.next() {
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
