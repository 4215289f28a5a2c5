package import Foundation

/// The line of keys under the picker ("←/→ day · space toggle · …") in the calendar's
/// language, so the picker never mixes English help into another language's screen.
package enum PickerKeyHelp {
    /// Each key with what it does, in the order the picker shows them.
    package static func items(in calendar: Calendar) -> [String] {
        let words = calendar.phrasebook
        return ["day", "toggle", "preset", "accept", "cancel"].map { words("picker.key.\($0)") }
    }
}
