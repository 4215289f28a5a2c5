#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a signal handler needs to put the terminal back: the saved settings, the bytes
/// that undo the screen changes, and the signal actions that were there before; kept in
/// memory allocated once so a handler reads it without allocating, locking or Swift's
/// exclusivity bookkeeping.
///
/// Only async-signal-safe calls run in the handlers: `tcsetattr`, `write`, `sigaction`,
/// `raise` and `_exit`. Signals that ask the screen to do something (a resize, a stop, a
/// continue) only write a ``TerminalSignal`` byte to a pipe; the screen's loop does the work.
enum TerminalRestoration {
    struct State {
        /// The terminal's descriptor while it is changed; -1 when there is nothing to undo.
        var descriptor: Int32 = -1
        /// The settings from before raw mode.
        var attributes = termios()
        /// The bytes that leave the alternate screen, reset colors and show the cursor.
        var farewell: (count: Int, bytes: UnsafeMutablePointer<UInt8>)
        /// The write end of the pipe that wakes the key reader with a ``TerminalSignal``.
        var signalDescriptor: Int32 = -1
        /// The actions replaced by ``arm``, indexed by signal number.
        var previousActions: UnsafeMutablePointer<sigaction>
    }

    static let farewellCapacity = 64
    private static let signalSlots = 65

    /// The one copy of the state, allocated on first use and never freed.
    ///
    /// Unchecked: it is written only by the thread that runs the interactive screen and
    /// read by signal handlers, which is what it is for; there are no other threads.
    nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: signalSlots)
        actions.initialize(repeating: sigaction(), count: signalSlots)
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(
            to: State(
                farewell: (0, .allocate(capacity: farewellCapacity)), previousActions: actions))
        return pointer
    }()

    /// Signals that end the process: the terminal is put back, then it exits with
    /// 128 plus the signal number, as a shell reports it.
    static let endingSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]

    /// Signals of a crash: the terminal is put back, then the action from before (the
    /// runtime's backtrace, or the default) takes the signal.
    static let crashSignals: [Int32] = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGFPE, SIGABRT]

    /// The signals ``arm`` took over; only touched outside signal handlers.
    nonisolated(unsafe) private static var installed: [Int32] = []

    /// Whether a stop is allowed: not when SIGTSTP was ignored before ``arm`` (a shell
    /// without job control), as the terminal's own Control-Z would do nothing then.
    nonisolated(unsafe) private static var mayStop = false

    /// Puts the terminal back now if it is changed.
    ///
    /// Safe in a signal handler; doing it twice does no harm.
    static func restoreNow() {
        let state = state
        let descriptor = state.pointee.descriptor
        guard descriptor >= 0 else { return }
        _ = tcsetattr(descriptor, TCSAFLUSH, &state.pointee.attributes)
        // Keys typed but not read are dropped, never left for the shell to run.
        _ = tcflush(descriptor, TCIFLUSH)
        var written = 0
        let count = state.pointee.farewell.count
        while written < count {
            let result = write(descriptor, state.pointee.farewell.bytes + written, count - written)
            if result > 0 {
                written += result
            } else if result < 0 && errno == EINTR {
                continue
            } else {
                break
            }
        }
        // Cleared last: a signal that lands halfway through puts the terminal back again.
        state.pointee.descriptor = -1
    }

    /// Records the terminal to put back and installs the handlers.
    static func arm(
        descriptor: Int32, attributes: termios, farewell: String, signalDescriptor: Int32
    ) {
        let state = state
        let bytes = Array(farewell.utf8.prefix(farewellCapacity))
        bytes.withUnsafeBufferPointer { buffer in
            if let base = buffer.baseAddress {
                state.pointee.farewell.bytes.update(from: base, count: buffer.count)
            }
        }
        state.pointee.farewell.count = bytes.count
        state.pointee.attributes = attributes
        state.pointee.signalDescriptor = signalDescriptor
        state.pointee.descriptor = descriptor
        for signalNumber in endingSignals {
            install(for: signalNumber) { number in
                TerminalRestoration.restoreNow()
                _exit(128 + number)
            }
        }
        for signalNumber in crashSignals {
            install(for: signalNumber) { number in
                TerminalRestoration.restoreNow()
                // Hand the signal on: it is blocked until this handler returns, then the
                // earlier action takes it (a fault also happens again on return).
                _ = sigaction(
                    number, TerminalRestoration.state.pointee.previousActions + Int(number), nil)
                _ = raise(number)
            }
        }
        install(for: SIGWINCH) { _ in TerminalRestoration.notify(.resized) }
        install(for: SIGCONT) { _ in TerminalRestoration.notify(.continued) }
        var current = sigaction()
        mayStop = sigaction(SIGTSTP, nil, &current) == 0 && !current.ignoresSignal
        if mayStop { install(for: SIGTSTP, suspendHandler) }
    }

    /// Asks the screen's loop to stop the process: the terminal is put back there.
    private static let suspendHandler: SignalHandler = { _ in
        TerminalRestoration.notify(.suspendRequested)
    }

    /// Writes a byte to the screen's loop; safe in a signal handler.
    private static func notify(_ signal: TerminalSignal) {
        let savedErrno = errno
        var byte = signal.rawValue
        _ = write(TerminalRestoration.state.pointee.signalDescriptor, &byte, 1)
        errno = savedErrno
    }

    /// Puts the terminal back and stops the process (the whole group when `wholeGroup`),
    /// returning once it is continued; does nothing when a stop is not allowed.
    ///
    /// The corresponding C call is `kill(0, SIGTSTP)`, what the terminal itself sends for
    /// Control-Z, or `kill(getpid(), SIGTSTP)`, with SIGTSTP's default action for the moment.
    static func stop(wholeGroup: Bool) {
        guard mayStop else { return }
        let descriptor = state.pointee.descriptor
        restoreNow()
        var action = sigaction.calling(nil)
        _ = sigaction(SIGTSTP, &action, nil)
        // A signal a process sends itself is taken before `kill` returns: the stop is here.
        _ = kill(wholeGroup ? 0 : getpid(), SIGTSTP)
        setHandler(for: SIGTSTP, suspendHandler)
        state.pointee.descriptor = descriptor
    }

    /// Records again that the terminal is changed, after ``stop(wholeGroup:)`` or a
    /// continue put it back.
    static func rearm(descriptor: Int32) {
        state.pointee.descriptor = descriptor
    }

    /// Puts the terminal back, and the signal actions from before ``arm``.
    static func disarm() {
        restoreNow()
        for signalNumber in installed {
            _ = sigaction(signalNumber, state.pointee.previousActions + Int(signalNumber), nil)
        }
        installed = []
        mayStop = false
        state.pointee.signalDescriptor = -1
    }

    /// Sets `handler` for a signal, keeping the action it replaces.
    ///
    /// The corresponding C function is `sigaction`; no `SA_RESTART`, so a wait in `poll`
    /// wakes up for the signal.
    private static func install(for signalNumber: Int32, _ handler: SignalHandler) {
        guard setHandler(for: signalNumber, handler, saving: true) else { return }
        installed.append(signalNumber)
    }

    /// Sets `handler` for a signal, keeping the action it replaces when `saving`.
    @discardableResult
    private static func setHandler(for signalNumber: Int32, _ handler: SignalHandler, saving: Bool = false)
        -> Bool
    {
        var action = sigaction.calling(handler)
        let previous = saving ? state.pointee.previousActions + Int(signalNumber) : nil
        return sigaction(signalNumber, &action, previous) == 0
    }
}

/// What a signal asks of the interactive screen, as the byte its handler writes to the
/// screen's pipe.
enum TerminalSignal: UInt8 {
    /// SIGWINCH: the terminal changed size.
    case resized = 1
    /// SIGTSTP: stop, putting the terminal back first.
    case suspendRequested = 2
    /// SIGCONT: the process runs again, perhaps after a stop it did not see coming (SIGSTOP).
    case continued = 3
}
