import Foundation
import Synchronization
import Testing

@testable import WeekdayCore
@testable import WeekdayKit

/// The batches handed over come back transformed, each once, in the order they went in,
/// whatever the number of jobs and however long each batch takes.
@Suite struct BatchWorkersTests {
    /// A transform whose time varies a lot from batch to batch, so later batches often
    /// finish first.
    static func slowSquare(_ value: Int) -> Int {
        var spin = 0
        for step in 0..<((value * 7919) % 13) * 20_000 { spin &+= step }
        return value * value + (spin == -1 ? 1 : 0)
    }

    @Test(arguments: [1, 2, 3, 8])
    func resultsComeBackInOrder(jobs: Int) {
        let workers = BatchWorkers<Int, Int, Void>(jobs: jobs, Self.slowSquare)
        var delivered: [Int] = []
        for value in 0..<300 { workers.submit(value) { delivered.append($0) } }
        workers.finish { delivered.append($0) }
        #expect(delivered == (0..<300).map { $0 * $0 })
    }

    @Test(arguments: [1, 2, 4])
    func theThreadsTransformSomeBatchesWhenThereAreSeveralJobs(jobs: Int) {
        let callers = Mutex<Set<String>>([])
        let workers = BatchWorkers<Int, Int, Void>(jobs: jobs) { value in
            callers.withLock { _ = $0.insert("\(pthread_self())") }
            return Self.slowSquare(value)
        }
        var count = 0
        for value in 0..<200 { workers.submit(value) { _ in count += 1 } }
        workers.finish { _ in count += 1 }
        #expect(count == 200)
        let threads = callers.withLock { $0.count }
        #expect(jobs == 1 ? threads == 1 : threads >= 2)
        #expect(threads <= jobs)
    }

    struct Stop: Error {}

    /// A `deliver` that throws ends the run: the error reaches the caller, no later result
    /// is delivered, and the threads stop (the test would hang otherwise).
    @Test(arguments: [1, 2, 4])
    func aThrowingDeliveryStopsTheRun(jobs: Int) {
        var delivered: [Int] = []
        func run() throws {
            let workers = BatchWorkers<Int, Int, Void>(jobs: jobs, Self.slowSquare)
            let deliver = { (value: Int) throws in
                if value == 10 * 10 { throw Stop() }
                delivered.append(value)
            }
            for value in 0..<500 { try workers.submit(value, deliver: deliver) }
            try workers.finish(deliver: deliver)
        }
        #expect(throws: Stop.self) { try run() }
        #expect(delivered == (0..<10).map { $0 * $0 })
    }
}
