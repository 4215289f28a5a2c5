import Foundation
import WeekdayKit

/// The week calendar on a terminal: weeks of dates under the weekday letters, the rule's
/// days marked, its summary, the selected date in full, and the keys.
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

    static let keys = ["←/→ day", "↑/↓ week", "t today", "enter accept", "esc cancel"]

    /// The renderer for the weeks shown, with the rule's days among them.
    var renderer: WeekRowRenderer {
        WeekRowRenderer(pager: pager, ruleDays: ruleDaysShown, accent: accent)
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
        return "Occurrences this far from the start are past the search limit and not marked."
    }

    /// The selected date as RFC 5545 writes a DATE (`20261201`).
    var selectedDate: String {
        let parts = pager.calendar.dateComponents([.year, .month, .day], from: pager.selected)
        let year = String(parts.year ?? 1970)
        return String(repeating: "0", count: max(0, 4 - year.count)) + year
            + twoDigits(parts.month ?? 1) + twoDigits(parts.day ?? 1)
    }

    private func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }

    /// The weeks, the summary and the note, without the interactive lines.
    func calendarScreen(width: Int) -> Screen {
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
        row += 1
        row = screen.put(
            lines: TextLayout.wrapped(items: WeekView.keys, separator: " · ", width: width), from: row, style: .faint)
        return screen
    }

    // MARK: - Words for line mode

    func introduction() -> [String] {
        [
            "Week calendar. Left and right arrows move a day, up and down arrows move a week, "
                + "t goes to today, Enter accepts, Escape cancels."
        ] + renderer.sentences + [summary, limitNote].compactMap { $0 }
            + ["Selected: " + renderer.sentence(for: pager.selected)]
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
        return .changed(say: [renderer.sentence(for: pager.selected)])
    }
}
