import Foundation

extension EventOccurrence {
    /// Occurrences in start order (by start, then end, UID and file, so merged lists come
    /// out the same every run), stable.
    ///
    /// Sorts positions by the instants rather than moving occurrences around: each holds
    /// a dozen references, and copying them is what sorting would cost. A list already in
    /// order (a rule's instances usually are) is returned as it is.
    static func inStartOrder(_ occurrences: [EventOccurrence]) -> [EventOccurrence] {
        let starts = occurrences.map(\.start.instant)
        let ends = occurrences.map(\.end.instant)
        func precedes(_ a: Int, _ b: Int) -> Bool {
            if starts[a] != starts[b] { return starts[a] < starts[b] }
            if ends[a] != ends[b] { return ends[a] < ends[b] }
            let order = tieOrder(occurrences[a], occurrences[b])
            return order == .same ? a < b : order == .before
        }
        let inOrder = occurrences.indices.dropFirst().allSatisfy { precedes($0 - 1, $0) }
        if inOrder { return occurrences }
        return occurrences.indices.sorted(by: precedes).map { occurrences[$0] }
    }

    /// How two occurrences with the same start and end are ordered: by UID (none counts
    /// as empty), then by file.
    static func tieOrder(_ lhs: EventOccurrence, _ rhs: EventOccurrence) -> TieOrder {
        let left = lhs.uid ?? ""
        let right = rhs.uid ?? ""
        if left != right { return left < right ? .before : .after }
        if lhs.path != rhs.path { return lhs.path < rhs.path ? .before : .after }
        return .same
    }

    /// The answer of ``tieOrder(_:_:)``.
    enum TieOrder {
        case before, same, after
    }
}
