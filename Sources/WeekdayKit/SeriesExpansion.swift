import Foundation
import ICalKit

/// The one place that expands an event's rules: the starts its RRULEs give in a window.
///
/// Everything else about occurrences (DTSTART, RDATE, EXDATE, overrides, ends) is built
/// on the starts this returns, so a lazy engine that can begin at the window replaces
/// this one function. Today it asks ``RecurrenceExpansion`` for every start from DTSTART
/// up to the window's end and keeps those inside the window.
enum SeriesExpansion {
    /// The most instances of one rule looked at for one window (from DTSTART on).
    ///
    /// A rule that reaches it before the window's end is cut short and said so, so a
    /// hostile feed (`FREQ=SECONDLY` from 1970) costs a bounded amount of work.
    static let maximumInstances = 100_000

    /// The starts of a window, and why they may be incomplete.
    struct Starts {
        /// Starts in the series' frame, in order per rule (rules are not merged here).
        var times: [EventTime] = []
        /// Whether a rule stopped before the window's end (cap or search bound).
        var isTruncated = false
        /// Rules that could not be expanded, with the reason.
        var problems: [String] = []
    }

    /// The starts of `rules` from `start` that fall in `[lower, upper]`.
    static func ruleStarts(of rules: [RecurrenceRule], from start: EventTime, lower: Date, upper: Date) -> Starts {
        var result = Starts()
        guard upper >= start.instant else { return result }
        // Zoned and floating starts are walked in wall-clock time in their zone; UTC and
        // DATE starts in their own form.
        let zone: TimeZone? = start.value.form == .floating ? start.frame.zone : nil
        let until = start.frame.time(at: upper).value
        let limits = RecurrenceExpansion.Limits(
            count: maximumInstances, until: until, steps: 200_000 + maximumInstances * 10)
        for rule in rules {
            let expansion: RecurrenceExpansion
            do {
                expansion = try RecurrenceExpansion(of: rule, from: start.value, in: zone, limits: limits)
            } catch {
                result.problems.append("cannot expand `\(rule.rfc5545String)`: \(error.message)")
                continue
            }
            // Reaching the window's end (`untilLimit`) is the expected stop; only the cap
            // and the search bound leave instances out.
            if expansion.stop == .countLimit || expansion.stop == .searchLimit { result.isTruncated = true }
            for value in expansion.occurrences {
                let time = start.frame.time(local: value)
                if time.instant >= lower && time.instant <= upper { result.times.append(time) }
            }
        }
        return result
    }
}
