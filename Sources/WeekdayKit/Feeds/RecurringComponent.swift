public import Foundation
public import ICalKit

/// A calendar component with its repeat rules read: what `validate` and `convert` report.
public struct RecurringComponent: Sendable {
    /// One RRULE of the component and what it means for the picker.
    public struct Rule: Sendable {
        /// The line of the RRULE in the file.
        public var line: Int
        /// The rule as written.
        public var text: String
        /// The reading; nil when the rule is invalid.
        public var analysis: RuleAnalysis?
        /// Why the rule is invalid.
        public var error: String?
    }

    /// `VEVENT`, `VTODO` or `VJOURNAL`.
    public var kind: String
    /// The component's UID, if any.
    public var uid: String?
    /// The component's title (`SUMMARY`), if any.
    public var title: String?
    /// DTSTART as written; nil when missing or unreadable.
    public var start: ICalDateTime?
    /// The TZID parameter of DTSTART, if any.
    public var startZoneID: String?
    /// The zone the start is read in (its TZID, or the calendar's X-WR-TIMEZONE for a
    /// floating start); nil for UTC, DATE and truly floating starts.
    public var zone: TimeZone?
    /// The line of the component's BEGIN.
    public var line: Int
    /// Its RRULEs, in order.
    public var rules: [Rule]
    /// What is wrong with the component itself (libical's complaints, truncation).
    public var problems: [String]
    /// Whether it has EXDATE, RDATE or RECURRENCE-ID: its occurrences are more than its rules.
    public var hasExceptions = false
    /// How many dates its EXDATEs remove (libical splits comma-separated lists).
    public var exceptionDateCount = 0
    /// How many dates its RDATEs add.
    public var extraDateCount = 0
    /// The weekdays (1 is Sunday) its RDATEs fall on, in its start's zone; read only when
    /// it has RDATEs, which few components do.
    public var extraDateWeekdays: Set<Int> = []
    /// For a UTC start, the zone its days are read in: the viewer's, else the calendar's
    /// X-WR-TIMEZONE; nil when neither is known (the days are UTC's).
    public var readingZone: TimeZone?
    /// The zone its days are read in: its start's zone, or ``readingZone`` for a UTC start.
    public var dayZone: TimeZone? { zone ?? readingZone }
    /// Its times and exceptions, when read (`readingSchedule`), from the same parse.
    package var schedule: ComponentSchedule?
    /// Its RRULE lines not read yet (`analysingRules` false); ``readRule(_:)`` reads one.
    package var unreadRules: [ComponentChunk.RuleLine] = []
    /// The zone its rules are read in: its start's zone, or the viewer's for a UTC start.
    package var ruleZone: TimeZone? { start?.form == .utc ? readingZone : zone }

    /// Parses a scanned component with libical and reads each RRULE.
    ///
    /// - Parameters:
    ///   - item: the component, as ``FeedReader/nextBatch(limit:)`` hands it out.
    ///   - viewerZone: shows UTC rules' days as they fall in this zone.
    ///   - readingSchedule: also keeps its times and exceptions, read from
    ///     the same libical parse, for checking its exceptions.
    ///   - checkingComponent: has libical read the whole component, for its complaints
    ///     (``problems``); false reads a plain component from what the scanner found, for a
    ///     record, and leaves only the rest to libical.
    public init(
        _ item: FeedReader.Item, viewerZone: TimeZone? = nil, readingSchedule: Bool = false,
        checkingComponent: Bool = true
    ) {
        self.init(
            item, viewerZone: viewerZone, readingSchedule: readingSchedule, checkingComponent: checkingComponent,
            analysingRules: true)
    }

    /// Reads a component, leaving its RRULEs in ``unreadRules`` when `analysingRules` is
    /// false: a batch that keeps readings of rules it has seen reads them itself.
    package init(
        _ item: borrowing FeedReader.Item, viewerZone: TimeZone? = nil, readingSchedule: Bool = false,
        checkingComponent: Bool = true, analysingRules: Bool
    ) {
        kind = item.chunk.kind
        line = item.chunk.firstLine
        rules = []
        problems = []
        let record: ComponentRecord
        do {
            if !checkingComponent && !readingSchedule, let scanned = ComponentRecord(scanned: item.chunk) {
                record = scanned
            } else {
                record = try ComponentRecord(parsing: item.chunk, readingSchedule: readingSchedule)
            }
        } catch {
            problems.append("line \(item.chunk.firstLine): \(error.message)")
            rules = item.chunk.rules.map { Rule(line: $0.line, text: $0.value, error: error.message) }
            return
        }
        uid = record.uid
        title = record.summary
        schedule = record.schedule
        hasExceptions = record.exceptionDates > 0 || record.extraDates > 0 || record.isOverride
        exceptionDateCount = record.exceptionDates
        extraDateCount = record.extraDates
        // A UTC rule's days are read where its viewer is: the zone asked for, else the
        // calendar's own (X-WR-TIMEZONE), as the calendar's app shows them.
        let readingZone = viewerZone ?? item.calendarZoneID.flatMap { TimeZoneResolver.zone(for: $0) }
        if record.start?.form == .utc { self.readingZone = readingZone }
        if record.extraDates > 0 { extraDateWeekdays = RecurringComponent.extraDateWeekdays(item, readingZone) }
        start = record.start
        startZoneID = record.startZoneID
        if item.chunk.isTruncated { problems.append("the file ends inside this \(kind)") }
        problems += record.libicalErrors.filter(RecurringComponent.isReportable).map { "libical: \($0)" }
        zone = resolveZone(record, item)
        if analysingRules {
            rules = record.rules.map(readRule)
        } else {
            unreadRules = record.rules
        }
    }

    /// The weekdays of a component's RDATEs on its own wall clock (a DATE's own weekday).
    private static func extraDateWeekdays(_ item: FeedReader.Item, _ viewerZone: TimeZone?) -> Set<Int> {
        guard let schedule = try? ComponentSchedule(parsing: item.chunk) else { return [] }
        let placement = TimePlacement(
            locations: item.zoneLocations,
            calendarZone: item.calendarZoneID.flatMap { TimeZoneResolver.zone(for: $0) },
            viewerZone: viewerZone ?? TimeFrame.utc.zone)
        guard let event = CalendarEvent(schedule, path: "", placement: placement) else { return [] }
        return Set(
            event.extraDates.map { extra in
                extra.start.isDate
                    ? extra.start.value.weekday : event.start.frame.timed.time(at: extra.start.instant).value.weekday
            })
    }

    /// libical's complaints worth reporting: not bad RRULEs (each is reported with its
    /// rule) and not empty text values, which RFC 5545 allows (Google writes `LOCATION:`).
    static func isReportable(_ message: String) -> Bool {
        !message.contains("RRULE") && !message.hasPrefix("No value for")
    }

    private mutating func resolveZone(_ record: ComponentRecord, _ item: FeedReader.Item) -> TimeZone? {
        guard let start = record.start, start.form == .floating else { return nil }
        if let id = record.startZoneID {
            if let zone = TimeZoneResolver.zone(for: id, locations: item.zoneLocations) { return zone }
            problems.append("unknown time zone `\(id)`; times are read as floating")
            return nil
        }
        return item.calendarZoneID.flatMap { TimeZoneResolver.zone(for: $0) }
    }

    /// Reads one RRULE of the component from its start, in ``ruleZone``.
    package func readRule(_ line: ComponentChunk.RuleLine) -> Rule {
        do { return readRule(line, try RecurrenceRule(parsing: line.value)) } catch {
            return Rule(line: line.line, text: line.value, error: error.message)
        }
    }

    /// Reads one RRULE, its text already read as `rule`.
    package func readRule(_ line: ComponentChunk.RuleLine, _ rule: RecurrenceRule) -> Rule {
        guard let start else {
            return Rule(line: line.line, text: line.value, error: "the \(kind) has an RRULE but no DTSTART")
        }
        if RecurringComponent.untilFormDiffers(rule, from: start) {
            let message =
                start.form == .date
                ? "UNTIL is a DATE-TIME but DTSTART is a DATE; RFC 5545 requires the same type"
                : "UNTIL is a DATE but DTSTART is a DATE-TIME; RFC 5545 requires the same type"
            return Rule(line: line.line, text: line.value, error: message)
        }
        let analysis = RuleAnalysis(rule: rule, start: start, timeZone: ruleZone)
        return Rule(line: line.line, text: line.value, analysis: analysis)
    }

    /// Whether the rule's UNTIL is a DATE where DTSTART is a DATE-TIME, or the other way
    /// round, which RFC 5545 does not allow: the rule is then reported, not read.
    package static func untilFormDiffers(_ rule: RecurrenceRule, from start: ICalDateTime) -> Bool {
        guard case .until(let until) = rule.end else { return false }
        return (until.form == .date) != (start.form == .date)
    }
}

extension RecurringComponent {
    /// The title, by the name of its property in the file; ``title`` is the one to use, as
    /// `summary` elsewhere in the package means the picker's words.
    @available(*, deprecated, renamed: "title")
    public var summary: String? {
        get { title }
        set { title = newValue }
    }
}
