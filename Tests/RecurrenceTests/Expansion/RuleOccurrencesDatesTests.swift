import Foundation
import Recurrence
import Testing

/// Occurrences as instants (`next(after: Date)`, `dates(from:to:)`), checked against Foundation's
/// `Calendar.RecurrenceRule` across daylight-saving changes.
@Suite struct RuleOccurrencesDatesTests {
    static let newYork = TimeZone(identifier: "America/New_York")!

    static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = newYork
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }

    static func instant(_ text: String) throws -> Date {
        try ICalDateTime(parsing: text).instant(in: nil)
    }

    // MARK: - Against Foundation

    // (rule, floating DTSTART in New York, window start, window end)
    static let weekly: [(String, String, String, String)] = [
        // Spring forward on 8 March 2026: 07:30 stays 07:30 on the wall, an hour earlier in UTC.
        ("FREQ=WEEKLY;BYDAY=MO,WE,FR", "20260302T073000", "20260301T000000Z", "20260401T000000Z"),
        // Fall back on 1 November 2026, with the alarm in the repeated hour.
        ("FREQ=WEEKLY;BYDAY=SU,TU", "20261025T013000", "20261020T000000Z", "20261120T000000Z"),
    ]

    @Test(arguments: weekly)
    func weeklyDatesMatchFoundationAcrossDaylightSaving(
        rule text: String, start startText: String, from fromText: String, to toText: String
    ) throws {
        let rule = try RecurrenceRule(parsing: text)
        let start = try ICalDateTime(parsing: startText)
        let occurrences = RuleOccurrences(of: rule, from: start, in: Self.newYork)
        let (from, to) = (try Self.instant(fromText), try Self.instant(toText))

        var foundation = Calendar.RecurrenceRule(calendar: Self.calendar, frequency: .weekly)
        foundation.weekdays = rule.weekdays.map { .every(Self.localeWeekday($0.weekday)) }
        let theirs = Array(foundation.recurrences(of: start.instant(in: Self.newYork), in: from..<to))

        let ours = occurrences.dates(from: from, to: to)
        #expect(ours == theirs, "\(text) from \(startText)")
        #expect(ours.count >= 8, "the window holds the change")
        for (index, date) in ours.enumerated().dropLast() {
            #expect(occurrences.next(after: date) == ours[index + 1], "after \(date)")
        }
    }

    @Test func springForwardKeepsTheWallClockTime() throws {
        let occurrences = RuleOccurrences(
            of: try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO"), from: try ICalDateTime(parsing: "20260302T073000"),
            in: Self.newYork)
        let dates = occurrences.dates(
            from: try Self.instant("20260301T000000Z"), to: try Self.instant("20260317T000000Z"))
        #expect(
            dates == [
                try Self.instant("20260302T123000Z"), try Self.instant("20260309T113000Z"),
                try Self.instant("20260316T113000Z"),
            ])
    }

    // MARK: - Lower bounds

    @Test func nextAfterAnOccurrenceIsTheOneAfterIt() throws {
        let occurrences = RuleOccurrences(
            of: try RecurrenceRule(parsing: "FREQ=DAILY"), from: try ICalDateTime(parsing: "20150101T070000"),
            in: Self.newYork)
        let occurrence = try Self.instant("20261130T120000Z")
        #expect(occurrences.next(after: occurrence) == (try Self.instant("20261201T120000Z")))
        #expect(occurrences.next(after: occurrence.addingTimeInterval(-1)) == occurrence)
        #expect(occurrences.dates(from: occurrence, to: occurrence.addingTimeInterval(1)) == [occurrence])
    }

    @Test func aUTCStartKeepsEachInstantInTheRepeatedHour() throws {
        // 05:30Z and 06:30Z are both 01:30 in New York on 1 November 2026.
        let occurrences = RuleOccurrences(
            of: try RecurrenceRule(parsing: "FREQ=HOURLY;COUNT=3"), from: try ICalDateTime(parsing: "20261101T053000Z"),
            in: Self.newYork)
        let dates = Array(occurrences.dates(from: try Self.instant("20261101T000000Z")))
        #expect(
            dates == [
                try Self.instant("20261101T053000Z"), try Self.instant("20261101T063000Z"),
                try Self.instant("20261101T073000Z"),
            ])
    }

    @Test func datesAreMidnightInTheZone() throws {
        let occurrences = RuleOccurrences(
            of: try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=TH"), from: try ICalDateTime(parsing: "20261105"),
            in: Self.newYork)
        let after = try Self.instant("20261105T050000Z")  // Thursday's midnight in New York
        #expect(occurrences.next(after: after.addingTimeInterval(-1)) == after)
        #expect(occurrences.next(after: after) == (try Self.instant("20261112T050000Z")))
    }

    @Test func aCountedRuleEnds() throws {
        let occurrences = RuleOccurrences(
            of: try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2"), from: try ICalDateTime(parsing: "20260101T090000Z"))
        var iterator = occurrences.dates(from: try Self.instant("20260101T000000Z")).makeIterator()
        #expect(iterator.next() != nil && iterator.next() != nil && iterator.next() == nil)
        #expect(iterator.stop == .ruleEnded)
        #expect(occurrences.next(after: try Self.instant("20260102T090000Z")) == nil)
    }

    static func localeWeekday(_ number: Int) -> Locale.Weekday {
        [.sunday, .monday, .tuesday, .wednesday, .thursday, .friday, .saturday][number - 1]
    }
}
