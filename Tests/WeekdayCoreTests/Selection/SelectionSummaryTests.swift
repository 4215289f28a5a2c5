import Foundation
import TestOracles
import Testing
import WeekdayCore

@Suite struct SelectionSummaryTests {
    // (days, summary in en_US)
    @Test(
        arguments: [
            ([], "Never"),
            ([1, 2, 3, 4, 5, 6, 7], "Every day"),
            ([2, 3, 4, 5, 6], "Weekdays"),
            ([1, 7], "Weekends"),
            ([2, 4, 6], "Mon, Wed, and Fri"),
            ([2, 4], "Mon and Wed"),
            ([3], "Tue"),
            ([1, 2], "Sun and Mon"),
            ([7, 1, 2], "Sun, Mon, and Sat"),
            ([6, 7], "Fri and Sat"),
            ([1, 2, 3, 4, 5], "Sun, Mon, Tue, Wed, and Thu"),
            ([1, 2, 3, 4, 5, 6], "Sun, Mon, Tue, Wed, Thu, and Fri"),
        ] as [([Int], String)])
    func summaryInEnglish(days: [Int], expected: String) throws {
        #expect(try WeekdaySelection(days).summary(in: Gregorian.calendar("en_US")) == expected)
    }

    @Test func daysFollowTheCalendarsFirstWeekday() throws {
        let selection = try WeekdaySelection([1, 2])
        #expect(selection.summary(in: Gregorian.calendar("en_GB")) == "Mon and Sun")
        #expect(selection.summary(in: Gregorian.calendar("en_US", firstWeekday: 2)) == "Mon and Sun")
        #expect(selection.summary(in: Gregorian.calendar("en_US")) == "Sun and Mon")
    }

    // (days, summary in es_ES)
    @Test(
        arguments: [
            ([], "Nunca"),
            ([1, 2, 3, 4, 5, 6, 7], "Todos los días"),
            ([2, 3, 4, 5, 6], "Entre semana"),
            ([1, 7], "Fines de semana"),
            ([2, 4, 6], "lun, mié y vie"),
            ([1, 2], "lun y dom"),
        ] as [([Int], String)])
    func summaryInSpanish(days: [Int], expected: String) throws {
        #expect(try WeekdaySelection(days).summary(in: Gregorian.calendar("es_ES")) == expected)
    }

    @Test func spanishInMexicoUsesTheSameWords() throws {
        #expect(try WeekdaySelection([1, 7]).summary(in: Gregorian.calendar("es_MX")) == "Fines de semana")
    }

    // MARK: - The locale's weekend

    // (locale, weekend days)
    @Test(
        arguments: [
            ("en_US", Set([1, 7])), ("es_ES", [1, 7]), ("ja_JP", [1, 7]), ("he_IL", [6, 7]),
            ("ar_EG", [6, 7]), ("fa_IR", [6]),
            // A language alone keeps the weekend of the region it is most spoken in.
            ("fa", [6]), ("he", [6, 7]), ("ar", [6, 7]), ("en", [1, 7]), ("hi", [1]),
        ] as [(String, Set<Int>)])
    func weekendOfALocale(locale: String, weekend: Set<Int>) {
        #expect(Gregorian.calendar(locale).weekendDays == weekend)
    }

    @Test func israeliWeekendIsFridayAndSaturday() throws {
        let hebrew = Gregorian.calendar("he_IL")
        let weekend = try WeekdaySelection([6, 7])
        let workWeek = try WeekdaySelection([1, 2, 3, 4, 5])
        #expect(SelectionSummary(weekend, calendar: hebrew) == .weekends)
        #expect(SelectionSummary(workWeek, calendar: hebrew) == .weekdays)
        #expect(weekend.summary(in: hebrew) == SelectionSummary.weekends.text(in: hebrew))
        #expect(workWeek.summary(in: hebrew) == SelectionSummary.weekdays.text(in: hebrew))
        // Saturday and Sunday are not a weekend there, nor Monday to Friday a work week.
        #expect(SelectionSummary(try WeekdaySelection([1, 7]), calendar: hebrew) == .days([1, 7]))
        #expect(
            SelectionSummary(try WeekdaySelection([2, 3, 4, 5, 6]), calendar: hebrew)
                == .days([2, 3, 4, 5, 6]))
    }

    @Test func americanWeekendIsSaturdayAndSunday() throws {
        let english = Gregorian.calendar("en_US")
        #expect(SelectionSummary(try WeekdaySelection([1, 7]), calendar: english) == .weekends)
        #expect(SelectionSummary(try WeekdaySelection([6, 7]), calendar: english) == .days([6, 7]))
        #expect(SelectionSummary(try WeekdaySelection([]), calendar: english) == .never)
        #expect(SelectionSummary(.everyDay, calendar: english) == .everyDay)
    }
}
