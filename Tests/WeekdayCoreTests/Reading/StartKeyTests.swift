import Foundation
import TestOracles
import Testing

@testable import WeekdayCore

/// `convert` words a rule once per ``RuleAnalysis/StartKey`` (and zone): two starts with
/// the same key must give the same reading, worded afresh for each, or a record would say
/// another start's days or words.
@Suite struct StartKeyTests {
    struct Reading: Equatable {
        var selection: [Int]
        var fidelity: Fidelity
        var notes: [String]
        var sentence: String
    }

    static let zones: [TimeZone?] = [
        nil, TimeZone(identifier: "America/Los_Angeles"), TimeZone(identifier: "Europe/Berlin"),
        TimeZone(identifier: "Asia/Tokyo"),
    ]

    static let calendars: [Calendar] = ["en_US", "fr_FR"].map { identifier in
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        return calendar
    }

    /// Rules whose reading looks at one part of the start or another: the weekday of a
    /// weekly rule without BYDAY, the month a yearly BYMONTHDAY takes, the steps that
    /// never meet BYMONTH from some months, the 29th of February, the times of day.
    static let chosenRules = [
        "FREQ=WEEKLY", "FREQ=WEEKLY;INTERVAL=2", "FREQ=DAILY", "FREQ=DAILY;INTERVAL=7",
        "FREQ=DAILY;INTERVAL=7;BYDAY=MO", "FREQ=DAILY;INTERVAL=14;BYDAY=MO,TU", "FREQ=MONTHLY", "FREQ=YEARLY",
        "FREQ=YEARLY;BYMONTHDAY=31", "FREQ=YEARLY;BYMONTHDAY=30", "FREQ=MONTHLY;INTERVAL=12;BYMONTH=1",
        "FREQ=MONTHLY;INTERVAL=2;BYMONTH=2,4", "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29", "FREQ=MONTHLY;BYDAY=-1FR",
        "FREQ=YEARLY;BYMONTH=11;BYDAY=1TU", "FREQ=WEEKLY;BYDAY=MO,WE,FR;BYHOUR=9,17",
        "FREQ=DAILY;BYHOUR=8;BYMINUTE=30", "FREQ=HOURLY;INTERVAL=5", "FREQ=MINUTELY;INTERVAL=90;BYHOUR=9",
        "FREQ=WEEKLY;BYDAY=SU;UNTIL=20270301T080000Z", "FREQ=WEEKLY;BYDAY=SA,SU;COUNT=10",
        "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "FREQ=YEARLY;BYWEEKNO=53;BYDAY=TH",
        "FREQ=MONTHLY;BYMONTHDAY=31;BYDAY=FR", "FREQ=MONTHLY;BYMONTHDAY=31;BYDAY=1MO",
        "FREQ=YEARLY;BYDAY=-1SU;BYMONTHDAY=1,2,3,4,5,6,7", "FREQ=WEEKLY;BYMONTH=2;BYDAY=MO",
        "FREQ=YEARLY;INTERVAL=4;BYMONTH=2;BYMONTHDAY=29", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
        "FREQ=MONTHLY;BYMONTHDAY=30;BYMONTH=2,4", "FREQ=YEARLY;BYYEARDAY=366;BYDAY=MO",
    ]

    static func reading(_ rule: RecurrenceRule, _ start: ICalDateTime, _ zone: TimeZone?, _ calendar: Calendar)
        -> Reading
    {
        let analysis = RuleAnalysis(rule: rule, start: start, timeZone: zone)
        return Reading(
            selection: analysis.selection.sorted, fidelity: analysis.fidelity,
            notes: analysis.noteTexts(in: calendar), sentence: analysis.sentence(in: calendar, kept: false))
    }

    /// The start and starts that differ from it in one field each, which many rules do not
    /// read: the year (by a whole 400-year cycle, by 28 years, by one), the day by a week,
    /// the month, the hour, the minute, the form.
    static func variants(of start: ICalDateTime) -> [ICalDateTime] {
        var starts = [start]
        func adding(_ change: (inout ICalDateTime) -> Void) {
            var changed = start
            change(&changed)
            starts.append(changed)
        }
        adding { $0.year += 400 }
        adding { $0.year += 28 }
        adding { $0.year += 1 }
        adding { $0.day = $0.day > 7 ? $0.day - 7 : $0.day + 7 }
        adding {
            $0.month = $0.month % 12 + 1
            $0.day = min($0.day, 28)
        }
        if start.form != .date {
            adding { $0.hour = ($0.hour + 5) % 24 }
            adding { $0.minute = ($0.minute + 17) % 60 }
            adding { $0.form = $0.form == .utc ? .floating : .utc }
        }
        return starts
    }

    /// Checks every pair of a rule's starts that share a key, in every zone and calendar;
    /// returns how many pairs shared one.
    static func checkSharedKeys(_ text: String, from start: ICalDateTime) throws -> Int {
        let rule = try RecurrenceRule(parsing: text)
        var shared = 0
        for zone in zones {
            var seen: [RuleAnalysis.StartKey: ICalDateTime] = [:]
            for variant in variants(of: start) {
                let key = RuleAnalysis.StartKey(rule: rule, start: variant, timeZone: zone)
                guard let earlier = seen[key] else {
                    seen[key] = variant
                    continue
                }
                shared += 1
                for calendar in calendars {
                    #expect(
                        reading(rule, variant, zone, calendar) == reading(rule, earlier, zone, calendar),
                        "\(text) from \(earlier) and \(variant) in \(zone?.identifier ?? "no zone")")
                }
            }
        }
        return shared
    }

    @Test func startsWithOneKeyReadAlikeForChosenRules() throws {
        var shared = 0
        let starts = [
            ICalDateTime(year: 2026, month: 1, day: 31, hour: 7, minute: 30, form: .floating),
            ICalDateTime(year: 2028, month: 2, day: 29, form: .date),
            ICalDateTime(year: 2027, month: 11, day: 2, hour: 23, minute: 45, form: .utc),
            ICalDateTime(year: 2026, month: 3, day: 8, hour: 2, minute: 30, form: .floating),
        ]
        for text in Self.chosenRules {
            for start in starts where !(start.form == .date && text.contains("BYHOUR")) {
                shared += try Self.checkSharedKeys(text, from: start)
            }
        }
        // The key is no copy of the whole start: most pairs share one.
        #expect(shared > 300)
    }

    @Test func startsWithOneKeyReadAlikeForGeneratedRules() throws {
        var generator = RuleGenerator(seed: 0x57A2_7E1D)
        let frequencies: [RecurrenceRule.Frequency] = [.daily, .weekly, .monthly, .yearly, .hourly]
        var shared = 0
        for index in 0..<300 {
            let made = try generator.make(frequencies[index % frequencies.count])
            shared += try Self.checkSharedKeys(made.rule, from: made.start)
        }
        #expect(shared > 1000)
    }
}
