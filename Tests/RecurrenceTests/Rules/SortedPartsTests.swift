import Recurrence
import Testing

/// `sortedParts`: the same rule whatever order its BY values are written in, and never
/// the same for rules whose values differ in any one part.
@Suite struct SortedPartsTests {
    private let parts = [
        ("BYSECOND", "30,0", "0,30", "0,31"),
        ("BYMINUTE", "45,15", "15,45", "15,46"),
        ("BYHOUR", "18,9", "9,18", "9,19"),
        ("BYDAY", "FR,MO,-1MO", "-1MO,MO,FR", "-1MO,MO,SA"),
        ("BYMONTHDAY", "15,1", "1,15", "1,16"),
        ("BYYEARDAY", "200,100", "100,200", "100,201"),
        ("BYWEEKNO", "20,10", "10,20", "10,21"),
        ("BYMONTH", "6,1", "1,6", "1,7"),
        ("BYMONTH=1;BYSETPOS", "1,-1", "-1,1", "-2,1"),
    ]

    @Test func theOrderOfValuesDoesNotMatter() throws {
        for (name, shuffled, sorted, _) in parts {
            let a = try RecurrenceRule(parsing: "FREQ=YEARLY;\(name)=\(shuffled)")
            let b = try RecurrenceRule(parsing: "FREQ=YEARLY;\(name)=\(sorted)")
            #expect(a.sortedParts == b.sortedParts, "\(name)")
            // Written in order already, the rule is its own sorted form: a list put in
            // another's place would show here.
            #expect(b.sortedParts == b, "\(name)")
            #expect(a.sortedParts.sortedParts == a.sortedParts, "\(name)")
        }
    }

    @Test func everyPartCountsAndTheRestIsKept() throws {
        for (name, shuffled, _, other) in parts {
            let a = try RecurrenceRule(parsing: "FREQ=YEARLY;INTERVAL=2;COUNT=5;WKST=SU;\(name)=\(shuffled)")
            let b = try RecurrenceRule(parsing: "FREQ=YEARLY;INTERVAL=2;COUNT=5;WKST=SU;\(name)=\(other)")
            #expect(a.sortedParts != b.sortedParts, "\(name)")
            #expect(a.sortedParts.frequency == .yearly && a.sortedParts.interval == 2)
            #expect(a.sortedParts.end == a.end && a.sortedParts.firstWeekday == 1)
        }
    }
}
