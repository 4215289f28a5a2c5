#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether the calling thread keeps tables of its own in every ``Memo`` instead of
/// sharing them.
///
/// A batch run's worker threads do: two threads that read the same memo entries count
/// references on the same values and take the same locks for every record, and moving
/// those cache lines between the cores cost `convert --jobs 2` 4 to 21% of its time on a
/// 100k-event feed. Their tables go when the thread ends (each ``Memo`` frees them), so an
/// app's own threads, which share the tables, never grow one each.
public enum ThreadTables {
    /// Set (to any value) on the threads that keep their own tables.
    private static let marker: pthread_key_t? = {
        var key = pthread_key_t()
        return pthread_key_create(&key, nil) == 0 ? key : nil
    }()

    /// Makes the calling thread keep its own tables from now until it ends; call it first
    /// on a thread made for a batch run.
    public static func keepOwn() {
        guard let marker else { return }
        // Any value other than nil marks the thread; this one points at nothing.
        pthread_setspecific(marker, UnsafeRawPointer(bitPattern: 1))
    }

    /// Whether the calling thread keeps its own tables.
    @usableFromInline
    static var areOwn: Bool {
        guard let marker else { return false }
        return pthread_getspecific(marker) != nil
    }
}
