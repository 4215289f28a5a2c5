import Foundation
import WeekdayKit

/// The picker on a terminal: the presets as a segmented control, the row of days with the
/// focus marked under it, the summary and the RRULE, and the keys.
///
/// With an accent color, selected days and the chosen segment are filled with it and
/// their text drawn black or white by its luminance; without color they are bracketed.
struct PickerView: InteractiveScreen {
    var state: PickerState
    /// The fill of selected days as the terminal shows it; nil draws without color.
    var accent: TerminalColor?

    var isRightToLeft: Bool { state.calendar.isRightToLeft }

    // MARK: - Drawing

    func screen(width: Int) -> Screen {
        var screen = Screen(width: width)
        var row = drawPresets(into: &screen, row: 0)
        row += 1
        row = drawDays(into: &screen, row: row)
        for line in TextLayout.wrapped(state.summary, width: width) {
            let column =
                line.containsRightToLeft
                ? max(0, min(width, rowLayout(width: width).width) - displayWidth(line)) : 0
            screen.put(line, row: row, column: column, style: .strong)
            row += 1
        }
        row = screen.put(
            lines: TextLayout.wrapped("RRULE: " + (state.rule ?? words("picker.noRule")), width: width), from: row)
        row += 1
        row = screen.put(
            lines: TextLayout.wrapped(items: PickerKeyHelp.items(in: state.calendar), separator: " · ", width: width),
            from: row, style: .faint)
        return screen
    }

    /// The segments, wrapped onto more lines when they do not fit; returns the next row.
    private func drawPresets(into screen: inout Screen, row: Int) -> Int {
        var row = row
        var column = 0
        let current = state.preset
        for preset in PickerPreset.allCases {
            let label = preset.label(in: state.calendar)
            let isChosen = preset == current
            let text: String
            let style: CellStyle
            switch (isChosen, accent) {
            case (true, let accent?): (text, style) = (" \(label) ", .filled(with: accent))
            case (true, nil): (text, style) = ("[\(label)]", .strong)
            case (false, _): (text, style) = (" \(label) ", .plain)
            }
            let width = displayWidth(text)
            if column > 0, column + width > screen.width {
                row += 1
                column = 0
            }
            screen.put(text, row: row, column: column, style: style)
            column += width + 1
        }
        return row + 1
    }

    func rowLayout(width: Int) -> DayRowLayout {
        let widest = state.days.map { displayWidth($0.letter) }.max() ?? 1
        return DayRowLayout(content: widest, padding: 2, width: width, isRightToLeft: isRightToLeft)
    }

    /// The row of days and the caret under the focused one; returns the next row.
    private func drawDays(into screen: inout Screen, row: Int) -> Int {
        let layout = rowLayout(width: screen.width)
        let content = layout.contentWidth(padding: 2)
        for (index, day) in state.days.enumerated() {
            let letter = centered(
                TextLayout.truncated(day.letter, toWidth: content), width: content)
            let column = layout.column(of: index)
            let isFocused = index == state.focus
            if state.isSelected(day) {
                if let accent {
                    var style = CellStyle.filled(with: accent)
                    style.underline = isFocused
                    screen.put(" \(letter) ", row: row, column: column, style: style)
                } else {
                    screen.put("[\(letter)]", row: row, column: column, style: .strong)
                }
            } else {
                var style = accent == nil ? CellStyle.plain : CellStyle.faint
                style.underline = isFocused && accent != nil
                screen.put(" \(letter) ", row: row, column: column, style: style)
            }
            if isFocused {
                screen.put(
                    "^", row: row + 1, column: column + (layout.cellWidth - 1) / 2, style: .strong)
            }
        }
        screen.keepOrder(ofRow: row)
        screen.extend(toHeight: row + 2)
        return row + 2
    }

    // MARK: - Words for line mode

    /// The picker's words: its calendar's language, or English where the package has none.
    private var words: Phrasebook { state.calendar.phrasebook }

    func introduction() -> [String] {
        [
            words("picker.introduction"),
            statusSentence(),
            state.days.map { words.sentence("picker.dayState", ["day": $0.name, "state": stateWord($0)]) }
                .joined(separator: words("picker.sentenceGap")),
            focusSentence(),
        ]
    }

    private func stateWord(_ day: PickerDay) -> String {
        words(state.isSelected(day) ? "picker.selected" : "picker.notSelected")
    }

    /// The preset, the summary and the rule.
    private func statusSentence() -> String {
        words.sentence(
            "picker.status",
            [
                "preset": state.preset.label(in: state.calendar), "summary": state.summary,
                "rule": state.rule ?? words("picker.noRule"),
            ])
    }

    private func focusSentence() -> String {
        let day = state.focusedDay
        return words.sentence(
            "picker.focus",
            [
                "day": day.name, "state": stateWord(day), "n": String(state.focus + 1),
                "total": String(state.days.count),
            ])
    }

    // MARK: - Keys

    mutating func respond(to key: Key) -> KeyResponse {
        let layout = rowLayout(width: 80)
        switch key {
        case .left, .character("h"):
            state.moveFocus(by: layout.step(forRightward: -1))
            return .changed(say: [focusSentence()])
        case .right, .character("l"):
            state.moveFocus(by: layout.step(forRightward: 1))
            return .changed(say: [focusSentence()])
        case .home, .end:
            state.moveFocus(to: layout.index(leftmost: key == .home))
            return .changed(say: [focusSentence()])
        case .space, .character("x"):
            state.toggleFocusedDay()
            return .changed(say: [focusSentence(), statusSentence()])
        case .character(let digit) where ("1"..."7").contains(digit):
            guard let number = digit.wholeNumberValue else { return .ignored }
            state.moveFocus(to: number - 1)
            state.toggleFocusedDay()
            return .changed(say: [focusSentence(), statusSentence()])
        case .tab, .backTab:
            state.stepPreset(by: key == .tab ? 1 : -1)
            return .changed(say: [statusSentence()])
        case .enter:
            return .accepted(state.rule)
        case .escape, .character("q"):
            return .cancelled
        default:
            return .ignored
        }
    }
}
