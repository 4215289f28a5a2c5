/// Writing a ``Screen`` out: as plain lines, or with escape codes for a terminal.
extension Screen {
    /// The left-to-right mark (U+200E), written around right-to-left letters in rows that
    /// keep their order.
    ///
    /// A terminal or viewer that reorders bidirectional text would otherwise turn a row of
    /// Hebrew or Arabic day letters around; between marks each cell stays in its column.
    /// Terminals that do not reorder show the mark as nothing.
    static let leftToRightMark = "\u{200E}"

    /// A row as text to print: trailing spaces removed; with `colors`, styles as SGR codes.
    func rendered(row: Int, colors: ColorDepth?) -> String {
        guard rows.indices.contains(row) else { return "" }
        var cells = rows[row]
        while let last = cells.last, last.text == " ", colors == nil || last.style == .plain {
            cells.removeLast()
        }
        let isolates = orderedRows.contains(row) && cells.contains { $0.text.containsRightToLeft }
        var text = isolates ? Screen.leftToRightMark : ""
        var current = CellStyle.plain
        var inRightToLeftRun = false
        for cell in cells where !cell.isContinuation {
            let isRightToLeft = isolates && cell.text.containsRightToLeft
            if inRightToLeftRun, !isRightToLeft { text += Screen.leftToRightMark }
            inRightToLeftRun = isRightToLeft
            if let colors, cell.style != current {
                text += Screen.sgr(cell.style, colors: colors)
                current = cell.style
            }
            text += cell.text
        }
        if inRightToLeftRun { text += Screen.leftToRightMark }
        if current != .plain { text += "\u{1B}[0m" }
        return text
    }

    /// Every row as text to print.
    func renderedLines(colors: ColorDepth?) -> [String] {
        rows.indices.map { rendered(row: $0, colors: colors) }
    }

    /// The escape sequence that switches to a style from any other.
    static func sgr(_ style: CellStyle, colors: ColorDepth) -> String {
        var parameters = ["0"]
        if style.bold { parameters.append("1") }
        if style.dim { parameters.append("2") }
        if style.underline { parameters.append("4") }
        if let foreground = style.foreground {
            parameters.append(colors.foregroundParameters(foreground))
        }
        if let background = style.background {
            parameters.append(colors.backgroundParameters(background))
        }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m"
    }
}
