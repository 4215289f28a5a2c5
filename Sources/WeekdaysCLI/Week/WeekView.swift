import Foundation
import WeekdayKit

/// The week calendar on a terminal: weeks of dates under the weekday letters, the rule's
/// days (or the days with events) marked, the rule's summary, the selected date in full
/// with its events, and the keys.
///
/// Left and right move the selected day (by what is on screen), up, down and the page
/// keys move it a week, `t` goes back to today, and Enter prints the selected date.
struct WeekView: InteractiveScreen {
    var pager: WeekPager
    /// The rule's days, when there is a rule.
    let rule: RuleDays?
    /// The words under the weeks, when there is a rule.
    let summary: String?
    /// The fill for the rule's days as the terminal shows it; nil draws without color.
    var accent: TerminalColor?
    /// The occurrences of the calendar files, when there are some (`--calendar`).
    var events: CalendarDays? = nil

    /// The most occurrences listed under the weeks printed, and under the selected day on
    /// a terminal; the rest are counted.
    static let listedOccurrences = 100
    static let listedForTheDay = 8

    /// The line of keys under the weeks, in the calendar's language.
    var keys: [String] {
        let words = pager.calendar.phrasebook
        return ["week.key.day", "week.key.week", "week.key.today", "picker.key.accept", "picker.key.cancel"].map {
            words($0)
        }
    }

    /// The renderer for the weeks shown, with the rule's days among them.
    var renderer: WeekRowRenderer {
        WeekRowRenderer(pager: pager, ruleDays: ruleDaysShown, eventCounts: eventCountsShown, accent: accent)
    }

    /// The first and last day numbers shown.
    private var daysShown: (first: Int, last: Int)? {
        guard let first = pager.weeks.first?.first, let last = pager.weeks.last?.last else { return nil }
        return (pager.dayNumber(of: first), pager.dayNumber(of: last))
    }

    private var eventCountsShown: [Int: Int]? {
        guard let events, let shown = daysShown else { return nil }
        return events.counts(from: shown.first, through: shown.last)
    }

    /// The agenda lines of the occurrences on the days `first` through `last`: a heading a
    /// day (unless `headings` is false) and a line an occurrence (time and summary), at
    /// most `limit` occurrences.
    private func agenda(from first: Int, through last: Int, limit: Int, headings: Bool = true) -> [String] {
        guard let events else { return [] }
        let found = events.occurrences(from: first, through: last)
        var agenda = OccurrenceAgenda(calendar: pager.calendar, zone: pager.calendar.timeZone)
        // An occurrence's own line comes last, after its day's heading when the day is new.
        var lines = found.prefix(limit).flatMap { occurrence in
            let lines = agenda.lines(for: occurrence).map { ControlCharacters.escaped($0) }
            return headings ? lines : Array(lines.suffix(1))
        }
        if found.count > limit {
            lines.append("  " + pager.calendar.phrasebook("week.moreOccurrences", ["n": String(found.count - limit)]))
        }
        return lines
    }

    /// The occurrences of every week shown, as agenda lines.
    var weeksAgenda: [String] {
        guard let shown = daysShown else { return [] }
        return agenda(from: shown.first, through: shown.last, limit: Self.listedOccurrences)
    }

    /// The selected day's occurrences, as agenda lines without the day's heading ("No
    /// events" when it has none).
    private var selectedDayAgenda: [String] {
        guard events != nil else { return [] }
        let day = pager.dayNumber(of: pager.selected)
        let lines = agenda(from: day, through: day, limit: Self.listedForTheDay, headings: false)
        return lines.isEmpty ? ["  " + pager.calendar.phrasebook("week.noEventsThatDay")] : lines
    }

    private var ruleDaysShown: Set<Int>? {
        guard let rule, let first = pager.weeks.first?.first, let last = pager.weeks.last?.last
        else { return nil }
        return rule.days(from: pager.dayNumber(of: first), through: pager.dayNumber(of: last))
    }

    /// Whether the weeks shown reach past where a bounded expansion stopped.
    private var limitNote: String? {
        guard let reached = rule?.searchedThrough, let last = pager.weeks.last?.last,
            pager.dayNumber(of: last) > reached
        else { return nil }
        return pager.calendar.phrasebook("week.pastSearchLimit")
    }

    /// The selected date as RFC 5545 writes a DATE (`20261201`).
    var selectedDate: String {
        let parts = pager.calendar.dateComponents([.year, .month, .day], from: pager.selected)
        let year = String(parts.year ?? 1970)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year
            + twoDigits(parts.month ?? 1) + twoDigits(parts.day ?? 1)
    }

    private func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    /// The weeks, the summary and the note, without the interactive lines; with
    /// `listingEvents`, the occurrences of the weeks shown under them.
    func calendarScreen(width: Int, listingEvents: Bool = false) -> Screen {
        var screen = Screen(width: width)
        let renderer = renderer
        var row = renderer.draw(into: &screen, row: 0)
        let layout = renderer.layout(width: width)
        for text in [summary, limitNote].compactMap({ $0 }) {
            for line in TextLayout.wrapped(text, width: width) {
                screen.put(line, row: row, column: renderer.aligned(line, in: layout, width: width))
                row += 1
            }
        }
        if listingEvents {
            // Cut to the width rather than wrapped, so the times stay in their column.
            for line in weeksAgenda.map({ TextLayout.truncated($0, toWidth: width) }) {
                screen.put(line, row: row, column: renderer.aligned(line, in: layout, width: width))
                row += 1
            }
        }
        return screen
    }

    func screen(width: Int) -> Screen {
        var screen = calendarScreen(width: width)
        var row = screen.height + 1
        let full = Date.FormatStyle(
            date: .complete, time: .omitted,
            locale: pager.calendar.locale ?? Locale(identifier: "en_US"),
            calendar: pager.calendar, timeZone: pager.calendar.timeZone)
        row = screen.put(
            lines: TextLayout.wrapped(pager.selected.formatted(full), width: width), from: row, style: .strong)
        row = screen.put(lines: selectedDayAgenda.map { TextLayout.truncated($0, toWidth: width) }, from: row)
        row += 1
        row = screen.put(
            lines: TextLayout.wrapped(items: keys, separator: " · ", width: width), from: row, style: .faint)
        return screen
    }

    // MARK: - Words for line mode

    func introduction() -> [String] {
        let words = pager.calendar.phrasebook
        return [words("week.introduction")] + renderer.sentences + [summary, limitNote].compactMap { $0 }
            + [words("week.selectedDay", ["day": renderer.sentence(for: pager.selected)])] + selectedDayAgenda
    }

    // MARK: - Keys

    mutating func respond(to key: Key) -> KeyResponse {
        let layout = renderer.layout(width: 80)
        switch key {
        case .left, .character("h"):
            pager.moveDays(by: layout.step(forRightward: -1))
        case .right, .character("l"):
            pager.moveDays(by: layout.step(forRightward: 1))
        case .up, .pageUp, .character("k"):
            pager.moveWeeks(by: -1)
        case .down, .pageDown, .character("j"):
            pager.moveWeeks(by: 1)
        case .character("t"):
            pager.goToToday()
        case .enter:
            return .accepted(selectedDate)
        case .escape, .character("q"):
            return .cancelled
        default:
            return .ignored
        }
        return .changed(say: [renderer.sentence(for: pager.selected)] + selectedDayAgenda)
    }
}
