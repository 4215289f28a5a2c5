import Foundation
import TestOracles
import Testing

@testable import WeekdayCore

/// Every English sentence of the sentence table, read back into what it claims (the step,
/// the days, the positions, the times, the end, or that it never occurs) and checked
/// against python-dateutil's occurrences of its rule: each occurrence is one the sentence
/// allows, and each moment the sentence allows between the first and the last occurrence
/// is an occurrence.
@Suite struct SentenceClaimTests {
    static let start = "20261130T090000"

    /// The rule as dateutil should expand it to mean what our engine means: a YEARLY rule
    /// with BYMONTHDAY and no BYMONTH takes DTSTART's month in libical and in our engine
    /// (RFC 5545 takes what a rule leaves out from DTSTART), where dateutil takes every
    /// month, so the month is written out.
    static func oracleRule(_ rule: String) -> String {
        let parts = rule.uppercased().split(separator: ";").map(String.init)
        let has = { (name: String) in parts.contains { $0.hasPrefix(name + "=") } }
        if parts.contains("FREQ=YEARLY") && has("BYMONTHDAY") && !has("BYMONTH") && !has("BYYEARDAY")
            && !has("BYWEEKNO")
        {
            return rule + ";BYMONTH=11"
        }
        return rule
    }

    static func seconds(_ value: String) -> Int? {
        guard let match = value.firstMatch(of: /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2}))?Z?$/),
            let year = Int(match.1), let month = Int(match.2), let day = Int(match.3)
        else { return nil }
        let time =
            (match.4.flatMap { Int($0) } ?? 0) * 3600 + (match.5.flatMap { Int($0) } ?? 0) * 60
            + (match.6.flatMap { Int($0) } ?? 0)
        return CivilDay(year: year, month: month, day: day).number * 86_400 + time
    }

    @Test func everySentenceOfTheTableSaysWhatTheRuleDoes() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let start = try ICalDateTime(parsing: Self.start)
        let rules = RuleSentenceTests.table.map(\.0)
        var claims: [(String, String, SentenceClaim)] = []
        for rule in rules {
            let sentence = try RuleAnalysis(parsing: rule, start: start).summary(in: calendar)
            claims.append((rule, sentence, SentenceClaim(sentence)))
        }
        let requests = claims.map { rule, _, claim in
            DateutilOracle.Request(
                rule: Self.oracleRule(rule), dtstart: Self.start, count: claim.count == nil ? 40 : 600)
        }
        let answers = try DateutilOracle.expand(requests)
        for ((rule, sentence, claim), answer) in zip(claims, answers) {
            let context = "\(rule): \"\(sentence)\""
            let occurrences = try #require(answer.occurrences, "\(context): \(answer.error ?? "")")
            for problem in Self.problems(of: claim, against: occurrences.compactMap(Self.seconds)) {
                Issue.record("\(context): \(problem)")
            }
        }
    }

    /// Every sentence the check can read of rules made up at random says what they do.
    ///
    /// The rules are made of the parts sentences say (steps, weekdays with and without
    /// positions, days of the month, months, set positions, counts). Sentences it cannot read are counted, and
    /// most must be readable.
    @Test func generatedRulesSayWhatTheyDo() throws {
        var random = SeededRandom(seed: 0x5E47_E7CE)
        let codes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
        var rules: [String] = []
        while rules.count < 250 {
            let frequency = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"].randomElement(using: &random) ?? "DAILY"
            var parts = ["FREQ=" + frequency]
            if random.chance(0.3) { parts.append("INTERVAL=\(Int.random(in: 2...4, using: &random))") }
            let positioned = frequency == "MONTHLY" || frequency == "YEARLY"
            if random.chance(0.7) {
                let days = random.subset(of: codes, atMost: 3)
                if positioned && random.chance(0.4) {
                    let position = [1, 2, 3, -1, -2].randomElement(using: &random) ?? 1
                    parts.append("BYDAY=" + days.map { "\(position)\($0)" }.joined(separator: ","))
                } else {
                    parts.append("BYDAY=" + days.joined(separator: ","))
                }
            }
            if positioned && random.chance(0.3) {
                parts.append(
                    "BYMONTHDAY="
                        + random.subset(of: [1, 13, 15, 28, 31, -1], atMost: 2).map(String.init).joined(separator: ","))
            }
            if frequency == "YEARLY" && random.chance(0.5) {
                parts.append(
                    "BYMONTH=" + random.subset(of: [1, 2, 6, 11], atMost: 2).map(String.init).joined(separator: ","))
            }
            if frequency != "DAILY" && parts.contains(where: { $0.hasPrefix("BYDAY=") }) && random.chance(0.2) {
                parts.append(
                    "BYSETPOS=" + random.subset(of: [1, 2, -1], atMost: 2).map(String.init).joined(separator: ","))
            }
            if frequency != "YEARLY" && random.chance(0.15) {
                parts.append("BYMONTH=" + (["1", "6,7"].randomElement(using: &random) ?? ""))
            }
            if random.chance(0.15) {
                parts.append("BYHOUR=" + (["8", "9,17", "0"].randomElement(using: &random) ?? ""))
            }
            if random.chance(0.3) {
                parts.append("COUNT=\(Int.random(in: 1...6, using: &random))")
            } else if random.chance(0.2) {
                parts.append("UNTIL=" + (["20270315", "20270601T120000Z"].randomElement(using: &random) ?? ""))
            }
            // A yearly rule's positions count in the year, unless BYMONTH is written out,
            // which the oracle's reading of a month-less rule would need.
            let impliedMonth = frequency == "YEARLY" && !parts.contains { $0.hasPrefix("BYMONTH=") }
            if impliedMonth && parts.contains(where: { $0.hasPrefix("BYMONTHDAY=") })
                && parts.contains(where: { $0.hasPrefix("BYDAY=") && $0.contains(where: \.isNumber) })
            {
                continue
            }
            rules.append(parts.joined(separator: ";"))
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let start = try ICalDateTime(parsing: Self.start)
        var read: [(String, String, SentenceClaim)] = []
        var unreadable: [String] = []
        for rule in rules {
            guard let analysis = try? RuleAnalysis(parsing: rule, start: start) else { continue }
            let sentence = analysis.summary(in: calendar)
            let claim = SentenceClaim(sentence)
            if claim.leftOver.isEmpty { read.append((rule, sentence, claim)) } else { unreadable.append(sentence) }
        }
        let answers = try DateutilOracle.expand(
            read.map { .init(rule: Self.oracleRule($0.0), dtstart: Self.start, count: $0.2.count == nil ? 40 : 600) })
        for ((rule, sentence, claim), answer) in zip(read, answers) {
            guard let occurrences = answer.occurrences else { continue }
            for problem in Self.problems(of: claim, against: occurrences.compactMap(Self.seconds)) {
                Issue.record("\(rule): \"\(sentence)\": \(problem)")
            }
        }
        #expect(read.count >= 170, "the check reads \(read.count); not \(unreadable.prefix(10))")
    }

    /// Rules whose sentence was once false, read back and checked against dateutil's
    /// occurrences on the clock the sentence speaks of: the viewer's zone, or UTC where the
    /// sentence says "(in UTC)". An end before the first occurrence must say it never occurs.
    /// Starts are at 09:00, the time the check takes for a sentence that names none.
    // (rule, start, viewer's zone or nil)
    @Test(
        arguments: [
            ("FREQ=DAILY;UNTIL=20250101", "20260105T090000", nil),
            ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29;UNTIL=20270101", "20260105T090000", nil),
            ("FREQ=MONTHLY;BYMONTHDAY=31;UNTIL=20260125", "20260105T090000", nil),
            ("FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR;UNTIL=20260201", "20260105T090000", nil),
            ("FREQ=YEARLY;BYMONTH=2,3;BYMONTHDAY=31", "20260105T090000", nil),
            ("FREQ=YEARLY;BYMONTH=2,4,5;BYMONTHDAY=30,31", "20260105T090000", nil),
            ("FREQ=WEEKLY;BYDAY=MO;BYHOUR=1", "20260105T090000Z", "America/New_York"),
            ("FREQ=DAILY;BYHOUR=9,17", "20260105T090000Z", "Europe/Berlin"),
            ("FREQ=WEEKLY;BYDAY=FR;BYHOUR=22", "20260105T090000Z", "Asia/Tokyo"),
            ("FREQ=WEEKLY;BYDAY=MO;BYHOUR=1,23", "20260105T090000Z", "Asia/Kolkata"),
            ("FREQ=WEEKLY;BYDAY=TU;BYHOUR=18;BYMINUTE=30", "20260105T090000Z", "Asia/Kolkata"),
        ] as [(String, String, String?)])
    func onceFalseSentencesSayWhatTheRuleDoes(rule: String, start: String, zone: String?) throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let viewer = try zone.map { try #require(TimeZone(identifier: $0)) }
        let analysis = try RuleAnalysis(parsing: rule, start: try ICalDateTime(parsing: start), timeZone: viewer)
        let sentence = analysis.summary(in: calendar)
        let inUTC = sentence.hasSuffix(" (in UTC)")
        let claim = SentenceClaim(String(sentence.replacing(" (in UTC)", with: "")))
        let answer = try #require(DateutilOracle.expand([.init(rule: rule, dtstart: start, count: 40)]).first)
        let occurrences = try #require(answer.occurrences, "\(answer.error ?? "")")
        // Each occurrence as the wall clock the sentence speaks of shows it.
        let clock = inUTC ? nil : viewer
        let moments = try occurrences.map { text in
            let instant = try ICalDateTime(parsing: text).instant(in: nil)
            let seconds = Int(instant.timeIntervalSince1970)
            return seconds + (clock?.secondsFromGMT(for: instant) ?? 0)
        }
        for problem in Self.problems(of: claim, against: moments) {
            Issue.record("\(rule) in \(zone ?? "UTC"): \"\(sentence)\": \(problem)")
        }
        if let viewer {
            var local = Calendar(identifier: .gregorian)
            local.timeZone = viewer
            let days = Set(
                try occurrences.map { local.component(.weekday, from: try ICalDateTime(parsing: $0).instant(in: nil)) })
            #expect(Set(analysis.selection.weekdays) == days, "\(rule) in \(zone ?? "")")
        }
    }

    /// The check fails the false sentences an earlier wording gave: it can tell.
    // (rule, a false sentence for it)
    @Test(arguments: [
        ("FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=2", "Monthly on the second Monday or Wednesday"),
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", "Every year on February 29 (leap years only)"),
        ("FREQ=YEARLY;BYMONTHDAY=-1", "Every year on the last day"),
        ("FREQ=MONTHLY;BYDAY=TU,TH;BYSETPOS=3", "Monthly on the third Tuesday or Thursday"),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "Every Monday"),
        ("FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", "Monthly on Friday"),
        ("FREQ=DAILY;COUNT=3", "Every day, 4 times"),
        ("FREQ=DAILY;COUNT=1", "Once, on Tuesday, December 1, 2026"),
        ("FREQ=DAILY;COUNT=1", "Once, on Monday, November 30, 2027"),
        ("FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", "Every Friday the 12th"),
        ("FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=1", "Every year on March 1 (leap years only)"),
        ("FREQ=MONTHLY;BYMONTHDAY=1,15,-1", "Monthly on the 1st, the 15th, and the second to last day"),
        ("FREQ=YEARLY;BYWEEKNO=1,-2;BYDAY=MO", "Every year in week 1 and the last week of the year on Monday"),
        ("FREQ=YEARLY;BYYEARDAY=1,-1", "Every year on day 1 and the second to last day of the year"),
    ])
    func falseSentenceFails(rule: String, sentence: String) throws {
        let answer = try #require(
            DateutilOracle.expand([.init(rule: Self.oracleRule(rule), dtstart: Self.start, count: 40)]).first)
        let occurrences = try #require(answer.occurrences).compactMap(Self.seconds)
        #expect(!Self.problems(of: SentenceClaim(sentence), against: occurrences).isEmpty, "\(rule): \(sentence)")
    }

    /// What is wrong with a sentence's claim, given the rule's occurrences (40 asked for,
    /// or more when the sentence gives a count).
    static func problems(of claim: SentenceClaim, against occurrences: [Int]) -> [String] {
        var problems: [String] = []
        if !claim.leftOver.isEmpty { problems.append("the check cannot read \"\(claim.leftOver)\"") }
        if claim.never {
            if !occurrences.isEmpty { problems.append("it says it never occurs, yet it does") }
            return problems
        }
        guard let first = occurrences.first, let last = occurrences.last else {
            // An end before the first day the sentence names is no false claim.
            if let until = claim.until, claim.moments(from: SentenceClaim.startSecond, through: until).isEmpty {
                return problems
            }
            return problems + ["it never occurs"]
        }
        if let count = claim.count {
            if occurrences.count != count { problems.append("\(occurrences.count) occurrences") }
        } else if let until = claim.until {
            if last > until { problems.append("goes on after its end") }
        } else {
            // dateutil's expansion stops after 2200 (see the script).
            let reachesTheHorizon = CivilDay(number: last.floorDivided(by: 86_400)).year > 2150
            if occurrences.count != 40 && !reachesTheHorizon { problems.append("ends after \(occurrences.count)") }
        }
        let unsaid = occurrences.filter { !claim.allows($0, first: first) }
        if !unsaid.isEmpty { problems.append("occurs at \(unsaid.prefix(3).map(text)), which it does not say") }
        let missing = Set(claim.moments(from: first, through: last)).subtracting(occurrences)
        if !missing.isEmpty { problems.append("says \(missing.sorted().prefix(3).map(text)), which is no occurrence") }
        return problems
    }

    static func text(_ moment: Int) -> String {
        let day = CivilDay(number: moment.floorDivided(by: 86_400))
        let time = moment - moment.floorDivided(by: 86_400) * 86_400
        return String(format: "%04d-%02d-%02d %02d:%02d", day.year, day.month, day.day, time / 3600, time % 3600 / 60)
    }
}
