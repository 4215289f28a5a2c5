import Foundation
import WeekdayKit

/// The occurrences of calendar files on the days a week view shows, read when they are
/// asked for.
///
/// The files are read through ``CalendarFeed`` (bounded memory however large they are),
/// for the days asked plus ``marginDays`` either side, so paging week by week reads
/// seldom. A reading holds at most ``occurrenceLimit`` occurrences: when the days and
/// their margins hold more, only the days asked for are read, each time; when those hold
/// more (a week of a secondly series holds 604,800), the reading stops there and its
/// report says so: weeks that cannot be shown whole are never shown as if they were.
final class CalendarDays {
    let feed: CalendarFeed
    /// The calendar whose days are shown; its zone reads dates and floating times.
    let calendar: Calendar

    /// Days read either side of those asked for.
    static let marginDays = 28
    /// The most occurrences one reading holds, and so the most kept between readings.
    static let occurrenceLimit = 10_000

    /// The days read last (day numbers), and what overlaps them, in start order.
    private var readDays: ClosedRange<Int>?
    private var kept: [EventOccurrence] = []
    /// What the first reading of the days shown found: problems, files that cannot be
    /// read, series and weeks cut short.
    private(set) var firstReport: CalendarFeedReport?

    init(inputs: [CalendarInput], calendar: Calendar) {
        self.calendar = calendar
        var feed = CalendarFeed(inputs: inputs, viewerZone: calendar.timeZone)
        feed.maximumOccurrences = Self.occurrenceLimit
        self.feed = feed
    }

    /// The occurrences that overlap the days `first` through `last` (day numbers), in
    /// start order.
    func occurrences(from first: Int, through last: Int) -> [EventOccurrence] {
        guard first <= last else { return [] }
        if let readDays, readDays.contains(first), readDays.contains(last) {
            return kept.filter { overlaps($0, first, last) }
        }
        let wide = (first - Self.marginDays)...(last + Self.marginDays)
        let (found, report) = read(wide)
        if !report.reachedOccurrenceLimit {
            readDays = wide
            kept = found
            if firstReport == nil { firstReport = report }
            return found.filter { overlaps($0, first, last) }
        }
        readDays = nil
        kept = []
        let (days, daysReport) = read(first...last)
        if firstReport == nil { firstReport = daysReport }
        return days
    }

    /// How many occurrences overlap each of the days `first` through `last` that has any.
    func counts(from first: Int, through last: Int) -> [Int: Int] {
        var counts: [Int: Int] = [:]
        for occurrence in occurrences(from: first, through: last) {
            for day in days(of: occurrence) where (first...last).contains(day) { counts[day, default: 0] += 1 }
        }
        return counts
    }

    /// The days an occurrence covers in the calendar's zone: an all-day one its dates, a
    /// timed one the days from its start to just before its end (its start's day when it
    /// has no length).
    func days(of occurrence: EventOccurrence) -> ClosedRange<Int> {
        if occurrence.isAllDay {
            let first = occurrence.start.value.dayNumber
            return first...max(first, occurrence.end.value.dayNumber - 1)
        }
        let zone = calendar.timeZone
        let first = ICalDateTime(localTimeOf: occurrence.start.instant, in: zone).dayNumber
        guard occurrence.end.instant > occurrence.start.instant else { return first...first }
        let last = ICalDateTime(localTimeOf: occurrence.end.instant.addingTimeInterval(-1), in: zone).dayNumber
        return first...max(first, last)
    }

    private func overlaps(_ occurrence: EventOccurrence, _ first: Int, _ last: Int) -> Bool {
        days(of: occurrence).overlaps(first...last)
    }

    /// Every occurrence that overlaps the days, read from the files.
    private func read(_ days: ClosedRange<Int>) -> ([EventOccurrence], CalendarFeedReport) {
        var found: [EventOccurrence] = []
        let report = feed.occurrences(from: start(of: days.lowerBound), to: start(of: days.upperBound + 1)) {
            found.append($0)
        }
        return (found.filter { overlaps($0, days.lowerBound, days.upperBound) }, report)
    }

    /// The instant a day starts in the calendar's zone.
    private func start(of day: Int) -> Date {
        let date = DayNumber.date(of: day)
        let midnight = ICalDateTime(year: date.year, month: date.month, day: date.day, form: .floating)
        return midnight.instant(in: calendar.timeZone)
    }
}
