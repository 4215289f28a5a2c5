/// A value that threads share, touched only with its lock held.
///
/// The lock is a ``ShortLock``, a pthread mutex on Linux: the thread sanitizer sees it,
/// which it does not see `Synchronization.Mutex` (that locks with futex calls of its own).
public final class Locked<Value>: @unchecked Sendable {
    @usableFromInline
    var value: Value
    @usableFromInline
    let lock = ShortLock()

    /// Shares `value`.
    public init(_ value: Value) { self.value = value }

    /// `body`'s result, with the value in hand and no other thread touching it.
    @inlinable
    public func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
