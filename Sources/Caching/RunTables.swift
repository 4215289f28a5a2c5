/// The memo tables of one run: a conversion, a validation, a calendar being read.
///
/// Each ``Memo`` keeps its values here, in the tables of the run it is asked in, and
/// nowhere else: they go when the run ends, and two runs never see each other's.
///
/// A run binds its tables for the work it does (``within(_:)``); a worker thread of a run
/// binds tables of its own (``fresh(_:)``), so threads never wait on each other's look-ups.
/// Asked outside any run, a memo keeps nothing and computes each value.
///
/// Unchecked `Sendable`: its tables are only touched with `lock` held. Child tasks started
/// within a run see its tables too, so the lock is needed even where one thread works.
public final class RunTables: @unchecked Sendable {
    /// The tables bound for the work in progress, if any.
    @TaskLocal public static var current: RunTables?

    @usableFromInline
    let lock = ShortLock()
    @usableFromInline
    var tables: [ObjectIdentifier: AnyObject] = [:]

    /// Empty tables.
    public init() {}

    /// `body`'s result, with the run's tables bound: the ones already bound when it is
    /// part of a run, else new ones that go when it returns.
    @inlinable
    public static func within<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        if current != nil { return try body() }
        return try fresh(body)
    }

    /// `body`'s result, with new tables of its own bound: for a worker thread of a run.
    @inlinable
    public static func fresh<Result, Failure: Error>(
        _ body: () throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let outcome = $current.withValue(RunTables()) { Swift.Result { () throws(Failure) -> Result in try body() } }
        return try outcome.get()
    }

    /// The run's one object of a kind, made by `make` on first use: for what a run keeps that
    /// is not a memo's table of keys, such as the stretches of the zones' offsets.
    public func shared<Object: AnyObject & Sendable>(_ make: () -> Object) -> Object {
        let id = ObjectIdentifier(Object.self)
        lock.lock()
        defer { lock.unlock() }
        // Only this function keeps a value under a type's identifier, and always of that
        // type (a memo's tables are kept under the memo's own identifier).
        if let object = tables[id] { return unsafeDowncast(object, to: Object.self) }
        let object = make()
        tables[id] = object
        return object
    }

    /// The value `memo` keeps in these tables for `key`, or the one `compute` gives, kept.
    ///
    /// `compute` runs without the lock held, so it may ask memos of its own.
    @inlinable
    func value<Key, Value>(in memo: Memo<Key, Value>, for key: Key, compute: () -> Value) -> Value {
        let id = ObjectIdentifier(memo)
        lock.lock()
        if let table = tables[id] as? Memo<Key, Value>.Table, let value = table.values.value(for: key) {
            lock.unlock()
            return value
        }
        lock.unlock()
        let value = compute()
        lock.lock()
        defer { lock.unlock() }
        guard let table = tables[id] as? Memo<Key, Value>.Table else {
            let table = Memo<Key, Value>.Table(capacity: memo.capacity)
            table.values.insert(key, value)
            tables[id] = table
            return value
        }
        table.values.insert(key, value)
        return value
    }
}
