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
/// `raise` and `_exit`.
enum TerminalRestoration {
    struct State {
        /// The terminal's descriptor while it is changed; -1 when there is nothing to undo.
        var descriptor: Int32 = -1
        /// The settings from before raw mode.
        var attributes = termios()
        /// The bytes that leave the alternate screen, reset colors and show the cursor.
        var farewell: (count: Int, bytes: UnsafeMutablePointer<UInt8>)
        /// The write end of the pipe that wakes the key reader on a resize.
        var resizeDescriptor: Int32 = -1
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

    /// Puts the terminal back now if it is changed.
    ///
    /// Safe in a signal handler; doing it twice does no harm.
    static func restoreNow() {
        let state = state
        let descriptor = state.pointee.descriptor
        guard descriptor >= 0 else { return }
        _ = tcsetattr(descriptor, TCSAFLUSH, &state.pointee.attributes)
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
        descriptor: Int32, attributes: termios, farewell: String, resizeDescriptor: Int32
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
        state.pointee.resizeDescriptor = resizeDescriptor
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
        install(for: SIGWINCH) { _ in
            let savedErrno = errno
            var byte: UInt8 = 1
            _ = write(TerminalRestoration.state.pointee.resizeDescriptor, &byte, 1)
            errno = savedErrno
        }
    }

    /// Puts the terminal back, and the signal actions from before ``arm``.
    static func disarm() {
        restoreNow()
        for signalNumber in installed {
            _ = sigaction(signalNumber, state.pointee.previousActions + Int(signalNumber), nil)
        }
        installed = []
        state.pointee.resizeDescriptor = -1
    }

    /// Sets `handler` for a signal, keeping the action it replaces.
    ///
    /// The corresponding C function is `sigaction`; no `SA_RESTART`, so a wait in `poll`
    /// wakes up for the signal.
    private static func install(for signalNumber: Int32, _ handler: SignalHandler) {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        guard
            sigaction(signalNumber, &action, state.pointee.previousActions + Int(signalNumber)) == 0
        else { return }
        installed.append(signalNumber)
    }
}

/// A C signal handler.
typealias SignalHandler = @convention(c) (Int32) -> Void
