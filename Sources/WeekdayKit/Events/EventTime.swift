public import Foundation
public import ICalKit

/// A DATE or DATE-TIME of an event, placed in time: the RFC 5545 value, the frame it is
/// written in, and the instant it names.
///
/// Apps want the instant (`Date`); files want the value in the event's own form. Keeping
/// both, with the frame that turns one into the other, lets EXDATE and RECURRENCE-ID be
/// matched by instant whatever zone they are written in, and answers be written back in
/// the event's own form.
public struct EventTime: Hashable, Sendable {
    /// The value in its frame's form (`20260129T120000`, `20260129T200000Z`, `20260129`).
    public var value: ICalDateTime
    /// How the value is read: its form, its zone and the TZID written for it.
    public var frame: TimeFrame
    /// The instant the value names (a DATE: its midnight in the frame's zone).
    public var instant: Date

    /// A value read in a frame.
    public init(value: ICalDateTime, frame: TimeFrame) {
        self.value = value
        self.frame = frame
        instant = value.instant(in: frame.zone)
    }

    /// A value whose instant is already known (read back from ``OccurrenceSpool``'s
    /// files), so no zone is asked again.
    init(value: ICalDateTime, frame: TimeFrame, instant: Date) {
        self.value = value
        self.frame = frame
        self.instant = instant
    }

    /// Whether the value is a DATE (an all-day time).
    public var isDate: Bool { value.form == .date }

    /// The time a duration later: its weeks and days on the wall clock, its hours, minutes
    /// and seconds exactly (RFC 5545, 3.3.6).
    ///
    /// Also never earlier than this time, and never past the last second of the year 9999,
    /// the last one RFC 5545 writes.
    func adding(_ duration: ICalDuration) -> EventTime {
        var clock = FrameClock(frame)
        return clock.time(duration, after: self)
    }
}

/// The frame a value is written in: a DATE, a UTC time, or a wall-clock time in a zone.
public struct TimeFrame: Hashable, Sendable {
    /// `.date`, `.utc`, or `.floating` for wall-clock times in ``zone``.
    public var form: ICalDateTime.Form
    /// The zone wall-clock times and dates are read in (UTC for a UTC frame).
    public var zone: TimeZone
    /// The TZID written for the zone, if any (nil for UTC, DATE and floating values).
    public var zoneID: String?

    /// A frame of a form, its zone and the TZID written for it.
    public init(form: ICalDateTime.Form, zone: TimeZone, zoneID: String? = nil) {
        self.form = form
        self.zone = zone
        self.zoneID = zoneID
    }

    /// The UTC frame (values written with `Z`).
    public static let utc = TimeFrame(form: .utc, zone: TimeZone(secondsFromGMT: 0) ?? .gmt)

    /// An instant written in this frame (a DATE frame gives the instant's day).
    ///
    /// An instant outside the years 1 to 9999 (or NaN) is written as the nearest one in
    /// them, as `ICalDateTime.init(localTimeOf:in:)` reads it, and the answer's instant
    /// is that one: value and instant always agree.
    ///
    /// A wall-clock time in the hour an autumn change repeats keeps its own instant, the
    /// second of the two when it is that one: 30 minutes after 01:30 EDT is 01:00 EST, not
    /// the 01:00 EDT that reading the wall clock again would give (RFC 5545, 3.3.6: a
    /// duration's time part is exact).
    public func time(at instant: Date) -> EventTime {
        var clock = FrameClock(self)
        return clock.time(at: instant)
    }

    /// A wall-clock value of this frame's form placed in time; a time that a
    /// daylight-saving gap skips is written as the time it becomes (RFC 5545, 3.3.5).
    public func time(local value: ICalDateTime) -> EventTime {
        var clock = FrameClock(self)
        return clock.time(local: value)
    }

    /// A value of any frame written in this one: a DATE stays a DATE; a DATE-TIME becomes
    /// this frame's wall-clock time (in its zone's wall clock when this frame is a DATE one).
    public func written(_ time: EventTime) -> ICalDateTime {
        var clock = FrameClock(self)
        return clock.written(time)
    }

    /// The same zone for DATE-TIME values: a DATE frame's times are wall-clock times.
    var timed: TimeFrame { form == .date ? TimeFrame(form: .floating, zone: zone, zoneID: zoneID) : self }
}
