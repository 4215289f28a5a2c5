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
        guard !duration.isEmpty else { return self }
        let movedValue = value.movedBy(days: duration.days)
        let moved: EventTime
        if ICalDateTime.placeable.contains(movedValue.fieldSeconds) {
            moved = frame.time(local: movedValue)
        } else {
            moved = frame.time(at: ICalDateTime.placeableInstants.upperBound)
        }
        guard duration.seconds != 0 else { return moved.instant < instant ? self : moved }
        let end = frame.timed.time(at: moved.instant.addingTimeInterval(TimeInterval(duration.seconds)))
        return end.instant < instant ? self : end
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
        let whole = Date(timeIntervalSince1970: TimeInterval(ICalDateTime.placeableSeconds(of: instant)))
        let local = ICalDateTime(localTimeOf: instant, in: zone)
        switch form {
        case .utc:
            return EventTime(value: local.with(form: .utc), frame: self, instant: whole)
        case .date:
            return EventTime(value: local.with(form: .date), frame: self)
        case .floating:
            let placed = EventTime(value: local, frame: self)
            // Reading the wall clock again gives another instant only in a repeated hour
            // (or where the years end and the wall clock was cut): the instant is kept when
            // it shows the same wall clock.
            guard placed.instant != whole, ICalDateTime(localTimeOf: whole, in: zone) == local else { return placed }
            return EventTime(value: local, frame: self, instant: whole)
        }
    }

    /// A wall-clock value of this frame's form placed in time; a time that a
    /// daylight-saving gap skips is written as the time it becomes (RFC 5545, 3.3.5).
    public func time(local value: ICalDateTime) -> EventTime {
        let time = EventTime(value: value.with(form: form), frame: self)
        guard form == .floating else { return time }
        // The instant read from a wall time is never the second of a repeated hour, so the
        // wall time it shows (itself, or the time a gap moves it to) reads back to it.
        let shown = ICalDateTime(localTimeOf: time.instant, in: zone)
        return EventTime(value: shown, frame: self, instant: time.instant)
    }

    /// A value of any frame written in this one: a DATE stays a DATE; a DATE-TIME becomes
    /// this frame's wall-clock time (in its zone's wall clock when this frame is a DATE one).
    public func written(_ time: EventTime) -> ICalDateTime {
        if time.isDate { return time.value }
        // The wall clock alone: placing it back in time (as `time(at:)` does) is not needed.
        return ICalDateTime(localTimeOf: time.instant, in: zone).with(form: form == .date ? .floating : form)
    }

    /// The same zone for DATE-TIME values: a DATE frame's times are wall-clock times.
    var timed: TimeFrame { form == .date ? TimeFrame(form: .floating, zone: zone, zoneID: zoneID) : self }
}
