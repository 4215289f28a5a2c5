public import Foundation
import ICalKit
internal import Caching

/// The events of one or more `.ics` files, read when their occurrences are asked for,
/// in bounded memory however large the files are.
///
/// ``EventCalendar`` holds every event; this holds none of them. Asking for a window reads
/// the files twice, component by component:
///
/// 1. every component with a RECURRENCE-ID (an override) is read and kept, by UID; the
///    rest is only scanned;
/// 2. every other component is read, given the overrides of its UID (the first series with
///    that UID takes them, as ``EventCalendar`` joins them), and its occurrences in the
///    window go to a spool; the event is then dropped. Batches of components are read on
///    ``jobs`` threads.
///
/// Overrides left without a series count on their own. Each event's window is walked a
/// slice at a time (`OccurrenceSlices`, sized to the series' density), and a batch
/// stops at a MiB of occurrences, going on once they are kept. The spool sorts the
/// window's occurrences in runs of a few MiB, written to temporary files, and merges them
/// in start order at the end. So what is held is: the overrides, a few batches of
/// components with at most a MiB of occurrences each, one run of occurrences, a block
/// buffer per run, and the problems found, whatever the files and the window hold. Standard input
/// (`-`) is copied to a temporary file during the first pass of the first call and read
/// from there afterwards, so a feed can be asked for one window after another.
public struct CalendarFeed {
    /// Writes an occurrence's bytes at the end of a buffer (see
    /// ``renderedOccurrences(from:to:render:isCancelled:_:)``).
    public typealias Renderer = @Sendable (EventOccurrence, inout [UInt8]) -> Void

    /// The calendars read, in order.
    public var inputs: [CalendarInput]
    /// The zone dates and floating times are read in when the calendar names none.
    public var viewerZone: TimeZone
    /// How many threads read components at once (the results do not depend on it).
    ///
    /// By default one per processor, at most four. More than two per processor are not
    /// started: a larger number reads as that many.
    public var jobs: Int
    /// The most occurrences one window hands out.
    ///
    /// A window with more stops reading there (``CalendarFeedReport/reachedOccurrenceLimit``),
    /// so a hostile feed costs bounded time and temporary space (about 250 bytes an
    /// occurrence), not a full disk.
    public var maximumOccurrences = 5_000_000
    /// The inputs that give their bytes once (standard input, a pipe, a FIFO) as the first
    /// call read them, so later calls (and copies of this feed) read the same bytes.
    private let readOnceCopies = ReadOnceCopies()

    /// The copies of inputs read once, by position among the paths, with what the byte
    /// search found in each.
    private final class ReadOnceCopies {
        var kept: [Int: RereadableInput] = [:]
    }

    /// The files to read, each a path (one named `-` too); standard input, bytes in memory
    /// and open streams are read through ``init(inputs:viewerZone:)``.
    public init(paths: [String], viewerZone: TimeZone) {
        self.init(inputs: paths.map(CalendarInput.path), viewerZone: viewerZone)
    }

    /// The calendars to read (files, bytes in memory, streams), in order.
    public init(inputs: [CalendarInput], viewerZone: TimeZone) {
        self.inputs = inputs
        self.viewerZone = viewerZone
        jobs = max(1, min(4, ProcessInfo.processInfo.activeProcessorCount))
    }

    /// Reads the files and hands every occurrence that overlaps `[from, to)` to `body`, in
    /// start order (ties: end, then the UTF-8 bytes of the UID, then of the path), after
    /// the last file is read; returns what was found on the way.
    ///
    /// The window has the meaning of ``CalendarEvent/occurrences(from:to:)``: one that
    /// holds no instant (`to` not after `from`, or either NaN) gives no occurrences and
    /// reads no file (the report is empty), and one beyond the years 1 to 9999 (to
    /// infinity) is cut to them.
    ///
    /// `isCancelled` is asked between inputs and batches (by default, whether the task it
    /// runs in was cancelled); once it says true, reading stops, the occurrences found so
    /// far are handed out, and the report says so (``CalendarFeedReport/isCancelled``).
    @discardableResult
    public func occurrences(
        from: Date, to: Date, isCancelled: () -> Bool = { Task.isCancelled }, _ body: (EventOccurrence) -> Void
    ) -> CalendarFeedReport {
        run(from: from, to: to, render: nil, isCancelled: isCancelled) { $0.drainOccurrences(body) }
    }

    /// The window read within its run's memo tables, the occurrences collected (rendered
    /// by `render` when there is one) and handed out by `drain`.
    private func run(
        from: Date, to: Date, render: Renderer?, isCancelled: () -> Bool, drain: (inout FeedCollector) -> Void
    ) -> CalendarFeedReport {
        RunTables.within {
            guard let window = Self.window(from: from, to: to) else { return emptyReport }
            var collector = FeedCollector(render: render)
            var report = collect(window: window, into: &collector, isCancelled: isCancelled)
            drain(&collector)
            report.temporaryFileFailures = collector.failures
            return report
        }
    }

    /// Like ``occurrences(from:to:isCancelled:_:)``, but each occurrence is first turned into bytes by
    /// `render`, on the threads that read the components, and `body` gets those bytes in
    /// start order.
    ///
    /// For output that is all bytes (JSON Lines): rendering then takes part in the
    /// parallel reading, and the temporary files hold the rendered bytes, so nothing is
    /// decoded at the end. The bytes `body` gets are valid during the call only. The
    /// window is read as ``occurrences(from:to:isCancelled:_:)`` reads it.
    @discardableResult
    public func renderedOccurrences(
        from: Date, to: Date, render: @escaping Renderer, isCancelled: () -> Bool = { Task.isCancelled },
        _ body: (UnsafeRawBufferPointer) -> Void
    ) -> CalendarFeedReport {
        run(from: from, to: to, render: render, isCancelled: isCancelled) { $0.drainRendered(body) }
    }

    /// The window `[from, to)` cut to the engine's years, or nil when it holds no instant:
    /// a `Range` of reversed or NaN bounds would stop the program.
    private static func window(from: Date, to: Date) -> Range<Date>? {
        CalendarEvent.placeableWindow(from: from, to: to).map { $0.from..<$0.to }
    }

    /// The report of a window that holds no instant: nothing read, nothing found.
    private var emptyReport: CalendarFeedReport {
        var report = CalendarFeedReport()
        report.occurrenceLimit = maximumOccurrences
        return report
    }

    /// Both passes over every input; the occurrences go to `collector`.
    private func collect(
        window: Range<Date>, into collector: inout FeedCollector, isCancelled: () -> Bool
    ) -> CalendarFeedReport {
        var report = CalendarFeedReport()
        report.occurrenceLimit = maximumOccurrences
        var sources: [Source] = []
        var overrides = OverrideTable()
        for index in inputs.indices where !report.stops(isCancelled) {
            if let source = readOverrides(index, into: &overrides, &report, isCancelled: isCancelled) {
                sources.append(source)
            }
        }
        for source in sources where !report.stops(isCancelled) {
            readSeries(source, window: window, overrides: &overrides, &collector, &report, isCancelled: isCancelled)
        }
        for lone in overrides.unclaimed() where !report.stops(isCancelled) {
            walk(lone, window: window, &collector, &report)
        }
        report.putInFileOrder()
        report.occurrenceCount = collector.spool.count
        return report
    }

    /// An input that passed the first pass: where to read it again.
    private struct Source {
        var input: RereadableInput
        var index: Int
        /// The lines of the components read as overrides in the first pass (skipped in the second).
        var overrideLines: Set<Int>
        var path: String { input.path }
    }

    /// The first pass over one input: keeps its overrides; nil when it cannot be opened.
    ///
    /// Why it cannot is said in the report; whether it is iCalendar at all is the second
    /// pass's to say. The bytes are first only searched for `RECURRENCE-ID` (and an input
    /// read once copied); only an input that has the text is scanned for overrides.
    private func readOverrides(
        _ index: Int, into overrides: inout OverrideTable, _ report: inout CalendarFeedReport,
        isCancelled: () -> Bool
    ) -> Source? {
        let input: RereadableInput
        if let kept = readOnceCopies.kept[index] {
            // An input read once by an earlier call: its copy.
            input = kept
        } else {
            switch RereadableInput.open(inputs[index], isCancelled: isCancelled) {
            case .success(let opened?): input = opened
            case .success(nil):
                report.isCancelled = true
                return nil
            case .failure(let error):
                report.addUnreadable(error.description, fileIndex: index)
                return nil
            }
            if input.isCopy { readOnceCopies.kept[index] = input }
        }
        var source = Source(input: input, index: index, overrideLines: [])
        for override in input.overrides(viewerZone: viewerZone, isCancelled: isCancelled) {
            source.overrideLines.insert(override.line)
            report.add(override.problems, fileIndex: index)
            overrides.add(override.event)
        }
        return source
    }

    /// The second pass over one input: every component but the overrides, its occurrences
    /// in the window kept.
    private func readSeries(
        _ source: Source, window: Range<Date>, overrides: inout OverrideTable, _ collector: inout FeedCollector,
        _ report: inout CalendarFeedReport, isCancelled: () -> Bool
    ) {
        guard var reader = source.input.reader() else {
            report.addUnreadable("cannot read \(source.path) a second time", fileIndex: source.index)
            return
        }
        let context = SeriesBatch.Context(
            path: source.path, viewerZone: viewerZone, window: window, overrideLines: source.overrideLines,
            overriddenUIDs: overrides.uids, render: collector.render)
        func keep(_ result: SeriesBatch.Result) {
            var next: SeriesBatch.Result? = result
            while let result = next, !report.reachedOccurrenceLimit {
                report.componentCount += result.componentCount
                report.seriesCount += result.seriesCount
                report.add(result.problems, fileIndex: source.index)
                report.truncatedUIDs += result.truncatedUIDs
                let room = roomLeft(collector, &report, needed: result.occurrenceCount)
                for occurrence in result.occurrences.prefix(room) { collector.keep(occurrence) }
                collector.keep(records: result.records, count: result.recordCount, atMost: room)
                for var series in result.claimants {
                    series.overrides = overrides.claim(series.uid)
                    walk(series, window: window, &collector, &report)
                }
                // A batch that stopped at its budget goes on here, once what it held is kept.
                next = result.rest.map { SeriesBatch.resume($0, context) }
            }
        }
        var readFailure: WeekdaysError?
        func nextBatch() -> [FeedReader.Item]? {
            do { return try reader.nextBatch(limit: 256) } catch {
                readFailure = error
                return nil
            }
        }
        // The batches are read on `jobs` threads, this one among them; results are kept in
        // file order, so the outcome is the same with one thread or several.
        let workers = BatchWorkers<[FeedReader.Item], SeriesBatch.Result, Void>(jobs: jobs) {
            SeriesBatch.read($0, context)
        }
        while !report.stops(isCancelled), let batch = nextBatch() { workers.submit(batch, deliver: keep) }
        workers.finish(deliver: keep)
        finish(reader, readFailure, source, &report)
    }

    /// What the second pass over an input says at its end: whether it could be read to
    /// the end, whether it is iCalendar at all, and the problems with its structure.
    private func finish(
        _ reader: FeedReader, _ readFailure: WeekdaysError?, _ source: Source, _ report: inout CalendarFeedReport
    ) {
        if let readFailure {
            report.addUnreadable(readFailure.description, fileIndex: source.index)
            return
        }
        if reader.isCalendar != true {
            let reason = reader.notCalendarMessage(path: source.path)
            report.addUnreadable(reason, fileIndex: source.index)
            return
        }
        // A component not read (nested in another, or past the size bound) is a problem of
        // the file; the rest of what the scanner says is a notice.
        let damage = reader.damage
        for problem in reader.problems
        where !damage.contains(where: { $0.line == problem.line && $0.message == problem.message }) {
            report.notices.append(
                EventCalendar.Problem(path: source.path, line: problem.line, uid: "", message: problem.message))
        }
        report.add(
            damage.map { EventCalendar.Problem(path: source.path, line: $0.line, uid: "", message: $0.message) },
            fileIndex: source.index)
    }

    /// One event's occurrences in the window kept, a slice at a time, and its UID if the
    /// series was cut short.
    private func walk(
        _ event: CalendarEvent, window: Range<Date>, _ collector: inout FeedCollector,
        _ report: inout CalendarFeedReport
    ) {
        var slices = OccurrenceSlices(event: event, from: window.lowerBound, to: window.upperBound)
        while !slices.isFinished && !report.reachedOccurrenceLimit {
            let found = slices.nextSlice()
            for occurrence in found.prefix(roomLeft(collector, &report, needed: found.count)) {
                collector.keep(occurrence)
            }
        }
        if slices.isTruncated { report.truncatedUIDs.append(event.uid ?? "") }
    }

    /// How many of `needed` more occurrences the window has room for; when fewer than
    /// needed, the report says the limit was reached.
    private func roomLeft(_ collector: FeedCollector, _ report: inout CalendarFeedReport, needed: Int) -> Int {
        let room = max(0, maximumOccurrences - collector.spool.count)
        if needed > room { report.reachedOccurrenceLimit = true }
        return min(room, needed)
    }
}
