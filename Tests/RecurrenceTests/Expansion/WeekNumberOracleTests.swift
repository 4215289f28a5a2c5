import TestOracles
import Foundation
import Recurrence
import Testing

/// Oracle 4: YEARLY rules with BYWEEKNO against brute force over every day of 1995 to 2035.
///
/// Each day's RFC 5545 week number comes from Foundation, not from the package: a Gregorian
/// calendar whose `firstWeekday` is the rule's WKST (Monday without one) and whose
/// `minimumDaysInFirstWeek` is 4 (week 1 is the first week with four days in its year)
/// gives `.weekOfYear` and `.yearForWeekOfYear`, and the highest week of each week-year is
/// its number of weeks, so week `n` of a year of `w` weeks is also week `n - w - 1`.
///
/// A rule's occurrences are then, for each calendar year the INTERVAL reaches, the days of
/// that year whose week number, counted either way, is listed and whose weekday BYDAY
/// allows, sorted; BYSETPOS picks from that set. Days of week 1 that fall in December and
/// days of the previous year's last week that fall in January belong to the calendar year
/// they lie in. Each rule starts on its first such day (so DTSTART matches it) and runs to
/// the end of 2035 by UNTIL; the whole list must come back, and the rule must end there.
@Suite struct WeekNumberOracleTests {
    static let seed: UInt64 = 0x3EE4_50_1995
    static let ruleCount = 400
    static let firstYear = 1995
    static let lastYear = 2035

    /// A day of the span, with its week as Foundation counts it for one week start.
    struct Day {
        var year: Int
        var month: Int
        var day: Int
        var weekday: Int
        var week: Int
        /// How many weeks the week-year the day's week belongs to has.
        var weeksInWeekYear: Int
        var weekYear: Int

        func isIn(weeks: [Int]) -> Bool {
            weeks.contains { $0 == week || $0 == week - weeksInWeekYear - 1 }
        }
    }

    /// Every day of the span numbered for each week start (index 0 is Sunday), by year.
    static let tables: [[[Day]]] = (1...7).map(days(weekStart:))

    static func days(weekStart: Int) -> [[Day]] {
        var calendar = Gregorian.utc(firstWeekday: weekStart)
        calendar.minimumDaysInFirstWeek = 4
        // A year more on each side, so every week-year that touches the span is whole.
        var date = calendar.date(from: DateComponents(year: firstYear - 1, month: 1, day: 1))!
        let end = calendar.date(from: DateComponents(year: lastYear + 1, month: 12, day: 31))!
        var all: [Day] = []
        var weeks: [Int: Int] = [:]
        while date <= end {
            let parts = calendar.dateComponents(
                [.year, .month, .day, .weekday, .weekOfYear, .yearForWeekOfYear], from: date)
            let day = Day(
                year: parts.year!, month: parts.month!, day: parts.day!, weekday: parts.weekday!,
                week: parts.weekOfYear!, weeksInWeekYear: 0, weekYear: parts.yearForWeekOfYear!)
            weeks[day.weekYear] = max(weeks[day.weekYear] ?? 0, day.week)
            all.append(day)
            date = date.addingTimeInterval(86_400)
        }
        return (firstYear...lastYear).map { year in
            all.filter { $0.year == year }.map { day in
                var day = day
                day.weeksInWeekYear = weeks[day.weekYear]!
                return day
            }
        }
    }

    /// One generated rule, kept as plain parameters.
    struct Parameters: CustomStringConvertible {
        var weeks: [Int]
        var weekdays: [Int]
        var weekStart: Int?
        var setPositions: [Int]
        var interval: Int
        var start: ICalDateTime

        var until: ICalDateTime {
            ICalDateTime(year: lastYear, month: 12, day: 31, hour: 23, minute: 59, second: 59, form: start.form)
        }

        /// The RRULE text, written here from the parameters.
        var rule: String {
            var parts = ["FREQ=YEARLY", "BYWEEKNO=" + weeks.map(String.init).joined(separator: ",")]
            if !weekdays.isEmpty { parts.append("BYDAY=" + weekdays.map(code).joined(separator: ",")) }
            if let weekStart { parts.append("WKST=\(code(weekStart))") }
            if !setPositions.isEmpty {
                parts.append("BYSETPOS=" + setPositions.map(String.init).joined(separator: ","))
            }
            if interval > 1 { parts.append("INTERVAL=\(interval)") }
            parts.append("UNTIL=\(until)")
            return parts.joined(separator: ";")
        }

        var description: String { "\(rule) from \(start)" }
    }

    /// The days of each calendar year the rule picks, by brute force, from `fromYear` on.
    static func chosenDays(_ rule: Parameters, fromYear: Int) -> [Day] {
        let table = tables[(rule.weekStart ?? 2) - 1]
        var chosen: [Day] = []
        for year in stride(from: fromYear, through: lastYear, by: rule.interval) {
            let set = table[year - firstYear].filter { day in
                day.isIn(weeks: rule.weeks) && (rule.weekdays.isEmpty || rule.weekdays.contains(day.weekday))
            }
            if rule.setPositions.isEmpty {
                chosen += set
            } else {
                let picked = rule.setPositions.compactMap { position -> Int? in
                    let at = position > 0 ? position - 1 : set.count + position
                    return set.indices.contains(at) ? at : nil
                }
                chosen += Set(picked).sorted().map { set[$0] }
            }
        }
        return chosen
    }

    static func value(of day: Day, at start: ICalDateTime) -> ICalDateTime {
        ICalDateTime(
            year: day.year, month: day.month, day: day.day, hour: start.hour, minute: start.minute,
            second: start.second, form: start.form)
    }

    /// The days a rule gives from its start, by brute force.
    static func expectedDays(_ rule: Parameters) -> [Day] {
        chosenDays(rule, fromYear: rule.start.year).filter { value(of: $0, at: rule.start) >= rule.start }
    }

    static func expected(_ rule: Parameters) -> [ICalDateTime] {
        expectedDays(rule).map { value(of: $0, at: rule.start) }
    }

    /// A generated rule with the days brute force gives it.
    struct Generated {
        var rule: Parameters
        var days: [Day]
        var expected: [ICalDateTime] { days.map { WeekNumberOracleTests.value(of: $0, at: rule.start) } }
    }

    static let generated = generate()

    static func generate() -> [Generated] {
        var random = SeededRandom(seed: seed)
        var rules: [Generated] = []
        let edges = [1, 2, 52, 53, -1, -2, -52, -53]
        while rules.count < ruleCount {
            var weeks = random.subset(of: edges, atMost: 2)
            if random.chance(0.4) {
                weeks.append(Int.random(in: 3...51, using: &random) * (random.chance(0.3) ? -1 : 1))
            }
            let weekdays = random.chance(0.75) ? random.subset(of: Array(1...7), atMost: 3) : []
            let weekStart: Int? = random.chance(0.85) ? Int.random(in: 1...7, using: &random) : nil
            let setPositions = random.chance(0.35) ? random.subset(of: [1, 2, 3, -1, -2, -3, 5, -5, 8], atMost: 2) : []
            let form: ICalDateTime.Form = [.floating, .floating, .date, .utc].randomElement(using: &random)!
            let start = ICalDateTime(
                year: Int.random(in: firstYear...2000, using: &random), month: Int.random(in: 1...12, using: &random),
                day: Int.random(in: 1...28, using: &random), hour: Int.random(in: 0...23, using: &random),
                minute: [0, 30, 45].randomElement(using: &random)!, form: form)
            var rule = Parameters(
                weeks: Array(Set(weeks)).sorted(), weekdays: weekdays, weekStart: weekStart,
                setPositions: Array(Set(setPositions)).sorted(),
                interval: random.chance(0.7) ? 1 : Int.random(in: 2...3, using: &random), start: start)
            // DTSTART on the rule's first day from there, so the rule matches it; the year it
            // moves to is one the interval reaches, so the years it counts stay the same.
            let days = expectedDays(rule)
            if let first = days.first { rule.start = value(of: first, at: start) }
            rules.append(Generated(rule: rule, days: days))
        }
        return rules
    }

    @Test func generatedRulesAgreeWithBruteForce() {
        let rules = Self.generated
        var disagreements = 0
        for item in rules {
            let rule = item.rule
            let expected = strings(item.expected)
            let expansion: RecurrenceExpansion
            do {
                expansion = try RecurrenceExpansion(
                    of: RecurrenceRule(parsing: rule.rule), from: rule.start, limits: .init(count: 10_000))
            } catch {
                disagreements += 1
                Issue.record("\(rule): we throw \(error); brute force gives \(expected)")
                continue
            }
            var ours = strings(expansion.occurrences)
            // A DTSTART the rule does not match (only when no day matches, since each rule
            // starts on its first day) is set aside, as in ``EngineDifferentialTests``.
            if ours.first == rule.start.description, expected.first != ours.first { ours.removeFirst() }
            let ended = expansion.stop == .ruleEnded || (expected.isEmpty && expansion.stop == .neverOccurs)
            if ours != expected || !ended { disagreements += 1 }
            if ours != expected {
                let shorter = min(ours.count, expected.count)
                let index = (0..<shorter).first { ours[$0] != expected[$0] } ?? shorter
                let mine = Array(ours.dropFirst(index).prefix(6))
                let theirs = Array(expected.dropFirst(index).prefix(6))
                Issue.record(
                    "\(rule): first difference at occurrence \(index + 1): ours \(mine) vs brute force \(theirs)")
            }
            #expect(ended, "\(rule): stops with \(expansion.stop)")
        }
        #expect(disagreements == 0, "\(disagreements) of \(rules.count) rules disagree")
    }

    /// The generated rules reach the year ends where week numbers cross calendar years.
    @Test func generatorCoversTheYearEnds() {
        let rules = Self.generated.map(\.rule)
        #expect(Set(rules.compactMap(\.weekStart)) == Set(1...7))
        #expect(rules.count { !$0.setPositions.isEmpty } >= 60)
        #expect(Self.generated.count { $0.days.isEmpty } <= rules.count / 10)
        for week in [1, 52, 53, -1, -53] {
            #expect(rules.contains { $0.weeks.contains(week) }, "week \(week)")
        }
        var reached: Set<String> = []
        for item in Self.generated {
            let rule = item.rule
            for day in item.days {
                if day.month == 12 && day.week == 1 {
                    reached.insert(rule.weeks.contains(1) ? "December in week 1" : "December in week -52/-53")
                }
                if day.month == 1 && day.week >= 52 {
                    reached.insert(rule.weeks.contains(day.week) ? "January in week 52/53" : "January in week -1")
                }
                if day.week == 53 { reached.insert("week 53") }
                if !rule.setPositions.isEmpty && (day.month == 12 && day.week == 1 || day.month == 1 && day.week >= 52)
                {
                    reached.insert("BYSETPOS at a year end")
                }
            }
        }
        for shape in [
            "December in week 1", "December in week -52/-53", "January in week 52/53", "January in week -1",
            "week 53", "BYSETPOS at a year end",
        ] {
            #expect(reached.contains(shape), "no rule reaches \(shape)")
        }
    }

    // MARK: - Where dateutil reads year-end weeks otherwise

    /// The two year-end cases ``EngineDifferentialTests`` leaves out, where dateutil 2.9
    /// disagrees with the week numbers Foundation gives: late December days of the next
    /// year's week 1 named by its negative number, and early January days of the previous
    /// year's last week when dateutil miscounts that year's weeks.
    // (weeks, BYDAY, WKST, start)
    @Test(arguments: [
        // 2032 has 53 ISO weeks; its week 1 (so week -53) begins on Monday 2031-12-29.
        ([-53], [Int](), 2, "20311229T090000"),
        // 2031 has 52 ISO weeks; its week 1 (so week -52) begins on Monday 2030-12-30.
        ([-52], [3], 2, "20301231T090000"),
        // Weeks from Sunday: 2026's week 52 runs to Saturday 2027-01-02 ...
        ([52], [6], 1, "20261225T090000"),
        // ... and it has no week 53, which dateutil finds in those January days.
        ([53], [Int](), 1, "20260101T090000"),
    ])
    func dateutilMissesSomeYearEndWeeks(weeks: [Int], weekdays: [Int], weekStart: Int, start: String) throws {
        var rule = Parameters(
            weeks: weeks, weekdays: weekdays, weekStart: weekStart, setPositions: [], interval: 1,
            start: try ICalDateTime(parsing: start))
        if let first = Self.expected(rule).first { rule.start = first }
        let expected = strings(Self.expected(rule))
        let expansion = try RecurrenceExpansion(
            of: RecurrenceRule(parsing: rule.rule), from: rule.start, limits: .init(count: 10_000))
        #expect(strings(expansion.occurrences) == expected, "\(rule)")
        let dateutil = try DateutilOracle.expand([
            .init(rule: rule.rule, dtstart: rule.start.description, count: 10_000)
        ])
        #expect(dateutil.first?.occurrences != expected, "dateutil now agrees on \(rule): compare these weeks too")
    }
}
