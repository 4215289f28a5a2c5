import Foundation
import TestOracles
import Testing
import WeekdayCore

@Suite struct PickerDayTests {
    // (locale, weekdays in picker order, letters in that order)
    @Test(arguments: [
        ("en_US", [1, 2, 3, 4, 5, 6, 7], ["S", "M", "T", "W", "T", "F", "S"]),
        ("es_ES", [2, 3, 4, 5, 6, 7, 1], ["L", "M", "X", "J", "V", "S", "D"]),
        ("ar_EG", [7, 1, 2, 3, 4, 5, 6], ["س", "ح", "ن", "ث", "ر", "خ", "ج"]),
        ("ja_JP", [1, 2, 3, 4, 5, 6, 7], ["日", "月", "火", "水", "木", "金", "土"]),
    ])
    func pickerRowOfALocale(locale: String, order: [Int], letters: [String]) {
        let calendar = Gregorian.calendar(locale)
        let days = PickerDay.days(of: calendar)
        #expect(days.map(\.weekday) == order)
        #expect(days.map(\.letter) == letters)
        #expect(calendar.weekdayOrder == order)
    }

    @Test func arabicEgyptStartsOnSaturday() {
        #expect(Gregorian.calendar("ar_EG").firstWeekday == 7)
    }

    @Test func englishNames() {
        let days = PickerDay.days(of: Gregorian.calendar("en_US"))
        #expect(days.map(\.name) == ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"])
        #expect(days.map(\.shortName) == ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"])
    }

    @Test func spanishNames() {
        let days = PickerDay.days(of: Gregorian.calendar("es_ES"))
        #expect(days.first?.name.lowercased() == "lunes")
        #expect(days.last?.name.lowercased() == "domingo")
        #expect(days.map(\.shortName) == ["lun", "mar", "mié", "jue", "vie", "sáb", "dom"])
    }

    // (first weekday set on the calendar, the order of the row)
    @Test(arguments: 1...7)
    func firstWeekdayOverridesTheLocale(firstWeekday: Int) {
        let days = PickerDay.days(of: Gregorian.calendar("en_US", firstWeekday: firstWeekday))
        #expect(days.count == 7)
        #expect(days.first?.weekday == firstWeekday)
        #expect(Set(days.map(\.weekday)) == Set(1...7))
        for (index, day) in days.enumerated() {
            #expect(day.weekday == (firstWeekday - 1 + index) % 7 + 1)
        }
    }

    /// Over every Foundation locale, a button's letter is in the script of its day's name:
    /// where Foundation gives the root "S M T W T F S" over Pashto or Yiddish names, the
    /// letter is the first of the locale's own short name.
    @Test func everyLetterIsInTheScriptOfItsName() {
        let isLatin = { (text: String) in text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } }
        var replaced = 0
        for identifier in Locale.availableIdentifiers {
            let calendar = Gregorian.calendar(identifier)
            for day in PickerDay.days(of: calendar) where !isLatin(day.shortName) {
                #expect(!isLatin(day.letter), "\(identifier): \(day.letter) over \(day.shortName)")
                let foundation = calendar.veryShortStandaloneWeekdaySymbols[day.weekday - 1]
                if isLatin(foundation) {
                    #expect(day.shortName.hasPrefix(day.letter), "\(identifier): \(day.letter) for \(day.shortName)")
                    replaced += 1
                }
            }
        }
        #expect(replaced > 0, "some locale has root letters over other names")
    }
}
