import TestOracles
import Foundation
import ICalKit
import Testing

/// Oracle 3: random rules of every frequency, SECONDLY to YEARLY, expanded by
/// ``RecurrenceExpansion`` and by python-dateutil (`Tests/Oracle/dateutil_expand.py`, one
/// process for the whole batch), compared occurrence by occurrence.
///
/// The generator aims at the corners of RFC 5545 section 3.3.10: BYSETPOS over the times
/// that BYHOUR, BYMINUTE and BYSECOND expand to (`FREQ=DAILY;BYHOUR=6,18;BYSETPOS=1`,
/// `FREQ=HOURLY;BYMINUTE=0,10,20;BYSETPOS=-1`), sub-daily rules whose date parts only let a
/// day through weeks or years later (`FREQ=SECONDLY;BYMONTH=2;BYMONTHDAY=29`), intervals up
/// to 2^31-1, negative BYMONTHDAY and BYYEARDAY, BYWEEKNO with every WKST, weekly rules with
/// an interval and every WKST, COUNT and UNTIL in the start's form, and DATE, floating and
/// UTC starts.
///
/// Readings where the package and dateutil legitimately differ:
/// - A DTSTART that the rule does not match: RFC 5545 counts DTSTART as the first
///   occurrence (3.8.5.3) and the package may keep it; dateutil drops it. When our first
///   occurrence is DTSTART and dateutil's list does not hold it, it is set aside and the
///   rest must be dateutil's list exactly, one shorter under COUNT, since DTSTART used one
///   of its occurrences. Any other extra or missing occurrence is a disagreement.
/// - `FREQ=YEARLY` with BYMONTHDAY and no BYMONTH: the package takes DTSTART's month,
///   dateutil every month. Not generated (``DateutilOracleTests`` tests the reading).
/// - WEEKLY with BYSETPOS from the middle of a week: dateutil builds the first week's set
///   from DTSTART on, the package from the whole week. Such rules start on the first day of
///   their week (per WKST), where the readings agree.
/// - BYWEEKNO: both count the days of a calendar year whose RFC 5545 week number (per
///   WKST; week 1 is the first with four days in its year; negative from the week-year's
///   end) is listed. dateutil 2.9 gets two year-end cases wrong, so weeks 52, 53, -52 and
///   -53 are left to ``WeekNumberOracleTests``, which checks the package against
///   Foundation's week numbers by brute force; 1, -1 and every week between are compared here.
///   1. Late December days in week 1 of the next week-year are not matched by that week's
///      negative number (-52 or -53): dateutil only looks at the next year's week 1 when 1
///      itself is listed ("TODO: Check -numweeks for next year" in `rrule.py`). 2032 has 53
///      ISO weeks and its week 1 starts on Monday 2031-12-29, so `FREQ=YEARLY;BYWEEKNO=-53`
///      holds 2031-12-29 to 31; dateutil starts at 2032-01-01.
///   2. Early January days in the last week of the previous week-year are matched by 52 or
///      53 from that year's number of weeks, which dateutil works out from the wrong year's
///      length when the previous year's week 1 began on January 1 to 4 and this year's
///      begins on January 3 or 4 (January 4 in a leap year): it counts 53 weeks, not 52.
///      `FREQ=YEARLY;BYWEEKNO=52;BYDAY=FR;WKST=SU` misses Friday 2027-01-01 (week 52 of
///      2026), and `BYWEEKNO=53;WKST=SU` gains 2027-01-01 and 02.
/// - A DATE start has no time of day, so its rules are DAILY or coarser with no BYHOUR,
///   BYMINUTE or BYSECOND (RFC 5545 forbids them there); its UNTIL is a DATE. Nor is
///   BYYEARDAY given to DAILY rules, which RFC 5545 does not allow (dateutil would read it).
/// - A rule dateutil refuses as an empty set (a step that never reaches the BYHOUR, BYMINUTE
///   or BYSECOND values) must give no occurrences and stop with ``RecurrenceExpansion/Stop/neverOccurs``.
///
/// dateutil stops at the end of the year 2200, so only our occurrences up to then are
/// compared; when its list is short because the rule ended (COUNT, or an UNTIL before 2201),
/// ours must be exactly that list and stop with ``RecurrenceExpansion/Stop/ruleEnded``.
///
/// dateutil walks a SECONDLY rule second by second through a day whose date matches until
/// the time parts match, so the generator keeps such rules from needing many such days
/// (at most BYSECOND beside sparse date parts; enough times a day when BYHOUR, BYMINUTE and
/// BYSECOND all narrow it). Date parts given to sub-daily rules can always meet (no
/// `BYMONTH=2;BYMONTHDAY=30`), else dateutil would search to 2200 minute by minute.
@Suite struct EngineDifferentialTests {
    static let seed: UInt64 = 0x0E_4619_E5_D1FF
    static let compared = 25
    /// dateutil's expansion stops after this year (see the script).
    static let lastYear = 2200
    /// How many rules of each frequency the generator writes.
    static let quota: [(RecurrenceRule.Frequency, Int)] = [
        (.secondly, 260), (.minutely, 300), (.hourly, 320), (.daily, 320), (.weekly, 280),
        (.monthly, 320), (.yearly, 360),
    ]

    struct Case: CustomStringConvertible {
        var frequency: RecurrenceRule.Frequency
        var rule: String
        var start: ICalDateTime
        var count: Int?
        var until: ICalDateTime?
        var description: String { "\(rule) from \(start)" }
    }

    static func generate() throws -> [Case] {
        var generator = RuleGenerator(seed: seed)
        var cases: [Case] = []
        for (frequency, count) in quota {
            for _ in 0..<count { cases.append(try generator.make(frequency)) }
        }
        return cases
    }

    /// What one rule gave: our occurrences (or why there are none) against dateutil's.
    struct Verdict {
        var agrees: Bool
        var message: String
    }

    static func judge(_ item: Case, _ answer: DateutilOracle.Answer) -> Verdict {
        let expansion: RecurrenceExpansion
        do {
            let rule = try RecurrenceRule(parsing: item.rule)
            expansion = RecurrenceExpansion(of: rule, from: item.start, limits: .init(count: compared))
        } catch {
            let theirs = answer.occurrences.map { "\($0)" } ?? "error \(answer.error ?? "")"
            return Verdict(agrees: false, message: "\(item): we throw \(error); dateutil gives \(theirs)")
        }
        let ours = texts(expansion.occurrences)
        guard let theirs = answer.occurrences else {
            // dateutil proves these rules empty: the step never reaches the time parts.
            let message = answer.error ?? ""
            guard message.contains("empty set") || message.contains("empty rule") else {
                return Verdict(agrees: false, message: "\(item): dateutil refuses it: \(message)")
            }
            return Verdict(
                agrees: ours.isEmpty && expansion.stop == .neverOccurs,
                message: "\(item): dateutil says it never occurs (\(message)); ours \(ours) (\(expansion.stop))")
        }
        let start = item.start.description
        // Our DTSTART, set aside when the rule does not match it (see the suite's notes); it
        // takes one of the compared occurrences and one of COUNT's.
        let keptStart = ours.first == start && theirs.first != start
        let room = compared - (keptStart ? 1 : 0)
        let countLeft = item.count.map { $0 - (keptStart ? 1 : 0) }
        let expected = Array(theirs.prefix(min(room, countLeft ?? room)))
        // Whether the rule ends inside our window, so nothing may follow dateutil's list.
        let ruleEnds: Bool
        if let count = item.count, let countLeft, theirs.count == count {
            ruleEnds = countLeft <= room
        } else if let until = item.until, until.year <= lastYear {
            ruleEnds = theirs.count < room
        } else {
            ruleEnds = false
        }
        let rest = expansion.occurrences.dropFirst(keptStart ? 1 : 0)
        // Past 2200 only when the rule goes on there; dateutil does not look.
        let checked = texts(Array(ruleEnds ? rest : rest.filter { $0.year <= lastYear }))
        let stopIsRight: Bool
        if ruleEnds {
            // COUNT reached at the caller's limit too is still the rule's end.
            stopIsRight = expansion.stop == .ruleEnded || (ours.isEmpty && expansion.stop == .neverOccurs)
        } else if expected.count == room {
            stopIsRight = expansion.stop == .countLimit
        } else {
            stopIsRight = true  // dateutil stopped at 2200; what follows is not compared
        }
        let kept = keptStart ? " (our first occurrence, DTSTART, which the rule does not match, set aside)" : ""
        var message = "\(item)\(kept): "
        if checked != expected {
            let shorter = min(checked.count, expected.count)
            let index = (0..<shorter).first { checked[$0] != expected[$0] } ?? shorter
            message += "first difference at occurrence \(index + 1): ours \(ours) (\(expansion.stop))"
            message += " vs dateutil \(theirs)"
        } else {
            message += "same occurrences, but we stop with \(expansion.stop)"
            message += ruleEnds ? " where the rule ends" : " at the count limit"
        }
        return Verdict(agrees: checked == expected && stopIsRight, message: message)
    }

    @Test func generatedRulesAgreeWithDateutil() throws {
        let cases = try Self.generate()
        #expect(cases.count >= 2000)
        let answers = try DateutilOracle.expand(
            cases.map { .init(rule: $0.rule, dtstart: $0.start.description, count: Self.compared) })
        var disagreements: [RecurrenceRule.Frequency: Int] = [:]
        var occurring = 0
        var occurringWithoutUntil = 0
        for (item, answer) in zip(cases, answers) {
            let verdict = Self.judge(item, answer)
            if !verdict.agrees { disagreements[item.frequency, default: 0] += 1 }
            if answer.occurrences?.isEmpty == false { occurring += 1 }
            if item.until == nil && answer.occurrences?.isEmpty == false { occurringWithoutUntil += 1 }
            #expect(verdict.agrees, "\(verdict.message)")
        }
        let total = disagreements.values.reduce(0, +)
        let byFrequency = RecurrenceRule.Frequency.allCases.map { "\($0.rawValue) \(disagreements[$0] ?? 0)" }
        #expect(total == 0, "\(total) of \(cases.count) rules disagree: \(byFrequency.joined(separator: ", "))")
        // The comparison means something only if most rules occur (an UNTIL before a sparse
        // rule's first day, or a step that never reaches its times, leaves one empty).
        let withoutUntil = cases.count { $0.until == nil }
        #expect(occurring * 10 >= cases.count * 8, "\(occurring) of \(cases.count) rules occur")
        #expect(
            occurringWithoutUntil * 10 >= withoutUntil * 9,
            "\(occurringWithoutUntil) of \(withoutUntil) rules without UNTIL occur")
    }

    @Test func generatorCoversTheShapes() throws {
        let cases = try Self.generate()
        let rules = cases.map(\.rule)
        for (frequency, count) in Self.quota {
            #expect(cases.count { $0.frequency == frequency } == count)
        }
        func some(_ pattern: String, _ what: String = "") {
            let found = rules.contains { $0.range(of: pattern, options: .regularExpression) != nil }
            #expect(found, "no rule matches \(pattern) \(what)")
        }
        func all(_ parts: [String]) -> (String) -> Bool {
            { rule in parts.allSatisfy { rule.contains($0) } }
        }
        // BYSETPOS over expanded times, sub-daily and daily.
        for frequency in ["DAILY", "HOURLY", "MINUTELY", "SECONDLY", "MONTHLY", "YEARLY", "WEEKLY"] {
            #expect(rules.contains(where: all(["FREQ=\(frequency)", "BYSETPOS="])), "\(frequency) with BYSETPOS")
        }
        #expect(rules.contains(where: all(["FREQ=DAILY", "BYHOUR=", "BYSETPOS="])))
        #expect(rules.contains(where: all(["FREQ=HOURLY", "BYMINUTE=", "BYSETPOS=-"])))
        #expect(rules.contains(where: all(["FREQ=MINUTELY", "BYSECOND=", "BYSETPOS=-"])))
        #expect(rules.contains(where: all(["FREQ=MONTHLY", "BYMONTHDAY=", "BYHOUR=", "BYSETPOS="])))
        // Sparse date parts on sub-daily rules.
        for frequency in ["SECONDLY", "MINUTELY", "HOURLY"] {
            for part in ["BYMONTH=", "BYMONTHDAY=", "BYYEARDAY=", "BYDAY="] {
                #expect(rules.contains(where: all(["FREQ=\(frequency)", part])), "\(frequency) with \(part)")
            }
            #expect(rules.contains(where: all(["FREQ=\(frequency)", "BYMONTH=2", "BYMONTHDAY=29"])))
        }
        // Intervals: small, past libical's 32767, and 2^31-1.
        for frequency in ["SECONDLY", "MINUTELY", "HOURLY", "DAILY"] {
            #expect(rules.contains(where: all(["FREQ=\(frequency)", "INTERVAL=2147483647"])))
            let huge = rules.contains { rule in
                rule.contains("FREQ=\(frequency)") && (interval(of: rule) ?? 0) > 32767
                    && (interval(of: rule) ?? 0) < Int(Int32.max)
            }
            #expect(huge, "\(frequency) with an interval past 32767")
        }
        some("BYMONTHDAY=([^;]*,)?-")
        some("BYYEARDAY=([^;]*,)?-")
        some(#"BYDAY=[^;]*-?\d(SU|MO|TU|WE|TH|FR|SA)"#)
        let weekStarts = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
        for day in weekStarts {
            #expect(rules.contains(where: all(["FREQ=YEARLY", "BYWEEKNO=", "BYDAY=", "WKST=\(day)"])))
            #expect(
                rules.contains {
                    $0.contains("FREQ=WEEKLY") && $0.contains("WKST=\(day)") && (interval(of: $0) ?? 1) > 1
                })
        }
        #expect(rules.contains(where: all(["BYWEEKNO=", "BYSETPOS="])))
        for week in ["1", "51", "-1", "-51"] {
            some("BYWEEKNO=([^;]*,)?\(week)(,|;|$)", "(week \(week))")
        }
        #expect(
            !rules.contains { $0.range(of: "BYWEEKNO=([^;]*,)?-?5[23](,|;|$)", options: .regularExpression) != nil })
        // Ends and starts in every form.
        for form in [ICalDateTime.Form.date, .floating, .utc] {
            #expect(cases.contains { $0.start.form == form && $0.until?.form == form })
            #expect(cases.contains { $0.start.form == form && $0.count != nil })
        }
        #expect(cases.allSatisfy { $0.until == nil || $0.until!.form == $0.start.form })
        // The readings left out.
        #expect(!rules.contains { $0.contains("FREQ=YEARLY") && $0.contains("BYMONTHDAY") && !$0.contains("BYMONTH=") })
        for item in cases where item.frequency == .weekly && item.rule.contains("BYSETPOS") {
            let weekStart = weekStarts.firstIndex { item.rule.contains("WKST=\($0)") }.map { $0 + 1 } ?? 2
            #expect(try Gregorian.weekday(of: item.start) == weekStart, "\(item) starts mid-week")
        }
        #expect(!cases.contains { $0.start.form == .date && ($0.frequency < .daily || $0.rule.contains("BYHOUR")) })
    }
}

/// The rule's INTERVAL, read back from its text.
private func interval(of rule: String) -> Int? {
    guard let part = rule.split(separator: ";").first(where: { $0.hasPrefix("INTERVAL=") }) else { return nil }
    return Int(part.dropFirst("INTERVAL=".count))
}

// MARK: - The generator

/// Writes random rules of one frequency, with a start and an end that fit them.
struct RuleGenerator {
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ probability: Double) -> Bool { random.chance(probability) }
    mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }
    mutating func subset(_ values: [Int], atMost limit: Int) -> [Int] {
        random.subset(of: values, atMost: min(limit, values.count))
    }

    static let largest = Int(Int32.max)

    /// A BY part from its values.
    static func part(_ name: String, _ values: [Int]) -> String {
        name + "=" + values.map(String.init).joined(separator: ",")
    }

    static func dayPart(_ weekdays: [Int]) -> String { "BYDAY=" + weekdays.map(code).joined(separator: ",") }

    /// One or two positions that name members of a set of `size`, and now and then one
    /// past it, which only some periods' sets (or none) reach.
    mutating func positions(size: Int, spill: Bool) -> [Int] {
        let reach = min(size, 6)
        var chosen = subset(Array(1...reach) + Array(-reach...(-1)), atMost: 2)
        if spill { chosen.append(pick([size + 1, -(size + 1), 7, -7, 10])) }
        return Array(Set(chosen)).sorted()
    }

    mutating func hours(atMost limit: Int) -> [Int] { subset(Array(0...23), atMost: limit) }
    mutating func minutes(atMost limit: Int) -> [Int] {
        subset(chance(0.5) ? [0, 5, 10, 15, 20, 30, 45, 59] : Array(0...59), atMost: limit)
    }
    mutating func seconds(atMost limit: Int) -> [Int] {
        subset(chance(0.5) ? [0, 10, 15, 20, 30, 45, 59] : Array(0...59), atMost: limit)
    }

    /// Date parts for a rule of a day or finer, which only let some days through.
    ///
    /// Every combination can meet, most within weeks or months; some (the 29th of
    /// February, the 366th day of the year, a day of the year on a weekday) only once in
    /// years. `daily` allows a weekday on the 29th of February, once in 28 years, which
    /// dateutil is too slow to reach for sub-daily rules, and no BYYEARDAY, which RFC 5545
    /// does not allow in DAILY rules.
    mutating func sparseDateParts(daily: Bool) -> [String] {
        let monthDays = [1, 2, 13, 15, 28, -1, -2, -15, -28]
        var shape = int(0..<9)
        while daily && (shape == 2 || shape == 6) { shape = int(0..<9) }
        switch shape {
        case 0: return [Self.part("BYMONTH", subset(Array(1...12), atMost: 2))]
        case 1: return [Self.part("BYMONTHDAY", subset(monthDays + [29, 30, 31, -29, -30, -31], atMost: 3))]
        case 2:
            let days = [1, 2, 32, 59, 60, 100, 200, 365, 366, -1, -2, -60, -100, -365, -366]
            return [Self.part("BYYEARDAY", subset(days, atMost: 3))]
        case 3: return [Self.dayPart(subset(Array(1...7), atMost: 2))]
        case 4:
            return [
                Self.part("BYMONTH", subset(Array(1...12), atMost: 2)),
                Self.part("BYMONTHDAY", subset(monthDays + [29, -29], atMost: 2)),
            ]
        case 5:
            return [
                Self.part("BYMONTH", subset(Array(1...12), atMost: 2)), Self.dayPart(subset(Array(1...7), atMost: 2)),
            ]
        case 6:
            // A few days of the year on some weekdays: about once a year.
            let days = subset([1, 32, 60, 100, 200, 300, 365, 366, -1, -100, -366], atMost: 4)
            return [Self.part("BYYEARDAY", days), Self.dayPart(subset(Array(1...7), atMost: 5 - days.count))]
        case 7: return [Self.part("BYMONTHDAY", subset(monthDays + [31, -31], atMost: 2)), Self.dayPart([int(1...7)])]
        default:
            // Once in four years (the 29th or the last day of a leap February, -29 its first).
            var parts = ["BYMONTH=2", Self.part("BYMONTHDAY", subset([29, -29], atMost: 2))]
            if daily && chance(0.3) { parts.append(Self.dayPart([int(1...7)])) }
            return parts
        }
    }

    /// A start in 2020-2030, sometimes at the end of a month or a year.
    mutating func start(form: ICalDateTime.Form) -> ICalDateTime {
        let year = int(2020...2030)
        var month = int(1...12)
        var day = int(1...28)
        switch int(0..<10) {
        case 0:
            month = 12
            day = int(24...31)
        case 1: day = ICalDateTime.daysInMonth(year: year, month: month) - int(0...2)
        default: break
        }
        let second = chance(0.6) ? 0 : int(0...59)
        return ICalDateTime(
            year: year, month: month, day: day, hour: int(0...23), minute: pick([0, 0, 15, 30, 45, int(0...59)]),
            second: second, form: form)
    }

    mutating func interval(for frequency: RecurrenceRule.Frequency, huge: Bool) -> Int {
        if huge {
            // Past libical's short; a few steps still fall before 2200 where the unit allows.
            let range: ClosedRange<Int> =
                switch frequency {
                case .secondly: 32768...Self.largest
                case .minutely: 32768...40_000_000
                case .hourly: 32768...700_000
                case .daily: 32768...60_000
                default: 32768...Self.largest
                }
            return chance(0.3) ? Self.largest : int(range)
        }
        switch int(0..<10) {
        case 0..<4: return 1
        case 4..<8: return int(2...7)
        default: return pick([10, 12, 15, 24, 25, 30, 37, 45, 60, 90, 100, 1000])
        }
    }

    // MARK: Frequencies

    mutating func make(_ frequency: RecurrenceRule.Frequency) throws -> EngineDifferentialTests.Case {
        var parts: [String]
        var interval = 1
        var dateAllowed = false
        var weekStartDay: Int?
        var weeklySetPositions = false
        switch frequency {
        case .secondly, .minutely, .hourly:
            (parts, interval) = subDaily(frequency)
        case .daily:
            (parts, interval) = daily()
            dateAllowed = !parts.contains {
                $0.hasPrefix("BYHOUR") || $0.hasPrefix("BYMINUTE") || $0.hasPrefix("BYSECOND")
            }
        case .weekly:
            (parts, interval, weekStartDay) = weekly()
            weeklySetPositions = parts.contains { $0.hasPrefix("BYSETPOS") }
            dateAllowed = !parts.contains { $0.hasPrefix("BYHOUR") }
        case .monthly:
            (parts, interval) = monthly()
            dateAllowed = !parts.contains { $0.hasPrefix("BYHOUR") }
        case .yearly:
            (parts, interval) = yearly()
            dateAllowed = !parts.contains { $0.hasPrefix("BYHOUR") }
        }
        parts.insert("FREQ=\(frequency.rawValue)", at: 0)
        if interval > 1 || chance(0.05) { parts.append("INTERVAL=\(interval)") }

        let form: ICalDateTime.Form =
            dateAllowed && chance(0.25) ? .date : pick([.floating, .floating, .utc])
        var start = start(form: form)
        if weeklySetPositions {
            // Back to the first day of its week (see the suite's notes).
            let back = (try Gregorian.weekday(of: start) - (weekStartDay ?? 2) + 7) % 7
            start = try Gregorian.adding(days: -back, to: start)
        }

        var count: Int?
        var until: ICalDateTime?
        switch int(0..<20) {
        case 0..<7: count = chance(0.3) ? int(1...5) : int(6...40)
        case 7..<14:
            let sparse =
                frequency <= .daily
                && parts.contains { $0.hasPrefix("BYMONTH") || $0.hasPrefix("BYYEARDAY") || $0.hasPrefix("BYDAY") }
            until = try end(for: frequency, interval: interval, sparse: sparse, from: start)
        default: break
        }
        if let count { parts.append("COUNT=\(count)") }
        if let until { parts.append("UNTIL=\(until)") }
        return .init(
            frequency: frequency, rule: parts.shuffled(using: &random).joined(separator: ";"), start: start,
            count: count, until: until)
    }

    /// An UNTIL in the start's form, a random number of steps after it: sometimes exactly
    /// on a step, sometimes between, often days to years out for rules whose days are sparse.
    mutating func end(
        for frequency: RecurrenceRule.Frequency, interval: Int, sparse: Bool, from start: ICalDateTime
    ) throws -> ICalDateTime {
        let unit: Int =
            switch frequency {
            case .secondly: 1
            case .minutely: 60
            case .hourly: 3600
            case .daily: 86_400
            case .weekly: 7 * 86_400
            case .monthly: 30 * 86_400
            case .yearly: 365 * 86_400
            }
        let secondsToLast = (2199 - start.year) * 365 * 86_400
        var offset: Int
        if chance(sparse ? 0.6 : 0.1) {
            offset = int(1...3000) * 86_400
        } else {
            let step = min(interval * unit, secondsToLast)
            offset = min(step.multipliedReportingOverflow(by: int(0...35)).partialValue, secondsToLast)
            if offset < 0 { offset = secondsToLast }
            if chance(0.5) { offset += int(-unit...unit) / 2 }
        }
        offset = max(0, min(offset, secondsToLast))
        if start.form == .date { offset = offset / 86_400 * 86_400 }
        return try Gregorian.adding(days: 0, seconds: offset, to: start)
    }

    /// SECONDLY, MINUTELY and HOURLY rules.
    ///
    /// Time parts coarser than the frequency limit the steps; finer ones expand each step
    /// into a set, which BYSETPOS picks from; date parts only let some days through.
    mutating func subDaily(_ frequency: RecurrenceRule.Frequency) -> ([String], Int) {
        let huge = chance(0.12)
        let interval = interval(for: frequency, huge: huge)
        var parts: [String] = []
        if huge {
            if frequency == .hourly && chance(0.4) { parts.append(Self.part("BYMINUTE", minutes(atMost: 3))) }
            if frequency == .minutely && chance(0.4) { parts.append(Self.part("BYSECOND", seconds(atMost: 3))) }
            return (parts, interval)
        }
        let sparse = chance(0.45)
        if sparse { parts += sparseDateParts(daily: false) }
        var setSize = 1
        switch frequency {
        case .hourly:
            if chance(0.35) { parts.append(Self.part("BYHOUR", hours(atMost: sparse ? 4 : 3))) }
            let minuteList = chance(0.5) ? minutes(atMost: 4) : []
            let secondList = chance(0.3) ? seconds(atMost: 3) : []
            if !minuteList.isEmpty { parts.append(Self.part("BYMINUTE", minuteList)) }
            if !secondList.isEmpty { parts.append(Self.part("BYSECOND", secondList)) }
            setSize = max(minuteList.count, 1) * max(secondList.count, 1)
        case .minutely:
            if chance(0.3) { parts.append(Self.part("BYHOUR", hours(atMost: 3))) }
            if chance(0.3) { parts.append(Self.part("BYMINUTE", minutes(atMost: 4))) }
            let secondList = chance(0.5) ? seconds(atMost: 4) : []
            if !secondList.isEmpty { parts.append(Self.part("BYSECOND", secondList)) }
            setSize = max(secondList.count, 1)
        default:
            // dateutil scans a matching day second by second for BYHOUR and BYMINUTE.
            let hourList = !sparse && chance(0.25) ? hours(atMost: 3) : []
            let minuteList = !sparse && chance(0.25) ? minutes(atMost: 4) : []
            var secondList = chance(0.4) ? seconds(atMost: 5) : []
            if !hourList.isEmpty && !minuteList.isEmpty && !secondList.isEmpty
                && hourList.count * minuteList.count * secondList.count < 12
            {
                secondList = Array(Set(secondList + [0, 10, 20, 30, 40, 50])).sorted()
            }
            if !hourList.isEmpty { parts.append(Self.part("BYHOUR", hourList)) }
            if !minuteList.isEmpty { parts.append(Self.part("BYMINUTE", minuteList)) }
            if !secondList.isEmpty { parts.append(Self.part("BYSECOND", secondList)) }
        }
        let setPositionsAllowed = !parts.isEmpty
        if setPositionsAllowed && chance(setSize > 1 ? 0.45 : 0.12) {
            // A position past the set would never match: dateutil would search to 2200.
            parts.append(Self.part("BYSETPOS", positions(size: setSize, spill: false)))
        }
        return (parts, interval)
    }

    mutating func timeSet(atMost limit: Int) -> ([String], Int) {
        var parts: [String] = []
        var size = 1
        let hourList = hours(atMost: limit)
        parts.append(Self.part("BYHOUR", hourList))
        size *= hourList.count
        if chance(0.4) {
            let minuteList = minutes(atMost: 3)
            parts.append(Self.part("BYMINUTE", minuteList))
            size *= minuteList.count
        }
        if chance(0.2) {
            let secondList = seconds(atMost: 2)
            parts.append(Self.part("BYSECOND", secondList))
            size *= secondList.count
        }
        return (parts, size)
    }

    mutating func daily() -> ([String], Int) {
        let huge = chance(0.1)
        let interval = interval(for: .daily, huge: huge)
        var parts: [String] = []
        if !huge && chance(0.4) { parts += sparseDateParts(daily: true) }
        if chance(0.5) {
            let (times, size) = timeSet(atMost: 3)
            parts += times
            if size > 1 && chance(0.6) {
                parts.append(Self.part("BYSETPOS", positions(size: size, spill: chance(0.2))))
            }
        } else if !parts.isEmpty && chance(0.1) {
            parts.append("BYSETPOS=1")
        }
        return (parts, interval)
    }

    mutating func weekly() -> ([String], Int, Int?) {
        var parts: [String] = []
        let weekStart: Int? = chance(0.85) ? int(1...7) : nil
        if let weekStart { parts.append("WKST=\(code(weekStart))") }
        let interval: Int =
            switch int(0..<10) {
            case 0..<3: 1
            case 3..<9: int(2...5)
            default: pick([8, 10, 26, 52, 100, 1000])
            }
        var days: [Int] = []
        if chance(0.85) {
            days = subset(Array(1...7), atMost: pick([1, 2, 3, 7]))
            parts.append(Self.dayPart(days))
        }
        if chance(0.15) { parts.append(Self.part("BYMONTH", subset(Array(1...12), atMost: 4))) }
        var size = max(days.count, 1)
        if chance(0.2) {
            let (times, timeCount) = timeSet(atMost: 2)
            parts += times
            size *= timeCount
        }
        if size > 1 && chance(0.35) { parts.append(Self.part("BYSETPOS", positions(size: size, spill: chance(0.2)))) }
        return (parts, interval, weekStart)
    }

    mutating func monthly() -> ([String], Int) {
        let monthDays = [1, 2, 10, 13, 15, 28, 29, 30, 31, -1, -2, -5, -15, -28, -29, -30, -31]
        var parts: [String] = []
        switch int(0..<11) {
        case 0: parts.append(Self.part("BYMONTHDAY", subset(monthDays, atMost: 3)))
        case 1: parts.append(ordinalDays(positions: [1, 2, 3, 4, 5, -1, -2, -3, -5], atMost: 2))
        case 2:
            let days = subset(Array(1...7), atMost: 4)
            parts += [Self.dayPart(days), Self.part("BYSETPOS", positions(size: days.count * 4, spill: true))]
        case 3:
            parts += [
                Self.dayPart(subset(Array(1...7), atMost: 2)), Self.part("BYMONTHDAY", subset(monthDays, atMost: 4)),
            ]
        case 4: parts.append(Self.dayPart(subset(Array(1...7), atMost: 2)))
        case 5: break
        case 6, 7:
            // BYMONTHDAY (or BYDAY) with times, and a position in the month's set of times.
            let days = subset(monthDays, atMost: 2)
            let weekdays = subset(Array(1...7), atMost: 2)
            let byWeekday = chance(0.2)
            parts.append(byWeekday ? Self.dayPart(weekdays) : Self.part("BYMONTHDAY", days))
            let (times, size) = timeSet(atMost: 3)
            parts += times
            let daysInSet = byWeekday ? weekdays.count * 4 : days.count
            parts.append(Self.part("BYSETPOS", positions(size: size * daysInSet, spill: chance(0.3))))
        case 8:
            parts.append(Self.part("BYMONTHDAY", subset(monthDays, atMost: 2)))
            parts += timeSet(atMost: 2).0
        case 9:
            parts.append(ordinalDays(positions: [1, 2, -1, -2], atMost: 3))
            parts.append(Self.part("BYSETPOS", positions(size: 3, spill: false)))
        default:
            let days = subset(Array(1...7), atMost: 2)
            parts.append(Self.dayPart(days))
            let (times, size) = timeSet(atMost: 2)
            parts += times
            parts.append(Self.part("BYSETPOS", positions(size: size * days.count * 4, spill: false)))
        }
        if chance(0.3) { parts.append(Self.part("BYMONTH", subset(Array(1...12), atMost: 4))) }
        let interval =
            chance(0.5) ? 1 : chance(0.85) ? int(2...12) : pick([13, 18, 25, 100, 1000])
        return (parts, interval)
    }

    mutating func ordinalDays(positions: [Int], atMost limit: Int) -> String {
        let entries = (0..<int(1...limit)).map { _ in "\(pick(positions))\(code(int(1...7)))" }
        return "BYDAY=" + Array(Set(entries)).sorted().joined(separator: ",")
    }

    mutating func yearly() -> ([String], Int) {
        let monthDays = [1, 2, 10, 13, 15, 28, 29, 30, 31, -1, -2, -5, -29, -31]
        let yearDays = [1, 2, 59, 60, 100, 200, 256, 365, 366, -1, -2, -100, -365, -366]
        var parts: [String] = []
        let months = Self.part("BYMONTH", subset(Array(1...12), atMost: 3))
        switch int(0..<16) {
        case 0: parts += [months, Self.part("BYMONTHDAY", subset(monthDays, atMost: 3))]
        case 1: parts += [months, ordinalDays(positions: [1, 2, 3, 4, 5, -1, -2, -5], atMost: 2)]
        case 2: parts.append(ordinalDays(positions: [1, 2, 10, 20, 26, 52, 53, -1, -2, -10, -52, -53], atMost: 2))
        case 3: parts.append(Self.part("BYYEARDAY", subset(yearDays, atMost: 3)))
        case 4: parts += [months, Self.dayPart(subset(Array(1...7), atMost: 2))]
        case 5:
            let days = subset(Array(1...7), atMost: 5)
            parts += [months, Self.dayPart(days), Self.part("BYSETPOS", positions(size: days.count * 4, spill: true))]
        case 6: parts.append(months)
        case 7: break
        case 8:
            parts += [
                Self.part("BYYEARDAY", subset(yearDays, atMost: 3)), Self.dayPart(subset(Array(1...7), atMost: 3)),
            ]
        case 9:
            let days = subset(yearDays, atMost: 2)
            parts.append(Self.part("BYYEARDAY", days))
            let (times, size) = timeSet(atMost: 2)
            parts += times + [Self.part("BYSETPOS", positions(size: size * days.count, spill: false))]
        case 10:
            let days = subset(monthDays, atMost: 2)
            parts += [months, Self.part("BYMONTHDAY", days)]
            let (times, size) = timeSet(atMost: 2)
            parts += times + [Self.part("BYSETPOS", positions(size: size * days.count, spill: chance(0.2)))]
        default: parts += weekNumbers()
        }
        let interval = chance(0.6) ? 1 : chance(0.85) ? int(2...4) : pick([5, 10, 28, 50])
        return (parts, interval)
    }

    /// BYWEEKNO, with every WKST, mostly with BYDAY, sometimes with BYSETPOS or BYMONTH.
    mutating func weekNumbers() -> [String] {
        // Not 52, 53, -52 or -53: see the suite's notes.
        let edges = [1, 2, 26, 50, 51, -1, -2, -50, -51]
        let weeks = Array(Set(subset(edges, atMost: 2) + (chance(0.4) ? [pick(Array(3...49))] : []))).sorted()
        var parts = [Self.part("BYWEEKNO", weeks)]
        var size = 7 * weeks.count
        if chance(0.8) {
            let days = subset(Array(1...7), atMost: 3)
            parts.append(Self.dayPart(days))
            size = days.count * weeks.count
        }
        if chance(0.85) { parts.append("WKST=\(code(int(1...7)))") }
        if chance(0.3) { parts.append(Self.part("BYSETPOS", positions(size: size, spill: chance(0.2)))) }
        if chance(0.1) { parts.append(Self.part("BYMONTH", subset([1, 6, 12], atMost: 2))) }
        return parts
    }
}
