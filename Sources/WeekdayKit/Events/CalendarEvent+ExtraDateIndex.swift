import Foundation

extension CalendarEvent {
    /// What every window asks of the RDATEs, worked out once when they are set.
    ///
    /// Their places by start (a window takes its own by binary search), the longest length
    /// a PERIOD gives, and whether any counts in nominal days: a series with 800,000 RDATEs
    /// is then walked slice by slice without a pass over all of them per slice.
    struct ExtraDateIndex: Sendable {
        /// The places in ``CalendarEvent/extraDates`` by start instant.
        var order: [Int] = []
        /// The longest length of a PERIOD, in seconds (0 without one).
        var longestLength: TimeInterval = 0
        /// Whether one is a DATE or has a DURATION of days, whose length varies.
        var hasNominalDays = false

        init(_ extras: [ExtraDate] = []) {
            order = extras.indices.sorted { extras[$0].start.instant < extras[$1].start.instant }
            for extra in extras {
                if let end = extra.end {
                    longestLength = max(longestLength, end.instant.timeIntervalSince(extra.start.instant))
                }
                if let duration = extra.duration {
                    longestLength = max(longestLength, TimeInterval(duration.days * 86_400 + duration.seconds))
                }
                if extra.start.isDate || (extra.duration?.days ?? 0) != 0 { hasNominalDays = true }
            }
        }
    }
}
