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

    /// The swim's override comes after it in the file; its record still counts it.
    @Test func googleSwimSaysItsTwoExceptionsAndItsMovedOccurrence() throws {
        let outcome = run("convert", fixture("google.ics"))
        let swim = try #require(
            outcome.stdout.split(separator: "\n").map { try jsonObject(String($0)) }
                .first { $0["summary"] as? String == "Lunchtime swim" })
        #expect(swim["notes"] as? [String] == ["except 2 dates", "1 moved occurrence"])
        #expect(
            swim["fidelity"] as? String == "exact", "removing dates and moving one within its day keep the weekdays")
    }

    static let weekly =
        "UID:x\r\nDTSTART:20260105T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\nEXDATE:20260112T090000Z\r\n"

    static func records(_ components: String...) throws -> [[String: Any]] {
        let feed =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + components.map { "BEGIN:VEVENT\r\n\($0)END:VEVENT\r\n" }.joined()
            + "END:VCALENDAR\r\n"
        let outcome = run("convert", "-", stdin: Data(feed.utf8))
        return try outcome.stdout.split(separator: "\n").map { try jsonObject(String($0)) }
    }

    // (override's new start, fidelity): moved to another selected weekday keeps the picture,
    // to an unselected one does not; before or after its series in the file.
    @Test(arguments: [("20260115T120000Z", "exact", true), ("20260116T090000Z", "approximate", false)])
    func movedOccurrencesAreNotedAndMayChangeTheFidelity(start: String, fidelity: String, overrideFirst: Bool) throws {
        let override = "UID:x\r\nRECURRENCE-ID:20260108T090000Z\r\nDTSTART:\(start)\r\n"
        let records = overrideFirst ? try Self.records(override, Self.weekly) : try Self.records(Self.weekly, override)
        try #require(records.count == 1)
        #expect(records[0]["notes"] as? [String] == ["except 1 date", "1 moved occurrence"])
        #expect(records[0]["fidelity"] as? String == fidelity)
    }

    /// A cancelled override removes its date: it counts with the EXDATEs.
    @Test func cancelledOverridesCountWithTheExceptions() throws {
        let cancelled = "UID:x\r\nRECURRENCE-ID:20260108T090000Z\r\nDTSTART:20260108T090000Z\r\nSTATUS:CANCELLED\r\n"
        let moved = "UID:x\r\nRECURRENCE-ID:20260115T090000Z\r\nDTSTART:20260115T100000Z\r\n"
        let records = try Self.records(
            Self.weekly, cancelled, moved, moved.replacingOccurrences(of: "0115", with: "0119"))
        #expect(records.first?["notes"] as? [String] == ["except 2 dates", "2 moved occurrences"])
        #expect(records.first?["fidelity"] as? String == "exact")
    }

    /// Of two overrides of one instance, the later revision counts: the same one twice
    /// counts once, and one with a higher SEQUENCE replaces the other, before or after it.
    @Test func overridesOfOneInstanceCountOnce() throws {
        let moved = "UID:x\r\nRECURRENCE-ID:20260108T090000Z\r\nDTSTART:20260109T090000Z\r\n"
        let twice = try Self.records(Self.weekly, moved, moved)
        #expect(twice.first?["notes"] as? [String] == ["except 1 date", "1 moved occurrence"])
        #expect(twice.first?["fidelity"] as? String == "approximate", "moved to a Friday")
        let cancelled = moved.replacingOccurrences(of: "0109T", with: "0108T") + "SEQUENCE:1\r\nSTATUS:CANCELLED\r\n"
        let orders = [try Self.records(Self.weekly, moved, cancelled), try Self.records(cancelled, Self.weekly, moved)]
        for records in orders {
            #expect(records.first?["notes"] as? [String] == ["except 2 dates"])
            #expect(records.first?["fidelity"] as? String == "exact", "the move to a Friday was revised away")
        }
    }

    /// An all-day series' instance named by a DATE and revised by a DATE-TIME of the same
    /// day is one instance, moved once.
    @Test func revisionsInAnotherFormCountOnce() throws {
        let series = "UID:x\r\nDTSTART;VALUE=DATE:20260105\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\r\n"
        let byDate = "UID:x\r\nRECURRENCE-ID;VALUE=DATE:20260112\r\nDTSTART;VALUE=DATE:20260113\r\n"
        let byTime =
            "UID:x\r\nSEQUENCE:1\r\nRECURRENCE-ID;TZID=America/New_York:20260112T000000\r\nDTSTART;VALUE=DATE:20260114\r\n"
        let records = try Self.records(series, byDate, byTime)
        #expect(records.first?["notes"] as? [String] == ["1 moved occurrence"])
    }

    /// A file given twice is two files, each with its records; its overrides count once.
    @Test func aFileReadTwiceCountsItsOverridesOnce() throws {
        let outcome = run("convert", fixture("google.ics"), fixture("google.ics"))
        let swims = try outcome.stdout.split(separator: "\n").map { try jsonObject(String($0)) }
            .filter { $0["summary"] as? String == "Lunchtime swim" }
        #expect(swims.count == 2)
        for swim in swims { #expect(swim["notes"] as? [String] == ["except 2 dates", "1 moved occurrence"]) }
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

    /// A UTC rule is read in the calendar's X-WR-TIMEZONE, where google.ics's family call
    /// (02:00 UTC on Mondays) happens every Sunday evening: the record says Sunday.
    @Test func utcRulesAreReadInTheCalendarsZone() throws {
        let outcome = run("convert", fixture("google.ics"))
        let call = try #require(
            outcome.stdout.split(separator: "\n").map { try jsonObject(String($0)) }
                .first { $0["summary"] as? String == "Sunday evening family call" })
        #expect(call["selection"] as? [Int] == [1])
        #expect(call["summaryText"] as? String == "Every Sunday (Mon in UTC)")
        #expect(call["notes"] as? [String] == ["in America/Los_Angeles it falls one day earlier"])
        #expect(call["fidelity"] as? String == "approximate")
    }
}
