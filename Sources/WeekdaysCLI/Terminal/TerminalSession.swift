/// What an interactive screen does with a key.
enum KeyResponse: Equatable {
    /// The state changed: draw again, or in line mode say these lines.
    case changed(say: [String])
    /// The key means nothing here.
    case ignored
    /// Done: print this to standard output (nothing when nil) and exit 0.
    case accepted(String?)
    /// Given up: exit 1 with nothing printed.
    case cancelled
}

/// A screen that the person drives with keys: the picker, the week calendar.
protocol InteractiveScreen {
    /// The whole screen at a width.
    func screen(width: Int) -> Screen
    /// What line mode (`--plain`) says first: the state in full words and the keys.
    func introduction() -> [String]
    /// Updates the state for a key.
    mutating func respond(to key: Key) -> KeyResponse
}

/// Runs an ``InteractiveScreen`` on a terminal until it is accepted or given up.
enum TerminalSession {
    /// How the session ended.
    enum Ending: Equatable {
        case accepted(String?)
        /// Escape, `q`, or the end of input.
        case cancelled
        /// Control-C.
        case interrupted
    }

    /// Shows the screen, reads keys, and redraws after each change, each resize and each
    /// return from a stop (Control-Z, then `fg`).
    ///
    /// The terminal is put back before this returns.
    static func run<Model: InteractiveScreen>(
        _ model: inout Model, on terminal: RawTerminal, colors: ColorDepth?
    ) -> Ending {
        defer { terminal.restore() }
        var reader = KeyReader(input: terminal.descriptor, signalDescriptor: terminal.signalDescriptor)
        var painter = ScreenPainter(colors: colors)
        func draw() {
            let size = terminal.size
            terminal.write(painter.frame(model.screen(width: size.columns), rows: size.rows))
        }
        func say(_ lines: [String]) {
            terminal.write(lines.map { $0 + "\n" }.joined())
        }
        /// The whole screen again, or in line mode the introduction.
        func showAgain() {
            switch terminal.mode {
            case .fullScreen:
                painter.invalidate()
                draw()
            case .lines:
                say(model.introduction())
            }
        }
        switch terminal.mode {
        case .fullScreen: draw()
        case .lines: say(model.introduction())
        }
        while true {
            let key: Key
            switch reader.next() {
            case .resize:
                if terminal.mode == .fullScreen { showAgain() }
                continue
            case .suspend:
                terminal.suspend(wholeGroup: false)
                showAgain()
                continue
            case .continued:
                terminal.reenter()
                showAgain()
                continue
            case .key(let pressed):
                key = pressed
            }
            switch key {
            case .interrupt:
                return .interrupted
            case .endOfInput:
                return .cancelled
            case .redraw:
                showAgain()
                continue
            case .suspend:
                terminal.suspend(wholeGroup: true)
                showAgain()
                continue
            default:
                break
            }
            switch model.respond(to: key) {
            case .changed(let lines):
                switch terminal.mode {
                case .fullScreen: draw()
                case .lines: say(lines)
                }
            case .ignored:
                continue
            case .accepted(let output):
                return .accepted(output)
            case .cancelled:
                return .cancelled
            }
        }
    }
}
