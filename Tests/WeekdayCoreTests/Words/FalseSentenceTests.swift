import Foundation
import TestOracles
import Testing

@testable import WeekdayCore

/// The false sentences of issue 26, said truly in English, German and Japanese: each
/// sentence as a native speaker writes it, the picker's selection, and both checked
/// against python-dateutil's occurrences placed in the viewer's zone.
@Suite struct FalseSentenceTests {
    static let languages = ["en_US", "de_DE", "ja_JP"]

    static func calendar(_ identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }

    /// The weekdays (1 is Sunday) and times of day (seconds since midnight) of dateutil's
    /// occurrences, on the clock of `zone` (UTC when nil).
    static func wallClock(of rule: String, from start: String, in zone: TimeZone?) throws -> (
        weekdays: Set<Int>, times: Set<Int>, count: Int
    ) {
        let answers = try DateutilOracle.expand([.init(rule: rule, dtstart: start, count: 400)])
        let texts = try #require(answers.first?.occurrences, "\(answers.first?.error ?? "")")
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone ?? TimeZone(identifier: "UTC") ?? calendar.timeZone
        var weekdays: Set<Int> = []
        var times: Set<Int> = []
        for text in texts {
            let instant = try ICalDateTime(parsing: text).instant(in: nil)
            let parts = calendar.dateComponents([.weekday, .hour, .minute, .second], from: instant)
            weekdays.insert(parts.weekday ?? 0)
            times.insert((parts.hour ?? 0) * 3600 + (parts.minute ?? 0) * 60 + (parts.second ?? 0))
        }
        return (weekdays, times, texts.count)
    }

    // MARK: - An end before the first occurrence

    // (rule, from 2026-01-05)
    @Test(arguments: [
        "FREQ=DAILY;UNTIL=20250101",
        "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;UNTIL=20270101",
        "FREQ=MONTHLY;BYMONTHDAY=31;UNTIL=20260125",
        "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR;UNTIL=20260201",
    ])
    func anEndBeforeTheFirstOccurrenceNeverOccurs(rule: String) throws {
        let start = try ICalDateTime(parsing: "20260105")
        let analysis = try RuleAnalysis(parsing: rule, start: start)
        let expected = ["Never occurs", "Findet nie statt", "発生しない"]
        for (language, sentence) in zip(Self.languages, expected) {
            #expect(analysis.summary(in: Self.calendar(language)) == sentence, "\(rule) in \(language)")
        }
        #expect(analysis.selection.weekdays.isEmpty, "\(rule)")
        #expect(analysis.noteTexts(in: Self.calendar("en_US")).first?.hasPrefix("never occurs") == true)
        #expect(try Self.wallClock(of: rule, from: "20260105", in: nil).count == 0, "dateutil: \(rule) occurs")
    }

    /// The end is a date, not a place in the calendar's cycle: the same rule from a start
    /// before its end does occur.
    @Test func anEndAfterTheStartStillSaysItsDays() throws {
        let rule = "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR;UNTIL=20260401"
        let analysis = try RuleAnalysis(parsing: rule, start: try ICalDateTime(parsing: "20260105"))
        #expect(analysis.summary(in: Self.calendar("en_US")) == "Every Friday the 13th until April 1, 2026")
        #expect(analysis.selection.weekdays == [6])
        #expect(try Self.wallClock(of: rule, from: "20260105", in: nil).weekdays == [6])
    }

    // MARK: - An impossible month in a list

    // (rule, sentence in en_US, de_DE, ja_JP, the months dateutil's occurrences fall in)
    @Test(arguments: [
        (
            "FREQ=YEARLY;BYMONTH=2,3;BYMONTHDAY=31",
            ["Every year on March 31", "Jährlich am 31. März", "毎年3月31日"], Set([3])
        ),
        (
            "FREQ=YEARLY;BYMONTH=2,4,5;BYMONTHDAY=30,31",
            [
                "Every year in April and May on days 30 and 31", "Jährlich im April und Mai am 30. und 31.",
                "毎年4月と5月の30、31日",
            ],
            Set([4, 5])
        ),
        (
            "FREQ=YEARLY;BYMONTH=2,11;BYMONTHDAY=-30",
            [
                "Every year in November on the 30th to last day", "Jährlich im November am 30. von hinten Tag",
                "毎年11月の最後から30番目の日",
            ],
            Set([11])
        ),
    ])
    func monthsThatCannotHoldTheDaysAreNotSaid(rule: String, expected: [String], months: Set<Int>) throws {
        let start = try ICalDateTime(parsing: "20260105")
        let analysis = try RuleAnalysis(parsing: rule, start: start)
        for (language, sentence) in zip(Self.languages, expected) {
            #expect(analysis.summary(in: Self.calendar(language)) == sentence, "\(rule) in \(language)")
        }
        let answers = try DateutilOracle.expand([.init(rule: rule, dtstart: "20260105", count: 40)])
        let occurrences = try #require(answers.first?.occurrences)
        let found = Set(try occurrences.map { try ICalDateTime(parsing: $0).month })
        #expect(found == months, "dateutil: \(rule) falls in \(found.sorted())")
    }

    /// February holds a 29th in leap years, so a list with day 29 keeps it.
    @Test func februaryHoldsTheTwentyNinth() throws {
        let analysis = try RuleAnalysis(
            parsing: "FREQ=YEARLY;BYMONTH=2,3;BYMONTHDAY=29", start: try ICalDateTime(parsing: "20260105"))
        #expect(analysis.summary(in: Self.calendar("en_US")) == "Every year in February and March on day 29")
        let answers = try DateutilOracle.expand([
            .init(rule: "FREQ=YEARLY;BYMONTH=2,3;BYMONTHDAY=29", dtstart: "20260105", count: 12)
        ])
        let months = Set(try #require(answers.first?.occurrences).map { try ICalDateTime(parsing: $0).month })
        #expect(months == [2, 3])
    }

    // MARK: - A UTC start read in the viewer's zone, with times

    /// Where the zone keeps one offset all year the sentence gives local days and times;
    /// where summer time moves them, the UTC times marked as such. The selection is always
    /// the days the occurrences fall on in the zone.
    // (rule, zone, sentence in en_US, de_DE, ja_JP, selection, whether the times said are UTC)
    @Test(arguments: [
        (
            "FREQ=WEEKLY;BYDAY=MO;BYHOUR=1", "America/New_York",
            ["Every Monday at 1:00\u{202F}AM (in UTC)", "Jeden Montag um 1:00 (in UTC)", "毎週月曜日の1:00（UTC）"], Set([1]),
            true
        ),
        (
            "FREQ=DAILY;BYHOUR=9,17", "Europe/Berlin",
            [
                "Every day at 9:00\u{202F}AM and 5:00\u{202F}PM (in UTC)", "Jeden Tag um 9:00 und 17:00 (in UTC)",
                "毎日9:00と17:00（UTC）",
            ],
            Set(1...7), true
        ),
        (
            "FREQ=WEEKLY;BYDAY=FR;BYHOUR=22", "Asia/Tokyo",
            ["Every Saturday at 7:00\u{202F}AM", "Jeden Samstag um 7:00", "毎週土曜日の7:00"], Set([7]), false
        ),
        (
            "FREQ=WEEKLY;BYDAY=MO;BYHOUR=1,23", "Asia/Kolkata",
            [
                "Every Monday at 1:00\u{202F}AM and 11:00\u{202F}PM (in UTC)",
                "Jeden Montag um 1:00 und 23:00 (in UTC)",
                "毎週月曜日の1:00と23:00（UTC）",
            ],
            Set([2, 3]), true
        ),
    ])
    func timesInTheViewersZone(rule: String, zone: String, expected: [String], selection: Set<Int>, saysUTC: Bool)
        throws
    {
        let start = "20260105T090000Z"
        let timeZone = try #require(TimeZone(identifier: zone))
        let analysis = try RuleAnalysis(parsing: rule, start: try ICalDateTime(parsing: start), timeZone: timeZone)
        for (language, sentence) in zip(Self.languages, expected) {
            #expect(analysis.summary(in: Self.calendar(language)) == sentence, "\(rule) in \(language)")
        }
        #expect(Set(analysis.selection.weekdays) == selection, "\(rule) in \(zone)")
        let local = try Self.wallClock(of: rule, from: start, in: timeZone)
        #expect(local.weekdays == selection, "dateutil: \(rule) falls on \(local.weekdays.sorted()) in \(zone)")
        let said = try Self.wallClock(of: rule, from: start, in: saysUTC ? nil : timeZone)
        let claim = SentenceClaim(String(expected[0].replacing(" (in UTC)", with: "")))
        #expect(claim.leftOver.isEmpty, "the check cannot read \(expected[0])")
        #expect(said.times == claim.times, "dateutil: \(rule) at \(said.times.sorted()) on the clock the sentence uses")
    }
}
