import Foundation
import ICalKit
import WeekdayKit

/// The export half of `convert`: JSON Lines or CSV records to one VCALENDAR.
enum ExportRun {
    static func run(
        _ paths: [String], csv: Bool, output: String?, calendar: Calendar, _ context: inout CommandContext
    ) throws(CommandFailure) {
        var records: [(line: Int, fields: [String: Any])] = []
        for path in paths {
            let data = try wholeInput(path, context)
            let text = String(decoding: data, as: UTF8.self)
            records += csv ? csvRecords(text) : jsonRecords(text, &context)
        }
        let file = try OutputFile(path: output, context: context)
        var written = 0
        var bad = 0
        var outputFailure: CommandFailure?
        do {
            var writer = try CalendarFileWriter(calendar: calendar)
            for (line, fields) in records {
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
                        "line \(line): DTSTART moved from \(record.start) to \(moved.start), the first selected day")
                }
                try writer.add(moved)
                written += 1
            }
            try writer.finish { data in
                do throws(CommandFailure) { try file.write(data) } catch {
                    outputFailure = error
                    throw error
                }
            }
        } catch {
            file.abandon()
            if let outputFailure { throw outputFailure }
            let reason = error.kind == .unwritable ? error.message : error.description
            throw .unreadable("cannot write output: \(reason)")
        }
        try file.commit()
        context.error("\(records.count) records read, \(written) events written, \(bad) errors")
        if bad > 0 { throw .problemsFound }
    }

    /// A file's bytes, whole (`-` is standard input); the system's reason when it cannot
    /// be read.
    private static func wholeInput(_ path: String, _ context: CommandContext) throws(CommandFailure) -> Data {
        if path == "-" && context.standardInputHandle == nil {
            guard let data = context.readStandardInput() else { throw .unreadable("cannot read -") }
            return data
        }
        do {
            if path == "-", let standardInput = context.standardInputHandle {
                return try standardInput.readToEnd() ?? Data()
            }
            let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            return try handle.readToEnd() ?? Data()
        } catch {
            throw .unreadable("cannot read \(path): \(SystemReason.of(error))")
        }
    }

    private static func jsonRecords(_ text: String, _ context: inout CommandContext) -> [(
        line: Int, fields: [String: Any]
    )] {
        var records: [(Int, [String: Any])] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            if let object = try? JSONSerialization.jsonObject(with: Data(trimmed.utf8)) as? [String: Any] {
                records.append((index + 1, object))
            } else {
                records.append((index + 1, ["error": "not a JSON object"]))
            }
        }
        return records
    }

    private static func csvRecords(_ text: String) -> [(line: Int, fields: [String: Any])] {
        let rows = CSV.rows(text)
        guard let header = rows.first?.fields else { return [] }
        return rows.dropFirst().map { row in
            var fields: [String: Any] = [:]
            for (name, value) in zip(header, row.fields) { fields[name] = value }
            return (row.line, fields)
        }
    }
}
