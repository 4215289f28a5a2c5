import TestOracles
import ICalKit
import Testing

/// Exercises every path that owns libical memory, thousands of times.
///
/// Nothing here measures memory: run the suite under valgrind to see leaks. The
/// assertions check that the values stay right while the objects come and go.
@Suite struct LibicalMemoryTests {
    static let templates = [
        "FREQ=WEEKLY;BYDAY=MO,WE,FR;WKST=SU",
        "FREQ=DAILY;INTERVAL=3;COUNT=40",
        "FREQ=MONTHLY;BYDAY=-1FR;UNTIL=20301231T235959Z",
        "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-2",
        "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,3;WKST=SA",
        "FREQ=DAILY;BYDAY=TH,FR,SA;BYMONTH=1,6,7,12;BYMONTHDAY=19,-2",
        "FREQ=HOURLY;INTERVAL=5;BYHOUR=1,6,11,16,21",
    ]

    static let broken = [
        "FREQ=MONTHLY;BYDAY=300MO", "FREQ=DAILY;X-FOO=1", "", "FREQ=WEEKLY;BYDAY=MO, FR",
    ]

    // libical's NULL-iterator path is left out of the loop: icalrecur_iterator_new searches
    // for about half a second before it gives up (see RecurrenceIteratorTests).
    @Test func parseWriteExpandInALoop() throws {
        var generator = SeededRandom(seed: 42)
        var occurrences = 0
        for round in 0..<3000 {
            let template = Self.templates[round % Self.templates.count]
            let text = round % 5 == 0 ? "RRULE:" + template.lowercased() : template
            let rule = try RecurrenceRule(parsing: text)
            let written = rule.rfc5545String
            #expect(try RecurrenceRule(parsing: written) == rule)

            let day = Int.random(in: 1...28, using: &generator)
            let start = ICalDateTime(year: 2024, month: round % 12 + 1, day: day, hour: 9, form: .floating)
            let expansion = RecurrenceExpansion(of: rule, from: start, limits: .init(count: 12))
            occurrences += expansion.occurrences.count

            if round % 3 == 0 {
                let iterator = try RecurrenceIterator(rule: rule, start: start)
                _ = iterator.next()
                _ = iterator.next()
            }
            if round % 7 == 0 {
                #expect(throws: WeekdaysError.self) {
                    try RecurrenceRule(parsing: Self.broken[round % Self.broken.count])
                }
            }
        }
        #expect(occurrences > 3000 * 10)
    }
}
