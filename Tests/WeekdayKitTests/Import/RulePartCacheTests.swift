import Foundation
import ICalKit
import TestOracles
import Testing

@testable import WeekdayCore
@testable import WeekdayKit

/// The records `convert` makes from what it keeps are the ones made afresh.
///
/// It words a record's rule once per rule text, zone and kind of start, and a rule with
/// COUNT or UNTIL from the same rule without its end; each component on its own, with
/// nothing kept, must give the same record.
@Suite struct RulePartCacheTests {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }()

    /// A calendar of series that share rules and ends in every form: the same rules from
    /// many starts, with and without COUNT and UNTIL, floating, zoned, UTC and DATE starts.
    static func feed(zoneOfTheCalendar: String?) throws -> String {
        var generator = RuleGenerator(seed: 0xCA_C4E5)
        let frequencies: [RecurrenceRule.Frequency] = [.daily, .weekly, .monthly, .yearly, .hourly]
        var rules: [(rule: String, start: ICalDateTime)] = []
        for index in 0..<120 {
            let made = try generator.make(frequencies[index % frequencies.count])
            rules.append((made.rule, made.start))
        }
        let plain = [
            "FREQ=WEEKLY;BYDAY=MO,WE,FR", "FREQ=DAILY", "FREQ=YEARLY", "FREQ=MONTHLY", "FREQ=WEEKLY",
            "FREQ=MONTHLY;BYDAY=-1FR", "FREQ=YEARLY;BYMONTH=11;BYDAY=1TU", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH",
        ]
        let ends = [
            "", ";COUNT=5", ";COUNT=12", ";UNTIL=20280301", ";UNTIL=20280301T080000Z", ";UNTIL=20271231T235959",
        ]
        var random = SeededRandom(seed: 77)
        for index in 0..<400 {
            let start = ICalDateTime(
                year: Int.random(in: 2025...2028, using: &random), month: Int.random(in: 1...12, using: &random),
                day: Int.random(in: 1...28, using: &random), hour: Int.random(in: 0...23, using: &random),
                minute: [0, 15, 30, 45][index % 4], form: .floating)
            rules.append((plain[index % plain.count] + ends[index % ends.count], start))
        }
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//weekdays//tests//EN"]
        if let zoneOfTheCalendar { lines.append("X-WR-TIMEZONE:\(zoneOfTheCalendar)") }
        let zones = ["", "Europe/Berlin", "America/Los_Angeles", "UTC"]
        for (index, entry) in rules.enumerated() {
            lines += ["BEGIN:VEVENT", "UID:cache-\(index)@example.org", "SUMMARY:Series \(index)"]
            let start = entry.start
            let date = String(start.description.prefix(8))
            let time = String(start.description.dropFirst(9).prefix(6))
            let until = entry.rule.range(of: "UNTIL=").map { entry.rule[$0.upperBound...].prefix(16) } ?? ""
            let untilForm: ICalDateTime.Form? =
                until.isEmpty ? nil : until.count == 8 ? .date : until.hasSuffix("Z") ? .utc : .floating
            let zone = zones[index % zones.count]
            if start.form == .date || untilForm == .date {
                lines.append("DTSTART;VALUE=DATE:\(date)")
            } else if start.form == .utc || untilForm == .utc || zone == "UTC" {
                lines.append("DTSTART:\(date)T\(time)Z")
            } else if zone.isEmpty {
                lines.append("DTSTART:\(date)T\(time)")
            } else {
                lines.append("DTSTART;TZID=\(zone):\(date)T\(time)")
            }
            lines += ["RRULE:\(entry.rule)", "END:VEVENT"]
        }
        lines.append("END:VCALENDAR")
        return lines.joined(separator: "\r\n") + "\r\n"
    }

    /// Every field of a record as `convert` writes it.
    static func fields(_ record: ImportRecord) -> [String] {
        [
            record.uid ?? "", record.dtstart ?? "", record.tzid ?? "", record.rule,
            record.selection.map(String.init).joined(separator: ","), record.fidelityText,
            record.notes.joined(separator: "|"), record.summaryText ?? "", record.error ?? "",
        ]
    }

    @Test(arguments: [nil, "America/New_York"])
    func keptPartsAreThoseMadeAfresh(zoneOfTheCalendar: String?) throws {
        let data = Data(try Self.feed(zoneOfTheCalendar: zoneOfTheCalendar).utf8)
        var reader = FeedReader(data: data)
        var afresh: [[String]] = []
        while let batch = try reader.nextBatch(limit: 64) {
            for item in batch where !item.chunk.rules.isEmpty {
                let component = RecurringComponent(item, reading: .scanned)
                afresh.append(Self.fields(ImportRecord(path: "-", component: component, calendar: Self.calendar)))
            }
        }
        #expect(afresh.count == 520)
        for jobs in [1, 2] {
            let kept = ReadingPathTests.Collected()
            _ = importLines(
                [.data(data)], jobs: jobs, calendar: Self.calendar,
                render: { record in
                    kept.add(record)
                    return ""
                }, write: { _ in })
            let records = kept.records.sorted { ($0.uid ?? "") < ($1.uid ?? "") }.map(Self.fields)
            #expect(records.count == afresh.count)
            let expected = afresh.sorted { $0[0] < $1[0] }
            for (got, want) in zip(records, expected) where got != want {
                Issue.record("jobs \(jobs): \(got) is not \(want)")
            }
        }
    }
}
