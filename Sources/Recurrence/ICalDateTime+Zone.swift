public import Foundation

extension ICalDateTime {
    /// The instant the value stands for.
    ///
    /// A UTC value is its own instant; a floating one is read in `zone` as RFC 5545 reads
    /// it (a time in a daylight-saving gap takes the offset from before the gap; a time that
    /// happens twice is its first occurrence), or as UTC when there is no zone; a DATE is
    /// its midnight.
    public func instant(in zone: TimeZone?) -> Date {
        let wall = fieldSeconds
        guard form != .utc, let zone else { return Date(timeIntervalSince1970: TimeInterval(wall)) }
        let offsets = ZoneOffsets.shared
        // Offsets are under a day, so every candidate instant lies within a day of `wall`:
        // when one stretch covers that whole span, its offset is the answer.
        let around = offsets.stretch(of: zone, at: wall - 86_400)
        if around.end > wall + 86_400 { return Date(timeIntervalSince1970: TimeInterval(wall - around.offset)) }
        let before = around.offset
        let after = offsets.offset(of: zone, at: wall + 86_400)
        // The earlier candidate first: a repeated time is its first occurrence.
        let first = min(wall - before, wall - after)
        let second = max(wall - before, wall - after)
        for candidate in first == second ? [first] : [first, second]
        where candidate + offsets.offset(of: zone, at: candidate) == wall {
            return Date(timeIntervalSince1970: TimeInterval(candidate))
        }
        return Date(timeIntervalSince1970: TimeInterval(wall - before))
    }

    /// The wall-clock time of an instant in a zone, as a floating value.
    public init(localTimeOf instant: Date, in zone: TimeZone) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        self.init(fieldSeconds: seconds + ZoneOffsets.shared.offset(of: zone, at: seconds), form: .floating)
    }
}
