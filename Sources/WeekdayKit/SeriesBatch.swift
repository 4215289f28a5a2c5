import Foundation

/// A batch of components read in ``CalendarFeed``'s second pass, on a thread of its own:
/// each read into an event and its occurrences in the window found.
///
/// A series whose UID has overrides is handed back unexpanded instead, so the caller can
/// give it its overrides in file order (the first series with a UID takes them); feeds
/// have few of them.
enum SeriesBatch {
    /// What one batch gives.
    struct Result: Sendable {
        var componentCount = 0
        var seriesCount = 0
        var problems: [EventCalendar.Problem] = []
        /// The occurrences, when they are not rendered.
        var occurrences: [EventOccurrence] = []
        /// The occurrences rendered, as ``SpoolRecord``s back to back.
        var records: [UInt8] = []
        var truncatedUIDs: [String] = []
        /// Series with overrides waiting for them, in file order.
        var claimants: [CalendarEvent] = []
    }

    /// What a worker needs besides the components; all of it read-only.
    struct Context: Sendable {
        var path: String
        var viewerZone: TimeZone
        var window: Range<Date>
        /// The lines of the components read as overrides in the first pass: skipped.
        var overrideLines: Set<Int>
        /// The UIDs that have overrides.
        var overriddenUIDs: Set<String>
        /// Renders each occurrence into its record's payload; nil keeps the occurrences.
        var render: CalendarFeed.Renderer?
        /// A batch stops reading once it has found this many occurrences.
        var maximumOccurrences = Int.max
    }

    /// Reads the components of one batch.
    static func read(_ items: [FeedReader.Item], _ context: Context) -> Result {
        var result = Result()
        var found = 0
        for item in items where found < context.maximumOccurrences {
            result.componentCount += 1
            if context.overrideLines.contains(item.chunk.firstLine) { continue }
            let read = EventReading.event(item, path: context.path, viewerZone: context.viewerZone)
            result.problems += read.problems
            guard let event = read.event else { continue }
            if event.isSeries {
                result.seriesCount += 1
                if let uid = event.uid, context.overriddenUIDs.contains(uid) {
                    result.claimants.append(event)
                    continue
                }
            }
            let list = event.occurrences(from: context.window.lowerBound, to: context.window.upperBound)
            found += list.count
            result.truncatedUIDs += list.truncatedUIDs
            guard let render = context.render else {
                result.occurrences += list.items
                continue
            }
            for occurrence in list {
                SpoolRecord.append(
                    start: occurrence.start.instant, end: occurrence.end.instant, uid: occurrence.uid,
                    path: occurrence.path, to: &result.records
                ) { render(occurrence, &$0) }
            }
        }
        return result
    }
}
