import Foundation
import ICalKit
import TestOracles
import Testing
import WeekdayKit

/// Our occurrences against recurring-ical-events': the (UID, start, end) sets of a window
/// agree, except in the readings named here, each of which the README states.
@Suite struct OccurrenceOracleTests {
    typealias Row = RecurringEventsOracle.Row

    /// The readings in which the library differs from this package by design.
    ///
    /// A difference that is none of these fails the test; `why` says each in a line, and
    /// the README names them all.
    enum Reading: String, CaseIterable, CustomStringConvertible {
        /// Seen in the generated calendars' cancelled overrides.
        case cancelledKept = "cancelled instance kept"
        /// Seen in Google's feed, which writes UTC series beside X-WR-TIMEZONE.
        case calendarZone = "X-WR-TIMEZONE"
        /// Seen in the Fixtures' completed to-dos.
        case toDoWithoutStart = "to-do without DTSTART"
        /// Seen wherever an instance crosses a change of offset.
        case wallClockLength = "wall-clock length"
        /// Seen in generated floating EXDATEs and RECURRENCE-IDs on zoned series.
        case wallClockMatch = "wall-clock match"
        /// Seen in generated RDATEs in another zone on series that last a day or cross a change.
        case otherZoneRDateLength = "length of an RDATE in another zone"
        /// Seen in generated overrides of instances an EXDATE also names.
        case overrideOfExcluded = "override of an excluded instance"
        /// Seen in three Fixtures the library cannot read.
        case refusedWhole = "file refused whole"

        /// Why the two sides differ, in one line.
        var why: String {
            switch self {
            case .cancelledKept: "it returns a cancelled override marked STATUS:CANCELLED; we remove the instance"
            case .calendarZone: "it moves a UTC series into X-WR-TIMEZONE; RFC 5545 repeats a UTC time in UTC"
            case .toDoWithoutStart: "it places a VTODO without DTSTART at its DUE; RFC 5545 gives it no start"
            case .wallClockLength: "it adds DTEND - DTSTART on the wall clock; RFC 5545 gives every instance one length"
            case .wallClockMatch:
                "it matches a floating EXDATE or RECURRENCE-ID by wall clock; we read it in the viewer's zone"
            case .otherZoneRDateLength:
                "it ends an RDATE in another zone on that zone's clock; we end it as the series' instances"
            case .overrideOfExcluded: "it drops an override whose instance an EXDATE names; we show the override"
            case .refusedWhole: "it refuses a file for one bad RRULE, a second VCALENDAR or a cut end; we keep the rest"
            }
        }

        /// The reading's name, for messages.
        var description: String { rawValue }
    }

    static let from = "20250101"
    static let to = "20270101"

    /// The zone every floating time and date is read in, on both sides.
    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    /// Files icalendar cannot read whole (``Reading/refusedWhole``), which we read component
    /// by component, with the words of the library's refusal.
    static let refusedByTheLibrary: [String: String] = [
        // One RRULE it cannot parse makes it refuse the calendar; we report that rule and
        // keep the rest of the component and the file.
        "broken-rules": "BadRuleStringFormat",
        // icalendar reads one VCALENDAR per file; RFC 5545 allows several in a stream.
        "shift-rota": "multiple components",
        // A file that ends inside a component: we keep the components before it.
        "truncated": "no components",
    ]

    /// The differences each fixture shows, by reading (each row on either side counts once).
    static let namedDifferences: [String: [Reading: Int]] = [
        // The Sunday-evening call is a UTC series in a calendar that names Los Angeles.
        "google": [.calendarZone: 117],
        // The sleep lab's DTEND crosses the change to summer time.
        // A cancelled stand-up, and the choir cancelled from 9 April on (THISANDFUTURE).
        "occurrences": [.wallClockLength: 2, .toDoWithoutStart: 1, .cancelledKept: 40],
        // Completed to-dos with DUE and no DTSTART.
        "thunderbird": [.toDoWithoutStart: 1],
        "todo": [.toDoWithoutStart: 1],
    ]

    static let fixtures = [
        "alarm", "apple-icloud", "broken-rules", "google", "occurrences", "outlook", "school-timetable",
        "shift-rota", "thunderbird", "todo", "truncated",
    ]

    @Test(arguments: fixtures)
    func fixturesAgreeWithTheLibrary(name: String) throws {
        let path = fixtureURL(name).path
        let calendar = EventCalendar(paths: [path], viewerZone: Self.utc)
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

    /// The seeds of the generated calendars: each a calendar of ``seriesPerCalendar`` series.
    static let generatedSeeds: ClosedRange<UInt64> = 1...300

    /// Series in each generated calendar (with its night shift), so a few hundred calendars
    /// are read by one run of the library in a few seconds.
    static let seriesPerCalendar = 12

    /// Three hundred generated calendars, read by the library in one run: between them they
    /// show every named reading that generated shapes can (the others come from the
    /// Fixtures), and nothing else differs.
    @Test func generatedCalendarsAgreeWithTheLibrary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var paths: [String] = []
        var expectations: [String: GeneratedCalendar.Expectation] = [:]
        for seed in Self.generatedSeeds {
            let generated = GeneratedCalendar(seed: seed, events: Self.seriesPerCalendar)
            let file = folder.appendingPathComponent("seed-\(seed).ics")
            try generated.text.write(to: file, atomically: true, encoding: .utf8)
            paths.append(file.path)
            expectations.merge(generated.expectations, uniquingKeysWith: { first, _ in first })
        }
        let calendar = EventCalendar(paths: paths, viewerZone: Self.utc)
        #expect(calendar.problems.isEmpty, "\(calendar.problems)")
        let answer = try RecurringEventsOracle.occurrences(of: paths, from: Self.from, to: Self.to)
        guard case .rows(let rows) = answer else {
            Issue.record("the library refused a generated calendar: \(answer)")
            return
        }
        let report = compare(ours(calendar), rows, calendar, usesCalendarZone: false, expectations: expectations)
        #expect(report.unexplained.isEmpty, "\(report.unexplained.map(\.description))")
        #expect(report.agreed.count > 8 * Self.generatedSeeds.count * Self.seriesPerCalendar, "\(report.agreed.count)")
        for reading in [
            Reading.cancelledKept, .wallClockMatch, .wallClockLength, .otherZoneRDateLength, .overrideOfExcluded,
        ] {
            #expect(report.explained[reading, default: 0] > 0, "\(reading) never shown: \(report.explained)")
        }
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
        let calendar = EventCalendar(paths: [file.path], viewerZone: Self.utc)
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

    /// What two sets have in common, and what differs with and without a named reading.
    struct Report {
        var agreed: Set<Row> = []
        var explained: [Reading: Int] = [:]
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

    /// Sorts the differences of two sets into named readings (``Reading``); any other is
    /// unexplained.
    ///
    /// Which shapes a generated calendar holds comes from its generator
    /// (`expectations`), never from our own reading of the file. Not a difference, though
    /// RFC 5545 leaves it open: a DATE EXDATE on a DATE-TIME series removes every instance
    /// on that local day, for both.
    func compare(
        _ recurrenceIDs: [Row: Int], _ theirs: [Row], _ calendar: EventCalendar, usesCalendarZone: Bool,
        expectations: [String: GeneratedCalendar.Expectation] = [:]
    ) -> Report {
        var report = Report()
        let ours = Set(recurrenceIDs.keys)
        let cancelled = Set(
            theirs.filter { $0.status == "CANCELLED" }.map { Row(uid: $0.uid, start: $0.start, end: $0.end) })
        let theirs = Set(
            theirs.filter { $0.status != "CANCELLED" }.map { Row(uid: $0.uid, start: $0.start, end: $0.end) })
        report.explained[.cancelledKept] = cancelled.subtracting(ours).subtracting(theirs).count
        if report.explained[.cancelledKept] == 0 { report.explained[.cancelledKept] = nil }
        report.agreed = ours.intersection(theirs)
        let onlyOurs = ours.subtracting(theirs)
        let onlyTheirs = theirs.subtracting(ours)
        let series = Dictionary(calendar.events.map { ($0.uid ?? "", $0) }, uniquingKeysWith: { first, _ in first })
        for row in onlyOurs.union(onlyTheirs) {
            let event = series[row.uid]
            let mine = onlyOurs.contains(row)
            let expected = expectations[row.uid]
            let reading: Reading?
            if usesCalendarZone, event?.start.value.form == .utc {
                reading = .calendarZone
            } else if !mine, event == nil {
                reading = .toDoWithoutStart
            } else if let event, isWallClockLength(row, mine: mine, mine ? onlyTheirs : onlyOurs, event) {
                reading = .wallClockLength
            } else if mine, let named = recurrenceIDs[row], expected?.wallClockOnly.contains(named) == true {
                reading = .wallClockMatch
            } else if expected?.rdatesInOtherZones.contains(row.start) == true,
                (mine ? onlyTheirs : onlyOurs).contains(where: { $0.uid == row.uid && $0.start == row.start })
            {
                reading = .otherZoneRDateLength
            } else if mine, expected?.overridesOfExcluded.contains(row.start) == true {
                reading = .overrideOfExcluded
            } else {
                reading = nil
            }
            if let reading {
                report.explained[reading, default: 0] += 1
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
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/\(name).ics")
}
