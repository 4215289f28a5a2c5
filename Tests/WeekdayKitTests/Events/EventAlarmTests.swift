import Foundation
import Testing

@testable import WeekdayKit

/// Reminders, the calendar's name and the component kind: read from the file, carried by
/// every occurrence (in memory and through the feed's spool), and kept by export → import.
@Suite struct EventAlarmTests {
    static let text =
        [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN", "X-WR-CALNAME:Family\\, home",
            "BEGIN:VEVENT", "UID:a1", "DTSTART:20261130T090000Z", "DURATION:PT1H", "RRULE:FREQ=DAILY;COUNT=3",
            "LOCATION:Pool", "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:-PT15M", "DESCRIPTION:Swim soon",
            "END:VALARM", "BEGIN:VALARM", "ACTION:AUDIO", "TRIGGER;RELATED=END:P1DT2H", "END:VALARM",
            "BEGIN:VALARM", "ACTION:EMAIL", "TRIGGER;VALUE=DATE-TIME:20261129T180000Z", "DESCRIPTION:Mail",
            "SUMMARY:Subject", "ATTENDEE:mailto:a@example.com", "END:VALARM", "END:VEVENT",
            "BEGIN:VEVENT", "UID:a1", "RECURRENCE-ID:20261201T090000Z", "DTSTART:20261201T100000Z",
            "DURATION:PT1H", "LOCATION:Lake", "END:VEVENT",
            "BEGIN:VTODO", "UID:t1", "DTSTART:20261201T120000Z", "SUMMARY:Pay rent", "END:VTODO",
            "END:VCALENDAR",
        ].joined(separator: "\r\n") + "\r\n"

    static let from = Date(timeIntervalSince1970: 1_796_000_000)  // 2026-11-29
    static let to = from + 7 * 86_400

    @Test func alarmsAreReadWithTheirTriggersActionsAndTexts() throws {
        let calendar = EventCalendar(inputs: [.data(Data(Self.text.utf8))], viewerZone: .gmt)
        let event = try #require(calendar.events.first { $0.uid == "a1" && $0.isSeries })
        #expect(event.alarms.count == 3)
        #expect(
            event.alarms[0]
                == EventAlarm(
                    action: .display, trigger: .relative(.init(seconds: -900), fromEnd: false), details: "Swim soon"))
        #expect(event.alarms[0].offsetFromStart == -900)
        #expect(
            event.alarms[1]
                == EventAlarm(action: .audio, trigger: .relative(.init(days: 1, seconds: 7200), fromEnd: true)))
        #expect(event.alarms[1].offsetFromStart == nil)
        // 2026-11-29T18:00:00Z.
        #expect(
            event.alarms[2]
                == EventAlarm(
                    action: .email, trigger: .absolute(Date(timeIntervalSince1970: 1_795_975_200)), details: "Mail"))
        #expect(event.calendarName == "Family, home")
        #expect(event.kind == "VEVENT")
    }

    /// A 13th month in an absolute trigger is no time: the alarm is kept, with no trigger.
    @Test func anAbsoluteTriggerThatNamesNoTimeIsNoTrigger() throws {
        let text = Self.text.replacingOccurrences(of: "20261129T180000Z", with: "20261329T180000Z")
        let calendar = EventCalendar(inputs: [.data(Data(text.utf8))], viewerZone: .gmt)
        let event = try #require(calendar.events.first { $0.uid == "a1" && $0.isSeries })
        #expect(event.alarms.count == 3)
        #expect(event.alarms[2].action == .email && event.alarms[2].trigger == nil)
    }

    /// What each occurrence says of itself, the override's own place on its instance.
    static func expectProperties(_ occurrences: [EventOccurrence]) {
        #expect(occurrences.count == 4)
        for occurrence in occurrences {
            #expect(occurrence.calendarName == "Family, home")
            if occurrence.uid == "t1" {
                #expect(occurrence.kind == "VTODO" && occurrence.alarms.isEmpty && occurrence.location == nil)
            } else {
                #expect(occurrence.kind == "VEVENT")
                let moved = occurrence.source == .override
                #expect(occurrence.location == (moved ? "Lake" : "Pool"))
                #expect(occurrence.alarms.count == (moved ? 0 : 3))
            }
        }
    }

    @Test func occurrencesCarryWhatTheirComponentSays() {
        let calendar = EventCalendar(inputs: [.data(Data(Self.text.utf8))], viewerZone: .gmt)
        Self.expectProperties(calendar.occurrences(from: Self.from, to: Self.to).items)
    }

    /// The feed keeps occurrences in its spool as bytes; they come back whole.
    @Test func theFeedsSpoolKeepsWhatOccurrencesSay() {
        let feed = CalendarFeed(inputs: [.data(Data(Self.text.utf8))], viewerZone: .gmt)
        var streamed: [EventOccurrence] = []
        _ = feed.occurrences(from: Self.from, to: Self.to) { streamed.append($0) }
        Self.expectProperties(streamed)
        let memory = EventCalendar(inputs: [.data(Data(Self.text.utf8))], viewerZone: .gmt)
        #expect(streamed == memory.occurrences(from: Self.from, to: Self.to).items)
    }

    /// Export → import: the alarms' offsets and actions, the place and the text survive.
    @Test func alarmsPlaceAndTextSurviveExportAndImport() throws {
        var record = try ExportRecord(fields: [
            "uid": "x1", "summary": "Piano", "dtstart": "20261130T170000", "tzid": "Europe/Berlin",
            "selection": [2, 4], "location": "Music room, 2nd floor", "description": "Scales;\nthen Bach",
        ])
        record.alarms = [.init(offset: -600, action: .display), .init(offset: -3600, action: .sound)]
        var writer = try CalendarFileWriter(calendar: Calendar(identifier: .gregorian))
        try writer.add(record)
        var file = Data()
        try writer.finish { file.append($0) }
        let calendar = EventCalendar(inputs: [.data(file)], viewerZone: .gmt)
        #expect(calendar.problems.isEmpty)
        let event = try #require(calendar.events.first)
        #expect(event.title == "Piano")
        #expect(event.location == "Music room, 2nd floor")
        #expect(event.details == "Scales;\nthen Bach")
        #expect(event.alarms.map(\.offsetFromStart) == [-600, -3600])
        #expect(event.alarms.map(\.action) == [.display, .audio])
        #expect(event.alarms[0].details == "Piano")
    }

    @Test func actionsAreNamedInUpperCaseWhateverTheSpelling() {
        #expect(EventAlarm.Action(rawValue: "display") == .display)
        #expect(EventAlarm.Action(rawValue: "X-Vibrate").rawValue == "X-VIBRATE")
    }
}
