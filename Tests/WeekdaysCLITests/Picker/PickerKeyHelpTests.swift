import Foundation
import Testing
import WeekdayKit
@testable import WeekdaysCLI

/// The picker's line of keys speaks the picker's language: the key's name as printed on
/// the keyboard, then what it does in the language's own word.
@Suite struct PickerKeyHelpTests {
    /// A Gregorian calendar in the locale's language, in UTC.
    static func calendar(_ locale: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? .gmt
        return calendar
    }

    static let englishActions = ["day", "toggle", "preset", "accept", "cancel"]

    // (locale, the key help joined as the picker draws it)
    static let lines: [(String, String)] = [
        ("en_US", "←/→ day · space toggle · tab preset · enter accept · esc cancel"),
        ("es_ES", "←/→ día · espacio marcar · tab preajuste · intro aceptar · esc cancelar"),
        ("fr_FR", "←/→ jour · espace cocher · tab préréglage · entrée valider · échap annuler"),
        ("de_DE", "←/→ Tag · Leertaste an/aus · Tab Vorlage · Enter übernehmen · Esc abbrechen"),
        ("ja_JP", "←/→ 曜日 · スペース 切替 · Tab プリセット · Enter 決定 · Esc キャンセル"),
    ]

    @Test(arguments: lines)
    func keyHelpInTheLanguage(locale: String, line: String) {
        #expect(PickerKeyHelp.items(in: Self.calendar(locale)).joined(separator: " · ") == line)
    }

    @Test(arguments: ["de_DE", "es_ES", "fr_FR", "ja_JP", "it_IT", "pt_BR", "nl_NL", "zh_CN", "ko_KR", "ru_RU"])
    func noEnglishActionInAnotherLanguage(locale: String) {
        let items = PickerKeyHelp.items(in: Self.calendar(locale))
        #expect(items.count == Self.englishActions.count)
        for (item, english) in zip(items, Self.englishActions) {
            let words = item.lowercased().split(separator: " ").map(String.init)
            #expect(!words.contains(english), "\(locale): \(item)")
        }
    }
}
