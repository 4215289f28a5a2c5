import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What `week` and `pick` share: reading `--color`, choosing colors and width, and
/// running a screen on the terminal.
enum InteractiveRun {
    /// `--color NAME|#RRGGBB`, or the default accent.
    static func accentOption(_ options: ArgumentScanner) throws(CommandFailure) -> TerminalColor {
        guard let name = options.value("--color") else { return .accent }
        guard let color = TerminalColor(parsing: name) else {
            throw .usage(
                "unknown color '\(name)'; use #RRGGBB or one of \(TerminalColor.names.joined(separator: ", "))",
                command: options.command.name)
        }
        return color
    }

    /// The colors for standard output: none off a terminal, with `NO_COLOR` or `TERM=dumb`.
    static func colors(_ context: CommandContext) -> ColorDepth? {
        context.usesColor ? ColorDepth(environment: context.environment) : nil
    }

    /// The colors for an interactive screen, drawn on the controlling terminal whatever
    /// standard output is: none with `NO_COLOR` or `TERM=dumb`.
    static func screenColors(_ context: CommandContext) -> ColorDepth? {
        ColorDepth(environment: context.environment)
    }

    /// Whether the screen should be lines of words: `--plain`, or a terminal that cannot
    /// move its cursor (`TERM=dumb`).
    static func speaksLines(_ options: ArgumentScanner, _ context: CommandContext) -> Bool {
        options.has("--plain") || context.environment["TERM"] == "dumb"
    }

    /// The width to lay text out in: `COLUMNS`, else the terminal's, else 80.
    static func columns(_ context: CommandContext) -> Int {
        if let text = context.environment["COLUMNS"], let columns = Int(text), columns > 0 {
            return columns
        }
        if context.stdoutIsTerminal, isatty(STDOUT_FILENO) == 1 {
            var size = winsize()
            if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
                return Int(size.ws_col)
            }
        }
        return 80
    }

    /// Runs `model` on the controlling terminal, then prints what it accepted on standard
    /// output (a pipe, in `rule=$(weekdays pick)`); Escape and `q` end with status 1,
    /// Control-C with 130 as a shell reports it.
    ///
    /// - Parameter refusal: what to say when there is no terminal to draw on at all.
    static func run<Model: InteractiveScreen>(
        _ model: inout Model, lines: Bool, colors: ColorDepth?, refusal: CommandFailure,
        _ context: inout CommandContext
    ) throws(CommandFailure) {
        guard let path = context.terminalPath,
            let terminal = RawTerminal(path: path, mode: lines ? .lines : .fullScreen)
        else {
            throw refusal
        }
        let ending = TerminalSession.run(&model, on: terminal, colors: lines ? nil : colors)
        switch ending {
        case .accepted(let text):
            if let text { context.out(text) }
        case .cancelled:
            throw .problemsFound
        case .interrupted:
            // The terminal is back to normal; end as an interrupted program does, by status.
            exit(130)
        }
    }
}
