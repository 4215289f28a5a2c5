/// What the overrides of a feed do to their series, by UID, for `convert`'s notes: the
/// starts of the ones that move or change an instance, and how many cancel one.
///
/// Holds a start per override, however many series the feed has.
struct OverrideNotes: Sendable {
    /// The overrides of one UID.
    struct Found: Sendable {
        /// The starts of the overrides that keep their instance (moved or changed).
        var moved: [EventTime] = []
        /// How many overrides cancel their instance.
        var cancelled = 0
    }

    /// The overrides found, by the UID of their series.
    private(set) var byUID: [String: Found] = [:]

    /// Counts an override; one without a UID names no series.
    mutating func add(_ override: CalendarEvent) {
        guard let uid = override.uid else { return }
        if override.isCancelled {
            byUID[uid, default: Found()].cancelled += 1
        } else {
            byUID[uid, default: Found()].moved.append(override.start)
        }
    }
}
