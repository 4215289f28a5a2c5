import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal on standard input and output, switched to raw mode for an interactive
/// screen, and always switched back.
///
/// Raw mode turns off line editing, echo and the signal keys, so each key arrives as it
/// is pressed (Control-C as a byte). ``restore()`` undoes it; so do `deinit`, a signal that
/// ends the process (SIGINT, SIGTERM, SIGHUP, SIGQUIT) and a crash, through
/// ``TerminalRestoration``.
final class RawTerminal {
    /// How the screen is drawn.
    enum Mode {
        /// The alternate screen, cursor hidden, redrawn in place.
        case fullScreen
        /// Lines printed one after another, cursor left alone (for screen readers).
        case lines
    }

    let input: Int32
    let output: Int32
    let mode: Mode
    /// The read end of the pipe a resize writes to; the key reader watches it.
    let resizeDescriptor: Int32
    private let resizeWriteDescriptor: Int32
    private var isRestored = false

    /// Whether both descriptors are terminals.
    static func isAvailable(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) -> Bool {
        isatty(input) == 1 && isatty(output) == 1
    }

    /// Switches the terminal to raw mode and, for ``Mode/fullScreen``, to the alternate
    /// screen with the cursor hidden; nil when the settings cannot be read or changed.
    ///
    /// The corresponding C functions are `tcgetattr` and `tcsetattr`.
    init?(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO, mode: Mode) {
        self.input = input
        self.output = output
        self.mode = mode
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return nil }
        var pipeEnds: [Int32] = [-1, -1]
        guard pipe(&pipeEnds) == 0 else { return nil }
        resizeDescriptor = pipeEnds[0]
        resizeWriteDescriptor = pipeEnds[1]
        for descriptor in pipeEnds {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
            _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        }
        // Output processing stays on, so a line ends with "\n" as usual.
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        raw.c_cflag |= tcflag_t(CS8)
        withUnsafeMutableBytes(of: &raw.c_cc) { controls in
            controls[Int(VMIN)] = 1
            controls[Int(VTIME)] = 0
        }
        // Line mode changes nothing on screen, so it writes no escape codes on the way out
        // either (a screen reader, or TERM=dumb, would read them out).
        let farewell = mode == .fullScreen ? "\u{1B}[0m\u{1B}[?1049l\u{1B}[?25h" : ""
        TerminalRestoration.arm(
            descriptor: input, attributes: original, farewell: farewell,
            resizeDescriptor: resizeWriteDescriptor)
        guard tcsetattr(input, TCSAFLUSH, &raw) == 0 else {
            // The object is whole by now, so `deinit` closes the pipe.
            TerminalRestoration.disarm()
            return nil
        }
        if mode == .fullScreen {
            write("\u{1B}[?1049h\u{1B}[?25l")
        }
    }

    deinit {
        restore()
        close(resizeDescriptor)
        close(resizeWriteDescriptor)
    }

    /// Leaves raw mode and the alternate screen, shows the cursor, and puts back the
    /// signal handlers; does nothing the second time.
    func restore() {
        guard !isRestored else { return }
        isRestored = true
        TerminalRestoration.disarm()
    }

    /// The terminal's size; 80 by 24 when it does not say.
    ///
    /// The corresponding C call is `ioctl(TIOCGWINSZ)`.
    var size: (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(max(size.ws_row, 1)))
    }

    /// Writes text to the terminal, all of it.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(output, base + written, buffer.count - written)
            }
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}

/// The C `write`, which the method of the same name hides.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
