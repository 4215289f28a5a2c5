import Foundation

/// Records gathered in any order and handed back in start order, in bounded memory: the
/// occurrences of a window, as ``SpoolRecord``s (a sort key and a payload).
///
/// It holds at most about ``byteLimit`` bytes of records: when it holds that much they
/// are sorted and written to a temporary file (a run), and ``drain(_:)`` merges the runs.
/// So a window with millions of occurrences costs a few MiB in memory plus a block
/// buffer per run. At most ``maximumRuns`` files are kept: when there are that many they
/// are merged into one, so open files stay bounded too. Records are bytes in one buffer,
/// so holding and sorting them moves no references around.
///
/// When a temporary file cannot be written, everything from then on is held in memory
/// (nothing is lost) and ``failures`` says why.
struct OccurrenceSpool {
    /// The most bytes of records held before they are written out as a run.
    let byteLimit: Int
    /// The most runs kept before they are merged into one.
    let maximumRuns: Int
    /// What went wrong with the temporary files, in the order met.
    private(set) var failures: [String] = []
    /// How many records were added.
    private(set) var count = 0

    /// The records held, back to back, and where each is with its start and end.
    private var arena: [UInt8] = []
    private var entries: [Entry] = []
    private var runs: [SpoolFile] = []
    private var spillingFailed = false
    private static let writeBlock = 1 << 20

    private struct Entry {
        var start: Double
        var end: Double
        var range: Range<Int>
    }

    /// A spool that writes a run whenever it holds `byteLimit` bytes and keeps at most
    /// `maximumRuns` files.
    init(byteLimit: Int = 8 << 20, maximumRuns: Int = 64) {
        self.byteLimit = max(1, byteLimit)
        self.maximumRuns = max(2, maximumRuns)
    }

    /// Whether any record went to a temporary file.
    var hasSpilled: Bool { !runs.isEmpty }

    /// Adds one record.
    mutating func add(start: Date, end: Date, uid: String?, path: String, payload: [UInt8]) {
        let from = arena.count
        SpoolRecord.append(start: start, end: end, uid: uid, path: path, to: &arena) { $0 += payload }
        entries.append(
            Entry(start: start.timeIntervalSince1970, end: end.timeIntervalSince1970, range: from..<arena.count))
        count += 1
        spillIfFull()
    }

    /// Adds records already written back to back (by ``SpoolRecord/append``); bytes that
    /// are not whole records are dropped and said in ``failures``.
    mutating func add(records bytes: [UInt8]) {
        let base = arena.count
        arena += bytes
        var position = 0
        var malformed = 0
        let found = bytes.withUnsafeBytes { raw -> [Entry] in
            var found: [Entry] = []
            while let length = SpoolRecord.wholeLength(in: raw, at: position) {
                let record = UnsafeRawBufferPointer(rebasing: raw[position..<position + length])
                if SpoolRecord.isWellFormed(record) {
                    found.append(
                        Entry(
                            start: SpoolRecord.start(record), end: SpoolRecord.end(record),
                            range: base + position..<base + position + length))
                } else {
                    malformed += 1
                }
                position += length
            }
            return found
        }
        if position != bytes.count || malformed > 0 {
            failures.append("some occurrences were not whole records and were left out")
        }
        entries += found
        count += found.count
        spillIfFull()
    }

    /// Hands every record's payload to `body` once, in start order (ties: end, UID, path,
    /// then the order added), and empties the spool.
    mutating func drain(_ body: (UnsafeRawBufferPointer) -> Void) {
        guard !runs.isEmpty else {
            let order = sortedEntries()
            arena.withUnsafeBytes { raw in
                for entry in order { body(SpoolRecord.payload(UnsafeRawBufferPointer(rebasing: raw[entry.range]))) }
            }
            clear()
            return
        }
        if !entries.isEmpty { spill() }
        var merge = SpoolMerge(runs.map { $0.records() })
        merge.forEach(body)
        failures += merge.failures
        // What could not be written stays held: hand it out after the runs, in order.
        if !entries.isEmpty {
            let order = sortedEntries()
            arena.withUnsafeBytes { raw in
                for entry in order { body(SpoolRecord.payload(UnsafeRawBufferPointer(rebasing: raw[entry.range]))) }
            }
            failures.append("occurrences that could not go to temporary files came last, out of order")
        }
        clear()
        runs = []
    }

    private mutating func clear() {
        arena = []
        entries = []
    }

    private mutating func spillIfFull() {
        if arena.count >= byteLimit && !spillingFailed { spill() }
    }

    /// Writes what is held as one sorted run; on failure keeps holding it.
    private mutating func spill() {
        let order = sortedEntries()
        do {
            let file = try SpoolFile()
            var block: [UInt8] = []
            block.reserveCapacity(Self.writeBlock + 4096)
            for entry in order {
                block.append(contentsOf: arena[entry.range])
                if block.count >= Self.writeBlock {
                    try file.append(block)
                    block.removeAll(keepingCapacity: true)
                }
            }
            try file.append(block)
            runs.append(file)
            arena.removeAll(keepingCapacity: true)
            entries.removeAll(keepingCapacity: true)
        } catch {
            noteOnce("\(error); the occurrences were held in memory instead")
            spillingFailed = true
            return
        }
        if runs.count >= maximumRuns { compact() }
    }

    /// Merges every run into one; on failure keeps them as they were.
    private mutating func compact() {
        var merge = SpoolMerge(runs.map { $0.records() })
        do throws(TemporaryFolderFailure) {
            let file = try SpoolFile()
            var block: [UInt8] = []
            var failure: TemporaryFolderFailure?
            merge.forEachRecord { record in
                guard failure == nil else { return }
                block.append(contentsOf: record)
                if block.count >= Self.writeBlock {
                    do throws(TemporaryFolderFailure) { try file.append(block) } catch { failure = error }
                    block.removeAll(keepingCapacity: true)
                }
            }
            if let failure { throw failure }
            try file.append(block)
            guard merge.failures.isEmpty else {
                failures += merge.failures
                return
            }
            runs = [file]
        } catch {
            noteOnce("\(error); the temporary files already written were kept as they were")
        }
    }

    /// Notes a failure of the temporary folder unless the same words are noted already: a
    /// folder that fails fails every time, and the user needs to read it once.
    private mutating func noteOnce(_ failure: String) {
        if !failures.contains(failure) { failures.append(failure) }
    }

    /// The entries held, in record order (stable).
    private func sortedEntries() -> [Entry] {
        arena.withUnsafeBytes { raw in
            entries.enumerated().sorted { lhs, rhs in
                let a = lhs.element
                let b = rhs.element
                if a.start != b.start { return a.start < b.start }
                if a.end != b.end { return a.end < b.end }
                let order = SpoolRecord.precedes(
                    UnsafeRawBufferPointer(rebasing: raw[a.range]), UnsafeRawBufferPointer(rebasing: raw[b.range]))
                return order ?? (lhs.offset < rhs.offset)
            }.map(\.element)
        }
    }
}
