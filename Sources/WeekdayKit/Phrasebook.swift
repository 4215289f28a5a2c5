import Foundation
import Synchronization

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
        let language = locale.language.languageCode?.identifier ?? "en"
        phrases = language == "en" ? english : Phrasebook.table(named: language)
        fallback = english
    }

    /// The phrase for `key` with each `{name}` replaced by its value.
    func callAsFunction(_ key: String, _ values: [String: String] = [:]) -> String {
        var text = phrases[key] ?? fallback[key] ?? key
        for (name, value) in values {
            text = text.replacingOccurrences(of: "{\(name)}", with: value)
        }
        return text
    }

    /// Whether the language has its own phrase for `key`.
    func has(_ key: String) -> Bool { phrases[key] != nil || fallback[key] != nil }

    private static let cache = TableCache()

    private static func table(named name: String) -> [String: String] {
        cache.table(named: name) {
            guard let url = Bundle.module.url(forResource: name, withExtension: "json"),
                let data = try? Data(contentsOf: url),
                let table = try? JSONDecoder().decode([String: String].self, from: data)
            else { return [:] }
            return table
        }
    }
}

/// Loaded phrase tables, read once per process and shared by every thread.
private final class TableCache: Sendable {
    private let storage = Mutex<[String: [String: String]]>([:])

    func table(named name: String, load: () -> [String: String]) -> [String: String] {
        if let table = storage.withLock({ $0[name] }) { return table }
        let table = load()
        storage.withLock { $0[name] = table }
        return table
    }
}
