import Foundation
import Testing
import WeekdayKit

/// The library's values as JSON: what they encode to, and that they come back.
@Suite struct CodableTests {
    static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return encoder
    }()

    static func json(_ value: some Encodable) throws -> String {
        String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    @Test func ruleAnalysisComesBack() throws {
        let analysis = try RuleAnalysis(
            parsing: "RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;UNTIL=20261231T000000Z",
            start: try ICalDateTime(parsing: "20261201T090000Z"))
        let text = try Self.json(analysis)
        #expect(text.contains(#""rule":"FREQ=WEEKLY;UNTIL=20261231T000000Z;INTERVAL=2;BYDAY=TU""#), "\(text)")
        #expect(text.contains(#""fidelity":"approximate""#) && text.contains(#""selection":[3]"#))
        #expect(text.contains(#""start":"20261201T090000Z""#))
        let back = try JSONDecoder().decode(RuleAnalysis.self, from: Data(text.utf8))
        #expect(back.rule == analysis.rule && back.selection == analysis.selection)
        #expect(back.fidelity == analysis.fidelity && back.notes == analysis.notes && back.start == analysis.start)
    }

    @Test func anInvalidRuleDoesNotDecode() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(RecurrenceRule.self, from: Data(#""FREQ=WEEKLY;INTERVAL=0""#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ICalDateTime.self, from: Data(#""20261332""#.utf8))
        }
    }

    /// An import record encodes to the keys and values of `convert`'s JSON Lines, invalid
    /// rules included.
    @Test func importRecordsComeBackThroughCodable() throws {
        var text = ""
        _ = importLines(
            [.path(fixtureURL("broken-rules").path)], jobs: 1, calendar: FileValidation.english,
            render: { record in ((try? CodableTests.json(record)) ?? "unencodable") + "\n" },
            write: { text += $0 })
        let lines = text.split(separator: "\n").map(String.init)
        let records = try lines.map { try JSONDecoder().decode(ImportRecord.self, from: Data($0.utf8)) }
        #expect(records.count > 3)
        let invalid = try #require(lines.first { $0.contains(#""fidelity":"invalid""#) }, "\(text)")
        #expect(invalid.contains(#""error":"#) && invalid.contains(#""summaryText":null"#), "\(invalid)")
        for (line, record) in zip(lines, records) {
            #expect(try Self.json(record) == line)
            #expect((record.fidelity == nil) == line.contains(#""fidelity":"invalid""#))
        }
    }

    @Test func exportRecordsComeBack() throws {
        let record = try ExportRecord(
            repeating: [2, 6], at: DateComponents(hour: 7, minute: 15), in: TimeZone(identifier: "Europe/Madrid")!,
            from: Date(timeIntervalSince1970: 1_795_953_600), interval: 2, end: .afterOccurrences(8), title: "Gym",
            duration: 3600, alarms: [.init(offset: -600, action: .sound)], uid: "gym")
        let text = try Self.json(record)
        #expect(
            text == #"{"alarms":[{"action":"sound","offset":-600}],"count":8,"dtstart":"20261130T071500","#
                + #""duration":{"days":0,"seconds":3600},"interval":2,"selection":[2,6],"summary":"Gym","#
                + #""tzid":"Europe\/Madrid","uid":"gym"}"#)
        #expect(try JSONDecoder().decode(ExportRecord.self, from: Data(text.utf8)) == record)
    }
}
