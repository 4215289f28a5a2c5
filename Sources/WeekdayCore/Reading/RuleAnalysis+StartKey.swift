import Foundation
import Recurrence

/// Fields of a start, a byte each, in the order a reader takes them: a key that costs
/// one word to hash.
struct StartParts: Hashable, Sendable {
    private var bits: UInt64 = 0

    /// Adds a field (a weekday, month, day, hour, minute or second; all under 256).
    mutating func append(_ value: Int) {
        bits = bits &<< 8 | UInt64(UInt8(truncatingIfNeeded: value))
    }
}

extension RuleAnalysis {
    /// The parts of a start that a rule's reading (selection, fidelity, notes, sentence)
    /// looks at; two starts with the same key give the same reading of the rule.
    ///
    /// A feed repeats a few rules over many starts, and most rules read little of the
    /// start: "every day" only its form and weekday, "the last Friday of the month" no
    /// more, since whether it occurs at all does not change with the start. So a batch
    /// reads a rule once per kind of start, not once per component.
    package struct StartKey: Hashable, Sendable {
        private var form: UInt8
        private var sentence: StartParts
        private var analysis = StartParts()
        private var year: Int16 = 0

        /// The key of `start` for `rule` read in `timeZone`.
        ///
        /// It holds, as ``RuleAnalysis/init(rule:start:timeZone:)`` reads them:
        /// - the form, and what the sentence reads (``sentenceParts(_:_:)``);
        /// - the weekday, which a weekly rule without BYDAY and a daily rule stepping by
        ///   weeks take as their day;
        /// - the date in the 400-year cycle when the rule may never occur from it (a walk
        ///   that finds no day from this start but may from others, a daily rule whose BY
        ///   parts narrow the dates), and the whole date when it ends at an UNTIL, which may
        ///   come before the first occurrence from one start and after it from another;
        /// - the time of day when the rule sets times, steps within a day (the times a
        ///   sub-daily step reaches depend on where it starts), or ends at an UNTIL;
        /// - all of it, year included, when a zone reads the rule on its wall clock (a UTC
        ///   start, or any UNTIL with a zone): where the instant falls there moves the days.
        package init(rule: RecurrenceRule, start: ICalDateTime, timeZone: TimeZone?) {
            form = start.form == .date ? 0 : start.form == .floating ? 1 : 2
            sentence = RuleAnalysis.sentenceParts(start, rule)
            analysis.append(start.weekday)
            let hasUntil = if case .until = rule.end { true } else { false }
            let onWallClock = timeZone != nil && start.form != .date && (start.form == .utc || hasUntil)
            // Where the walk's answer is the same from every start, the rule's text decides it.
            let mayNeverOccur =
                rule.frequency <= .daily
                ? rule.narrowsDates
                : RuleAnalysis.walkDependsOnStart(rule) && RuleAnalysis.reasonFoundByWalking(rule, from: start) != nil
            if onWallClock || hasUntil || mayNeverOccur {
                // An UNTIL is a fixed date: whether it comes before the first occurrence
                // changes with the start's own year, not its place in the cycle.
                year = Int16(truncatingIfNeeded: onWallClock || hasUntil ? start.year : start.year % 400)
                analysis.append(start.month)
                analysis.append(start.day)
            }
            if onWallClock || hasUntil || rule.hasTimeParts || rule.frequency < .daily {
                analysis.append(start.hour)
                analysis.append(start.minute)
                analysis.append(start.second)
            }
        }
    }
}
