import Foundation
import WeekdayKit

/// Occurrences as a person reads them: one line each (time and summary) under a heading
/// for its day, in the calendar's language.
///
/// Dates and times use Foundation's styles for the calendar's locale (`.full` for the day,
/// `.short` for times), so a language needs no code here; "All day" comes from the
/// phrasebook.
struct OccurrenceAgenda {
    private let words: Phrasebook
    private let day: DateFormatter
    private let shortDay: DateFormatter
    private let time: DateFormatter
    private let dayAndTime: DateFormatter
    private let zone: TimeZone?
    /// The day of the last heading, as a day number.
    private var heading: Int?

    /// An agenda in a calendar's language.
    ///
    /// - Parameters:
    ///   - calendar: the language of the day headings and times.
    ///   - zone: shows every time as the wall clock in this zone; nil shows each in its
    ///     event's own zone (its TZID, UTC, or floating).
    init(calendar: Calendar, zone: TimeZone?) {
        words = Phrasebook(locale: calendar.locale ?? Locale(identifier: "en_US"))
        day = Self.formatter(calendar, date: .full, time: .none)
        shortDay = Self.formatter(calendar, date: .medium, time: .none)
        time = Self.formatter(calendar, date: .none, time: .short)
        dayAndTime = Self.formatter(calendar, date: .medium, time: .short)
        self.zone = zone
    }

    /// The lines for occurrences in the order given.
    static func lines(for occurrences: [EventOccurrence], in calendar: Calendar, zone: TimeZone?) -> [String] {
        var agenda = OccurrenceAgenda(calendar: calendar, zone: zone)
        return occurrences.flatMap { agenda.lines(for: $0) }
    }

    /// The lines for the next occurrence: a heading when its day is new, then its line.
    ///
    /// Occurrences come one at a time, so an agenda of any length is written as it is read.
    mutating func lines(for occurrence: EventOccurrence) -> [String] {
        var lines: [String] = []
        let start = Self.wallClock(occurrence.start, zone: zone)
        let end = Self.wallClock(occurrence.end, zone: zone)
        if heading != start.dayNumber {
            heading = start.dayNumber
            lines.append(day.string(from: Self.date(start)))
        }
        lines.append("  " + when(occurrence, start: start, end: end) + "  " + title(of: occurrence))
        return lines
    }

    /// The time part of an occurrence's line: "All day", a time, or a time range.
    func when(_ occurrence: EventOccurrence, start: ICalDateTime, end: ICalDateTime) -> String {
        if occurrence.isAllDay {
            let lastDay = end.dayNumber - 1
            return lastDay > start.dayNumber
                ? words("agenda.allDayUntil", ["date": shortDay.string(from: Self.date(end.movedBy(days: -1)))])
                : words("agenda.allDay")
        }
        if end == start { return time.string(from: Self.date(start)) }
        if end < start { return zonedRange(occurrence, sameDay: end.dayNumber == start.dayNumber) }
        let endText = (end.dayNumber == start.dayNumber ? time : dayAndTime).string(from: Self.date(end))
        return time.string(from: Self.date(start)) + " – " + endText
    }

    /// Both times with their zone's name, for an occurrence whose end reads earlier on the
    /// wall clock than its start, as in the hour an autumn change repeats: "1:30 AM EDT –
    /// 1:00 AM EST" says what "1:30 AM – 1:00 AM" cannot.
    private func zonedRange(_ occurrence: EventOccurrence, sameDay: Bool) -> String {
        let formatter = DateFormatter()
        formatter.locale = time.locale
        formatter.calendar = time.calendar
        formatter.timeZone = zone ?? occurrence.start.frame.zone
        formatter.setLocalizedDateFormatFromTemplate("jmz")
        let startText = formatter.string(from: occurrence.start.instant)
        if !sameDay { formatter.setLocalizedDateFormatFromTemplate("MMMdjmz") }
        return startText + " – " + formatter.string(from: occurrence.end.instant)
    }

    /// The occurrence's summary, or the phrasebook's word for an untitled one.
    func title(of occurrence: EventOccurrence) -> String {
        occurrence.title.flatMap { $0.isEmpty ? nil : $0 } ?? words("agenda.untitled")
    }

    /// A time's wall clock: in `zone` when given, else in its own frame.
    static func wallClock(_ time: EventTime, zone: TimeZone?) -> ICalDateTime {
        guard let zone else { return time.frame.written(time) }
        return TimeFrame(form: .floating, zone: zone).written(time)
    }

    /// Fields of a wall-clock value as a `Date` the formatters read in UTC.
    static func date(_ value: ICalDateTime) -> Date {
        Date(timeIntervalSince1970: TimeInterval(value.fieldSeconds))
    }

    static func formatter(
        _ calendar: Calendar, date: DateFormatter.Style, time: DateFormatter.Style
    ) -> DateFormatter {
        let formatter = DateFormatter()
        var utcCalendar = calendar
        utcCalendar.timeZone = TimeFrame.utc.zone
        formatter.calendar = utcCalendar
        formatter.locale = calendar.locale
        formatter.timeZone = TimeFrame.utc.zone
        formatter.dateStyle = date
        formatter.timeStyle = time
        return formatter
    }
}
