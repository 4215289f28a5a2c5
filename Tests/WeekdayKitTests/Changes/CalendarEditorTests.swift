import Foundation
import Testing

@testable import ICalKit
@testable import WeekdayKit

/// What each change writes, and what it refuses, on small calendars whose answers are
/// known by hand; `SeriesChangeOracleTests` checks the occurrences with recurring-ical-events.
@Suite struct CalendarEditorTests {
    static let now = Date(timeIntervalSince1970: 1_796_169_600)  // 2026-12-02T00:00:00Z

    /// A calendar of the given components, CR LF.
    static func calendar(_ components: [[String]], lineBreak: String = "\r\n") -> Data {
        let lines =
            ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//test//EN"] + components.flatMap { $0 } + ["END:VCALENDAR"]
        return Data((lines.joined(separator: lineBreak) + lineBreak).utf8)
    }

    static let berlin = [
        "BEGIN:VEVENT", "UID:swim", "DTSTART;TZID=Europe/Berlin:20260105T120000",
        "DTEND;TZID=Europe/Berlin:20260105T124500", "RRULE:FREQ=WEEKLY;BYDAY=MO,TH", "SUMMARY:Swim", "SEQUENCE:2",
        "END:VEVENT",
    ]
    static let other = [
        "BEGIN:VEVENT", "UID:other", "DTSTART:20260106T080000Z", "RRULE:FREQ=DAILY;COUNT=3",
        "DESCRIPTION:Kept\\, byte for byte", "END:VEVENT",
    ]

    static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }

    static func edited(
        _ data: Data, _ change: SeriesChange, uid: String = "swim"
    ) throws -> (text: String, report: SeriesChangeReport) {
        var editor = try CalendarEditor(.data(data))
        let report = try editor.apply(change, toSeries: uid, now: now)
        return (text(editor.data), report)
    }

    static func value(_ text: String) throws -> ICalDateTime { try ICalDateTime(parsing: text) }

    @Test func excludingWritesAnExdateInTheStartsFormAndRaisesTheSequence() throws {
        let original = Self.calendar([Self.berlin, Self.other])
        let (text, report) = try Self.edited(original, .exclude(try Self.value("20260115T120000")))
        #expect(text.contains("EXDATE;TZID=Europe/Berlin:20260115T120000\r\n"))
        #expect(text.contains("SEQUENCE:3\r\n"))
        #expect(text.contains("DTSTAMP:20261202T000000Z\r\n"))
        #expect(report.instance == (try Self.value("20260115T120000")))
        #expect(report.done == ["added EXDATE;TZID=Europe/Berlin:20260115T120000 to the series"])
        // The other event is the same bytes, and so is the calendar around them.
        let untouched = Self.other.joined(separator: "\r\n") + "\r\n"
        #expect(text.contains(untouched))
        #expect(text.hasPrefix("BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\n"))
        #expect(text.hasSuffix("END:VEVENT\r\n" + untouched + "END:VCALENDAR\r\n"))
    }

    @Test func aDateNamesTheOneInstanceOfItsDay() throws {
        let (text, _) = try Self.edited(Self.calendar([Self.berlin]), .exclude(try Self.value("20260119")))
        #expect(text.contains("EXDATE;TZID=Europe/Berlin:20260119T120000"))
    }

    @Test func aValueThatIsNoInstanceIsRefusedNamingTheNearest() throws {
        let original = Self.calendar([Self.berlin])
        var editor = try CalendarEditor(.data(original))
        let error = #expect(throws: WeekdaysError.self) {
            try editor.apply(.exclude(try Self.value("20260120T120000")), toSeries: "swim", now: Self.now)
        }
        #expect(error?.kind == .invalidChange)
        #expect(
            error?.message
                == "`20260120T120000` is no instance of the series `swim`; the nearest: 20260119T120000 and 20260122T120000"
        )
        #expect(editor.data == original)
    }

    @Test func twoInstancesOnADayMustBeNamedByTheirTimes() throws {
        let twice = Self.berlin.map { $0.hasPrefix("RRULE") ? "RRULE:FREQ=DAILY;BYHOUR=12,18" : $0 }
        var editor = try CalendarEditor(.data(Self.calendar([twice])))
        let error = #expect(throws: WeekdaysError.self) {
            try editor.apply(.cancel(try Self.value("20260107")), toSeries: "swim", now: Self.now)
        }
        #expect(
            error?.message
                == "the series `swim` has 2 instances on 20260107: 20260107T120000, 20260107T180000; name one")
    }

    @Test func anUnknownSeriesIsNamed() throws {
        var editor = try CalendarEditor(.data(Self.calendar([Self.berlin]), name: "family.ics"))
        let error = #expect(throws: WeekdaysError.self) {
            try editor.apply(.exclude(try Self.value("20260105T120000")), toSeries: "nope", now: Self.now)
        }
        #expect(error?.description == "family.ics has no series with UID `nope`")
    }

    @Test func allDayAndUTCSeriesAreNamedInTheirOwnForm() throws {
        let allDay = [
            "BEGIN:VEVENT", "UID:bins", "DTSTART;VALUE=DATE:20260105", "RRULE:FREQ=WEEKLY", "END:VEVENT",
        ]
        let (text, _) = try Self.edited(Self.calendar([allDay]), .exclude(try Self.value("20260112")), uid: "bins")
        #expect(text.contains("EXDATE;VALUE=DATE:20260112\r\n"))
        var editor = try CalendarEditor(.data(Self.calendar([allDay])))
        #expect(throws: WeekdaysError.self) {
            try editor.apply(.exclude(try Self.value("20260112T000000")), toSeries: "bins", now: Self.now)
        }
        var utc = try CalendarEditor(.data(Self.calendar([Self.other])))
        let error = #expect(throws: WeekdaysError.self) {
            try utc.apply(.exclude(try Self.value("20260107T080000")), toSeries: "other", now: Self.now)
        }
        #expect(error?.message == "the series `other` is written in UTC: name its instances in UTC (20260107T080000Z)")
        let (utcText, _) = try Self.edited(
            Self.calendar([Self.other]), .exclude(try Self.value("20260107T080000Z")), uid: "other")
        #expect(utcText.contains("EXDATE:20260107T080000Z\r\n"))
    }

    @Test func movingAnInstanceKeepsItsLengthInANewOverride() throws {
        let change = SeriesChange.override(
            try Self.value("20260108T120000"), start: try Self.value("20260109T090000"), end: nil, title: "Swim, early")
        let (text, report) = try Self.edited(Self.calendar([Self.berlin]), change)
        #expect(text.contains("RECURRENCE-ID;TZID=Europe/Berlin:20260108T120000\r\n"))
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20260109T090000\r\n"))
        #expect(text.contains("DTEND;TZID=Europe/Berlin:20260109T094500\r\n"))
        #expect(text.contains("SUMMARY:Swim\\, early\r\n"))
        #expect(!text.components(separatedBy: "BEGIN:VEVENT").last!.contains("RRULE"))
        #expect(report.done == ["changed 20260108T120000 in a new override (RECURRENCE-ID 20260108T120000)"])
        let events = EventCalendar(inputs: [.data(Data(text.utf8))], viewerZone: .gmt)
        #expect(events.problems.isEmpty)
        #expect(events.events.first?.overrides.count == 1)
    }

    @Test func cancellingAnOverriddenInstanceChangesItsOverride() throws {
        let moved = [
            "BEGIN:VEVENT", "UID:swim", "RECURRENCE-ID;TZID=Europe/Berlin:20260108T120000",
            "DTSTART;TZID=Europe/Berlin:20260108T150000", "SEQUENCE:4", "END:VEVENT",
        ]
        let (text, report) = try Self.edited(
            Self.calendar([Self.berlin, moved]), .cancel(try Self.value("20260108T120000")))
        #expect(text.components(separatedBy: "BEGIN:VEVENT").count == 3)
        #expect(text.contains("STATUS:CANCELLED\r\n"))
        #expect(text.contains("SEQUENCE:5\r\n"))
        #expect(text.contains("SEQUENCE:2\r\n"), "the series itself is not changed")
        #expect(report.done == ["cancelled 20260108T120000 in its override at line 12"])
    }

    @Test func aNewStartLibicalCannotWriteOrAnEndBeforeTheStartIsRefused() throws {
        var editor = try CalendarEditor(.data(Self.calendar([Self.berlin])))
        let late = #expect(throws: WeekdaysError.self) {
            try editor.apply(
                .override(
                    try Self.value("20260108T120000"), start: try Self.value("30010101T120000"), end: nil, title: nil),
                toSeries: "swim", now: Self.now)
        }
        #expect(late?.message.contains("libical writes no year after 3000") == true)
        let backwards = #expect(throws: WeekdaysError.self) {
            try editor.apply(
                .override(
                    try Self.value("20260108T120000"), start: nil, end: try Self.value("20260108T110000"), title: nil),
                toSeries: "swim", now: Self.now)
        }
        #expect(backwards?.message == "the new end 20260108T110000 is before the start 20260108T120000")
    }

    @Test func splittingAZonedSeriesEndsItWithAUTCUntilAndStartsANewOne() throws {
        let (text, report) = try Self.edited(
            Self.calendar([Self.berlin]), .split(at: try Self.value("20260302"), continuation: .weekdays([2, 4])))
        // The last Thursday before March 2 is February 26, 12:00 in Berlin: 11:00 UTC.
        #expect(text.contains("RRULE:FREQ=WEEKLY;UNTIL=20260226T110000Z;BYDAY=MO,TH\r\n"))
        #expect(report.newUID == "swim-20260302T120000")
        #expect(text.contains("UID:swim-20260302T120000\r\n"))
        #expect(text.contains("DTSTART;TZID=Europe/Berlin:20260302T120000\r\n"))
        #expect(text.contains("DTEND;TZID=Europe/Berlin:20260302T124500\r\n"))
        #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE\r\n"))
        #expect(text.contains("RELATED-TO;RELTYPE=SIBLING:swim\r\n"))
        #expect(text.contains("SEQUENCE:0\r\n"))
    }

    @Test func splittingACountedSeriesSplitsItsCount() throws {
        let counted = [
            "BEGIN:VEVENT", "UID:pills", "DTSTART:20260105T080000", "RRULE:FREQ=DAILY;COUNT=10",
            "EXDATE:20260106T080000", "EXDATE:20260110T080000", "EXDATE:20260111T080000", "END:VEVENT",
        ]
        let (text, report) = try Self.edited(
            Self.calendar([counted]),
            .split(at: try Self.value("20260109"), continuation: .weekdays([2, 3, 4, 5, 6])),
            uid: "pills")
        // Four instances (5 to 8 January) come before the split, one of them excluded.
        #expect(text.contains("RRULE:FREQ=DAILY;COUNT=4\r\n"))
        #expect(text.contains("RRULE:FREQ=WEEKLY;COUNT=6;BYDAY=MO,TU,WE,TH,FR\r\n"))
        #expect(text.contains("DTSTART:20260109T080000\r\n"))
        // The 6th stays with the first part; the 10th and 11th are a weekend, no weekday of the new rule.
        #expect(text.components(separatedBy: "EXDATE:20260106T080000").count == 2)
        #expect(!text.contains("EXDATE:20260110T080000") && !text.contains("EXDATE:20260111T080000"))
        #expect(
            report.dropped == [
                "EXDATE 20260110T080000: no instance of the new rule",
                "EXDATE 20260111T080000: no instance of the new rule",
            ])
    }

    @Test func aSplitWithNothingBeforeItIsRefused() throws {
        var editor = try CalendarEditor(.data(Self.calendar([Self.berlin])))
        let error = #expect(throws: WeekdaysError.self) {
            try editor.apply(
                .split(at: try Self.value("20260105T120000"), continuation: .weekdays([2])), toSeries: "swim",
                now: Self.now)
        }
        #expect(
            error?.message
                == "no instance of the series `swim` comes before 20260105T120000: change its rule instead of splitting it"
        )
    }

    @Test func anAllDaySeriesSplitsWithADateUntil() throws {
        let allDay = [
            "BEGIN:VEVENT", "UID:bins", "DTSTART;VALUE=DATE:20260105", "RRULE:FREQ=WEEKLY;BYDAY=MO", "END:VEVENT",
        ]
        let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=TU")
        let (text, _) = try Self.edited(
            Self.calendar([allDay]), .split(at: try Self.value("20260201"), continuation: .rule(rule)), uid: "bins")
        #expect(text.contains("RRULE:FREQ=WEEKLY;UNTIL=20260126;BYDAY=MO\r\n"))
        #expect(text.contains("DTSTART;VALUE=DATE:20260203\r\n"))
    }

    @Test func overridesAfterTheSplitGoWithTheNewSeriesOrAreSaidDropped() throws {
        let monday = [
            "BEGIN:VEVENT", "UID:swim", "RECURRENCE-ID;TZID=Europe/Berlin:20260309T120000",
            "DTSTART;TZID=Europe/Berlin:20260309T130000", "END:VEVENT",
        ]
        let thursday = [
            "BEGIN:VEVENT", "UID:swim", "RECURRENCE-ID;TZID=Europe/Berlin:20260312T120000",
            "DTSTART;TZID=Europe/Berlin:20260312T130000", "END:VEVENT",
        ]
        let (text, report) = try Self.edited(
            Self.calendar([Self.berlin, monday, thursday]),
            .split(at: try Self.value("20260302"), continuation: .weekdays([2, 4])))
        #expect(report.dropped == ["the override of 20260312T120000 at line 17: no instance of the new rule"])
        #expect(!text.contains("RECURRENCE-ID;TZID=Europe/Berlin:20260312T120000"))
        let carried = try #require(
            text.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("RECURRENCE-ID") })
        #expect(carried.contains("RECURRENCE-ID;TZID=Europe/Berlin:20260309T120000\r\n"))
        #expect(carried.contains("UID:swim-20260302T120000\r\n"))
    }

    @Test func aFileOfBareLineFeedsKeepsThem() throws {
        let original = Self.calendar([Self.berlin, Self.other], lineBreak: "\n")
        let (text, _) = try Self.edited(original, .cancel(try Self.value("20260105T120000")))
        #expect(!text.contains("\r"))
        #expect(text.contains("STATUS:CANCELLED\n"))
    }

    @Test func aByteOrderMarkIsNoObstacle() throws {
        let original = Data([0xEF, 0xBB, 0xBF]) + Self.calendar([Self.berlin])
        let (text, _) = try Self.edited(original, .exclude(try Self.value("20260105T120000")))
        #expect(text.hasPrefix("\u{FEFF}BEGIN:VCALENDAR"))
        #expect(text.contains("EXDATE;TZID=Europe/Berlin:20260105T120000"))
    }

    /// The exported calendar's writer refuses a start libical would write as `00000000T000000`.
    @Test func theCalendarWriterRefusesAStartAfter3000() throws {
        var record = try ExportRecord(fields: [
            "uid": "late", "dtstart": "30010105T090000", "tzid": "Europe/Berlin", "selection": [2],
        ])
        var writer = try CalendarFileWriter(calendar: Calendar(identifier: .gregorian), now: Self.now)
        let error = #expect(throws: WeekdaysError.self) { try writer.add(record) }
        #expect(error?.kind == .invalidRecord && error?.part == "dtstart")
        record.start = try Self.value("29991230T090000")
        try writer.add(record)
    }
}

extension CalendarEditorTests {
    /// A RANGE=THISANDFUTURE override before a split changes the first part only; the new
    /// series goes on as the series stood: the override's time, length, title and place.
    @Test func aSplitGoesOnAsARangeOverrideLeftTheSeries() throws {
        let range = [
            "BEGIN:VEVENT", "UID:swim", "RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=Europe/Berlin:20260202T120000",
            "DTSTART;TZID=Europe/Berlin:20260202T140000", "DTEND;TZID=Europe/Berlin:20260202T153000",
            "SUMMARY:Swim (new pool)", "LOCATION:North pool", "END:VEVENT",
        ]
        let (text, report) = try Self.edited(
            Self.calendar([Self.berlin, range]),
            .split(at: try Self.value("20260302"), continuation: .weekdays([2, 4])))
        let next = try #require(text.components(separatedBy: "BEGIN:VEVENT").first { $0.contains("RELATED-TO") })
        #expect(next.contains("DTSTART;TZID=Europe/Berlin:20260302T140000\r\n"))
        #expect(next.contains("DTEND;TZID=Europe/Berlin:20260302T153000\r\n"))
        #expect(next.contains("SUMMARY:Swim (new pool)\r\n") && !next.contains("SUMMARY:Swim\r\n"))
        #expect(next.contains("LOCATION:North pool\r\n"))
        #expect(!next.contains("RECURRENCE-ID") && !next.contains("RANGE"))
        #expect(
            report.done.contains("the RANGE=THISANDFUTURE override of 20260202T120000 now changes the first part only"))
        #expect(report.newUID == "swim-20260302T140000")
    }
}

extension CalendarEditorTests {
    /// A title iCalendar cannot hold is refused, never cut at its NUL; a line break is kept.
    @Test func aTitleWithAControlCharacterIsRefused() throws {
        var editor = try CalendarEditor(.data(Self.calendar([Self.berlin])))
        let error = #expect(throws: WeekdaysError.self) {
            try editor.apply(
                .override(try Self.value("20260108T120000"), start: nil, end: nil, title: "Swim\u{0}later"),
                toSeries: "swim", now: Self.now)
        }
        #expect(error?.message == "the new title holds the control character U+0, which iCalendar text cannot hold")
        let (text, _) = try Self.edited(
            Self.calendar([Self.berlin]),
            .override(try Self.value("20260108T120000"), start: nil, end: nil, title: "Swim\nlate"))
        #expect(text.contains("SUMMARY:Swim\\nlate\r\n"))
    }
}
