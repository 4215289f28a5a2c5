import Foundation
import TestOracles
import Testing

@testable import Recurrence
@testable import WeekdayCore

/// The claim check of every language: each sentence, in every language, words one
/// ``SentenceReading`` (the rule on the clock it speaks of, read at its coarsest unit, and
/// how it marks UTC). The reading is checked here against python-dateutil's occurrences
/// of the rule itself, placed on the viewer's clock:
///
/// - a rule that never occurs reads as never, and one that occurs does not;
/// - on UTC's clock ("(in UTC)"), the said rule gives the rule's own occurrences;
/// - on the viewer's clock, the said rule (from the start as the viewer's clock shows it)
///   gives the days the occurrences fall on there, and their times when the sentence names
///   times; with UTC days beside it, those are the days the occurrences fall on in UTC;
/// - the picker's selection holds every weekday an occurrence falls on there.
@Suite struct SentenceReadingClaimTests {
    /// One rule to check: its text, start, and the viewer's zone (nil: the start's own clock).
    struct Case: CustomStringConvertible {
        var rule: String
        var start: String
        var zone: String?

        var description: String { "\(rule) from \(start)" + (zone.map { " in \($0)" } ?? "") }
    }

    static let occurrencesCompared = 150

    /// The rules the false-sentence classes of issue 26 came from, with UTC starts seen
    /// in other zones, and the whole sentence table from a floating start.
    static let named: [Case] =
        [
            Case(rule: "FREQ=DAILY;UNTIL=20250101", start: "20260105", zone: nil),
            Case(rule: "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;UNTIL=20270101", start: "20260105", zone: nil),
            Case(rule: "FREQ=MONTHLY;BYMONTHDAY=31;UNTIL=20260125", start: "20260105", zone: nil),
            Case(rule: "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR;UNTIL=20260201", start: "20260105", zone: nil),
            Case(rule: "FREQ=WEEKLY;BYDAY=MO;BYHOUR=1", start: "20260105T090000Z", zone: "America/New_York"),
            Case(rule: "FREQ=DAILY;BYHOUR=9,17", start: "20260105T090000Z", zone: "Europe/Berlin"),
            Case(rule: "FREQ=WEEKLY;BYDAY=FR;BYHOUR=22", start: "20260105T090000Z", zone: "Asia/Tokyo"),
            Case(rule: "FREQ=YEARLY;BYMONTH=2,3;BYMONTHDAY=31", start: "20260105T090000", zone: nil),
            Case(rule: "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", start: "20260105T090000", zone: nil),
            Case(rule: "FREQ=DAILY;COUNT=1", start: "20260105T090000", zone: nil),
            Case(rule: "FREQ=HOURLY;BYHOUR=9;BYMINUTE=0;BYSECOND=0", start: "20260105T090000", zone: nil),
            Case(rule: "FREQ=YEARLY;BYMONTH=3;BYDAY=MO", start: "20260105T090000", zone: nil),
            Case(
                rule: "FREQ=HOURLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9,11,13,15,17", start: "20260105T090000",
                zone: nil),
            Case(rule: "FREQ=HOURLY;BYDAY=MO", start: "20260105T230000Z", zone: "Europe/Berlin"),
            Case(rule: "FREQ=WEEKLY;BYDAY=MO", start: "20261130T020000Z", zone: "America/New_York"),
            Case(rule: "FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=7;BYMINUTE=30", start: "20260105T073000Z", zone: "Asia/Kolkata"),
            // A step of several weeks or months counts from the start's period on the
            // viewer's clock, which the shift may move.
            Case(
                rule: "FREQ=WEEKLY;INTERVAL=3;BYDAY=SU;UNTIL=20290621T235959Z", start: "20260715T180000Z",
                zone: "Australia/Adelaide"),
            Case(
                rule: "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=15;BYHOUR=3", start: "20260131T200000Z",
                zone: "Australia/Adelaide"),
            Case(rule: "FREQ=DAILY;INTERVAL=2;BYHOUR=1", start: "20260105T200000Z", zone: "Asia/Tokyo"),
        ] + RuleSentenceTests.table.map { Case(rule: $0.0, start: SentenceClaimTests.start, zone: nil) }

    static let zones = [
        "America/New_York", "America/Los_Angeles", "Europe/Berlin", "Asia/Tokyo", "Asia/Kolkata",
        "Australia/Adelaide", "Pacific/Auckland", "America/St_Johns", "UTC",
    ]

    /// Rules made up at random of the parts sentences say, most from UTC starts seen in a
    /// zone that moves their days or times.
    static func generated(_ count: Int) -> [Case] {
        var random = SeededRandom(seed: 0xC1A1_5EED)
        let codes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
        var cases: [Case] = []
        while cases.count < count {
            let roll = Double.random(in: 0..<1, using: &random)
            let frequency =
                roll < 0.05
                ? "MINUTELY"
                : roll < 0.15
                    ? "HOURLY"
                    : roll < 0.35
                        ? "DAILY"
                        : roll < 0.65
                            ? "WEEKLY"
                            : roll < 0.82
                                ? "MONTHLY" : "YEARLY"
            var parts = ["FREQ=" + frequency]
            var timed = false
            switch frequency {
            case "MINUTELY":
                parts.append("INTERVAL=\([15, 20, 30].randomElement(using: &random) ?? 15)")
                parts.append(
                    "BYHOUR=\(random.subset(of: Array(0...23), atMost: 2).map(String.init).joined(separator: ","))")
                if random.chance(0.5) {
                    parts.append("BYDAY=" + random.subset(of: codes, atMost: 3).joined(separator: ","))
                }
            case "HOURLY":
                if random.chance(0.4) { parts.append("INTERVAL=\(Int.random(in: 2...3, using: &random))") }
                if random.chance(0.6) {
                    parts.append("BYDAY=" + random.subset(of: codes, atMost: 3).joined(separator: ","))
                }
                if random.chance(0.3) {
                    parts.append(
                        "BYHOUR=" + random.subset(of: Array(0...23), atMost: 4).map(String.init).joined(separator: ","))
                }
                if random.chance(0.3) { parts.append("BYMINUTE=0") }
            case "DAILY", "WEEKLY":
                if random.chance(0.2) { parts.append("INTERVAL=\(Int.random(in: 2...3, using: &random))") }
                if random.chance(frequency == "WEEKLY" ? 0.75 : 0.3) {
                    parts.append("BYDAY=" + random.subset(of: codes, atMost: 3).joined(separator: ","))
                }
                if random.chance(0.4) {
                    timed = true
                    parts.append(
                        "BYHOUR=" + random.subset(of: Array(0...23), atMost: 2).map(String.init).joined(separator: ","))
                    if random.chance(0.4) {
                        parts.append("BYMINUTE=\([0, 15, 30, 45].randomElement(using: &random) ?? 0)")
                    }
                }
                if random.chance(0.1) { parts.append("BYMONTH=\(Int.random(in: 1...12, using: &random))") }
            default:
                if random.chance(0.2) { parts.append("INTERVAL=2") }
                if frequency == "YEARLY" {
                    parts.append(
                        "BYMONTH=" + random.subset(of: Array(1...12), atMost: 2).map(String.init).joined(separator: ",")
                    )
                }
                let shape = Int.random(in: 0..<4, using: &random)
                if shape == 0 {
                    parts.append(
                        "BYMONTHDAY="
                            + random.subset(of: Array(1...31) + [-1], atMost: 2).map(String.init).joined(separator: ",")
                    )
                } else if shape == 1 {
                    let position = [1, 2, 3, 4, -1].randomElement(using: &random) ?? 1
                    parts.append("BYDAY=\(position)" + (codes.randomElement(using: &random) ?? "MO"))
                } else if shape == 2 {
                    parts.append("BYDAY=" + random.subset(of: codes, atMost: 3).joined(separator: ","))
                    if random.chance(0.4) { parts.append("BYSETPOS=\([1, -1, 2].randomElement(using: &random) ?? 1)") }
                } else {
                    parts.append("BYDAY=" + (codes.randomElement(using: &random) ?? "FR"))
                    parts.append("BYMONTHDAY=\(Int.random(in: 1...28, using: &random))")
                }
                if random.chance(0.25) {
                    timed = true
                    parts.append("BYHOUR=\(Int.random(in: 0...23, using: &random))")
                }
            }
            // The start: UTC (seen in a zone) most often, else floating, else a date for a
            // rule of whole days.
            let day = String(
                format: "2026%02d%02d", Int.random(in: 1...12, using: &random), Int.random(in: 1...28, using: &random))
            let time = String(
                format: "T%02d%02d00", Int.random(in: 0...23, using: &random),
                [0, 15, 30, 45].randomElement(using: &random) ?? 0)
            let formRoll = Double.random(in: 0..<1, using: &random)
            let subDaily = frequency == "HOURLY" || frequency == "MINUTELY"
            let form = formRoll < 0.65 ? "utc" : formRoll < 0.9 || subDaily || timed ? "floating" : "date"
            let start = form == "utc" ? day + time + "Z" : form == "floating" ? day + time : day
            let endRoll = Double.random(in: 0..<1, using: &random)
            if endRoll < 0.25 {
                parts.append("COUNT=\(Int.random(in: 1...30, using: &random))")
            } else if endRoll < 0.5 {
                let until = String(
                    format: "20%02d%02d%02d", Int.random(in: 26...29, using: &random),
                    Int.random(in: 1...12, using: &random), Int.random(in: 1...28, using: &random))
                parts.append("UNTIL=" + until + (form == "utc" ? "T235959Z" : form == "floating" ? "T235959" : ""))
            }
            let zone = form == "utc" ? zones.randomElement(using: &random) : nil
            cases.append(Case(rule: parts.joined(separator: ";"), start: start, zone: zone))
        }
        return cases
    }

    @Test func everyReadingSaysWhatTheRuleDoesOnTheViewersClock() throws {
        let cases = Self.named + Self.generated(500)
        var readings: [(Case, RuleAnalysis, SentenceReading)] = []
        var requests: [DateutilOracle.Request] = []
        for item in cases {
            let start = try ICalDateTime(parsing: item.start)
            let analysis = try RuleAnalysis(
                parsing: item.rule, start: start, timeZone: item.zone.flatMap(TimeZone.init(identifier:)))
            let reading = analysis.sentenceReading
            readings.append((item, analysis, reading))
            requests.append(
                .init(
                    rule: Self.oracleRule(item.rule, start: start), dtstart: item.start, count: Self.occurrencesCompared
                ))
            if let said = reading.rule, let saidStart = reading.start {
                requests.append(
                    .init(
                        rule: Self.oracleRule(said.rfc5545String, start: saidStart), dtstart: saidStart.description,
                        count: Self.occurrencesCompared))
            }
        }
        var answers = try DateutilOracle.expand(requests)[...]
        var checked = 0
        for (item, analysis, reading) in readings {
            let actual = try Self.occurrences(answers.popFirst(), item)
            let said = reading.rule == nil ? nil : try Self.occurrences(answers.popFirst(), item)
            for problem in try Self.problems(item, analysis, reading, actual: actual, said: said) {
                Issue.record("\(item): \(problem)")
            }
            checked += 1
        }
        #expect(checked >= 500)
    }

    /// An answer's occurrences; none for a rule dateutil finds can never occur.
    static func occurrences(_ answer: DateutilOracle.Answer?, _ item: Case) throws -> [String] {
        if let error = answer?.error, error.contains("generates an empty set") { return [] }
        return try #require(answer?.occurrences, "\(item): \(answer?.error ?? "no answer")")
    }

    /// What a reading claims that the rule's occurrences do not bear out.
    static func problems(
        _ item: Case, _ analysis: RuleAnalysis, _ reading: SentenceReading, actual: [String], said: [String]?
    ) throws -> [String] {
        guard let said, let saidRule = reading.rule else {
            return actual.isEmpty ? [] : ["reads as never, but occurs at \(actual[0])"]
        }
        if actual.isEmpty { return ["never occurs, but reads as \(saidRule.rfc5545String)"] }
        let zone = item.zone.flatMap(TimeZone.init(identifier:))
        let local = try actual.map { try Self.onClock($0, of: zone) }
        var problems: [String] = []
        // Every weekday an occurrence falls on is selected (a rule of dates selects none).
        let weekdays = Set(local.map(\.weekday))
        if analysis.fidelity != Fidelity.none && !weekdays.isSubset(of: analysis.selection.weekdays) {
            problems.append("occurs on weekdays \(weekdays.sorted()), selection \(analysis.selection.sorted)")
        }
        switch reading.clock {
        case .utc:
            if Array(said.prefix(actual.count)) != Array(actual.prefix(said.count)) {
                problems.append("in UTC says \(saidRule.rfc5545String): \(said.prefix(3)) against \(actual.prefix(3))")
            }
        case .viewers, .viewersWithUTCDays:
            let saidLocal = try said.map { try Self.onClock($0, of: zone) }
            if case .viewersWithUTCDays(let days) = reading.clock {
                let utcDays = Set(try actual.map { try Self.onClock($0, of: TimeZone(identifier: "UTC")).weekday })
                if utcDays != Set(days) { problems.append("UTC days \(days), but falls on \(utcDays.sorted()) in UTC") }
            }
            // Compared over the stretch both lists cover, as days, and as times when the
            // sentence names times of day.
            let namesTimes = saidRule.hasTimeParts || saidRule.frequency < .daily
            guard let lastActual = local.last, let lastSaid = saidLocal.last else { break }
            let end = min(lastActual, lastSaid)
            if namesTimes {
                let mine = Set(local.filter { $0 <= end }.map(\.text))
                let theirs = Set(saidLocal.filter { $0 <= end }.map(\.text))
                if mine != theirs {
                    problems.append(
                        "says \(saidRule.rfc5545String) from \(reading.start?.description ?? "-"): "
                            + "\(theirs.subtracting(mine).sorted().prefix(3)) said, "
                            + "\(mine.subtracting(theirs).sorted().prefix(3)) not said")
                }
            } else {
                let mine = Set(local.filter { $0.day < end.day }.map(\.day))
                let theirs = Set(saidLocal.filter { $0.day < end.day }.map(\.day))
                if mine != theirs {
                    problems.append(
                        "says \(saidRule.rfc5545String) from \(reading.start?.description ?? "-"): days "
                            + "\(theirs.subtracting(mine).sorted().prefix(3)) said, "
                            + "\(mine.subtracting(theirs).sorted().prefix(3)) not said")
                }
            }
        }
        return problems
    }

    /// A moment on a wall clock: its text as `YYYYMMDDTHHMMSS`, its day and its weekday.
    struct WallClock: Comparable {
        var text: String
        var day: String { String(text.prefix(8)) }
        var weekday: Int

        static func < (lhs: WallClock, rhs: WallClock) -> Bool { lhs.text < rhs.text }
    }

    /// An oracle's occurrence on a zone's clock: a UTC one placed there, a floating or
    /// date one as it is (nil zone: as written).
    static func onClock(_ text: String, of zone: TimeZone?) throws -> WallClock {
        let value = try ICalDateTime(parsing: text)
        guard value.form == .utc, let zone else {
            let fields =
                value.form == .date
                ? ICalDateTime(year: value.year, month: value.month, day: value.day, form: .floating) : value
            return WallClock(text: fields.with(form: .floating).description, weekday: value.weekday)
        }
        let local = ICalDateTime(localTimeOf: value.instant(in: nil), in: zone)
        return WallClock(text: local.description, weekday: local.weekday)
    }

    /// The rule as dateutil must read it to mean what RFC 5545 means: a YEARLY rule with
    /// BYMONTHDAY and no BYMONTH takes the start's month (dateutil takes every month).
    static func oracleRule(_ rule: String, start: ICalDateTime) -> String {
        let parts = rule.uppercased().split(separator: ";").map(String.init)
        let has = { (name: String) in parts.contains { $0.hasPrefix(name + "=") } }
        if parts.contains("FREQ=YEARLY") && has("BYMONTHDAY") && !has("BYMONTH") && !has("BYYEARDAY")
            && !has("BYWEEKNO")
        {
            return rule + ";BYMONTH=\(start.month)"
        }
        return rule
    }
}
