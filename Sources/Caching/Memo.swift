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
    /// A key with its hash, found before the lock is taken: hashing a rule's text takes
    /// longer than the look-up, and threads would wait on each other for it.
    @usableFromInline
    struct HashedKey: Hashable {
        @usableFromInline
        let key: Key
        @usableFromInline
        let hash: Int

        @inlinable
        init(_ key: Key) {
            self.key = key
            hash = key.hashValue
        }

        @inlinable
        func hash(into hasher: inout Hasher) { hasher.combine(hash) }

        @inlinable
        static func == (left: HashedKey, right: HashedKey) -> Bool {
            left.hash == right.hash && left.key == right.key
        }
    }

    @usableFromInline
    struct Generations {
        @usableFromInline
        init() {}
        @usableFromInline
        var newer: [HashedKey: Value] = [:]
        @usableFromInline
        var older: [HashedKey: Value] = [:]
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
        let key = HashedKey(key)
        lock.lock()
        if let value = tables.newer[key] {
            lock.unlock()
            return value
        }
        if let value = tables.older.removeValue(forKey: key) {
            let dropped = insert(key, value)
            lock.unlock()
            withExtendedLifetime(dropped) {}
            return value
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        let dropped = insert(key, value)
        lock.unlock()
        // The oldest generation is freed here, after the lock: freeing thousands of values
        // would keep every other thread waiting.
        withExtendedLifetime(dropped) {}
        return value
    }

    /// Keeps a value, the lock held; returns the generation it pushed out, if any, for the
    /// caller to free once the lock is released.
    @inlinable
    func insert(_ key: HashedKey, _ value: Value) -> [HashedKey: Value] {
        var dropped: [HashedKey: Value] = [:]
        if tables.newer.count >= capacity {
            dropped = tables.older
            tables.older = tables.newer
            tables.newer = [:]
            tables.newer.reserveCapacity(capacity)
        }
        tables.newer[key] = value
        return dropped
    }
}
