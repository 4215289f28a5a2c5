import Foundation
import WeekdayKit

/// The line of keys under the picker ("←/→ day · space toggle · …") in the calendar's
/// language, so the picker never mixes English help into another language's screen.
enum PickerKeyHelp {
    /// Each key with what it does, in the order the picker shows them.
    static func items(in calendar: Calendar) -> [String] {
        let words = calendar.phrasebook
        return ["day", "toggle", "preset", "accept", "cancel"].map { words("picker.key.\($0)") }
    }
}
