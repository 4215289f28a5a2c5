import Foundation
import Testing

/// `convert --to ics` writes a DTSTART only in a year libical can write (3000 at the
/// latest); a later one is an error of its record, counted, never a `00000000T000000`.
@Suite(.tags(.endToEnd)) struct ExportYearLimitTests {
    /// The UID and DTSTART of every VEVENT, as the Python icalendar package reads the
    /// calendar: a reader that is neither ours nor libical.
    private func startsReadByPython(_ calendar: String) throws -> [String: String] {
        let folder = try makeScratchFolder("year-limit")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("out.ics")
        try calendar.write(to: file, atomically: false, encoding: .utf8)
        let script = """
            import icalendar, json, sys
            calendar = icalendar.Calendar.from_ical(open(sys.argv[1], 'rb').read())
            print(json.dumps({str(e['UID']): e['DTSTART'].to_ical().decode() for e in calendar.walk('VEVENT')}))
            """
        let reader = folder.appendingPathComponent("starts.py")
        try script.write(to: reader, atomically: false, encoding: .utf8)
        let outcome = try runShell("python3 '\(reader.path)' '\(file.path)'")
        try #require(outcome.status == 0, "\(outcome.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: String])
    }

    @Test func aStartAfterTheYear3000IsAnErrorOfItsRecord() throws {
        let records = [
            #"{"uid":"last-day","dtstart":"30001231T235959Z","selection":[1,2,3,4,5,6,7]}"#,
            #"{"uid":"last-date","dtstart":"30001231","selection":[1,2,3,4,5,6,7]}"#,
            #"{"uid":"after","dtstart":"30010101T090000","selection":[1,2,3,4,5,6,7]}"#,
            #"{"uid":"far","dtstart":"99991130T090000","tzid":"Europe/Berlin","selection":[2]}"#,
            // 31 December 3000 is a Wednesday: moved to the first Monday, it is in 3001.
            #"{"uid":"moved-over","dtstart":"30001231T090000","selection":[2]}"#,
        ]
        let outcome = try runBinary(
            ["convert", "--from", "jsonl", "-", "--to", "ics"], stdin: Data(records.joined(separator: "\n").utf8))
        #expect(outcome.status == 1, "records with errors")
        #expect(outcome.stderr.contains("5 records read, 2 events written, 3 errors"), "\(outcome.stderr)")
        for line in [3, 4, 5] {
            #expect(outcome.stderr.contains("weekdays: -: line \(line): DTSTART "), "line \(line)")
        }
        #expect(outcome.stderr.contains("cannot be written: libical writes no year after 3000"))
        #expect(!outcome.stdout.contains("00000000"))
        let starts = try startsReadByPython(outcome.stdout)
        #expect(starts == ["last-day": "30001231T235959Z", "last-date": "30001231"])
    }
}
