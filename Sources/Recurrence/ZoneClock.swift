import Foundation

/// Wall-clock times in a zone to instants and back, the way RFC 5545 reads them, asking
/// Foundation only when a walk crosses into a new stretch between two offset changes.
///
/// Expansion walks forward, so each answer is remembered for the times after it up to the
/// zone's next transition; a time in a daylight-saving gap is never remembered.
struct ZoneClock {
    let zone: TimeZone
    private var wallStretch: Range<Int> = 0..<0
    private var wallOffset = 0
    private var instantStretch: Range<Int> = 0..<0
    private var instantOffset = 0

    /// Look no further than this for the next transition, so a zone whose changes Foundation
    /// does not list as daylight saving is still asked again within a year.
    private static let longestStretch = 366 * 86_400

    init(zone: TimeZone) { self.zone = zone }

    /// The instant (seconds since 1970 UTC) of a wall-clock time given as seconds counted as
    /// if it were UTC: a time in a gap takes the offset before it, a repeated time its first.
    mutating func instant(ofWall wall: Int) -> Int {
        if wallStretch.contains(wall) { return wall - wallOffset }
        let date = ICalDateTime(fieldSeconds: wall, form: .floating).instant(in: zone)
        let instant = Int(date.timeIntervalSince1970.rounded(.down))
        let offset = wall - instant
        // In a gap the offset used is not the one in force at the instant: do not remember it.
        if offset == zone.secondsFromGMT(for: date) {
            wallStretch = wall..<max(wall, nextTransition(after: instant) + offset)
            wallOffset = offset
        }
        return instant
    }

    /// The zone's offset from UTC, in seconds, at an instant.
    mutating func offset(atInstant instant: Int) -> Int {
        if instantStretch.contains(instant) { return instantOffset }
        let offset = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
        instantStretch = instant..<nextTransition(after: instant)
        instantOffset = offset
        return offset
    }

    private func nextTransition(after instant: Int) -> Int {
        let limit = instant + Self.longestStretch
        guard
            let next = zone.nextDaylightSavingTimeTransition(
                after: Date(timeIntervalSince1970: TimeInterval(instant)))
        else { return limit }
        return min(limit, Int(next.timeIntervalSince1970.rounded(.down)))
    }
}
