import Foundation
import ICalKit
import Testing
import WeekdayKit

@testable import WeekdaysCLI

/// Over every locale Foundation knows, `show`, `week --plain` and `pick --plain` speak one
/// language: the locale's own where the package has its words (no English word the
/// language's phrasebook does not use itself), English throughout where it has not.
@Suite struct OneLanguageTests {
    /// Rules with a bare day list, an approximate rule with notes, and every day.
    static let rules = ["FREQ=WEEKLY;BYDAY=MO,WE", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=5", "FREQ=DAILY"]

    /// The words of a text, lowercased, three letters or more, placeholders left out.
    static func words(_ text: String) -> Set<String> {
        let bare = text.replacing(/\{[^}]*\}/, with: " ")
        return Set(
            bare.split { !$0.isLetter }.map { $0.lowercased() }.filter { $0.count >= 3 })
    }

    /// The words Foundation writes for a locale: day and month names, as dates and alone.
    static func calendarWords(_ identifier: String) -> Set<String> {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        let names =
            calendar.weekdaySymbols + calendar.standaloneWeekdaySymbols + calendar.shortWeekdaySymbols
            + calendar.shortStandaloneWeekdaySymbols + calendar.monthSymbols + calendar.standaloneMonthSymbols
        return words(names.joined(separator: " "))
    }

    /// Every word English output may hold: the English phrasebook's and Foundation's
    /// English names.
    static let englishWords = Phrasebook.english.values.reduce(into: calendarWords("en_US")) {
        $0.formUnion(words($1))
    }

    /// The words of a language's own phrases: those that differ from English, so a key
    /// the language lacks (and reads in English) adds nothing.
    static func ownWords(_ locale: Locale) -> Set<String> {
        let phrasebook = Phrasebook(locale: locale)
        return Phrasebook.english.reduce(into: Set<String>()) { found, entry in
            let own = phrasebook(entry.key)
            if own != entry.value { found.formUnion(words(own)) }
        }
    }

    /// Everything the three commands say in a locale, the rules' own text left out.
    static func output(_ identifier: String, now: Date) throws -> String {
        var texts: [String] = []
        for rule in rules {
            texts.append(run("show", rule, "--dtstart", "20260105", "--locale", identifier).stdout)
        }
        var context = CommandContext(environment: ["LANG": "en_US.UTF-8", "TZ": "UTC"], stdoutIsTerminal: false)
        try WeekCommand.run(
            ["--plain", "20260105", "--rule", rules[1], "--dtstart", "20260105", "--locale", identifier], &context,
            now: now)
        texts.append(context.stdout)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        var view = PickerView(state: PickerState(calendar: calendar, selection: [2, 4, 6]), accent: nil)
        texts += view.introduction()
        if case .changed(let said) = view.respond(to: .tab) { texts += said }
        return texts.joined(separator: "\n").replacing(/FREQ=[A-Z0-9=;,+-]*/, with: " ")
    }

    @Test func noOutputMixesLanguages() throws {
        let now = Date(timeIntervalSince1970: 1_767_614_400)  // 2026-01-05 12:00 UTC
        var checked = (english: 0, own: 0)
        for identifier in Locale.availableIdentifiers {
            let locale = Locale(identifier: identifier)
            let text = try Self.output(identifier, now: now)
            #expect(!text.contains(".."), "\(identifier): a doubled full stop in \(text)")
            let language = locale.language.languageCode?.identifier ?? "en"
            if language == "en" || !Phrasebook.speaks(locale) {
                let foreign = Self.words(text).subtracting(Self.englishWords)
                #expect(foreign.isEmpty, "\(identifier): not English: \(foreign.sorted()) in \(text)")
                #expect(
                    !text.unicodeScalars.contains { !$0.isASCII && $0.properties.isAlphabetic },
                    "\(identifier): letters outside English in \(text)")
                #expect(
                    !text.unicodeScalars.contains { !$0.isASCII && $0.properties.numericType != nil },
                    "\(identifier): digits outside ASCII in \(text)")
                checked.english += 1
            } else {
                let english = Self.englishWords.subtracting(Self.ownWords(locale))
                    .subtracting(Self.calendarWords(identifier))
                let found = Self.words(text).intersection(english)
                #expect(found.isEmpty, "\(identifier): English \(found.sorted()) in \(text)")
                checked.own += 1
            }
        }
        #expect(checked.english > 300 && checked.own > 100, "\(checked)")
    }

    /// A language without a phrasebook writes what English in its region writes, word for
    /// word: the presets, the days and the dates are all English.
    @Test(arguments: ["fa_IR", "hi_IN", "fi_FI"])
    func localeWithoutWordsSpeaksEnglish(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        try #require(!Phrasebook.speaks(locale), "\(identifier) has a phrasebook now; pick another")
        let now = Date(timeIntervalSince1970: 1_767_614_400)
        let region = try #require(locale.region?.identifier)
        #expect(try Self.output(identifier, now: now) == Self.output("en_\(region)", now: now))
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = locale
        let view = PickerView(state: PickerState(calendar: calendar, selection: .everyDay), accent: nil)
        #expect(view.introduction()[1] == "Preset: Every day. Summary: Every day. Rule: FREQ=DAILY.")
    }

    /// An abbreviated day at the end of a summary keeps one full stop before the rule.
    @Test func abbreviatedDayEndsWithOneFullStop() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "fr_FR")
        let view = PickerView(state: PickerState(calendar: calendar, selection: [2, 4]), accent: nil)
        #expect(
            view.introduction()[1]
                == "Préréglage : Personnalisé. Résumé : lun. et mer. Règle : FREQ=WEEKLY;BYDAY=MO,WE.")
    }
}
