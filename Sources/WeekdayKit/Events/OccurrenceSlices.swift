import Foundation

/// The occurrences of one event that overlap a window, found a slice of the window at a
/// time, so what is held at once stays small however dense the series: a secondly series
/// over a year is walked in slices of minutes, a weekly one in slices of years.
///
/// Each slice is a call of ``CalendarEvent/occurrences(from:to:)``; the first keeps every
/// occurrence it finds (some start before the window and reach into it), each later one
/// those that start in it, so every occurrence is handed out once, in its start's slice.
/// A slice is four times longer after one that held few, four times shorter after one
/// that held many.
///
/// One event hands out at most ``EventCalendar/maximumInstancesPerRule`` occurrences a
/// window, the bound a single call has; a slice of a minute that still walks more than
/// ``instanceLimit`` instances, or a rule that stops at its search bound, ends the walk
/// too. Either sets ``isTruncated``.
struct OccurrenceSlices: Sendable {
    let event: CalendarEvent
    let window: Range<Date>
    /// Where the next slice starts.
    private(set) var next: Date
    private var span: TimeInterval
    /// How many occurrences were handed out.
    private(set) var handedOut = 0
    /// Whether the event was cut short: a slice reached the bound on instances, or the
    /// event reached it over all slices.
    private(set) var isTruncated = false
    /// The walk's clock, kept from slice to slice: the zone's stretch is looked up once,
    /// not once per slice.
    private var clock: FrameClock

    /// A slice that found fewer than this grows; one that found more than
    /// ``fewestToShrink`` shrinks.
    static let mostToGrow = 1_024
    static let fewestToShrink = 4_096
    /// The shortest slice: a minute holds at most 60 instances of a rule.
    static let shortestSpan: TimeInterval = 60
    /// The most instances one slice walks: a slice that would walk more is cut shorter, so
    /// the first slice after empty ones (grown long) cannot hold a window's worth.
    static let instanceLimit = 8_192

    /// The walk over `[from, to)`, cut to the years occurrences can have (so every slice is
    /// finite and the walk ends); an event that is not a series is found in one slice.
    init(event: CalendarEvent, from: Date, to: Date) {
        self.event = event
        clock = FrameClock(event.start.frame)
        let placeable = CalendarEvent.placeableWindow(from: from, to: to)
        window = placeable.map { $0.from..<$0.to } ?? Date.distantPast..<Date.distantPast
        next = window.lowerBound
        let whole = window.upperBound.timeIntervalSince(window.lowerBound)
        span = event.isSeries ? min(whole, Self.firstSpan(of: event)) : max(whole, Self.shortestSpan)
    }

    /// A first slice that holds about ``mostToGrow`` instances at the event's densest: from
    /// a minute (a secondly rule) to a whole window (a daily one over three years).
    static func firstSpan(of event: CalendarEvent) -> TimeInterval {
        let perDay = event.rules.map(instancesPerDay).max() ?? 1
        return max(shortestSpan, Double(mostToGrow) / Double(perDay) * 86_400)
    }

    /// The most instances a rule gives in a day, from its frequency and the BY parts that
    /// add times within a day.
    static func instancesPerDay(of rule: RecurrenceRule) -> Int {
        let (hours, minutes, seconds) = (
            max(1, rule.hours.count), max(1, rule.minutes.count), max(1, rule.seconds.count)
        )
        let interval = max(1, rule.interval)
        switch rule.frequency {
        case .secondly: return max(1, 86_400 / interval)
        case .minutely: return max(1, 1_440 / interval) * seconds
        case .hourly: return max(1, 24 / interval) * minutes * seconds
        default: return hours * minutes * seconds
        }
    }

    /// Whether every slice was walked (or the walk was cut short).
    var isFinished: Bool { isTruncated || next >= window.upperBound }

    /// The occurrences of the next slice, in start order; empty once finished.
    mutating func nextSlice() -> [EventOccurrence] {
        guard !isFinished else { return [] }
        let isFirst = next == window.lowerBound
        var end = min(window.upperBound, next.addingTimeInterval(span))
        var list = event.occurrences(inSliceFrom: next, to: end, instanceLimit: Self.instanceLimit, clock: &clock)
        // Too dense for the slice: a shorter one, until the shortest.
        while list.isTruncated && span > Self.shortestSpan {
            span = max(Self.shortestSpan, span / 16)
            end = min(window.upperBound, next.addingTimeInterval(span))
            list = event.occurrences(inSliceFrom: next, to: end, instanceLimit: Self.instanceLimit, clock: &clock)
        }
        let start = next
        var found = isFirst ? list.items : list.items.filter { $0.start.instant >= start }
        let room = EventCalendar.maximumInstancesPerRule - handedOut
        if list.isTruncated || found.count > room {
            isTruncated = true
            found = Array(found.prefix(max(0, room)))
        }
        handedOut += found.count
        next = end
        if found.count < Self.mostToGrow {
            span *= 4
        } else if found.count > Self.fewestToShrink {
            span = max(Self.shortestSpan, span / 4)
        }
        return found
    }
}
