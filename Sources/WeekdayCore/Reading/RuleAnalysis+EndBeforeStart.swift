import Foundation
import Recurrence

extension RuleAnalysis {
    /// Why a rule with an UNTIL never occurs from `start`: its end comes before its first
    /// occurrence (an UNTIL of 2025 from a start in 2026, the 31st before any month that
    /// has one), or nil when some occurrence comes first or the walk cannot tell.
    ///
    /// Asked of the engine itself, as `expand` is: the first occurrence from the start,
    /// looked for no further than the year after the end, since none can come later.
    static func reasonItEndsFirst(_ rule: RecurrenceRule, from start: ICalDateTime, in timeZone: TimeZone?)
        -> String?
    {
        guard case .until(let until) = rule.end else { return nil }
        // Past the end the engine stops by itself; the bound only keeps a far end cheap.
        let yearsToTheEnd = max(1, until.year - start.year + 1)
        let years = min(yearsToTheEnd, 401 * max(1, rule.interval))
        let first = RecurrenceExpansion(of: rule, from: start, in: timeZone, limits: .init(count: 1, years: years))
        guard first.occurrences.isEmpty, first.stop == .ruleEnded else { return nil }
        return "its UNTIL comes before its first occurrence"
    }
}
