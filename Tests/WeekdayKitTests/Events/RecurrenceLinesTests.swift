import Foundation
import TestOracles
import Testing

@testable import WeekdayKit

/// Events from the recurrence lines of a calendar API (the Google Calendar API's
/// `recurrence` array): the same occurrences as the lines in a VEVENT of a file, checked
/// against recurring-ical-events reading that file.
@Suite struct RecurrenceLinesTests {
    struct Example: CustomStringConvertible, Sendable {
        var lines: [String]
        var start: String
        var zone: String?
        var duration: String?

        var description: String { lines.joined(separator: " | ") }
    }

    static let examples = [
        // The shape the Google Calendar API hands out.
        Example(
            lines: [
                "RRULE:FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20270101T000000Z", "EXDATE;TZID=Europe/Berlin:20261216T090000",
            ], start: "20261130T090000", zone: "Europe/Berlin", duration: "PT1H"),
        Example(
            lines: [
                "RRULE:FREQ=DAILY;COUNT=10", "EXDATE;VALUE=DATE:20261203,20261205", "RDATE;VALUE=DATE:20261224",
            ], start: "20261201", zone: nil, duration: nil),
        Example(
            lines: ["RRULE:FREQ=MONTHLY;BYDAY=-1FR;COUNT=6", "RDATE:20270105T170000Z"], start: "20261127T170000Z",
            zone: nil, duration: "PT30M"),
        Example(
            lines: ["rrule:freq=weekly;interval=2;byday=tu,th", "exdate;tzid=America/New_York:20261208T073000"],
            start: "20261201T073000", zone: "America/New_York", duration: "PT45M"),
        // Every other form of EXDATE and RDATE: a UTC EXDATE of a zoned series, zoned RDATE
        // lists, PERIODs with an end and with a duration, floating values.
        Example(
            lines: [
                "RRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=8", "EXDATE:20261207T080000Z",
                "RDATE;TZID=Europe/Berlin:20261224T100000,20261231T100000",
                "RDATE;VALUE=PERIOD;TZID=Europe/Berlin:20270102T100000/20270102T123000",
            ], start: "20261130T090000", zone: "Europe/Berlin", duration: "PT1H"),
        Example(
            lines: [
                "RRULE:FREQ=DAILY;COUNT=5",
                "RDATE;VALUE=PERIOD:20261220T100000Z/20261220T120000Z,20261221T100000Z/PT3H",
                "EXDATE:20261202T090000Z,20261204T090000Z",
            ], start: "20261201T090000Z", zone: nil, duration: "PT1H"),
        Example(
            lines: ["RRULE:FREQ=DAILY;COUNT=6", "EXDATE:20261203T090000", "RDATE:20261210T180000"],
            start: "20261201T090000", zone: nil, duration: "PT30M"),
    ]

    @Test(arguments: examples)
    func linesGiveWhatTheSameLinesInAFileGive(example: Example) throws {
        let zone = example.zone.flatMap(TimeZone.init(identifier:))
        let start = try ICalDateTime(parsing: example.start)
        let duration = try example.duration.map { try ICalDuration.reading(Substring($0)).get() }
        let event = try CalendarEvent(
            recurrence: example.lines, start: start, timeZone: zone, duration: duration, uid: "lines")
        // The file a calendar app would export for the same event, written here by hand.
        let startLine =
            start.form == .date
            ? "DTSTART;VALUE=DATE:\(example.start)"
            : "DTSTART\(example.zone.map { ";TZID=\($0)" } ?? ""):\(example.start)"
        let text =
            (["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VEVENT", "UID:lines", startLine]
            + (example.duration.map { ["DURATION:\($0)"] } ?? []) + example.lines + ["END:VEVENT", "END:VCALENDAR"])
            .joined(separator: "\r\n") + "\r\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lines-\(UUID().uuidString).ics")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let answer = try RecurringEventsOracle.occurrences(
            of: [file.path], from: "20261101", to: "20280101", zone: example.zone ?? "UTC")
        guard case .rows(let rows) = answer else {
            Issue.record("recurring-ical-events refused the file: \(answer)")
            return
        }
        let from = try ICalDateTime(parsing: "20261101").instant(in: zone)
        let to = try ICalDateTime(parsing: "20280101").instant(in: zone)
        let ours = event.occurrences(from: from, to: to).items.map {
            RecurringEventsOracle.Row(
                uid: "lines", start: Int($0.start.instant.timeIntervalSince1970),
                end: Int($0.end.instant.timeIntervalSince1970))
        }
        #expect(!ours.isEmpty)
        #expect(ours == rows.map { RecurringEventsOracle.Row(uid: $0.uid, start: $0.start, end: $0.end) })
    }

    // (lines, what the error says)
    @Test(arguments: [
        (["SUMMARY:Gym"], "recurrence line 1: `SUMMARY:Gym` is not an RRULE, RDATE or EXDATE line"),
        (["RRULE:FREQ=DAILY\r\nSUMMARY:x"], "recurrence line 1: `RRULE:FREQ=DAILY\\r\\nSUMMARY:x` holds a control"),
        (["RRULE:FREQ=DAILY", "EXDATE"], "recurrence line 2: `EXDATE` is not an RRULE, RDATE or EXDATE line"),
        (["RRULE:FREQ=SOMETIMES"], "FREQ=SOMETIMES"),
    ])
    func aLineThatIsNotARecurrencePropertyIsRefusedByItsPlace(lines: [String], message: String) throws {
        let start = try ICalDateTime(parsing: "20261130T090000")
        #expect {
            try CalendarEvent(recurrence: lines, start: start)
        } throws: { error in
            (error as? WeekdaysError)?.description.contains(message) == true
        }
    }
}
