public import Foundation
import ICalKit

/// One event to write to a calendar file: a selection repeated every week (or every few
/// weeks) from a start, with its title, length and alarms.
///
/// Build one with ``init(repeating:at:in:from:interval:end:floating:title:duration:alarms:uid:)``
/// (the typed builder an app uses) or ``init(fields:)`` (what `convert --to ics` reads from
/// each JSON or CSV record), then hand it to ``CalendarFileWriter/add(_:)``, which starts
/// it on a selected day whatever ``start`` says.
public struct ExportRecord: Sendable, Equatable {
    /// The event's UID, which calendars use to tell events apart.
    public var uid: String
    /// The event's title; the corresponding property is `SUMMARY`.
    public var title: String?
    /// The first occurrence (DTSTART): a DATE, a floating DATE-TIME (in ``zoneID`` when one
    /// is named) or a UTC one.
    public var start: ICalDateTime
    /// The IANA zone a floating ``start`` is in (written as its TZID and a VTIMEZONE).
    public var zoneID: String?
    /// The days the event repeats on; empty for a single event.
    public var selection: WeekdaySelection
    /// Every how many weeks the days come round; the corresponding rule part is `INTERVAL`.
    public var interval: Int = 1
    /// When the repeats stop: never, after a number of occurrences (`COUNT`) or at a last
    /// one (`UNTIL`, inclusive).
    public var end: RecurrenceRule.End = .never
    /// How long each occurrence lasts, if said; the corresponding property is `DURATION`.
    public var duration: ICalDuration?
    /// The event's alarms (VALARMs), in order.
    public var alarms: [Alarm] = []

    /// Reads a record's fields (from a JSON object or a CSV row), naming what is wrong.
    ///
    /// `dtstart` is an RFC 5545 DATE or DATE-TIME; `tzid` an IANA zone for a floating
    /// start; `selection` weekday numbers 1 (Sunday) to 7.
    public init(fields: [String: Any]) throws(WeekdaysError) {
        guard let uid = fields["uid"] as? String, !uid.isEmpty else { throw .invalidRecord("missing uid") }
        self.uid = uid
        title = fields["summary"] as? String
        guard let text = fields["dtstart"] as? String else { throw .invalidRecord("missing dtstart") }
        do { start = try ICalDateTime(parsing: text) } catch { throw .invalidRecord("dtstart: \(error.message)") }
        if let zone = fields["tzid"] as? String, !zone.isEmpty {
            guard TimeZone(identifier: zone) != nil, EventWriter.timeZoneText(zone) != nil else {
                throw .invalidRecord("unknown time zone `\(zone)`")
            }
            guard start.form == .floating else {
                throw .invalidRecord("tzid `\(zone)` goes with a floating dtstart, not `\(text)`")
            }
            zoneID = zone
        }
        let numbers: [Int]
        switch fields["selection"] {
        case let list as [Any]:
            numbers = try list.map { value throws(WeekdaysError) -> Int in
                guard let number = value as? Int else {
                    throw .invalidRecord("selection holds `\(value)`, not a weekday number")
                }
                return number
            }
        case let text as String:
            numbers = try ExportRecord.numbers(in: text)
        case let set as Set<Int>:
            numbers = set.sorted()
        case let chosen as WeekdaySelection:
            numbers = chosen.sorted
        case nil:
            throw .invalidRecord("missing selection")
        default:
            throw .invalidRecord("selection is not a list of weekday numbers")
        }
        selection = try WeekdaySelection(numbers)
    }

    /// Weekday numbers written in a CSV cell: `2;4`, `2 4` or `[2,4]`.
    static func numbers(in text: String) throws(WeekdaysError) -> [Int] {
        let separators = CharacterSet(charactersIn: "[]; ,")
        return try text.components(separatedBy: separators).filter { !$0.isEmpty }.map {
            item throws(WeekdaysError) -> Int in
            guard let number = Int(item) else {
                throw .invalidRecord("selection holds `\(item)`, not a weekday number")
            }
            return number
        }
    }

    /// The record with DTSTART moved to the first selected day at or after it.
    ///
    /// RFC 5545 counts DTSTART as the first occurrence whether or not the rule names its
    /// day, so a start on a day left out would add an occurrence on it.
    /// ``CalendarFileWriter/add(_:)`` calls this itself.
    public func startingOnSelectedDay() -> ExportRecord {
        guard !selection.isEmpty else { return self }
        let ahead = selection.weekdays.map { ($0 - start.weekday + 7) % 7 }.min() ?? 0
        var moved = self
        moved.start = start.movedBy(days: ahead)
        return moved
    }

    /// The RRULE the event repeats by, or nil for a single event.
    ///
    /// BYDAY and WKST follow the calendar's first weekday. All seven days every week are
    /// `FREQ=DAILY`; every few weeks they stay weekly, since `FREQ=DAILY;INTERVAL=2` would
    /// mean every other day.
    public func recurrenceRule(in calendar: Calendar) -> RecurrenceRule? {
        guard !selection.isEmpty else { return nil }
        var rule = RecurrenceRule(
            weeklyOn: selection.ordered(in: calendar), interval: interval, firstWeekday: calendar.firstWeekday)
        rule.end = end
        return rule
    }
}
