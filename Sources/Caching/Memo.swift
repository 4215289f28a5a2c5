import Synchronization

/// Values computed once per key and shared by every thread: rules already read, phrase
/// tables, summaries.
///
/// Bounded: it keeps at most `capacity` values, in two generations of half as many. When
/// the newer one is full it becomes the older and the oldest is dropped, and a value found
/// in the older one moves back to the newer. So the keys a feed keeps repeating stay however many
/// different ones pass between them, and a feed of all-different keys keeps memory flat.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
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
    let storage = Mutex(Generations())
    @usableFromInline
    let capacity: Int

    public init(capacity: Int = 4096) { self.capacity = max(1, capacity / 2) }

    @inlinable
    public func value(for key: Key, compute: () -> Value) -> Value {
        let found = storage.withLock { tables -> Value? in
            if let value = tables.newer[key] { return value }
            guard let value = tables.older.removeValue(forKey: key) else { return nil }
            insert(key, value, into: &tables)
            return value
        }
        if let found { return found }
        let value = compute()
        storage.withLock { insert(key, value, into: &$0) }
        return value
    }

    @inlinable
    func insert(_ key: Key, _ value: Value, into tables: inout Generations) {
        if tables.newer.count >= capacity {
            tables.older = tables.newer
            tables.newer = [:]
            tables.newer.reserveCapacity(capacity)
        }
        tables.newer[key] = value
    }
}
