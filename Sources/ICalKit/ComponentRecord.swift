/// What the tools need of one calendar component, copied out of libical into Swift values.
public struct ComponentRecord: Sendable {
    /// The component's times, rules and exceptions, when the parse was asked to read them.
    public var schedule: ComponentSchedule?
    /// `VEVENT`, `VTODO`, `VJOURNAL`, `VTIMEZONE`, ...
    public var kind: String
    public var uid: String?
    public var summary: String?
    /// DTSTART as written; nil when missing or unreadable.
    public var start: ICalDateTime?
    /// The TZID parameter of DTSTART.
    public var startZoneID: String?
    /// The RRULE properties as written, with their lines.
    public var rules: [ComponentChunk.RuleLine]
    /// libical's own complaints (`X-LIC-ERROR`), in order.
    public var libicalErrors: [String]
    /// How many EXDATE and RDATE properties it has.
    public var exceptionDates: Int
    public var extraDates: Int
    /// Whether it overrides one occurrence of another (`RECURRENCE-ID`).
    public var isOverride: Bool
    /// For a VTIMEZONE: its TZID and the zone it names (`X-LIC-LOCATION`), if any.
    public var zoneID: String?
    public var zoneLocation: String?
    /// The line of its BEGIN and its calendar's index in the file.
    public var firstLine: Int
    public var calendar: Int
    public var isTruncated: Bool
}
