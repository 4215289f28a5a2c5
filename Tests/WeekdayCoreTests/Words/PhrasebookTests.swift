import Foundation
import Testing

@testable import WeekdayCore

/// Each language file beside the built-in English fills every pattern English has (it may
/// add keys of its own, for its grammar: French "le 1er", Japanese word order).
@Suite struct PhrasebookTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WeekdayCore/Resources")

    /// The languages added for issue 26, whose files also keep English's placeholders.
    static let newLanguages = ["pl", "tr", "sv", "da", "uk", "ar", "he", "pt_PT"]

    @Test(arguments: ["de", "es", "fr", "ja", "it", "pt", "nl", "zh", "ko", "ru"] + newLanguages)
    func languageFileUsesEnglishKeys(language: String) throws {
        let data = try Data(contentsOf: Self.resources.appendingPathComponent("\(language).json"))
        let table = try JSONDecoder().decode([String: String].self, from: data)
        let english = Set(Phrasebook.english.keys)
        #expect(english.subtracting(table.keys).isEmpty, "keys \(language) lacks")
    }

    /// Every pattern of every language, filled with words in other scripts and with
    /// combining marks, reads as Foundation's own replacement of each `{name}` gives it.
    @Test(arguments: ["en", "de", "es", "fr", "ja", "it", "pt", "nl", "zh", "ko", "ru"] + newLanguages)
    func filledPatternsMatchPlainReplacement(language: String) throws {
        // Morocco's Arabic writes ASCII digits, so the sample "3" is compared as written;
        // Egypt's digits are checked in `arabicNumbersUseTheLocalesDigits`.
        let words = Phrasebook(locale: Locale(identifier: language == "ar" ? "ar_MA" : language))
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

    /// Each new language's phrase for an English key names the values English does, so
    /// none is dropped ("5 weeks" never loses its 5): the code gives a number both as `n`
    /// and as `ordinal`, a position list both as `list` and as `nth`, and days both as
    /// `days` and as `dayObjects` (Ukrainian "на середу"), so either serves.
    @Test(arguments: newLanguages)
    func newLanguagesKeepEnglishPlaceholders(language: String) throws {
        let data = try Data(contentsOf: Self.resources.appendingPathComponent("\(language).json"))
        let table = try JSONDecoder().decode([String: String].self, from: data)
        let same = ["ordinal": "n", "nth": "list", "alone": "list", "dayObjects": "days"]
        let names = { (template: String) in
            Set(
                template.split(separator: "{", omittingEmptySubsequences: false).dropFirst()
                    .compactMap { $0.split(separator: "}").first }.map { same[String($0)] ?? String($0) })
        }
        for (key, english) in Phrasebook.english {
            let translated = try #require(table[key], "\(language) lacks \(key)")
            #expect(names(translated) == names(english), "\(language) \(key): \(translated)")
        }
    }

    /// CLDR's plural categories for whole numbers, from its published rules.
    // (language, count, category)
    @Test(arguments: [
        ("pl", 1, PluralCategory.one), ("pl", 2, .few), ("pl", 4, .few), ("pl", 5, .many), ("pl", 12, .many),
        ("pl", 21, .many), ("pl", 22, .few), ("pl", 112, .many), ("uk", 1, .one), ("uk", 21, .one), ("uk", 3, .few),
        ("uk", 11, .many), ("uk", 14, .many), ("ru", 24, .few), ("ar", 0, .zero), ("ar", 1, .one), ("ar", 2, .two),
        ("ar", 3, .few), ("ar", 10, .few), ("ar", 11, .many), ("ar", 99, .many), ("ar", 100, .other), ("ar", 103, .few),
        ("ar", 111, .many), ("he", 1, .one), ("he", 2, .two), ("he", 3, .other), ("he", 20, .other), ("pt", 0, .one),
        ("pt_PT", 0, .other), ("tr", 2, .other), ("sv", 1, .one), ("da", 7, .other),
    ])
    func pluralCategoriesFollowCLDR(language: String, count: Int, category: PluralCategory) {
        #expect(PluralCategory(count, language: language) == category)
    }

    /// The count chooses the phrase: Polish "2 tygodnie", "5 tygodni", "22 tygodnie";
    /// Arabic's dual "أسبوعين" names no number, 3 to 10 take the plural, 11 to 99 the
    /// singular; Hebrew's dual "שבועיים".
    // (locale, interval, sentence)
    @Test(arguments: [
        ("pl_PL", 2, "Co 2 tygodnie"), ("pl_PL", 5, "Co 5 tygodni"), ("pl_PL", 22, "Co 22 tygodnie"),
        ("uk_UA", 21, "Кожен 21 тиждень"), ("uk_UA", 3, "Кожні 3 тижні"), ("uk_UA", 11, "Кожні 11 тижнів"),
        ("ar_EG", 2, "كل أسبوعين"), ("ar_EG", 3, "كل ٣ أسابيع"), ("ar_EG", 11, "كل ١١ أسبوعًا"),
        ("ar_EG", 100, "كل ١٠٠ أسبوع"), ("he_IL", 2, "כל שבועיים"), ("he_IL", 3, "כל 3 שבועות"),
        ("sv_SE", 3, "Var 3:e vecka"), ("da_DK", 3, "Hver 3. uge"), ("tr_TR", 3, "3 haftada bir"),
        ("pt_PT", 3, "De 3 em 3 semanas"),
    ])
    func countsTakeTheirLanguagesForm(locale: String, interval: Int, sentence: String) throws {
        let analysis = try RuleAnalysis(parsing: "FREQ=WEEKLY;INTERVAL=\(interval)")
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        #expect(analysis.summary(in: calendar) == sentence)
    }

    /// Egypt's Arabic writes its dates in Arabic-Indic digits, so its counts are too;
    /// Morocco's writes ASCII digits in both; a language spoken in English stays in ASCII.
    @Test func arabicNumbersUseTheLocalesDigits() throws {
        let analysis = try RuleAnalysis(parsing: "FREQ=DAILY;INTERVAL=3;COUNT=12")
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "ar_EG")
        #expect(analysis.summary(in: calendar) == "كل ٣ أيام، ١٢ مرة")
        calendar.locale = Locale(identifier: "ar_MA")
        #expect(analysis.summary(in: calendar) == "كل 3 أيام، 12 مرة")
        // Persian has no words here: its sentence is English, digits too.
        calendar.locale = Locale(identifier: "fa_IR")
        #expect(analysis.summary(in: calendar) == "Every 3 days, 12 times")
    }

    /// A rule's text and a zone's name are identifiers: Egypt's digits leave them as written.
    @Test func identifiersKeepTheirDigits() {
        let words = Phrasebook(locale: Locale(identifier: "ar_EG"))
        let status = words("picker.status", ["preset": "ب", "summary": "ج", "rule": "FREQ=WEEKLY;INTERVAL=2"])
        #expect(status.contains("FREQ=WEEKLY;INTERVAL=2"))
        #expect(words("note.zoneLater", ["zone": "Etc/GMT+5"]).contains("Etc/GMT+5"))
        #expect(words("s.count.other", ["n": "12"]).contains("١٢"))
    }

    /// Portugal and the countries whose Portuguese follows it read `pt_PT.json`; Brazil and
    /// a bare `pt` read `pt.json`.
    @Test(arguments: [
        ("pt_PT", "repete-se de 2 em 2 semanas"), ("pt_MZ", "repete-se de 2 em 2 semanas"),
        ("pt_BR", "se repete a cada 2 semanas"), ("pt", "se repete a cada 2 semanas"),
    ])
    func portugueseFollowsItsRegion(locale: String, note: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        #expect(RuleNote.repeats(every: 2, .weekly).text(in: calendar) == note)
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
