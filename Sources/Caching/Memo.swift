import Foundation

/// Values computed once per key and shared by every thread: rules already read, phrase
/// tables, summaries.
///
/// Bounded: it keeps at most `capacity` values, in two generations of half as many. When
/// the newer one is full it becomes the older and the oldest is dropped, and a value found
/// in the older one moves back to the newer. So the keys a feed keeps repeating stay however many
/// different ones pass between them, and a feed of all-different keys keeps memory flat.
///
/// Its API is public so that callers in other modules get a copy specialized for their
/// key and value (a generic look-up through metadata costs more than the look-up itself);
/// the module is not re-exported, so apps never see it.
///
/// Unchecked `Sendable`: the tables are only touched with `lock` held (a ``MemoLock``).
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    @usableFromInline
    struct Generations {
        @usableFromInline
        init() {}
        @usableFromInline
        var newer: [Key: Value] = [:]
        @usableFromInline
        var older: [Key: Value] = [:]
    }

    @usableFromInline
    var tables = Generations()
    @usableFromInline
    let lock = MemoLock()
    @usableFromInline
    let capacity: Int

    /// A memo that keeps at most `capacity` values: enough for the keys a feed repeats,
    /// few enough that a feed of new keys does not grow memory.
    public init(capacity: Int = 4096) { self.capacity = max(1, capacity / 2) }

    /// The value kept for `key`, or the one `compute` gives, which is kept.
    ///
    /// `compute` runs without the lock held, so two threads may both compute a value new
    /// to them; the values are the same, and the later one is kept.
    @inlinable
    public func value(for key: Key, compute: () -> Value) -> Value {
        lock.lock()
        if let value = tables.newer[key] {
            lock.unlock()
            return value
        }
        if let value = tables.older.removeValue(forKey: key) {
            insert(key, value)
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        insert(key, value)
        lock.unlock()
        return value
    }

    /// Keeps a value, the lock held.
    @inlinable
    func insert(_ key: Key, _ value: Value) {
        if tables.newer.count >= capacity {
            tables.older = tables.newer
            tables.newer = [:]
            tables.newer.reserveCapacity(capacity)
        }
        tables.newer[key] = value
    }
}
