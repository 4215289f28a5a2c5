/// The days (or BYSETPOS indices) of one period, in a buffer reused from period to period:
/// emptying it keeps its storage and costs nothing, where an array's `removeAll` goes through
/// a generic path.
struct DayBuffer: Sendable {
    private var storage: [Int] = []
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    subscript(index: Int) -> Int { storage[index] }

    mutating func removeAll() { count = 0 }

    mutating func append(_ day: Int) {
        if count < storage.count {
            storage[count] = day
        } else {
            storage.append(day)
        }
        count += 1
    }

    /// Sorts the days and drops repeats, unless they already ascend.
    mutating func sortAndRemoveRepeats() {
        guard count > 1 else { return }
        var ascending = true
        for index in 1..<count where storage[index] <= storage[index - 1] {
            ascending = false
            break
        }
        if ascending { return }
        storage[0..<count].sort()
        var kept = 1
        for index in 1..<count where storage[index] != storage[kept - 1] {
            storage[kept] = storage[index]
            kept += 1
        }
        count = kept
    }

    /// Keeps the days that pass `test`, in order.
    mutating func keep(where test: (Int) -> Bool) {
        var kept = 0
        for index in 0..<count where test(storage[index]) {
            storage[kept] = storage[index]
            kept += 1
        }
        count = kept
    }
}
