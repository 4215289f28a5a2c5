import Foundation
import Recurrence
import TestOracles
import Testing

/// The lazy queries (``RuleOccurrences/next(after:)``, ``RuleOccurrences/occurrences(from:to:)``)
/// against python-dateutil's full list: each window must be exactly the slice of that list.
@Suite struct LazyOccurrencesTests {
    /// Rules without COUNT, so a query may skip whole periods; one of each frequency and the
    /// shapes that skip differently (weeks with WKST, month ends, sub-daily limits).
    static let rules: [(rule: String, start: String)] = [
        ("FREQ=YEARLY;BYMONTH=2,8;BYMONTHDAY=29,-1", "20000229T070000"),
        ("FREQ=YEARLY;BYDAY=20MO,-3FR", "19970519T090000"),
        ("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "20150130T180000"),
        ("FREQ=MONTHLY;INTERVAL=5;BYMONTHDAY=-1,15", "20150115T080000"),
        ("FREQ=WEEKLY;INTERVAL=3;BYDAY=MO,SA;WKST=TH", "20150102T063000"),
        ("FREQ=WEEKLY;BYDAY=TU,TH", "20151201T090000"),
        ("FREQ=DAILY", "20150101T070000"),
        ("FREQ=DAILY;INTERVAL=9;BYMONTH=1,7", "20150101T070000"),
        ("FREQ=HOURLY;INTERVAL=7;BYHOUR=9,17", "20250101T090000"),
        ("FREQ=MINUTELY;INTERVAL=45;BYDAY=SA", "20250101T000000"),
        ("FREQ=SECONDLY;INTERVAL=86399;BYMONTHDAY=1", "20250101T000000"),
    ]

    @Test func windowsAreSlicesOfDateutilsList() throws {
        let answers = try DateutilOracle.expand(Self.rules.map { .init(rule: $0.rule, dtstart: $0.start, count: 120) })
        for ((text, startText), answer) in zip(Self.rules, answers) {
            let theirs = try #require(answer.occurrences, "dateutil expands \(text)")
            #expect(theirs.count == 120, "\(text) occurs often enough to slice")
            let occurrences = RuleOccurrences(
                of: try RecurrenceRule(parsing: text), from: try ICalDateTime(parsing: startText))
            for (first, last) in [(0, 10), (37, 38), (60, 90), (110, 119)] {
                let lower = try ICalDateTime(parsing: theirs[first])
                let upper = try ICalDateTime(parsing: theirs[last])
                let window = occurrences.occurrences(from: lower, to: upper).map(\.description)
                #expect(window == Array(theirs[first..<last]), "\(text) in [\(lower), \(upper))")
                #expect(occurrences.next(after: lower)?.description == theirs[first + 1], "\(text) after \(lower)")
                // Just before an occurrence, the next one is that occurrence.
                let before = ICalDateTime(fieldSeconds: upper.fieldSeconds - 1, form: upper.form)
                #expect(occurrences.next(after: before)?.description == theirs[last], "\(text) after \(before)")
            }
        }
    }

    /// "The next alarm" of a daily rule begun years ago walks one period, not thousands.
    @Test func queriesWithoutCountSkipToTheirPeriod() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR")
        let start = try ICalDateTime(parsing: "20150302T070000")
        let tight = RuleOccurrences(of: rule, from: start, budget: .init(periods: 10))
        let next = tight.next(after: try ICalDateTime(parsing: "20261204T080000"))
        #expect(next?.description == "20261207T070000")

        // With COUNT every earlier occurrence must be counted, so the same budget runs out.
        let counted = try RecurrenceRule(parsing: "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR;COUNT=5000")
        var iterator = RuleOccurrences(of: counted, from: start, budget: .init(periods: 10))
            .starting(at: try ICalDateTime(parsing: "20261204T080000")).makeIterator()
        #expect(iterator.next() == nil)
        #expect(iterator.stop == .searchLimit)
    }

    /// COUNT is counted from the start even when a query begins later.
    @Test func countHoldsForLateQueries() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO;COUNT=10")
        let occurrences = RuleOccurrences(of: rule, from: try ICalDateTime(parsing: "20260105T090000"))
        let late = occurrences.occurrences(
            from: try ICalDateTime(parsing: "20260301T000000"), to: try ICalDateTime(parsing: "20270101T000000"))
        #expect(strings(late) == ["20260302T090000", "20260309T090000"])
    }

    /// In a zone, windows are read in the zone's wall-clock time, across a DST change.
    @Test func zonedWindowsUseLocalTime() throws {
        let zone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY")
        let occurrences = RuleOccurrences(of: rule, from: try ICalDateTime(parsing: "20240301T023000"), in: zone)
        let window = occurrences.occurrences(
            from: try ICalDateTime(parsing: "20240330T000000"), to: try ICalDateTime(parsing: "20240402T000000"))
        // 02:30 does not exist on 31 March in Berlin: RFC 5545 moves it forward by the gap.
        #expect(strings(window) == ["20240330T023000", "20240331T033000", "20240401T023000"])
    }
}
