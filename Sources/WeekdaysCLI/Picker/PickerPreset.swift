import Foundation
import WeekdayKit

/// The segments above the picker row: the common selections, and Custom for the rest.
enum PickerPreset: CaseIterable, Equatable, Sendable {
    case never
    case everyDay
    /// The calendar's working days.
    case weekdays
    /// The calendar's weekend.
    case weekends
    /// Any other selection.
    case custom

    /// The preset a selection shows as, by the calendar's weekend.
    init(_ selection: WeekdaySelection, calendar: Calendar) {
        switch SelectionSummary(selection, calendar: calendar) {
        case .never: self = .never
        case .everyDay: self = .everyDay
        case .weekdays: self = .weekdays
        case .weekends: self = .weekends
        case .days: self = .custom
        }
    }

    /// The days the preset stands for; nil for Custom, which has none of its own.
    func selection(in calendar: Calendar) -> WeekdaySelection? {
        let weekend = calendar.weekendDays
        switch self {
        case .never: return []
        case .everyDay: return .everyDay
        case .weekdays:
            return WeekdaySelection(checked: Set(1...7).subtracting(weekend).sorted())
        case .weekends: return WeekdaySelection(checked: weekend.sorted())
        case .custom: return nil
        }
    }

    /// The segment's label in the calendar's language, as the summary words it.
    func label(in calendar: Calendar) -> String {
        switch self {
        case .never: return SelectionSummary.never.text(in: calendar)
        case .everyDay: return SelectionSummary.everyDay.text(in: calendar)
        case .weekdays: return SelectionSummary.weekdays.text(in: calendar)
        case .weekends: return SelectionSummary.weekends.text(in: calendar)
        case .custom:
            let language = calendar.locale?.language.languageCode?.identifier ?? "en"
            // Traditional Chinese has no words of its own yet, so its other labels are English.
            let traditional = language == "zh" && calendar.locale?.language.maximalIdentifier.contains("Hant") == true
            return traditional ? "Custom" : PickerPreset.customLabels[language] ?? "Custom"
        }
    }

    /// "Custom" in the languages the library's summaries speak.
    private static let customLabels = [
        "en": "Custom", "de": "Benutzerdefiniert", "es": "Personalizado", "fr": "Personnalisé",
        "ja": "カスタム", "it": "Personalizzato", "pt": "Personalizado", "nl": "Aangepast", "zh": "自定义",
        "ko": "사용자 지정", "ru": "Другое",
    ]
}
