package import Foundation
import ICalKit

/// A frame's readings for one walk: values of the frame placed in time and instants
/// written in it, with the zone's clock that keeps the stretch of the zone the walk is in.
///
/// A walk over a series or a window places thousands of times in one frame; keeping the
/// clock here makes each cost a comparison, where asking ``TimeFrame`` alone looks the
/// zone up in the run's table each time. ``TimeFrame``'s own methods are this type's,
/// used once.
package struct FrameClock: Sendable {
    /// The frame every value is read and written in.
    package let frame: TimeFrame
    private var clock: ZoneClock

    /// A clock for `frame`, asking the run's table of offsets for stretches it has not met.
    package init(_ frame: TimeFrame) {
        self.frame = frame
        clock = ZoneClock(zone: frame.zone)
    }

    /// Reads `frame` from now on: the same clock when it already does, else a new one (a
    /// walk's values are nearly all in one frame, so a change of frame is rare).
    package mutating func use(_ frame: TimeFrame) {
        if frame != self.frame { self = FrameClock(frame) }
    }

    /// A value read in the frame, as ``EventTime/init(value:frame:)`` reads it.
    package mutating func placed(_ value: ICalDateTime) -> EventTime {
        EventTime(value: value, frame: frame, instant: clock.instant(of: value))
    }

    /// An instant written in the frame, as ``TimeFrame/time(at:)`` writes it.
    package mutating func time(at instant: Date) -> EventTime {
        time(at: instant, form: frame.form)
    }

    /// An instant written in the frame's zone as a DATE-TIME, as
    /// ``TimeFrame/timed``'s `time(at:)` writes it.
    package mutating func timedTime(at instant: Date) -> EventTime {
        time(at: instant, form: frame.form == .date ? .floating : frame.form)
    }

    /// A wall-clock value of the frame's form placed in time, as ``TimeFrame/time(local:)``
    /// places it.
    package mutating func time(local value: ICalDateTime) -> EventTime {
        let time = placed(value.with(form: frame.form))
        guard frame.form == .floating else { return time }
        // The instant read from a wall time is never the second of a repeated hour, so the
        // wall time it shows (itself, or the time a gap moves it to) reads back to it.
        return EventTime(value: clock.localTime(of: time.instant), frame: frame, instant: time.instant)
    }

    /// A value of any frame written in this one, as ``TimeFrame/written(_:)`` writes it.
    package mutating func written(_ time: EventTime) -> ICalDateTime {
        if time.isDate { return time.value }
        // The wall clock alone: placing it back in time (as `time(at:)` does) is not needed.
        return clock.localTime(of: time.instant).with(form: frame.form == .date ? .floating : frame.form)
    }

    /// The time a duration after `time` (a time of this frame): its weeks and days on the
    /// wall clock, its hours, minutes and seconds exactly (RFC 5545, 3.3.6); never earlier
    /// than `time`, and never past the last second of the year 9999, the last one RFC 5545
    /// writes.
    package mutating func time(_ duration: ICalDuration, after time: EventTime) -> EventTime {
        guard !duration.isEmpty else { return time }
        let movedValue = time.value.movedBy(days: duration.days)
        let moved: EventTime
        if ICalDateTime.placeable.contains(movedValue.fieldSeconds) {
            moved = self.time(local: movedValue)
        } else {
            moved = self.time(at: ICalDateTime.placeableInstants.upperBound)
        }
        guard duration.seconds != 0 else { return moved.instant < time.instant ? time : moved }
        let end = timedTime(at: moved.instant.addingTimeInterval(TimeInterval(duration.seconds)))
        return end.instant < time.instant ? time : end
    }

    /// An instant written in the frame's zone in `form`; see ``TimeFrame/time(at:)``.
    private mutating func time(at instant: Date, form: ICalDateTime.Form) -> EventTime {
        let frame = form == self.frame.form ? self.frame : self.frame.timed
        let whole = Date(timeIntervalSince1970: TimeInterval(ICalDateTime.placeableSeconds(of: instant)))
        let local = clock.localTime(of: instant)
        switch form {
        case .utc:
            return EventTime(value: local.with(form: .utc), frame: frame, instant: whole)
        case .date:
            let value = local.with(form: .date)
            return EventTime(value: value, frame: frame, instant: clock.instant(of: value))
        case .floating:
            let placed = EventTime(value: local, frame: frame, instant: clock.instant(of: local))
            // Reading the wall clock again gives another instant only in a repeated hour
            // (or where the years end and the wall clock was cut): the instant is kept when
            // it shows the same wall clock.
            guard placed.instant != whole, clock.localTime(of: whole) == local else { return placed }
            return EventTime(value: local, frame: frame, instant: whole)
        }
    }
}
