import Foundation

/// What the overrides of a feed do to their series, by UID, for `convert`'s notes: the
/// starts of the ones that move or change an instance, and how many cancel one.
///
/// Holds a few values per override, however many series the feed has. Of overrides that
/// name one instance, the one that counts is the one ``CalendarEvent/occurrences(from:to:)``
/// shows (``OverrideRevisions``), which depends on how the series reads its days; so the
/// choice is made for each series as its record is written.
struct OverrideNotes: Sendable {
    /// What one override says.
    private struct Entry: Sendable {
        var recurrenceID: EventTime
        var sequence: Int
        /// Its start; nil when it cancels its instance.
        var start: EventTime?
    }

    /// The overrides that count for one series.
    struct Found {
        /// The starts of the overrides that keep their instance (moved or changed).
        var moved: [EventTime] = []
        /// How many overrides cancel their instance.
        var cancelled = 0
    }

    /// The overrides read, by the UID of their series, in the order read.
    private var byUID: [String: [Entry]] = [:]

    /// Keeps an override; one without a UID names no series.
    mutating func add(_ override: CalendarEvent) {
        guard let uid = override.uid, let named = override.recurrenceID else { return }
        byUID[uid, default: []].append(
            Entry(recurrenceID: named, sequence: override.sequence, start: override.isCancelled ? nil : override.start))
    }

    /// The overrides that count for the series with `uid`, whose days are read as `series`
    /// says; nil when it has none.
    func found(for uid: String, series: OverrideRevisions.SeriesDays) -> Found? {
        guard let entries = byUID[uid] else { return nil }
        let winners = OverrideRevisions.winners(
            entries, series: series, uid: { _ in uid }, recurrenceID: \.recurrenceID, sequence: \.sequence)
        var found = Found()
        for (place, winner) in winners.enumerated() where winner == place {
            if let start = entries[place].start { found.moved.append(start) } else { found.cancelled += 1 }
        }
        return found
    }
}
