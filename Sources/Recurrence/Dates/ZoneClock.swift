import Foundation

/// Wall-clock times in a zone to instants and back for one walk, the way RFC 5545 reads
/// them: the stretch between two of the zone's transitions that the walk is in, kept here
/// so each occurrence costs no lookup, and ``ZoneOffsets`` asked when it moves on.
///
/// Expansion walks forward, so each answer is remembered for the times after it up to the
/// end of its stretch; a time in a daylight-saving gap is never remembered.
struct ZoneClock {
    let zone: TimeZone
    private var wallStretch: Range<Int> = 0..<0
    private var wallOffset = 0
    private var instantStretch: Range<Int> = 0..<0
    private var instantOffset = 0

    init(zone: TimeZone) { self.zone = zone }

    /// The instant (seconds since 1970 UTC) of a wall-clock time given as seconds counted as
    /// if it were UTC: a time in a gap takes the offset before it, a repeated time its first.
    mutating func instant(ofWall wall: Int) -> Int {
        if wallStretch.contains(wall) { return wall - wallOffset }
        let date = ICalDateTime(fieldSeconds: wall, form: .floating).instant(in: zone)
        let instant = Int(date.timeIntervalSince1970.rounded(.down))
        let stretch = ZoneOffsets.shared.stretch(of: zone, at: instant)
        // In a gap the offset used is not the one in force at the instant: do not remember it.
        if wall - instant == stretch.offset {
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
        let bounds = ICalDateTime.widePlaceable
        let instant = min(max(given, bounds.lowerBound), bounds.upperBound)
        if instantStretch.contains(instant) { return instantOffset }
        let stretch = ZoneOffsets.shared.stretch(of: zone, at: instant)
        instantStretch = instant..<max(instant + 1, stretch.end)
        instantOffset = stretch.offset
        return stretch.offset
    }
}
