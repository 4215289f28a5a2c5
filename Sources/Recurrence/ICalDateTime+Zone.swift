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
        let before = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wall - 86_400)))
        let after = zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(wall + 86_400)))
        // No change of offset within a day either side (offsets change at most twice a year).
        if before == after { return Date(timeIntervalSince1970: TimeInterval(wall - before)) }
        for candidate in [wall - before, wall - after].sorted() {
            let date = Date(timeIntervalSince1970: TimeInterval(candidate))
            if candidate + zone.secondsFromGMT(for: date) == wall { return date }
        }
        return Date(timeIntervalSince1970: TimeInterval(wall - before))
    }

    /// The wall-clock time of an instant in a zone, as a floating value.
    public init(localTimeOf instant: Date, in zone: TimeZone) {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down))
        self.init(fieldSeconds: seconds + zone.secondsFromGMT(for: instant), form: .floating)
    }
}
