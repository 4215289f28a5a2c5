import Foundation
import ICalKit

/// An `.ics` input read once only to search its bytes (and, when it cannot be read twice,
/// to copy them to a temporary file), then read again from the start as often as needed.
///
/// What ``CalendarFeed``, `convert` and `validate` share: a first look that finds whether
/// the input has overrides at all (`RECURRENCE-ID`, by a byte search), the overrides
/// themselves when it does, and readers for the passes after that. Standard input, a pipe
/// (`<(curl ...)`), a FIFO or a device gives its bytes once, so those are copied to a
/// temporary file in `TMPDIR`; a regular file is opened again.
final class RereadableInput {
    /// The path as given (`-` for standard input).
    let path: String
    /// Whether the bytes hold `RECURRENCE-ID`, in any case.
    let mentionsRecurrenceID: Bool
    /// The copy of an input that cannot be read twice.
    private let copy: SpoolFile?

    /// Whether its bytes are a copy: the input itself cannot be read again, so a later
    /// pass must keep this value to read them.
    var isCopy: Bool { copy != nil }

    /// An override found in the input, with the line of its component.
    struct Override {
        var event: CalendarEvent
        var problems: [EventCalendar.Problem]
        var line: Int
    }

    /// Reads the input once; the reason in words when it cannot be opened, read or kept,
    /// and nil when `isCancelled` says so after a block.
    static func open(
        _ input: CalendarInput, isCancelled: () -> Bool
    ) -> Result<RereadableInput?, WeekdaysError> {
        let path = input.name
        var copy: SpoolFile?
        var search = RecurrenceIDSearch()
        do {
            var raw = try FeedReader(input)
            // Bytes in memory and a regular file can be read again; a stream cannot.
            var inMemory = false
            if case .data = input.source { inMemory = true }
            if !raw.readsRegularFile && !inMemory {
                do { copy = try SpoolFile() } catch {
                    return .failure(.unreadable("\(path): cannot keep its bytes for a second reading: \(error)"))
                }
            }
            // An input that cannot be read twice has its blocks kept for the second pass.
            // An input that does not begin as iCalendar is not read further (`/dev/zero`
            // never ends): the second pass refuses it from the same first bytes.
            var start = ICSScanner()
            while let data = try raw.rawBlock() {
                search.feed(data)
                copy?.appendKeepingFailure(data)
                if start.isCalendar == nil {
                    // The first line decides; a block's start is enough to see it begin.
                    let head = data.prefix(1 << 16)
                    _ = head.withUnsafeBytes { start.feed($0.assumingMemoryBound(to: UInt8.self)) }
                }
                if start.isCalendar == false { break }
                if isCancelled() { return .success(nil) }
            }
        } catch {
            return .failure(error)
        }
        if let failure = copy?.writeFailure {
            return .failure(.unreadable("\(path): cannot keep its bytes for a second reading: \(failure)"))
        }
        return .success(RereadableInput(input, mentionsRecurrenceID: search.found, copy: copy))
    }

    private init(_ input: CalendarInput, mentionsRecurrenceID: Bool, copy: SpoolFile?) {
        self.input = input
        path = input.name
        self.mentionsRecurrenceID = mentionsRecurrenceID
        self.copy = copy
    }

    /// A reader from the start: the file opened again, or the copy of its bytes; nil when
    /// the file cannot be opened any more.
    func reader() -> FeedReader? {
        if let copy { return FeedReader(reading: copy.handleForReading(), named: path) }
        return try? FeedReader(input)
    }

    /// The input as given, opened again for each pass when it is not a copy.
    private let input: CalendarInput

    /// The components with a RECURRENCE-ID, read as events.
    ///
    /// None, without a scan, when the bytes never say `RECURRENCE-ID`. One whose
    /// RECURRENCE-ID libical cannot read is a series, and left out here. The scan stops,
    /// with what it found, once `isCancelled` says so after a batch.
    func overrides(viewerZone: TimeZone, isCancelled: () -> Bool = { false }) -> [Override] {
        guard mentionsRecurrenceID, var reader = reader() else { return [] }
        var found: [Override] = []
        // A failure to read is the next pass's to report: it reads the same bytes.
        while let batch = try? reader.nextBatch(limit: 256) {
            for item in batch where item.chunk.hasRecurrenceID {
                let read = EventReading.event(item, path: path, viewerZone: viewerZone)
                guard let event = read.event, !event.isSeries else { continue }
                found.append(Override(event: event, problems: read.problems, line: item.chunk.firstLine))
            }
            if isCancelled() { break }
        }
        return found
    }
}
