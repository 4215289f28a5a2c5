import Foundation
import WeekdayKit

/// Draws weeks as rows of dates under the calendar's weekday letters.
///
/// A cell is the day of the month in the locale's digits between two mark columns:
/// `[ 1]` is the selected day, `(29)` today, and `*` before the number a day the rule
/// occurs on, or that has occurrences of the calendar's events. With an accent color,
/// those days are filled with it instead of starred and today is bold and underlined. Letters stand over the units digit; right-to-left
/// languages run the row from the right.
struct WeekRowRenderer {
    let pager: WeekPager
    /// Day numbers on which the rule occurs; nil when there is no rule.
    var ruleDays: Set<Int>?
    /// How many occurrences of the calendar's events each day shown has (days without
    /// any left out); nil when there is no calendar.
    var eventCounts: [Int: Int]? = nil
    /// The fill for the rule's days as the terminal shows it; nil draws without color.
    var accent: TerminalColor?

    var calendar: Calendar { pager.calendar }
    private var locale: Locale { calendar.locale ?? Locale(identifier: "en_US") }

    /// The letters over the columns, in the calendar's order.
    var letters: [String] { PickerDay.days(of: calendar).map(\.letter) }

    /// Cells hold two digits, and a star before them when a rule is marked without color.
    func layout(width: Int) -> DayRowLayout {
        let widest = letters.map(displayWidth).max() ?? 1
        let digits = (ruleDays != nil || eventCounts != nil) && accent == nil ? 3 : 2
        return DayRowLayout(
            content: max(digits, widest), padding: 2, width: width,
            isRightToLeft: calendar.isRightToLeft)
    }

    /// The month and year of the weeks shown ("December 2026", "November – December 2026").
    var title: String {
        let weeks = pager.weeks
        guard let first = weeks.first?.first, let last = weeks.last?.last else { return "" }
        let style = Date.IntervalFormatStyle(
            locale: locale, calendar: calendar, timeZone: calendar.timeZone
        )
        .month(.wide).year()
        let text = (first..<max(first, last)).formatted(style)
        // Some locales' interval patterns name one month twice (fa: "November to November"):
        // then each end is written on its own.
        let lastMonth = calendar.component(.month, from: last)
        let names = [calendar.monthSymbols, calendar.standaloneMonthSymbols].map { $0[lastMonth - 1] }
        guard calendar.component(.month, from: first) != lastMonth, !names.contains(where: text.contains) else {
            return text
        }
        var single = Date.FormatStyle(locale: locale, calendar: calendar, timeZone: calendar.timeZone).month(.wide)
        if calendar.component(.year, from: first) != calendar.component(.year, from: last) { single = single.year() }
        return single.format(first) + " – "
            + Date.FormatStyle(
                locale: locale, calendar: calendar, timeZone: calendar.timeZone
            ).month(.wide).year().format(last)
    }

    /// Draws the title, the letters and the weeks from `row` on; returns the next row.
    func draw(into screen: inout Screen, row: Int) -> Int {
        let layout = layout(width: screen.width)
        var row = row
        screen.put(
            title, row: row, column: aligned(title, in: layout, width: screen.width), style: .strong
        )
        row += 1
        let content = layout.contentWidth(padding: 2)
        for (index, letter) in letters.enumerated() {
            let shown = TextLayout.truncated(letter, toWidth: content)
            let column = layout.column(of: index) + 1 + content - displayWidth(shown)
            screen.put(shown, row: row, column: column, style: .strong)
        }
        screen.keepOrder(ofRow: row)
        row += 1
        for week in pager.weeks {
            for (index, date) in week.enumerated() {
                drawDay(
                    date, into: &screen, row: row, column: layout.column(of: index),
                    content: content)
            }
            screen.keepOrder(ofRow: row)
            row += 1
        }
        return row
    }

    private func drawDay(
        _ date: Date, into screen: inout Screen, row: Int, column: Int, content: Int
    ) {
        let isSelected = pager.isSelected(date)
        let isToday = pager.isToday(date)
        let day = pager.dayNumber(of: date)
        let occurs = ruleDays?.contains(day) ?? (eventCounts?[day] != nil)
        let number = dayOfMonth(date)
        let marked = occurs && accent == nil ? "*" + number : number
        let inner = String(repeating: " ", count: max(0, content - displayWidth(marked))) + marked
        var innerStyle = CellStyle.plain
        if occurs, let accent { innerStyle = .filled(with: accent) }
        if isToday, accent != nil {
            innerStyle.bold = true
            innerStyle.underline = true
        }
        let (open, close) = isSelected ? ("[", "]") : isToday ? ("(", ")") : (" ", " ")
        let markStyle = isSelected || isToday ? CellStyle.strong : .plain
        screen.put(open, row: row, column: column, style: markStyle)
        screen.put(inner, row: row, column: column + 1, style: innerStyle)
        screen.put(close, row: row, column: column + 1 + content, style: markStyle)
    }

    /// The day of the month in the locale's digits (`1`, `١`).
    func dayOfMonth(_ date: Date) -> String {
        calendar.component(.day, from: date).formatted(.number.locale(locale).grouping(.never))
    }

    /// Text of a right-to-left language ends at the row's right edge; other text starts left.
    func aligned(_ text: String, in layout: DayRowLayout, width: Int) -> Int {
        guard text.containsRightToLeft else { return 0 }
        return max(0, min(width, layout.width) - displayWidth(text))
    }

    // MARK: - Words for line mode

    /// A day in full words with its states: "Tuesday, December 1, 2026: selected, today,
    /// the rule occurs".
    func sentence(for date: Date) -> String {
        let words = calendar.phrasebook
        let style = Date.FormatStyle(
            date: .complete, time: .omitted, locale: locale, calendar: calendar,
            timeZone: calendar.timeZone)
        var states: [String] = []
        if pager.isSelected(date) { states.append(words("week.selected")) }
        if pager.isToday(date) { states.append(words("week.today")) }
        if let ruleDays {
            states.append(words(ruleDays.contains(pager.dayNumber(of: date)) ? "week.ruleOccurs" : "week.noOccurrence"))
        }
        if let eventCounts {
            let count = eventCounts[pager.dayNumber(of: date)] ?? 0
            states.append(
                count == 0 ? words("week.noEvents") : words(words.counted("week.events", count), ["n": String(count)]))
        }
        let text = date.formatted(style)
        guard !states.isEmpty else { return text }
        return words(
            "week.dayStates", ["date": text, "states": states.joined(separator: words("week.stateSeparator"))])
    }

    /// Every week shown in words: a heading, then one line a day in the calendar's order.
    var sentences: [String] {
        let words = calendar.phrasebook
        return pager.weeks.flatMap { week -> [String] in
            guard let first = week.first else { return [] }
            let style = Date.FormatStyle(
                date: .long, time: .omitted, locale: locale, calendar: calendar,
                timeZone: calendar.timeZone)
            return [words("week.heading", ["date": first.formatted(style)])] + week.map(sentence)
        }
    }
}
