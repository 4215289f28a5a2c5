public import ICalKit

/// One VEVENT, VTODO (with DTSTART) or VJOURNAL with everything that decides when it
/// happens: its start and length, its rules, the dates it excludes and adds, and the
/// components that override some of its instances.
///
/// Its occurrences come from ``occurrences(from:to:)`` and ``next(after:)``.
public struct CalendarEvent: Sendable {
    /// One RDATE: an extra start, with its own end or duration when written as a PERIOD.
    public struct ExtraDate: Hashable, Sendable {
        /// The extra occurrence's start.
        public var start: EventTime
        /// The end of a PERIOD written as start/end.
        public var end: EventTime?
        /// The duration of a PERIOD written as start/duration.
        public var duration: ICalDuration?
    }

    /// `VEVENT`, `VTODO` or `VJOURNAL`.
    public var kind: String
    /// The UID that ties a series to its overrides.
    public var uid: String?
    /// The title (SUMMARY).
    public var title: String?
    /// Where it takes place (LOCATION), if the file says.
    public var location: String?
    /// Its longer text (DESCRIPTION), if any.
    public var details: String?
    /// The URL the file gives it, as written.
    public var url: String?
    /// Its CATEGORIES, one value each, in the file's order.
    public var categories: [String] = []
    /// Its reminders (VALARMs), in the file's order.
    public var alarms: [EventAlarm] = []
    /// The name of the calendar it was read from (`X-WR-CALNAME`), if the file gives one.
    public var calendarName: String?
    /// The STATUS, upper case (`CONFIRMED`, `TENTATIVE`, `CANCELLED`, ...).
    public var status: String?
    /// DTSTART, placed in time.
    public var start: EventTime
    /// DTEND (DUE for a VTODO), when given.
    public var end: EventTime?
    /// DURATION, when given instead of an end.
    public var duration: ICalDuration?
    /// The RRULEs that could be read.
    public var rules: [RecurrenceRule]
    /// The EXDATE values.
    public var exceptionDates: [EventTime]
    /// The RDATE values.
    public var extraDates: [ExtraDate] {
        didSet { extraDateIndex = ExtraDateIndex(extraDates) }
    }
    /// For an override: the original start of the instance it replaces.
    public var recurrenceID: EventTime?
    /// For an override with `RANGE=THISANDFUTURE`: it changes every later instance too.
    public var overridesLaterInstances: Bool
    /// The components with the same UID and a RECURRENCE-ID, joined by ``EventCalendar``.
    ///
    /// Of several that name one instance, the one with the highest ``sequence`` counts
    /// (of equal ones, the first).
    public var overrides: [CalendarEvent]
    /// The SEQUENCE (0 when not written): the revision, which decides between two
    /// overrides of one instance.
    public var sequence: Int
    /// The file it was read from.
    public var path: String
    /// The line of its BEGIN in the file.
    public var line: Int
    /// What could not be read (a bad RRULE, an unknown TZID, libical's complaints, a value
    /// that names no time, a length that runs backwards).
    public var problems: [String]
    /// The line of each EXDATE value, in the order of ``exceptionDates``.
    package var exceptionLines: [Int] = []
    /// The line of each RDATE value, in the order of ``extraDates``.
    package var extraDateLines: [Int] = []
    /// What every window asks of ``extraDates``, kept with them.
    private(set) var extraDateIndex = ExtraDateIndex()

    /// Whether its STATUS is `CANCELLED`: a cancelled override removes its instance.
    public var isCancelled: Bool { status == "CANCELLED" }

    /// Whether it is the series itself rather than an override of one of its instances.
    public var isSeries: Bool { recurrenceID == nil }

    /// The event a component describes, its values' lines found in the bytes it was read
    /// from; nil when it has no readable DTSTART.
    package init?(_ component: CalendarComponent, written chunk: ComponentChunk, path: String, placement: TimePlacement)
    {
        guard let written = component.start else { return nil }
        var problems: [String] = []
        kind = component.kind
        uid = component.uid
        title = component.summary
        location = component.location?.text
        details = component.details?.text
        url = component.url
        categories = component.categories
        alarms = component.alarms
        status = component.status
        start = placement.place(written, problems: &problems)
        end = component.end.map { placement.place($0, problems: &problems) }
        duration = component.end == nil ? component.duration : nil
        exceptionDates = component.exceptionDates.map { placement.place($0, problems: &problems) }
        extraDates = component.extraDates.map { extra in
            ExtraDate(
                start: placement.place(extra.start, problems: &problems),
                end: extra.end.map { placement.place($0, problems: &problems) }, duration: extra.duration)
        }
        extraDateIndex = ExtraDateIndex(extraDates)
        recurrenceID = component.recurrenceID.map { placement.place($0.time, problems: &problems) }
        overridesLaterInstances = component.recurrenceID?.includesLaterInstances ?? false
        overrides = []
        sequence = component.sequence
        self.path = path
        line = component.firstLine
        exceptionLines = chunk.lines(of: component.exceptionDates, named: "EXDATE")
        extraDateLines = chunk.lines(of: component.extraDates.map(\.start), named: "RDATE")
        rules = []
        for line in component.rules {
            do { rules.append(try RecurrenceRule(parsing: line.value)) } catch {
                problems.append(error.at(line: line.line).description)
            }
        }
        if component.isTruncated { problems.append("the file ends inside this \(kind)") }
        problems += component.libicalErrors.filter(RecurringComponent.isReportable).map { "libical: \($0)" }
        self.problems = problems + component.unreadableValues.map(\.message)
        self.problems += backwardLengths(written: chunk).map(\.message)
    }
}

extension CalendarEvent {
    /// The title, by the name of its property in the file; ``title`` is the one to use, as
    /// `summary` elsewhere in the package means the picker's words.
    @available(*, deprecated, renamed: "title")
    public var summary: String? {
        get { title }
        set { title = newValue }
    }
}
