import Foundation
import Testing

@testable import WeekdayKit

/// What an app shows of an event besides its times, read back as the file writes it: its
/// title, LOCATION, DESCRIPTION, URL and CATEGORIES, their escapes undone (`\,` `\;` `\n`).
@Suite struct EventPropertiesTests {
    static let text =
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "BEGIN:VEVENT", "UID:p1",
            "DTSTART:20261130T090000Z", "RRULE:FREQ=WEEKLY;COUNT=2", "SUMMARY:Swim\\, then coffee",
            "LOCATION:Pool\\; lane 3", "DESCRIPTION:Bring goggles\\nand a towel", "URL:https://example.com/swim?a=1",
            "CATEGORIES:SPORT,Health", "CATEGORIES:Weekly", "END:VEVENT", "BEGIN:VEVENT", "UID:p2",
            "DTSTART:20261130T090000Z", "END:VEVENT", "END:VCALENDAR",
        ].joined(separator: "\r\n") + "\r\n"

    @Test func anEventsPlaceTextLinkAndCategoriesAreRead() throws {
        let calendar = EventCalendar(inputs: [.data(Data(Self.text.utf8))], viewerZone: .gmt)
        let event = try #require(calendar.events.first { $0.uid == "p1" })
        #expect(event.title == "Swim, then coffee")
        #expect(event.location == "Pool; lane 3")
        #expect(event.details == "Bring goggles\nand a towel")
        #expect(event.url == "https://example.com/swim?a=1")
        #expect(event.categories == ["SPORT", "Health", "Weekly"])
        let bare = try #require(calendar.events.first { $0.uid == "p2" })
        #expect(bare.location == nil && bare.details == nil && bare.url == nil && bare.categories.isEmpty)
    }

    /// An occurrence's title is the text convert's record has, escapes undone in both.
    @Test func occurrencesAndRecordsShowOneTitle() {
        let calendar = EventCalendar(inputs: [.data(Data(Self.text.utf8))], viewerZone: .gmt)
        let from = Date(timeIntervalSince1970: 1_796_000_000)
        let titles = Set(calendar.occurrences(from: from, to: from + 30 * 86_400).items.compactMap(\.title))
        #expect(titles == ["Swim, then coffee"])
    }
}
