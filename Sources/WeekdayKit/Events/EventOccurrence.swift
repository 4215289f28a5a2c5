public import Foundation

/// One instance of an event: when it starts and ends, which instance of its series it is,
/// and where it comes from.
public struct EventOccurrence: Hashable, Sendable {
    /// What put the occurrence in the calendar.
    public enum Source: String, Sendable {
        /// DTSTART or an RRULE.
        case rule
        /// An RDATE.
        case rdate
        /// A component with a RECURRENCE-ID that replaces the instance.
        case override
    }

    /// The start, as a `Date` (``EventTime/instant``) and in the event's own form.
    public var start: EventTime
    /// The end; equal to the start for an occurrence without duration.
    public var end: EventTime
    /// The instance's original start in its series (for an RDATE, its own start).
    public var recurrenceID: EventTime
    /// Whether it comes from the rule, an RDATE or an override.
    public var source: Source
    /// The UID of its series.
    public var uid: String?
    /// The title (SUMMARY) of the component it comes from (an override may rename its instance).
    public var title: String?
    /// The file it was read from.
    public var path: String
    /// `VEVENT`, `VTODO` or `VJOURNAL`: a widget that shows events leaves the others out.
    public var kind = "VEVENT"
    /// Where it takes place (LOCATION) as its component says (an override may move it).
    public var location: String?
    /// Its longer text (DESCRIPTION).
    public var details: String?
    /// The URL its component gives, as written.
    public var url: String?
    /// Its component's CATEGORIES, in the file's order.
    public var categories: [String] = []
    /// Its component's reminders (VALARMs); a relative trigger counts from this occurrence.
    public var alarms: [EventAlarm] = []
    /// The name of the calendar it was read from (`X-WR-CALNAME`).
    public var calendarName: String?

    /// An occurrence with its times, instance and source.
    public init(
        start: EventTime, end: EventTime, recurrenceID: EventTime, source: Source, uid: String?,
        title: String?, path: String
    ) {
        self.start = start
        self.end = end
        self.recurrenceID = recurrenceID
        self.source = source
        self.uid = uid
        self.title = title
        self.path = path
    }

    /// An occurrence of `component` (a series or an override) with what it says of itself.
    init(
        start: EventTime, end: EventTime, recurrenceID: EventTime, source: Source, of component: CalendarEvent
    ) {
        self.init(
            start: start, end: end, recurrenceID: recurrenceID, source: source, uid: component.uid,
            title: component.title, path: component.path)
        kind = component.kind
        location = component.location
        details = component.details
        url = component.url
        categories = component.categories
        alarms = component.alarms
        calendarName = component.calendarName
    }

    /// Whether it is an all-day occurrence (its start is a DATE).
    public var isAllDay: Bool { start.isDate }

    /// Whether it overlaps `[from, to)`: it starts before `to` and ends after `from`; one
    /// without duration counts at its start (`from <= start < to`).
    public func overlaps(from: Date, to: Date) -> Bool {
        guard start.instant < to else { return false }
        return end.instant > start.instant ? end.instant > from : start.instant >= from
    }
}

/// The occurrences of an event or a calendar in a window, in start order, and whether some
/// were left out because a series reached the cap on instances searched.
public struct OccurrenceList: RandomAccessCollection, Sendable {
    /// The occurrences, in start order.
    public var items: [EventOccurrence]
    /// Whether a series reached ``EventCalendar/maximumInstancesPerRule`` before the
    /// window's end, so later occurrences of it may be missing.
    public var isTruncated: Bool
    /// The UIDs of the series that were cut short, in the order met.
    public var truncatedUIDs: [String]

    /// A list of occurrences (sorted here) and what was cut short.
    public init(_ items: [EventOccurrence], isTruncated: Bool = false, truncatedUIDs: [String] = []) {
        self.items = EventOccurrence.inStartOrder(items)
        self.isTruncated = isTruncated
        self.truncatedUIDs = truncatedUIDs
    }

    /// The first position.
    public var startIndex: Int { items.startIndex }
    /// The position after the last.
    public var endIndex: Int { items.endIndex }
    /// The occurrence at a position.
    public subscript(position: Int) -> EventOccurrence { items[position] }
}

extension EventOccurrence {
    /// The title, by the name of its property in the file; ``title`` is the one to use, as
    /// `summary` elsewhere in the package means the picker's words.
    @available(*, deprecated, renamed: "title")
    public var summary: String? {
        get { title }
        set { title = newValue }
    }
}
