public import Foundation
import ICalKit

/// Occurrences as a person reads them: one line each (time and summary) under a heading
/// for its day, in the calendar's language.
///
/// Dates and times use Foundation's styles for the calendar's locale (`.full` for the day,
/// `.short` for times), so a language needs no code here; "All day" comes from the
/// phrasebook.
public enum OccurrenceAgenda {
    /// The lines for occurrences in the order given.
    ///
    /// - Parameters:
    ///   - occurrences: the occurrences, each one line under its day's heading.
    ///   - calendar: the language and formats of the headings and times.
    ///   - zone: shows every time as the wall clock in this zone; nil shows each in its
    ///     event's own zone (its TZID, UTC, or floating). A new heading starts whenever the
    ///     day changes.
    public static func lines(for occurrences: [EventOccurrence], in calendar: Calendar, zone: TimeZone?) -> [String] {
        let words = Phrasebook(locale: calendar.locale ?? Locale(identifier: "en_US"))
        let day = formatter(calendar, date: .full, time: .none)
        let shortDay = formatter(calendar, date: .medium, time: .none)
        let time = formatter(calendar, date: .none, time: .short)
        let dayAndTime = formatter(calendar, date: .medium, time: .short)
        var lines: [String] = []
        var heading: Int?
        for occurrence in occurrences {
            let start = wallClock(occurrence.start, zone: zone)
            let end = wallClock(occurrence.end, zone: zone)
            if heading != start.dayNumber {
                heading = start.dayNumber
                lines.append(day.string(from: date(start)))
            }
            let when: String
            if occurrence.isAllDay {
                let lastDay = end.dayNumber - 1
                when =
                    lastDay > start.dayNumber
                    ? words("agenda.allDayUntil", ["date": shortDay.string(from: date(end.movedBy(days: -1)))])
                    : words("agenda.allDay")
            } else if end == start {
                when = time.string(from: date(start))
            } else {
                let endText = (end.dayNumber == start.dayNumber ? time : dayAndTime).string(from: date(end))
                when = time.string(from: date(start)) + " – " + endText
            }
            let summary = occurrence.summary.flatMap { $0.isEmpty ? nil : $0 } ?? words("agenda.untitled")
            lines.append("  " + when + "  " + summary)
        }
        return lines
    }

    /// A time's wall clock: in `zone` when given, else in its own frame.
    static func wallClock(_ time: EventTime, zone: TimeZone?) -> ICalDateTime {
        guard let zone else { return time.frame.written(time) }
        return TimeFrame(form: .floating, zone: zone).written(time)
    }

    /// Fields of a wall-clock value as a `Date` the formatters read in UTC.
    private static func date(_ value: ICalDateTime) -> Date {
        Date(timeIntervalSince1970: TimeInterval(value.fieldSeconds))
    }

    private static func formatter(
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
