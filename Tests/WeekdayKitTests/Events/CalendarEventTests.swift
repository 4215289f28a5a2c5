import Foundation
import ICalKit
import Testing
import WeekdayKit

/// A calendar read from text, with times read in UTC unless a zone is given.
func calendar(_ components: String, zone: String = "UTC") throws -> EventCalendar {
    let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + components + "END:VCALENDAR\r\n"
    let viewer = try #require(TimeZone(identifier: zone))
    return EventCalendar(inputs: [.data(Data(text.utf8))], viewerZone: viewer)
}

/// An instant written as an RFC 5545 value, read in a zone when it is floating.
func instant(_ text: String, _ zone: String = "UTC") throws -> Date {
    try ICalDateTime(parsing: text).instant(in: TimeZone(identifier: zone))
}

/// Each occurrence as "start end source", values in its own form.
func lines(_ list: OccurrenceList) -> [String] {
    list.map { "\($0.start.value) \($0.end.frame.written($0.end)) \($0.source.rawValue)" }
}

@Suite struct CalendarEventTests {
    static let weekly = """
        BEGIN:VEVENT\r
        UID:swim\r
        SUMMARY:Swim\r
        DTSTART;TZID=America/Los_Angeles:20260106T120000\r
        DTEND;TZID=America/Los_Angeles:20260106T124500\r
        RRULE:FREQ=WEEKLY;BYDAY=TU\r
        END:VEVENT\r

        """

    static func occurrences(_ text: String, _ from: String, _ to: String, zone: String = "UTC") throws
        -> OccurrenceList
    {
        try calendar(text, zone: zone).occurrences(from: instant(from, zone), to: instant(to, zone))
    }

    // MARK: - Exceptions

    // (EXDATE line, the start it removes)
    // A DATE-TIME EXDATE matches by instant in whatever zone or form it is written; a DATE
    // one removes every instance of that local day.
    @Test(
        arguments: [
            ("EXDATE;TZID=America/Los_Angeles:20260113T120000", "20260113T120000"),
            ("EXDATE:20260113T200000Z", "20260113T120000"),
            ("EXDATE;TZID=America/New_York:20260113T150000", "20260113T120000"),
            ("EXDATE;VALUE=DATE:20260113", "20260113T120000"),
        ])
    func exceptionDatesMatchByInstant(line: String, removed: String) throws {
        let text = Self.weekly.replacingOccurrences(of: "END:VEVENT", with: "\(line)\r\nEND:VEVENT")
        let list = try Self.occurrences(text, "20260101T000000Z", "20260201T000000Z")
        let starts = list.map(\.start.value.description)
        let all = ["20260106T120000", "20260113T120000", "20260120T120000", "20260127T120000"]
        #expect(starts == all.filter { $0 != removed })
    }

    @Test func anExceptionAtAnotherTimeRemovesNothing() throws {
        let text = Self.weekly.replacingOccurrences(
            of: "END:VEVENT", with: "EXDATE;TZID=America/Los_Angeles:20260113T110000\r\nEND:VEVENT")
        let list = try Self.occurrences(text, "20260101T000000Z", "20260201T000000Z")
        #expect(list.count == 4)
    }

    // MARK: - Extra dates

    @Test func extraDatesAddPeriodsDatesAndTimes() throws {
        let text = """
            BEGIN:VEVENT\r
            UID:extra\r
            DTSTART:20260105T090000Z\r
            DURATION:PT1H\r
            RDATE;VALUE=PERIOD:20260107T100000Z/20260107T130000Z,20260108T100000Z/PT30M\r
            RDATE;TZID=Europe/Berlin:20260109T120000\r
            RDATE;VALUE=DATE:20260110\r
            RDATE:20260105T090000Z\r
            END:VEVENT\r

            """
        let list = try Self.occurrences(text, "20260101T000000Z", "20260201T000000Z")
        #expect(
            lines(list) == [
                "20260105T090000Z 20260105T100000Z rule",
                "20260107T100000Z 20260107T130000Z rdate",
                "20260108T100000Z 20260108T103000Z rdate",
                "20260109T110000Z 20260109T120000Z rdate",
                "20260110 20260110T010000 rdate",
            ])
    }

    // MARK: - Overrides

    @Test func anOverrideMovesItsInstanceOnceEvenAcrossDays() throws {
        let text =
            Self.weekly + """
                BEGIN:VEVENT\r
                UID:swim\r
                SUMMARY:Swim (moved)\r
                RECURRENCE-ID;TZID=America/Los_Angeles:20260113T120000\r
                DTSTART;TZID=America/Los_Angeles:20260115T090000\r
                DTEND;TZID=America/Los_Angeles:20260115T100000\r
                END:VEVENT\r

                """
        let list = try Self.occurrences(text, "20260114T000000", "20260116T000000", zone: "America/Los_Angeles")
        #expect(list.map(\.title) == ["Swim (moved)"])
        #expect(list.first?.recurrenceID.value.description == "20260113T120000")
        #expect(list.first?.source == .override)
        let before = try Self.occurrences(text, "20260112T000000", "20260114T000000", zone: "America/Los_Angeles")
        #expect(before.isEmpty, "the original instance is gone")
    }

    @Test func aCancelledOverrideRemovesItsInstance() throws {
        let text =
            Self.weekly + """
                BEGIN:VEVENT\r
                UID:swim\r
                RECURRENCE-ID:20260113T200000Z\r
                DTSTART;TZID=America/Los_Angeles:20260113T120000\r
                STATUS:CANCELLED\r
                END:VEVENT\r

                """
        let list = try Self.occurrences(text, "20260101T000000Z", "20260201T000000Z")
        #expect(list.map(\.start.value.description) == ["20260106T120000", "20260120T120000", "20260127T120000"])
    }

    /// THISANDFUTURE moves every later instance by the same wall-clock amount, across the
    /// March change to daylight time, and gives them its own length and summary.
    @Test func thisAndFutureMovesEveryLaterInstance() throws {
        let text =
            Self.weekly + """
                BEGIN:VEVENT\r
                UID:swim\r
                SUMMARY:Late swim\r
                RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/Los_Angeles:20260303T120000\r
                DTSTART;TZID=America/Los_Angeles:20260303T130000\r
                DTEND;TZID=America/Los_Angeles:20260303T140000\r
                END:VEVENT\r

                """
        let list = try Self.occurrences(text, "20260224T000000Z", "20260320T000000Z")
        #expect(
            lines(list) == [
                "20260224T120000 20260224T124500 rule",
                "20260303T130000 20260303T140000 override",
                "20260310T130000 20260310T140000 override",
                "20260317T130000 20260317T140000 override",
            ])
        #expect(list.last?.title == "Late swim")
        #expect(list.last?.recurrenceID.value.description == "20260317T120000")
    }

    @Test func anOverrideWithoutItsSeriesStillOccurs() throws {
        let text = """
            BEGIN:VEVENT\r
            UID:orphan\r
            RECURRENCE-ID:20260110T100000Z\r
            DTSTART:20260110T110000Z\r
            DTEND:20260110T120000Z\r
            END:VEVENT\r

            """
        let list = try Self.occurrences(text, "20260101T000000Z", "20260201T000000Z")
        #expect(lines(list) == ["20260110T110000Z 20260110T120000Z override"])
    }

    // MARK: - Lengths and the window

    /// DTEND gives every instance the same exact length (24 hours here); DURATION a nominal
    /// one, so the instance across the change to daylight time lasts 23 hours.
    @Test func endsFollowRFC5545AcrossDaylightSaving() throws {
        let exact = """
            BEGIN:VEVENT\r
            UID:a\r
            DTSTART;TZID=Europe/Berlin:20260321T120000\r
            DTEND;TZID=Europe/Berlin:20260322T120000\r
            RRULE:FREQ=WEEKLY;COUNT=2\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:b\r
            DTSTART;TZID=Europe/Berlin:20260321T120000\r
            DURATION:P1D\r
            RRULE:FREQ=WEEKLY;COUNT=2\r
            END:VEVENT\r

            """
        let list = try Self.occurrences(exact, "20260328T000000Z", "20260401T000000Z")
        let ends = Dictionary(uniqueKeysWithValues: list.map { ($0.uid ?? "", $0.end.frame.written($0.end)) })
        #expect(ends["a"]?.description == "20260329T130000")
        #expect(ends["b"]?.description == "20260329T120000")
    }

    // (window from, to; whether a zero-length event at 20260110T100000Z is in it)
    @Test(
        arguments: [
            ("20260110T100000Z", "20260110T110000Z", true), ("20260110T090000Z", "20260110T100000Z", false),
        ])
    func aMomentCountsAtItsStart(from: String, to: String, included: Bool) throws {
        let text = "BEGIN:VEVENT\r\nUID:m\r\nDTSTART:20260110T100000Z\r\nEND:VEVENT\r\n"
        #expect(try Self.occurrences(text, from, to).count == (included ? 1 : 0))
    }

    @Test func anAllDayEventCoversEachOfItsDays() throws {
        let text = """
            BEGIN:VEVENT\r
            UID:trip\r
            DTSTART;VALUE=DATE:20260110\r
            DTEND;VALUE=DATE:20260113\r
            END:VEVENT\r

            """
        #expect(try Self.occurrences(text, "20260112", "20260113").count == 1)
        #expect(try Self.occurrences(text, "20260113", "20260114").isEmpty)
        #expect(try Self.occurrences(text, "20260109", "20260110").isEmpty)
    }

    /// RFC 5545 gives a VEVENT on a DATE without DTEND its day, and a VTODO or VJOURNAL no
    /// length at all.
    @Test func onlyAnEventOnADateLastsItsDayByDefault() throws {
        let text = """
            BEGIN:VEVENT\r
            UID:e\r
            DTSTART;VALUE=DATE:20260320\r
            END:VEVENT\r
            BEGIN:VJOURNAL\r
            UID:j\r
            DTSTART;VALUE=DATE:20260320\r
            END:VJOURNAL\r

            """
        let list = try Self.occurrences(text, "20260320", "20260321")
        #expect(lines(list) == ["20260320 20260320 rule", "20260320 20260321 rule"])
    }

    @Test func nextFindsTheFirstLaterStart() throws {
        let event = try #require(calendar(Self.weekly).events.first)
        let next = event.next(after: try instant("20260113T200000Z"))
        #expect(next?.start.value.description == "20260120T120000")
        #expect(event.next(after: try instant("20260105T000000Z"))?.start.value.description == "20260106T120000")
    }

    /// Thousands of THISANDFUTURE overrides on one series: each instance still finds its
    /// override at once (the last one named at or before it).
    @Test func manyThisAndFutureOverridesStayFast() throws {
        var text = "BEGIN:VEVENT\r\nUID:h\r\nDTSTART:20000101T100000Z\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\n"
        for index in 0..<2000 {
            let day = ICalDateTime(year: 2000, month: 1, day: 2, form: .date).movedBy(days: index * 3)
            text += "BEGIN:VEVENT\r\nUID:h\r\nRECURRENCE-ID;RANGE=THISANDFUTURE:\(day)T100000Z\r\n"
            text += "DTSTART:\(day)T110000Z\r\nEND:VEVENT\r\n"
        }
        let list = try HostileInputTests.bounded("2000 overrides") {
            try Self.occurrences(text, "20160101T000000Z", "20160201T000000Z")
        }
        #expect(list.count == 31)
        #expect(list.allSatisfy { $0.start.value.hour == 11 && $0.source == .override })
    }

    /// A window is walked from its own start: a minutely rule begun 26 years earlier gives
    /// the window's 1,440 instances, and only a window holding more than the cap is cut.
    @Test func aRuleTooDenseForTheWindowIsMarkedTruncated() throws {
        let text = "BEGIN:VEVENT\r\nUID:s\r\nDTSTART:20000101T000000Z\r\nRRULE:FREQ=MINUTELY\r\nEND:VEVENT\r\n"
        let day = try Self.occurrences(text, "20260101T000000Z", "20260102T000000Z")
        #expect(day.count == 1440)
        #expect(!day.isTruncated)
        let dense = text.replacingOccurrences(of: "FREQ=MINUTELY", with: "FREQ=SECONDLY")
        let list = try Self.occurrences(dense, "20260101T000000Z", "20260103T000000Z")
        #expect(list.isTruncated)
        #expect(list.truncatedUIDs == ["s"])
    }
}
