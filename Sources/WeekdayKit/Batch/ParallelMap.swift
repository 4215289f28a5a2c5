import Dispatch
import Foundation
internal import Caching

extension Array where Element: Sendable {
    /// The elements transformed on up to `jobs` threads (as many as the machine runs, see
    /// ``BatchWorkers/threads(for:)``), results in the original order.
    ///
    /// Each element is handled by one thread from start to end, so per-thread libical state
    /// (its error code and string buffers) is never shared.
    func parallelMap<Result: Sendable>(jobs: Int, _ transform: @escaping @Sendable (Element) -> Result) -> [Result] {
        if jobs <= 1 || count < 2 { return map(transform) }
        let slices = Swift.min(BatchWorkers<Int, Int, Void>.threads(for: jobs), count)
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
        results.initialize(repeating: nil)
        defer {
            // The results were copied out; release the buffer's own references, then free it.
            _ = results.deinitialize()
            results.deallocate()
        }
        let base = SendableBuffer(buffer: results)
        self.withUnsafeBufferPointer { source in
            let input = SendableSource(buffer: source)
            let work = { @Sendable (slice: Int) in
                var index = slice
                while index < input.buffer.count {
                    base.buffer[index] = transform(input.buffer[index])
                    index += slices
                }
            }
            // Threads of our own: libdispatch on Linux often runs a short apply inline on
            // the calling thread, which left the other cores idle.
            let done = DispatchSemaphore(value: 0)
            for slice in 1..<slices {
                let thread = Thread {
                    ThreadTables.keepOwn()
                    work(slice)
                    done.signal()
                }
                thread.stackSize = 1 << 22
                thread.start()
            }
            work(0)
            for _ in 1..<slices { done.wait() }
        }
        return results.map { $0! }
    }
}

/// A result buffer written by several threads, each at its own indices only.
private struct SendableBuffer<Value>: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<Value?>
}

/// The input, read-only while the threads run.
private struct SendableSource<Value>: @unchecked Sendable {
    let buffer: UnsafeBufferPointer<Value>
}
