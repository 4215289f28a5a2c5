import Foundation
import Testing
import WeekdayKit

@Suite struct EventCalendarTests {
    /// The README's example, as written there (with the fixture found from this file).
    @Test func readmeExampleFindsTheMovedSwim() throws {
        let feed = EventCalendar(paths: [fixtureURL("google").path], viewerZone: .gmt)
        let from = Date(timeIntervalSince1970: 1_769_644_800)  // 29 January 2026, 00:00 UTC
        let list = feed.occurrences(from: from, to: from.addingTimeInterval(86_400))
        #expect(list.map(\.title) == ["Lunchtime swim (late start)"])
        #expect(list.first?.start.value.description == "20260129T130000")
        #expect(list.first?.start.instant == Date(timeIntervalSince1970: 1_769_720_400))
        #expect(list.first?.source == .override)
        let next = feed.events.first?.next(after: from)
        #expect(next?.start.value.description == "20260202T030000Z")
        let upcoming = feed.events.first.map { Array($0.occurrences(startingAt: from).prefix(5)) } ?? []
        #expect(upcoming.count == 5)
        #expect(upcoming.first == next)
    }

    /// The README's bounded-memory example, as written there.
    @Test func readmeFeedExampleFindsTheMovedSwim() throws {
        let big = CalendarFeed(paths: [fixtureURL("google").path], viewerZone: .gmt)
        let from = Date(timeIntervalSince1970: 1_769_644_800)
        var starts: [String] = []
        let report = big.occurrences(from: from, to: from.addingTimeInterval(86_400)) {
            starts.append($0.start.value.description)
        }
        #expect(starts == ["20260129T130000"])
        #expect(report.occurrenceCount == 1 && report.problems.isEmpty)
    }

    @Test func overridesJoinTheirSeries() throws {
        let series = try calendar(
            "BEGIN:VEVENT\r\nUID:a\r\nDTSTART:20260105T100000Z\r\nRRULE:FREQ=DAILY;COUNT=3\r\nEND:VEVENT\r\n"
                + "BEGIN:VEVENT\r\nUID:a\r\nRECURRENCE-ID:20260106T100000Z\r\nDTSTART:20260106T150000Z\r\nEND:VEVENT\r\n"
        )
        #expect(series.events.count == 1)
        #expect(series.events.first?.overrides.count == 1)
        let starts = series.occurrences(from: try instant("20260101"), to: try instant("20260201"))
            .map(\.start.value.description)
        #expect(starts == ["20260105T100000Z", "20260106T150000Z", "20260107T100000Z"])
    }
}
