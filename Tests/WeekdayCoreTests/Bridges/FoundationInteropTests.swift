import Foundation
import Testing
@testable import WeekdayCore

/// Crossing between RFC 5545 rules, selections and Foundation's `Calendar.RecurrenceRule`.
@Suite struct FoundationInteropTests {
    static func calendar(_ locale: String = "en_US", zone: String = "UTC") -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(identifier: zone)!
        return calendar
    }

    /// A Monday, 09:00 UTC.
    static let start = Date(timeIntervalSince1970: 1_796_029_200)

    @Test func selectionRuleRecursOnItsDaysInFoundation() throws {
        let calendar = Self.calendar()
        for days in [[2, 4, 6], [1, 7], [3]] {
            let selection = try WeekdaySelection(days)
            let rule = try #require(selection.foundationRule(in: calendar))
            #expect(rule.frequency == .weekly)
            let dates = Array(rule.recurrences(of: Self.start).prefix(21))
            #expect(Set(dates.map { calendar.component(.weekday, from: $0) }) == Set(days))
        }
        #expect(WeekdaySelection.everyDay.foundationRule(in: calendar)?.frequency == .daily)
        #expect(try WeekdaySelection([]).foundationRule(in: calendar) == nil)
    }

    // Rules every part of which crosses both ways.
    @Test(arguments: [
        "FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=SU",
        "FREQ=MONTHLY;BYDAY=1MO", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
        "FREQ=YEARLY;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8", "FREQ=DAILY;COUNT=10",
        "FREQ=DAILY;BYHOUR=9,17;BYMINUTE=30", "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO",
        "FREQ=YEARLY;BYYEARDAY=1,-1", "FREQ=MINUTELY;INTERVAL=15",
    ])
    func rulesCrossAndComeBack(text: String) throws {
        let rule = try RecurrenceRule(parsing: text)
        let foundation = try rule.foundationRule(in: Self.calendar())
        let back = try RecurrenceRule(foundation)
        #expect(back == rule, "\(text) came back as \(back.rfc5545String)")
    }

    @Test func untilCrossesAsAnInstantInTheCalendarsZone() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20261231T090000")
        let foundation = try rule.foundationRule(in: Self.calendar(zone: "Europe/Madrid"))
        // 09:00 in Madrid in winter is 08:00 UTC.
        #expect(foundation.end.date == Date(timeIntervalSince1970: 1_798_704_000))
        let back = try RecurrenceRule(foundation)
        #expect(back.end == .until(try ICalDateTime(parsing: "20261231T080000Z")))
    }

    /// A DATE UNTIL crosses as the last second of its day and comes back a DATE, in any
    /// zone, so `UNTIL=20260415` is not turned into `UNTIL=20260416T035959Z`.
    @Test(arguments: ["America/New_York", "UTC", "Pacific/Kiritimati", "Europe/Berlin"])
    func aDateUntilComesBackADate(zone: String) throws {
        let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20260415")
        let calendar = Self.calendar(zone: zone)
        let foundation = try rule.foundationRule(in: calendar)
        let back = try RecurrenceRule(foundation)
        #expect(back.rfc5545String == "FREQ=WEEKLY;UNTIL=20260415;BYDAY=MO,WE", "\(zone)")
        // Foundation's own expansion ends with the 15th, as the DATE UNTIL does.
        let start = try #require(calendar.date(from: DateComponents(year: 2026, month: 4, day: 1, hour: 8)))
        let last = Array(foundation.recurrences(of: start)).last.map { calendar.component(.day, from: $0) }
        #expect(last == 15)
    }

    // Dates no four-digit year holds: 1 January 10000 UTC, one far beyond, and the far past.
    @Test(arguments: [253_402_300_800.0, 1e300, -1e300])
    func anEndPastTheYear9999IsRefusedNotATrap(seconds: Double) throws {
        var rule = Calendar.RecurrenceRule(calendar: Self.calendar(), frequency: .daily)
        rule.end = .afterDate(Date(timeIntervalSince1970: seconds))
        #expect(throws: WeekdaysError.self) { try RecurrenceRule(rule) }
    }

    @Test func whatCannotCrossIsRefused() throws {
        #expect(throws: WeekdaysError.self) {
            try RecurrenceRule(parsing: "FREQ=SECONDLY;INTERVAL=30").foundationRule(in: Self.calendar())
        }
        var leap = Calendar.RecurrenceRule(calendar: Self.calendar(), frequency: .yearly)
        leap.months = [Calendar.RecurrenceRule.Month(3, isLeap: true)]
        #expect(throws: WeekdaysError.self) { try RecurrenceRule(leap) }
        var strict = Calendar.RecurrenceRule(calendar: Self.calendar(), frequency: .monthly)
        strict.matchingPolicy = .strict
        #expect(throws: WeekdaysError.self) { try RecurrenceRule(strict) }
    }

    @Test func selectionOfAFoundationRule() throws {
        var rule = Calendar.RecurrenceRule(calendar: Self.calendar(), frequency: .monthly)
        rule.weekdays = [.nth(-1, .friday)]
        #expect(try WeekdaySelection(rule).sorted == [6])
        let weekly = Calendar.RecurrenceRule(calendar: Self.calendar(), frequency: .weekly)
        let tuesday = try ICalDateTime(parsing: "20261201T090000")
        #expect(try WeekdaySelection(weekly, start: tuesday).sorted == [3])
    }
}

extension FoundationInteropTests {
    @Test func aFoundationIntervalBelowOneDoesNotCross() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let rule = Calendar.RecurrenceRule(calendar: calendar, frequency: .weekly, interval: 0)
        #expect(throws: WeekdaysError.self) { try RecurrenceRule(rule) }
    }
}
