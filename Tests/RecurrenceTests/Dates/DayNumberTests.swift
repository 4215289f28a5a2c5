import Foundation
import Recurrence
import Testing

/// Day counts to dates and back: checked against Foundation's Gregorian calendar where it
/// is Gregorian (from 1583 on), and as a round trip through the other formula everywhere.
@Suite struct DayNumberTests {
    @Test func datesAgreeWithFoundation() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let first = DayNumber.from(year: 1583, month: 1, day: 1)
        let last = DayNumber.from(year: 2600, month: 12, day: 31)
        for day in stride(from: first, through: last, by: 37) {
            let components = calendar.dateComponents(
                [.year, .month, .day], from: Date(timeIntervalSince1970: TimeInterval(day) * 86_400))
            let date = DayNumber.date(of: day)
            #expect([date.year, date.month, date.day] == [components.year, components.month, components.day])
        }
    }

    /// Proleptic before 1582 and before year 0: every count maps to a date and back.
    @Test func everyDayRoundTrips() {
        var failures = 0
        for day in stride(from: -1_500_000, through: 3_000_000, by: 1) {
            let date = DayNumber.date(of: day)
            if DayNumber.from(year: date.year, month: date.month, day: date.day) != day
                || !(1...ICalDateTime.daysInMonth(year: date.year, month: date.month)).contains(date.day)
            {
                failures += 1
            }
        }
        #expect(failures == 0)
        #expect(DayNumber.date(of: 0) == (1970, 1, 1))
        #expect(DayNumber.date(of: DayNumber.from(year: 1582, month: 10, day: 5)) == (1582, 10, 5))
        #expect(DayNumber.date(of: DayNumber.from(year: 0, month: 2, day: 29)) == (0, 2, 29))
    }
}
