import Foundation
import WeekdayKit

let newYork = TimeZone(identifier: "America/New_York") ?? .gmt
var calendar = Calendar(identifier: .gregorian)
calendar.locale = Locale(identifier: "en_US")
calendar.timeZone = newYork

// Import: another app's repeat rule, read as the picker's days.
let imported = try RuleAnalysis(parsing: "RRULE:FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR")
print(imported.selection.sorted, imported.fidelity, imported.summary(in: calendar))
// [2, 3, 4, 5, 6] exact Weekdays

// Errors: one type for the whole library, with a kind, the rule part at fault and the input.
do {
    _ = try RuleAnalysis(parsing: "FREQ=WEEKLY;BYDAY=MO,TUE")
} catch {
    print(error.kind, error.part ?? "-", error.message)
}
// invalidRule BYDAY BYDAY value `TUE` does not end in a weekday (SU ... SA)

// Export: those days at 06:45 to a calendar file; the first alarm is on a selected day.
let sunday = Date(timeIntervalSince1970: 1_772_323_200)  // Sunday 1 March 2026, 00:00 UTC
let alarm = try ExportRecord(
    repeating: imported.selection, at: DateComponents(hour: 6, minute: 45), in: newYork, from: sunday,
    title: "Wake up", alarms: [.init(offset: 0, action: .sound)], uid: "wake-up")
var writer = try CalendarFileWriter(calendar: calendar)
try writer.add(alarm)
let file = FileManager.default.temporaryDirectory.appendingPathComponent("alarms.ics")
try writer.finish(writingTo: file)
print(alarm.start, alarm.recurrenceRule(in: calendar)?.rfc5545String ?? "")
// 20260302T064500 FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;WKST=SU

// Expansion: the alarm as Dates across the change to summer time on Sunday 8 March.
let occurrences = RuleOccurrences(of: imported.rule, from: alarm.start, in: newYork)
let friday = Date(timeIntervalSince1970: 1_772_755_200)  // Friday 6 March 2026, 00:00 UTC
let alarms = occurrences.dates(from: friday, to: friday + 4 * 86_400)
print(alarms.map(\.description))
// ["2026-03-06 11:45:00 +0000", "2026-03-09 10:45:00 +0000"]: 06:45 both days, on the wall
if let monday = alarms.last, let next = occurrences.next(after: monday) {
    print(next)  // 2026-03-10 10:45:00 +0000, found without walking from the start
}

// Foundation: the same rule as a Calendar.RecurrenceRule, with the same Dates.
let foundation = try imported.rule.foundationRule(in: calendar)
let theirs = foundation.recurrences(of: alarm.start.instant(in: newYork), in: friday..<friday + 4 * 86_400)
print(Array(theirs) == alarms, try RecurrenceRule(foundation) == imported.rule)  // true true
