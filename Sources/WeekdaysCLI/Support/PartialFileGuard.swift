import WeekdayKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Removes the partial output file when a signal ends the run, then lets the signal end
/// the process as it would have (its default action, so the shell sees the signal).
///
/// The handler does only async-signal-safe work: it reads a path written before the file
/// was created, calls `unlink`, resets the action and raises the signal again. While the
/// finished file is being put in place the handler only notes the signal; it is raised
/// again once the file is whole.
enum PartialFileGuard {
    /// The signals that end a run: the terminal's interrupt, quit and hang-up, `kill`'s
    /// default, a broken pipe sent by another process, and the rest whose default action
    /// ends the process (user signals, timers, CPU and file-size limits).
    static let endingSignals: [Int32] = [
        SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE, SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, SIGXFSZ,
    ]

    private struct State {
        /// The partial file's path as a C string; empty when there is none.
        var path: UnsafeMutablePointer<CChar>
        /// Nonzero while the finished file is being put in place.
        var committing: Int32 = 0
        /// A signal that came while committing, raised once done; 0 for none.
        var pending: Int32 = 0
    }

    private static let pathCapacity = Int(PATH_MAX) + 1

    /// The one copy of the state, allocated on first use and never freed.
    ///
    /// Unchecked: written by the thread that runs the command, read by the signal
    /// handler, which is what it is for.
    nonisolated(unsafe) private static let state: UnsafeMutablePointer<State> = {
        let path = UnsafeMutablePointer<CChar>.allocate(capacity: pathCapacity)
        path.initialize(repeating: 0, count: pathCapacity)
        let pointer = UnsafeMutablePointer<State>.allocate(capacity: 1)
        pointer.initialize(to: State(path: path))
        return pointer
    }()

    /// Installs the handler for the ending signals; the tool does it once, at start.
    ///
    /// A signal the parent set to be ignored (`nohup` ignores SIGHUP) stays ignored. One
    /// it left blocked is unblocked: a program that launches others from a thread with
    /// every signal blocked passes that on, and the run could then not be interrupted.
    static func install() {
        _ = state
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        for signalNumber in endingSignals {
            var previous = sigaction()
            guard sigaction(signalNumber, nil, &previous) == 0, !previous.ignoresSignal else { continue }
            sigaddset(&unblocked, signalNumber)
            var action = sigaction.calling(withDetails: handleSignal)
            _ = sigaction(signalNumber, &action, nil)
        }
        _ = pthread_sigmask(SIG_UNBLOCK, &unblocked, nil)
    }

    /// Names the partial file to remove if a signal ends the run; false when the path is
    /// too long to keep (the caller then refuses to write).
    static func watch(_ path: String) -> Bool {
        let bytes = FileName.systemBytes(of: path)
        guard bytes.count < pathCapacity, !bytes.contains(0) else { return false }
        let target = state.pointee.path
        // Written while empty, the terminating zero first, so the handler never reads a
        // half-written path.
        target[0] = 0
        for (index, byte) in bytes.enumerated().dropFirst() { target[index] = CChar(bitPattern: byte) }
        target[bytes.count] = 0
        if let first = bytes.first { target[0] = CChar(bitPattern: first) }
        return true
    }

    /// Forgets the partial file (it is gone, or in place as the finished file).
    static func forget() {
        state.pointee.path[0] = 0
    }

    /// Runs `body` (putting the finished file in place) with ending signals held back:
    /// one that comes meanwhile ends the process once `body` is done.
    static func committing<Result>(_ body: () throws -> Result) rethrows -> Result {
        state.pointee.committing = 1
        defer {
            state.pointee.committing = 0
            let pending = state.pointee.pending
            if pending != 0 {
                forget()
                _ = signal(pending, SIG_DFL)
                _ = raise(pending)
            }
        }
        return try body()
    }
}

/// The handler for the ending signals; see ``PartialFileGuard``.
private func handleSignal(
    _ signalNumber: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _: UnsafeMutableRawPointer?
) {
    // A write of this process to a pipe nobody reads: the write itself fails with EPIPE,
    // and that is reported where it happens.
    if signalNumber == SIGPIPE, let info, senderProcess(info) == getpid() { return }
    PartialFileGuard.handle(signalNumber)
}

/// The process that sent a signal.
private func senderProcess(_ info: UnsafeMutablePointer<siginfo_t>) -> pid_t {
    #if canImport(Glibc)
        info.pointee._sifields._kill.si_pid
    #else
        info.pointee.si_pid
    #endif
}

extension PartialFileGuard {
    /// What the handler does with an ending signal; async-signal-safe.
    fileprivate static func handle(_ signalNumber: Int32) {
        let state = state
        if state.pointee.committing != 0 {
            state.pointee.pending = signalNumber
            return
        }
        let savedErrno = errno
        if state.pointee.path[0] != 0 { _ = unlink(state.pointee.path) }
        errno = savedErrno
        // The signal is blocked until the handler returns; then its default action ends
        // the process.
        _ = signal(signalNumber, SIG_DFL)
        _ = raise(signalNumber)
    }
}
