public import Foundation
import ICalKit

extension ExportRecord {
    /// An event on the picker's days at a time of day, in the spirit of EventKit's
    /// `EKRecurrenceRule(recurrenceWith:interval:daysOfTheWeek:...end:)`.
    ///
    /// The first occurrence is the first selected day on or after the day `firstDay` falls
    /// on in `timeZone`: RFC 5545 counts DTSTART as an occurrence, so the builder never
    /// starts on a day left out (``CalendarFileWriter/add(_:)`` checks it again).
    ///
    /// - Parameters:
    ///   - selection: the days; empty for a single event on `firstDay`.
    ///   - time: the hour, minute and (optionally) second; nil for an all-day event.
    ///   - timeZone: the zone the time is in; UTC (`.gmt`) writes UTC times, any other zone
    ///     its TZID and VTIMEZONE.
    ///   - firstDay: no occurrence falls on an earlier day.
    ///   - interval: every how many weeks the days come round, 1 to 32767.
    ///   - end: never, after a number of occurrences, or after a date (inclusive).
    ///   - floating: writes the time with no zone, as wall-clock time that follows the
    ///     device (an alarm at 07:00 wherever one is); `timeZone` then only reads
    ///     `firstDay` and an end date.
    ///   - title: the event's title (`SUMMARY`).
    ///   - duration: how long each occurrence lasts, in seconds (whole days for an
    ///     all-day event).
    ///   - alarms: the event's alarms.
    ///   - uid: the event's UID; a new UUID unless given.
    /// - Throws: `WeekdaysError` of kind `invalidRecord` naming the value that cannot be
    ///   written (its `part` is the field): a `firstDay` or end date that is
    ///   no instant of the years 1 to 3000 (NaN, infinity), an interval outside 1 to 32767,
    ///   and whatever ``validate()`` refuses.
    @available(macOS 15, iOS 18, watchOS 11, tvOS 18, visionOS 2, *)
    public init(
        repeating selection: WeekdaySelection, at time: DateComponents?, in timeZone: TimeZone, from firstDay: Date,
        interval: Int = 1, end: Calendar.RecurrenceRule.End = .never, floating: Bool = false, title: String? = nil,
        duration: TimeInterval? = nil, alarms: [Alarm] = [], uid: String = UUID().uuidString
    ) throws(WeekdaysError) {
        guard !uid.isEmpty else { throw .invalidRecord("the uid is empty", field: "uid") }
        guard (1...Int(Int16.max)).contains(interval) else {
            throw .invalidRecord(
                "interval \(interval) is out of range; it runs from 1 to \(Int16.max)", field: "interval")
        }
        // A Date that is not a number, or beyond the years written, has no day to start on:
        // the wall-clock reading below would only clamp it. Messages give such a Date in
        // seconds: Foundation's description of a NaN Date stops the program.
        guard ICalDateTime.isPlaceable(firstDay) else {
            throw .invalidRecord(
                "first day \(firstDay.timeIntervalSince1970) seconds from 1970 is not an instant of the years 1 to 9999",
                field: "firstDay")
        }
        let day = ICalDateTime(localTimeOf: firstDay, in: timeZone)
        let first: ICalDateTime
        if let time {
            let (hour, minute, second) = try Self.clockTime(time)
            let isUTC = !floating && TimeZoneResolver.isUTC(timeZone.identifier)
            first = ICalDateTime(
                year: day.year, month: day.month, day: day.day, hour: hour, minute: minute, second: second,
                form: isUTC ? .utc : .floating)
            if !floating && !isUTC {
                guard EventWriter.timeZoneText(timeZone.identifier) != nil else {
                    throw .invalidRecord("unknown time zone `\(timeZone.identifier)`", field: "timeZone")
                }
                zoneID = timeZone.identifier
            }
        } else {
            first = ICalDateTime(year: day.year, month: day.month, day: day.day, form: .date)
        }
        self.uid = uid
        self.title = title
        self.start = first
        self.selection = selection
        self.interval = interval
        self.alarms = alarms
        start = startingOnSelectedDay().start
        self.end = try endOfRule(end, in: timeZone)
        self.duration = try Self.length(duration, allDay: time == nil)
        // Last, the checks the writer makes: a start moved past the year 3000, among others.
        try validate()
    }

    /// The rule's end for a Foundation end: COUNT, or UNTIL in the form RFC 5545 asks for
    /// with this start (a DATE for a DATE, floating for floating, else UTC).
    @available(macOS 15, iOS 18, watchOS 11, tvOS 18, visionOS 2, *)
    private func endOfRule(_ end: Calendar.RecurrenceRule.End, in zone: TimeZone) throws(WeekdaysError)
        -> RecurrenceRule.End
    {
        if let count = end.occurrences {
            guard (1...RecurrenceRule.maximumInterval).contains(count) else {
                throw .invalidRecord(
                    "a count of \(count) is out of range; counts run from 1 to \(RecurrenceRule.maximumInterval)",
                    field: "count")
            }
            return .afterOccurrences(count)
        }
        guard let date = end.date else { return .never }
        guard ICalDateTime.isPlaceable(date) else {
            throw .invalidRecord(
                "end date \(date.timeIntervalSince1970) seconds from 1970 is not an instant of the years 1 to 9999",
                field: "until")
        }
        let until: ICalDateTime
        switch start.form {
        case .date: until = ICalDateTime(localTimeOf: date, in: zone).with(form: .date)
        case .floating where zoneID == nil: until = ICalDateTime(localTimeOf: date, in: zone)
        default: until = ICalDateTime(localTimeOf: date, in: .gmt).with(form: .utc)
        }
        let startZone: TimeZone? = start.form == .utc ? nil : zone
        let isBefore = start.form == .date ? until < start : date < start.instant(in: startZone)
        guard !isBefore else {
            throw .invalidRecord("the end \(until) comes before the first occurrence \(start)", field: "until")
        }
        return .until(until)
    }

    /// Hour, minute and second of a time of day, each checked.
    private static func clockTime(_ time: DateComponents) throws(WeekdaysError) -> (Int, Int, Int) {
        let (hour, minute, second) = (time.hour, time.minute ?? 0, time.second ?? 0)
        guard let hour, (0...23).contains(hour), (0...59).contains(minute), (0...59).contains(second) else {
            let shown = [time.hour, time.minute, time.second].map { $0.map(String.init) ?? "-" }
            throw .invalidRecord(
                "time of day \(shown.joined(separator: ":")) is not an hour 0-23 with minutes and seconds 0-59",
                field: "time")
        }
        return (hour, minute, second)
    }

    /// The DURATION for a length in seconds: exact seconds, or nominal days all day.
    private static func length(_ seconds: TimeInterval?, allDay: Bool) throws(WeekdaysError) -> ICalDuration? {
        guard let seconds else { return nil }
        guard seconds.isFinite, seconds > 0, seconds <= longestOffset else {
            throw .invalidRecord(
                "duration \(seconds) is not a positive number of seconds within a year", field: "duration")
        }
        let whole = Int(seconds.rounded())
        guard allDay else { return ICalDuration(seconds: whole) }
        guard whole % 86_400 == 0 else {
            throw .invalidRecord("an all-day event lasts whole days, not \(seconds) seconds", field: "duration")
        }
        return ICalDuration(days: whole / 86_400)
    }
}
