import Foundation
import ICalKit

/// The one place that expands an event's rules: the starts its RRULEs give in a window.
///
/// Everything else about occurrences (DTSTART, RDATE, EXDATE, overrides, ends) is built
/// on the starts this returns. Each rule is walked lazily from the window's start (the
/// engine skips the periods before it when the rule has no COUNT) to its end.
enum SeriesExpansion {
    /// The most instances of a series' rules, together, looked at for one window.
    ///
    /// A series that reaches it before the window's end is cut short and said so, so a
    /// hostile feed (`FREQ=SECONDLY` over a century, or a hundred such RRULEs in one
    /// component) costs a bounded amount of work and memory.
    static let maximumInstances = 100_000

    /// The most a zone's wall clock steps back at once (a daylight-saving end is one
    /// hour, two in a few zones' past), with room to spare.
    static let largestBackwardJump: TimeInterval = 3 * 3_600

    /// The starts of a window, and whether they may be incomplete.
    struct Starts {
        /// Starts in the series' frame, in order per rule (rules are not merged here).
        var times: [EventTime] = []
        /// Whether a rule stopped before the window's end (cap or search bound).
        var isTruncated = false
    }

    /// The starts of `rules` from `start` that fall in `[lower, upper]`, walking at most
    /// `limit` instances, placed by the walk's clock (left reading the start's frame).
    static func ruleStarts(
        of rules: [RecurrenceRule], from start: EventTime, lower: Date, upper: Date, limit: Int = maximumInstances,
        clock: inout FrameClock
    ) -> Starts {
        var result = Starts()
        guard upper >= start.instant else { return result }
        // Zoned and floating starts are walked in wall-clock time in their zone; UTC and
        // DATE starts in their own form.
        let zone: TimeZone? = start.value.form == .floating ? start.frame.zone : nil
        clock.use(start.frame)
        let last = clock.time(at: upper).value
        // A zoned start is walked early by the largest step back of a wall clock: in a
        // repeated hour a later instant can have an earlier wall time. A DATE start is
        // walked a day early.
        let first: ICalDateTime
        if start.isDate {
            first = clock.time(at: lower).value.movedBy(days: -1)
        } else {
            first = clock.time(at: lower.addingTimeInterval(zone == nil ? 0 : -largestBackwardJump)).value
        }
        // One budget for all the rules: each of many RRULEs with a budget of its own would
        // multiply the work and the starts held.
        var looked = 0
        for rule in rules where looked <= limit {
            let occurrences = RuleOccurrences(of: rule, from: start.value, in: zone)
            var iterator = occurrences.starting(at: first.with(form: occurrences.shownForm)).makeIterator()
            while let value = iterator.next(), value <= last.with(form: occurrences.shownForm) {
                looked += 1
                if looked > limit {
                    result.isTruncated = true
                    break
                }
                let time = clock.time(local: value)
                if time.instant >= lower && time.instant <= upper { result.times.append(time) }
            }
            if iterator.stop == .searchLimit { result.isTruncated = true }
        }
        return result
    }
}
