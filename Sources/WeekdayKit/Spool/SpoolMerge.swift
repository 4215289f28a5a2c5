import Foundation

/// The k-way merge of ``OccurrenceSpool``'s runs: records read back from their files,
/// handed out one at a time in record order.
///
/// A binary heap holds each run's next start and end (and the run); the records wait in
/// their readers' buffers, so the heap moves numbers, not bytes. Ties go to the run
/// written first, so the merge is as stable as the runs.
struct SpoolMerge {
    /// Reading a run that failed, in words.
    private(set) var failures: [String] = []

    private var runs: [SpoolFile.Records]
    private var heap: [Entry] = []

    private struct Entry {
        var start: Double
        var end: Double
        var run: Int
    }

    /// A merge of sorted runs.
    init(_ runs: [SpoolFile.Records]) {
        self.runs = runs
        for run in runs.indices { advance(run) }
    }

    /// Hands each record's payload to `body`, in order.
    mutating func forEach(_ body: (UnsafeRawBufferPointer) -> Void) {
        forEachRecord { body(SpoolRecord.payload($0)) }
    }

    /// Hands each whole record to `body`, in order.
    mutating func forEachRecord(_ body: (UnsafeRawBufferPointer) -> Void) {
        while let top = heap.first {
            runs[top.run].withCurrent(body)
            let last = heap.removeLast()
            if !heap.isEmpty {
                heap[0] = last
                siftDown(0)
            }
            advance(top.run)
        }
    }

    /// Moves a run to its next record and puts that in the heap.
    private mutating func advance(_ run: Int) {
        guard runs[run].advance() else {
            if runs[run].failed {
                failures.append("a temporary file could not be read back whole; some occurrences are missing")
            }
            return
        }
        let key = runs[run].withCurrent { (SpoolRecord.start($0), SpoolRecord.end($0)) }
        push(Entry(start: key.0, end: key.1, run: run))
    }

    private func precedes(_ lhs: Entry, _ rhs: Entry) -> Bool {
        if lhs.start != rhs.start { return lhs.start < rhs.start }
        if lhs.end != rhs.end { return lhs.end < rhs.end }
        let order = runs[lhs.run].withCurrent { left in
            runs[rhs.run].withCurrent { right in SpoolRecord.precedes(left, right) }
        }
        return order ?? (lhs.run < rhs.run)
    }

    private mutating func push(_ entry: Entry) {
        heap.append(entry)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var first = parent
            if left < heap.count && precedes(heap[left], heap[first]) { first = left }
            if right < heap.count && precedes(heap[right], heap[first]) { first = right }
            if first == parent { return }
            heap.swapAt(parent, first)
            parent = first
        }
    }
}
