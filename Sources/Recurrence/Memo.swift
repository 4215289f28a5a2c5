import Synchronization

/// Values computed once per key and shared by every thread: rules already read, phrase
/// tables, summaries.
///
/// Bounded: when it holds `capacity` values it starts over, so a feed of all-different
/// rules keeps memory flat.
package final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    private let storage = Mutex<[Key: Value]>([:])
    private let capacity: Int

    package init(capacity: Int = 4096) { self.capacity = capacity }

    package func value(for key: Key, compute: () -> Value) -> Value {
        if let value = storage.withLock({ $0[key] }) { return value }
        let value = compute()
        storage.withLock { table in
            if table.count >= capacity { table.removeAll(keepingCapacity: true) }
            table[key] = value
        }
        return value
    }
}
