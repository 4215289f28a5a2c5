import Foundation
import WeekdayCore

let berlin = TimeZone(identifier: "Europe/Berlin") ?? .gmt
var calendar = Calendar(identifier: .gregorian)
calendar.timeZone = berlin

// Read a rule from another app, and show it as the picker shows it, in the user's language.
let rule = try RecurrenceRule(parsing: "RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;BYHOUR=7;BYMINUTE=30")
let analysis = RuleAnalysis(rule: rule)
for language in ["de_DE", "ja_JP"] {
    calendar.locale = Locale(identifier: language)
    print(analysis.selection.summary(in: calendar), "|", analysis.sentence(in: calendar))
}
// Mo, Mi und Fr | Wöchentlich am Montag, Mittwoch und Freitag um 7:30
// 月、水、金 | 毎週月曜日、水曜日、金曜日の7:30

// Expand it as Dates, as Foundation's recurrences(of:in:) does; the iterator says why it stopped.
let monday = Date(timeIntervalSince1970: 1_772_409_600)  // Monday 2 March 2026, 00:00 UTC
let week = monday..<monday + 7 * 86_400
var alarms = rule.recurrences(of: monday, in: week, timeZone: berlin).makeIterator()
while let alarm = alarms.next() { print(alarm) }
print(alarms.stop.map { "\($0)" } ?? "-")
// 2026-03-02 06:30:00 +0000, 2026-03-04 06:30:00 +0000, 2026-03-06 06:30:00 +0000, then untilLimit

// Cross to Foundation and back, and hand the days to a weekly alarm schedule.
calendar.locale = Locale(identifier: "en_US")
let foundation = try rule.foundationRule(in: calendar)
print(try RecurrenceRule(foundation) == rule, analysis.selection.localeWeekdays(in: calendar).map { "\($0)" })
// true ["monday", "wednesday", "friday"]

// Values an app hands in are checked where the rule is made: an error, never a crash.
do {
    _ = try RecurrenceRule(frequency: .yearly, months: [-1])
} catch {
    print(error.localizedDescription)
}
// invalid rule `FREQ=YEARLY;BYMONTH=-1`: BYMONTH value -1 is out of range (1 to 12)
