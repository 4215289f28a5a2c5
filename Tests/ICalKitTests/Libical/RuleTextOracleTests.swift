import Foundation
import ICalKit
import TestOracles
import Testing

/// The Swift rule reader and writer (``RecurrenceRule/init(parsing:)``,
/// ``RecurrenceRule/rfc5545String``) against libical 3.0's (`icalrecurrencetype_from_string`,
/// `icalrecurrencetype_as_string_r`), on every rule text the package ships and on
/// thousands of generated ones.
///
/// For each text Swift reads: libical reads it to the same rule, both write that rule to
/// the same bytes, and the written text reads back (in both) to the same rule. For each
/// text Swift refuses, the error names the part at fault unless the whole text is not a
/// rule. Where libical is laxer (a trailing `;`, `BYDAY=MO, FR`, `INTERVAL=1;INTERVAL=2`)
/// nothing is asserted of it.
///
/// Texts libical cannot take as they are, with no comparison of the readings:
/// - An INTERVAL above 32767: libical keeps it in a C `short`, so 32768 becomes -32768
///   (refused) and 65537 becomes 1.
/// - A BY list of more items than libical's array holds (``libicalCapacity``): libical
///   refuses it, or at exactly the array's size writes the list's end marker over the first
///   value of the next part. Swift reads up to 385 items and keeps each value once.
/// - The `RRULE:` prefix: it names the content line, and libical's reader takes the value
///   alone, so libical is given the text without it.
/// - A lower-case `t` or `z` in UNTIL: libical's time reader wants them upper case (see
///   ``lowerCaseUntilTimeIsRefusedByLibical()``), so libical is given UNTIL's value in upper
///   case and every other part as written.
@Suite struct RuleTextOracleTests {
    // MARK: - What libical can hold

    /// How many items each BY array of libical 3.0 holds: one slot of each array
    /// (`ICAL_BY_SECOND_SIZE` and the rest in `icalrecur.h`) ends the list.
    static let libicalCapacity: [String: Int] = [
        "BYSECOND": 61, "BYMINUTE": 60, "BYHOUR": 24, "BYDAY": 385, "BYMONTHDAY": 31, "BYYEARDAY": 385,
        "BYWEEKNO": 55, "BYMONTH": 13, "BYSETPOS": 385,
    ]

    /// libical keeps INTERVAL in a C `short`.
    static let libicalLargestInterval = Int(Int16.max)

    /// Whether libical's value struct holds the rule unchanged.
    static func libicalCanHold(_ rule: RecurrenceRule) -> Bool {
        let lengths = [
            "BYSECOND": rule.seconds.count, "BYMINUTE": rule.minutes.count, "BYHOUR": rule.hours.count,
            "BYDAY": rule.weekdays.count, "BYMONTHDAY": rule.daysOfTheMonth.count,
            "BYYEARDAY": rule.daysOfTheYear.count, "BYWEEKNO": rule.weeks.count, "BYMONTH": rule.months.count,
            "BYSETPOS": rule.setPositions.count,
        ]
        return rule.interval <= libicalLargestInterval
            && lengths.allSatisfy { $0.value <= libicalCapacity[$0.key, default: 0] }
    }

    // MARK: - Texts

    /// The text after an `RRULE:` prefix in any case, or the whole text.
    static func body(of text: String) -> String {
        text.prefix(6).uppercased() == "RRULE:" ? String(text.dropFirst(6)) : text
    }

    /// The text's parts as written, split at semicolons.
    static func parts(of body: String) -> [(name: String, value: String)] {
        body.split(separator: ";", omittingEmptySubsequences: false).map { part in
            let name = part.prefix { $0 != "=" }
            return (String(name), String(part.dropFirst(name.count + 1)))
        }
    }

    /// Whether a BY list of the text has more items than libical's array holds.
    static func overflowsLibical(_ body: String) -> Bool {
        // BYMONTH's 13 is the fewest any array holds.
        guard body.utf8.count(where: { $0 == UInt8(ascii: ",") }) >= 13 else { return false }
        return parts(of: body).contains { part in
            guard let capacity = libicalCapacity[part.name.uppercased()] else { return false }
            return part.value.split(separator: ",", omittingEmptySubsequences: false).count > capacity
        }
    }

    /// The text libical is given for a text Swift reads: without the prefix, and with
    /// UNTIL's value in upper case.
    static func libicalText(_ text: String) -> String {
        let body = body(of: text)
        guard body.range(of: "UNTIL=", options: .caseInsensitive) != nil else { return body }
        return parts(of: body).map { part in
            part.name.uppercased() == "UNTIL" ? "\(part.name)=\(part.value.uppercased())" : "\(part.name)=\(part.value)"
        }.joined(separator: ";")
    }

    /// Whether the text is no rule as a whole, before any part can be named: empty, holding
    /// a space, a control or non-ASCII character, or a piece that is not NAME=VALUE.
    static func isWholeRuleProblem(_ body: String) -> Bool {
        body.isEmpty || !body.unicodeScalars.allSatisfy { (0x21..<0x7F).contains($0.value) }
            || parts(of: body).contains { $0.name.isEmpty || $0.value.isEmpty }
    }

    // MARK: - One text against libical

    /// What the texts of one source gave.
    struct Tally: CustomStringConvertible {
        var texts = 0
        var read = 0
        var refused = 0
        /// Texts Swift refuses and libical reads to a rule RFC 5545 allows.
        var refusedButReadByLibical: [String] = []
        /// Texts whose reading was compared with libical's.
        var readingsCompared = 0
        /// Rules whose written text was compared with libical's.
        var writingsCompared = 0
        /// Readings not compared (an INTERVAL or a list libical cannot hold).
        var beyondLibical = 0
        /// Rules whose second reading orders one weekday's positions differently.
        var reorderedOnRereading = 0

        var description: String {
            "\(texts) texts: \(read) read (\(readingsCompared) readings and \(writingsCompared) writings compared, "
                + "\(beyondLibical) beyond libical, \(reorderedOnRereading) reordered on a second reading), "
                + "\(refused) refused (\(refusedButReadByLibical.count) of them read by libical)"
        }
    }

    /// Whether two rules differ only in the order of BYDAY items of the same weekday.
    static func differOnlyInOrderOfOneWeekday(_ first: RecurrenceRule, _ second: RecurrenceRule) -> Bool {
        guard first != second, first.sortedParts == second.sortedParts else { return false }
        func weekdays(_ rule: RecurrenceRule) -> [Int] { rule.weekdays.map(\.weekday) }
        return weekdays(first) == weekdays(second)
    }

    /// Reads `text` with both readers and compares readings, writings and round trips.
    static func check(_ text: String, from source: String, into tally: inout Tally) {
        tally.texts += 1
        let rule: RecurrenceRule
        do {
            rule = try RecurrenceRule(parsing: text)
        } catch {
            tally.refused += 1
            if RecurrenceRule.readByLibical(body(of: text)) != nil { tally.refusedButReadByLibical.append(text) }
            if !isWholeRuleProblem(body(of: text)) {
                #expect(error.part != nil, "\(source): `\(text)` is refused without naming a part: \(error)")
            }
            return
        }
        tally.read += 1
        let holdable = libicalCanHold(rule)
        if holdable && !overflowsLibical(body(of: text)) {
            tally.readingsCompared += 1
            #expect(RecurrenceRule.readByLibical(libicalText(text)) == rule, "\(source): `\(text)` read by libical")
        } else {
            tally.beyondLibical += 1
        }
        let written = rule.rfc5545String
        if holdable {
            tally.writingsCompared += 1
            #expect(written == rule.writtenByLibical, "\(source): `\(text)` written by libical")
        }
        let again: RecurrenceRule
        do {
            again = try RecurrenceRule(parsing: written)
        } catch {
            Issue.record("\(source): `\(text)` is written as `\(written)`, which Swift refuses: \(error)")
            return
        }
        if holdable {
            #expect(RecurrenceRule.readByLibical(written) == again, "\(source): `\(written)` read by libical")
        }
        if differOnlyInOrderOfOneWeekday(again, rule) {
            tally.reorderedOnRereading += 1
            withKnownIssue("BYDAY positions of one weekday change order when read again under a WKST other than MO") {
                #expect(again == rule, "\(source): `\(text)` is written as `\(written)`")
                #expect(again.rfc5545String == written, "\(source): `\(written)` written again")
            }
        } else {
            #expect(again == rule, "\(source): `\(text)` is written as `\(written)`, which reads back differently")
            #expect(again.rfc5545String == written, "\(source): `\(written)` is not written back as itself")
        }
    }

    // MARK: - The package's own rule texts

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The package's rule texts, by where they come from.
    enum Source: String, CaseIterable, Sendable {
        case fixtures, fuzzRegressions, rfc5545Examples, engineExamples

        var texts: [String] {
            get throws {
                switch self {
                case .fixtures: try RuleTextOracleTests.fixtureRules()
                case .fuzzRegressions: try RuleTextOracleTests.fuzzRegressionRules()
                case .rfc5545Examples: try RuleTextOracleTests.rfc5545ExampleRules()
                case .engineExamples:
                    EngineExamples.all.map(\.rule) + EngineExamples.neverOccurring.map(\.rule)
                }
            }
        }
    }

    /// The value of every RRULE line of `Fixtures/*.ics`, lines unfolded (RFC 5545 3.1).
    static func fixtureRules() throws -> [String] {
        let folder = root.appendingPathComponent("Fixtures")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".ics") }
        var rules: [String] = []
        for name in names.sorted() {
            let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
            var lines: [String] = []
            for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }) {
                if let first = line.first, first == " " || first == "\t", !lines.isEmpty {
                    lines[lines.count - 1] += line.dropFirst()
                } else {
                    lines.append(String(line))
                }
            }
            for line in lines {
                let name = line.prefix { $0 != ":" && $0 != ";" }
                guard name.uppercased() == "RRULE", let colon = line.firstIndex(of: ":") else { continue }
                rules.append(String(line[line.index(after: colon)...]))
            }
        }
        return rules
    }

    /// The rule inputs the fuzzers found, byte for byte.
    static func fuzzRegressionRules() throws -> [String] {
        let folder = root.appendingPathComponent("Tests/FuzzRegressions/rules")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { !$0.hasPrefix(".") }
        return try names.sorted().map {
            String(decoding: try Data(contentsOf: folder.appendingPathComponent($0)), as: UTF8.self)
        }
    }

    /// The rules of RFC 5545's examples (section 3.8.5.3).
    static func rfc5545ExampleRules() throws -> [String] {
        struct Example: Decodable { var rule: String }
        let file = root.appendingPathComponent("Tests/Oracle/rfc5545-examples.json")
        return try JSONDecoder().decode([Example].self, from: Data(contentsOf: file)).map(\.rule)
    }

    /// How many texts each source holds at least, and how many of them Swift reads: all but
    /// the fixtures' broken rules (libical reads two of those, `UNTIL=2026-03-01` and
    /// `BYDAY=MO, WE`) and the fuzz inputs with an UNTIL in the year 0.
    static let expectedReadings: [Source: (texts: Int, read: Int)] = [
        .fixtures: (108, 97), .fuzzRegressions: (8, 6), .rfc5545Examples: (40, 40), .engineExamples: (36, 36),
    ]

    @Test(arguments: Source.allCases)
    func bundledRulesAgreeWithLibical(_ source: Source) throws {
        let texts = try source.texts
        var tally = Tally()
        for text in texts { Self.check(text, from: source.rawValue, into: &tally) }
        let expected = try #require(Self.expectedReadings[source])
        #expect(tally.texts >= expected.texts, "\(source): \(tally)")
        #expect(tally.read >= expected.read, "\(source): \(tally)")
    }

    // MARK: - Generated rule texts

    static let textSeed: UInt64 = 0x0_1CA1_7E47
    static let generatedTexts = 6000

    static let generatedTextList: [String] = {
        var generator = RuleTextGenerator(seed: textSeed)
        return (0..<generatedTexts).map { _ in generator.text() }
    }()

    /// Thousands of generated texts, compared as the package's own.
    ///
    /// Of the texts Swift refuses, libical reads some to a rule: an empty piece (a trailing
    /// or doubled `;`, where libical stops reading), `RSCALE=1`, `BYDAY=MO, FR`, an UNTIL of
    /// `2026-03-01`, `COUNT=12x` (read as 12), and a BYDAY or BYSETPOS of 386 to 388 items
    /// with repeats. Nothing is asserted of those.
    @Test func generatedTextsAgreeWithLibical() {
        var tally = Tally()
        for text in Self.generatedTextList { Self.check(text, from: "generated", into: &tally) }
        // Most texts are rules, enough are not, and some are past what libical holds.
        #expect(tally.read * 10 >= tally.texts * 8, "\(tally)")
        #expect(tally.refused * 100 >= tally.texts * 5, "\(tally)")
        #expect(tally.readingsCompared * 10 >= tally.read * 9, "\(tally)")
        #expect(tally.beyondLibical > 0, "\(tally)")
    }

    /// The generator reaches every part and every spelling the comparison is about.
    @Test func generatorCoversEveryPart() {
        let texts = Self.generatedTextList
        let bodies = texts.map { Self.body(of: $0).uppercased() }
        func some(_ pattern: String, _ what: String) {
            let found = bodies.contains { $0.range(of: pattern, options: .regularExpression) != nil }
            #expect(found, "no text has \(what) (`\(pattern)`)")
        }
        for frequency in RecurrenceRule.Frequency.allCases {
            some("(^|;)FREQ=\(frequency.rawValue)(;|$)", "\(frequency)")
        }
        some("COUNT=[0-9]", "COUNT")
        some("UNTIL=[0-9]{8}(;|$)", "a DATE UNTIL")
        some("UNTIL=[0-9]{8}T[0-9]{6}(;|$)", "a floating UNTIL")
        some("UNTIL=[0-9]{8}T[0-9]{6}Z", "a UTC UNTIL")
        some("INTERVAL=[0-9]{1,4}(;|$)", "an INTERVAL libical holds")
        some("INTERVAL=[0-9]{6,}", "an INTERVAL past libical's short")
        for part in ["BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYMONTH"] {
            some("(^|;)\(part)=[0-9+]", part)
        }
        for part in ["BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYSETPOS"] {
            some("(^|;)\(part)=([^;]*,)?-", "\(part) < 0")
        }
        some("BYSECOND=([^;]*,)?60(,|;|$)", "leap second 60")
        some("BYYEARDAY=([^;]*,)?-366(,|;|$)", "day -366")
        some("BYSETPOS=([^;]*,)?366(,|;|$)", "set position 366")
        some("BYDAY=([^;]*,)?\\+?0?53[A-Z]{2}", "BYDAY position 53")
        some("BYDAY=([^;]*,)?-0?53[A-Z]{2}", "BYDAY position -53")
        some("BYDAY=([^;]*,)?\\+[0-9]", "a BYDAY position with a plus sign")
        some("WKST=[A-Z]{2};(.*;)?BYDAY=", "WKST before BYDAY")
        some("BYDAY=.*;WKST=", "WKST after BYDAY")
        some("BYDAY=([^;]*,)?([0-9+-]*[A-Z]{2}),([^;]*,)?\\2(,|;|$)", "a repeated BYDAY item")
        some("BYDAY=([^;]*,)?[0-9+-]*(SU|TU),([^;]*,)?[0-9+-]*MO", "BYDAY out of week order")
        some("BYDAY=([^;]*,)?-?[0-9]+MO,([^;]*,)?-?[0-9]+MO", "one weekday at two positions")
        some("(^|;)BY[A-Z]+=([^;]*,)?0[0-9]", "a number with a leading zero")
        #expect(texts.contains { $0.contains("freq=") && $0 == $0.lowercased() }, "no lower-case text")
        #expect(
            texts.contains { $0.contains("Freq=") || $0.contains("fReq=") || $0.contains("frEq=") }, "no mixed case")
        #expect(texts.contains { $0.uppercased().hasPrefix("RRULE:") }, "no RRULE: prefix")
    }

    /// Rules made as values, in any order of their BY values, written by both writers.
    @Test func generatedRulesAreWrittenAsLibicalWritesThem() throws {
        var generator = RuleTextGenerator(seed: Self.textSeed ^ 0xFACE)
        var compared = 0
        let count = 2000
        for _ in 0..<count {
            let rule = try generator.rule()
            let written = rule.rfc5545String
            let read = try RecurrenceRule(parsing: written)
            #expect(read.sortedParts == rule.sortedParts, "`\(written)` reads back as `\(read.rfc5545String)`")
            guard Self.libicalCanHold(rule) else { continue }
            compared += 1
            #expect(written == rule.writtenByLibical)
            #expect(RecurrenceRule.readByLibical(written) == read, "`\(written)` read by libical")
        }
        #expect(compared * 10 >= count * 9)
    }

    // MARK: - Single cases

    /// ical.net's published answer for ordinals past a month's weeks: 6WE never occurs,
    /// -3WE is a month's third Wednesday from the end.
    @Test func icalNetMonthlyOrdinals() throws {
        let text = "FREQ=MONTHLY;BYDAY=1WE,-1WE,-1SA,6WE,3WE,1SA,-3WE;COUNT=11"
        let rule = try RecurrenceRule(parsing: text)
        #expect(RecurrenceRule.readByLibical(text) == rule)
        #expect(rule.rfc5545String == rule.writtenByLibical)
        let occurrences = RuleOccurrences(of: rule, from: try ICalDateTime(parsing: "20250101"))
        #expect(
            occurrences.prefix(20).map(\.description) == [
                "20250101", "20250104", "20250115", "20250125", "20250129", "20250201", "20250205", "20250212",
                "20250219", "20250222", "20250226",
            ])
    }

    /// BYDAY is ordered from the week's first day, from Monday first when WKST comes
    /// after it (libical sorts as it reads BYDAY, and again as it reads WKST).
    @Test(arguments: [
        ("FREQ=WEEKLY;BYDAY=SU,SA,MO", "FREQ=WEEKLY;BYDAY=MO,SA,SU"),
        ("FREQ=WEEKLY;WKST=SU;BYDAY=SA,MO,SU", "FREQ=WEEKLY;BYDAY=SU,MO,SA;WKST=SU"),
        ("FREQ=WEEKLY;BYDAY=SA,MO,SU;WKST=SU", "FREQ=WEEKLY;BYDAY=SU,MO,SA;WKST=SU"),
        ("FREQ=WEEKLY;BYDAY=TH,WE,TH,MO;WKST=TH", "FREQ=WEEKLY;BYDAY=TH,MO,WE;WKST=TH"),
        ("FREQ=MONTHLY;BYDAY=-1FR,2MO,FR,1MO", "FREQ=MONTHLY;BYDAY=2MO,1MO,FR,-1FR"),
        ("freq=yearly;wkst=sa;byday=53su,-53sa,+1mo", "FREQ=YEARLY;BYDAY=-53SA,53SU,1MO;WKST=SA"),
    ])
    func byDayIsOrderedAsLibicalOrdersIt(text: String, written: String) throws {
        let rule = try RecurrenceRule(parsing: text)
        #expect(rule.rfc5545String == written)
        #expect(RecurrenceRule.readByLibical(text)?.writtenByLibical == written)
    }

    /// The edges of what libical holds: the largest INTERVAL and the longest lists it
    /// keeps are compared; one past them is Swift's alone.
    @Test func libicalLimits() throws {
        var tally = Tally()
        let seconds = (0...60).map(String.init).joined(separator: ",")
        let monthDays = (1...31).map(String.init).joined(separator: ",")
        for text in [
            "FREQ=DAILY;INTERVAL=32767", "FREQ=SECONDLY;BYSECOND=\(seconds)", "FREQ=MONTHLY;BYMONTHDAY=\(monthDays)",
            "FREQ=DAILY;COUNT=2147483647",
        ] {
            Self.check(text, from: "limits", into: &tally)
        }
        #expect(tally.readingsCompared == 4 && tally.writingsCompared == 4, "\(tally)")
        tally = Tally()
        for text in [
            "FREQ=DAILY;INTERVAL=32768", "FREQ=DAILY;INTERVAL=65537", "FREQ=SECONDLY;BYSECOND=\(seconds),0",
            "FREQ=MONTHLY;BYMONTHDAY=\(monthDays),-1",
        ] {
            Self.check(text, from: "past the limits", into: &tally)
        }
        #expect(tally.read == 4 && tally.beyondLibical == 4, "\(tally)")
    }

    /// One weekday at two BYDAY positions under a WKST other than Monday changes order
    /// each time the rule is written and read.
    ///
    /// The rule is written with WKST after BYDAY, so a second reading orders BYDAY from
    /// Monday first and then from WKST, and those swaps leave equal weekdays in the other
    /// order. libical reads each text to the same rule as Swift and writes the same bytes:
    /// the two agree, and the rule read back means the same, its items in another order.
    @Test func secondReadingOfOneWeekdayAtTwoPositions() throws {
        let text = "FREQ=MONTHLY;WKST=SU;BYDAY=1MO,-1MO,SU"
        let rule = try RecurrenceRule(parsing: text)
        #expect(RecurrenceRule.readByLibical(text) == rule)
        let written = rule.rfc5545String
        #expect(written == "FREQ=MONTHLY;BYDAY=SU,-1MO,1MO;WKST=SU")
        #expect(written == rule.writtenByLibical)
        let again = try RecurrenceRule(parsing: written)
        #expect(RecurrenceRule.readByLibical(written) == again)
        #expect(again.sortedParts == rule.sortedParts)
        withKnownIssue("BYDAY positions of one weekday change order when read again under a WKST other than MO") {
            #expect(again == rule)
            #expect(again.rfc5545String == written)
        }
        #expect(try RecurrenceRule(parsing: again.rfc5545String) == rule, "the order flips back on a third reading")
    }

    /// libical 3.0's time reader wants `T` and `Z` in upper case (`icaltime_from_string`),
    /// so it refuses a lower-case UNTIL that Swift reads: RFC 5545's grammar (RFC 5234
    /// strings) is caseless.
    @Test func lowerCaseUntilTimeIsRefusedByLibical() throws {
        let text = "FREQ=DAILY;UNTIL=20261231t235959z"
        let rule = try RecurrenceRule(parsing: text)
        #expect(rule.end == .until(try ICalDateTime(parsing: "20261231T235959Z")))
        withKnownIssue("libical 3.0 reads UNTIL's T and Z in upper case only") {
            #expect(RecurrenceRule.readByLibical(text) == rule)
        }
        #expect(RecurrenceRule.readByLibical(Self.libicalText(text)) == rule)
    }
}

// MARK: - The generator

/// Rule texts and rules from a fixed seed: mostly rules RFC 5545 allows, their parts in any
/// order, case and spelling, and about one text in eight with a fault.
struct RuleTextGenerator {
    static let codes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
    var random: SeededRandom

    init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ probability: Double) -> Bool { random.chance(probability) }
    mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }

    /// A whole number as writers spell it: mostly plain, sometimes with a plus sign or a
    /// leading zero, which both readers take.
    mutating func spelled(_ value: Int) -> String {
        switch int(0...19) {
        case 0: value < 0 ? "\(value)" : "+\(value)"
        case 1: value < 0 ? "-0\(-value)" : "0\(value)"
        default: "\(value)"
        }
    }

    /// How many items a list gets: mostly a few, sometimes dozens, now and then as many as
    /// libical's array of the part holds or a few more. (Long lists are few: reading one
    /// costs time in the square of its length.)
    mutating func length(_ part: String) -> Int {
        let capacity = RuleTextOracleTests.libicalCapacity[part] ?? 1
        switch int(0...399) {
        case 0: return capacity + int(1...3)
        case 1: return capacity - int(0...1)
        case 2...11: return int(5...min(capacity, 40))
        default: return int(1...4)
        }
    }

    /// Values of a range, the ends more often, negated at random when the part is signed;
    /// short ranges repeat values.
    mutating func values(_ range: ClosedRange<Int>, signed: Bool, count: Int) -> [Int] {
        (0..<count).map { _ in
            let value = chance(0.2) ? pick([range.lowerBound, range.upperBound]) : int(range)
            return signed && chance(0.4) ? -value : value
        }
    }

    /// Weekdays in no order, with positions when `positions`, some repeated.
    mutating func days(positions: Bool, count: Int) -> [RecurrenceRule.Weekday] {
        var days: [RecurrenceRule.Weekday] = []
        for _ in 0..<count {
            if !days.isEmpty && chance(0.15) {
                days.append(pick(days))
                continue
            }
            var day = RecurrenceRule.Weekday(int(1...7))
            if positions && chance(0.5) {
                day.position = chance(0.3) ? pick([1, 5, 6, 53]) : int(1...53)
                if chance(0.4) { day.position.negate() }
            }
            days.append(day)
        }
        return days
    }

    mutating func until() -> ICalDateTime {
        let year = chance(0.1) ? pick([1, 1582, 1900, 2000, 9999]) : int(1970...2100)
        let month = int(1...12)
        let day = chance(0.2) ? ICalDateTime.daysInMonth(year: year, month: month) : int(1...28)
        return ICalDateTime(
            year: year, month: month, day: day, hour: int(0...23), minute: int(0...59),
            second: chance(0.05) ? 60 : int(0...59), form: pick([.date, .floating, .utc]))
    }

    /// The parts of a rule RFC 5545 allows, by name, in RFC order.
    mutating func ruleParts() -> [(name: String, values: [String])] {
        let frequency = pick(RecurrenceRule.Frequency.allCases)
        var parts: [(name: String, values: [String])] = [("FREQ", [frequency.rawValue])]
        switch int(0...3) {
        case 0: parts.append(("COUNT", [spelled(chance(0.05) ? Int(Int32.max) : int(1...500))]))
        case 1: parts.append(("UNTIL", [until().description]))
        default: break
        }
        if chance(0.4) {
            let interval =
                switch int(0...39) {
                case 0: int(32768...Int(Int32.max))
                case 1...3: pick([1, 32767, int(100...32767)])
                default: int(1...12)
                }
            parts.append(("INTERVAL", [spelled(interval)]))
        }
        func numbers(_ name: String, _ range: ClosedRange<Int>, signed: Bool, _ probability: Double) {
            guard chance(probability) else { return }
            let count = length(name)
            parts.append((name, values(range, signed: signed, count: count).map { spelled($0) }))
        }
        let weekNumbers = frequency == .yearly && chance(0.25)
        numbers("BYSECOND", 0...60, signed: false, 0.2)
        numbers("BYMINUTE", 0...59, signed: false, 0.2)
        numbers("BYHOUR", 0...23, signed: false, 0.25)
        if chance(0.45) {
            let positions = (frequency == .monthly || frequency == .yearly) && !weekNumbers
            let count = length("BYDAY")
            parts.append(
                (
                    "BYDAY",
                    days(positions: positions, count: count).map {
                        ($0.position == 0 ? "" : spelled($0.position)) + RuleTextGenerator.codes[$0.weekday - 1]
                    }
                ))
        }
        if frequency != .weekly { numbers("BYMONTHDAY", 1...31, signed: true, 0.25) }
        if [.secondly, .minutely, .hourly, .yearly].contains(frequency) {
            numbers("BYYEARDAY", 1...366, signed: true, 0.2)
        }
        if weekNumbers { numbers("BYWEEKNO", 1...53, signed: true, 1) }
        numbers("BYMONTH", 1...12, signed: false, 0.3)
        if parts.contains(where: { $0.name.hasPrefix("BY") }) { numbers("BYSETPOS", 1...366, signed: true, 0.3) }
        if chance(0.35) { parts.append(("WKST", [pick(Self.codes)])) }
        return parts
    }

    /// A rule text: a rule's parts shuffled, now and then with one fault, in any case,
    /// sometimes with the `RRULE:` prefix.
    mutating func text() -> String {
        var parts = ruleParts().map { (name: $0.name, value: $0.values.joined(separator: ",")) }
        func replace(_ name: String, _ value: String) {
            parts.removeAll { $0.name == name }
            parts.append((name, value))
        }
        var wholeTextFault: ((String) -> String)?
        if chance(0.12) {
            switch int(0...9) {
            case 0:
                let (name, value) = pick([
                    ("BYSECOND", "61"), ("BYMINUTE", "60"), ("BYHOUR", "24"), ("BYMONTHDAY", "0"),
                    ("BYMONTHDAY", "-32"), ("BYYEARDAY", "367"), ("BYWEEKNO", "54"), ("BYMONTH", "13"),
                    ("BYMONTH", "0"), ("BYSETPOS", "-367"), ("INTERVAL", "0"), ("INTERVAL", "2147483648"),
                    ("COUNT", "0"), ("COUNT", "-3"), ("COUNT", "12x"), ("BYDAY", "0MO"), ("BYDAY", "54FR"),
                    ("BYDAY", "XX"), ("BYDAY", "MON"), ("WKST", "XY"), ("UNTIL", "20260230"),
                    ("UNTIL", "2026-03-01"), ("UNTIL", "00000101"), ("FREQ", "FORTNIGHTLY"),
                ])
                replace(name, value)
            case 1: parts.append(pick(parts))
            case 2:
                replace("COUNT", "3")
                parts.append(("UNTIL", until().description))
            case 3: parts.removeAll { $0.name == "FREQ" }
            case 4:
                replace("FREQ", pick(["SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY"]))
                replace("BYDAY", "2TU")
            case 5:
                let (frequency, name, value) = pick([
                    ("WEEKLY", "BYMONTHDAY", "1"), ("MONTHLY", "BYYEARDAY", "1"), ("DAILY", "BYYEARDAY", "-1"),
                    ("MONTHLY", "BYWEEKNO", "1"), ("WEEKLY", "BYWEEKNO", "-1"),
                ])
                replace("FREQ", frequency)
                replace(name, value)
            case 6: replace("BYMONTH", "1,,2")
            case 7: parts.append((pick(["FOO", "X-FOO", "RSCALE"]), "1"))
            case 8:
                replace("FREQ", "YEARLY")
                replace("BYWEEKNO", "1")
                replace("BYDAY", "1MO")
            default:
                wholeTextFault = pick([
                    { $0 + ";" }, { $0.replacingOccurrences(of: ";", with: ";;") }, { $0 + ";BYDAY=MO, FR" },
                    { $0 + ";COUNT=" }, { $0 + "\t" }, { $0 + ";X-NAME=é" }, { "RRULE:" + $0 + ";" },
                ])
            }
        }
        parts.shuffle(using: &random)
        var text = parts.map { "\($0.name)=\($0.value)" }.joined(separator: ";")
        if let wholeTextFault { text = wholeTextFault(text) }
        if chance(0.1) { text = pick(["RRULE:", "rrule:", "RRule:"]) + text }
        switch int(0...9) {
        case 0: text = text.lowercased()
        case 1: text = String(text.map { chance(0.5) ? Character($0.lowercased()) : $0 })
        default: break
        }
        return text
    }

    /// A rule RFC 5545 allows, made as a value: each BY value once, in no order.
    mutating func rule() throws -> RecurrenceRule {
        var fields: [String: [String]] = [:]
        for part in ruleParts() { fields[part.name] = part.values }
        func numbers(_ name: String) -> [Int] { (fields[name] ?? []).compactMap { Int($0) }.uniqued() }
        func weekday(_ code: some StringProtocol) -> Int { Self.codes.firstIndex(of: String(code))! + 1 }
        var end = RecurrenceRule.End.never
        if let count = numbers("COUNT").first {
            end = .afterOccurrences(count)
        } else if let until = fields["UNTIL"]?.first {
            end = .until(try ICalDateTime(parsing: until))
        }
        let days = (fields["BYDAY"] ?? []).map {
            RecurrenceRule.Weekday(weekday($0.suffix(2)), position: Int($0.dropLast(2)) ?? 0)
        }
        return try RecurrenceRule(
            frequency: RecurrenceRule.Frequency(rawValue: fields["FREQ"]![0])!,
            interval: numbers("INTERVAL").first ?? 1, end: end, firstWeekday: fields["WKST"].map { weekday($0[0]) },
            seconds: numbers("BYSECOND"), minutes: numbers("BYMINUTE"), hours: numbers("BYHOUR"),
            weekdays: days.uniqued(), daysOfTheMonth: numbers("BYMONTHDAY"), daysOfTheYear: numbers("BYYEARDAY"),
            weeks: numbers("BYWEEKNO"), months: numbers("BYMONTH"), setPositions: numbers("BYSETPOS"))
    }
}
