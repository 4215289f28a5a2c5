import Foundation
import WeekdayKit

/// The days on which a recurrence rule occurs, asked for a few weeks at a time.
///
/// A rule that is exactly its weekdays (every week, no end) is answered by weekday from
/// its start on. Any other rule is expanded from its start, past the days asked for and
/// then a year more, so paging week by week expands seldom; the expansion is bounded, and
/// ``searchedThrough`` says how far it got when a bound stopped it.
final class RuleDays {
    let analysis: RuleAnalysis
    let start: ICalDateTime?
    let timeZone: TimeZone?

    /// The most occurrences one expansion collects.
    static let occurrenceLimit = 200_000

    private var expandedThrough = Int.min
    private var occurrenceDays: Set<Int> = []
    /// The last day known to have no occurrence left unfound; nil when there is no limit.
    private(set) var searchedThrough: Int?

    /// Whether the days can be known: a rule with anything but weekdays needs a start.
    var isAnswerable: Bool { start != nil || analysis.fidelity == .exact }

    init(analysis: RuleAnalysis, start: ICalDateTime?, timeZone: TimeZone?) {
        self.analysis = analysis
        self.start = start
        self.timeZone = timeZone
    }

    /// The day numbers (days since 1970-01-01, see `DayNumber`) from `first` through
    /// `last` on which the rule occurs.
    func days(from first: Int, through last: Int) -> Set<Int> {
        guard first <= last else { return [] }
        if let weekdays = weekdaysFromStart {
            let startDay = start?.dayNumber ?? Int.min
            return Set(
                (first...last).filter {
                    $0 >= startDay && weekdays.contains(DayNumber.weekday(of: $0))
                })
        }
        guard let start else { return [] }
        if last > expandedThrough { expand(from: start, through: last + 366) }
        return occurrenceDays.filter { (first...last).contains($0) }
    }

    /// The weekdays, when they say everything from the start on (an exact rule whose start
    /// is not moved into another zone).
    private var weekdaysFromStart: Set<Int>? {
        guard analysis.fidelity == .exact else { return nil }
        if let start, start.form == .utc, timeZone != nil { return nil }
        return analysis.selection.weekdays
    }

    private func expand(from start: ICalDateTime, through last: Int) {
        let date = DayNumber.date(of: last)
        let until = ICalDateTime(year: date.year, month: date.month, day: date.day, form: .date)
        let expansion = Occurrences.expand(
            analysis.rule, from: start, in: timeZone, count: RuleDays.occurrenceLimit, until: until)
        occurrenceDays = Set(expansion.occurrences.map(\.dayNumber))
        switch expansion.stop {
        case .countLimit, .searchLimit:
            let reached = expansion.occurrences.last?.dayNumber ?? start.dayNumber
            searchedThrough = reached
            expandedThrough = max(last, reached)
        default:
            searchedThrough = nil
            expandedThrough = last
        }
    }
}
