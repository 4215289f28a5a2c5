import Foundation
import Testing

@testable import WeekdayCore
@testable import WeekdayKit

/// Each language file beside the built-in English fills every pattern English has (it may
/// add keys of its own, for its grammar: French "le 1er", Japanese word order).
@Suite struct PhrasebookTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WeekdayCore/Resources")

    @Test(arguments: ["de", "es", "fr", "ja", "it", "pt", "nl", "zh", "ko", "ru"])
    func languageFileUsesEnglishKeys(language: String) throws {
        let data = try Data(contentsOf: Self.resources.appendingPathComponent("\(language).json"))
        let table = try JSONDecoder().decode([String: String].self, from: data)
        let english = Set(Phrasebook.english.keys)
        #expect(english.subtracting(table.keys).isEmpty, "keys \(language) lacks")
    }

    /// Every pattern of every language, filled with words in other scripts and with
    /// combining marks, reads as Foundation's own replacement of each `{name}` gives it.
    @Test(arguments: ["en", "de", "es", "fr", "ja", "it", "pt", "nl", "zh", "ko", "ru"])
    func filledPatternsMatchPlainReplacement(language: String) throws {
        let words = Phrasebook(locale: Locale(identifier: language))
        let table: [String: String]
        if language == "en" {
            table = Phrasebook.english
        } else {
            let data = try Data(contentsOf: Self.resources.appendingPathComponent("\(language).json"))
            table = try JSONDecoder().decode([String: String].self, from: data)
        }
        let samples = ["e\u{301}té", "月曜日", "вторник", "🇮🇱", "3"]
        for (key, template) in table {
            let names = template.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first }
            let values = Dictionary(
                names.enumerated().map { (String($1), samples[$0 % samples.count]) },
                uniquingKeysWith: { first, _ in first })
            var expected = template
            for (name, value) in values { expected = expected.replacingOccurrences(of: "{\(name)}", with: value) }
            #expect(
                Array(words(key, PhraseValues(values.map { ($0.key, $0.value) })).utf8) == Array(expected.utf8),
                "\(language) \(key)")
        }
    }

    /// A name with no value stays as written, so a missing word shows rather than vanishes.
    @Test func unknownNameStaysAsWritten() {
        let words = Phrasebook(locale: Locale(identifier: "en"))
        #expect(words("{day}, {nothing} à {day}", ["day": "ü"]) == "ü, {nothing} à ü")
    }

    /// Weekends kept per locale do not mix: Israel rests on Friday and Saturday, the US on
    /// Saturday and Sunday (CLDR), whichever is asked first.
    @Test func weekendsStayPerLocale() {
        var israel = Calendar(identifier: .gregorian)
        israel.locale = Locale(identifier: "he_IL")
        var unitedStates = Calendar(identifier: .gregorian)
        unitedStates.locale = Locale(identifier: "en_US")
        for _ in 0..<2 {
            #expect(israel.weekendDays == [6, 7])
            #expect(unitedStates.weekendDays == [1, 7])
        }
    }
}
