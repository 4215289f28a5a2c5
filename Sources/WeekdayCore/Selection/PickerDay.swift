import Foundation
internal import Caching

/// One round button of the picker: a weekday with the calendar's letter and names.
public struct PickerDay: Hashable, Sendable {
    /// The `Calendar` weekday number: 1 is Sunday and 7 is Saturday.
    public let weekday: Int
    /// The one-letter label on the button (`M`, `L`, `月`).
    public let letter: String
    /// The full name, for accessibility (`Monday`).
    public let name: String
    /// The short name used in summaries (`Mon`).
    public let shortName: String

    /// The seven days in the calendar's order, starting at its first weekday.
    public static func days(of calendar: Calendar) -> [PickerDay] {
        let names = calendar.standaloneWeekdaySymbols
        let shortNames = calendar.shortStandaloneWeekdaySymbols
        let letters = zip(calendar.veryShortStandaloneWeekdaySymbols, shortNames).map(buttonLetter)
        return calendar.weekdayOrder.map { weekday in
            PickerDay(
                weekday: weekday, letter: letters[weekday - 1], name: names[weekday - 1],
                shortName: shortNames[weekday - 1])
        }
    }
}

/// The button's letter: Foundation's very short name, unless that is the root locale's
/// Latin letter over a name in another script (Pashto, Yiddish, Punjabi in Arabic script
/// get "S M T W T F S"); then the first letter of the locale's own short name.
private func buttonLetter(_ veryShort: String, shortName: String) -> String {
    let isLatin = { (text: String) in text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } }
    guard isLatin(veryShort), !isLatin(shortName), let first = shortName.first else { return veryShort }
    return String(first)
}

extension Calendar {
    /// The weekday numbers in this calendar's order, starting at its first weekday.
    public var weekdayOrder: [Int] {
        (0..<7).map { (firstWeekday - 1 + $0) % 7 + 1 }
    }

    /// The weekdays this calendar's locale counts as the weekend (Saturday and Sunday in
    /// most places, Friday and Saturday in Israel).
    ///
    /// Asking ICU costs a calendar per day, and every sentence asks, so each calendar
    /// system and locale is asked once.
    public var weekendDays: Set<Int> {
        let key = WeekendKey(calendar: identifier, locale: locale?.identifier)
        return Self.weekends.value(for: key) { uncachedWeekendDays }
    }

    private static let weekends = Memo<WeekendKey, Set<Int>>(capacity: 64)

    private var uncachedWeekendDays: Set<Int> {
        var utc = self
        utc.timeZone = TimeZone(identifier: "UTC") ?? timeZone
        // A language without a region ("fa") keeps the weekend of the region it is most
        // likely spoken in (Iran's), not the world's default.
        if let locale, locale.region == nil {
            utc.locale = Locale(identifier: locale.language.maximalIdentifier)
        }
        // A fixed week at noon, away from any zone change: 2024-01-07 (a Sunday) to 01-13.
        let sunday = Date(timeIntervalSince1970: 1_704_628_800)
        return Set(
            (0..<7).compactMap { offset in
                let date = sunday.addingTimeInterval(Double(offset) * 86_400)
                return utc.isDateInWeekend(date) ? offset + 1 : nil
            })
    }
}

/// What a calendar's weekend depends on: its system and its locale's region.
private struct WeekendKey: Hashable, Sendable {
    let calendar: Calendar.Identifier
    let locale: String?
}
