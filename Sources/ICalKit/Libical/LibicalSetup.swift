internal import CLibical

/// Process-wide libical settings, made once before any thread uses libical.
///
/// `icalerror_set_errors_are_fatal` writes an unsynchronised global, so it is set
/// exactly once, from a lazily initialised static (which Swift runs once, thread-safely).
enum LibicalSetup {
    private static let done: Bool = {
        // > If errors are fatal, libical aborts on any error; a library must not.
        icalerror_set_errors_are_fatal(0)
        return true
    }()

    /// Call before any libical function.
    static func ensure() { _ = done }
}
