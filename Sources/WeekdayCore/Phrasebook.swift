import Foundation
import Recurrence
internal import Caching

/// The words of one language: English built in, the others from the package's
/// `Resources/<language>.json`, compiled in.
///
/// One file per language so a translator adds a language with one file and one line in
/// Package.swift and here. Missing languages and missing keys fall back to English.
package struct Phrasebook: Sendable {
    private let phrases: [String: String]
    private let fallback: [String: String]
    private let language: String

    /// The phrasebook for a locale's language (`es_MX` reads `es.json`).
    package init(locale: Locale) {
        let language = Phrasebook.language(of: locale)
        self.language = language
        phrases = language == "en" ? Phrasebook.english : Phrasebook.table(named: language)
        fallback = Phrasebook.english
    }

    private static let languages = Memo<String, String>()

    /// The name of a locale's language file: its language code, and for Chinese its
    /// script too (`zh` is Simplified; Traditional has no file yet, so it speaks English
    /// rather than mix Simplified phrases with Traditional names).
    private static func language(of locale: Locale) -> String {
        languages.value(for: locale.identifier) {
            let code = locale.language.languageCode?.identifier ?? "en"
            guard code == "zh" else { return code }
            return locale.language.maximalIdentifier.contains("Hant") ? "zh-Hant" : "zh"
        }
    }

    /// Whether the locale's own language has its words here: English, or a language whose
    /// file was found.
    ///
    /// Every sentence and note asks, so the answer is kept per locale.
    package static func speaks(_ locale: Locale) -> Bool {
        spoken.value(for: locale.identifier) {
            let language = language(of: locale)
            return language == "en" || !table(named: language).isEmpty
        }
    }

    private static let spoken = Memo<String, Bool>(capacity: 400)

    /// The phrase for `key` with each `{name}` replaced by its value.
    package func callAsFunction(_ key: String, _ values: PhraseValues = [:]) -> String {
        filling(template(key), values, cutAt: nil).before
    }

    /// The phrase for `key` as the language writes it, its `{name}` placeholders unfilled.
    func template(_ key: String) -> String { phrases[key] ?? fallback[key] ?? key }

    /// A phrase with each `{name}` replaced by its value (a name without one stays as it
    /// is), cut in two at the placeholder `cut`: the words before it and after it (nil when
    /// the phrase has no such placeholder, or no cut is asked).
    ///
    /// Read as UTF-8 bytes, in one pass: the braces are ASCII, and every sentence and note
    /// passes here.
    func filling(_ template: String, _ values: PhraseValues, cutAt cut: String?) -> (before: String, after: String?) {
        var template = template
        guard !values.isEmpty || cut != nil, template.utf8.contains(Self.openBrace) else { return (template, nil) }
        return template.withUTF8 { bytes in
            var text: [UInt8] = []
            text.reserveCapacity(bytes.count * 2)
            var before: [UInt8]?
            var rest = 0
            while let open = bytes[rest...].firstIndex(of: Self.openBrace),
                let close = bytes[open...].firstIndex(of: Self.closeBrace)
            {
                text += bytes[rest..<open]
                let name = bytes[(open + 1)..<close]
                if before == nil, let cut, cut.utf8.elementsEqual(name) {
                    before = text
                    text.removeAll(keepingCapacity: true)
                } else if let value = values.value(named: name) {
                    text += value.utf8
                } else {
                    text += bytes[open...close]
                }
                rest = close + 1
            }
            text += bytes[rest...]
            let last = String(decoding: text, as: UTF8.self)
            guard let before else { return (last, nil) }
            return (String(decoding: before, as: UTF8.self), last)
        }
    }

    private static let openBrace = UInt8(ascii: "{")
    private static let closeBrace = UInt8(ascii: "}")

    /// The key of `base` for a count: `.one` for exactly one, `.other` for the rest, and
    /// where a language's numbers take more forms (Russian "2 недели", "5 недель",
    /// "21 неделю"), `.few` and `.many` beside `.other`, chosen by its CLDR plural rule.
    package func counted(_ base: String, _ count: Int) -> String {
        if count == 1 { return "\(base).one" }
        guard Phrasebook.slavicLanguages.contains(language) else { return "\(base).other" }
        let (ones, tens) = (count % 10, count % 100)
        let form: String
        if ones == 1 && tens != 11 {
            form = "other"
        } else if (2...4).contains(ones) && !(12...14).contains(tens) {
            form = "few"
        } else {
            form = "many"
        }
        return has("\(base).\(form)") ? "\(base).\(form)" : "\(base).other"
    }

    /// Languages whose counts take the one, few and many forms of CLDR's East Slavic rule.
    private static let slavicLanguages: Set<String> = ["ru", "uk", "be"]

    /// Whether the language has its own phrase for `key`.
    func has(_ key: String) -> Bool { phrases[key] != nil || fallback[key] != nil }

    private static let cache = Memo<String, [String: String]>()

    private static func table(named name: String) -> [String: String] {
        cache.value(for: name) {
            guard let bytes = embedded[name],
                let table = try? JSONDecoder().decode([String: String].self, from: Data(bytes))
            else { return [:] }
            return table
        }
    }

    /// Each language's phrasebook (`Resources/<language>.json`), compiled into the code: an
    /// app, an installed binary and a copied one all carry every language.
    private static let embedded: [String: [UInt8]] = [
        "de": PackageResources.de_json, "es": PackageResources.es_json, "fr": PackageResources.fr_json,
        "it": PackageResources.it_json, "ja": PackageResources.ja_json, "ko": PackageResources.ko_json,
        "nl": PackageResources.nl_json, "pt": PackageResources.pt_json, "ru": PackageResources.ru_json,
        "zh": PackageResources.zh_json,
    ]
}

/// What a phrase's `{name}` placeholders are filled with, written as a dictionary literal
/// (`["n": "3"]`).
///
/// A phrase has a few at most, so they are kept in a list searched in order: one
/// allocation and no hashing, where a dictionary cost more than the phrase itself.
package struct PhraseValues: ExpressibleByDictionaryLiteral, Sendable {
    private var pairs: [(name: String, value: String)]

    package init(dictionaryLiteral elements: (String, String)...) { self.init(elements) }

    /// The values of these names; where a name repeats, its first value.
    package init(_ elements: some Collection<(String, String)>) {
        pairs = []
        pairs.reserveCapacity(elements.count + 1)
        for (name, value) in elements where !pairs.contains(where: { $0.name == name }) { pairs.append((name, value)) }
    }

    /// Whether there are none.
    var isEmpty: Bool { pairs.isEmpty }

    /// The value for `name`; setting one replaces the value of that name or adds it.
    subscript(name: String) -> String? {
        get { pairs.first { $0.name == name }?.value }
        set {
            pairs.removeAll { $0.name == name }
            if let newValue { pairs.append((name, newValue)) }
        }
    }

    /// The value whose name is these UTF-8 bytes (a placeholder read from a template).
    func value(named bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        pairs.first { $0.name.utf8.elementsEqual(bytes) }?.value
    }
}
