public import Foundation
import ICalKit
internal import Caching

/// The validator's report for one file.
public struct FileReport: Sendable {
    /// One thing wrong, with the component's UID and the rule it concerns.
    public struct Problem: Sendable, Equatable {
        /// The UID of the component, or empty when it has none.
        public var uid: String
        /// The rule it concerns, as written; empty for problems of the component itself.
        public var rule: String
        /// What is wrong, with the line where it is (`line 12: ...`), as `validate` prints it.
        public var message: String
        /// The line of the file it concerns; nil for notes and for problems of the whole file.
        public var line: Int? = nil
    }

    /// The file, as named (`-` for standard input).
    public var path: String
    /// Components read (VEVENT, VTODO, VJOURNAL).
    public var components = 0
    /// RRULE properties read.
    public var rules = 0
    /// Rules whose selection says all of them (fidelity `exact`).
    public var exact = 0
    /// Rules that say more than the selection (fidelity `approximate`).
    public var approximate = 0
    /// Rules not tied to weekdays (fidelity `none`).
    public var none = 0
    /// Rules that do not parse.
    public var invalid = 0
    /// Rules whose written form does not give the same occurrences back.
    public var roundTripFailures = 0
    /// Components that libical or the scanner found broken, apart from their rules.
    public var brokenComponents = 0
    /// EXDATEs, RECURRENCE-IDs and RDATEs that change nothing, and overrides without series.
    public var idleExceptions = 0
    /// Everything wrong, in file order.
    public var problems: [Problem] = []
    /// Whether the run was cancelled before the input's end: the counts are of what was read.
    public var isCancelled = false
    /// Set when the file cannot be read or is not iCalendar at all.
    public var unreadable: String?

    /// An empty report for a file.
    public init(path: String) { self.path = path }

    /// Whether the file needs attention: an invalid rule or component, or a failed trip.
    public var hasProblems: Bool {
        invalid > 0 || roundTripFailures > 0 || brokenComponents > 0 || idleExceptions > 0
    }

    /// Adds another report's counts (for totals).
    public mutating func add(_ other: FileReport) {
        components += other.components
        rules += other.rules
        exact += other.exact
        approximate += other.approximate
        none += other.none
        invalid += other.invalid
        roundTripFailures += other.roundTripFailures
        brokenComponents += other.brokenComponents
        idleExceptions += other.idleExceptions
    }
}

/// Round-trips every repeat rule of `.ics` files and reports what survives.
public enum FileValidation {
    /// Validates one file, component by component.
    ///
    /// The path names a file (one named `-` too); standard input, bytes in memory and open
    /// streams are validated through ``validate(_:viewerZone:jobs:calendar:progress:isCancelled:)``.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - viewerZone: also reports UTC rules' days as they fall in this zone.
    ///   - jobs: how many threads read components.
    ///   - calendar: the language problems say the rule in ("Every 2 weeks on Monday").
    public static func validate(
        path: String, viewerZone: TimeZone? = nil, jobs: Int = 1, calendar: Calendar = english
    ) -> FileReport {
        validate(.path(path), viewerZone: viewerZone, jobs: jobs, calendar: calendar)
    }

    /// Validates one calendar (a file, bytes in memory, a stream), component by component.
    ///
    /// The input is read twice: first for the overrides, so that only the series they name
    /// are kept until the end. An input that gives its bytes once (a stream, a pipe, a
    /// FIFO) is copied to a temporary file in `TMPDIR` on the first reading.
    ///
    /// - Parameters:
    ///   - input: the calendar.
    ///   - viewerZone: shows UTC rules' days as they fall in this zone.
    ///   - jobs: threads that check components side by side.
    ///   - calendar: the language and first weekday of the report's words.
    ///   - progress: told the number of components read so far, after each batch (for a
    ///     progress line on a terminal).
    ///   - isCancelled: asked after each block and batch read; once it says true, the run
    ///     stops and the report says so (``FileReport/isCancelled``). By default, whether
    ///     the task it runs in was cancelled.
    public static func validate(
        _ input: CalendarInput, viewerZone: TimeZone? = nil, jobs: Int = 1, calendar: Calendar = english,
        progress: ((Int) -> Void)? = nil, isCancelled: () -> Bool = { Task.isCancelled }
    ) -> FileReport {
        RunTables.within {
            validateInRun(
                input, viewerZone: viewerZone, jobs: jobs, calendar: calendar, progress: progress,
                isCancelled: isCancelled)
        }
    }

    /// ``validate(_:viewerZone:jobs:calendar:progress:isCancelled:)`` within its run's memo tables.
    private static func validateInRun(
        _ input: CalendarInput, viewerZone: TimeZone?, jobs: Int, calendar: Calendar, progress: ((Int) -> Void)?,
        isCancelled: () -> Bool
    ) -> FileReport {
        let path = input.name
        var report = FileReport(path: path)
        // A first look finds the UIDs that overrides name, wherever they are in the file
        // (an override may come before or after its series): only those series are kept
        // with their overrides until the file is read. Every other series has its
        // exceptions checked as it is read and is then dropped, so memory stays bounded.
        let opened: RereadableInput
        switch RereadableInput.open(input, isCancelled: isCancelled) {
        case .success(let kept?): opened = kept
        case .success(nil):
            report.isCancelled = true
            return report
        case .failure(let error):
            report.unreadable = error.description
            return report
        }
        let placementZone = viewerZone ?? TimeFrame.utc.zone
        // Before the reader of the main pass: a copy's readers share one position.
        let overridden = Set(
            opened.overrides(viewerZone: placementZone, isCancelled: isCancelled).compactMap(\.event.uid))
        if isCancelled() {
            report.isCancelled = true
            return report
        }
        guard var reader = opened.reader() else {
            report.unreadable = "cannot read \(path) a second time"
            return report
        }
        var kept: [Kept] = []
        // The findings of the series checked as they were read, by their place in the file.
        var seriesFindings: [(index: Int, findings: [ExceptionCheck.Finding])] = []
        var index = 0
        // Each batch's components are checked on the workers, and tallied here in file order.
        let workers = BatchWorkers(jobs: jobs) { (batch: [FeedReader.Item]) in
            batch.map { item in
                var (component, fields) = RecurringComponent.read(item, viewerZone: viewerZone, reading: .checked)
                component.readRules()
                let (checked, failures) = check(component, viewerZone: viewerZone)
                let read = fields.flatMap {
                    FileValidation.event(of: item, $0, path: path, viewerZone: placementZone)
                }
                let timing =
                    fields.map { timeProblems(of: $0, uid: component.uid ?? "", read, written: item.chunk) } ?? []
                // Only a series with exceptions or rules, or an override, is checked further.
                let event = component.hasExceptions || !component.rules.isEmpty ? read : nil
                guard let event, event.isSeries, !(event.uid.map(overridden.contains) ?? false) else {
                    return (checked, failures, timing, event, [ExceptionCheck.Finding]())
                }
                return (checked, failures, timing, nil, ExceptionCheck.findings(in: [event]))
            }
        }
        func deliver(_ components: [ComponentCheck]) {
            for (component, failures, timing, event, findings) in components {
                defer { index += 1 }
                let picture = tally(component, failures, timing, calendar, into: &report)
                if !findings.isEmpty { seriesFindings.append((index, findings)) }
                if let event { kept.append(Kept(index: index, event: event, picture: picture)) }
            }
            progress?(report.components)
        }
        // The reader reads the copy `opened` keeps, if it is one.
        withExtendedLifetime(opened) {
            while let batch = nextBatch(of: &reader, into: &report) {
                if isCancelled() {
                    report.isCancelled = true
                    break
                }
                workers.submit(batch, deliver: deliver)
            }
            workers.finish(deliver: deliver)
        }
        if report.unreadable != nil || report.isCancelled { return report }
        if reader.isCalendar != true {
            report.unreadable = reader.notCalendarMessage(path: path)
            return report
        }
        let joined = EventCalendar.joined(kept.map(\.event))
        recount(joined, pictures: kept, into: &report)
        // `joined` holds the kept series in file order, then the overrides whose series is
        // missing; the findings follow that order, with the series checked on the way.
        let keptSeries = kept.filter(\.event.isSeries).map(\.index)
        for (place, series) in zip(keptSeries, joined) {
            seriesFindings.append((place, ExceptionCheck.findings(in: [series])))
        }
        seriesFindings.sort { $0.index < $1.index }
        let lone = ExceptionCheck.findings(in: Array(joined.dropFirst(keptSeries.count)))
        for finding in seriesFindings.flatMap(\.findings) + lone {
            report.idleExceptions += 1
            report.problems.append(.init(uid: finding.uid, rule: "", message: finding.message, line: finding.line))
        }
        for problem in reader.problems {
            report.problems.append(.init(uid: "", rule: "", message: problem.message, line: problem.line))
        }
        report.brokenComponents += reader.damage.count
        return report
    }

    /// One component checked on a worker: the component, its rules' round-trip failures,
    /// its time problems, the event kept for the end (if any), and its exceptions' findings.
    typealias ComponentCheck = (
        RecurringComponent, [String?], [FileReport.Problem], CalendarEvent?, [ExceptionCheck.Finding]
    )

    /// The next batch of components; nil at the end, or when reading fails, which the
    /// report then says.
    private static func nextBatch(of reader: inout FeedReader, into report: inout FileReport) -> [FeedReader.Item]? {
        do { return try reader.nextBatch(limit: 64) } catch {
            report.unreadable = error.description
            return nil
        }
    }

    /// The event of a component, placed in time; nil when it has no start.
    private static func event(
        of item: FeedReader.Item, _ fields: CalendarComponent, path: String, viewerZone: TimeZone
    ) -> CalendarEvent? {
        let placement = TimePlacement(
            locations: item.zoneLocations,
            calendarZone: item.calendarZoneID.flatMap { TimeZoneResolver.zone(for: $0) }, viewerZone: viewerZone)
        return CalendarEvent(fields, written: item.chunk, path: path, placement: placement)
    }

    /// What is wrong with a component's times, each at its line: values that name no time
    /// or are too long to read, and lengths that run backwards.
    private static func timeProblems(
        of fields: CalendarComponent, uid: String, _ event: CalendarEvent?, written chunk: ComponentChunk
    ) -> [FileReport.Problem] {
        var problems = fields.unreadableValues.map { value in
            FileReport.Problem(uid: uid, rule: "", message: value.message, line: value.line)
        }
        let backward = event?.backwardLengths(written: chunk) ?? []
        for length in backward {
            problems.append(FileReport.Problem(uid: uid, rule: "", message: length.message, line: length.line))
        }
        return problems
    }

    /// The component with the round-trip failure of each rule (nil where it survives).
    private static func check(_ component: RecurringComponent, viewerZone: TimeZone?) -> (RecurringComponent, [String?])
    {
        let failures = component.rules.map { rule -> String? in
            guard let analysis = rule.analysis, let start = component.start else { return nil }
            return RoundTrip.failure(
                of: analysis, start: start, zone: component.zone, viewerZone: component.readingZone)
                ?? LibicalRoundTrip.failure(of: analysis.rule, start: start, zone: component.zone)
        }
        return (component, failures)
    }

    /// The calendar problems are worded in unless the caller names one.
    public static let english: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }()

    /// Counts a component's rules and the problems of its times into the report; returns the
    /// picture of its first rule (what its overrides may still change).
    private static func tally(
        _ component: RecurringComponent, _ failures: [String?], _ timeProblems: [FileReport.Problem],
        _ calendar: Calendar, into report: inout FileReport
    ) -> Picture? {
        report.components += 1
        let uid = component.uid ?? ""
        if !component.problems.isEmpty || !timeProblems.isEmpty { report.brokenComponents += 1 }
        for message in component.problems {
            report.problems.append(
                .init(uid: uid, rule: "", message: "line \(component.line): \(message)", line: component.line))
        }
        report.problems += timeProblems
        let first = picture(of: component)
        for (rule, failure) in zip(component.rules, failures) {
            report.rules += 1
            guard let analysis = rule.analysis else {
                report.invalid += 1
                report.problems.append(
                    .init(
                        uid: uid, rule: rule.text, message: "line \(rule.line): \(rule.error ?? "invalid rule")",
                        line: rule.line))
                continue
            }
            for note in analysis.notes {
                let what: String
                switch note {
                case .shiftedByZone(let days, let zone):
                    what = "in \(zone) it falls one day \(days < 0 ? "earlier" : "later")"
                case .partlyShiftedByZone(let days, let zone):
                    what = "in \(zone) some occurrences fall one day \(days < 0 ? "earlier" : "later")"
                default: continue
                }
                let names = analysis.selection.sorted.map { english.weekdaySymbols[$0 - 1] }.joined(separator: ", ")
                report.problems.append(.init(uid: uid, rule: rule.text, message: "note: \(what), on \(names)"))
            }
            let fidelity = rule.fidelity ?? analysis.fidelity
            if fidelity != analysis.fidelity {
                let added = component.extraDateWeekdays.subtracting(analysis.selection.sorted)
                report.problems.append(
                    .init(uid: uid, rule: rule.text, message: "note: \(addedDays("RDATEs add", added))"))
            }
            switch fidelity {
            case .exact: report.exact += 1
            case .approximate: report.approximate += 1
            case Fidelity.none: report.none += 1
            }
            if let failure {
                report.roundTripFailures += 1
                report.problems.append(
                    .init(
                        uid: uid, rule: rule.text,
                        message: "line \(rule.line): \(failure) (the rule: \(analysis.sentence(in: calendar)))",
                        line: rule.line))
            }
        }
        return first
    }
}

extension FileValidation {
    /// A component kept for the exception check, with the picture of its first rule.
    fileprivate struct Kept {
        var index: Int
        var event: CalendarEvent
        var picture: Picture?
    }

    /// The picker's picture of a series' first rule once its RDATEs count, as `convert`
    /// writes it; what its overrides do is added when the whole file is read.
    fileprivate struct Picture {
        var rule: String
        var fidelity: Fidelity
        var selection: Set<Int>
        /// The zone its days are read in.
        var zone: TimeZone?
    }

    /// The picture of a component's first rule; nil when it has none that reads.
    fileprivate static func picture(of component: RecurringComponent) -> Picture? {
        guard let first = component.rules.first, let analysis = first.analysis, let fidelity = first.fidelity
        else { return nil }
        return Picture(
            rule: first.text, fidelity: fidelity, selection: Set(analysis.selection.sorted), zone: component.dayZone)
    }

    /// Moves to `approximate` every exact series whose overrides move an occurrence to a
    /// weekday its selection leaves out, with a note that says which.
    fileprivate static func recount(_ joined: [CalendarEvent], pictures: [Kept], into report: inout FileReport) {
        var byUID: [String: Picture] = [:]
        for kept in pictures where kept.event.isSeries {
            if let uid = kept.event.uid, byUID[uid] == nil, let picture = kept.picture { byUID[uid] = picture }
        }
        for series in joined where series.isSeries && !series.overrides.isEmpty {
            guard let uid = series.uid, let picture = byUID[uid], picture.fidelity == .exact else { continue }
            let moved = Set(
                CalendarEvent.revisions(of: series.overrides, in: series).latest.filter { !$0.isCancelled }.map {
                    WeekdayPicture.weekday(of: $0.start, seriesStart: series.start.value, zone: picture.zone)
                })
            let added = moved.subtracting(picture.selection)
            guard !added.isEmpty else { continue }
            report.exact -= 1
            report.approximate += 1
            report.problems.append(
                .init(
                    uid: uid, rule: picture.rule, message: "note: \(addedDays("overrides move occurrences to", added))")
            )
        }
    }

    /// "RDATEs add Friday, which the rule's days leave out".
    fileprivate static func addedDays(_ what: String, _ weekdays: Set<Int>) -> String {
        let names = weekdays.sorted().map { english.weekdaySymbols[$0 - 1] }.joined(separator: ", ")
        return "\(what) \(names), which the rule's days leave out, so the selection is approximate"
    }
}

extension FileReport {
    /// The rules not tied to weekdays, by the name the report had before it took the word
    /// the output writes (`none`).
    @available(*, deprecated, renamed: "none")
    public var notWeekdays: Int {
        get { none }
        set { none = newValue }
    }
}
