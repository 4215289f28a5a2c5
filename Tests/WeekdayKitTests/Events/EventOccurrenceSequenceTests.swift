import Foundation
import Testing
import WeekdayKit

@Suite struct EventOccurrenceSequenceTests {
    static func event(_ lines: String) throws -> CalendarEvent {
        try #require(calendar("BEGIN:VEVENT\r\nUID:s\r\n" + lines + "END:VEVENT\r\n").events.first)
    }

    /// The sequence gives what windows give, exceptions and overrides applied, in order.
    @Test func agreesWithWindows() throws {
        let text = """
            BEGIN:VEVENT\r
            UID:s\r
            DTSTART;TZID=Europe/Berlin:20260105T090000\r
            DTEND;TZID=Europe/Berlin:20260105T100000\r
            RRULE:FREQ=WEEKLY;BYDAY=MO,TH\r
            EXDATE;TZID=Europe/Berlin:20260112T090000\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:s\r
            RECURRENCE-ID;TZID=Europe/Berlin:20260115T090000\r
            DTSTART;TZID=Europe/Berlin:20260116T140000\r
            DTEND;TZID=Europe/Berlin:20260116T150000\r
            END:VEVENT\r

            """
        let series = try #require(calendar(text).events.first)
        let from = try instant("20260101T000000Z")
        let lazy = Array(series.occurrences(startingAt: from).prefix(120))
        let window = series.occurrences(from: from, to: try instant("20290101T000000Z")).items
        #expect(lazy.count == 120)
        // Compared as lines, so a difference reads short.
        let line = { (occurrence: EventOccurrence) in
            "\(occurrence.start.value) \(occurrence.end.value) \(occurrence.source.rawValue)"
        }
        #expect(lazy.map(line) == window.prefix(120).map(line))
        #expect(lazy == Array(window.prefix(120)), "every field, not only the lines")
        #expect(
            lazy.map(\.start.value.description).prefix(4) == [
                "20260105T090000", "20260108T090000", "20260116T140000", "20260119T090000",
            ])
    }

    /// A rule with an end ends the sequence; one far in the future is still found.
    @Test func endsWithTheRuleAndFindsFarOccurrences() throws {
        let counted = try Self.event("DTSTART:20260105T090000Z\r\nRRULE:FREQ=DAILY;COUNT=3\r\n")
        #expect(Array(counted.occurrences(startingAt: try instant("20250101T000000Z"))).count == 3)
        let leap = try Self.event("DTSTART;VALUE=DATE:20280229\r\nRRULE:FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29\r\n")
        let next = Array(leap.occurrences(startingAt: try instant("20280301T000000Z")).prefix(2))
        #expect(next.map(\.start.value.description) == ["20320229", "20360229"])
        let single = try Self.event("DTSTART:20260105T090000Z\r\n")
        #expect(Array(single.occurrences(startingAt: try instant("20260106T000000Z"))).isEmpty)
    }
}
