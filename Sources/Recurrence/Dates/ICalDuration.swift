/// An RFC 5545 DURATION value (`P1W`, `P1DT2H`, `PT45M`, `-PT15M`).
///
/// RFC 5545 (3.3.6) counts weeks and days in nominal days, which follow the wall clock
/// across a daylight-saving change, and hours, minutes and seconds exactly; so the two
/// parts are kept apart rather than folded into one number of seconds.
public struct ICalDuration: Hashable, Sendable, Codable {
    /// Weeks and days, as whole days on the wall clock (negative for a negative duration).
    public var days: Int
    /// Hours, minutes and seconds, as exact seconds (negative for a negative duration).
    public var seconds: Int

    /// A duration of nominal days and exact seconds.
    public init(days: Int = 0, seconds: Int = 0) {
        self.days = days
        self.seconds = seconds
    }

    /// Whether the duration is zero or runs backwards.
    ///
    /// Summed with checks: the fields are public, and a day count near `Int.max` must
    /// answer, not trap.
    public var isEmpty: Bool {
        let (daySeconds, overflow) = days.multipliedReportingOverflow(by: 86_400)
        if overflow { return days < 0 }
        let (total, sumOverflow) = daySeconds.addingReportingOverflow(seconds)
        return sumOverflow ? daySeconds < 0 : total <= 0
    }
}
