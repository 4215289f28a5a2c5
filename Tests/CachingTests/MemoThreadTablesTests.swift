import Caching
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a thread that keeps its own tables sees of a shared memo, and that its tables go
/// with it.
@Suite struct MemoThreadTablesTests {
    /// A value that counts how many of its kind are alive.
    final class Counted: Sendable {
        static let alive = Locked(0)
        let number: Int
        init(_ number: Int) {
            self.number = number
            Self.alive.withLock { $0 += 1 }
        }
        deinit { Self.alive.withLock { $0 -= 1 } }
    }

    /// Counts the computations a memo asks for.
    final class Computations: Sendable {
        private let count = Locked(0)
        func add() { count.withLock { $0 += 1 } }
        var total: Int { count.withLock { $0 } }
    }

    /// Runs `body` on a new thread and joins it: its key destructors have run by then.
    private func onThread(keepingOwnTables: Bool, _ body: @escaping @Sendable () -> Void) {
        let task = ThreadBody {
            if keepingOwnTables { ThreadTables.keepOwn() }
            body()
        }
        let argument = Unmanaged.passRetained(task).toOpaque()
        #if canImport(Glibc)
            var thread = pthread_t()
            let made = pthread_create(&thread, nil, runThreadBody, argument)
            #expect(made == 0)
            if made == 0 { pthread_join(thread, nil) }
        #else
            var thread: pthread_t?
            let made = pthread_create(&thread, nil, runThreadBody, argument)
            #expect(made == 0)
            if made == 0, let thread { pthread_join(thread, nil) }
        #endif
        if made != 0 { Unmanaged<ThreadBody>.fromOpaque(argument).release() }
    }

    @Test func aThreadWithItsOwnTablesNeitherSeesNorFillsTheSharedOne() {
        let memo = Memo<Int, Int>(capacity: 64)
        let computations = Computations()
        let value = { @Sendable (key: Int) in
            memo.value(for: key) {
                computations.add()
                return key * 10
            }
        }
        #expect(value(1) == 10)
        #expect(computations.total == 1)
        // What each thread saw, checked here once it has ended.
        let seen = Locked<[Int]>([])
        onThread(keepingOwnTables: true) {
            // Kept in the shared table, but this thread asks its own: computed again, once.
            for key in [1, 1, 2] { seen.withLock { $0.append(value(key)) } }
        }
        #expect(seen.withLock { $0 } == [10, 10, 20])
        #expect(computations.total == 3)
        // What the thread computed stayed in its own table.
        #expect(value(2) == 20)
        #expect(computations.total == 4)
        onThread(keepingOwnTables: false) {
            for key in [1, 2] { seen.withLock { $0.append(value(key)) } }
        }
        #expect(seen.withLock { $0 } == [10, 10, 20, 10, 20])
        #expect(computations.total == 4)
    }

    @Test func aThreadsOwnTableIsFreedWhenItEnds() {
        let memo = Memo<Int, Counted>(capacity: 64)
        let before = Counted.alive.withLock { $0 }
        let whileRunning = Locked<(numbers: [Int], alive: Int)>(([], 0))
        onThread(keepingOwnTables: true) {
            let numbers = (0..<20).map { key in memo.value(for: key) { Counted(key) }.number }
            let alive = Counted.alive.withLock { $0 }
            whileRunning.withLock { $0 = (numbers, alive) }
        }
        #expect(whileRunning.withLock { $0.numbers } == Array(0..<20))
        #expect(whileRunning.withLock { $0.alive } == before + 20)
        #expect(Counted.alive.withLock { $0 } == before)
        // A thread that shares leaves its values in the shared table.
        onThread(keepingOwnTables: false) {
            for key in 0..<5 { _ = memo.value(for: key) { Counted(key) } }
        }
        #expect(Counted.alive.withLock { $0 } == before + 5)
    }
}

/// The body of a thread made with `pthread_create`, passed as its argument.
private final class ThreadBody {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
}

#if canImport(Glibc)
    private func runThreadBody(_ argument: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
        guard let argument else { return nil }
        Unmanaged<ThreadBody>.fromOpaque(argument).takeRetainedValue().body()
        return nil
    }
#else
    private func runThreadBody(_ argument: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer? {
        Unmanaged<ThreadBody>.fromOpaque(argument).takeRetainedValue().body()
        return nil
    }
#endif
