/// When one calendar component happens, as its properties write it: what the occurrence
/// engine needs, copied out of libical into Swift values.
///
/// Kept apart from ``ComponentRecord`` (which `convert` reads for every component of a
/// feed) so that the exceptions, extra dates and overrides are read only where they are used.
package struct ComponentSchedule: Sendable {
    /// A DATE or DATE-TIME value with the TZID parameter written beside it.
    package struct Time: Hashable, Sendable {
        /// The value as written (`20260129T120000`, `20260129T200000Z`, `20260129`).
        package var value: ICalDateTime
        /// The TZID parameter, when the value has one.
        package var zoneID: String?

        /// A value with its TZID.
        package init(value: ICalDateTime, zoneID: String? = nil) {
            self.value = value
            self.zoneID = zoneID
        }
    }

    /// One RDATE value: a DATE, a DATE-TIME, or a PERIOD (a start with an end or a duration).
    package struct ExtraDate: Hashable, Sendable {
        /// The occurrence's start.
        package var start: Time
        /// The end of a PERIOD written as start/end.
        package var end: Time?
        /// The duration of a PERIOD written as start/duration.
        package var duration: ICalDuration?

        /// An extra date, with the end or duration of its period when it has one.
        package init(start: Time, end: Time? = nil, duration: ICalDuration? = nil) {
            self.start = start
            self.end = end
            self.duration = duration
        }
    }

    /// The RECURRENCE-ID of a component that overrides one instance of a series (or,
    /// with `RANGE=THISANDFUTURE`, that instance and every later one).
    package struct RecurrenceID: Hashable, Sendable {
        /// The original start of the instance it overrides.
        package var time: Time
        /// Whether it says `RANGE=THISANDFUTURE`.
        package var includesLaterInstances: Bool

        /// A recurrence id, for one instance or for it and every later one.
        package init(time: Time, includesLaterInstances: Bool = false) {
            self.time = time
            self.includesLaterInstances = includesLaterInstances
        }
    }

    /// `VEVENT`, `VTODO`, `VJOURNAL`, ...
    package var kind: String
    /// The UID that ties a series to its overrides.
    package var uid: String?
    /// The SUMMARY, unescaped.
    package var summary: String?
    /// The STATUS value, upper case (`CONFIRMED`, `CANCELLED`, ...).
    package var status: String?
    /// DTSTART; nil when missing or unreadable.
    package var start: Time?
    /// DTEND, or DUE for a VTODO.
    package var end: Time?
    /// DURATION, when the component gives one instead of an end.
    package var duration: ICalDuration?
    /// The RRULE properties as written, with their lines.
    package var rules: [ComponentChunk.RuleLine]
    /// Every EXDATE value (libical splits comma-separated lists), in order.
    package var exceptionDates: [Time]
    /// Every RDATE value, in order.
    package var extraDates: [ExtraDate]
    /// The RECURRENCE-ID, when the component overrides an instance of a series.
    package var recurrenceID: RecurrenceID?
    /// libical's own complaints (`X-LIC-ERROR`), in order: a value it could not read.
    package var libicalErrors: [String]
    /// The line of its BEGIN and its calendar's index in the file.
    package var firstLine: Int
    /// Which VCALENDAR of the file it belongs to (1 for the first).
    package var calendar: Int
    /// Whether the file ended inside it.
    package var isTruncated: Bool
    /// The line of each EXDATE value's property, in the order of ``exceptionDates``.
    package var exceptionLines: [Int] = []
    /// The line of each RDATE value's property, in the order of ``extraDates``.
    package var extraDateLines: [Int] = []
    /// The dates, times and durations that name no time or are too long to read, each
    /// with its line: left out (a long duration cut), never read as another value.
    package var unreadableValues: [UnreadableValue] = []
    /// The line of DTEND (or DUE), for a problem with the length it gives.
    package var endLine: Int?
    /// `DTEND` or `DUE`: the property ``end`` was read from, to name it.
    package var endName = "DTEND"
    /// The line of DURATION, for a problem with the length it gives.
    package var durationLine: Int?
    /// The SEQUENCE, 0 when it is not written (RFC 5545, 3.8.7.4): of two overrides of one
    /// instance, the higher one is the later revision.
    package var sequence = 0
    /// LOCATION, unescaped.
    package var location: String?
    /// DESCRIPTION, unescaped.
    package var details: String?
    /// URL, as written.
    package var url: String?
    /// Every CATEGORIES value, one a category, in order.
    package var categories: [String] = []
    /// Its VALARMs, in order.
    package var alarms: [Alarm] = []
}
