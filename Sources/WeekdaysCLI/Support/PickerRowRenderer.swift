import WeekdayKit

/// Draws the picker's row of days for a terminal.
///
/// With color, a selected day is filled with the color and its letter drawn black or white
/// by luminance; an unselected day is dimmed. Without color, a selected day is bracketed
/// (`[M]`) so the row still reads.
struct PickerRowRenderer {
    var color: TerminalColor = .accent
    var usesColor: Bool

    func render(_ days: [PickerDay], selected: Set<Int>) -> String {
        let cellWidth = max(1, days.map { displayWidth($0.letter) }.max() ?? 1)
        return days.map { day in
            let isSelected = selected.contains(day.weekday)
            let letter = centered(day.letter, width: cellWidth)
            guard usesColor else { return isSelected ? "[\(letter)]" : " \(letter) " }
            if isSelected {
                return color.backgroundCode + color.contrastingText.foregroundCode + "\u{1B}[1m "
                    + letter + " \u{1B}[0m"
            }
            return "\u{1B}[2m \(letter) \u{1B}[0m"
        }.joined(separator: " ")
    }
}
