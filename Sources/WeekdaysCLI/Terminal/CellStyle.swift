/// How one cell of a ``Screen`` is drawn: colors and text attributes.
struct CellStyle: Hashable, Sendable {
    /// The text color; nil leaves the terminal's own.
    var foreground: TerminalColor?
    /// The fill behind the text; nil leaves the terminal's own.
    var background: TerminalColor?
    var bold = false
    /// Drawn fainter than normal text (SGR 2).
    var dim = false
    var underline = false

    /// The terminal's own colors, no attributes.
    static let plain = CellStyle()

    /// A fill with its text drawn black or white, whichever reads on it.
    static func filled(with color: TerminalColor) -> CellStyle {
        CellStyle(foreground: color.contrastingText, background: color, bold: true)
    }

    static let strong = CellStyle(bold: true)
    static let faint = CellStyle(dim: true)
}

// Synthesis cannot reach into another file, so the hash is spelled out.
extension TerminalColor: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
    }
}
