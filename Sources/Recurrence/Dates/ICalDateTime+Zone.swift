public import Foundation

extension ICalDateTime {
    /// The instant the value stands for.
    ///
    /// A UTC value is its own instant; a floating one is read in `zone` as RFC 5545 reads
    /// it (a time in a daylight-saving gap takes the offset from before the gap; a time that
    /// happens twice is its first occurrence), or as UTC when there is no zone; a DATE is
    /// its midnight.
    ///
    /// Fields are counted on from 1970 as if in UTC (a 30th of February is the
    /// 2nd of March). Fields that fall before the year 0 or after the year 10000 (the
    /// fields are public and unchecked) are read as the nearest second of those years, so
    /// no arithmetic overflows and no zone is asked about a time it cannot know.
    public func instant(in zone: TimeZone?) -> Date {
        guard form != .utc, let zone else { return Date(timeIntervalSince1970: TimeInterval(boundedFieldSeconds)) }
        var clock = ZoneClock(zone: zone)
        return clock.instant(of: self)
    }

    /// The wall-clock time of an instant in a zone, as a floating value.
    ///
    /// The engine places times in the years 1 to 9999, so the answer always lies in
    /// them: an instant whose wall-clock time falls before 0001-01-01T00:00:00 gives that
    /// time, one after 9999-12-31T23:59:59 gives that one, and NaN, which is no instant,
    /// gives the earliest, 0001-01-01T00:00:00, in every zone. A caller that must tell
    /// these apart asks ``isPlaceable(_:)`` first.
    public init(localTimeOf instant: Date, in zone: TimeZone) {
        var clock = ZoneClock(zone: zone)
        self = clock.localTime(of: instant)
    }

    /// Whether the instant's UTC time lies in the years 1 to 9999, the years RFC 5545
    /// writes and the engine places (0001-01-01T00:00:00Z to 9999-12-31T23:59:59Z); false
    /// for NaN.
    ///
    /// A range of Dates cannot say it: `Comparable`'s `<=` is `!(>)`, so a NaN Date is
    /// "contained" in every `ClosedRange<Date>`.
    public static func isPlaceable(_ instant: Date) -> Bool {
        let seconds = instant.timeIntervalSince1970
        return seconds >= TimeInterval(placeable.lowerBound) && seconds <= TimeInterval(placeable.upperBound)
    }

    /// The bounds of ``isPlaceable(_:)`` as Dates, for clamping; NaN is no instant, so a
    /// caller checks it apart.
    package static let placeableInstants: ClosedRange<Date> =
        Date(
            timeIntervalSince1970: TimeInterval(placeable.lowerBound))...Date(
            timeIntervalSince1970: TimeInterval(placeable.upperBound))

    /// The bounds of ``isPlaceable(_:)`` in whole seconds since 1970.
    package static let placeable: ClosedRange<Int> = -62_135_596_800...253_402_300_799

    /// The whole seconds since 1970 (rounded down) of the placeable instant nearest to
    /// `instant`; NaN gives the earliest: the one conversion of a caller's Date that can
    /// neither trap nor leave the engine's years.
    package static func placeableSeconds(of instant: Date) -> Int {
        let seconds = instant.timeIntervalSince1970
        guard !seconds.isNaN else { return placeable.lowerBound }
        if seconds <= TimeInterval(placeable.lowerBound) { return placeable.lowerBound }
        if seconds >= TimeInterval(placeable.upperBound) { return placeable.upperBound }
        return Int(seconds.rounded(.down))
    }

    /// The fields as seconds (as ``fieldSeconds`` counts them) within a year either side of
    /// the years 1 to 9999 (0000-01-01T00:00:00 to 10000-12-31T23:59:59), whatever the
    /// fields hold: every field is first brought within bounds at which no sum overflows.
    package var boundedFieldSeconds: Int {
        let widest = 1_000_000_000_000
        let inBounds = [month, day, hour, minute, second].allSatisfy { (-widest...widest).contains($0) }
        let seconds: Int
        if inBounds && (-1_000_000...1_000_000).contains(year) {
            seconds = fieldSeconds
        } else {
            func bounded(_ value: Int, _ limit: Int) -> Int { Swift.min(Swift.max(value, -limit), limit) }
            seconds =
                ICalDateTime(
                    year: bounded(year, 1_000_000), month: bounded(month, widest), day: bounded(day, widest),
                    hour: bounded(hour, widest), minute: bounded(minute, widest), second: bounded(second, widest),
                    form: .floating
                ).fieldSeconds
        }
        return Self.widePlaceable.clamp(seconds)
    }

    /// ``placeable`` and a year either side: values the engine may meet at its edges.
    package static let widePlaceable: ClosedRange<Int> = -62_167_219_200...253_433_923_199
}

extension ClosedRange where Bound == Int {
    /// The value, or the nearest bound when it lies outside.
    func clamp(_ value: Int) -> Int { Swift.min(Swift.max(value, lowerBound), upperBound) }
}
