import Foundation
import Testing
import WeekdayKit
@testable import WeekdaysCLI

@Suite struct RuleCommandTests {
    // (days, locale, expected rule)
    @Test(arguments: [
        ("mon,wed", "en_GB", "FREQ=WEEKLY;BYDAY=MO,WE"),
        ("2,4", "en_GB", "FREQ=WEEKLY;BYDAY=MO,WE"),
        ("Monday,WEDNESDAY", "en_GB", "FREQ=WEEKLY;BYDAY=MO,WE"),
        ("sun,mon", "en_US", "FREQ=WEEKLY;BYDAY=SU,MO;WKST=SU"),
        ("sa,mo", "ar_EG", "FREQ=WEEKLY;BYDAY=SA,MO;WKST=SA"),
        ("1,2,3,4,5,6,7", "en_US", "FREQ=DAILY"),
    ])
    func printsTheRule(days: String, locale: String, expected: String) {
        let outcome = run("rule", days, "--locale", locale)
        #expect(outcome.status == 0)
        #expect(outcome.stdout == expected + "\n")
    }

    @Test func noneIsNoRule() {
        let outcome = run("rule", "none")
        #expect(outcome.status == 0)
        #expect(outcome.stdout.isEmpty)
    }

    @Test func firstWeekdayOrdersBYDAY() {
        let outcome = run("rule", "fri,mon", "--locale", "en_GB", "--first-weekday", "6")
        #expect(outcome.stdout == "FREQ=WEEKLY;BYDAY=FR,MO;WKST=FR\n")
    }

    @Test(arguments: ["0", "8", "funday", "mon,,wed", ""])
    func badDaysExitTwo(days: String) {
        let outcome = run("rule", days)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("weekdays: "))
        #expect(outcome.stderr.contains("Usage: weekdays rule"))
    }

    /// Every rule the command prints, expanded from a selected day, falls on exactly the
    /// selected weekdays (weekday checked with Foundation).
    @Test func printedRulesExpandToTheSelectedDays() throws {
        var gregorian = Calendar(identifier: .gregorian)
        gregorian.timeZone = try #require(TimeZone(identifier: "UTC"))
        for mask in [0b0000110, 0b1000001, 0b0101010, 0b1111111, 0b0010000] {
            let days = (1...7).filter { mask & (1 << ($0 - 1)) != 0 }
            let rule = run("rule", days.map(String.init).joined(separator: ",")).stdout.trimmingCharacters(
                in: .newlines)
            // 2026-11-29 is a Sunday; start on the first selected day of that week.
            let startDay = 29 + days[0] - 1
            let dtstart = startDay <= 30 ? "202611\(startDay)" : "2026120\(startDay - 30)"
            let outcome = run("expand", rule, "--dtstart", dtstart, "--count", "70")
            let dates = outcome.stdout.split(separator: "\n").map(String.init)
            #expect(dates.count == 70)
            var seen = Set<Int>()
            for date in dates {
                let y = Int(date.prefix(4))!, m = Int(date.dropFirst(4).prefix(2))!,
                    d = Int(date.dropFirst(6).prefix(2))!
                let when = try #require(gregorian.date(from: DateComponents(year: y, month: m, day: d)))
                seen.insert(gregorian.component(.weekday, from: when))
            }
            #expect(seen == Set(days), "\(rule)")
        }
    }
}
