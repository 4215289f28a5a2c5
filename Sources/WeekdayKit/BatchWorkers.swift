import Dispatch
import Foundation
import Synchronization

/// Threads that transform batches while the caller goes on reading the next ones; the
/// caller takes the results back in the order it handed the batches over.
///
/// ``CalendarFeed``'s second pass: the calling thread scans the file and keeps the
/// results, the workers read components and find occurrences, and neither waits for the
/// other as long as a few batches are in flight. Each batch is handled by one thread
/// from start to end, so libical's per-thread state is never shared (as for
/// `parallelMap`).
final class BatchWorkers<Input: Sendable, Output: Sendable>: Sendable {
    private let pending = Mutex<[(index: Int, input: Input)]>([])
    private let results = Mutex<[Int: Output]>([:])
    /// One signal per batch handed over (and one per thread to stop it).
    private let available = DispatchSemaphore(value: 0)
    /// One signal per result ready.
    private let finished = DispatchSemaphore(value: 0)
    private let stopped = DispatchSemaphore(value: 0)
    private let stopping = Mutex(false)
    private let threads: Int
    private let transform: @Sendable (Input) -> Output

    /// Starts `threads` threads that apply `transform`.
    init(threads: Int, _ transform: @escaping @Sendable (Input) -> Output) {
        self.threads = max(1, threads)
        self.transform = transform
        for _ in 0..<self.threads {
            let thread = Thread { [self] in work() }
            thread.stackSize = 1 << 22
            thread.start()
        }
    }

    /// Hands a batch over; `index` is the order its result is taken in.
    func submit(_ input: Input, index: Int) {
        pending.withLock { $0.append((index, input)) }
        available.signal()
    }

    /// The result of the batch handed over as `index`: nil when it is not ready and
    /// `wait` is false; else it waits for it.
    func result(_ index: Int, wait: Bool) -> Output? {
        while true {
            if let output = results.withLock({ $0.removeValue(forKey: index) }) { return output }
            guard wait else { return nil }
            finished.wait()
        }
    }

    /// Stops the threads once every batch handed over is done; call once, last.
    func finish() {
        stopping.withLock { $0 = true }
        for _ in 0..<threads { available.signal() }
        for _ in 0..<threads { stopped.wait() }
    }

    private func work() {
        while true {
            available.wait()
            let next = pending.withLock { $0.isEmpty ? nil : $0.removeFirst() }
            guard let next else {
                if stopping.withLock({ $0 }) {
                    stopped.signal()
                    return
                }
                continue
            }
            let output = transform(next.input)
            results.withLock { $0[next.index] = output }
            finished.signal()
        }
    }
}
