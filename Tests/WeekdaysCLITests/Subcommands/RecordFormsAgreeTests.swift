import Foundation
import Testing

@testable import WeekdayKit
@testable import WeekdaysCLI

/// `convert`'s three forms of a record (its JSON Lines, its CSV rows and the library's
/// Codable) written from one field table, checked against each other on every fixture:
/// the same keys with the same values, and the JSON Lines and CSV in the table's order
/// (Foundation's encoder keeps no order of its own, so its bytes are compared with the
/// keys sorted).
@Suite struct RecordFormsAgreeTests {
    static let fixtures = [
        "alarm.ics", "apple-icloud.ics", "broken-rules.ics", "google.ics", "thunderbird.ics", "todo.ics",
    ]

    @Test(arguments: fixtures)
    func jsonLinesAreWhatCodableWrites(name: String) throws {
        let outcome = run("convert", fixture(name), "--to", "jsonl")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(!lines.isEmpty, "\(outcome.stderr)")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for line in lines {
            let record = try JSONDecoder().decode(ImportRecord.self, from: Data(line.utf8))
            // The same keys and values (both in one order, as Foundation's encoder keeps none)...
            #expect(try Self.sorted(String(decoding: encoder.encode(record), as: UTF8.self)) == Self.sorted(line))
            // ...and the line's keys in the table's order.
            let places = ImportRecord.Field.allCases.compactMap { line.range(of: "\"\($0.rawValue)\":")?.lowerBound }
            #expect(places == places.sorted() && places.count >= 10, "\(line)")
        }
    }

    /// A JSON object's text with its keys in order.
    static func sorted(_ text: String) throws -> String {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        let data = try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return String(decoding: data, as: UTF8.self)
    }

    @Test(arguments: fixtures)
    func csvRowsHoldTheSameFieldsInTheSameOrder(name: String) throws {
        let json = run("convert", fixture(name), "--to", "jsonl").stdout.split(separator: "\n")
        let rows = CSV.rows(run("convert", fixture(name), "--to", "csv").stdout)
        let header = try #require(rows.first).fields
        #expect(header == ImportRecord.Field.allCases.map(\.rawValue))
        #expect(rows.count - 1 == json.count)
        for (line, row) in zip(json, rows.dropFirst()) {
            let record = try JSONDecoder().decode(ImportRecord.self, from: Data(line.utf8))
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for (name, cell) in zip(header, row.fields) {
                let field = try #require(ImportRecord.Field(rawValue: name))
                // The JSON value of the field, as a CSV cell shows it.
                let shown: String =
                    switch object[name] {
                    case let text as String: field == .path ? FileName.shown(text) : text
                    case let values as [Any]:
                        values.map { "\($0)" }.joined(separator: field == .selection ? ";" : "; ")
                    default: ""
                    }
                #expect(cell == shown, "\(name) of \(record.uid ?? "?")")
            }
        }
    }

    /// An occurrence's record is the same fields, in the same order, in the JSON document
    /// and in JSON Lines, both made from one table.
    @Test(arguments: ["google.ics", "thunderbird.ics", "apple-icloud.ics"])
    func occurrenceRecordsAreTheSameInBothJSONForms(name: String) throws {
        let window = ["--from", "20260101", "--to", "20270101"]
        let lines = run(arguments: ["occurrences", fixture(name), "--format", "jsonl"] + window).stdout
            .split(separator: "\n")
        let document = run(arguments: ["occurrences", fixture(name), "--format", "json"] + window).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(document.utf8)) as? [String: Any])
        let records = try #require(object["occurrences"] as? [[String: Any]])
        #expect(!lines.isEmpty && records.count == lines.count)
        let names = OccurrenceOutput.Field.allCases.map(\.rawValue)
        for (line, record) in zip(lines, records) {
            let fromLine = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(Set(fromLine.keys) == Set(names) && Set(record.keys) == Set(names))
            #expect(
                try Self.sorted(String(line))
                    == Self.sorted(String(decoding: JSONSerialization.data(withJSONObject: record), as: UTF8.self)))
            let places = names.compactMap { line.range(of: "\"\($0)\":")?.lowerBound }
            #expect(places == places.sorted() && places.count == names.count)
        }
    }
}
