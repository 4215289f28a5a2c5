import Caching
import Foundation
import Testing

/// A memo keeps its values in the run that asks, and only there: nothing outside a run,
/// nothing shared between runs or with a worker's own tables, and nothing after the run.
@Suite struct MemoRunTablesTests {
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

    /// The memo's value for 4, counting a computation when there is one.
    static func four(_ memo: Memo<Int, Int>, _ computations: Computations) -> Int {
        memo.value(for: 4) {
            computations.add()
            return 40
        }
    }

    @Test func outsideARunNothingIsKept() {
        let memo = Memo<Int, Int>(capacity: 8)
        let computations = Computations()
        for _ in 0..<3 { #expect(Self.four(memo, computations) == 40) }
        #expect(computations.total == 3)
    }

    @Test func aRunComputesEachValueOnceAndANestedRunIsTheSameRun() {
        let memo = Memo<Int, Int>(capacity: 8)
        let computations = Computations()
        RunTables.within {
            for _ in 0..<3 { #expect(Self.four(memo, computations) == 40) }
            RunTables.within { #expect(Self.four(memo, computations) == 40) }
        }
        #expect(computations.total == 1)
    }

    @Test func runsNeverSeeEachOthersValues() {
        let memo = Memo<Int, Int>(capacity: 8)
        let computations = Computations()
        RunTables.within { _ = Self.four(memo, computations) }
        RunTables.within { _ = Self.four(memo, computations) }
        RunTables.within {
            _ = Self.four(memo, computations)
            // A worker of the run binds tables of its own.
            RunTables.fresh { _ = Self.four(memo, computations) }
            _ = Self.four(memo, computations)
        }
        #expect(computations.total == 4)
    }

    /// A thread started in a run has no tables until it binds its own.
    @Test func aNewThreadSeesNoTablesUntilItBindsItsOwn() {
        let memo = Memo<Int, Int>(capacity: 8)
        let computations = Computations()
        RunTables.within {
            _ = Self.four(memo, computations)
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                _ = Self.four(memo, computations)
                RunTables.fresh {
                    _ = Self.four(memo, computations)
                    _ = Self.four(memo, computations)
                }
                done.signal()
            }
            thread.start()
            done.wait()
        }
        #expect(computations.total == 3)
    }

    @Test func aRunsValuesGoWithIt() {
        let memo = Memo<Int, Counted>(capacity: 64)
        let before = Counted.alive.withLock { $0 }
        RunTables.within {
            for key in 0..<10 { _ = memo.value(for: key) { Counted(key) } }
            #expect(Counted.alive.withLock { $0 } == before + 10)
        }
        #expect(Counted.alive.withLock { $0 } == before)
    }

    @Test func aRunKeepsAtMostTheCapacity() {
        let memo = Memo<Int, Counted>(capacity: 16)
        let before = Counted.alive.withLock { $0 }
        RunTables.within {
            for key in 0..<1000 { _ = memo.value(for: key) { Counted(key) } }
            #expect(Counted.alive.withLock { $0 } - before <= 16)
        }
    }

    /// Child tasks of a run share its tables, behind their lock.
    @Test func childTasksShareTheirRunsTables() async {
        let memo = Memo<Int, Int>(capacity: 64)
        let computations = Computations()
        let tables = RunTables()
        await RunTables.$current.withValue(tables) {
            await withTaskGroup(of: Int.self) { group in
                for key in 0..<200 {
                    group.addTask {
                        memo.value(for: key % 20) {
                            computations.add()
                            return key % 20
                        }
                    }
                }
                for await _ in group {}
            }
        }
        #expect(computations.total >= 20 && computations.total <= 200)
        let again = Computations()
        RunTables.$current.withValue(tables) {
            for key in 0..<20 {
                _ = memo.value(for: key) {
                    again.add()
                    return key
                }
            }
        }
        #expect(again.total == 0)
    }
}
