/// A key press, as read from a terminal in raw mode.
enum Key: Equatable, Sendable {
    case left, right, up, down
    case pageUp, pageDown, home, end
    case tab
    /// Shift-Tab (`ESC [ Z`).
    case backTab
    case enter, space, backspace
    /// Escape pressed on its own.
    case escape
    /// Control-C: the terminal's interrupt character, read as a key in raw mode.
    case interrupt
    /// Control-D, or the end of input.
    case endOfInput
    /// Control-L: draw the screen again.
    case redraw
    /// Control-Z: the terminal's suspend character, read as a key in raw mode.
    case suspend
    /// Any other printable character.
    case character(Character)
}
