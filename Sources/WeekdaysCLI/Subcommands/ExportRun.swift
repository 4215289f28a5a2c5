import Foundation
import WeekdayKit

/// The export half of `convert`: JSON Lines or CSV records to one VCALENDAR.
enum ExportRun {
    static func run(
        _ paths: [String], csv: Bool, output: String?, calendar: Calendar, _ context: inout CommandContext
    ) throws(CommandFailure) {
        var records: [(line: Int, fields: [String: Any])] = []
        for path in paths {
            let data: Data?
            if path == "-" {
                data = context.readStandardInput()
            } else {
                data = FileManager.default.contents(atPath: path)
            }
            guard let data else { throw .unreadable("cannot read \(path)") }
            let text = String(decoding: data, as: UTF8.self)
            records += csv ? csvRecords(text) : jsonRecords(text, &context)
        }
        let file = try OutputFile(path: output, context: context)
        var written = 0
        var bad = 0
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
                if moved.start != record.start {
                    context.error(
                        "line \(line): DTSTART moved from \(record.start) to \(moved.start), the first selected day")
                }
                try writer.add(moved)
                written += 1
            }
            try writer.finish { try file.write($0) }
        } catch {
            file.abandon()
            let reason = error.kind == .unwritable ? error.message : error.description
            throw .unreadable("cannot write output: \(reason)")
        }
        try file.commit()
        context.error("\(records.count) records read, \(written) events written, \(bad) errors")
        if bad > 0 { throw .problemsFound }
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
