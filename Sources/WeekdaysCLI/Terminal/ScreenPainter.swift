/// Turns successive ``Screen``s into what a terminal needs to show them: the whole screen
/// the first time and after a resize, then only the rows that changed.
struct ScreenPainter {
    let colors: ColorDepth?
    private var previous: Screen?

    init(colors: ColorDepth?) {
        self.colors = colors
    }

    /// Forgets what is on the terminal, so the next frame draws everything (after a
    /// resize, or Control-L).
    mutating func invalidate() {
        previous = nil
    }

    /// The escape codes and text that change the terminal from the last frame to `screen`,
    /// drawing no more than `rows` rows.
    mutating func frame(_ screen: Screen, rows: Int) -> String {
        var output = ""
        let old = previous
        if old == nil || old?.width != screen.width { output += "\u{1B}[0m\u{1B}[2J" }
        let visible = min(screen.height, max(rows, 1))
        for row in 0..<visible {
            if let old, old.width == screen.width, row < old.height,
                old.rows[row] == screen.rows[row]
            {
                continue
            }
            output +=
                "\u{1B}[\(row + 1);1H" + screen.rendered(row: row, colors: colors)
                + "\u{1B}[0m\u{1B}[K"
        }
        if let old, old.width == screen.width, old.height > visible {
            for row in visible..<min(old.height, max(rows, 1)) {
                output += "\u{1B}[\(row + 1);1H\u{1B}[K"
            }
        }
        previous = screen
        return output
    }
}
