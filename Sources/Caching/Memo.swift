import Foundation

/// Values computed once per key and shared by every thread: rules already read, phrase
/// tables, summaries.
///
/// Bounded as a ``BoundedTable`` is: at most `capacity` values, the ones used last kept.
///
/// Its API is public so that callers in other modules get a copy specialized for their
/// key and value (a generic look-up through metadata costs more than the look-up itself);
/// the module is not re-exported, so apps never see it.
///
/// Unchecked `Sendable`: the table is only touched with `lock` held (a ``ShortLock``).
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    @usableFromInline
    var table: BoundedTable<Key, Value>
    @usableFromInline
    let lock = ShortLock()

    /// A memo that keeps at most `capacity` values: enough for the keys a feed repeats,
    /// few enough that a feed of new keys does not grow memory.
    public init(capacity: Int = 4096) { table = BoundedTable(capacity: capacity) }

    /// The value kept for `key`, or the one `compute` gives, which is kept.
    ///
    /// `compute` runs without the lock held, so two threads may both compute a value new
    /// to them; the values are the same, and the later one is kept.
    @inlinable
    public func value(for key: Key, compute: () -> Value) -> Value {
        lock.lock()
        if let value = table.value(for: key) {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        table.insert(key, value)
        lock.unlock()
        return value
    }
}
