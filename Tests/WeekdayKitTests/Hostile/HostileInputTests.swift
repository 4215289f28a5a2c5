import Foundation
import ICalKit
import Testing
import WeekdayKit

/// Rules and files written to break a recurrence engine or a reader: each must end in
/// bounded time with an honest answer (no occurrences, or marked truncated) and a message.
///
/// The only timing check is a generous sanity bound (``sanityBound``), far above what any
/// case takes, so a hang fails the test instead of stalling the suite.
@Suite struct HostileInputTests {
    static let sanityBound = Duration.seconds(60)

    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    /// Runs `body`, checking it ends within the sanity bound.
    static func bounded<T>(_ what: String, _ body: () throws -> T) rethrows -> T {
        let clock = ContinuousClock()
        let begin = clock.now
        let value = try body()
        let elapsed = clock.now - begin
        #expect(elapsed < sanityBound, "\(what) took \(elapsed)")
        return value
    }

    /// How an expansion ended, or the error libical gave instead.
    static func expand(
        _ text: String, from start: String, in zone: String? = nil, count: Int = 1000
    ) throws -> Result<RecurrenceExpansion, WeekdaysError> {
        let rule = try RecurrenceRule(parsing: text)
        let start = try ICalDateTime(parsing: start)
        let timeZone = zone.flatMap(TimeZone.init(identifier:))
        return bounded(text) {
            Result(catching: { () throws(WeekdaysError) -> RecurrenceExpansion in
                Occurrences.expand(rule, from: start, in: timeZone, count: count)
            })
        }
    }

    // MARK: - Rules

    // (rule, start)
    @Test(arguments: [
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "20260101T090000"),
        ("FREQ=MONTHLY;BYMONTH=4,6,9,11;BYMONTHDAY=31", "20260101T090000"),
        ("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", "20260101T090000"),
        ("FREQ=HOURLY;BYMONTH=2;BYMONTHDAY=30", "20260101T090000"),
        ("FREQ=MINUTELY;BYMONTH=2;BYMONTHDAY=30", "20260101T090000"),
        ("FREQ=HOURLY;INTERVAL=2;BYHOUR=3", "20260101T000000"),
        // libical keeps a DATE start at midnight: BYHOUR=9 never matches (RFC 5545 forbids
        // time parts with a DATE start). It used to search minute by minute to 2582.
        ("FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16", "19970902"),
        ("FREQ=SECONDLY;BYMINUTE=5", "19970902"),
    ])
    func ruleThatNeverOccursSaysSo(rule text: String, start: String) throws {
        let expansion = try Self.expand(text, from: start).get()
        #expect(expansion.occurrences.isEmpty)
        #expect(expansion.stop == .neverOccurs)
        #expect(expansion.reason?.isEmpty == false)
        let analysis = try RuleAnalysis(parsing: text, start: ICalDateTime(parsing: start))
        #expect(analysis.fidelity == Fidelity.none)
        #expect(analysis.noteTexts(in: Self.calendar).contains { $0.hasPrefix("never occurs") })
    }

    // (rule, start, a date every occurrence falls on, as MMDD or nil)
    @Test(arguments: [
        ("FREQ=YEARLY;BYWEEKNO=53;BYDAY=MO", "20260101T090000", nil as String?),
        ("FREQ=YEARLY;BYYEARDAY=366", "20260101T090000", "1231"),
        ("FREQ=YEARLY;BYYEARDAY=-366", "20260101T090000", "0101"),
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO", "20250101", "0229"),
        ("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO", "20250101T080000", "0229"),
    ])
    func sparseRuleEndsInBoundedTime(rule text: String, start: String, date: String?) throws {
        let expansion = try Self.expand(text, from: start, count: 20).get()
        #expect(expansion.occurrences.count <= 20)
        #expect(expansion.stop != .ruleEnded, "the rule has no end; stopping is a bound")
        if let date {
            for value in expansion.occurrences {
                #expect(String(format: "%02d%02d", value.month, value.day) == date, "\(value)")
            }
        }
    }

    /// Sub-daily rules whose matches are years apart: libical tries every second or minute
    /// in between, which took minutes to hours per occurrence. They stop at the scan bound.
    // (rule, start)
    @Test(arguments: [
        ("FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29;BYHOUR=0;BYMINUTE=0;BYSECOND=0", "20260101T000000"),
        ("FREQ=MINUTELY;BYYEARDAY=366;BYHOUR=3;BYMINUTE=7", "20260101T000000"),
        ("FREQ=SECONDLY;INTERVAL=7;BYDAY=MO;BYHOUR=0;BYMINUTE=0;BYSECOND=0", "20260101T000000"),
        ("FREQ=SECONDLY;BYMONTH=12", "20260101T000000"),
    ])
    func sparseSubDailyRuleStopsAtTheScanBound(rule text: String, start: String) throws {
        let expansion = try Self.expand(text, from: start, count: 50).get()
        #expect(expansion.occurrences.count <= 50)
        #expect(expansion.stop == .searchLimit || expansion.stop == .countLimit)
        #expect(expansion.isTruncated)
    }

    @Test func subDailyExpansionsStillOccur() throws {
        // BYMINUTE expands an HOURLY rule within each hour (RFC 5545 3.3.10); it was
        // taken for a time the hourly step never reaches.
        let hourly = try Self.expand("FREQ=HOURLY;BYMINUTE=5,30", from: "20260101T090000", count: 3).get()
        #expect(strings(hourly.occurrences) == ["20260101T090500", "20260101T093000", "20260101T100500"])
        let minutely = try Self.expand("FREQ=MINUTELY;BYSECOND=5", from: "20260101T090000", count: 2).get()
        #expect(strings(minutely.occurrences) == ["20260101T090005", "20260101T090105"])
    }

    // (frequency)
    @Test(arguments: RecurrenceRule.Frequency.allCases)
    func largestIntervalIsBounded(frequency: RecurrenceRule.Frequency) throws {
        let text = "FREQ=\(frequency.rawValue);INTERVAL=2147483647"
        let expansion = try Self.expand(text, from: "20260101T090000", count: 50).get()
        #expect(expansion.occurrences.first == (try ICalDateTime(parsing: "20260101T090000")))
        #expect(expansion.occurrences.count <= 50)
        let analysis = try RuleAnalysis(parsing: text, start: ICalDateTime(parsing: "20260101T090000"))
        #expect(!analysis.notes.isEmpty, "a note says what the picker's row leaves out")
    }

    @Test(arguments: ["INTERVAL=2147483648", "INTERVAL=99999999999999", "COUNT=2147483648"])
    func valuesBeyondThirtyTwoBitsAreRejected(part: String) {
        #expect(throws: WeekdaysError.self) { try RecurrenceRule(parsing: "FREQ=DAILY;\(part)") }
    }

    @Test func countInTheBillionsIsTruncated() throws {
        let text = "FREQ=DAILY;COUNT=2000000000"
        let expansion = try Self.expand(text, from: "20260101T090000", count: 100).get()
        #expect(expansion.occurrences.count == 100)
        #expect(expansion.stop == .countLimit)
        #expect(expansion.isTruncated)
        let byDefault = try Self.expand(text, from: "20260101T090000").get()
        #expect(byDefault.occurrences.count == 1000)
        let analysis = try RuleAnalysis(parsing: text)
        #expect(analysis.notes.contains(.endsAfter(occurrences: 2_000_000_000)))
    }

    @Test func untilBeforeStartGivesNothing() throws {
        let text = "FREQ=DAILY;UNTIL=20000101T000000Z"
        let expansion = try Self.expand(text, from: "20260101T090000Z").get()
        #expect(expansion.occurrences.isEmpty)
        #expect(expansion.stop == .ruleEnded)
        let analysis = try RuleAnalysis(parsing: text)
        #expect(analysis.notes.contains { if case .endsOn = $0 { true } else { false } })
    }

    @Test func untilInYear9999IsTruncatedAtTheHorizon() throws {
        // libical stops at 2582; the rule goes on, so the answer is marked truncated.
        let text = "FREQ=YEARLY;UNTIL=99991231T235959Z"
        let expansion = try Self.expand(text, from: "20260101T090000Z", count: 1_000_000).get()
        #expect(!expansion.occurrences.isEmpty)
        #expect(expansion.occurrences.count < 1000)
        #expect(expansion.stop == .searchLimit)
        #expect(expansion.isTruncated)
        let daily = try Self.expand("FREQ=DAILY;UNTIL=99991231T235959Z", from: "20260101T090000Z").get()
        #expect(daily.occurrences.count == 1000)
        #expect(daily.isTruncated)
    }

    // (rule, start)
    @Test(arguments: [
        ("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6", "20260101T090000"),
        ("FREQ=MONTHLY;BYDAY=1TH;BYSETPOS=2", "20260101T090000"),
        ("FREQ=YEARLY;BYMONTH=2;BYDAY=MO;BYSETPOS=-366", "20260101T090000"),
        // Found by fuzzing: a month holds at most 23 weekdays, and at most 9 Mondays and
        // Fridays together (5 of each never fall in one month).
        ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=45", "20260101T090000"),
        ("FREQ=MONTHLY;BYDAY=MO,FR;BYSETPOS=10", "20260101T090000"),
        ("FREQ=YEARLY;BYDAY=MO;BYSETPOS=54", "20260101T090000"),
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29,30;BYSETPOS=2", "20260101T090000"),
    ])
    func setPositionBeyondTheSetNeverOccurs(rule text: String, start: String) throws {
        // libical searches to 2582 for these, then gives no iterator; they are answered
        // before it is asked.
        let expansion = try Self.expand(text, from: start, count: 50).get()
        #expect(expansion.occurrences.isEmpty)
        #expect(expansion.stop == .neverOccurs)
        #expect(expansion.reason?.contains("BYSETPOS") == true)
        let analysis = try RuleAnalysis(parsing: text, start: ICalDateTime(parsing: start))
        #expect(analysis.notes.contains { if case .neverOccurs = $0 { true } else { false } })
    }

    // (rule, start, expected occurrences)
    @Test(arguments: [
        // 31-day months hold 23 weekdays: July 2026 does, so its 23rd is the 31st.
        ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=23;COUNT=1", "20260701T090000", ["20260731T090000"]),
        ("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=5;COUNT=1", "20260101T090000", ["20260330T090000"]),
        ("FREQ=YEARLY;BYDAY=MO;BYSETPOS=53;COUNT=1", "20260101T090000", ["20291231T090000"]),
        ("FREQ=MONTHLY;BYDAY=MO,FR;BYSETPOS=9;COUNT=1", "20260101T090000", ["20260130T090000"]),
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28,29;BYSETPOS=2;COUNT=1", "20260101T090000", ["20280229T090000"]),
    ])
    func setPositionAtTheEdgeOfTheSetOccurs(rule text: String, start: String, expected: [String]) throws {
        let expansion = try Self.expand(text, from: start).get()
        #expect(strings(expansion.occurrences) == expected)
    }

    @Test func thousandsOfValuesAreRejected() throws {
        let days = Array(repeating: (1...28).map(String.init), count: 100).joined().joined(separator: ",")
        let error = try #require(throws: WeekdaysError.self) {
            try RecurrenceRule(parsing: "FREQ=MONTHLY;BYMONTHDAY=\(days)")
        }
        #expect(error.message.contains("2800 values"))
        let setPositions = (1...5000).map(String.init).joined(separator: ",")
        #expect(throws: WeekdaysError.self) {
            try RecurrenceRule(parsing: "FREQ=MONTHLY;BYDAY=MO;BYSETPOS=\(setPositions)")
        }
    }

    @Test func hundredsOfValuesAreBounded() throws {
        let yearDays = ((1...366).map(String.init) + (1...19).map { "-\($0)" }).joined(separator: ",")
        let text = "FREQ=YEARLY;BYYEARDAY=\(yearDays)"
        let expansion = try Self.expand(text, from: "20260101T090000", count: 500).get()
        #expect(expansion.occurrences.count == 500)
        let positions = (1...366).map(String.init).joined(separator: ",")
        let setText = "FREQ=YEARLY;BYDAY=MO,TU,WE,TH,FR,SA,SU;BYSETPOS=\(positions)"
        let set = try Self.expand(setText, from: "20260101T090000", count: 500).get()
        #expect(set.occurrences.count <= 500)
        let analysis = try RuleAnalysis(parsing: setText)
        #expect(!analysis.summary(in: Self.calendar).isEmpty)
    }

    // MARK: - Files

    /// A calendar of VEVENTs around `middle`, each with a weekly rule.
    static func calendarText(around middle: String) -> String {
        func event(_ uid: String) -> String {
            "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTART:20260105T090000\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\r\nEND:VEVENT\r\n"
        }
        return "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + event("before") + middle + event("after")
            + "END:VCALENDAR\r\n"
    }

    /// Validates the bytes and imports them, both through the streaming reader.
    static func read(_ data: Data) -> (FileReport, ImportCounts) {
        bounded("reading \(data.count) bytes") {
            let report = FileValidation.validate(.data(data), jobs: 2)
            let (counts, _) = importLines(
                [.data(data)], jobs: 2, calendar: calendar, render: { $0.uid ?? "" }, write: { _ in })
            #expect(counts.read == counts.written, "no record is lost")
            return (report, counts)
        }
    }

    @Test func lineOfThreeMebibytesIsCutAndReported() throws {
        let long = "DESCRIPTION:" + String(repeating: "x", count: 3 << 20) + "\r\n"
        let middle =
            "BEGIN:VEVENT\r\nUID:long\r\nDTSTART:20260106T090000\r\n" + long
            + "RRULE:FREQ=WEEKLY;BYDAY=TU\r\nEND:VEVENT\r\n"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID()).ics")
        try Data(Self.calendarText(around: middle).utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let report = Self.bounded("a 3 MiB line") { FileValidation.validate(path: url.path) }
        #expect(report.unreadable == nil)
        #expect(report.components == 3)
        #expect(report.rules == 3)
        #expect(report.problems.contains { $0.message.contains("longer than 1 MiB") })
    }

    @Test func manyTinyComponentsAreAllCounted() throws {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
        text.reserveCapacity(200_000 * 48)
        for index in 0..<200_000 {
            text += "BEGIN:VEVENT\r\nUID:\(index)\r\n"
            if index % 1000 == 0 { text += "DTSTART:20260105T090000\r\nRRULE:FREQ=DAILY\r\n" }
            text += "END:VEVENT\r\n"
        }
        text += "END:VCALENDAR\r\n"
        let data = Data(text.utf8)
        let (counts, _) = Self.bounded("200,000 components") {
            importLines(
                [.data(data)], jobs: 2, calendar: Self.calendar, render: { $0.uid ?? "" }, write: { _ in })
        }
        #expect(counts.read == 200)
        #expect(counts.written == 200)
        #expect(counts.withoutRule == 199_800)
        var reader = try? FeedReader(.data(data))
        var seen = 0
        while let batch = try reader?.nextBatch(limit: 4096) { seen += batch.count }
        #expect(seen == 200_000)
    }

    @Test func deeplyNestedComponentsAreSkippedAndReported() {
        let depth = 100_000
        let middle =
            "BEGIN:VEVENT\r\nUID:deep\r\nDTSTART:20260106T090000\r\nRRULE:FREQ=DAILY\r\n"
            + String(repeating: "BEGIN:X-NEST\r\nX-A:1\r\n", count: depth)
            + String(repeating: "END:X-NEST\r\n", count: depth) + "END:VEVENT\r\n"
        let (report, counts) = Self.read(Data(Self.calendarText(around: middle).utf8))
        #expect(report.components == 3)
        #expect(counts.read == 3)
        #expect(report.problems.contains { $0.message.contains("nest deeper than") })
    }

    /// Many RRULEs in one component share one budget of instances: a few bytes of rules
    /// cannot multiply the work and memory a window costs.
    @Test func manyRulesInOneSeriesShareOneBudget() {
        let rules = (1...12).map { "RRULE:FREQ=SECONDLY;INTERVAL=\($0)\r\n" }.joined()
        let text =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:many\r\nDTSTART:20260105T090000Z\r\n" + rules
            + "END:VEVENT\r\nEND:VCALENDAR\r\n"
        let utc = TimeZone(identifier: "UTC")!
        let feed = CalendarFeed(inputs: [.data(Data(text.utf8))], viewerZone: utc)
        var count = 0
        let report = Self.bounded("twelve secondly rules over a year") {
            feed.occurrences(
                from: Date(timeIntervalSince1970: 1_767_225_600), to: Date(timeIntervalSince1970: 1_798_761_600)
            ) { _ in count += 1 }
        }
        #expect(count > 0 && count <= EventCalendar.maximumInstancesPerRule, "\(count)")
        #expect(report.truncatedUIDs == ["many"])
    }

    static let unreadRecords: [(String, String)] = {
        let event = "BEGIN:VEVENT\r\nUID:lost\r\nDTSTART:20260105T090000\r\nRRULE:FREQ=DAILY\r\nEND:VEVENT\r\n"
        let calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
        return [
            (calendar + "END:VCALENDAR\r\n" + event, "line 4: VEVENT outside any VCALENDAR; it is not read"),
            (
                calendar + String(repeating: "BEGIN:X-NEST\r\n", count: 11) + event
                    + String(repeating: "END:X-NEST\r\n", count: 11) + "END:VCALENDAR\r\n",
                "line 14: VEVENT nested deeper than 12 levels; it is not read"
            ),
        ]
    }()

    /// A record the scanner does not read, after the calendar's end or nested too deep,
    /// still counts: read, and an error, said with its line.
    @Test(arguments: unreadRecords)
    func aRecordThatIsNotReadCountsAsAnError(text: String, message: String) {
        var notices: [String] = []
        let (counts, _) = importLines(
            [.data(Data(text.utf8))], jobs: 1, calendar: Self.calendar, render: { $0.uid ?? "" }, write: { _ in },
            notice: { notices.append($0) })
        #expect(counts.read == 1 && counts.written == 0 && counts.errors == 1, "\(counts)")
        #expect(notices == ["-: \(message)"])
        let report = FileValidation.validate(.data(Data(text.utf8)))
        #expect(report.brokenComponents == 1)
        #expect(report.problems.map(\.message).contains(message))
    }

    @Test func nulBytesAndInvalidUTF8AreRead() {
        var middle = Data("BEGIN:VEVENT\r\nUID:bad\u{0}bytes\r\nDTSTART:20260106T090000\r\nSUMMARY:".utf8)
        middle.append(contentsOf: [0xFF, 0xFE, 0xC3, 0x28, 0x00, 0xED, 0xA0, 0x80])
        middle.append(Data("\r\nRRULE:FREQ=WEEKLY;\u{0}BYDAY=TU\r\nEND:VEVENT\r\n".utf8))
        let head = Data(Self.calendarText(around: "\u{1}").utf8)
        let split = head.range(of: Data("\u{1}".utf8))!
        var data = head
        data.replaceSubrange(split, with: middle)
        let (report, counts) = Self.read(data)
        #expect(report.unreadable == nil)
        #expect(report.components == 3)
        #expect(counts.read == 3)
    }

    @Test func fileEndingMidComponentKeepsWhatCameBefore() {
        let text =
            "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:whole\r\nDTSTART:20260105T090000\r\n"
            + "RRULE:FREQ=WEEKLY;BYDAY=MO\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nUID:cut\r\n"
            + "DTSTART:20260106T090000\r\nRRULE:FREQ=WEEKLY;BY"
        let (report, counts) = Self.read(Data(text.utf8))
        #expect(report.components == 2)
        #expect(counts.read == 2)
        #expect(report.problems.contains { $0.message.contains("ends inside VEVENT") })
        #expect(report.problems.contains { $0.uid == "cut" })
        #expect(report.exact == 1, "the whole event is still read")
    }

    @Test func unknownTimeZoneIsReportedAndTheRuleStillRead() {
        let middle =
            "BEGIN:VEVENT\r\nUID:mars\r\nDTSTART;TZID=Mars/Olympus_Mons:20260106T090000\r\n"
            + "RRULE:FREQ=WEEKLY;BYDAY=TU\r\nEND:VEVENT\r\n"
        let (report, counts) = Self.read(Data(Self.calendarText(around: middle).utf8))
        #expect(report.components == 3)
        #expect(report.rules == 3)
        #expect(report.invalid == 0)
        #expect(counts.read == 3)
        #expect(report.problems.contains { $0.uid == "mars" && $0.message.contains("unknown time zone") })
    }

    @Test func timeZoneWithAbsurdRulesIsBounded() {
        let zone = """
            BEGIN:VTIMEZONE\r
            TZID:Absurd\r
            X-LIC-LOCATION:Europe/Berlin\r
            BEGIN:STANDARD\r
            DTSTART:16010101T000000\r
            TZOFFSETFROM:+0200\r
            TZOFFSETTO:+0100\r
            RRULE:FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=30\r
            END:STANDARD\r
            BEGIN:DAYLIGHT\r
            DTSTART:99991231T235959\r
            TZOFFSETFROM:+9999\r
            TZOFFSETTO:-9999\r
            RRULE:FREQ=YEARLY;INTERVAL=32767;COUNT=2000000000;BYSETPOS=366;BYDAY=-53MO\r
            END:DAYLIGHT\r
            END:VTIMEZONE\r

            """
        let middle =
            zone + "BEGIN:VEVENT\r\nUID:absurd\r\nDTSTART;TZID=Absurd:20260106T090000\r\n"
            + "RRULE:FREQ=WEEKLY;BYDAY=TU\r\nEND:VEVENT\r\n"
        let (report, counts) = Self.read(Data(Self.calendarText(around: middle).utf8))
        #expect(report.components == 3)
        #expect(report.rules == 3)
        #expect(counts.read == 3)
    }
}

/// Values as their RFC 5545 strings, for readable comparisons.
private func strings(_ values: [ICalDateTime]) -> [String] {
    values.map(\.description)
}
