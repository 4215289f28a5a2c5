import Foundation
import ICalKit
import TestOracles
import Testing
import WeekdayKit

/// Our occurrences against recurring-ical-events': the (UID, start, end) sets of a window
/// agree, except in the cases named here, where that library is not RFC 5545 by design.
@Suite struct OccurrenceOracleTests {
    typealias Row = RecurringEventsOracle.Row

    static let from = "20250101"
    static let to = "20270101"

    /// Files icalendar cannot read whole, which we read component by component.
    static let refusedByTheLibrary: [String: String] = [
        // One RRULE it cannot parse makes it refuse the calendar; we report that rule and
        // keep the rest of the component and the file.
        "broken-rules": "BadRuleStringFormat",
        // icalendar reads one VCALENDAR per file; RFC 5545 allows several in a stream.
        "shift-rota": "multiple components",
        // A file that ends inside a component: we keep the components before it.
        "truncated": "no components",
    ]

    /// The differences each fixture shows, by case (each row on either side counts once).
    static let namedDifferences: [String: [String: Int]] = [
        // The Sunday-evening call is a UTC series in a calendar that names Los Angeles.
        "google": ["x-wr-timezone": 117],
        // The sleep lab's DTEND crosses the change to summer time.
        "occurrences": ["wall-clock length": 2, "to-do without DTSTART": 1],
        // Completed to-dos with DUE and no DTSTART.
        "thunderbird": ["to-do without DTSTART": 1],
        "todo": ["to-do without DTSTART": 1],
    ]

    static let fixtures = [
        "alarm", "apple-icloud", "broken-rules", "google", "occurrences", "outlook", "school-timetable",
        "shift-rota", "thunderbird", "todo", "truncated",
    ]

    @Test(arguments: fixtures)
    func fixturesAgreeWithTheLibrary(name: String) throws {
        let path = fixtureURL(name).path
        let calendar = EventCalendar(paths: [path], viewerZone: TimeZone(identifier: "UTC")!)
        switch try RecurringEventsOracle.occurrences(of: [path], from: Self.from, to: Self.to) {
        case .refused(let reason):
            let expected = try #require(Self.refusedByTheLibrary[name], "the library refused \(name): \(reason)")
            #expect(reason.contains(expected), "\(name): \(reason)")
            #expect(!ours(calendar).isEmpty, "\(name): we still read its other components")
        case .rows(let rows):
            #expect(Self.refusedByTheLibrary[name] == nil, "\(name) is read by the library now")
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let report = compare(ours(calendar), rows, calendar, usesCalendarZone: text.contains("X-WR-TIMEZONE"))
            #expect(report.unexplained.isEmpty, "\(name): \(report.unexplained.map(\.description))")
            #expect(report.explained == Self.namedDifferences[name, default: [:]], "\(name)")
            #expect(!report.agreed.isEmpty, "\(name)")
        }
    }

    /// Four generated calendars of 60 series each; between them they show every named
    /// case that generated shapes can (the others come from the Fixtures).
    @Test func generatedCalendarsAgreeWithTheLibrary() throws {
        var explained: [String: Int] = [:]
        for seed in 1...4 as ClosedRange<UInt64> {
            let generated = GeneratedCalendar(seed: seed, events: 60)
            let file = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString).ics")
            try generated.text.write(to: file, atomically: true, encoding: .utf8)
            defer { try? FileManager.default.removeItem(at: file) }
            let calendar = EventCalendar(paths: [file.path], viewerZone: TimeZone(identifier: "UTC")!)
            #expect(calendar.problems.isEmpty, "\(calendar.problems)")
            let answer = try RecurringEventsOracle.occurrences(of: [file.path], from: Self.from, to: Self.to)
            guard case .rows(let rows) = answer else {
                Issue.record("the library refused a generated calendar: \(answer)")
                continue
            }
            let report = compare(ours(calendar), rows, calendar, usesCalendarZone: false, generated: generated)
            #expect(
                report.unexplained.isEmpty, "seed \(seed): \(report.unexplained.map(\.description))\n\(generated.text)")
            #expect(report.agreed.count > 300, "seed \(seed)")
            explained.merge(report.explained, uniquingKeysWith: +)
        }
        #expect(explained["wall-clock match", default: 0] > 0, "\(explained)")
        #expect(explained["wall-clock length", default: 0] > 0, "\(explained)")
    }

    /// Revisions of one instance, in different forms, are chosen as the library chooses.
    ///
    /// A DATE series revised by a DATE-TIME, a chain of three, two of a series not in the
    /// file. Left out: a timed series revised by a DATE, as RFC 5545 wants the
    /// RECURRENCE-ID in DTSTART's form; we read such a DATE as naming its day's instances,
    /// the library as naming midnight.
    @Test func revisionsInEveryFormAgreeWithTheLibrary() throws {
        let components = [
            ["UID:d", "DTSTART;VALUE=DATE:20260105", "RRULE:FREQ=WEEKLY;COUNT=4"],
            ["UID:d", "RECURRENCE-ID;VALUE=DATE:20260112", "DTSTART;VALUE=DATE:20260113"],
            [
                "UID:d", "SEQUENCE:1", "RECURRENCE-ID;TZID=America/New_York:20260112T000000",
                "DTSTART;VALUE=DATE:20260114",
            ],
            ["UID:c", "DTSTART:20260105T090000Z", "DURATION:PT1H", "RRULE:FREQ=WEEKLY;COUNT=5"],
            ["UID:c", "SEQUENCE:0", "RECURRENCE-ID:20260126T090000Z", "DTSTART:20260126T110000Z", "DURATION:PT1H"],
            ["UID:c", "SEQUENCE:0", "RECURRENCE-ID:20260126T090000Z", "DTSTART:20260126T120000Z", "DURATION:PT1H"],
            ["UID:c", "SEQUENCE:1", "RECURRENCE-ID:20260126T090000Z", "DTSTART:20260126T130000Z", "DURATION:PT1H"],
            ["UID:c", "SEQUENCE:2", "RECURRENCE-ID:20260119T090000Z", "DTSTART:20260120T090000Z", "DURATION:PT1H"],
            ["UID:c", "SEQUENCE:2", "RECURRENCE-ID:20260119T090000Z", "DTSTART:20260121T090000Z", "DURATION:PT1H"],
            ["UID:lone", "SEQUENCE:3", "RECURRENCE-ID:20260119T090000Z", "DTSTART:20260120T090000Z", "DURATION:PT1H"],
            ["UID:lone", "SEQUENCE:3", "RECURRENCE-ID:20260119T090000Z", "DTSTART:20260121T090000Z", "DURATION:PT1H"],
        ]
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//weekdays//oracle//EN\r\n"
            + components.map { (["BEGIN:VEVENT", "DTSTAMP:20260101T000000Z"] + $0 + ["END:VEVENT"]) }
            .joined().joined(separator: "\r\n") + "\r\nEND:VCALENDAR\r\n"
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("revisions-\(UUID().uuidString).ics")
        try text.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let calendar = EventCalendar(paths: [file.path], viewerZone: TimeZone(identifier: "UTC")!)
        let answer = try RecurringEventsOracle.occurrences(of: [file.path], from: Self.from, to: Self.to)
        guard case .rows(let rows) = answer else {
            Issue.record("the library refused the calendar: \(answer)")
            return
        }
        let report = compare(ours(calendar), rows, calendar, usesCalendarZone: false)
        #expect(report.unexplained.isEmpty, "\(report.unexplained.map(\.description))")
        #expect(report.explained.isEmpty, "\(report.explained)")
        #expect(report.agreed.count == 4 + 5 + 1, "\(report.agreed.map(\.description))")
    }

    // MARK: - Comparing

    /// What two sets have in common, and what differs without a named reason.
    struct Report {
        var agreed: Set<Row> = []
        var explained: [String: Int] = [:]
        var unexplained: [Row] = []
    }

    /// Our occurrences of the window as rows, each with its recurrence id's instant.
    func ours(_ calendar: EventCalendar) -> [Row: Int] {
        guard let from = try? instant(Self.from), let to = try? instant(Self.to) else { return [:] }
        var rows: [Row: Int] = [:]
        for occurrence in calendar.occurrences(from: from, to: to) {
            let row = Row(
                uid: occurrence.uid ?? "", start: Int(occurrence.start.instant.timeIntervalSince1970),
                end: Int(occurrence.end.instant.timeIntervalSince1970))
            rows[row] = Int(occurrence.recurrenceID.instant.timeIntervalSince1970)
        }
        return rows
    }

    /// Sorts the differences of two sets into named cases; any other is unexplained.
    ///
    /// The cases:
    /// - `cancelled`: the library returns cancelled instances marked `STATUS:CANCELLED`;
    ///   the contract removes them (so they are dropped from its side before comparing);
    /// - `x-wr-timezone`: `of()` moves a UTC series into the calendar's X-WR-TIMEZONE, so it
    ///   keeps its local time across daylight saving; RFC 5545 repeats a UTC time in UTC;
    /// - `to-do without DTSTART`: the library places it at its DUE (or across all time);
    ///   RFC 5545 gives it no start, and the contract lists only VTODOs with DTSTART;
    /// - `wall-clock length`: the library ends each instance by adding DTEND - DTSTART on
    ///   the wall clock, so an instance across a daylight-saving change ends an hour off;
    ///   RFC 5545 (3.8.5.3) gives every instance the same exact length;
    /// - `wall-clock match`: the library matches a floating EXDATE or RECURRENCE-ID to a
    ///   zoned series by wall clock; RFC 5545 reads a floating value in the viewer's zone,
    ///   so it names another instant and the instance stays.
    ///
    /// Not a difference, though RFC 5545 leaves it open: a DATE EXDATE on a DATE-TIME series
    /// removes every instance on that local day, for both.
    func compare(
        _ recurrenceIDs: [Row: Int], _ theirs: [Row], _ calendar: EventCalendar, usesCalendarZone: Bool,
        generated: GeneratedCalendar? = nil
    ) -> Report {
        var report = Report()
        let ours = Set(recurrenceIDs.keys)
        let theirs = Set(
            theirs.filter { $0.status != "CANCELLED" }.map { Row(uid: $0.uid, start: $0.start, end: $0.end) })
        report.agreed = ours.intersection(theirs)
        let onlyOurs = ours.subtracting(theirs)
        let onlyTheirs = theirs.subtracting(ours)
        let series = Dictionary(calendar.events.map { ($0.uid ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        for row in onlyOurs.union(onlyTheirs) {
            let event = series[row.uid]
            let mine = onlyOurs.contains(row)
            if usesCalendarZone, event?.start.value.form == .utc {
                report.explained["x-wr-timezone", default: 0] += 1
            } else if !mine, event == nil {
                report.explained["to-do without DTSTART", default: 0] += 1
            } else if let event, isWallClockLength(row, mine: mine, mine ? onlyTheirs : onlyOurs, event) {
                report.explained["wall-clock length", default: 0] += 1
            } else if mine, let named = recurrenceIDs[row],
                generated?.expectations[row.uid]?.wallClockOnly.contains(named) == true
            {
                report.explained["wall-clock match", default: 0] += 1
            } else {
                report.unexplained.append(
                    Row(uid: row.uid, start: row.start, end: row.end, status: mine ? "ours" : "theirs"))
            }
        }
        return report
    }

    /// Whether this instance is one the two sides end differently only because the library
    /// adds DTEND - DTSTART on the wall clock: ours lasts exactly as long as DTEND -
    /// DTSTART, theirs as long on the wall clock, and the two differ.
    func isWallClockLength(_ row: Row, mine: Bool, _ other: Set<Row>, _ event: CalendarEvent) -> Bool {
        guard let end = event.end, !event.start.isDate else { return false }
        let zone = event.start.frame.zone
        func wall(_ seconds: Int) -> Int {
            seconds + zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
        let exact = Int(end.instant.timeIntervalSince(event.start.instant))
        let wallClock =
            wall(Int(end.instant.timeIntervalSince1970)) - wall(Int(event.start.instant.timeIntervalSince1970))
        return other.contains { counterpart in
            guard counterpart.uid == row.uid, counterpart.start == row.start, counterpart.end != row.end else {
                return false
            }
            let (ours, theirs) = mine ? (row, counterpart) : (counterpart, row)
            return ours.end - ours.start == exact && wall(theirs.end) - wall(theirs.start) == wallClock
        }
    }
}

/// A fixture's file URL, found from this file.
func fixtureURL(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/\(name).ics")
}
