/// Values kept by key, at most `capacity` of them: what each run keeps for a ``Memo``.
///
/// Two generations of half as many: when the newer one is full it becomes the older and
/// the oldest is dropped, and a value found in the older one moves back to the newer. So
/// the keys a feed keeps repeating stay however many different ones pass between them,
/// and a feed of all-different keys keeps memory flat.
public struct BoundedTable<Key: Hashable, Value> {
    @usableFromInline
    var newer: [Key: Value] = [:]
    @usableFromInline
    var older: [Key: Value] = [:]
    @usableFromInline
    let half: Int

    /// A table that keeps at most `capacity` values.
    public init(capacity: Int) { half = max(1, capacity / 2) }

    /// The value kept for `key`, if any (moved to the newer generation).
    ///
    /// Always inlined: returned through a call, an optional value of some enums (a
    /// `Result` of a class and an error) leaves bits memcheck sees as undefined.
    @inlinable @inline(__always)
    public mutating func value(for key: Key) -> Value? {
        if let value = newer[key] { return value }
        guard let value = older.removeValue(forKey: key) else { return nil }
        insert(key, value)
        return value
    }

    /// Keeps a value.
    @inlinable
    public mutating func insert(_ key: Key, _ value: Value) {
        if newer.count >= half {
            older = newer
            newer = [:]
            newer.reserveCapacity(half)
        }
        newer[key] = value
    }

    /// The value kept for `key`, or the one `compute` gives, which is kept.
    @inlinable
    public mutating func value(for key: Key, compute: () throws -> Value) rethrows -> Value {
        if let value = value(for: key) { return value }
        let value = try compute()
        insert(key, value)
        return value
    }
}
