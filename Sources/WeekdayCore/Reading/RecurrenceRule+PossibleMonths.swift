import Recurrence

extension RecurrenceRule {
    /// The months of BYMONTH that can hold one of the rule's days of the month.
    ///
    /// BYMONTH=2,3 with BYMONTHDAY=31 only ever occurs in March: a sentence or a note that
    /// names February would claim a day no calendar has. A month is kept when any listed
    /// day fits its longest length (February's 29 of a leap year), counting a negative day
    /// from the month's end.
    var monthsThatHoldTheirDays: [Int] {
        guard !daysOfTheMonth.isEmpty else { return months }
        return months.filter { month in
            let longest = month == 2 ? 29 : ICalDateTime.daysInMonth(year: 2001, month: month)
            return daysOfTheMonth.contains { abs($0) <= longest }
        }
    }
}
