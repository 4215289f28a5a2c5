import Foundation

/// A batch of components read in ``CalendarFeed``'s second pass, on a thread of its own:
/// each read into an event and its occurrences in the window found.
///
/// A series whose UID has overrides is handed back unexpanded instead, so the caller can
/// give it its overrides in file order (the first series with a UID takes them); feeds
/// have few of them.
///
/// A batch holds at most about ``Context/byteBudget`` bytes of occurrences: when it holds
/// that much it stops, and its ``Result/rest`` (the event being walked, the components
/// after it) is read by ``resume(_:_:)`` once the caller has kept what it found. So a
/// batch of dense series costs a few MiB, not a window's worth of occurrences.
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
        /// How many records ``records`` holds.
        var recordCount = 0
        var truncatedUIDs: [String] = []
        /// Series with overrides waiting for them, in file order.
        var claimants: [CalendarEvent] = []
        /// What is left to read when the batch stopped at its budget.
        var rest: Rest?

        /// How many occurrences it holds, as they are or rendered.
        var occurrenceCount: Int { occurrences.count + recordCount }
        /// About how many bytes of occurrences it holds.
        var heldBytes: Int { records.count + occurrences.count * Self.bytesPerOccurrence }
        /// About what one kept occurrence costs in memory.
        static let bytesPerOccurrence = 256
    }

    /// Where a batch stopped: the event it was walking and the components after it.
    struct Rest: Sendable {
        var walk: OccurrenceSlices?
        var items: ArraySlice<FeedReader.Item>
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
        /// The bytes of occurrences a batch holds before it stops.
        var byteBudget = 1 << 20
    }

    /// Reads the components of one batch, up to the budget.
    static func read(_ items: [FeedReader.Item], _ context: Context) -> Result {
        resume(Rest(walk: nil, items: items[...]), context)
    }

    /// Goes on where a batch stopped, up to the budget again.
    static func resume(_ rest: Rest, _ context: Context) -> Result {
        var result = Result()
        var walk = rest.walk
        var items = rest.items
        while true {
            if var current = walk {
                while !current.isFinished {
                    if result.heldBytes >= context.byteBudget {
                        result.rest = Rest(walk: current, items: items)
                        return result
                    }
                    keep(current.nextSlice(), in: &result, context)
                }
                if current.isTruncated { result.truncatedUIDs.append(current.event.uid ?? "") }
                walk = nil
            }
            guard let item = items.first else { return result }
            if result.heldBytes >= context.byteBudget {
                result.rest = Rest(walk: nil, items: items)
                return result
            }
            items = items.dropFirst()
            walk = event(of: item, in: &result, context).map {
                OccurrenceSlices(event: $0, from: context.window.lowerBound, to: context.window.upperBound)
            }
        }
    }

    /// Reads one component: the event whose occurrences are to be walked, or nil when
    /// there is none (an override, a component without DTSTART, a series handed back).
    private static func event(of item: FeedReader.Item, in result: inout Result, _ context: Context) -> CalendarEvent? {
        result.componentCount += 1
        if context.overrideLines.contains(item.chunk.firstLine) { return nil }
        let read = EventReading.event(item, path: context.path, viewerZone: context.viewerZone)
        result.problems += read.problems
        guard let event = read.event else { return nil }
        if event.isSeries {
            result.seriesCount += 1
            if let uid = event.uid, context.overriddenUIDs.contains(uid) {
                result.claimants.append(event)
                return nil
            }
        }
        return event
    }

    /// Keeps a slice's occurrences, as they are or rendered.
    private static func keep(_ found: [EventOccurrence], in result: inout Result, _ context: Context) {
        guard let render = context.render else {
            result.occurrences += found
            return
        }
        result.recordCount += found.count
        for occurrence in found {
            SpoolRecord.append(
                start: occurrence.start.instant, end: occurrence.end.instant, uid: occurrence.uid,
                path: occurrence.path, to: &result.records
            ) { render(occurrence, &$0) }
        }
    }
}
