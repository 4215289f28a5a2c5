import ICalKit
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
        let error = try #require(throws: ICalError.self) {
            try RecurrenceIterator(rule: rule, start: dateTime("20240101T090000"))
        }
        #expect(error.code == .newFailed)
        #expect(try RecurrenceRule(parsing: error.input) == rule, "the error names the rule")
    }
}
