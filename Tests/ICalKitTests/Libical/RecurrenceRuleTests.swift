import TestOracles
import Foundation
import ICalKit
import Testing

@Suite struct RecurrenceRuleTests {
    // MARK: - Reading

    // (rule without the prefix)
    @Test(arguments: [
        "FREQ=WEEKLY;BYDAY=MO,WE",
        "FREQ=DAILY;COUNT=10",
        "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20271231T235959Z",
        "FREQ=YEARLY;BYMONTH=3;BYDAY=TH;WKST=SU",
    ])
    func prefixIsOptional(rule: String) throws {
        let bare = try RecurrenceRule(parsing: rule)
        #expect(try RecurrenceRule(parsing: "RRULE:" + rule) == bare, "RRULE: prefix on \(rule)")
        #expect(try RecurrenceRule(parsing: "rrule:" + rule) == bare, "rrule: prefix on \(rule)")
    }

    @Test func readsTheParts() throws {
        let rule = try RecurrenceRule(
            parsing: "FREQ=MONTHLY;INTERVAL=2;COUNT=7;BYDAY=1MO,-1FR;BYMONTH=1,6;WKST=SU")
        #expect(rule.frequency == .monthly)
        #expect(rule.interval == 2)
        #expect(rule.end == .afterOccurrences(7))
        #expect(rule.firstWeekday == 1)
        #expect(rule.weekdays == [.init(2, position: 1), .init(6, position: -1)])
        #expect(rule.months == [1, 6])
        #expect(rule.setPositions.isEmpty)
    }

    /// `firstWeekday` is documented as nil when the rule leaves WKST to the RFC default.
    @Test func ruleWithoutWkstLeavesTheFirstWeekdayUnset() throws {
        #expect(try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO").firstWeekday == nil)
        #expect(try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=MO;WKST=SU").firstWeekday == 1)
    }

    @Test func readsUntil() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20261231T235959Z")
        #expect(rule.end == .until(try dateTime("20261231T235959Z")))
        let dateOnly = try RecurrenceRule(parsing: "FREQ=DAILY;UNTIL=20261231")
        #expect(dateOnly.end == .until(try dateTime("20261231")))
    }

    // (lower or mixed case, the same rule in upper case)
    @Test(arguments: [
        ("freq=weekly;byday=mo,we", "FREQ=WEEKLY;BYDAY=MO,WE"),
        ("Freq=Monthly;ByDay=-1fr;Count=3", "FREQ=MONTHLY;BYDAY=-1FR;COUNT=3"),
        ("rrule:freq=daily;until=20261231t235959z", "FREQ=DAILY;UNTIL=20261231T235959Z"),
        ("freq=yearly;bymonth=2;wkst=su", "FREQ=YEARLY;BYMONTH=2;WKST=SU"),
    ])
    func lowerCaseIsAccepted(lower: String, upper: String) throws {
        #expect(try RecurrenceRule(parsing: lower) == RecurrenceRule(parsing: upper))
    }

    // libical 3.0.16 stores positions in a signed char and INTERVAL in a short: the
    // largest legal values must not be changed on the way, in or out.
    @Test func keepsTheLargestLegalValues() throws {
        #expect(try RecurrenceRule(parsing: "FREQ=DAILY;INTERVAL=32767").interval == 32767)
        let wide = try RecurrenceRule(parsing: "FREQ=SECONDLY;INTERVAL=2147483647")
        #expect(wide.interval == 2_147_483_647)
        #expect(wide.rfc5545String == "FREQ=SECONDLY;INTERVAL=2147483647")
        #expect(
            try RecurrenceRule(parsing: "FREQ=YEARLY;BYDAY=53MO").weekdays == [.init(2, position: 53)])
        #expect(
            try RecurrenceRule(parsing: "FREQ=YEARLY;BYDAY=-53SU").weekdays
                == [.init(1, position: -53)])
        #expect(try RecurrenceRule(parsing: "FREQ=YEARLY;BYYEARDAY=-366").daysOfTheYear == [-366])
        #expect(try RecurrenceRule(parsing: "FREQ=DAILY;COUNT=2147483647").end == .afterOccurrences(2_147_483_647))
    }

    // MARK: - Rejecting what libical 3.0.16 would change or accept

    /// Garbage that is the same on every run: 10,000 characters drawn from a fixed seed.
    static let garbage: String = {
        var generator = SeededRandom(seed: 0x5EED_0001)
        let alphabet = Array("FREQ=DAILY;WEEKLY,BYDAY=MO:-+0123456789 \t\"'\\xé€😀\u{7}")
        return String((0..<10_000).map { _ in alphabet.randomElement(using: &generator)! })
    }()

    /// Bytes that are not UTF-8, decoded the way Swift reads them (with replacements).
    static let invalidUTF8 = String(
        decoding: Array("FREQ=DAILY;BYDAY=".utf8) + [0xC3, 0x28, 0xFF, 0xFE] + Array(";COUNT=2".utf8),
        as: UTF8.self)

    // (why, rule text, a word the message should contain, or nil when any message will do)
    @Test(
        arguments: [
            ("ordinal over 255 (libical: 44MO)", "FREQ=MONTHLY;BYDAY=300MO", "BYDAY"),
            ("ordinal 255 (libical: -1SU)", "FREQ=YEARLY;BYDAY=255SU", "BYDAY"),
            ("INTERVAL over 32 bits", "FREQ=DAILY;INTERVAL=2147483648", "INTERVAL"),
            ("repeated part (libical keeps one)", "FREQ=DAILY;INTERVAL=1;INTERVAL=2", "INTERVAL"),
            ("space in a list (libical accepts)", "FREQ=WEEKLY;BYDAY=MO, FR", nil),
            ("unknown part", "FREQ=DAILY;FOO=BAR", "FOO"),
            ("extension part", "FREQ=DAILY;X-NAME=1", "X-NAME"),
            ("COUNT with UNTIL", "FREQ=DAILY;COUNT=3;UNTIL=20261231T000000Z", "COUNT"),
            ("second FREQ", "FREQ=DAILY;FREQ=WEEKLY", "FREQ"),
            ("unknown FREQ", "FREQ=FORTNIGHTLY", "FORTNIGHTLY"),
            ("no FREQ", "BYDAY=MO", "FREQ"),
            ("bad weekday code", "FREQ=WEEKLY;BYDAY=MO,XX", "BYDAY"),
            ("weekday code with junk", "FREQ=WEEKLY;BYDAY=MON", "BYDAY"),
            ("ordinal 0", "FREQ=MONTHLY;BYDAY=0MO", "BYDAY"),
            ("INTERVAL=0", "FREQ=DAILY;INTERVAL=0", "INTERVAL"),
            ("negative INTERVAL", "FREQ=DAILY;INTERVAL=-2", "INTERVAL"),
            ("INTERVAL not a number", "FREQ=DAILY;INTERVAL=two", "INTERVAL"),
            ("empty", "", nil),
            ("prefix only", "RRULE:", nil),
            ("empty part", "FREQ=DAILY;;COUNT=2", nil),
            ("part without a value", "FREQ=DAILY;COUNT=", "COUNT"),
            ("empty list item", "FREQ=WEEKLY;BYDAY=MO,,FR", "BYDAY"),
            ("ordinal day in a WEEKLY rule", "FREQ=WEEKLY;BYDAY=1MO", "BYDAY"),
            ("ordinal day in a DAILY rule", "FREQ=DAILY;BYDAY=-1FR", "BYDAY"),
            ("month 13", "FREQ=YEARLY;BYMONTH=13", "BYMONTH"),
            ("month day 32", "FREQ=MONTHLY;BYMONTHDAY=32", "BYMONTHDAY"),
            ("hour 24", "FREQ=DAILY;BYHOUR=24", "BYHOUR"),
            ("bad WKST", "FREQ=WEEKLY;WKST=XY", "WKST"),
            ("bad UNTIL", "FREQ=DAILY;UNTIL=20260230", "UNTIL"),
            ("COUNT=0", "FREQ=DAILY;COUNT=0", "COUNT"),
            ("embedded NUL (C would see FREQ=DAILY)", "FREQ=DAILY\u{0};COUNT=2", nil),
            ("10,000 characters of garbage", garbage, nil),
            ("invalid UTF-8", invalidUTF8, nil),
        ] as [(String, String, String?)])
    func rejectsMalformedRule(why: String, text: String, word: String?) throws {
        let error = try #require(throws: WeekdaysError.self, "\(why)") {
            try RecurrenceRule(parsing: text)
        }
        #expect(error.kind == .invalidRule, "\(why): \(error)")
        #expect(!error.description.contains("libical error"), "\(why): \(error)")
        let body = text.uppercased().hasPrefix("RRULE:") ? String(text.dropFirst(6)) : text
        #expect(error.input == text || error.input == body, "\(why): the error keeps the input")
        #expect(!error.message.isEmpty, "\(why)")
        if let word {
            #expect(
                error.message.uppercased().contains(word.uppercased()),
                "\(why): message `\(error.message)` should name \(word)")
        }
        #expect(error.description.hasPrefix("invalid rule `"), "\(why): \(error.description)")
    }

    // MARK: - Repeated values

    // (rule with repeated values, the same rule with each value once)
    @Test(arguments: [
        ("FREQ=WEEKLY;BYDAY=SU,TH,TH", "FREQ=WEEKLY;BYDAY=SU,TH"),
        ("FREQ=WEEKLY;BYDAY=MO,MO,MO", "FREQ=WEEKLY;BYDAY=MO"),
        ("FREQ=MONTHLY;BYMONTHDAY=1,15,1,-1,-1", "FREQ=MONTHLY;BYMONTHDAY=1,15,-1"),
        ("FREQ=YEARLY;BYMONTH=3,3,6;BYDAY=1MO,1MO", "FREQ=YEARLY;BYMONTH=3,6;BYDAY=1MO"),
        ("FREQ=DAILY;BYHOUR=9,9;BYMINUTE=0,30,0", "FREQ=DAILY;BYHOUR=9;BYMINUTE=0,30"),
        ("FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=1,1,-1", "FREQ=MONTHLY;BYDAY=MO,TU;BYSETPOS=1,-1"),
    ])
    func repeatedValuesAreReadOnce(repeated: String, once: String) throws {
        #expect(try RecurrenceRule(parsing: repeated) == RecurrenceRule(parsing: once))
    }

    @Test func repeatedWeekdayIsReadOnce() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=SU,TH,TH")
        #expect(rule.weekdays.count == 2)
        #expect(Set(rule.weekdays) == [.init(1), .init(5)])
    }

    // MARK: - Writing back

    // (rule as a person might write it)
    @Test(arguments: [
        "FREQ=WEEKLY;BYDAY=MO,WE",
        "RRULE:FREQ=WEEKLY;WKST=SU;BYDAY=SA,SU",
        "freq=weekly;byday=fr,mo;wkst=th",
        "FREQ=WEEKLY;WKST=MO;BYDAY=MO",
        "FREQ=DAILY",
        "FREQ=DAILY;INTERVAL=3;COUNT=10",
        "FREQ=DAILY;UNTIL=20261231T235959Z",
        "FREQ=DAILY;UNTIL=20261231",
        "FREQ=MONTHLY;BYDAY=1MO,-1FR",
        "FREQ=MONTHLY;BYMONTHDAY=-3,15",
        "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2",
        "FREQ=YEARLY;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8;INTERVAL=4",
        "FREQ=YEARLY;BYYEARDAY=1,100,-1",
        "FREQ=YEARLY;BYWEEKNO=20,-1;BYDAY=MO",
        "FREQ=YEARLY;BYDAY=20MO",
        "FREQ=HOURLY;INTERVAL=2;BYHOUR=5,7",
        "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10;BYMINUTE=0,20,40",
        "FREQ=SECONDLY;BYSECOND=0,30;COUNT=4",
        "FREQ=WEEKLY;BYDAY=SU,TH,TH",
    ])
    func writesBackTheSameMeaning(text: String) throws {
        let parsed = try RecurrenceRule(parsing: text)
        let written = parsed.rfc5545String
        #expect(!written.uppercased().hasPrefix("RRULE:"), "\(written)")
        #expect(written == written.uppercased(), "\(written)")
        #expect(try RecurrenceRule(parsing: written) == parsed, "\(text) -> \(written)")
        #expect(try RecurrenceRule(parsing: written).rfc5545String == written, "idempotent: \(written)")
    }

    @Test func writesARuleBuiltInSwift() throws {
        let rule = try RecurrenceRule(
            frequency: .monthly, interval: 2, end: .afterOccurrences(5),
            weekdays: [.init(3, position: 2)], months: [1, 7])
        #expect(try RecurrenceRule(parsing: rule.rfc5545String) == rule, "\(rule.rfc5545String)")
    }

    @Test func writesEachWeekdayCode() throws {
        // (Calendar weekday, RFC 5545 code): 1 is Sunday in both numberings here.
        let codes = [1: "SU", 2: "MO", 3: "TU", 4: "WE", 5: "TH", 6: "FR", 7: "SA"]
        for (weekday, code) in codes {
            let written = try RecurrenceRule(frequency: .weekly, weekdays: [.init(weekday)]).rfc5545String
            #expect(written.contains("BYDAY=\(code)"), "weekday \(weekday): \(written)")
        }
    }

    /// The error names the rule part at fault, so an app can point at it.
    @Test(arguments: [
        ("FREQ=WEEKLY;BYDAY=XX", "BYDAY"), ("FREQ=MONTHLY;BYDAY=54FR", "BYDAY"), ("FREQ=WEEKLY;BYDAY=1FR", "BYDAY"),
        ("BYDAY=MO", "FREQ"),
        ("FREQ=FORTNIGHTLY", "FREQ"), ("FREQ=DAILY;INTERVAL=0", "INTERVAL"), ("FREQ=DAILY;COUNT=x", "COUNT"),
        ("FREQ=DAILY;UNTIL=2026-03-01", "UNTIL"), ("FREQ=DAILY;WKST=XY", "WKST"), ("FREQ=DAILY;BYHOUR=24", "BYHOUR"),
        ("FREQ=WEEKLY;BYMONTHDAY=1", "BYMONTHDAY"), ("FREQ=DAILY;BYSETPOS=1", "BYSETPOS"),
        ("FREQ=DAILY;FOO=1", "FOO"), ("FREQ=DAILY;COUNT=1;COUNT=2", "COUNT"),
    ])
    func errorsNameThePart(text: String, part: String) throws {
        let error = try #require(throws: WeekdaysError.self) { try RecurrenceRule(parsing: text) }
        #expect(error.part == part, "\(error)")
        #expect(error.input == text)
        #expect(error.description == "invalid rule `\(text)`: \(error.message)")
    }

    /// The open-ended text a rule with an end is worded from: COUNT and UNTIL taken out in
    /// any case and place, every other part as written and in its order.
    @Test(arguments: [
        ("FREQ=WEEKLY;COUNT=5;BYDAY=MO", "FREQ=WEEKLY;BYDAY=MO"),
        ("until=20280301T080000Z;FREQ=daily;Interval=2", "FREQ=daily;Interval=2"),
        ("FREQ=MONTHLY;BYDAY=-1FR;Count=12", "FREQ=MONTHLY;BYDAY=-1FR"),
        ("FREQ=YEARLY", "FREQ=YEARLY"), ("FREQ=DAILY;COUNTER=1", "FREQ=DAILY;COUNTER=1"),
    ])
    func withoutEndKeepsEverythingButTheEnd(text: String, open: String) {
        #expect(RecurrenceRule.withoutEnd(text) == open)
    }

    /// Part names are caseless, and the one at fault is named in upper case.
    @Test func partNamesAreReadInAnyCase() throws {
        let rule = try RecurrenceRule(parsing: "freq=weekly;byday=mo,we;Interval=2;wkst=su")
        #expect(rule.frequency == .weekly && rule.interval == 2 && rule.firstWeekday == 1)
        let error = try #require(throws: WeekdaysError.self) { try RecurrenceRule(parsing: "FREQ=DAILY;foo=1") }
        #expect(error.part == "FOO")
        let twice = try #require(throws: WeekdaysError.self) {
            try RecurrenceRule(parsing: "FREQ=DAILY;count=1;COUNT=2")
        }
        #expect(twice.part == "COUNT" && twice.message == "COUNT appears more than once")
    }

    /// A part that is not NAME=VALUE is named by its place and its text, empty ones too.
    @Test(arguments: [
        ("FREQ=DAILY;;COUNT=2", "part 2 (``) is not of the form NAME=VALUE"),
        ("FREQ=DAILY;", "part 2 (``) is not of the form NAME=VALUE"),
        ("FREQ=DAILY;COUNT", "part 2 (`COUNT`) is not of the form NAME=VALUE"),
        ("=DAILY", "part 1 (`=DAILY`) is not of the form NAME=VALUE"),
        ("FREQ=DAILY;COUNT=", "part 2 (`COUNT=`) is not of the form NAME=VALUE"),
        ("FREQ=DAILY;foo=1", "`foo` is not an RFC 5545 rule part"),
        ("FREQ=DAILY;x-Foo=1", "`x-Foo` is an extension part, which is not read"),
    ])
    func malformedPartsAreNamed(text: String, message: String) throws {
        let error = try #require(throws: WeekdaysError.self) { try RecurrenceRule(parsing: text) }
        #expect(error.message == message)
    }
}

/// `localizedDescription`, what an app shows in an alert, is the sentence the command line
/// prints, with control characters written out.
@Suite struct ErrorDescriptionTests {
    @Test func localizedDescriptionIsTheSentence() throws {
        let error = try #require(throws: WeekdaysError.self) { try RecurrenceRule(parsing: "FREQ=WEEKLY;BYDAY=XX") }
        #expect(error.localizedDescription == error.description)
        #expect(error.localizedDescription.hasPrefix("invalid rule `FREQ=WEEKLY;BYDAY=XX`: BYDAY value `XX`"))
        let zone = WeekdaysError.unknownTimeZone("Mars/\u{1B}[31mBase")
        #expect(zone.localizedDescription == "unknown time zone `Mars/\\u{1B}[31mBase`")
    }
}
