import ICalKit
import TestOracles
import Testing

@Suite struct RecurrenceIteratorTests {
    @Test func stepsThroughASimpleRule() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=DAILY;INTERVAL=2")
        let iterator = try RecurrenceIterator(rule: rule, start: dateTime("20240227T090000Z"))
        let values = (0..<4).compactMap { _ in iterator.next() }
        #expect(
            strings(values)
                == ["20240227T090000Z", "20240229T090000Z", "20240302T090000Z", "20240304T090000Z"])
    }

    @Test func endsWithNil() throws {
        let rule = try RecurrenceRule(parsing: "FREQ=WEEKLY;COUNT=2")
        let iterator = try RecurrenceIterator(rule: rule, start: dateTime("20240101"))
        #expect(iterator.next()?.description == "20240101")
        #expect(iterator.next()?.description == "20240108")
        #expect(iterator.next() == nil)
        #expect(iterator.next() == nil, "stays ended")
    }

    // (rule libical 3.0.16 returns a NULL iterator for)
    @Test(arguments: ["FREQ=MONTHLY;BYDAY=1TH;BYSETPOS=2", "FREQ=YEARLY;BYWEEKNO=53;BYMONTH=6"])
    func nullIteratorThrowsInsteadOfCrashing(text: String) throws {
        let rule = try RecurrenceRule(parsing: text)
        let error = try #require(throws: WeekdaysError.self) {
            try RecurrenceIterator(rule: rule, start: dateTime("20240101T090000"))
        }
        #expect(error.kind == .invalidRule)
        #expect(try RecurrenceRule(parsing: error.input) == rule, "the error names the rule")
    }
}

/// libical as one more oracle, on the rules 3.0.16 iterates rightly (plain daily, weekly,
/// monthly and yearly rules with INTERVAL 1, UTC starts): the engine must agree with it.
@Suite struct LibicalAgreementTests {
    @Test(arguments: [
        "FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "FREQ=WEEKLY;BYDAY=SU,SA;WKST=SU", "FREQ=MONTHLY;BYMONTHDAY=15",
        "FREQ=MONTHLY;BYDAY=2TU", "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=YEARLY;BYMONTH=3,9;BYDAY=1SU", "FREQ=YEARLY",
        "FREQ=HOURLY;INTERVAL=5", "FREQ=MONTHLY;BYMONTHDAY=31",
    ])
    func engineAgreesWithLibical(rule text: String) throws {
        let rule = try RecurrenceRule(parsing: text)
        let start = try dateTime("20240131T093000Z")
        let iterator = try RecurrenceIterator(rule: rule, start: start)
        let libical = (0..<200).compactMap { _ in iterator.next() }
        let ours = RecurrenceExpansion(of: rule, from: start, limits: .init(count: 200)).occurrences
        #expect(libical.count == 200)
        #expect(strings(ours) == strings(libical))
    }
}
