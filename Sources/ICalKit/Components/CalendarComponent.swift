/// One calendar component (a VEVENT, VTODO, VJOURNAL or VTIMEZONE) read into Swift values:
/// the one shape every reader of a component starts from.
///
/// Events, rules and records are derived from it; how it is read is one choice
/// (``ComponentReading``), and the scanner's reading and libical's give the same value for
/// a component the scanner can read whole.
package struct CalendarComponent: Sendable, Equatable {
    /// `VEVENT`, `VTODO`, `VJOURNAL`, `VTIMEZONE`, ...
    package var kind: String
    /// The UID that ties a series to its overrides, unescaped.
    package var uid: String?
    /// The SUMMARY, unescaped.
    package var summary: String?
    /// The STATUS value, upper case (`CONFIRMED`, `CANCELLED`, ...).
    package var status: String?
    /// DTSTART; nil when missing or unreadable, or when the RECURRENCE-ID names no time.
    package var start: Time?
    /// DTEND, or DUE for a VTODO.
    package var end: Time?
    /// DURATION, when the component gives one.
    package var duration: ICalDuration?
    /// The RRULE properties as written, with their lines.
    package var rules: [ComponentChunk.RuleLine]
    /// Every EXDATE value that reads (libical splits comma-separated lists), in order.
    package var exceptionDates: [Time] = []
    /// Every RDATE value that reads, in order.
    package var extraDates: [ExtraDate] = []
    /// The RECURRENCE-ID, when the component overrides an instance of a series.
    package var recurrenceID: RecurrenceID?
    /// The SEQUENCE, 0 when it is not written (RFC 5545, 3.8.7.4): of two overrides of one
    /// instance, the higher one is the later revision.
    package var sequence = 0
    /// LOCATION.
    package var location: FreeText?
    /// DESCRIPTION.
    package var details: FreeText?
    /// URL, as written.
    package var url: String?
    /// Every CATEGORIES value, one a category, in order.
    package var categories: [String] = []
    /// Its VALARMs, in order.
    package var alarms: [EventAlarm] = []
    /// For a VTIMEZONE: its TZID and the zone it names (`X-LIC-LOCATION`), if any.
    package var zoneID: String?
    package var zoneLocation: String?
    /// libical's own complaints (`X-LIC-ERROR`), in order; none from the scanner's reading.
    package var libicalErrors: [String] = []
    /// The dates, times and durations that name no time or are too long to read, each
    /// with its line: left out (a long duration cut), never read as another value.
    package var unreadableValues: [UnreadableValue] = []
    /// The line of its BEGIN.
    package var firstLine: Int
    /// Which VCALENDAR of the file it belongs to (1 for the first).
    package var calendar: Int
    /// Whether the file ended inside it.
    package var isTruncated: Bool

    /// Reads a scanned component the way `reading` says.
    ///
    /// - Throws: `WeekdaysError.invalidComponent` when libical cannot parse it.
    package init(_ chunk: ComponentChunk, reading: ComponentReading) throws(WeekdaysError) {
        self.init(
            kind: chunk.kind, rules: chunk.rules, firstLine: chunk.firstLine, calendar: chunk.calendar,
            isTruncated: chunk.isTruncated)
        if reading == .scanned, readScanned(chunk) { return }
        self = try CalendarComponent(parsing: chunk)
    }

    /// A component with the fields every reading fills; the rest are empty.
    init(
        kind: String, rules: [ComponentChunk.RuleLine], firstLine: Int, calendar: Int, isTruncated: Bool
    ) {
        self.kind = kind
        self.rules = rules
        self.firstLine = firstLine
        self.calendar = calendar
        self.isTruncated = isTruncated
    }
}
