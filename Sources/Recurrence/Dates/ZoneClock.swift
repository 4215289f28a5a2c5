import Foundation

/// Wall-clock times in one zone to instants and back, for one walk, the way RFC 5545 reads
/// them.
///
/// A walk meets times in order, so the clock keeps the last two stretches between the
/// zone's transitions that it used, and asks its run's ``ZoneOffsets`` only when it moves
/// on: most values cost a comparison, no lock and no look-up of the zone. Expansion's own
/// reading of wall-clock times also remembers each answer for the times after it up to the
/// end of its stretch (a time in a daylight-saving gap is never remembered).
package struct ZoneClock: Sendable {
    private let stretches: ZoneOffsets.Stretches
    private var last = ZoneOffsets.Stretch.none
    private var previous = ZoneOffsets.Stretch.none
    private var wallStretch: Range<Int> = 0..<0
    private var wallOffset = 0

    /// A clock for `zone` that asks `offsets` (by default, the run's) for the stretches it
    /// has not met.
    package init(zone: TimeZone, offsets: ZoneOffsets = .ofCurrentRun) {
        stretches = offsets.stretches(of: zone)
    }

    /// The instant a value stands for, read in this zone as ``ICalDateTime/instant(in:)``
    /// reads it: a UTC value is its own instant, a DATE its midnight.
    package mutating func instant(of value: ICalDateTime) -> Date {
        let wall = value.boundedFieldSeconds
        guard value.form != .utc else { return Date(timeIntervalSince1970: TimeInterval(wall)) }
        return Date(timeIntervalSince1970: TimeInterval(reading(wall)))
    }

    /// The wall-clock time of an instant in this zone, as a floating value, as
    /// ``ICalDateTime/init(localTimeOf:in:)`` gives it.
    package mutating func localTime(of instant: Date) -> ICalDateTime {
        guard !instant.timeIntervalSince1970.isNaN else {
            return ICalDateTime(year: 1, month: 1, day: 1, form: .floating)
        }
        let seconds = ICalDateTime.placeableSeconds(of: instant)
        let wall = seconds + stretch(at: seconds).offset
        return ICalDateTime(fieldSeconds: ICalDateTime.placeable.clamp(wall), form: .floating)
    }

    /// The instant (seconds since 1970 UTC) of a wall-clock time given as seconds counted as
    /// if it were UTC: a time in a gap takes the offset before it, a repeated time its first.
    mutating func instant(ofWall given: Int) -> Int {
        if wallStretch.contains(given) { return given - wallOffset }
        let wall = ICalDateTime.widePlaceable.clamp(given)
        let instant = reading(wall)
        let stretch = stretch(at: instant)
        // In a gap the offset used is not the one in force at the instant: do not remember it.
        if wall == given && wall - instant == stretch.offset {
            wallStretch = wall..<max(wall, stretch.end + stretch.offset)
            wallOffset = stretch.offset
        }
        return instant
    }

    /// The zone's offset from UTC, in seconds, at an instant.
    ///
    /// An instant beyond a year either side of the years 1 to 9999 takes the offset at the
    /// nearest one within them: no zone knows more, and the stretch's end cannot overflow.
    mutating func offset(atInstant given: Int) -> Int {
        stretch(at: ICalDateTime.widePlaceable.clamp(given)).offset
    }

    /// The instant of a wall-clock time within the engine's years, as RFC 5545 reads it.
    ///
    /// Offsets are under a day, so every candidate instant lies within a day of `wall`:
    /// when one stretch covers that whole span, its offset is the answer; otherwise the
    /// earlier candidate that shows `wall` (a repeated time is its first occurrence), or,
    /// in a gap, the offset from before it.
    private mutating func reading(_ wall: Int) -> Int {
        let around = stretch(at: wall - 86_400)
        if around.end > wall + 86_400 { return wall - around.offset }
        let before = around.offset
        let after = stretch(at: wall + 86_400).offset
        let first = min(wall - before, wall - after)
        let second = max(wall - before, wall - after)
        if first + stretch(at: first).offset == wall { return first }
        if second != first && second + stretch(at: second).offset == wall { return second }
        return wall - before
    }

    /// The stretch around an instant: one of the two this walk used last, or the run's.
    private mutating func stretch(at instant: Int) -> ZoneOffsets.Stretch {
        if last.contains(instant) { return last }
        if previous.contains(instant) {
            swap(&last, &previous)
            return last
        }
        previous = last
        last = stretches.stretch(at: instant)
        return last
    }
}
