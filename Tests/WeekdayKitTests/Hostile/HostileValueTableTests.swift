import Foundation
import Testing
import WeekdayKit

/// Values a library caller may hand a public entry point, each with its answer.
///
/// The answer is an error naming its kind and part, an empty answer, or a documented clamp.
/// None may trap, as a trap would end the app that called.
@Suite struct HostileValueTableTests {
    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = utc
        return calendar
    }()

    /// Seconds since 1970 of Dates no calendar of the years 1 to 9999 holds.
    ///
    /// Arguments are numbers, not Dates: Foundation's description of a NaN Date, which the
    /// test library asks for, stops the program.
    static let unplaceableSeconds: [Double] = [.nan, .infinity, -.infinity, 1e300, -1e300]

    static let unplaceableDates = unplaceableSeconds.map { Date(timeIntervalSince1970: $0) }

    /// 0001-01-01T00:00:00 and 9999-12-31T23:59:59, the engine's first and last times.
    static let earliest = ICalDateTime(year: 1, month: 1, day: 1, form: .floating)
    static let latest = ICalDateTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59, second: 59, form: .floating)

    /// The error `body` throws, or nil when it returns; any error but a `WeekdaysError` is
    /// an issue of its own.
    static func error(_ body: () throws -> Void) -> WeekdaysError? {
        do { try body() } catch let error as WeekdaysError { return error } catch {
            Issue.record("not a WeekdaysError: \(error)")
        }
        return nil
    }

    // MARK: - Rule values

    /// The kind and part of the error a rule's parts give through the initializer.
    static func ruleError(
        _ frequency: RecurrenceRule.Frequency = .monthly, interval: Int = 1, end: RecurrenceRule.End = .never,
        hours: [Int] = [], minutes: [Int] = [], weekdays: [RecurrenceRule.Weekday] = [],
        daysOfTheMonth: [Int] = [], months: [Int] = [], setPositions: [Int] = []
    ) -> WeekdaysError? {
        error {
            _ = try RecurrenceRule(
                frequency: frequency, interval: interval, end: end, minutes: minutes, hours: hours,
                weekdays: weekdays, daysOfTheMonth: daysOfTheMonth, months: months, setPositions: setPositions)
        }
    }

    // (what, the error the initializer throws, the part it names)
    @Test(arguments: [
        ("BYMONTHDAY=Int.min", ruleError(daysOfTheMonth: [Int.min]), "BYMONTHDAY"),
        ("BYMONTHDAY=40", ruleError(daysOfTheMonth: [40]), "BYMONTHDAY"),
        ("BYMONTHDAY=0", ruleError(daysOfTheMonth: [0]), "BYMONTHDAY"),
        ("BYMONTH=-1", ruleError(months: [-1]), "BYMONTH"),
        ("BYHOUR=25", ruleError(hours: [25]), "BYHOUR"),
        ("BYMINUTE=-5", ruleError(minutes: [-5]), "BYMINUTE"),
        ("BYSETPOS=0", ruleError(daysOfTheMonth: [1], setPositions: [0]), "BYSETPOS"),
        ("COUNT=0", ruleError(end: .afterOccurrences(0)), "COUNT"),
        ("COUNT=Int.min", ruleError(end: .afterOccurrences(Int.min)), "COUNT"),
        ("INTERVAL=0", ruleError(interval: 0), "INTERVAL"),
        ("INTERVAL=Int.max", ruleError(interval: Int.max), "INTERVAL"),
        ("BYDAY=1000<9>", ruleError(weekdays: [.init(9, position: 1000)]), "BYDAY"),
        ("BYDAY=<0>", ruleError(.weekly, weekdays: [.init(0)]), "BYDAY"),
        ("BYDAY=<8>", ruleError(.weekly, weekdays: [.init(8)]), "BYDAY"),
        ("BYDAY=<Int.min>", ruleError(.weekly, weekdays: [.init(Int.min, position: Int.max)]), "BYDAY"),
        ("weekly BYDAY=2MO", ruleError(.weekly, weekdays: [.init(2, position: 2)]), "BYDAY"),
        (
            "UNTIL in year Int.max",
            ruleError(end: .until(ICalDateTime(year: Int.max, month: 1, day: 1, form: .date))), "UNTIL"
        ),
    ])
    func ruleValuesThrowNamingThePart(what: String, error: WeekdaysError?, part: String) throws {
        let error = try #require(error, "\(what) made a rule")
        #expect(error.kind == .invalidRule, "\(what)")
        #expect(error.part == part, "\(what): \(error)")
    }

    /// A Foundation rule of the default policies, in UTC.
    static func foundationRule(
        _ frequency: Calendar.RecurrenceRule.Frequency = .monthly,
        _ change: (inout Calendar.RecurrenceRule) -> Void
    ) -> Calendar.RecurrenceRule {
        var rule = Calendar.RecurrenceRule(calendar: calendar, frequency: frequency)
        change(&rule)
        return rule
    }

    // (what, the Foundation rule, the part the crossing names)
    @Test(arguments: [
        ("BYMONTHDAY=Int.min", foundationRule { $0.daysOfTheMonth = [Int.min] }, "BYMONTHDAY"),
        ("BYMONTHDAY=40", foundationRule { $0.daysOfTheMonth = [40] }, "BYMONTHDAY"),
        ("BYMONTHDAY=0", foundationRule { $0.daysOfTheMonth = [0] }, "BYMONTHDAY"),
        ("BYMONTH=-1", foundationRule { $0.months = [Calendar.RecurrenceRule.Month(-1)] }, "BYMONTH"),
        ("BYHOUR=25", foundationRule { $0.hours = [25] }, "BYHOUR"),
        ("BYMINUTE=-5", foundationRule { $0.minutes = [-5] }, "BYMINUTE"),
        (
            "BYSETPOS=0",
            foundationRule {
                $0.daysOfTheMonth = [1]
                $0.setPositions = [0]
            }, "BYSETPOS"
        ),
        ("COUNT=0", foundationRule { $0.end = .afterOccurrences(0) }, "COUNT"),
        ("BYDAY=1000MO", foundationRule { $0.weekdays = [.nth(1000, .monday)] }, "BYDAY"),
        ("weekly BYDAY=2MO", foundationRule(.weekly) { $0.weekdays = [.nth(2, .monday)] }, "BYDAY"),
    ])
    func foundationValuesThrowNamingThePart(what: String, rule: Calendar.RecurrenceRule, part: String) throws {
        let error = try #require(Self.error { _ = try RecurrenceRule(rule) }, "\(what) crossed")
        #expect(error.kind == .invalidRule, "\(what)")
        #expect(error.part == part, "\(what): \(error)")
        // The selection of a Foundation rule goes the same way.
        #expect(Self.error { _ = try WeekdaySelection(rule) } == error, "\(what)")
    }

    // MARK: - Selections

    @Test func aNonWeekdayIsNeverInsertedNorTraps() {
        var selection: WeekdaySelection = [2, 4]
        for number in [0, 8, -1, 9, Int.min, Int.max] {
            let result = selection.insert(number)
            #expect(result.inserted == false && result.memberAfterInsert == number)
            #expect(selection.update(with: number) == nil)
            #expect(!selection.contains(number))
            #expect(selection.remove(number) == nil)
        }
        #expect(selection.sorted == [2, 4])
        #expect(selection.insert(3) == (true, 3))
        #expect(selection.update(with: 3) == 3)
        #expect(selection.sorted == [2, 3, 4])
    }

    @Test func aLiteralLeavesOutNonWeekdays() {
        let selection: WeekdaySelection = [0, 2, 8, Int.min, 7, Int.max]
        #expect(selection.sorted == [2, 7])
        let none: WeekdaySelection = [0]
        #expect(none.isEmpty && none.recurrenceRule(in: Self.calendar) == nil)
    }

    @Test(arguments: [[0], [8], [2, Int.min], [Int.max]])
    func theThrowingInitializerNamesTheFirstNonWeekday(numbers: [Int]) throws {
        let error = try #require(Self.error { _ = try WeekdaySelection(numbers) })
        #expect(error.kind == .invalidWeekday)
        #expect(error.input == String(numbers.filter { !(1...7).contains($0) }.min() ?? 0))
        let json = Data("[\(numbers.map(String.init).joined(separator: ","))]".utf8)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(WeekdaySelection.self, from: json) }
    }

    // (number, its code counted round the week)
    @Test(arguments: [(1, "SU"), (7, "SA"), (0, "SA"), (8, "SU"), (-6, "SU"), (-100, "TH"), (Int.max, "SA")])
    func everyNumberHasAWeekdayCode(number: Int, code: String) {
        #expect(RecurrenceRule.weekdayCode(number) == code)
        #expect(["SU", "MO", "TU", "WE", "TH", "FR", "SA"].contains(RecurrenceRule.weekdayCode(Int.min)))
    }

    // MARK: - Wall-clock times of instants

    // (seconds since 1970 of the instant, zone, the wall-clock time given)
    @Test(arguments: [
        (1e300, "UTC", latest), (.infinity, "UTC", latest), (1e300, "Pacific/Kiritimati", latest),
        (253_402_300_799, "Pacific/Kiritimati", latest), (.nan, "UTC", earliest), (.nan, "Asia/Tokyo", earliest),
        (-1e300, "UTC", earliest), (-.infinity, "America/Los_Angeles", earliest),
        // Midnight of 1 January of the year 1 in UTC is still the year 0 in Los Angeles.
        (-62_135_596_800, "America/Los_Angeles", earliest), (-62_135_596_800, "UTC", earliest),
        (1_795_953_600.5, "UTC", ICalDateTime(year: 2026, month: 11, day: 29, hour: 12, form: .floating)),
    ])
    func wallClockTimesAreClampedToTheEnginesYears(seconds: Double, zone: String, expected: ICalDateTime) throws {
        let zone = try #require(TimeZone(identifier: zone))
        #expect(ICalDateTime(localTimeOf: Date(timeIntervalSince1970: seconds), in: zone) == expected)
    }

    @Test func unplaceableDatesAreOutsideThePlaceableInstants() {
        for seconds in Self.unplaceableSeconds {
            #expect(!ICalDateTime.isPlaceable(Date(timeIntervalSince1970: seconds)), "\(seconds)")
        }
        for seconds: Double in [0, -62_135_596_800, 253_402_300_799] {
            #expect(ICalDateTime.isPlaceable(Date(timeIntervalSince1970: seconds)), "\(seconds)")
        }
        for seconds: Double in [-62_135_596_801, 253_402_300_800] {
            #expect(!ICalDateTime.isPlaceable(Date(timeIntervalSince1970: seconds)), "\(seconds)")
        }
    }

    // (fields no calendar has, read as an instant near the years 0 to 10000)
    @Test(arguments: [
        ICalDateTime(year: Int.max, month: Int.max, day: Int.max, hour: Int.max, form: .utc),
        ICalDateTime(year: Int.min, month: Int.min, day: Int.min, hour: Int.min, form: .floating),
        ICalDateTime(year: 1, month: 1, day: 1, hour: Int.min, minute: Int.max, second: Int.min, form: .floating),
        ICalDateTime(year: 2026, month: 13, day: 40, form: .date),
    ])
    func fieldsNoCalendarHasGiveAnInstant(value: ICalDateTime) throws {
        for zone in [nil, Self.utc, TimeZone(identifier: "Europe/Madrid")] {
            let seconds = value.instant(in: zone).timeIntervalSince1970
            #expect(seconds.isFinite && abs(seconds) < 260_000_000_000)
        }
    }

    // MARK: - Export records and the writer

    /// A Sunday, 12:00 UTC.
    static let sunday = Date(timeIntervalSince1970: 1_795_953_600)

    static func record() throws -> ExportRecord {
        try ExportRecord(
            repeating: [2, 4], at: DateComponents(hour: 7), in: utc, from: sunday, title: "Swim", uid: "swim")
    }

    @Test(arguments: unplaceableSeconds)
    func aFirstDayInNoYearIsRefused(seconds: Double) throws {
        let date = Date(timeIntervalSince1970: seconds)
        let error = try #require(
            Self.error { _ = try ExportRecord(repeating: [2], at: nil, in: Self.utc, from: date, uid: "x") })
        #expect(error.kind == .invalidRecord && error.part == "firstDay")
        let end = try #require(
            Self.error {
                _ = try ExportRecord(
                    repeating: [2], at: nil, in: Self.utc, from: Self.sunday, end: .afterDate(date), uid: "x")
            })
        #expect(end.kind == .invalidRecord && end.part == "until")
    }

    // (what, the change to a valid record, the field named)
    @Test(arguments: [
        ("interval 0", { @Sendable (record: inout ExportRecord) in record.interval = 0 }, "interval"),
        ("interval -1", { @Sendable (record: inout ExportRecord) in record.interval = -1 }, "interval"),
        ("interval Int.max", { @Sendable (record: inout ExportRecord) in record.interval = Int.max }, "interval"),
        ("interval 40000", { @Sendable (record: inout ExportRecord) in record.interval = 40_000 }, "interval"),
        ("count 0", { @Sendable (record: inout ExportRecord) in record.end = .afterOccurrences(0) }, "count"),
        (
            "count Int.min", { @Sendable (record: inout ExportRecord) in record.end = .afterOccurrences(Int.min) },
            "count"
        ),
        ("empty uid", { @Sendable (record: inout ExportRecord) in record.uid = "" }, "uid"),
        (
            "start in year Int.max",
            { @Sendable (record: inout ExportRecord) in
                record.start = ICalDateTime(year: Int.max, month: 1, day: 1, form: .date)
            }, "dtstart"
        ),
        (
            "start on 30 February",
            { @Sendable (record: inout ExportRecord) in
                record.start = ICalDateTime(year: 2026, month: 2, day: 30, form: .utc)
            },
            "dtstart"
        ),
        (
            "start in 5000",
            { @Sendable (record: inout ExportRecord) in
                record.start = ICalDateTime(year: 5000, month: 1, day: 1, form: .utc)
            },
            "dtstart"
        ),
        (
            "until in a DATE's form for a UTC start",
            { @Sendable (record: inout ExportRecord) in
                record.end = .until(ICalDateTime(year: 2027, month: 1, day: 1, form: .date))
            }, "until"
        ),
        (
            "until with hour 99",
            { @Sendable (record: inout ExportRecord) in
                record.end = .until(ICalDateTime(year: 2027, month: 1, day: 1, hour: 99, form: .utc))
            }, "until"
        ),
        (
            "duration of Int.max days",
            { @Sendable (record: inout ExportRecord) in record.duration = ICalDuration(days: Int.max, seconds: Int.max)
            },
            "duration"
        ),
        (
            "duration of Int.min seconds",
            { @Sendable (record: inout ExportRecord) in record.duration = ICalDuration(seconds: Int.min) }, "duration"
        ),
        (
            "duration of none", { @Sendable (record: inout ExportRecord) in record.duration = ICalDuration() },
            "duration"
        ),
        ("alarm at NaN", { @Sendable (record: inout ExportRecord) in record.alarms = [.init(offset: .nan)] }, "alarms"),
        (
            "alarm at -infinity",
            { @Sendable (record: inout ExportRecord) in record.alarms = [.init(offset: -.infinity)] }, "alarms"
        ),
        ("zone nobody has", { @Sendable (record: inout ExportRecord) in record.zoneID = "Mars/Olympus" }, "tzid"),
    ])
    func aRecordThatCannotBeWrittenIsRefusedByTheWriter(
        what: String, change: @Sendable (inout ExportRecord) -> Void, field: String
    ) throws {
        var record = try Self.record()
        change(&record)
        var writer = try CalendarFileWriter(calendar: Self.calendar, now: Self.sunday)
        let error = try #require(Self.error { try writer.add(record) }, "\(what) was written")
        #expect(error.kind == .invalidRecord && error.part == field, "\(what): \(error)")
        #expect(Self.error { try record.validate() } == error, "\(what)")
        #expect(record.startingOnSelectedDay().start.year == record.start.year, "\(what)")
        var written = Data()
        try writer.finish { written.append($0) }
        #expect(!String(decoding: written, as: UTF8.self).contains("BEGIN:VEVENT"), "\(what)")
    }

    /// libical writes any UNTIL of the years 1 to 9999; only DTSTART stops at 3000.
    @Test func anUntilPastTheYear3000IsWritten() throws {
        var record = try Self.record()
        record.end = .until(ICalDateTime(year: 5000, month: 12, day: 31, form: .utc))
        var writer = try CalendarFileWriter(calendar: Self.calendar, now: Self.sunday)
        try writer.add(record)
        var written = Data()
        try writer.finish { written.append($0) }
        #expect(String(decoding: written, as: UTF8.self).contains("RRULE:FREQ=WEEKLY;UNTIL=50001231T000000Z;"))
    }

    @Test func aRecordWithNoValidRuleHasNoRule() throws {
        var record = try Self.record()
        #expect(record.recurrenceRule(in: Self.calendar)?.rfc5545String == "FREQ=WEEKLY;BYDAY=MO,WE;WKST=SU")
        record.interval = 0
        #expect(record.recurrenceRule(in: Self.calendar) == nil)
        record.interval = 1
        record.end = .afterOccurrences(-3)
        #expect(record.recurrenceRule(in: Self.calendar) == nil)
    }

    @Test(arguments: [
        #"{"uid":"x","dtstart":"20261130","selection":[2],"count":0}"#,
        #"{"uid":"x","dtstart":"20261130","selection":[2],"interval":0}"#,
        #"{"uid":"x","dtstart":"20261130","selection":[2],"interval":40000}"#,
        #"{"uid":"x","dtstart":"20261130","selection":[2],"duration":{"days":-1,"seconds":0}}"#,
        #"{"uid":"x","dtstart":"20261130","selection":[2],"duration":{"days":9223372036854775807,"seconds":1}}"#,
        #"{"uid":"x","dtstart":"50001130","selection":[2]}"#,
        #"{"uid":"x","dtstart":"20261130T090000Z","selection":[2],"until":"20271130"}"#,
        #"{"uid":"","dtstart":"20261130","selection":[2]}"#,
        #"{"uid":"x","dtstart":"20261130","selection":[0]}"#,
    ])
    func aRecordThatCannotBeWrittenIsNotDecoded(json: String) {
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(ExportRecord.self, from: Data(json.utf8)) }
    }

    @Test(arguments: unplaceableSeconds + [40_000_000_000])
    func aStampInNoWritableYearIsRefused(seconds: Double) throws {
        let now = Date(timeIntervalSince1970: seconds)
        let error = try #require(Self.error { _ = try CalendarFileWriter(calendar: Self.calendar, now: now) })
        #expect(error.kind == .invalidDate)
    }

    // MARK: - Windows

    static let feedText = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VEVENT\r
        UID:swim\r
        DTSTAMP:20260101T000000Z\r
        DTSTART:20260105T090000Z\r
        DURATION:PT1H\r
        RRULE:FREQ=WEEKLY;COUNT=3\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:far\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;VALUE=DATE:20261231\r
        RRULE:FREQ=YEARLY\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    /// Runs `body` with the feed's text in a file of its own.
    static func withFeed<T>(_ body: (String) throws -> T) throws -> T {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).ics")
        try feedText.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try body(file.path)
    }

    /// 1 January 2026, UTC.
    static let now = 1_767_225_600.0

    // (from, to), in seconds since 1970: windows that hold no instant
    @Test(arguments: [
        (now, now - 86_400), (now, now), (.nan, now), (now, .nan), (.infinity, now), (now, -.infinity),
        (.infinity, .infinity), (1e300, 2e300), (-2e300, -1e300),
    ])
    func anEmptyWindowHasNoOccurrences(fromSeconds: Double, toSeconds: Double) throws {
        let (from, to) = (Date(timeIntervalSince1970: fromSeconds), Date(timeIntervalSince1970: toSeconds))
        try Self.withFeed { path in
            let feed = CalendarFeed(paths: [path], viewerZone: Self.utc)
            var count = 0
            let report = feed.occurrences(from: from, to: to) { _ in count += 1 }
            #expect(count == 0 && report.occurrenceCount == 0 && report.problems.isEmpty)
            let rendered = feed.renderedOccurrences(from: from, to: to, render: { _, _ in }) { _ in count += 1 }
            #expect(count == 0 && rendered.occurrenceCount == 0)
            let calendar = EventCalendar(paths: [path], viewerZone: Self.utc)
            #expect(calendar.occurrences(from: from, to: to).isEmpty)
        }
    }

    @Test func anInfiniteWindowIsCutToTheEnginesYears() throws {
        try Self.withFeed { path in
            var feed = CalendarFeed(paths: [path], viewerZone: Self.utc)
            feed.jobs = 1
            var starts: [String] = []
            let report = feed.occurrences(
                from: Date(timeIntervalSince1970: -.infinity), to: Date(timeIntervalSince1970: .infinity)
            ) { starts.append($0.start.value.description) }
            #expect(Array(starts.prefix(3)) == ["20260105T090000Z", "20260112T090000Z", "20260119T090000Z"])
            // The yearly series is walked a slice at a time through the engine's years, to
            // the last of them it places, and said to be cut short there.
            #expect(Array(starts.dropFirst(3).prefix(1)) == ["20261231"])
            #expect(starts.last == "99981231" && starts.count == 3 + (9998 - 2026 + 1))
            #expect(report.problems.isEmpty && report.truncatedUIDs == ["far"])
            let calendar = EventCalendar(paths: [path], viewerZone: Self.utc)
            let (lowest, highest) = (Date(timeIntervalSince1970: -.infinity), Date(timeIntervalSince1970: .infinity))
            let all = calendar.occurrences(from: lowest, to: highest)
            #expect(all.map(\.start.value.description) == starts)
            let swim = try #require(calendar.events.first)
            #expect(swim.occurrences(from: lowest, to: highest).count == 3)
            for date in Self.unplaceableDates { #expect(swim.next(after: date) == nil) }
        }
    }

    @Test(arguments: unplaceableSeconds)
    func aFrameWritesAnInstantInNoYearAsTheNearestOne(seconds: Double) {
        let instant = Date(timeIntervalSince1970: seconds)
        for frame in [
            TimeFrame.utc, TimeFrame(form: .floating, zone: Self.utc), TimeFrame(form: .date, zone: Self.utc),
        ] {
            let time = frame.time(at: instant)
            #expect([1, 9999].contains(time.value.year))
            #expect(ICalDateTime.isPlaceable(time.instant))
        }
    }
}
