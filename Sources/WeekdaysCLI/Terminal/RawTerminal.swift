import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The controlling terminal (`/dev/tty`), switched to raw mode for an interactive screen,
/// and always switched back.
///
/// The screen is drawn on, and keys are read from, the controlling terminal rather than
/// standard input and output, so `rule=$(weekdays pick)` shows the picker and captures only
/// the result, as fzf and dialog do. Raw mode turns off line editing, echo and the signal
/// keys, so each key arrives as it is pressed (Control-C and Control-Z as bytes).
/// ``restore()`` undoes it; so do `deinit`, a signal that ends the process (SIGINT, SIGTERM,
/// SIGHUP, SIGQUIT) and a crash, through ``TerminalRestoration``. ``suspend(wholeGroup:)``
/// undoes it for a stop (Control-Z, SIGTSTP) and ``reenter()`` does it again after `fg`.
final class RawTerminal {
    /// How the screen is drawn.
    enum Mode {
        /// The alternate screen, cursor hidden, redrawn in place.
        case fullScreen
        /// Lines printed one after another, cursor left alone (for screen readers).
        case lines
    }

    /// The terminal's descriptor, for keys and for the screen alike.
    let descriptor: Int32
    let mode: Mode
    /// The read end of the pipe signal handlers write to (``TerminalSignal``); the key
    /// reader watches it.
    let signalDescriptor: Int32
    private let signalWriteDescriptor: Int32
    /// The settings of raw mode, set again after a stop.
    private var raw: termios
    private var isRestored = false

    /// The bytes that switch to the alternate screen and hide the cursor.
    private var greeting: String { mode == .fullScreen ? "\u{1B}[?1049h\u{1B}[?25l" : "" }

    /// Opens the terminal at `path` (the controlling terminal, `/dev/tty`) and switches it
    /// to raw mode and, for ``Mode/fullScreen``, to the alternate screen with the cursor
    /// hidden; nil when there is no terminal there or its settings cannot be changed.
    ///
    /// The corresponding C functions are `open`, `tcgetattr` and `tcsetattr`.
    init?(path: String, mode: Mode) {
        self.mode = mode
        let opened = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard opened >= 0 else { return nil }
        descriptor = opened
        var original = termios()
        var pipeEnds: [Int32] = [-1, -1]
        guard isatty(opened) == 1, tcgetattr(opened, &original) == 0, pipe(&pipeEnds) == 0 else {
            close(opened)
            return nil
        }
        signalDescriptor = pipeEnds[0]
        signalWriteDescriptor = pipeEnds[1]
        for end in pipeEnds {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        // Output processing stays on, so a line ends with "\n" as usual.
        raw = original
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
            descriptor: opened, attributes: original, farewell: farewell,
            signalDescriptor: signalWriteDescriptor)
        guard RawTerminal.apply(raw, to: opened, when: TCSAFLUSH) else {
            // The object is whole by now, so `deinit` closes the descriptors.
            TerminalRestoration.disarm()
            return nil
        }
        write(greeting)
    }

    deinit {
        restore()
        close(signalDescriptor)
        close(signalWriteDescriptor)
        close(descriptor)
    }

    /// Leaves raw mode and the alternate screen, shows the cursor, and puts back the
    /// signal handlers; does nothing the second time.
    func restore() {
        guard !isRestored else { return }
        isRestored = true
        TerminalRestoration.disarm()
    }

    /// Puts the terminal back and stops the process, as Control-Z does with the terminal's
    /// own settings; once continued (`fg`), raw mode and the screen come back, and the
    /// caller draws again.
    ///
    /// - Parameter wholeGroup: stop the whole process group, as the terminal's suspend key
    ///   does (the key); only this process for a SIGTSTP sent to it alone.
    func suspend(wholeGroup: Bool) {
        guard !isRestored else { return }
        TerminalRestoration.stop(wholeGroup: wholeGroup)
        reenter()
    }

    /// Switches to raw mode and the alternate screen again: after a stop, or after SIGCONT
    /// when something else stopped the process and the shell reset the terminal meanwhile.
    ///
    /// Writing to the terminal from the background stops the process again (SIGTTOU) until
    /// it is brought to the foreground, as it should.
    func reenter() {
        guard !isRestored else { return }
        // Keys typed since `fg` are kept: they are meant for the screen.
        _ = RawTerminal.apply(raw, to: descriptor, when: TCSADRAIN)
        TerminalRestoration.rearm(descriptor: descriptor)
        write(greeting)
    }

    /// Sets a terminal's settings, again when a signal interrupts (a stop from the
    /// background, then SIGCONT); false when they cannot be set.
    ///
    /// - Parameter moment: `TCSAFLUSH` drops what was typed before, `TCSADRAIN` keeps it.
    private static func apply(_ attributes: termios, to descriptor: Int32, when moment: Int32) -> Bool {
        var attributes = attributes
        while tcsetattr(descriptor, moment, &attributes) != 0 {
            guard errno == EINTR else { return false }
        }
        return true
    }

    /// The terminal's size; 80 by 24 when it does not say.
    ///
    /// The corresponding C call is `ioctl(TIOCGWINSZ)`.
    var size: (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return (80, 24) }
        return (Int(size.ws_col), Int(max(size.ws_row, 1)))
    }

    /// Writes text to the terminal, all of it.
    func write(_ text: String) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { buffer -> Int in
                guard let base = buffer.baseAddress else { return 0 }
                return systemWrite(descriptor, base + written, buffer.count - written)
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
