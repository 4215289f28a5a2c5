public import Foundation
import Recurrence
internal import Caching

/// The words under the picker row: Never, Every day, Weekdays, Weekends, or the days.
public enum SelectionSummary: Hashable, Sendable {
    /// No days: "Never".
    case never
    /// All seven days: "Every day".
    case everyDay
    /// The locale's working days (Monday to Friday in most places).
    case weekdays
    /// The locale's weekend (Saturday and Sunday in most places).
    case weekends
    /// Any other set, in the calendar's order.
    case days([Int])

    /// Names a selection the way an alarm does, using the calendar's weekend.
    public init(_ selection: WeekdaySelection, calendar: Calendar) {
        let weekend = calendar.weekendDays
        let chosen = selection.weekdays
        switch chosen.count {
        case 0: self = .never
        case 7: self = .everyDay
        default:
            if chosen == weekend {
                self = .weekends
            } else if chosen == Set(1...7).subtracting(weekend) {
                self = .weekdays
            } else {
                self = .days(selection.ordered(in: calendar))
            }
        }
    }

    /// The summary in the calendar's language (`Mon, Wed, and Fri` in en_US).
    ///
    /// A language the package has no words for is English throughout, day names
    /// included, so "Weekdays" never stands beside another language's names.
    public func text(in calendar: Calendar) -> String {
        let calendar = calendar.forSentences
        let words = calendar.phrasebook
        switch self {
        case .never: return words("never")
        case .everyDay: return words("everyDay")
        case .weekdays: return words("weekdays")
        case .weekends: return words("weekends")
        case .days(let days):
            // One short name alone can read as another word (Japanese 月 is also "month",
            // Korean 월 too): such a language names one day in full (`summary.oneDay`).
            if days.count == 1, let day = days.first, words.has("summary.oneDay") {
                return words("summary.oneDay", ["day": calendar.names.standaloneWeekdays[day - 1]])
            }
            return days.map { calendar.names.shortStandaloneWeekdays[$0 - 1] }.joinedAsList(in: calendar)
        }
    }
}

extension [String] {
    /// The items joined the locale's way ("A, B, and C").
    ///
    /// A language may join with one mark of its own (`s.list.separator`: Korean "화, 목"
    /// where Foundation writes "화 및 목"), for summaries, sentences and notes alike. Where
    /// Foundation has no list pattern for a language it falls back to English ("يە and شە"
    /// in Uyghur); then the items are joined with commas alone, in one script.
    func joinedAsList(in calendar: Calendar) -> String {
        joinedAsList(in: calendar, kind: nil)
    }

    /// The items joined the locale's way, or the way the language joins one kind of item:
    /// two with `s.list.<kind>.two`, any number with `s.list.<kind>.separator` (Korean
    /// "1월과 7월", "1일·2일·3일", where day names keep the plain comma).
    func joinedAsList(in calendar: Calendar, kind: String?) -> String {
        let words = calendar.phrasebook
        if let kind {
            if count == 2, words.has("s.list.\(kind).two") {
                return words("s.list.\(kind).two", ["first": self[0], "second": self[1]])
            }
            if words.has("s.list.\(kind).separator") { return joined(separator: words("s.list.\(kind).separator")) }
        }
        if words.has("s.list.separator") { return joined(separator: words("s.list.separator")) }
        let list = formatted(.list(type: .and).locale(calendar.locale ?? Locale(identifier: "en_US"))).withoutIsolates
        let latin = { (text: String) in text.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic } }
        // The locale's own day names tell whether Latin letters are its own.
        guard latin(list), !contains(where: latin), !calendar.names.shortStandaloneWeekdays.contains(where: latin)
        else { return list }
        return joined(separator: ", ")
    }
}

extension WeekdaySelection {
    /// The picker's summary of these days in the calendar's language.
    ///
    /// There are 128 selections, so each summary is formatted once per calendar.
    public func summary(in calendar: Calendar) -> String {
        let bits = weekdays.reduce(0) { $0 | 1 << $1 }
        let key = "\(calendar.locale?.identifier ?? "")|\(calendar.firstWeekday)|\(bits)"
        return WeekdaySelection.summaries.value(for: key) {
            SelectionSummary(self, calendar: calendar).text(in: calendar)
        }
    }

    private static let summaries = Memo<String, String>()
}

extension String {
    /// The text without the first-strong and pop isolates ICU puts around each item of an
    /// Arabic or Hebrew list: terminals show them as boxes or gaps, and the items are in
    /// the sentence's own script.
    var withoutIsolates: String {
        guard unicodeScalars.contains(where: { $0.value == 0x2068 || $0.value == 0x2069 }) else { return self }
        return String(String.UnicodeScalarView(unicodeScalars.filter { $0.value != 0x2068 && $0.value != 0x2069 }))
    }
}
