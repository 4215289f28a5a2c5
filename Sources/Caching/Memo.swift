import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Values computed once per key and shared by the process's threads: rules already read,
/// phrase tables, summaries.
///
/// Bounded as a ``BoundedTable`` is: at most `capacity` values, the ones used last kept.
/// A thread that keeps its own tables (``ThreadTables/keepOwn()``, a batch run's workers)
/// gets a table of its own instead, as bounded, without a lock, which is freed when the
/// thread ends. Meant for memos
/// that live as long as the process (static ones): a thread's table of a memo freed before
/// the thread ends is not freed.
///
/// Its API is public so that callers in other modules get a copy specialized for their
/// key and value (a generic look-up through metadata costs more than the look-up itself);
/// the module is not re-exported, so apps never see it.
///
/// Unchecked `Sendable`: the shared table is only touched with `lock` held, and a thread's
/// own table only by that thread.
public final class Memo<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    @usableFromInline
    var table: BoundedTable<Key, Value>
    @usableFromInline
    let lock = ShortLock()
    @usableFromInline
    let capacity: Int
    /// Where each thread that keeps its own tables finds its table of this memo; nil when
    /// the system had no key left, and every thread shares.
    @usableFromInline
    let ownTables: pthread_key_t?

    /// A memo that keeps at most `capacity` values: enough for the keys a feed repeats,
    /// few enough that a feed of new keys does not grow memory.
    public init(capacity: Int = 4096) {
        table = BoundedTable(capacity: capacity)
        self.capacity = capacity
        var key = pthread_key_t()
        ownTables = pthread_key_create(&key, releaseOwnTable) == 0 ? key : nil
    }

    deinit {
        guard let ownTables else { return }
        if let raw = pthread_getspecific(ownTables) {
            pthread_setspecific(ownTables, nil)
            releaseOwnTable(raw)
        }
        pthread_key_delete(ownTables)
    }

    /// The value kept for `key`, or the one `compute` gives, which is kept.
    ///
    /// `compute` runs without a lock held (and may ask this memo again), so two threads
    /// may both compute a value new to them; the values are the same, and the later one is
    /// kept.
    @inlinable
    public func value(for key: Key, compute: () -> Value) -> Value {
        if let own = ownTable() {
            if let value = own.table.value(for: key) { return value }
            let value = compute()
            own.table.insert(key, value)
            return value
        }
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

    /// The calling thread's own table, made on first use; nil on threads that share.
    @inlinable @inline(__always)
    func ownTable() -> OwnTable? {
        guard let ownTables else { return nil }
        if let raw = pthread_getspecific(ownTables) {
            return Unmanaged<OwnTable>.fromOpaque(raw).takeUnretainedValue()
        }
        guard ThreadTables.areOwn else { return nil }
        let own = OwnTable(capacity: capacity)
        guard pthread_setspecific(ownTables, Unmanaged.passRetained(own).toOpaque()) == 0 else {
            Unmanaged.passUnretained(own).release()
            return nil
        }
        return own
    }

    /// One thread's table, held by the thread's key value until the thread ends.
    @usableFromInline
    final class OwnTable {
        @usableFromInline
        var table: BoundedTable<Key, Value>

        @usableFromInline
        init(capacity: Int) { table = BoundedTable(capacity: capacity) }
    }
}

/// Frees a thread's own table of a memo: its key's destructor, run as the thread ends.
#if canImport(Glibc)
    private func releaseOwnTable(_ pointer: UnsafeMutableRawPointer?) {
        guard let pointer else { return }
        Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
#else
    private func releaseOwnTable(_ pointer: UnsafeMutableRawPointer) {
        Unmanaged<AnyObject>.fromOpaque(pointer).release()
    }
#endif
