#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A lock held for a moment (one dictionary look-up or insertion in a ``Memo`` or a
/// ``Locked`` value), so a thread that finds it taken spins briefly instead of going to sleep.
///
/// Threads converting batches side by side look the same rules up all the time; a lock
/// that sleeps at once (as `NSLock` does) made each collision two system calls and a
/// context switch, which cost more than the look-ups themselves.
@usableFromInline
struct ShortLock: ~Copyable {
    #if canImport(Glibc)
        @usableFromInline
        let mutex: UnsafeMutablePointer<pthread_mutex_t>
    #else
        @usableFromInline
        let mutex: UnsafeMutablePointer<os_unfair_lock>
    #endif

    @usableFromInline
    init() {
        mutex = .allocate(capacity: 1)
        #if canImport(Glibc)
            var attributes = pthread_mutexattr_t()
            pthread_mutexattr_init(&attributes)
            // Spins a bounded while before sleeping; the default kind sleeps at once.
            pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_ADAPTIVE_NP))
            pthread_mutex_init(mutex, &attributes)
            pthread_mutexattr_destroy(&attributes)
        #else
            mutex.initialize(to: os_unfair_lock())
        #endif
    }

    deinit {
        #if canImport(Glibc)
            pthread_mutex_destroy(mutex)
        #else
            mutex.deinitialize(count: 1)
        #endif
        mutex.deallocate()
    }

    @inlinable
    func lock() {
        #if canImport(Glibc)
            pthread_mutex_lock(mutex)
        #else
            os_unfair_lock_lock(mutex)
        #endif
    }

    @inlinable
    func unlock() {
        #if canImport(Glibc)
            pthread_mutex_unlock(mutex)
        #else
            os_unfair_lock_unlock(mutex)
        #endif
    }
}
