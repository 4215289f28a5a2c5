/// What the tools need of one calendar component, copied out of libical into Swift values.
package struct ComponentRecord: Sendable {
    /// The component's times, rules and exceptions, when the parse was asked to read them.
    package var schedule: ComponentSchedule?
    /// `VEVENT`, `VTODO`, `VJOURNAL`, `VTIMEZONE`, ...
    package var kind: String
    package var uid: String?
    package var summary: String?
    /// DTSTART as written; nil when missing or unreadable.
    package var start: ICalDateTime?
    /// The TZID parameter of DTSTART.
    package var startZoneID: String?
    /// The RRULE properties as written, with their lines.
    package var rules: [ComponentChunk.RuleLine]
    /// libical's own complaints (`X-LIC-ERROR`), in order.
    package var libicalErrors: [String]
    /// How many EXDATE and RDATE properties it has.
    package var exceptionDates: Int
    package var extraDates: Int
    /// Whether it overrides one occurrence of another (`RECURRENCE-ID`).
    package var isOverride: Bool
    /// For a VTIMEZONE: its TZID and the zone it names (`X-LIC-LOCATION`), if any.
    package var zoneID: String?
    package var zoneLocation: String?
    /// The line of its BEGIN and its calendar's index in the file.
    package var firstLine: Int
    package var calendar: Int
    package var isTruncated: Bool
}
