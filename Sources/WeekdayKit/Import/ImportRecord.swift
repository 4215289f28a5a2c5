public import Foundation
import ICalKit
internal import Caching

/// One line of `convert`'s import output: a recurring component and its picker reading.
public struct ImportRecord: Sendable {
    /// The file the component was read from (`-` for standard input).
    public var path: String
    /// The component's UID, if any.
    public var uid: String?
    /// The event's title (`SUMMARY`, written as `summary` in records), if any; not the
    /// picker's words (``summaryText``).
    public var title: String?
    /// DTSTART as written (`20261130T073000`), if any.
    public var dtstart: String?
    /// The TZID parameter of DTSTART, if any.
    public var tzid: String?
    /// The rule as libical writes it back, or as written when it is invalid.
    public var rule: String
    /// The weekdays of the rule, ascending `Calendar` numbers; empty when invalid.
    public var selection: [Int]
    /// How much of the rule the selection says; nil when the rule is invalid (``error``
    /// says why), which `convert` writes as `"fidelity": "invalid"`.
    public var fidelity: Fidelity?
    /// What the selection leaves out, in the calendar's language.
    public var notes: [String]
    /// The picker's words for the rule ("Mon and Wed"); nil when invalid.
    public var summaryText: String?
    /// Why the rule is invalid.
    public var error: String?

    /// The record of a component's first RRULE; later RRULEs are named in the notes.
    public init(path: String, component: RecurringComponent, calendar: Calendar) {
        self.init(path: path, component: component, rulePart: RulePart(component, component.rules.first, calendar))
    }

    /// The record of a component with its first rule's part already worded.
    init(path: String, component: borrowing RecurringComponent, rulePart: RulePart) {
        self.path = path
        uid = component.uid
        title = component.title
        dtstart = component.start?.description
        tzid = component.startZoneID
        rule = rulePart.rule
        selection = rulePart.selection
        fidelity = rulePart.fidelity
        notes = rulePart.notes
        summaryText = rulePart.summaryText
        error = rulePart.error
        addExceptionNotes(component, rulePart.words)
        let ruleCount = component.rules.count + component.unreadRules.count
        if ruleCount > 1 {
            notes.append("has \(ruleCount - 1) more RRULE properties; only the first is converted")
        }
    }

    /// What a record takes from its component's first rule: the same for every component
    /// whose rule text, start (``RuleAnalysis/StartKey``) and zone are the same.
    ///
    /// A class: a batch hands one part to every record it fits, by reference.
    final class RulePart: Sendable {
        let rule: String
        let selection: [Int]
        let fidelity: Fidelity?
        let notes: [String]
        let summaryText: String?
        let error: String?
        /// The calendar's words, for the notes the rest of the component adds.
        let words: Phrasebook
        /// The reading the part was worded from, kept for a rule without an end, which the
        /// parts of the same rule with one are made from; nil otherwise.
        let analysis: RuleAnalysis?

        /// The part a rule's reading gives, in the calendar's words; `written` is the rule
        /// as libical writes it back, when the caller has it.
        init(
            _ component: borrowing RecurringComponent, _ first: RecurringComponent.Rule?, _ calendar: Calendar,
            written: String? = nil
        ) {
            words = Phrasebook(locale: calendar.locale ?? Locale(identifier: "en_US"))
            analysis = first?.analysis.flatMap { $0.rule.end == .never ? $0 : nil }
            guard let analysis = first?.analysis else {
                rule = first?.text ?? ""
                selection = []
                fidelity = nil
                notes = []
                summaryText = nil
                error = first?.error ?? component.problems.first ?? "unreadable component"
                return
            }
            // The written form kept with the text's reading: the same as the rule's own.
            rule =
                written ?? first.flatMap { RecurrenceRule.writtenForm(ofText: $0.text) } ?? analysis.rule.rfc5545String
            selection = analysis.selection.sorted
            fidelity = analysis.fidelity
            notes = analysis.noteTexts(in: calendar)
            summaryText = analysis.summary(in: calendar)
            error = nil
        }
    }
}

/// Counts of an import run: read = written + errors, always.
public struct ImportCounts: Sendable, Equatable {
    /// Recurring components read.
    public var read = 0
    /// Records written.
    public var written = 0
    /// Records written with `"fidelity": "invalid"` (``ImportRecord/fidelity`` nil).
    public var invalid = 0
    /// Recurring components that could not be written.
    public var errors = 0
    /// Components with no RRULE, which have no record.
    public var withoutRule = 0
    /// Whether the caller cancelled the run before it read every input: the counts are of
    /// what was read, and every record read was written.
    public var isCancelled = false

    /// All counts zero.
    public init() {}
}

/// Imports the repeat rules of `.ics` files as records, streaming and in parallel.
public enum BatchImport {
    /// Components handed to the threads at a time; bounds memory whatever the file size.
    public static let batchSize = 512

    /// Writes one record's line at the end of a batch's bytes, as UTF-8: the lines of a
    /// batch are written into one buffer, with no String made for each.
    public typealias LineRenderer = @Sendable (ImportRecord, inout [UInt8]) -> Void

    /// Reads every input in order and passes the bytes of each batch's lines to `write`, in
    /// input order whatever `jobs` is.
    ///
    /// A component that cannot be read (one nested in another, one over the scanner's size
    /// bound) counts as read and as an error, and `notice` gets its problem in words, with
    /// the input's name; so does an END that closes nothing. The bytes `write` gets are
    /// valid during the call only.
    ///
    /// `isCancelled` is asked before each batch (by default, whether the task it runs in
    /// was cancelled); once it says true, reading stops, the batches read are written, and
    /// the counts say so (``ImportCounts/isCancelled``).
    ///
    /// - Returns: the counts and the inputs that could not be read or are not iCalendar.
    public static func run(
        inputs: [CalendarInput], jobs: Int, calendar: Calendar, lines render: @escaping LineRenderer,
        write: (UnsafeRawBufferPointer) throws -> Void, progress: ((ImportCounts) -> Void)? = nil,
        notice: (String) -> Void = { _ in }, isCancelled: () -> Bool = { Task.isCancelled }
    ) rethrows -> (ImportCounts, [String]) {
        try RunTables.within {
            try runInRun(
                inputs: inputs, jobs: jobs, calendar: calendar, lines: render, write: write, progress: progress,
                notice: notice, isCancelled: isCancelled)
        }
    }

    /// ``run(inputs:jobs:calendar:lines:write:progress:notice:isCancelled:)`` within its run's
    /// memo tables.
    private static func runInRun(
        inputs: [CalendarInput], jobs: Int, calendar: Calendar, lines render: @escaping LineRenderer,
        write: (UnsafeRawBufferPointer) throws -> Void, progress: ((ImportCounts) -> Void)?,
        notice: (String) -> Void, isCancelled: () -> Bool
    ) rethrows -> (ImportCounts, [String]) {
        var counts = ImportCounts()
        var unreadable: [String] = []
        // A first look at every input finds the overrides (by a byte search, then a scan
        // of the inputs that have any), so each series' record can count the ones that
        // name its instances wherever they are in the files.
        var opened: [Result<RereadableInput?, WeekdaysError>] = []
        for input in inputs where !counts.isCancelled {
            opened.append(RereadableInput.open(input, isCancelled: isCancelled))
            if case .success(nil) = opened.last { counts.isCancelled = true }
        }
        var overrides = OverrideNotes()
        for case .success(let input?) in opened {
            for override in input.overrides(viewerZone: TimeFrame.utc.zone, isCancelled: isCancelled) {
                overrides.add(override.event)
            }
        }
        let notes = overrides
        let ruleParts = RulePartCache(calendar: calendar)
        // One batch's records, rendered and joined, with how many there are and are invalid.
        let convert = { @Sendable (batch: ImportBatch, front: inout RulePartCache.Front) -> ImportBatch.Output in
            var output = ImportBatch.Output()
            output.bytes.reserveCapacity(batch.items.count * 400)
            // The path as a String of the batch's own: every record holds it, and one String
            // shared by all threads would have them all count references on it.
            let path = String(decoding: Array(batch.path.utf8), as: UTF8.self)
            for index in batch.items.indices where !batch.items[index].chunk.rules.isEmpty {
                let component = RecurringComponent.read(batch.items[index], viewerZone: nil, reading: .scanned)
                    .component
                let part = ruleParts.part(for: component, front: &front)
                var record = ImportRecord(path: path, component: component, rulePart: part)
                record.addOverrideNotes(notes, component, calendar)
                render(record, &output.bytes)
                output.records += 1
                if record.fidelity == nil { output.invalid += 1 }
            }
            return output
        }
        // The batches are converted on `jobs` threads, this one among them; results are
        // written in file order, so the output is the same whatever `jobs` is.
        let workers = BatchWorkers(jobs: jobs, makeState: { RulePartCache.Front() }, convert)
        func deliver(_ output: ImportBatch.Output) throws {
            try output.bytes.withUnsafeBytes(write)
            counts.written += output.records
            counts.invalid += output.invalid
            progress?(counts)
        }
        for (path, opened) in zip(inputs.map(\.name), opened) where !counts.isCancelled {
            var reader: FeedReader
            switch opened {
            case .success(nil): continue
            case .success(let input?):
                guard let again = input.reader() else {
                    unreadable.append("cannot read \(path) a second time")
                    continue
                }
                reader = again
            case .failure(let error):
                unreadable.append(error.description)
                continue
            }
            var readFailure: WeekdaysError?
            func nextBatch() -> [FeedReader.Item]? {
                do { return try reader.nextBatch(limit: batchSize) } catch {
                    readFailure = error
                    return nil
                }
            }
            var damageSeen = 0
            func noteDamage() {
                for damage in reader.damage.dropFirst(damageSeen) {
                    notice("\(path): \(damage.message)")
                    if damage.isRecord { counts.read += 1 }
                }
                damageSeen = reader.damage.count
            }
            while !counts.isCancelled, let batch = nextBatch() {
                if isCancelled() {
                    counts.isCancelled = true
                    break
                }
                noteDamage()
                // Components without a rule stay in the batch, which the workers skip: leaving
                // them out would copy every other one.
                let recurring = ImportBatch(path: path, items: batch)
                let recurringCount = batch.count(where: { !$0.chunk.rules.isEmpty })
                counts.withoutRule += batch.count - recurringCount
                counts.read += recurringCount
                try workers.submit(recurring, deliver: deliver)
            }
            noteDamage()
            if let readFailure {
                unreadable.append(readFailure.description)
            } else if reader.isCalendar != true {
                unreadable.append(reader.notCalendarMessage(path: path))
            }
        }
        try workers.finish(deliver: deliver)
        counts.errors = counts.read - counts.written
        return (counts, unreadable)
    }
}

/// Components of one file, converted together by one thread (those with an RRULE).
struct ImportBatch: Sendable {
    /// The file they come from.
    var path: String
    var items: [FeedReader.Item]

    /// The batch's records as rendered lines, joined, and how many are invalid.
    struct Output: Sendable {
        var bytes: [UInt8] = []
        var records = 0
        var invalid = 0
    }
}

extension ImportRecord {
    /// Notes for the overrides of the component's UID: "1 moved occurrence" for each that
    /// moves (or changes) its instance, and the cancelled ones added to "except N dates".
    ///
    /// An override that moves an instance to a weekday the selection leaves out changes the
    /// picker's picture (with THISANDFUTURE, every later instance's too), so an exact
    /// reading becomes approximate.
    mutating func addOverrideNotes(_ overrides: OverrideNotes, _ component: RecurringComponent, _ calendar: Calendar) {
        guard fidelity != nil, let uid = component.uid,
            let found = overrides.found(
                for: uid,
                series: OverrideRevisions.SeriesDays(isDate: component.start?.form == .date, zone: component.dayZone))
        else { return }
        let words = Phrasebook(locale: calendar.locale ?? Locale(identifier: "en_US"))
        if found.cancelled > 0 {
            let total = component.exceptionDateCount + found.cancelled
            let key = words.counted("note.exceptDates", total)
            let note = words(key, ["n": String(total)])
            if component.exceptionDateCount > 0, let index = notes.firstIndex(of: exceptNote(component, words)) {
                notes[index] = note
            } else {
                notes.append(note)
            }
        }
        if !found.moved.isEmpty {
            let key = words.counted("note.movedOccurrences", found.moved.count)
            notes.append(words(key, ["n": String(found.moved.count)]))
            let weekdays = Set(
                found.moved.map {
                    WeekdayPicture.weekday(of: $0, seriesStart: component.start, zone: component.dayZone)
                })
            fidelity = fidelity.map { WeekdayPicture.fidelity($0, selection: Set(selection), adding: weekdays) }
        }
    }

    /// The note the component's EXDATEs alone give.
    private func exceptNote(_ component: RecurringComponent, _ words: Phrasebook) -> String {
        let key = words.counted("note.exceptDates", component.exceptionDateCount)
        return words(key, ["n": String(component.exceptionDateCount)])
    }

    /// Notes for the dates the rule alone does not say.
    ///
    /// The dates its EXDATEs remove ("except 3 dates") and its RDATEs add ("2 more dates").
    /// An RDATE on a weekday the selection leaves out changes the picker's picture, so an
    /// exact reading becomes approximate.
    private mutating func addExceptionNotes(_ component: RecurringComponent, _ words: Phrasebook) {
        guard fidelity != nil else { return }
        if component.exceptionDateCount > 0 {
            let key = words.counted("note.exceptDates", component.exceptionDateCount)
            notes.append(words(key, ["n": String(component.exceptionDateCount)]))
        }
        if component.extraDateCount > 0 {
            let key = words.counted("note.extraDates", component.extraDateCount)
            notes.append(words(key, ["n": String(component.extraDateCount)]))
            fidelity = fidelity.map { component.fidelity($0, selection: selection) }
        }
    }
}

extension ImportRecord {
    /// The title, by the name of its property in the file; ``title`` is the one to use, as
    /// `summary` elsewhere in the package means the picker's words.
    @available(*, deprecated, renamed: "title")
    public var summary: String? {
        get { title }
        set { title = newValue }
    }
}
