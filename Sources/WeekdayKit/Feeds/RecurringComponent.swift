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
        /// The reading of the rule alone; nil when the rule is invalid.
        public var analysis: RuleAnalysis?
        /// Why the rule is invalid.
        public var error: String?
        /// How much of the component's dates the selection says, once its RDATEs count: an
        /// RDATE on a weekday the selection leaves out makes an exact reading approximate
        /// (EXDATEs remove dates and never do); nil when the rule is invalid.
        public var fidelity: Fidelity?
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
    /// How many dates its EXDATEs remove (a comma-separated list counts each value).
    public var exceptionDateCount = 0
    /// How many dates its RDATEs add.
    public var extraDateCount = 0
    /// The weekdays (1 is Sunday) its RDATEs fall on, in its start's zone.
    public var extraDateWeekdays: Set<Int> = []
    /// For a UTC start, the zone its days are read in: the viewer's, else the calendar's
    /// X-WR-TIMEZONE; nil when neither is known (the days are UTC's).
    public var readingZone: TimeZone?
    /// The zone its days are read in: its start's zone, or ``readingZone`` for a UTC start.
    public var dayZone: TimeZone? { zone ?? readingZone }
    /// Its RRULE lines not read yet; ``readRule(_:)`` reads one.
    package var unreadRules: [ComponentChunk.RuleLine] = []
    /// The zone its rules are read in: its start's zone, or the viewer's for a UTC start.
    package var ruleZone: TimeZone? { start?.form == .utc ? readingZone : zone }

    /// Reads a scanned component and each of its RRULEs.
    ///
    /// - Parameters:
    ///   - item: the component, as ``FeedReader/nextBatch(limit:)`` hands it out.
    ///   - viewerZone: shows UTC rules' days as they fall in this zone.
    ///   - reading: who reads its properties: libical with its complaints (``problems``),
    ///     by default, or the scanner when it can read the whole component.
    public init(_ item: FeedReader.Item, viewerZone: TimeZone? = nil, reading: ComponentReading = .checked) {
        self = RecurringComponent.read(item, viewerZone: viewerZone, reading: reading).component
        readRules()
    }

    /// Reads the RRULEs left in ``unreadRules``, in order, into ``rules``.
    package mutating func readRules() {
        rules += unreadRules.map(readRule)
        unreadRules = []
    }

    /// Reads a component into its fields, and the component with its RRULEs left in
    /// ``unreadRules`` (a batch that keeps readings of rules it has seen reads them itself);
    /// no fields when libical could not parse it.
    package static func read(
        _ item: borrowing FeedReader.Item, viewerZone: TimeZone?, reading: ComponentReading
    ) -> (component: RecurringComponent, fields: CalendarComponent?) {
        do {
            let fields = try CalendarComponent(item.chunk, reading: reading)
            return (RecurringComponent(fields, of: item, viewerZone: viewerZone), fields)
        } catch {
            return (RecurringComponent(unparsed: item, error), nil)
        }
    }

    /// A component libical could not parse: the reason is its problem and every rule's error.
    private init(unparsed item: borrowing FeedReader.Item, _ error: WeekdaysError) {
        kind = item.chunk.kind
        line = item.chunk.firstLine
        problems = ["line \(item.chunk.firstLine): \(error.message)"]
        rules = item.chunk.rules.map { Rule(line: $0.line, text: $0.value, error: error.message) }
    }

    /// The component its fields describe, its RRULEs left in ``unreadRules``.
    package init(_ fields: borrowing CalendarComponent, of item: borrowing FeedReader.Item, viewerZone: TimeZone?) {
        kind = item.chunk.kind
        line = item.chunk.firstLine
        rules = []
        problems = []
        uid = fields.uid
        title = fields.summary
        hasExceptions = !fields.exceptionDates.isEmpty || !fields.extraDates.isEmpty || item.chunk.hasRecurrenceID
        exceptionDateCount = fields.exceptionDates.count
        extraDateCount = fields.extraDates.count
        // A UTC rule's days are read where its viewer is: the zone asked for, else the
        // calendar's own (X-WR-TIMEZONE), as the calendar's app shows them.
        let readingZone = viewerZone ?? item.calendarZoneID.flatMap { TimeZoneResolver.zone(for: $0) }
        if fields.start?.value.form == .utc { self.readingZone = readingZone }
        if !fields.extraDates.isEmpty {
            extraDateWeekdays = RecurringComponent.weekdays(of: fields, item, viewerZone: readingZone)
        }
        start = fields.start?.value
        startZoneID = fields.start?.zoneID
        if item.chunk.isTruncated { problems.append("the file ends inside this \(kind)") }
        problems += fields.libicalErrors.filter(RecurringComponent.isReportable).map { "libical: \($0)" }
        zone = resolveZone(fields, item)
        unreadRules = fields.rules
    }

    /// The weekdays of a component's RDATEs on its start's wall clock (a DATE's own weekday).
    private static func weekdays(
        of fields: borrowing CalendarComponent, _ item: borrowing FeedReader.Item, viewerZone: TimeZone?
    ) -> Set<Int> {
        guard let written = fields.start else { return [] }
        let placement = TimePlacement(
            locations: item.zoneLocations,
            calendarZone: item.calendarZoneID.flatMap { TimeZoneResolver.zone(for: $0) },
            viewerZone: viewerZone ?? TimeFrame.utc.zone)
        var ignored: [String] = []
        let start = placement.place(written, problems: &ignored)
        return Set(
            fields.extraDates.map { extra in
                let placed = placement.place(extra.start, problems: &ignored)
                return placed.isDate ? placed.value.weekday : start.frame.timed.time(at: placed.instant).value.weekday
            })
    }

    /// libical's complaints worth reporting: not bad RRULEs (each is reported with its
    /// rule) and not empty text values, which RFC 5545 allows (Google writes `LOCATION:`).
    static func isReportable(_ message: String) -> Bool {
        !message.contains("RRULE") && !message.hasPrefix("No value for")
    }

    private mutating func resolveZone(
        _ fields: borrowing CalendarComponent, _ item: borrowing FeedReader.Item
    ) -> TimeZone? {
        guard let start = fields.start, start.value.form == .floating else { return nil }
        if let id = start.zoneID {
            if let zone = item.zones[id] ?? TimeZoneResolver.zone(for: id, locations: item.zoneLocations) {
                return zone
            }
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
        return self.rule(line, reading: RuleAnalysis(rule: rule, start: start, timeZone: ruleZone))
    }

    /// One RRULE with its reading, seen with the component's exceptions.
    package func rule(_ line: ComponentChunk.RuleLine, reading analysis: RuleAnalysis) -> Rule {
        Rule(
            line: line.line, text: line.value, analysis: analysis,
            fidelity: fidelity(analysis.fidelity, selection: analysis.selection.sorted))
    }

    /// A rule's fidelity once the component's RDATEs count (``Rule/fidelity``): the one
    /// way `convert`'s records and `validate`'s counts see them.
    package func fidelity(_ fidelity: Fidelity, selection: [Int]) -> Fidelity {
        guard fidelity == .exact, !extraDateWeekdays.isEmpty else { return fidelity }
        return WeekdayPicture.fidelity(fidelity, selection: Set(selection), adding: extraDateWeekdays)
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

extension RecurringComponent {
    /// Reads a component by the flags that chose its reader before `ComponentReading`:
    /// every reading now holds the component's times, so `readingSchedule` changes nothing.
    @available(*, deprecated, message: "use init(_:viewerZone:reading:)")
    public init(
        _ item: FeedReader.Item, viewerZone: TimeZone? = nil, readingSchedule: Bool, checkingComponent: Bool = true
    ) {
        self.init(item, viewerZone: viewerZone, reading: checkingComponent ? .checked : .scanned)
    }

    /// Reads a component by the flag that chose its reader before `ComponentReading`.
    @available(*, deprecated, message: "use init(_:viewerZone:reading:)")
    public init(_ item: FeedReader.Item, viewerZone: TimeZone? = nil, checkingComponent: Bool) {
        self.init(item, viewerZone: viewerZone, reading: checkingComponent ? .checked : .scanned)
    }
}
