import Foundation
import Testing

@testable import WeekdayCore

/// Over every locale Foundation knows, a sentence and its notes are in one language: the
/// locale's own where the package has its words, English throughout (names and dates
/// included) where it has not, and never with invisible direction marks.
@Suite struct SentenceLanguageTests {
    // Rules whose sentences hold names, positions, dates and lists.
    static let rules = [
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", "FREQ=MONTHLY;BYDAY=1MO", "FREQ=DAILY;UNTIL=20261231",
        "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU;COUNT=3", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
    ]

    /// Languages written in Latin letters; the others the package speaks use none.
    static let latinLanguages: Set<String> = ["en", "es", "de", "fr", "it", "pt", "nl", "pl", "tr", "sv", "da"]

    static let directionMarks: Set<Unicode.Scalar> = Set(
        [0x200E, 0x200F, 0x061C, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069]
            .compactMap(Unicode.Scalar.init))

    static func isLatin(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x0250 || (0x1E00..<0x1F00).contains(scalar.value)
    }

    @Test func noSentenceMixesLanguages() throws {
        let start = try ICalDateTime(parsing: "20261130T090000")
        let analyses = try Self.rules.map { try RuleAnalysis(parsing: $0, start: start) }
        var checked = 0
        for identifier in Locale.availableIdentifiers {
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = Locale(identifier: identifier)
            calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
            let language = calendar.locale?.language.languageCode?.identifier ?? "en"
            let native = Phrasebook.speaks(Locale(identifier: identifier))
            for analysis in analyses {
                for text in [analysis.sentence(in: calendar)] + analysis.noteTexts(in: calendar) {
                    let letters = text.unicodeScalars.filter(\.properties.isAlphabetic)
                    #expect(
                        !text.unicodeScalars.contains(where: Self.directionMarks.contains),
                        "\(identifier): direction marks in \(text)")
                    if !native || Self.latinLanguages.contains(language) {
                        #expect(letters.allSatisfy(Self.isLatin), "\(identifier): \(text)")
                    } else {
                        #expect(!letters.contains(where: { $0.isASCII }), "\(identifier): Latin letters in \(text)")
                    }
                }
            }
            checked += 1
        }
        #expect(checked > 700)
    }

    /// The picker's words are in the row's language: a language without its words is
    /// English throughout, "Weekdays" over English day names, never a native list.
    @Test func pickerWordsAreInTheRowsLanguage() {
        let isLatin = { (text: String) in text.unicodeScalars.allSatisfy { $0.isASCII || !$0.properties.isAlphabetic } }
        for identifier in Locale.availableIdentifiers where !Phrasebook.speaks(Locale(identifier: identifier)) {
            var calendar = Calendar(identifier: .gregorian)
            calendar.locale = Locale(identifier: identifier)
            let weekend = calendar.weekendDays
            for days in [Set(1...7), Set(1...7).subtracting(weekend), weekend, [2, 4]] where !days.isEmpty {
                let summary = WeekdaySelection(checked: days).summary(in: calendar)
                #expect(isLatin(summary), "\(identifier): \(summary)")
            }
            #expect(WeekdaySelection(checked: []).summary(in: calendar) == "Never", "\(identifier)")
        }
    }
}
