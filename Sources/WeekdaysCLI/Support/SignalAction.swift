import Foundation

/// A handler that takes the signal number alone (`sa_handler`).
typealias SignalHandler = @convention(c) (Int32) -> Void

/// A handler that takes the signal's details too (`sa_sigaction`, with `SA_SIGINFO`).
typealias SignalInfoHandler = @convention(c) (Int32, UnsafeMutablePointer<siginfo_t>?, UnsafeMutableRawPointer?) -> Void

/// The one place that fills a `sigaction`, whose handler field C lays out differently on
/// Linux and the BSDs, for the signal handling of `-o` and of the interactive screens.
extension sigaction {
    /// An action that calls `handler`, or takes the default action when it is nil; no
    /// `SA_RESTART`, so a wait in `poll` wakes up for the signal.
    static func calling(_ handler: SignalHandler?) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_handler = handler
        #else
            action.__sigaction_u.__sa_handler = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        return action
    }

    /// An action that calls `handler` with the signal's details.
    static func calling(withDetails handler: SignalInfoHandler) -> sigaction {
        var action = sigaction()
        #if canImport(Glibc)
            action.__sigaction_handler.sa_sigaction = handler
        #else
            action.__sigaction_u.__sa_sigaction = handler
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = SA_SIGINFO
        return action
    }

    /// Whether it ignores its signal (`SIG_IGN`, the handler whose address is 1).
    var ignoresSignal: Bool {
        #if canImport(Glibc)
            let handler = __sigaction_handler.sa_handler
        #else
            let handler = __sigaction_u.__sa_handler
        #endif
        return handler.map { unsafeBitCast($0, to: Int.self) == 1 } ?? false
    }
}
