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
    /// Every how many weeks the days come round, 1 to 32767 (libical keeps it in 16 bits);
    /// the corresponding rule part is `INTERVAL`.
    public var interval: Int = 1
    /// When the repeats stop: never, after a number of occurrences (`COUNT`) or at a last
    /// one (`UNTIL`, inclusive).
    public var end: RecurrenceRule.End = .never
    /// How long each occurrence lasts, if said; the corresponding property is `DURATION`.
    public var duration: ICalDuration?
    /// The event's alarms (VALARMs), in order.
    public var alarms: [Alarm] = []
    /// Where it takes place; the corresponding property is `LOCATION`.
    public var location: String?
    /// Its longer text; the corresponding property is `DESCRIPTION`.
    public var details: String?

    /// Reads a record's fields (from a JSON object or a CSV row), naming what is wrong.
    ///
    /// `dtstart` is an RFC 5545 DATE or DATE-TIME; `tzid` an IANA zone for a floating
    /// start (a name of UTC itself, such as `UTC`, `Etc/UTC`, `GMT` or `Z`, makes the start
    /// a UTC one); `selection` weekday numbers 1 (Sunday) to 7. `summary` and `tzid` may be
    /// absent or null, as may `location` and `description`; a field of another type than its own is an error, never ignored, and
    /// so is text iCalendar cannot hold (``checkText()``).
    public init(fields: [String: Any]) throws(WeekdaysError) {
        guard let uid = try Self.text(fields, "uid"), !uid.isEmpty else {
            throw .invalidRecord("missing uid", field: "uid")
        }
        self.uid = uid
        title = try Self.text(fields, "summary")
        location = try Self.text(fields, "location")
        details = try Self.text(fields, "description")
        guard let text = try Self.text(fields, "dtstart") else {
            throw .invalidRecord("missing dtstart", field: "dtstart")
        }
        do { start = try ICalDateTime(parsing: text) } catch {
            throw .invalidRecord("dtstart: \(error.message)", field: "dtstart")
        }
        if let zone = try Self.text(fields, "tzid"), !zone.isEmpty {
            try Self.checkText(zone, "tzid", keepingLineBreaks: false)
            guard start.form == .floating || (start.form == .utc && TimeZoneResolver.isUTC(zone)) else {
                throw .invalidRecord("tzid `\(zone)` goes with a floating dtstart, not `\(text)`", field: "tzid")
            }
            if TimeZoneResolver.isUTC(zone) {
                // UTC has no VTIMEZONE: RFC 5545 writes its times with a `Z`.
                start = start.with(form: .utc)
            } else {
                try Self.checkZone(zone)
                zoneID = zone
            }
        }
        selection = try WeekdaySelection(Self.weekdayNumbers(fields["selection"]))
        try checkText()
    }

    /// The record with DTSTART moved to the first selected day at or after it.
    ///
    /// RFC 5545 counts DTSTART as the first occurrence whether or not the rule names its
    /// day, so a start on a day left out would add an occurrence on it.
    /// ``CalendarFileWriter/add(_:)`` calls this itself. A start that is no date of the
    /// years 1 to 9999 is left as it is, for ``validate()`` to name.
    public func startingOnSelectedDay() -> ExportRecord {
        guard !selection.isEmpty, start.fieldProblem == nil else { return self }
        let ahead = selection.weekdays.map { ($0 - start.weekday + 7) % 7 }.min() ?? 0
        var moved = self
        moved.start = start.movedBy(days: ahead)
        return moved
    }

    /// The RRULE the event repeats by, or nil for a single event.
    ///
    /// BYDAY and WKST follow the calendar's first weekday. All seven days every week are
    /// `FREQ=DAILY`; every few weeks they stay weekly, since `FREQ=DAILY;INTERVAL=2` would
    /// mean every other day. Also nil when ``interval`` or ``end`` make no rule RFC 5545
    /// allows (an interval of 0, a count of 0): a rule in hand is always a valid one, and
    /// ``validate()`` names what is wrong.
    public func recurrenceRule(in calendar: Calendar) -> RecurrenceRule? {
        try? checkedRule(in: calendar)
    }

    /// The rule the event repeats by, nil for a single event; throws naming the field
    /// that makes no rule RFC 5545 allows.
    func checkedRule(in calendar: Calendar) throws(WeekdaysError) -> RecurrenceRule? {
        guard !selection.isEmpty else { return nil }
        let shape = RecurrenceRule(
            weeklyOn: selection.ordered(in: calendar), interval: interval, firstWeekday: calendar.firstWeekday)
        do {
            // Made again through the checking initializer: the interval and end are the
            // caller's, set on the record's public fields.
            return try RecurrenceRule(
                frequency: shape.frequency, interval: shape.interval, end: end, firstWeekday: shape.firstWeekday,
                weekdays: shape.weekdays)
        } catch {
            let field = error.part == "INTERVAL" ? "interval" : error.part == "COUNT" ? "count" : "until"
            throw .invalidRecord("the rule cannot be written: \(error.message)", field: field)
        }
    }

    /// Throws naming the first field that cannot be written to a calendar file as RFC 5545
    /// allows: the checks ``CalendarFileWriter/add(_:)`` makes, for a record whose public
    /// fields were set directly rather than by ``init(repeating:at:in:from:interval:end:floating:title:duration:alarms:uid:)``
    /// or ``init(fields:)``.
    ///
    /// The start must be a date of the years 1 to 3000 (libical writes no later DTSTART);
    /// an UNTIL a date of the years 1 to 9999 in the start's form (a DATE for a DATE, UTC
    /// for a UTC or zoned start, floating for a floating one, RFC 5545 3.3.10); a zone goes
    /// with a floating start; the interval runs from 1 to 32767 (libical keeps it in 16
    /// bits); a duration is positive, within a year, and whole days for an all-day event;
    /// an alarm offset is a number of seconds within a year.
    public func validate() throws(WeekdaysError) {
        guard !uid.isEmpty else { throw .invalidRecord("the uid is empty", field: "uid") }
        try Self.checkWritable(start, "dtstart", latestYear: EventWriter.latestWritableYear)
        try checkText()
        if let zoneID {
            try Self.checkZone(zoneID)
            guard start.form == .floating else {
                throw .invalidRecord("tzid `\(zoneID)` goes with a floating dtstart, not `\(start)`", field: "tzid")
            }
        }
        guard (1...Int(Int16.max)).contains(interval) else {
            throw .invalidRecord(
                "interval \(interval) is out of range; it runs from 1 to \(Int16.max)", field: "interval")
        }
        switch end {
        case .never: break
        case .afterOccurrences(let count):
            guard (1...RecurrenceRule.maximumInterval).contains(count) else {
                throw .invalidRecord(
                    "count \(count) is out of range; it runs from 1 to \(RecurrenceRule.maximumInterval)",
                    field: "count")
            }
        case .until(let until):
            try Self.checkWritable(until, "until", latestYear: 9999)
            let form: ICalDateTime.Form = start.form == .date ? .date : zoneID == nil ? start.form : .utc
            guard until.form == form else {
                throw .invalidRecord("until \(until) must be \(form.written) with dtstart \(start)", field: "until")
            }
        }
        if let duration { try Self.check(duration, allDay: start.form == .date) }
        for alarm in alarms where !alarm.offset.isFinite || abs(alarm.offset) > Self.longestOffset {
            throw .invalidRecord(
                "alarm offset \(alarm.offset) is not a time within a year of the start", field: "alarms")
        }
    }

    /// Throws unless a DTSTART or UNTIL value is a date libical writes: one of the years 1
    /// to 9999, and for DTSTART none after 3000, which libical writes as `00000000T000000`.
    private static func checkWritable(_ value: ICalDateTime, _ field: String, latestYear: Int) throws(WeekdaysError) {
        if let problem = value.fieldProblem {
            throw .invalidRecord("\(field) \(value) \(problem)", field: field)
        }
        guard value.year <= latestYear else {
            throw .invalidRecord(
                "\(field) \(value) cannot be written: libical writes no year after \(latestYear)", field: field)
        }
    }

    /// Throws unless a DURATION is positive and within a year; whole days for an all-day
    /// event (RFC 5545 3.8.2.5).
    private static func check(_ duration: ICalDuration, allDay: Bool) throws(WeekdaysError) {
        let longest = Int(longestOffset)
        let days = duration.days
        let seconds = duration.seconds
        guard (0...longest / 86_400).contains(days), (0...longest).contains(seconds),
            days * 86_400 + seconds <= longest, days + seconds > 0
        else {
            throw .invalidRecord(
                "duration of \(days) days and \(seconds) seconds is not a positive length within a year",
                field: "duration")
        }
        guard !allDay || seconds == 0 else {
            throw .invalidRecord("an all-day event lasts whole days, not \(seconds) seconds more", field: "duration")
        }
    }

    /// The longest duration or alarm offset taken: a year, far beyond any event's.
    static let longestOffset: TimeInterval = 366 * 86_400
}

extension ICalDateTime.Form {
    /// The form in words, for messages.
    fileprivate var written: String {
        switch self {
        case .date: "a DATE"
        case .floating: "a floating DATE-TIME"
        case .utc: "a UTC DATE-TIME"
        }
    }
}
