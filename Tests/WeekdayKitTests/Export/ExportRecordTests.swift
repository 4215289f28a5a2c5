import Foundation
import Testing
import WeekdayKit

/// The export builder and the writer: what an app hands over is what the file says, and
/// no file has an occurrence on a day the selection leaves out.
@Suite struct ExportRecordTests {
    static let losAngeles = TimeZone(identifier: "America/Los_Angeles")!
    static let english: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
    /// Sunday 29 November 2026, 12:00 UTC (04:00 in Los Angeles).
    static let sunday = Date(timeIntervalSince1970: 1_795_953_600)
    static let stamp = Date(timeIntervalSince1970: 1_795_000_000)

    /// The calendar file the writer makes of these records.
    static func file(_ records: [ExportRecord]) throws -> String {
        var writer = try CalendarFileWriter(calendar: english, now: stamp)
        for record in records { try writer.add(record) }
        var data = Data()
        try writer.finish { data.append($0) }
        return String(decoding: data, as: UTF8.self)
    }

    static func time(_ hour: Int, _ minute: Int) -> DateComponents {
        DateComponents(hour: hour, minute: minute)
    }

    // MARK: - The builder

    @Test func startsOnTheFirstSelectedDayInTheZone() throws {
        let record = try ExportRecord(
            repeating: [2, 4], at: Self.time(7, 30), in: Self.losAngeles, from: Self.sunday, title: "Wake up",
            uid: "wake")
        #expect(record.start.description == "20261130T073000")
        #expect(record.zoneID == "America/Los_Angeles")
        let text = try Self.file([record])
        #expect(text.contains("DTSTART;TZID=America/Los_Angeles:20261130T073000\r\n"))
        #expect(text.contains("RRULE:FREQ=WEEKLY;BYDAY=MO,WE;WKST=SU\r\n"))
        #expect(text.contains("SUMMARY:Wake up\r\n"))
        #expect(text.contains("BEGIN:VTIMEZONE\r\nTZID:America/Los_Angeles\r\n"))
    }

    @Test func writesIntervalCountDurationAndAlarms() throws {
        let record = try ExportRecord(
            repeating: .everyDay, at: Self.time(6, 45), in: Self.losAngeles, from: Self.sunday, interval: 2,
            end: .afterOccurrences(10), title: "Run", duration: 1800,
            alarms: [.init(offset: -900), .init(offset: 0, action: .sound)], uid: "run")
        let text = try Self.file([record])
        #expect(
            text.contains("RRULE:FREQ=WEEKLY;COUNT=10;INTERVAL=2;BYDAY=SU,MO,TU,WE,TH,FR,SA;WKST=SU\r\n"), "\(text)")
        #expect(text.contains("DURATION:PT30M\r\n"))
        #expect(text.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT15M\r\nDESCRIPTION:Run\r\nEND:VALARM\r\n"))
        #expect(text.contains("BEGIN:VALARM\r\nACTION:AUDIO\r\nTRIGGER:PT0S\r\nEND:VALARM\r\n"))
    }

    @Test func anEndDateIsUTCForAZonedStart() throws {
        let last = Self.sunday.addingTimeInterval(14 * 86_400)
        let record = try ExportRecord(
            repeating: [2], at: Self.time(7, 0), in: Self.losAngeles, from: Self.sunday, end: .afterDate(last),
            uid: "until")
        #expect(record.end == .until(try ICalDateTime(parsing: "20261213T120000Z")))
    }

    @Test func allDayEventsAreDatesWithDatesForEnds() throws {
        let record = try ExportRecord(
            repeating: [7], at: nil, in: Self.losAngeles, from: Self.sunday,
            end: .afterDate(Self.sunday.addingTimeInterval(20 * 86_400)), duration: 86_400, uid: "day")
        #expect(record.start.description == "20261205")
        #expect(record.zoneID == nil)
        #expect(record.end == .until(try ICalDateTime(parsing: "20261219")))
        #expect(record.duration == ICalDuration(days: 1))
        let text = try Self.file([record])
        #expect(text.contains("DTSTART;VALUE=DATE:20261205\r\n"), "\(text)")
        #expect(text.contains("DURATION:P1D\r\n"))
    }

    @Test func utcAndFloatingTimesHaveNoZone() throws {
        let utc = try ExportRecord(repeating: [1], at: Self.time(9, 0), in: .gmt, from: Self.sunday, uid: "u")
        #expect(utc.start.description == "20261129T090000Z" && utc.zoneID == nil)
        let floating = try ExportRecord(
            repeating: [1], at: Self.time(9, 0), in: Self.losAngeles, from: Self.sunday, floating: true, uid: "f")
        #expect(floating.start.description == "20261129T090000" && floating.zoneID == nil)
    }

    @Test func refusesWhatCannotBeWritten() {
        let (sunday, seven) = (Self.sunday, Self.time(7, 0))
        // (what is wrong, the builder call)
        let cases: [(String, () throws -> ExportRecord)] = [
            ("interval 0", { try ExportRecord(repeating: [2], at: seven, in: .gmt, from: sunday, interval: 0) }),
            (
                "count 0",
                { try ExportRecord(repeating: [2], at: seven, in: .gmt, from: sunday, end: .afterOccurrences(0)) }
            ),
            (
                "ends first",
                { try ExportRecord(repeating: [2], at: seven, in: .gmt, from: sunday, end: .afterDate(sunday)) }
            ),
            ("hour 24", { try ExportRecord(repeating: [2], at: Self.time(24, 0), in: .gmt, from: sunday) }),
            ("no hour", { try ExportRecord(repeating: [2], at: DateComponents(minute: 5), in: .gmt, from: sunday) }),
            ("below zero", { try ExportRecord(repeating: [2], at: seven, in: .gmt, from: sunday, duration: -60) }),
            ("part of a day", { try ExportRecord(repeating: [2], at: nil, in: .gmt, from: sunday, duration: 3600) }),
            (
                "endless alarm",
                {
                    try ExportRecord(
                        repeating: [2], at: nil, in: .gmt, from: sunday, alarms: [.init(offset: .infinity)])
                }
            ),
        ]
        for (what, build) in cases {
            #expect(throws: WeekdaysError.self, "\(what)") { try build() }
        }
    }

    // MARK: - No occurrence on a day left out

    /// Records whose DTSTART falls on a day left out, as hand-written ones do: the writer
    /// moves each, and every occurrence of the file lands on a selected day.
    @Test func writtenFilesHaveNoOffDayOccurrence() throws {
        let records = try [
            (["2", "4"], "20261129T073000", "America/Los_Angeles"),
            (["6"], "20261201T180000", "Europe/Madrid"),
            (["1", "7"], "20261130", ""),
            (["3"], "20261129T230000Z", ""),
        ].enumerated().map { index, entry in
            try ExportRecord(fields: [
                "uid": "e\(index)", "dtstart": entry.1, "tzid": entry.2, "selection": Set(entry.0.compactMap(Int.init)),
            ])
        }
        let text = try Self.file(records)
        let feed = EventCalendar(inputs: [.data(Data(text.utf8))], viewerZone: .gmt)
        #expect(feed.events.count == 4 && feed.problems.isEmpty, "\(feed.problems)")
        let from = try ICalDateTime(parsing: "20261101").instant(in: nil)
        let occurrences = feed.occurrences(from: from, to: from.addingTimeInterval(90 * 86_400))
        for (record, event) in zip(records, feed.events) {
            let mine = occurrences.filter { $0.uid == record.uid }
            #expect(mine.count >= 8, "\(record.uid)")
            for occurrence in mine {
                #expect(
                    record.selection.contains(occurrence.start.value.weekday), "\(record.uid) \(occurrence.start.value)"
                )
            }
            #expect(event.start.value.weekday == record.startingOnSelectedDay().start.weekday)
        }
    }

    @Test func fieldsTakeThePickersOwnTypes() throws {
        let fromSet = try ExportRecord(fields: ["uid": "a", "dtstart": "20261130", "selection": Set([2, 4])])
        let fromSelection = try ExportRecord(
            fields: ["uid": "a", "dtstart": "20261130", "selection": WeekdaySelection([2, 4])])
        #expect(fromSet.selection == [2, 4] && fromSelection == fromSet)
        #expect(throws: WeekdaysError.self) {
            try ExportRecord(fields: ["uid": "a", "dtstart": "20261130", "selection": Set([0, 2])])
        }
    }

    // MARK: - What a record may hold

    /// The names of UTC make a UTC start, which has no VTIMEZONE, instead of an unknown zone.
    @Test(arguments: ["UTC", "Etc/UTC", "GMT", "Z", "utc", "Etc/GMT+0", "Zulu"])
    func namesOfUTCMakeAUTCStart(zone: String) throws {
        let record = try ExportRecord(
            fields: ["uid": "u", "dtstart": "20261130T090000", "tzid": zone, "selection": [2]])
        #expect(record.start.description == "20261130T090000Z")
        #expect(record.zoneID == nil)
        let text = try Self.file([record])
        #expect(text.contains("DTSTART:20261130T090000Z\r\n") && !text.contains("VTIMEZONE"))
    }

    @Test func aZoneLibicalLacksIsNamedAsSuch() {
        #expect(throws: WeekdaysError.invalidRecord("unknown time zone `Mars/Olympus`", field: "tzid")) {
            try ExportRecord(fields: [
                "uid": "u", "dtstart": "20261130T090000", "tzid": "Mars/Olympus", "selection": [2],
            ])
        }
        var record = try? ExportRecord(fields: ["uid": "u", "dtstart": "20261130T090000", "selection": [2]])
        record?.zoneID = "UTC"
        #expect(
            throws: WeekdaysError.invalidRecord(
                "tzid `UTC` is UTC, which has no VTIMEZONE: give a UTC dtstart (ending in Z) and no tzid", field: "tzid"
            )
        ) { try record?.validate() }
    }

    /// Foundation's JSON reader gives `true` as a number that reads as 1: it is still no
    /// weekday.
    @Test func trueIsNoWeekdayFromFoundationsJSONEither() throws {
        let fields = try #require(
            try JSONSerialization.jsonObject(with: Data(#"{"uid":"b","dtstart":"20261130","selection":[true]}"#.utf8))
                as? [String: Any])
        #expect(
            throws: WeekdaysError.invalidRecord("selection holds `true`, not a weekday number", field: "selection")
        ) { try ExportRecord(fields: fields) }
        let numbers = try #require(
            try JSONSerialization.jsonObject(with: Data(#"{"uid":"b","dtstart":"20261130","selection":[1,7]}"#.utf8))
                as? [String: Any])
        #expect(try ExportRecord(fields: numbers).selection == [1, 7])
    }

    @Test func fieldsOfAnotherTypeAreErrors() {
        #expect(throws: WeekdaysError.invalidRecord("summary is a number, not a string", field: "summary")) {
            try ExportRecord(fields: ["uid": "u", "summary": 5, "dtstart": "20261130", "selection": [2]])
        }
        #expect(throws: WeekdaysError.invalidRecord("uid is a list, not a string", field: "uid")) {
            try ExportRecord(fields: ["uid": ["u"], "dtstart": "20261130", "selection": [2]])
        }
    }

    /// Every way of making a record refuses a title iCalendar text cannot hold; a line break
    /// of any kind is written as one.
    @Test func controlCharactersAreRefusedAndLineBreaksKept() throws {
        let escape = WeekdaysError.invalidRecord(
            "summary holds the control character U+001B (ESC) at character 4, which iCalendar text cannot hold",
            field: "summary")
        #expect(throws: escape) {
            try ExportRecord(fields: ["uid": "u", "summary": "red\u{1B}[31m", "dtstart": "20261130", "selection": [2]])
        }
        #expect(throws: escape) {
            try ExportRecord(
                repeating: [2], at: nil, in: Self.losAngeles, from: Self.sunday, title: "red\u{1B}[31m", uid: "u")
        }
        do {
            _ = try JSONDecoder().decode(
                ExportRecord.self, from: Data(#"{"uid":"u\u0000","dtstart":"20261130","selection":[2]}"#.utf8))
            Issue.record("a UID with a NUL was decoded")
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription.contains("uid holds the control character U+0000 (NUL) at character 2"))
        }
        let record = try ExportRecord(
            repeating: [2], at: nil, in: Self.losAngeles, from: Self.sunday, title: "a\r\nb\rc\nd\te", uid: "u")
        #expect(try Self.file([record]).contains("SUMMARY:a\\nb\\nc\\nd\te\r\n"))
    }
}
