import TestOracles
import Foundation
import Recurrence
import Testing

/// Oracle 2: monthly and yearly rules (and some daily and weekly ones with month filters)
/// expanded by ``RecurrenceExpansion`` and by python-dateutil through
/// `Tests/Oracle/dateutil_expand.py`, run once for the whole batch, compared occurrence by
/// occurrence.
///
/// Shapes where RFC 5545 allows more than one reading are left out of the generator and
/// tested on their own below:
/// - `FREQ=YEARLY;BYMONTHDAY=3` with no BYMONTH: libical and Foundation take the month
///   from DTSTART (once a year); dateutil repeats it every month. We keep libical's reading.
/// - BYWEEKNO: weeks that cross a year boundary are placed differently by each engine.
/// - WEEKLY with BYSETPOS from mid-week: dateutil builds the first week's set from DTSTART
///   on (see ``FoundationOracleTests``).
@Suite struct DateutilOracleTests {
    static let compared = 30

    /// dateutil's expansion stops after this year (see the script).
    static let lastYear = 2200

    typealias Case = DateutilRuleSet.Case

    static func generate() throws -> [Case] { try DateutilRuleSet.generate() }

    @Test func generatedRulesAgreeWithDateutil() throws {
        let cases = try Self.generate()
        #expect(cases.count >= 200)
        let answers = try DateutilOracle.expand(
            cases.map { .init(rule: $0.rule, dtstart: $0.start.description, count: Self.compared) })
        var disagreements = 0
        var occurring = 0
        for (item, answer) in zip(cases, answers) {
            let rule = try RecurrenceRule(parsing: item.rule)
            let expansion = RecurrenceExpansion(of: rule, from: item.start, limits: .init(count: Self.compared))
            let ours = strings(expansion.occurrences.filter { $0.year <= Self.lastYear })
            let theirs: [String]
            if let occurrences = answer.occurrences {
                theirs = occurrences
            } else {
                // dateutil refuses a rule whose parts can never meet; so must we.
                #expect(answer.error?.contains("empty set") == true, "\(item): dateutil says \(answer)")
                theirs = []
            }
            if ours != theirs { disagreements += 1 }
            if !theirs.isEmpty { occurring += 1 }
            #expect(ours == theirs, "\(item)")
        }
        #expect(disagreements == 0)
        // The comparison means something only if most rules occur.
        #expect(occurring * 10 >= cases.count * 9, "\(occurring) of \(cases.count) rules occur")
    }

    @Test func generatorCoversTheShapes() throws {
        let rules = try Self.generate().map(\.rule)
        for part in [
            "FREQ=MONTHLY", "FREQ=YEARLY", "FREQ=DAILY", "FREQ=WEEKLY", "BYSETPOS=", "BYMONTHDAY=-",
            "BYYEARDAY=", "INTERVAL=", "COUNT=", "UNTIL=", "BYMONTH=",
        ] {
            #expect(rules.contains { $0.contains(part) }, "no rule with \(part)")
        }
        #expect(
            rules.contains {
                $0.range(of: #"BYDAY=[^;]*-?\d(SU|MO|TU|WE|TH|FR|SA)"#, options: .regularExpression) != nil
            })
        #expect(!rules.contains { $0.contains("BYWEEKNO") })
        #expect(!rules.contains { $0.contains("FREQ=YEARLY") && $0.contains("BYMONTHDAY") && !$0.contains("BYMONTH=") })
    }

    // MARK: - Readings chosen where RFC 5545 allows two

    /// A yearly month day with no BYMONTH falls in DTSTART's month, once a year.
    ///
    /// That is libical's and Foundation's reading of `FREQ=YEARLY;BYMONTHDAY=3`; dateutil
    /// gives the 3rd of every month.
    @Test func yearlyMonthDayWithoutMonthUsesTheStartsMonth() throws {
        let start = try ICalDateTime(parsing: "20240510T090000")
        let expansion = try RecurrenceExpansion(
            of: RecurrenceRule(parsing: "FREQ=YEARLY;BYMONTHDAY=3;COUNT=3"), from: start)
        let expected = ["20250503T090000", "20260503T090000", "20270503T090000"]
        #expect(strings(expansion.occurrences) == expected)

        var foundationRule = Calendar.RecurrenceRule(
            calendar: Gregorian.utc(), frequency: .yearly, end: .afterOccurrences(3))
        foundationRule.daysOfTheMonth = [3]
        let foundation = foundationRule.recurrences(of: try Gregorian.date(of: start))
            .map { Gregorian.text(of: $0, form: .floating) }
        #expect(Array(foundation) == expected)

        let dateutil = try DateutilOracle.expand([
            .init(rule: "FREQ=YEARLY;BYMONTHDAY=3;COUNT=3", dtstart: start.description, count: 3)
        ])
        #expect(dateutil.first?.occurrences == ["20240603T090000", "20240703T090000", "20240803T090000"])
    }

    /// ISO 8601 week numbers (weeks from Monday, week 1 holds the year's first Thursday),
    /// on days that lie inside the year whose week they are: every engine agrees on these.
    // (rule, start, expected)
    @Test(arguments: [
        (
            "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO;COUNT=3", "19970512T090000",
            ["19970512T090000", "19980511T090000", "19990517T090000"]
        ),
        (
            "FREQ=YEARLY;BYWEEKNO=1;BYDAY=MO;COUNT=4", "20240101T090000",
            ["20240101T090000", "20241230T090000", "20251229T090000", "20270104T090000"]
        ),
        (
            "FREQ=YEARLY;BYWEEKNO=53;BYDAY=TH;COUNT=3", "20200101T090000",
            ["20201231T090000", "20261231T090000", "20321230T090000"]
        ),
        // Week 52 of 2024 is December 23 to 29; of 2025, December 22 to 28.
        (
            "FREQ=YEARLY;BYWEEKNO=52;BYDAY=SU;COUNT=2", "20240101T090000",
            ["20241229T090000", "20251228T090000"]
        ),
        // The last week of 2024 is week 52; of 2025, week 52 too.
        (
            "FREQ=YEARLY;BYWEEKNO=-1;BYDAY=SU;COUNT=2", "20240101T090000",
            ["20241229T090000", "20251228T090000"]
        ),
        // 2026 has 53 weeks, so its week -10 is week 44.
        (
            "FREQ=YEARLY;BYWEEKNO=10,-10;BYDAY=WE;COUNT=4", "20250101T090000",
            ["20250305T090000", "20251022T090000", "20260304T090000", "20261028T090000"]
        ),
    ])
    func weekNumbersInsideTheYear(rule text: String, start: String, expected: [String]) throws {
        let expansion = try RecurrenceExpansion(
            of: RecurrenceRule(parsing: text), from: ICalDateTime(parsing: start))
        #expect(strings(expansion.occurrences) == expected)
        let dateutil = try DateutilOracle.expand([.init(rule: text, dtstart: start, count: 10)])
        #expect(dateutil.first?.occurrences == expected, "dateutil agrees")
    }
}
