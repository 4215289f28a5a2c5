import Testing

@testable import Recurrence

/// The rule scanner against the part-by-part reader it stands in front of: for every text,
/// both give the same rule, written back the same, or the scanner leaves it to the reader.
@Suite struct RuleScannerTests {
    /// A small deterministic generator, so a failure names a text that can be read again.
    private struct Mix {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        mutating func pick<T>(_ items: [T]) -> T { items[next(items.count)] }
    }

    private static let frequencies = [
        "SECONDLY", "MINUTELY", "HOURLY", "DAILY", "WEEKLY", "MONTHLY", "YEARLY", "FORTNIGHTLY", "",
    ]
    private static let codes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA", "XX", "M"]

    /// A text of random parts: names in any case, values in and out of range, repeats,
    /// lists past the inline slots, WKST before and after BYDAY.
    private func randomText(_ mix: inout Mix) -> String {
        func cased(_ name: String) -> String {
            switch mix.next(4) {
            case 0: name.lowercased()
            case 1:
                String(name.enumerated().map { $0.offset % 2 == 0 ? Character($0.element.lowercased()) : $0.element })
            default: name
            }
        }
        func numbers(_ low: Int, _ high: Int) -> String {
            let count = mix.next(10) == 0 ? 20 + mix.next(40) : 1 + mix.next(4)
            return (0..<count).map { _ in String(low + mix.next(high - low + 1)) }.joined(separator: ",")
        }
        var parts: [String] = []
        if mix.next(20) != 0 { parts.append("\(cased("FREQ"))=\(cased(mix.pick(Self.frequencies)))") }
        func optionalPart(_ index: Int) -> String {
            switch index {
            case 0: return "\(cased("INTERVAL"))=\(mix.next(5) == 0 ? "0" : String(1 + mix.next(4)))"
            case 1: return "\(cased("COUNT"))=\(mix.next(8) == 0 ? "-3" : String(1 + mix.next(30)))"
            case 2:
                let until = mix.pick([
                    "20261231", "20261231T235959Z", "20260230", "00001231", "20261231T250000", "20261231T235959",
                    "20261231t235959z", "2026123", "20261231T2359", "20261231X", "20240229", "20230229",
                    "99991231T235960Z", "2026:231", "20261231T23595/",
                ])
                return "\(cased("UNTIL"))=\(until)"
            case 3: return "\(cased("WKST"))=\(mix.pick(Self.codes))"
            case 4:
                let count = mix.next(8) == 0 ? 25 + mix.next(10) : 1 + mix.next(7)
                var days: [String] = []
                for _ in 0..<count {
                    let position = mix.next(4) == 0 ? String(mix.pick([-60, -5, -1, 1, 2, 5, 53, 54, 0])) : ""
                    days.append(position + mix.pick(Self.codes))
                }
                return "\(cased("BYDAY"))=" + days.joined(separator: ",")
            case 5: return "\(cased("BYMONTH"))=\(numbers(0, 13))"
            case 6: return "\(cased("BYMONTHDAY"))=\(numbers(-32, 32))"
            case 7: return "\(cased("BYYEARDAY"))=\(numbers(-367, 367))"
            case 8: return "\(cased("BYWEEKNO"))=\(numbers(-54, 54))"
            case 9: return "\(cased("BYHOUR"))=\(numbers(0, 24))"
            case 10: return "\(cased("BYMINUTE"))=\(numbers(0, 60))"
            case 11: return "\(cased("BYSECOND"))=\(numbers(0, 61))"
            default: return "\(cased("BYSETPOS"))=\(numbers(-3, 3))"
            }
        }
        for index in 0..<13 where mix.next(3) == 0 { parts.append(optionalPart(index)) }
        if mix.next(30) == 0, let first = parts.first { parts.append(first) }
        for index in parts.indices.reversed() where index > 0 {
            parts.swapAt(index, mix.next(index + 1))
        }
        return (mix.next(10) == 0 ? "RRULE:" : "") + parts.joined(separator: ";")
    }

    @Test func theScannerGivesWhatThePartByPartReaderGives() {
        var mix = Mix(state: 0x5EED)
        var scanned = 0
        for _ in 0..<20_000 {
            let text = randomText(&mix)
            let slow = Result { () throws(WeekdaysError) in try RuleGrammar.readSlowly(text) }
            guard let rule = RuleScanner.scan(text) else {
                // Left to the reader: then reading the text says what the reader says.
                let read = Result { () throws(WeekdaysError) in try RecurrenceRule(parsing: text) }
                #expect(String(describing: read) == String(describing: slow), "\(text)")
                continue
            }
            scanned += 1
            guard case .success(let expected) = slow else {
                Issue.record("the scanner took \(text), which the reader refuses: \(slow)")
                continue
            }
            #expect(rule == expected, "\(text)")
            #expect(rule.rfc5545String == expected.rfc5545String, "\(text)")
            #expect(rule.weekdays == expected.weekdays && rule.months == expected.months, "\(text)")
        }
        // Most random texts are refused somewhere; enough must be taken to mean something.
        #expect(scanned > 1_000)
    }

    /// Well-formed texts of every shape the scanner reads, short and long, in any case:
    /// each is taken by the scanner itself, never left to the slower reader.
    @Test(arguments: [
        "FREQ=DAILY", "freq=daily", "FREQ=WEEKLY;BYDAY=MO", "BYDAY=MO;FREQ=WEEKLY", "FREQ=MONTHLY;BYMONTHDAY=1",
        "bymonthday=-1;freq=monthly", "FREQ=YEARLY;BYYEARDAY=100", "byyearday=1,-1;freq=yearly;count=3",
        "UNTIL=20310419;WKST=SU;FREQ=WEEKLY;BYDAY=FR", "FREQ=DAILY;UNTIL=20261231T235959Z",
        "FREQ=DAILY;UNTIL=20261231T235959", "UNTIL=20261231T235959Z;FREQ=DAILY", "FREQ=WEEKLY;WKST=SU;BYDAY=SA,SU",
        "FREQ=MONTHLY;BYDAY=-1FR;BYSETPOS=1", "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU;WKST=SU", "RRULE:FREQ=HOURLY;INTERVAL=4",
        "FREQ=WEEKLY;BYDAY=SU,MO,SU,TU;COUNT=5", "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO",
    ])
    func theScannerTakesWellFormedTexts(text: String) {
        #expect(RuleScanner.scan(text) != nil)
    }

    @Test func everyKeyStandsForItsWord() {
        func key(_ word: String) -> UInt64 {
            word.utf8.prefix(8).enumerated().reduce(0) { $0 | UInt64($1.element & 0xDF) << UInt64($1.offset * 8) }
        }
        for part in RulePart.allCases {
            let name = part.name
            let keyed = name.count > 8 ? String(name.dropFirst(2)) : name
            #expect(RulePart(key: key(keyed), length: name.count) == part, "\(name)")
            #expect(RulePart(key: key(keyed), length: name.count + 1) == nil, "\(name)")
        }
        for frequency in RecurrenceRule.Frequency.allCases {
            let name = frequency.rawValue
            #expect(RecurrenceRule.Frequency(key: key(name), length: name.count) == frequency)
            #expect(RecurrenceRule.Frequency(key: key(name.lowercased()), length: name.count) == frequency)
        }
        for (index, code) in RuleGrammar.weekdayCodes.enumerated() {
            #expect(RecurrenceRule.Weekday.number(ofCode: UInt16(truncatingIfNeeded: key(code))) == index + 1)
        }
    }

    @Test func longListsAndReorderedDaysKeepEveryOtherList() throws {
        // BYDAY out of the week's order, before 30 other values: its days are ordered and
        // kept once, and the lists after it keep every value.
        let text =
            "FREQ=YEARLY;BYDAY=SU,MO,SU,TU;BYMONTHDAY=" + (1...25).map(String.init).joined(separator: ",")
            + ";BYSETPOS=1,-1"
        let rule = try RecurrenceRule(parsing: text)
        #expect(rule.weekdays.map(\.weekday) == [2, 3, 1])
        #expect(rule.daysOfTheMonth == Array(1...25))
        #expect(rule.setPositions == [1, -1])
        #expect(
            rule.rfc5545String.hasSuffix(
                ";BYDAY=MO,TU,SU;BYMONTHDAY=" + (1...25).map(String.init).joined(separator: ",") + ";BYSETPOS=1,-1"))
    }
}
