import Foundation
import Recurrence
import Testing

/// `RecurrenceRule.recurrences(of:in:timeZone:)`, the one way to expand: the answers of
/// Foundation's `Calendar.RecurrenceRule.recurrences(of:in:)` for daily and weekly rules,
/// and a stop that says why the walk ended.
@Suite struct RecurrencesEntryTests {
    static let zones = ["America/New_York", "Europe/Berlin", "Australia/Lord_Howe", "Asia/Kolkata"]

    /// Daily and weekly rules Foundation can say, written both ways.
    static let rules: [(text: String, build: @Sendable (inout Calendar.RecurrenceRule) -> Void)] = [
        ("FREQ=DAILY", { _ in }),
        ("FREQ=DAILY;INTERVAL=3", { $0.interval = 3 }),
        ("FREQ=WEEKLY;BYDAY=MO,WE,FR", { $0.weekdays = [.every(.monday), .every(.wednesday), .every(.friday)] }),
        (
            "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU",
            {
                $0.interval = 2; $0.weekdays = [.every(.saturday), .every(.sunday)]
            }
        ),
        ("FREQ=DAILY;BYHOUR=7,19", { $0.hours = [7, 19] }),
    ]

    @Test(arguments: zones)
    func agreesWithFoundationOverAYear(zoneName: String) throws {
        let zone = try #require(TimeZone(identifier: zoneName))
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        // RFC 5545's weeks start on Monday unless WKST says otherwise; Foundation's on the
        // calendar's first weekday, which matters every other week.
        calendar.firstWeekday = 2
        let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 1, day: 5, hour: 7, minute: 30)))
        let window = start.addingTimeInterval(-86_400 * 10)..<start.addingTimeInterval(86_400 * 400)
        for (text, build) in Self.rules {
            let frequency: Calendar.RecurrenceRule.Frequency = text.hasPrefix("FREQ=DAILY") ? .daily : .weekly
            var foundation = Calendar.RecurrenceRule(calendar: calendar, frequency: frequency)
            build(&foundation)
            let theirs = Array(foundation.recurrences(of: start, in: window))
            let rule = try RecurrenceRule(parsing: text)
            let ours = Array(rule.recurrences(of: start, in: window, timeZone: zone))
            #expect(!theirs.isEmpty)
            #expect(ours == theirs, "\(text) in \(zoneName)")
        }
    }

    @Test func theIteratorSaysWhyItStopped() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let start = Date(timeIntervalSince1970: 1_767_600_000)
        func stop(_ text: String, _ range: Range<Date>?) throws -> RecurrenceExpansion.Stop? {
            var iterator = try RecurrenceRule(parsing: text).recurrences(of: start, in: range, timeZone: zone)
                .makeIterator()
            while iterator.next() != nil {}
            return iterator.stop
        }
        #expect(try stop("FREQ=DAILY;COUNT=3", nil) == .ruleEnded)
        #expect(try stop("FREQ=DAILY", start..<start.addingTimeInterval(86_400 * 5)) == .untilLimit)
        #expect(try stop("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", nil) == .neverOccurs)
        // Foundation's answer to a window that ends before it begins is empty too.
        #expect(try stop("FREQ=DAILY", start..<start) == .untilLimit)
    }

    /// `next(after:)` used to answer nil alike for a rule that ended and a search that
    /// gave up; `nextOccurrence(after:)` tells them apart.
    @Test func theNextOccurrenceSaysWhyThereIsNone() throws {
        let yearly = RuleOccurrences(
            of: try RecurrenceRule(parsing: "FREQ=YEARLY"), from: try ICalDateTime(parsing: "14000101"))
        // Six centuries on, the next one is still found: the search counts from the date.
        let now = try ICalDateTime(parsing: "20260615").instant(in: nil)
        #expect(yearly.nextOccurrence(after: now).date == (try ICalDateTime(parsing: "20270101").instant(in: nil)))
        let far = try ICalDateTime(parsing: "99991231").instant(in: nil)
        let afterTheLast = yearly.nextOccurrence(after: far)
        #expect(afterTheLast.date == nil && afterTheLast.stop == .searchLimit)
        let minutely = RuleOccurrences(
            of: try RecurrenceRule(parsing: "FREQ=MINUTELY;COUNT=100000000"),
            from: try ICalDateTime(parsing: "20260101T000000Z"))
        let late = try ICalDateTime(parsing: "22000101T000000Z").instant(in: nil)
        #expect(minutely.nextOccurrence(after: late).stop == .searchLimit)
        let counted = RuleOccurrences(
            of: try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2"), from: try ICalDateTime(parsing: "20260101T000000Z"))
        #expect(
            counted.nextOccurrence(after: try ICalDateTime(parsing: "20260301T000000Z").instant(in: nil)).stop
                == .ruleEnded)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1e300])
    func anInstantNoCalendarHoldsGivesNothing(seconds: Double) throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY")
        let zone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        let odd = Date(timeIntervalSinceReferenceDate: seconds)
        #expect(Array(rule.recurrences(of: odd, timeZone: zone)).isEmpty)
        let start = Date(timeIntervalSince1970: 1_767_600_000)
        // A window is made only where Swift's Range allows it (lower <= upper).
        if !seconds.isNaN {
            let window = seconds > 0 ? start..<odd : odd..<start
            _ = Array(rule.recurrences(of: start, in: window, timeZone: zone).prefix(3))
        }
        let occurrences = RuleOccurrences(of: rule, from: try ICalDateTime(parsing: "20260101T090000"), in: zone)
        _ = occurrences.next(after: odd)
        _ = Array(occurrences.dates(from: odd).prefix(3))
    }

    @Test func aStartNoCalendarHoldsGivesNothingAndSaysWhy() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY")
        for start in [
            ICalDateTime(year: 2026, month: 13, day: 1, form: .floating),
            ICalDateTime(year: 0, month: 1, day: 1, form: .date),
            ICalDateTime(year: Int.max, month: 1, day: 1, form: .utc),
            ICalDateTime(year: 2026, month: 2, day: 30, hour: 25, form: .floating),
        ] {
            var iterator = rule.recurrences(of: start).makeIterator()
            #expect(iterator.next() == nil)
            #expect(iterator.stop == .neverOccurs)
            #expect(iterator.reason?.hasPrefix("DTSTART") == true, "\(iterator.reason ?? "")")
        }
    }

    /// BYSECOND=60 alone names a second no clock shows: the walk says so at once instead of
    /// stepping through every second of the budget.
    @Test(arguments: ["FREQ=SECONDLY;BYSECOND=60", "FREQ=MINUTELY;BYSECOND=60", "FREQ=DAILY;BYSECOND=60"])
    func aLeapSecondAloneNeverOccurs(text: String) throws {
        var iterator = try RecurrenceRule(parsing: text).recurrences(of: try ICalDateTime(parsing: "20260101T000000Z"))
            .makeIterator()
        #expect(iterator.next() == nil)
        #expect(iterator.stop == .neverOccurs)
    }

    @Test func theWallClockFormStopsAtItsWindow() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=TU,TH")
        let start = try ICalDateTime(parsing: "20260105")
        let window = try ICalDateTime(parsing: "20260110")..<(try ICalDateTime(parsing: "20260120"))
        #expect(rule.recurrences(of: start, in: window).map(\.description) == ["20260113", "20260115"])
    }
}
