import WeekdayKit

/// Draws the picker's row of days for a terminal.
///
/// With color, a selected day is filled with the color and its letter drawn black or white
/// by the luminance of the color the terminal really shows; an unselected day is dimmed.
/// Without color, a selected day is bracketed (`[M]`) so the row still reads.
struct PickerRowRenderer {
    var color: TerminalColor = .accent
    /// The terminal's colors; nil for plain text.
    var depth: ColorDepth?
    /// Whether the row runs right to left, first day at the right, as `week` draws it
    /// for Hebrew, Arabic or Persian.
    var isRightToLeft = false

    func render(_ days: [PickerDay], selected: Set<Int>) -> String {
        let cellWidth = max(1, days.map { displayWidth($0.letter) }.max() ?? 1)
        let cells = (isRightToLeft ? days.reversed() : days).map { day in
            cell(day, selected: selected.contains(day.weekday), width: cellWidth)
        }
        guard isRightToLeft else { return cells.joined(separator: " ") }
        // Marks keep a viewer that reorders bidirectional text from turning the row back.
        let mark = Screen.leftToRightMark
        return mark + cells.map { $0 + mark }.joined(separator: " ")
    }

    private func cell(_ day: PickerDay, selected isSelected: Bool, width cellWidth: Int) -> String {
        let letter = centered(day.letter, width: cellWidth)
        guard let depth else { return isSelected ? "[\(letter)]" : " \(letter) " }
        if isSelected {
            let shown = depth.approximation(of: color)
            return
                "\u{1B}[\(depth.backgroundParameters(color));\(depth.foregroundParameters(shown.contrastingText));1m "
                + letter + " \u{1B}[0m"
        }
        return "\u{1B}[2m \(letter) \u{1B}[0m"
    }
}
