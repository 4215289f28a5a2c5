/// Values computed once per key within a run: rules already read, sentences, summaries,
/// formats.
///
/// A memo holds nothing itself: it names a table, which each run keeps in its own
/// ``RunTables``, bounded as a ``BoundedTable`` is (at most `capacity` values, the ones used
/// last kept). Asked outside any run, it computes every value and keeps none, so nothing
/// the process does grows a table that outlives the work.
///
/// Its API is public so that callers in other modules get a copy specialized for their
/// key and value (a generic look-up through metadata costs more than the look-up itself);
/// the module is not re-exported, so apps never see it.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: Sendable {
    @usableFromInline
    let capacity: Int

    /// A memo that keeps at most `capacity` values in each run: enough for the keys a feed
    /// repeats, few enough that a feed of new keys does not grow memory.
    public init(capacity: Int = 4096) { self.capacity = capacity }

    /// The value the current run keeps for `key`, or the one `compute` gives, which the run
    /// keeps; outside a run, the value `compute` gives.
    ///
    /// `compute` runs without a lock held (and may ask this memo again).
    @inlinable
    public func value(for key: Key, compute: () -> Value) -> Value {
        guard let tables = RunTables.current else { return compute() }
        return tables.value(in: self, for: key, compute: compute)
    }

    /// This memo's values in one run.
    @usableFromInline
    final class Table {
        @usableFromInline
        var values: BoundedTable<Key, Value>

        @usableFromInline
        init(capacity: Int) { values = BoundedTable(capacity: capacity) }
    }
}
