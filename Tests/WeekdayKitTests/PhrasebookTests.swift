import Foundation
import Testing

@testable import WeekdayKit

/// Each language file beside the built-in English fills every pattern English has (it may
/// add keys of its own, for its grammar: French "le 1er", Japanese word order).
@Suite struct PhrasebookTests {
    static let resources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WeekdayKit/Resources")

    @Test(arguments: ["de", "es", "fr", "ja", "it", "pt", "nl", "zh", "ko", "ru"])
    func languageFileUsesEnglishKeys(language: String) throws {
        let data = try Data(contentsOf: Self.resources.appendingPathComponent("\(language).json"))
        let table = try JSONDecoder().decode([String: String].self, from: data)
        let english = Set(Phrasebook.english.keys)
        #expect(english.subtracting(table.keys).isEmpty, "keys \(language) lacks")
    }
}
