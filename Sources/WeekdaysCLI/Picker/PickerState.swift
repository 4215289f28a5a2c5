import Foundation
import WeekdayKit

/// The picker without a terminal: the selected days, the day with the focus, and the
/// preset they make.
///
/// The days keep the calendar's order; moving the focus steps through that order and
/// wraps at the ends. A preset replaces the selection; Custom brings back the last
/// selection made day by day.
struct PickerState: Equatable {
    /// The calendar the days are ordered and named in: the locale's, or English with the
    /// locale's week where the package has no words for its language.
    let calendar: Calendar
    /// The seven days in the calendar's order.
    let days: [PickerDay]
    private(set) var selection: WeekdaySelection
    /// The index in ``days`` of the day with the focus.
    private(set) var focus: Int
    /// The last selection that was none of the presets, for the Custom segment.
    private(set) var customSelection: WeekdaySelection?

    /// A picker showing `selection`, the focus on its first day in the calendar's order.
    init(calendar: Calendar, selection: WeekdaySelection = []) {
        let calendar = calendar.forSentences
        self.calendar = calendar
        days = PickerDay.days(of: calendar)
        self.selection = selection
        focus = days.firstIndex { selection.weekdays.contains($0.weekday) } ?? 0
        customSelection = PickerPreset(selection, calendar: calendar) == .custom ? selection : nil
    }

    /// The segment the selection shows as.
    var preset: PickerPreset { PickerPreset(selection, calendar: calendar) }

    /// The words under the row ("Mon, Wed, and Fri", "Weekdays").
    var summary: String { selection.summary(in: calendar) }

    /// The RRULE value the selection stands for, as `weekdays rule` prints it; nil for none.
    var rule: String? { selection.rruleString(in: calendar) }

    var focusedDay: PickerDay { days[focus] }

    func isSelected(_ day: PickerDay) -> Bool { selection.weekdays.contains(day.weekday) }

    /// The presets Tab steps through: Custom only when there is a selection to bring back.
    var reachablePresets: [PickerPreset] {
        PickerPreset.allCases.filter { $0 != .custom || customSelection != nil }
    }

    // MARK: - Changes

    /// Moves the focus `offset` days along the calendar's order, wrapping at the ends.
    mutating func moveFocus(by offset: Int) {
        focus = ((focus + offset) % days.count + days.count) % days.count
    }

    /// Puts the focus on the day at `index` in the calendar's order.
    mutating func moveFocus(to index: Int) {
        focus = min(max(index, 0), days.count - 1)
    }

    /// Turns the focused day on or off.
    mutating func toggleFocusedDay() {
        toggle(weekday: focusedDay.weekday)
    }

    /// Turns a day on or off; a selection that is no preset becomes the Custom one.
    mutating func toggle(weekday: Int) {
        var weekdays = selection.weekdays
        if weekdays.contains(weekday) { weekdays.remove(weekday) } else { weekdays.insert(weekday) }
        selection = WeekdaySelection(checked: weekdays.sorted())
        if preset == .custom { customSelection = selection }
    }

    /// Selects a preset's days; Custom brings back the last custom selection.
    mutating func choose(_ preset: PickerPreset) {
        if let days = preset.selection(in: calendar) {
            selection = days
        } else if let customSelection {
            selection = customSelection
        }
    }

    /// Steps through ``reachablePresets`` (forward for a positive step), from the current one.
    mutating func stepPreset(by step: Int) {
        let presets = reachablePresets
        let current = presets.firstIndex(of: preset) ?? 0
        choose(presets[((current + step) % presets.count + presets.count) % presets.count])
    }
}
