extension CalendarComponent {
    /// A DATE or DATE-TIME value with the TZID parameter written beside it.
    package struct Time: Hashable, Sendable {
        /// The value as written (`20260129T120000`, `20260129T200000Z`, `20260129`).
        package var value: ICalDateTime
        /// The TZID parameter, when the value has one (a UTC value's is kept as written,
        /// and places nothing).
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

    /// A written date, time or duration that names no time (a 13th month, a 25th hour, a
    /// year after 3000) or is longer than any span of the years 1 to 9999.
    ///
    /// libical takes such fields as they are, and counting them on would read another
    /// date (2026-13-40T25:00 as 2027-02-10T01:00): each is reported at its line instead.
    package struct UnreadableValue: Hashable, Sendable {
        /// The property (`DTSTART`, `EXDATE`, `DURATION`, ...).
        package var property: String
        /// The value as written.
        package var text: String
        /// The line of the property in the file.
        package var line: Int
        /// The whole sentence: the line, the property, the value, what is wrong and what
        /// is done instead.
        package var message: String
    }
}
