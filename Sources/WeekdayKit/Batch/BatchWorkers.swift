import Dispatch
import Foundation
internal import Caching

/// Batches transformed on `jobs` threads, the caller's among them, and handed back in
/// the order they came.
///
/// Each thread keeps a `State` of its own (made on it by `makeState`) that the transform
/// may change: caches a thread reads without a lock, so threads do not wait on each other
/// for every component. The threads started here also bind memo tables of their own
/// (`RunTables.fresh`) for as long as they work; the caller's thread uses its run's.
///
/// The caller reads the input and hands each batch over with ``submit(_:deliver:)``;
/// `jobs - 1` threads of its own transform them. When more batches wait than those
/// threads need to stay busy (two each), the caller transforms the oldest one itself
/// instead of reading ahead, so there are never more busy threads than jobs. Each batch
/// is handled by one thread from start to end, so libical's per-thread state is never
/// shared. At most `4 * jobs + 1` batches are in flight, which
/// bounds memory whatever the input's size.
final class BatchWorkers<Input: Sendable, Output: Sendable, State> {
    private let shared: Shared
    private let jobs: Int
    private let transform: @Sendable (Input, inout State) -> Output
    /// The caller's own state.
    private var state: State
    private var handedOver = 0
    private var delivered = 0

    /// Starts `jobs - 1` threads that apply `transform`, each with the state `makeState`
    /// makes on it; with one job, the caller does it all.
    init(
        jobs: Int, makeState: @escaping @Sendable () -> State,
        _ transform: @escaping @Sendable (Input, inout State) -> Output
    ) {
        self.jobs = Self.threads(for: jobs)
        self.transform = transform
        state = makeState()
        shared = Shared(threads: self.jobs - 1, makeState, transform)
    }

    /// The threads `jobs` asks for, bounded by the machine: at most two a processor (a
    /// thread more than the machine runs at once only waits), and at least one.
    static func threads(for jobs: Int) -> Int {
        max(1, min(jobs, 2 * max(1, ProcessInfo.processInfo.activeProcessorCount)))
    }

    /// Hands a batch over, then passes `deliver` every result that is due, in order.
    func submit(_ input: Input, deliver: (Output) throws -> Void) rethrows {
        shared.enqueue(input, index: handedOver)
        handedOver += 1
        while true {
            try deliverReady(deliver)
            if shared.pendingCount > 2 * shared.threads {
                runOldestPending()
            } else if handedOver - delivered > 4 * jobs {
                try waitForNext(deliver)
            } else {
                return
            }
        }
    }

    /// Passes `deliver` the results still due, in order, then stops the threads; call once, last.
    func finish(deliver: (Output) throws -> Void) rethrows {
        defer { shared.stop() }
        while delivered < handedOver {
            try deliverReady(deliver)
            if delivered < handedOver { try waitForNext(deliver) }
        }
    }

    /// Stops the threads without taking the results (after `deliver` threw).
    deinit {
        shared.stop()
    }

    private func deliverReady(_ deliver: (Output) throws -> Void) rethrows {
        while delivered < handedOver, let output = shared.takeResult(delivered) {
            delivered += 1
            try deliver(output)
        }
    }

    /// Transforms a waiting batch here, or else waits for a thread to finish one, and
    /// delivers the next result if it is ready.
    private func waitForNext(_ deliver: (Output) throws -> Void) rethrows {
        if !runOldestPending() { shared.waitForAResult() }
        try deliverReady(deliver)
    }

    @discardableResult
    private func runOldestPending() -> Bool {
        guard let next = shared.dequeue() else { return false }
        shared.store(transform(next.input, &state), of: next.input, index: next.index)
        return true
    }

    /// What the caller and the threads share: the waiting batches and the results.
    private final class Shared: Sendable {
        let threads: Int
        private let pending = Locked<[(index: Int, input: Input)]>([])
        /// Each result with its batch, which the caller frees (see ``store(_:of:index:)``).
        private let results = Locked<[Int: (output: Output, input: Input)]>([:])
        /// One signal per batch handed over (and one per thread to stop it).
        private let available = DispatchSemaphore(value: 0)
        /// One signal per result a thread stored.
        private let finished = DispatchSemaphore(value: 0)
        private let stopped = DispatchSemaphore(value: 0)
        private let stopping = Locked(false)

        init(
            threads: Int, _ makeState: @escaping @Sendable () -> State,
            _ transform: @escaping @Sendable (Input, inout State) -> Output
        ) {
            self.threads = threads
            for _ in 0..<threads {
                let thread = Thread { [self] in work(makeState(), transform) }
                thread.stackSize = 1 << 22
                thread.start()
            }
        }

        var pendingCount: Int { pending.withLock { $0.count } }

        func enqueue(_ input: Input, index: Int) {
            pending.withLock { $0.append((index, input)) }
            if threads > 0 { available.signal() }
        }

        func dequeue() -> (index: Int, input: Input)? {
            pending.withLock { $0.isEmpty ? nil : $0.removeFirst() }
        }

        /// Keeps a result with the batch it came from, so that the batch is freed on the
        /// caller's thread, which made it: glibc's malloc takes the lock of the thread that
        /// allocated a block to free it elsewhere, and every scanned component is several
        /// blocks.
        func store(_ output: Output, of input: Input, index: Int) {
            results.withLock { $0[index] = (output, input) }
        }

        func takeResult(_ index: Int) -> Output? {
            results.withLock { $0.removeValue(forKey: index) }?.output
        }

        func waitForAResult() { finished.wait() }

        /// Drops the batches not started and stops the threads once theirs are done; later
        /// calls do nothing.
        func stop() {
            let already = stopping.withLock { state in
                defer { state = true }
                return state
            }
            guard !already else { return }
            pending.withLock { $0.removeAll() }
            for _ in 0..<threads { available.signal() }
            for _ in 0..<threads { stopped.wait() }
        }

        private func work(_ state: consuming State, _ transform: @Sendable (Input, inout State) -> Output) {
            var state = state
            RunTables.fresh { loop(&state, transform) }
        }

        private func loop(_ state: inout State, _ transform: @Sendable (Input, inout State) -> Output) {
            while true {
                available.wait()
                guard let next = dequeue() else {
                    if stopping.withLock({ $0 }) {
                        stopped.signal()
                        return
                    }
                    continue
                }
                store(transform(next.input, &state), of: next.input, index: next.index)
                finished.signal()
            }
        }
    }
}

extension BatchWorkers where State == Void {
    /// Starts `jobs - 1` threads that apply `transform`, which keeps no state of its own.
    convenience init(jobs: Int, _ transform: @escaping @Sendable (Input) -> Output) {
        self.init(jobs: jobs, makeState: {}) { input, _ in transform(input) }
    }
}
