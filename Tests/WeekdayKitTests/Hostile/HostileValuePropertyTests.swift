import Foundation
import TestOracles
import Testing
import WeekdayKit

/// Random values, most far outside what a calendar holds, through every public entry point.
///
/// Each call that takes a caller's values must return or throw. A trap ends the test
/// process, so a run that finishes is the property.
///
/// Seeded, so a failure comes back on every run; each test draws its own values and the
/// tests run in parallel. Counts are chosen to keep a debug build under a minute.
@Suite struct HostileValuePropertyTests {
    static let utc = TimeZone(identifier: "UTC") ?? .gmt

    static let zones: [TimeZone?] = [
        nil, utc, TimeZone(identifier: "America/Los_Angeles"), TimeZone(identifier: "Pacific/Kiritimati"),
        TimeZone(identifier: "Australia/Lord_Howe"), TimeZone(identifier: "Asia/Kathmandu"),
        TimeZone(secondsFromGMT: -12 * 3600),
    ]

    static let calendars: [Calendar] = ["en_US", "de_DE", "ja_JP", "ar_EG"].enumerated().map { index, locale in
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = zones[index + 1] ?? utc
        calendar.firstWeekday = index + 1
        return calendar
    }

    /// Rules that occur, never occur, or stop at once: the shapes the engine walks differently.
    static let rules: [RecurrenceRule] = [
        "FREQ=WEEKLY;BYDAY=MO,WE,FR", "FREQ=DAILY;COUNT=5", "FREQ=MONTHLY;BYDAY=-1FR;BYSETPOS=1",
        "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "FREQ=HOURLY;INTERVAL=5;BYMINUTE=15",
        "FREQ=YEARLY;BYWEEKNO=53;BYDAY=TH", "FREQ=MINUTELY;UNTIL=20260101T000000Z",
        "FREQ=DAILY;UNTIL=99991231", "FREQ=SECONDLY;BYSECOND=59;COUNT=3", "FREQ=MINUTELY;BYSECOND=60",
        "FREQ=WEEKLY;INTERVAL=2147483647",
        "FREQ=MONTHLY;BYMONTHDAY=31,-31;BYMONTH=4", "FREQ=YEARLY;BYYEARDAY=366,-366;COUNT=2147483647",
    ].compactMap { try? RecurrenceRule(parsing: $0) }

    /// Whether `body` returned; it may throw a `WeekdaysError` or a `DecodingError`.
    ///
    /// Any other error is an issue.
    @discardableResult
    static func returnsOrThrows(_ what: @autoclosure () -> String, _ body: () throws -> Void) -> Bool {
        do {
            try body()
            return true
        } catch is WeekdaysError {
        } catch is DecodingError {
        } catch {
            Issue.record("\(what()) threw \(error)")
        }
        return false
    }

    // MARK: - Rule initializer

    @Test func theRuleInitializerTakesAnyIntegers() {
        var values = HostileValues(seed: 0x5EED_0001)
        var rules = 0
        let ranges = [0...60, 0...59, 0...23, -31...31, -366...366, -53...53, 1...12, -366...366]
        for _ in 0..<40_000 {
            // From values in range with now and then one that is not, to any integers at all.
            let hostility = values.pick([0, 0.01, 0.05, 0.2, 1])
            let frequency = values.pick(RecurrenceRule.Frequency.allCases)
            let weekdays = values.sometimes {
                $0.list { values in
                    RecurrenceRule.Weekday(
                        values.integer(in: 1...7, hostility), position: values.integer(in: -5...5, hostility))
                }
            }
            let end = values.chance(0.5) ? .never : values.end(hostility)
            let (interval, firstWeekday) = (values.integer(in: 1...3, hostility), values.integer(in: 1...7, hostility))
            let lists = ranges.map { range in values.sometimes { $0.list { $0.integer(in: range, hostility) } } }
            let made = Result { () throws(WeekdaysError) in
                try RecurrenceRule(
                    frequency: frequency, interval: interval, end: end, firstWeekday: firstWeekday,
                    seconds: lists[0], minutes: lists[1], hours: lists[2], weekdays: weekdays,
                    daysOfTheMonth: lists[3], daysOfTheYear: lists[4], weeks: lists[5], months: lists[6],
                    setPositions: lists[7])
            }
            switch made {
            case .success(let rule):
                rules += 1
                // A rule that exists is written, read back and crossed without a trap. The
                // reader keeps a repeated value once and orders one weekday's positions its
                // own way, so the text read back is compared, parts sorted, with itself read
                // again.
                let read = try? RecurrenceRule(parsing: rule.rfc5545String)
                let again = try? RecurrenceRule(parsing: read?.rfc5545String ?? "")
                #expect(read != nil && again?.sortedParts == read?.sortedParts, "\(rule.rfc5545String)")
                _ = try? rule.foundationRule(in: values.pick(Self.calendars))
                _ = rule.sortedParts.hashValue
            case .failure(let error):
                #expect(error.kind == .invalidRule && error.part != nil, "\(error)")
                _ = error.description + (error.errorDescription ?? "")
            }
        }
        // Most are refused; enough pass to reach the writer and the crossing.
        #expect(rules > 500)
    }

    @Test func ruleTextOfAnyIntegersIsReadOrRefused() {
        var values = HostileValues(seed: 0x5EED_0002)
        let parts = [
            "INTERVAL", "COUNT", "BYSECOND", "BYMINUTE", "BYHOUR", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO",
            "BYMONTH", "BYSETPOS", "WKST", "BYDAY", "UNTIL",
        ]
        for _ in 0..<10_000 {
            var text = "FREQ=" + values.pick(RecurrenceRule.Frequency.allCases).rawValue
            for _ in 0..<Int.random(in: 0...3, using: &values.random) {
                let part = values.pick(parts)
                let value: String
                switch part {
                case "BYDAY": value = "\(values.integer())" + values.pick(["MO", "SU", "XX", ""])
                case "WKST": value = values.pick(["MO", "SA", "\(values.integer())"])
                case "UNTIL": value = values.dateTime().description
                default: value = values.list { "\($0.integer())" }.joined(separator: ",")
                }
                text += ";\(part)=\(value)"
            }
            Self.returnsOrThrows(text) {
                let analysis = try RuleAnalysis(parsing: text)
                _ = analysis.rule.rfc5545String
            }
        }
    }

    // MARK: - Foundation's rules

    @Test func foundationRulesOfAnyIntegersCrossOrThrow() {
        var values = HostileValues(seed: 0x5EED_0003)
        let frequencies: [Calendar.RecurrenceRule.Frequency] = [.minutely, .hourly, .daily, .weekly, .monthly, .yearly]
        let days: [Locale.Weekday] = [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday]
        var crossed = 0
        for index in 0..<20_000 {
            let hostility = values.pick([0, 0.01, 0.05, 0.2, 1])
            let calendar = values.pick(Self.calendars)
            var rule = Calendar.RecurrenceRule(
                calendar: calendar, frequency: values.pick(frequencies), interval: values.integer(in: 1...3, hostility))
            switch Int.random(in: 0..<3, using: &values.random) {
            case 0: rule.end = .afterOccurrences(values.integer(in: 1...50, hostility))
            case 1: rule.end = .afterDate(values.chance(hostility) ? values.date() : .distantFuture)
            default: break
            }
            rule.seconds = values.sometimes { $0.list { $0.integer(in: 0...60, hostility) } }
            rule.minutes = values.sometimes { $0.list { $0.integer(in: 0...59, hostility) } }
            rule.hours = values.sometimes { $0.list { $0.integer(in: 0...23, hostility) } }
            rule.daysOfTheMonth = values.sometimes { $0.list { $0.integer(in: -31...31, hostility) } }
            rule.daysOfTheYear = values.sometimes { $0.list { $0.integer(in: -366...366, hostility) } }
            rule.weeks = values.sometimes { $0.list { $0.integer(in: -53...53, hostility) } }
            rule.months = values.sometimes {
                $0.list {
                    Calendar.RecurrenceRule.Month($0.integer(in: 1...12, hostility), isLeap: $0.chance(hostility))
                }
            }
            rule.setPositions = values.sometimes { $0.list { $0.integer(in: -10...10, hostility) } }
            rule.weekdays = values.sometimes {
                $0.list { values in
                    let day = values.pick(days)
                    return values.chance(0.5) ? .every(day) : .nth(values.integer(in: -5...5, hostility), day)
                }
            }
            if values.chance(hostility) { rule.matchingPolicy = .strict }
            if values.chance(hostility) { rule.repeatedTimePolicy = .last }
            Self.returnsOrThrows("a Foundation rule") {
                let crossedRule = try RecurrenceRule(rule)
                crossed += 1
                let back = try crossedRule.foundationRule(in: calendar)
                #expect(try RecurrenceRule(back).rfc5545String.hasPrefix("FREQ="))
                // The picker's reading walks the calendar; a sample keeps the test short.
                if index % 20 == 0 { _ = try WeekdaySelection(rule) }
            }
        }
        #expect(crossed > 200)
    }

    // MARK: - JSON

    @Test func jsonOfAnyValuesDecodesOrThrows() throws {
        var values = HostileValues(seed: 0x5EED_0004)
        var writer = try CalendarFileWriter(calendar: Self.calendars[0], now: Date(timeIntervalSince1970: 1e9))
        let decoder = JSONDecoder()
        var written = 0
        for _ in 0..<20_000 {
            let selection = "[" + values.list { "\($0.integer())" }.joined(separator: ",") + "]"
            let rule = "FREQ=" + values.pick(["WEEKLY", "DAILY", "YEARLY"]) + ";INTERVAL=\(values.integer())"
            var fields = [
                #""uid":"\#(values.pick(["", "x", "\\u0000"]))""#,
                #""dtstart":"\#(values.dateTime().description)""#, #""selection":\#(selection)"#,
            ]
            let optional = [
                #""interval":\#(values.integer())"#, #""count":\#(values.integer())"#,
                #""until":"\#(values.dateTime().description)""#,
                #""tzid":"\#(values.pick(["UTC", "Europe/Madrid", "Mars"]))""#,
                #""duration":{"days":\#(values.integer()),"seconds":\#(values.integer())}"#,
                #""alarms":[{"offset":\#(values.integer()),"action":"display"}]"#, #""summary":"a""#,
            ]
            fields += optional.filter { _ in values.chance(0.3) }
            let record = Data("{\(fields.joined(separator: ","))}".utf8)
            Self.returnsOrThrows("record") {
                let decoded = try decoder.decode(ExportRecord.self, from: record)
                _ = decoded.recurrenceRule(in: Self.calendars[0])
                try writer.add(decoded)
                written += 1
            }
            // The same fields as a CSV row or a JSON object gives them to the reader.
            let row: [String: Any] = [
                "uid": values.pick(["", "x"]), "dtstart": values.dateTime().description,
                "tzid": values.pick(["", "UTC", "Europe/Madrid", "Mars"]),
                "selection": values.pick([selection, "2;4", "[\(values.integer())]", values.list { $0.integer() }]),
            ]
            Self.returnsOrThrows("fields") {
                let read = try ExportRecord(fields: row)
                try writer.add(read)
            }
            Self.returnsOrThrows("selection") {
                _ = try decoder.decode(WeekdaySelection.self, from: Data(selection.utf8))
            }
            Self.returnsOrThrows("rule") {
                _ = try decoder.decode(RecurrenceRule.self, from: Data(#""\#(rule)""#.utf8))
            }
            Self.returnsOrThrows("date") {
                _ = try decoder.decode(ICalDateTime.self, from: Data(#""\#(values.integer())""#.utf8))
            }
            let duration = #"{"days":\#(values.integer()),"seconds":\#(values.integer())}"#
            Self.returnsOrThrows("duration") {
                let decoded = try decoder.decode(ICalDuration.self, from: Data(duration.utf8))
                _ = decoded.days
            }
        }
        try writer.finish { _ in }
        #expect(written > 100)
    }

    /// Records whose public fields are set to anything: the writer takes or refuses each.
    @Test func recordsOfAnyFieldsAreWrittenOrRefused() throws {
        var values = HostileValues(seed: 0x5EED_0005)
        var writer = try CalendarFileWriter(calendar: Self.calendars[1], now: Date(timeIntervalSince1970: 2e9))
        let sunday = Date(timeIntervalSince1970: 1_795_953_600)
        var written = 0
        for _ in 0..<10_000 {
            let hostility = values.pick([0, 0.01, 0.05, 0.2, 1])
            let zone = values.pick(Self.zones) ?? Self.utc
            let time =
                values.chance(0.5)
                ? nil
                : DateComponents(
                    hour: values.integer(in: 0...23, hostility), minute: values.integer(in: 0...59, hostility))
            let firstDay =
                values.chance(hostility) ? values.date() : sunday.addingTimeInterval(values.double(in: -1e10...1e10))
            let end: Calendar.RecurrenceRule.End =
                values.chance(0.3)
                ? .afterOccurrences(values.integer(in: 1...20, hostility))
                : values.chance(0.3) ? .afterDate(values.chance(hostility) ? values.date() : .distantFuture) : .never
            let duration: TimeInterval? =
                values.chance(0.5)
                ? nil : values.chance(hostility) ? values.double() : 86_400 * values.double(in: 1...5).rounded()
            let alarm = values.chance(hostility) ? values.double() : values.double(in: -3600...0)
            let selection = (try? WeekdaySelection(values.list { $0.integer(in: 1...7, hostility) })) ?? []
            Self.returnsOrThrows("builder") {
                var record = try ExportRecord(
                    repeating: selection, at: time, in: zone, from: firstDay,
                    interval: values.integer(in: 1...4, hostility),
                    end: end, floating: values.chance(0.3), duration: duration, alarms: [.init(offset: alarm)])
                if values.chance(hostility) { record.interval = values.integer() }
                if values.chance(hostility) { record.start = values.dateTime() }
                if values.chance(hostility) { record.end = values.end(1) }
                if values.chance(hostility) {
                    record.duration = ICalDuration(days: values.integer(), seconds: values.integer())
                }
                if values.chance(hostility) { record.zoneID = values.pick(["UTC", "Europe/Madrid", "", "Nowhere"]) }
                _ = record.startingOnSelectedDay()
                _ = record.recurrenceRule(in: Self.calendars[1])
                try writer.add(record)
                written += 1
            }
        }
        try writer.finish { _ in }
        #expect(written > 100)
    }

    // MARK: - Dates

    @Test func extremeDatesIntoExpansion() {
        var values = HostileValues(seed: 0x5EED_0006)
        for _ in 0..<6_000 {
            let rule = values.pick(Self.rules)
            let zone = values.pick(Self.zones)
            let date = values.date()
            let start =
                values.chance(0.5) ? values.dateTime() : ICalDateTime(localTimeOf: values.date(), in: zone ?? Self.utc)
            // A budget of any integers, its periods kept few enough to end soon.
            let budget =
                values.chance(0.2)
                ? RuleOccurrences.Budget(periods: min(values.integer(), 5_000), years: values.integer())
                : RuleOccurrences.Budget(periods: 2_000, years: 50)
            let occurrences = RuleOccurrences(of: rule, from: start, in: zone, budget: budget)
            _ = occurrences.next(after: date)
            _ = Array(occurrences.dates(from: date).prefix(2))
            _ = occurrences.dates(from: date, to: values.date()).prefix(2)
            let value = values.dateTime()
            _ = occurrences.next(after: value)
            _ = Array(occurrences.starting(at: value).prefix(2))
            do {
                _ = rule.recurrences(of: date, timeZone: zone ?? Self.utc).prefix(2).map { $0 }
            }
            let (lower, upper) = (values.date(), values.date())
            if lower <= upper {
                _ = rule.recurrences(of: date, in: lower..<upper, timeZone: zone ?? Self.utc).prefix(2).map { $0 }
            }
            let count = values.integer()
            let until = values.chance(0.3) ? values.dateTime() : nil
            _ = Occurrences.expand(rule, from: start, in: zone, count: min(count, 5), until: until)
        }
    }

    /// Recurrence lines of any text, from any start and duration, make an event or throw;
    /// the event's occurrences in any window come back.
    @Test func recurrenceLinesOfAnyTextMakeAnEventOrThrow() {
        var values = HostileValues(seed: 0x5EED_0010)
        let names = ["RRULE", "RDATE", "EXDATE", "rrule", "EXRULE", "SUMMARY", "", "RDATE;VALUE=PERIOD"]
        var made = 0
        for index in 0..<3_000 {
            var lines: [String] = []
            for _ in 0..<Int.random(in: 0...3, using: &values.random) {
                let name = values.pick(names)
                let value: String =
                    switch Int.random(in: 0..<4, using: &values.random) {
                    case 0: values.pick(Self.rules).rfc5545String
                    case 1: values.dateTime().description
                    case 2: "\(values.dateTime())/\(values.dateTime())"
                    default: "\(values.integer())\u{0}\r\nX:\(values.integer())"
                    }
                lines.append(name + (values.chance(0.9) ? ":" : ";") + value)
            }
            let start = values.dateTime()
            let duration = values.chance(0.5) ? ICalDuration(days: values.integer(in: 0...400, 0.2)) : nil
            let zone = values.pick(Self.zones)
            let returned = Self.returnsOrThrows("lines \(lines) from \(start)") {
                let event = try CalendarEvent(
                    recurrence: lines, start: start, timeZone: zone, duration: duration, uid: "u\(index)")
                let (from, to) = (values.date(), values.date())
                if from <= to { _ = event.occurrences(from: from, to: to).items.prefix(3) }
            }
            if returned { made += 1 }
        }
        // Enough of them make events for the occurrences to be walked too.
        #expect(made >= 150, "\(made) events made")
    }

    /// Any bytes, as data or a stream, read as a calendar or say why not.
    @Test func calendarInputsOfAnyBytesAreReadOrRefused() throws {
        var values = HostileValues(seed: 0x5EED_0011)
        for _ in 0..<60 {
            var bytes = Data("BEGIN:VCALENDAR\r\n".utf8)
            for _ in 0..<Int.random(in: 0...2_000, using: &values.random) {
                bytes.append(UInt8.random(in: 0...255, using: &values.random))
            }
            let pipe = Pipe()
            try pipe.fileHandleForWriting.write(contentsOf: bytes)
            try pipe.fileHandleForWriting.close()
            let inputs: [CalendarInput] = [.data(bytes), .stream(pipe.fileHandleForReading)]
            let calendars = inputs.map { EventCalendar(inputs: [$0], viewerZone: Self.utc) }
            #expect(calendars[0].events.count == calendars[1].events.count)
            _ = FileValidation.validate(.data(bytes))
        }
    }

    @Test func extremeDatesIntoWallClocksAndFrames() {
        var values = HostileValues(seed: 0x5EED_0007)
        for _ in 0..<20_000 {
            let zone = values.pick(Self.zones) ?? Self.utc
            let date = values.date()
            let local = ICalDateTime(localTimeOf: date, in: zone)
            #expect((1...9999).contains(local.year), "\(date.timeIntervalSince1970) in \(zone.identifier)")
            let fields = values.dateTime()
            _ = fields.instant(in: values.pick(Self.zones))
            do {
                _ = fields.weekday
                _ = fields.movedBy(days: values.integer(in: -400...400, 0))
            }
            _ = fields.description
            var bytes: [UInt8] = []
            fields.appendDescription(to: &bytes)
            _ = fields < local
            _ = ICalDateTime.daysInMonth(year: fields.year, month: fields.month)
            _ = ICalDateTime.isLeapYear(fields.year)
            let frame = TimeFrame(form: values.pick([.date, .floating, .utc]), zone: zone)
            let time = frame.time(at: date)
            _ = frame.written(time)
            _ = frame.time(local: local)
            // A value of any fields, placed in time and written back in a frame.
            let placed = EventTime(value: fields, frame: frame)
            _ = frame.written(placed)
            _ = frame.time(local: fields)
            _ = RecurrenceRule.weekdayCode(values.integer())
        }
    }

    @Test func analysisAndWordsOfAnyStart() {
        var values = HostileValues(seed: 0x5EED_0008)
        for index in 0..<3_000 {
            let rule = values.pick(Self.rules)
            let zone = values.pick(Self.zones)
            let start: ICalDateTime? =
                values.chance(0.2)
                ? nil
                : values.chance(0.5)
                    ? values.dateTime() : ICalDateTime(localTimeOf: values.date(), in: zone ?? Self.utc)
            let analysis = RuleAnalysis(rule: rule, start: start, timeZone: zone)
            let calendar = values.pick(Self.calendars)
            _ = analysis.sentence(in: calendar)
            _ = analysis.summary(in: calendar)
            _ = analysis.noteTexts(in: calendar)
            _ = analysis.selection.localeWeekdays(in: calendar)
            _ = try? analysis.rule.foundationRule(in: calendar)
            // The round trip expands two years of the rule: a minutely one from a start in
            // range is a million occurrences, which says nothing more about traps.
            if let start, index % 10 == 0, rule.frequency >= .hourly {
                _ = RoundTrip.failure(of: analysis, start: start, zone: zone, viewerZone: zone)
            }
        }
    }

    // MARK: - Selections

    @Test func selectionsTakeAnyNumbers() {
        var values = HostileValues(seed: 0x5EED_0009)
        for _ in 0..<20_000 {
            let numbers = values.list { $0.integer() }
            var selection = (try? WeekdaySelection(numbers)) ?? []
            let number = values.integer()
            selection.insert(number)
            selection.update(with: values.integer())
            selection.remove(values.integer())
            #expect(selection.weekdays.allSatisfy { (1...7).contains($0) })
            let calendar = values.pick(Self.calendars)
            _ = selection.rruleString(in: calendar)
            _ = SelectionSummary(selection, calendar: calendar).text(in: calendar)
            _ = selection.foundationRule(in: calendar)
            _ = WeekdaySelection(localeWeekdays: selection.localeWeekdays(in: calendar))
            _ = Locale.Weekday(calendarNumber: number)
        }
    }

    // MARK: - Calls that once stopped the program

    /// Each in a process of its own, so that a trap fails this test alone.
    @Test func callsThatOnceTrappedReturn() async {
        await #expect(processExitsWith: .success) {
            let rule = try? RecurrenceRule(parsing: "FREQ=DAILY")
            _ = rule?.recurrences(of: Date(timeIntervalSince1970: 200_000_000_000), timeZone: .gmt).first { _ in
                true
            }
        }
        await #expect(processExitsWith: .success) {
            let rule = try? RecurrenceRule(parsing: "FREQ=DAILY")
            let start = ICalDateTime(year: 2026, month: 1, day: 1, form: .utc)
            _ = rule.map {
                RuleOccurrences(of: $0, from: start, budget: .init(periods: 5, years: Int.max)).first { _ in true }
            }
        }
        await #expect(processExitsWith: .success) {
            let rule = try? RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO")
            let start = ICalDateTime(year: Int.max, month: 1, day: 1, hour: 9, form: .utc)
            _ = rule.map { RuleAnalysis(rule: $0, start: start, timeZone: .gmt).selection }
        }
        await #expect(processExitsWith: .success) {
            _ = ICalDateTime(year: Int.max, month: 1, day: 1, form: .date).weekday
        }
        await #expect(processExitsWith: .success) {
            _ = Locale.Weekday(calendarNumber: Int.min)
        }
    }

    // MARK: - Windows

    static let feedText = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VEVENT\r
        UID:swim\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;TZID=Europe/Madrid:20260105T090000\r
        DURATION:PT1H\r
        RRULE:FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20300101T000000Z\r
        EXDATE:20260108T080000Z\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:swim\r
        DTSTAMP:20260101T000000Z\r
        RECURRENCE-ID;TZID=Europe/Madrid;RANGE=THISANDFUTURE:20260112T090000\r
        DTSTART;TZID=Europe/Madrid:20260112T100000\r
        DURATION:PT1H\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:day\r
        DTSTAMP:20260101T000000Z\r
        DTSTART;VALUE=DATE:00010101\r
        RRULE:FREQ=YEARLY;COUNT=3\r
        RDATE;VALUE=DATE:99991231\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:year\r
        DTSTAMP:20260101T000000Z\r
        DTSTART:20260301T120000Z\r
        RRULE:FREQ=YEARLY\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func windowsOfAnyBounds() throws {
        var values = HostileValues(seed: 0x5EED_000A)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString).ics")
        try Self.feedText.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let calendar = EventCalendar(paths: [file.path], viewerZone: Self.utc)
        // The RDATE in the year 9999 is beyond the years read, said and left out.
        #expect(
            calendar.problems.map(\.message) == [
                "line 24: RDATE `99991231` is after the year 3000, the last year read, so it is left out"
            ])
        let windows = 2_000
        for index in 0..<windows {
            // Most windows a few weeks long somewhere in the years; one in ten of any bounds,
            // which reach across the centuries the engine walks.
            let from =
                values.chance(0.9) ? Date(timeIntervalSince1970: values.double(in: -6.3e10...2.6e11)) : values.date()
            let to = values.chance(0.9) ? from.addingTimeInterval(values.double(in: -1e6...5e6)) : values.date()
            for event in calendar.events {
                _ = event.occurrences(from: from, to: to).count
                _ = event.next(after: from)
                _ = Array(event.occurrences(startingAt: from).prefix(1))
            }
            _ = calendar.occurrences(from: from, to: to).count
            if index % (windows / 40) == 0 {
                var feed = CalendarFeed(paths: [file.path], viewerZone: values.pick(Self.zones) ?? Self.utc)
                feed.jobs = 1
                var count = 0
                feed.occurrences(from: from, to: to) { _ in count += 1 }
                feed.renderedOccurrences(from: to, to: from, render: { _, _ in }) { _ in count += 1 }
            }
        }
    }
}

/// Integers, dates and date-times drawn mostly from the edges: the values each check's
/// bounds sit between, the limits of the types, and NaN and the infinities.
struct HostileValues {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    static let edges: [Int] = [
        Int.min, Int.min + 1, -(1 << 40), Int(Int32.min) - 1, Int(Int32.min), -400, -367, -366, -365, -54, -53, -32,
        -31, -8, -7, -2, -1, 0, 1, 2, 6, 7, 8, 12, 13, 23, 24, 31, 32, 52, 53, 54, 59, 60, 61, 365, 366, 367, 385,
        386, 400, 3000, 3001, 9999, 10_000, Int(Int16.max), Int(Int16.max) + 1, Int(Int32.max), Int(Int32.max) + 1,
        1 << 40, Int.max - 1, Int.max,
    ]

    /// Seconds since 1970 of instants no calendar holds, and of the edges of the years 1 to 9999.
    static let edgeSeconds: [Double] = [
        .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        -62_135_596_800, -62_135_596_801, -62_135_596_800.5, 253_402_300_799, 253_402_300_800, 253_402_300_799.999,
        0, -0.5, 9.3e18, -9.3e18, 1e20, -1e20, Date.distantPast.timeIntervalSince1970,
        Date.distantFuture.timeIntervalSince1970,
    ]

    mutating func chance(_ probability: Double) -> Bool { random.chance(probability) }

    mutating func pick<T>(_ items: [T]) -> T { items[Int.random(in: items.indices, using: &random)] }

    /// A value of `range`, or, with the chance `hostility`, any ``integer()``.
    mutating func integer(in range: ClosedRange<Int>, _ hostility: Double) -> Int {
        chance(hostility) ? integer() : Int.random(in: range, using: &random)
    }

    /// A value of `range`.
    mutating func double(in range: ClosedRange<Double>) -> Double { Double.random(in: range, using: &random) }

    /// What `make` gives, one time in four; an empty list otherwise, as most BY parts are.
    mutating func sometimes<T>(_ make: (inout HostileValues) -> [T]) -> [T] { chance(0.25) ? make(&self) : [] }

    /// An edge, a small number, a number within a year's days, or any 64-bit integer.
    mutating func integer() -> Int {
        switch random.next() % 4 {
        case 0: pick(Self.edges)
        case 1: Int.random(in: -10...70, using: &random)
        case 2: Int.random(in: -400...400, using: &random)
        default: Int(truncatingIfNeeded: random.next())
        }
    }

    /// Mostly short lists; now and then one past the longest list a rule takes.
    mutating func list<T>(_ item: (inout HostileValues) -> T) -> [T] {
        let count = chance(0.005) ? Int.random(in: 380...400, using: &random) : Int.random(in: 0...3, using: &random)
        var items: [T] = []
        for _ in 0..<count { items.append(item(&self)) }
        return items
    }

    /// Any double: an edge, a number of seconds within the years 1 to 9999, or any bits.
    mutating func double() -> Double {
        switch random.next() % 3 {
        case 0: pick(Self.edgeSeconds)
        case 1: Double.random(in: -7e10...2.6e11, using: &random)
        default: Double(bitPattern: random.next())
        }
    }

    mutating func date() -> Date { Date(timeIntervalSince1970: double()) }

    /// Fields in range, fields of an edge, or any integers.
    mutating func dateTime() -> ICalDateTime {
        let form = pick([ICalDateTime.Form.date, .floating, .utc])
        if chance(0.4) {
            return ICalDateTime(
                year: pick([1, 2, 1970, 2026, 2100, 3000, 3001, 9999]), month: Int.random(in: 1...12, using: &random),
                day: Int.random(in: 1...28, using: &random), hour: Int.random(in: 0...23, using: &random),
                minute: Int.random(in: 0...59, using: &random), second: Int.random(in: 0...60, using: &random),
                form: form)
        }
        return ICalDateTime(
            year: integer(), month: integer(), day: integer(), hour: integer(), minute: integer(), second: integer(),
            form: form)
    }

    /// No end, a count or an UNTIL, each value any integers with the chance `hostility`.
    mutating func end(_ hostility: Double = 1) -> RecurrenceRule.End {
        switch random.next() % 3 {
        case 0: .never
        case 1: .afterOccurrences(integer(in: 1...100, hostility))
        default: .until(chance(hostility) ? dateTime() : ICalDateTime(year: 2027, month: 3, day: 1, form: .utc))
        }
    }
}
