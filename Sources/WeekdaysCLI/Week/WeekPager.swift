import Foundation
import WeekdayKit

/// Weeks of a calendar one after another, without end, and the selected day among them.
///
/// Every step is whole days of the calendar (`Calendar.date(byAdding:value:to:)` then
/// `startOfDay(for:)`), so a week is seven dates in any time zone: across daylight-saving
/// changes, including zones whose clocks skip midnight, and across year boundaries. Days
/// stay within the years 1 to 9999, which RFC 5545 dates can write.
struct WeekPager: Equatable {
    /// The calendar the weeks are counted and written in: the locale's, or English with
    /// the locale's week where the package has no words for its language, so the grid and
    /// its words are one language.
    let calendar: Calendar
    /// The start of today in the calendar's zone.
    let today: Date
    /// The start of the selected day.
    private(set) var selected: Date
    /// The first day of the first week shown.
    private(set) var firstWeekStart: Date
    /// How many weeks are shown, from ``firstWeekStart``.
    let weekCount: Int

    init(calendar: Calendar, today: Date, selected: Date, weekCount: Int = 1) {
        let calendar = calendar.forSentences
        self.calendar = calendar
        self.today = calendar.startOfDay(for: today)
        self.selected = calendar.startOfDay(for: selected)
        self.weekCount = max(1, weekCount)
        firstWeekStart = self.selected
        firstWeekStart = weekStart(of: self.selected)
    }

    // MARK: - Days

    /// The start of the day `count` days after `date` (before, for a negative count).
    func day(_ count: Int, after date: Date) -> Date? {
        calendar.date(byAdding: .day, value: count, to: date).map(calendar.startOfDay)
    }

    /// The first day of the week that holds `date`, by the calendar's first weekday.
    func weekStart(of date: Date) -> Date {
        let offset = (calendar.component(.weekday, from: date) - calendar.firstWeekday + 7) % 7
        return day(-offset, after: calendar.startOfDay(for: date)) ?? date
    }

    /// The seven days from `start`.
    func week(startingAt start: Date) -> [Date] {
        (0..<7).map { day($0, after: start) ?? start }
    }

    /// The weeks shown, each its seven days in the calendar's order.
    var weeks: [[Date]] {
        (0..<weekCount).map {
            week(startingAt: day(7 * $0, after: firstWeekStart) ?? firstWeekStart)
        }
    }

    /// Days since 1970-01-01 of a date's day in the calendar's zone.
    func dayNumber(of date: Date) -> Int {
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        return DayNumber.from(
            year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
    }

    func isToday(_ date: Date) -> Bool { calendar.isDate(date, inSameDayAs: today) }

    func isSelected(_ date: Date) -> Bool { calendar.isDate(date, inSameDayAs: selected) }

    // MARK: - Moving

    /// Moves the selected day by `count` days; the weeks shown follow it.
    mutating func moveDays(by count: Int) {
        guard let moved = day(count, after: selected), isWritable(moved) else { return }
        select(moved)
    }

    /// Moves the selected day by `count` weeks, keeping its weekday.
    mutating func moveWeeks(by count: Int) {
        moveDays(by: 7 * count)
    }

    /// Selects today and shows its week first.
    mutating func goToToday() {
        selected = today
        firstWeekStart = weekStart(of: today)
    }

    /// Selects a day, scrolling the weeks shown only as far as needed to show it.
    mutating func select(_ date: Date) {
        selected = calendar.startOfDay(for: date)
        let week = weekStart(of: selected)
        if week < firstWeekStart {
            firstWeekStart = week
        } else if let lastShown = day(7 * (weekCount - 1), after: firstWeekStart), week > lastShown {
            firstWeekStart = day(-7 * (weekCount - 1), after: week) ?? week
        }
    }

    /// Whether a date lies in the years 1 to 9999 of the common era.
    private func isWritable(_ date: Date) -> Bool {
        let parts = calendar.dateComponents([.era, .year], from: date)
        return parts.era == 1 && (1...9999).contains(parts.year ?? 0)
    }
}
