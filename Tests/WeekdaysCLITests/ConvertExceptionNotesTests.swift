import Foundation
import Testing
@testable import WeekdaysCLI

/// `convert` says in its notes what EXDATEs and RDATEs do to a rule's dates.
@Suite struct ConvertExceptionNotesTests {
    static func record(_ lines: String, locale: String = "en_US") throws -> [String: Any] {
        let feed =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:x\r\n" + lines + "END:VEVENT\r\nEND:VCALENDAR\r\n"
        let outcome = run("convert", "-", "--locale", locale, stdin: Data(feed.utf8))
        return try jsonObject(outcome.stdout.trimmingCharacters(in: .newlines))
    }

    @Test func googleSwimSaysItsTwoExceptions() throws {
        let outcome = run("convert", fixture("google.ics"))
        let swim = try #require(
            outcome.stdout.split(separator: "\n").map { try jsonObject(String($0)) }
                .first { $0["summary"] as? String == "Lunchtime swim" })
        #expect(swim["notes"] as? [String] == ["except 2 dates"])
        #expect(swim["fidelity"] as? String == "exact", "removing dates leaves the same weekdays")
    }

    // (RDATE, fidelity): an extra date on a selected weekday keeps the picture; one on
    // another weekday does not.
    @Test(arguments: [("20260108T090000Z", "exact"), ("20260109T090000Z", "approximate")])
    func extraDatesAreNotedAndMayChangeTheFidelity(extra: String, fidelity: String) throws {
        let record = try Self.record(
            "DTSTART:20260105T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\nRDATE:\(extra)\r\nEXDATE:20260112T090000Z\r\n"
        )
        #expect(record["notes"] as? [String] == ["except 1 date", "1 more date"])
        #expect(record["fidelity"] as? String == fidelity)
    }

    @Test func notesAreInTheCalendarsLanguage() throws {
        let record = try Self.record(
            "DTSTART:20260105T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\r\nRDATE:20260108T090000Z,20260115T090000Z\r\n",
            locale: "es_ES")
        #expect(record["notes"] as? [String] == ["2 fechas más"])
    }
}
