import Foundation
import ICalKit

/// The words of one language, read from the package's `Resources/<language>.json`.
///
/// One file per language so a translator adds a language without touching code. Missing
/// languages and missing keys fall back to English.
struct Phrasebook: Sendable {
    private let phrases: [String: String]
    private let fallback: [String: String]

    /// The phrasebook for a locale's language (`es_MX` reads `es.json`).
    init(locale: Locale) {
        let english = Phrasebook.table(named: "en")
        let language = Phrasebook.languages.value(for: locale.identifier) {
            locale.language.languageCode?.identifier ?? "en"
        }
        phrases = language == "en" ? english : Phrasebook.table(named: language)
        fallback = english
    }

    private static let languages = Memo<String, String>()

    /// The phrase for `key` with each `{name}` replaced by its value.
    func callAsFunction(_ key: String, _ values: [String: String] = [:]) -> String {
        let template = phrases[key] ?? fallback[key] ?? key
        guard !values.isEmpty, template.utf8.contains(UInt8(ascii: "{")) else { return template }
        var text = ""
        var rest = template[...]
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            text += rest[..<open]
            let name = String(rest[rest.index(after: open)..<close])
            text += values[name] ?? String(rest[open...close])
            rest = rest[rest.index(after: close)...]
        }
        return text + rest
    }

    /// Whether the language has its own phrase for `key`.
    func has(_ key: String) -> Bool { phrases[key] != nil || fallback[key] != nil }

    private static let cache = Memo<String, [String: String]>()

    private static func table(named name: String) -> [String: String] {
        cache.value(for: name) {
            guard let url = Bundle.module.url(forResource: name, withExtension: "json"),
                let data = try? Data(contentsOf: url),
                let table = try? JSONDecoder().decode([String: String].self, from: data)
            else { return [:] }
            return table
        }
    }
}
