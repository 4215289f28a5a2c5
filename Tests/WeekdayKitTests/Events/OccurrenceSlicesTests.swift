import Foundation
import Testing

@testable import WeekdayKit

/// A window walked in slices gives what one walk over the whole window gives, and the
/// bound on one series' occurrences is met exactly.
@Suite struct OccurrenceSlicesTests {
    static let utc = TimeZone(identifier: "UTC") ?? .current

    /// The events of a calendar text, read as `EventCalendar` reads a file.
    static func events(_ text: String) throws -> [CalendarEvent] {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("slices-\(UUID().uuidString).ics")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return EventCalendar(paths: [file.path], viewerZone: utc).events
    }

    /// Generated calendars (every DTSTART form, zones that change clocks, exceptions,
    /// overrides): the slices hand out the occurrences of one whole-window walk, in order.
    @Test(arguments: 1...4 as ClosedRange<UInt64>)
    func slicesGiveWhatOneWalkGives(seed: UInt64) throws {
        let from = Date(timeIntervalSince1970: 1_767_225_600)  // 2026-01-01
        let to = from.addingTimeInterval(366 * 86_400)
        for event in try Self.events(GeneratedCalendar(seed: seed, events: 40).text) {
            var clock = FrameClock(event.start.frame)
            let whole = event.occurrences(
                inSliceFrom: from, to: to, instanceLimit: EventCalendar.maximumInstancesPerRule, clock: &clock)
            let sliced = event.occurrences(from: from, to: to)
            #expect(sliced.map(\.start.instant) == whole.map(\.start.instant), "\(event.uid ?? "")")
            #expect(sliced.map(\.end.instant) == whole.map(\.end.instant), "\(event.uid ?? "")")
            #expect(sliced.isTruncated == whole.isTruncated)
        }
    }

    /// Dense series walked in many slices across a clock change, with exceptions, moved
    /// and THISANDFUTURE overrides near slice edges: the same as one walk.
    @Test func denseSeriesAcrossAClockChangeSliceAsOneWalk() throws {
        let text = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            UID:every-seven\r
            DTSTART;TZID=America/New_York:20260301T000000\r
            DURATION:PT3M\r
            RRULE:FREQ=MINUTELY;INTERVAL=7\r
            EXDATE;TZID=America/New_York:20260308T014200,20260308T030400\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:every-seven\r
            RECURRENCE-ID;TZID=America/New_York:20260305T120400\r
            DTSTART;TZID=America/New_York:20260305T123000\r
            DURATION:PT1H\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:every-seven\r
            RECURRENCE-ID;TZID=America/New_York;RANGE=THISANDFUTURE:20260310T000100\r
            DTSTART;TZID=America/New_York:20260310T001100\r
            DURATION:PT2M\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:half-hours\r
            DTSTART;TZID=Europe/Berlin:20260320T000000\r
            DTEND;TZID=Europe/Berlin:20260320T004500\r
            RRULE:FREQ=HOURLY;BYMINUTE=0,30\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let from = Date(timeIntervalSince1970: 1_772_323_200)  // 2026-03-01
        let to = from.addingTimeInterval(40 * 86_400)
        let events = try Self.events(text)
        #expect(events.count == 2)
        for event in events {
            var clock = FrameClock(event.start.frame)
            let whole = event.occurrences(
                inSliceFrom: from, to: to, instanceLimit: EventCalendar.maximumInstancesPerRule, clock: &clock)
            let sliced = event.occurrences(from: from, to: to)
            #expect(sliced.count == whole.count && sliced.count > 1_000, "\(event.uid ?? "")")
            #expect(sliced.map(\.start.instant) == whole.map(\.start.instant), "\(event.uid ?? "")")
            #expect(sliced.map(\.end.instant) == whole.map(\.end.instant), "\(event.uid ?? "")")
        }
    }

    /// A series of exactly the bound is whole; one more is cut short at the bound.
    @Test(arguments: [(100_000, false), (100_001, true)])
    func theBoundOnASeriesIsMetExactly(count: Int, truncated: Bool) throws {
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:tick\r\nDTSTART:20260101T000000Z\r\n"
            + "RRULE:FREQ=SECONDLY;COUNT=\(count)\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let event = try #require(try Self.events(text).first)
        let list = event.occurrences(
            from: Date(timeIntervalSince1970: 1_767_225_600), to: Date(timeIntervalSince1970: 1_798_761_600))
        #expect(list.count == EventCalendar.maximumInstancesPerRule)
        #expect(list.isTruncated == truncated && list.truncatedUIDs == (truncated ? ["tick"] : []))
    }
}
