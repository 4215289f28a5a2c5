import Foundation

/// Where ``CalendarFeed`` puts the occurrences of a window until the files are read: a
/// spool of records, each an occurrence either encoded (to be handed out as an
/// ``EventOccurrence``) or already rendered by the caller's function.
struct FeedCollector {
    /// Renders an occurrence's bytes; nil keeps occurrences as occurrences.
    let render: CalendarFeed.Renderer?
    private(set) var spool = OccurrenceSpool()
    private var codec = OccurrenceCodec()
    private var scratch: [UInt8] = []
    /// Payloads that did not read back as occurrences (a temporary file not as written).
    private(set) var unreadable = 0

    /// A collector that renders with `render`, or keeps occurrences when it is nil.
    init(render: CalendarFeed.Renderer?) { self.render = render }

    /// Keeps one occurrence.
    mutating func keep(_ occurrence: EventOccurrence) {
        scratch.removeAll(keepingCapacity: true)
        if let render { render(occurrence, &scratch) } else { codec.encode(occurrence, into: &scratch) }
        spool.add(
            start: occurrence.start.instant, end: occurrence.end.instant, uid: occurrence.uid, path: occurrence.path,
            payload: scratch)
    }

    /// Keeps the first `limit` of the `count` records a worker rendered.
    ///
    /// The records are ``SpoolRecord``s back to back. Only a batch the limit cuts is walked
    /// to find where to cut: the spool reads every record once anyway.
    mutating func keep(records: [UInt8], count: Int, atMost limit: Int) {
        guard limit < count else { return spool.add(records: records) }
        var end = 0
        var kept = 0
        records.withUnsafeBytes { raw in
            while kept < limit, let length = SpoolRecord.wholeLength(in: raw, at: end) {
                end += length
                kept += 1
            }
        }
        spool.add(records: end == records.count ? records : Array(records[..<end]))
    }

    /// Hands out every occurrence kept, decoded, in start order.
    mutating func drainOccurrences(_ body: (EventOccurrence) -> Void) {
        let codec = codec
        var lost = 0
        spool.drain { payload in
            if let occurrence = codec.decode(payload) { body(occurrence) } else { lost += 1 }
        }
        unreadable += lost
    }

    /// Hands out every rendered record's bytes, in start order.
    mutating func drainRendered(_ body: (UnsafeRawBufferPointer) -> Void) {
        spool.drain(body)
    }

    /// What went wrong with the temporary files, in words.
    var failures: [String] {
        spool.failures + (unreadable > 0 ? ["\(unreadable) occurrences did not read back from a temporary file"] : [])
    }
}
