import Foundation

/// What the overrides of a feed do to their series, by UID, for `convert`'s notes: the
/// starts of the ones that move or change an instance, and how many cancel one.
///
/// Holds a start per instance overridden, however many series the feed has. Of overrides
/// that name one instance, the latest revision counts, as in
/// ``CalendarEvent/occurrences(from:to:)``.
struct OverrideNotes: Sendable {
    /// The overrides of one UID.
    struct Found: Sendable {
        /// What the override that counts for one instance does.
        fileprivate struct Revision: Sendable {
            var sequence: Int
            /// Its start; nil when it cancels its instance.
            var start: EventTime?
        }

        /// The overrides that count, by the instant their RECURRENCE-ID names.
        fileprivate var byInstance: [Date: Revision] = [:]

        /// The starts of the overrides that keep their instance (moved or changed).
        var moved: [EventTime] { byInstance.values.compactMap(\.start) }
        /// How many overrides cancel their instance.
        var cancelled: Int { byInstance.values.count { $0.start == nil } }
    }

    /// The overrides found, by the UID of their series.
    private(set) var byUID: [String: Found] = [:]

    /// Counts an override, unless an earlier one names its instance with the same SEQUENCE
    /// or a higher one; one without a UID names no series.
    mutating func add(_ override: CalendarEvent) {
        guard let uid = override.uid, let named = override.recurrenceID else { return }
        let revision = Found.Revision(sequence: override.sequence, start: override.isCancelled ? nil : override.start)
        if let kept = byUID[uid]?.byInstance[named.instant], kept.sequence >= revision.sequence { return }
        byUID[uid, default: Found()].byInstance[named.instant] = revision
    }
}
