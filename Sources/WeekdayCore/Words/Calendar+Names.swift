import Foundation
internal import Caching

/// The names a calendar gives weekdays and months, asked of ICU once per language.
///
/// Each of Foundation's symbol lists is made afresh by ICU on every call, which costs more
/// than the sentence that uses one name from it.
struct CalendarNames: Sendable {
    /// Full weekday names as a date uses them, Sunday first.
    let weekdays: [String]
    /// Full weekday names standing alone (a list, a heading), Sunday first.
    let standaloneWeekdays: [String]
    /// Short weekday names as a date uses them ("Mon"), Sunday first.
    let shortWeekdays: [String]
    /// Short weekday names standing alone, Sunday first.
    let shortStandaloneWeekdays: [String]
    /// Month names as a date uses them ("de janeiro"), January first.
    let months: [String]
    /// Month names standing alone ("март"), January first.
    let standaloneMonths: [String]

    init(_ calendar: Calendar) {
        weekdays = calendar.weekdaySymbols
        standaloneWeekdays = calendar.standaloneWeekdaySymbols
        shortWeekdays = calendar.shortWeekdaySymbols
        shortStandaloneWeekdays = calendar.shortStandaloneWeekdaySymbols
        months = calendar.monthSymbols
        standaloneMonths = calendar.standaloneMonthSymbols
    }

    fileprivate struct Key: Hashable, Sendable {
        let calendar: Calendar.Identifier
        let locale: String
    }

    fileprivate static let kept = Memo<Key, CalendarNames>(capacity: 200)
}

extension Calendar {
    /// Its names of weekdays and months, kept per calendar and language.
    var names: CalendarNames {
        let key = CalendarNames.Key(calendar: identifier, locale: locale?.identifier ?? "")
        return CalendarNames.kept.value(for: key) { CalendarNames(self) }
    }
}
