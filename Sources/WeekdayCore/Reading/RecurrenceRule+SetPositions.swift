import Recurrence

extension RecurrenceRule {
    /// BYSETPOS=1 or -1 over a period that holds one occurrence at most ("the first
    /// Monday" of a month, Monday in a week), which says nothing the rest of the rule
    /// does not: the sentence and the notes leave it out rather than repeat the day.
    var setPositionsChangeNothing: Bool {
        guard Set(setPositions.map(abs)) == [1], weekdays.count == 1, let day = weekdays.first,
            daysOfTheMonth.isEmpty, daysOfTheYear.isEmpty, weeks.isEmpty
        else { return false }
        let times = max(hours.count, 1) * max(minutes.count, 1) * max(seconds.count, 1)
        guard times == 1 else { return false }
        if day.position == 0 { return frequency == .weekly }
        return frequency == .monthly || (frequency == .yearly && months.count <= 1)
    }
}
