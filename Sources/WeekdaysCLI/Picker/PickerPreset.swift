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
        case .custom: return calendar.phrasebook("picker.preset.custom")
        }
    }
}
