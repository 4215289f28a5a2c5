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
    /// The locale's digits zero to nine where they are not ASCII (Arabic in Saudi Arabia
    /// and Egypt writes "٣"): counts and day numbers are then written as its dates are.
    private let digits: [Character]?

    /// The phrasebook for a locale's language (`es_MX` reads `es.json`).
    package init(locale: Locale) {
        let language = Phrasebook.language(of: locale)
        self.language = language
        phrases = language == "en" ? Phrasebook.english : Phrasebook.table(named: language)
        fallback = Phrasebook.english
        // A language without its words speaks English, in English digits.
        digits =
            language == "en" || phrases.isEmpty
            ? nil
            : Phrasebook.nativeDigits.value(for: locale.identifier) {
                Phrasebook.digits(of: locale)
            }.characters
    }

    /// The digits a locale's numbers are written in, nil where they are ASCII.
    private static func digits(of locale: Locale) -> NativeDigits {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .none
        let written = (0...9).compactMap { formatter.string(from: NSNumber(value: $0)).flatMap(\.first) }
        guard written.count == 10, written != Array("0123456789") else { return NativeDigits(characters: nil) }
        return NativeDigits(characters: written)
    }

    /// A locale's digits as kept per locale (a Memo keeps no optionals).
    private struct NativeDigits: Sendable {
        let characters: [Character]?
    }

    private static let nativeDigits = Memo<String, NativeDigits>(capacity: 400)

    private static let languages = Memo<String, String>()

    /// The name of a locale's language file: its language code, for Portuguese outside
    /// Brazil's usage `pt_PT`, and for Chinese its script too (`zh` is Simplified;
    /// Traditional has no file yet, so it speaks English rather than mix Simplified phrases
    /// with Traditional names).
    private static func language(of locale: Locale) -> String {
        languages.value(for: locale.identifier) {
            let code = locale.language.languageCode?.identifier ?? "en"
            if code == "pt", let region = locale.region?.identifier, europeanPortuguese.contains(region) {
                return "pt_PT"
            }
            guard code == "zh" else { return code }
            return locale.language.maximalIdentifier.contains("Hant") ? "zh-Hant" : "zh"
        }
    }

    /// Regions whose Portuguese follows Portugal's (CLDR makes `pt_PT` their parent locale):
    /// "repete-se", "à segunda-feira", where Brazil says "repete", "na segunda-feira".
    private static let europeanPortuguese: Set<String> = [
        "PT", "AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL",
    ]

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

    /// Values with their ASCII digits in the locale's own, so "كل ٣ أسابيع" reads as the
    /// dates beside it do; a zone's name and a rule's text are identifiers and stay as
    /// written.
    private func localized(_ values: PhraseValues) -> PhraseValues {
        guard let digits else { return values }
        return values.mapValues { name, value in
            guard name != "zone", name != "rule", value.utf8.contains(where: { (0x30...0x39).contains($0) }) else {
                return value
            }
            return String(value.map { $0.isASCII ? $0.wholeNumberValue.map { digits[$0] } ?? $0 : $0 })
        }
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
        let values = localized(values)
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

    /// The key of `base` for a count: `.one` for exactly one (a phrase that may name no
    /// number: "Every week"), and for other counts the form CLDR's plural rule of the
    /// language chooses (Russian "2 недели", "5 недель"; Arabic "أسبوعين", "3 أسابيع",
    /// "11 أسبوعًا") where the language has that key, else `.other`.
    ///
    /// CLDR's `one` for a count other than 1 (Russian 21, 31) is `.other`, the form
    /// such a language writes there.
    package func counted(_ base: String, _ count: Int) -> String {
        if count == 1 { return "\(base).one" }
        let category = PluralCategory(count, language: language)
        guard category != .one, category != .other else { return "\(base).other" }
        let key = "\(base).\(category.rawValue)"
        return has(key) ? key : "\(base).other"
    }

    /// Whether the language has its own phrase for `key`.
    func has(_ key: String) -> Bool { phrases[key] != nil || fallback[key] != nil }

    /// A language's phrasebook, decoded from the code the first time it is asked for and
    /// never changed after.
    private static func table(named name: String) -> [String: String] {
        switch name {
        case "de": Decoded.de
        case "es": Decoded.es
        case "fr": Decoded.fr
        case "it": Decoded.it
        case "ja": Decoded.ja
        case "ko": Decoded.ko
        case "nl": Decoded.nl
        case "pt": Decoded.pt
        case "ru": Decoded.ru
        case "zh": Decoded.zh
        case "pl": Decoded.pl
        case "tr": Decoded.tr
        case "sv": Decoded.sv
        case "da": Decoded.da
        case "uk": Decoded.uk
        case "ar": Decoded.ar
        case "he": Decoded.he
        case "pt_PT": Decoded.pt_PT
        default: [:]
        }
    }

    /// Each phrasebook as a table, made once (a `static let` is set on first use, once).
    private enum Decoded {
        static let de = decode(PackageResources.de_json)
        static let es = decode(PackageResources.es_json)
        static let fr = decode(PackageResources.fr_json)
        static let it = decode(PackageResources.it_json)
        static let ja = decode(PackageResources.ja_json)
        static let ko = decode(PackageResources.ko_json)
        static let nl = decode(PackageResources.nl_json)
        static let pt = decode(PackageResources.pt_json)
        static let ru = decode(PackageResources.ru_json)
        static let zh = decode(PackageResources.zh_json)
        static let pl = decode(PackageResources.pl_json)
        static let tr = decode(PackageResources.tr_json)
        static let sv = decode(PackageResources.sv_json)
        static let da = decode(PackageResources.da_json)
        static let uk = decode(PackageResources.uk_json)
        static let ar = decode(PackageResources.ar_json)
        static let he = decode(PackageResources.he_json)
        static let pt_PT = decode(PackageResources.pt_PT_json)

        static func decode(_ bytes: [UInt8]) -> [String: String] {
            (try? JSONDecoder().decode([String: String].self, from: Data(bytes))) ?? [:]
        }
    }
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

    /// The same names with each value changed by `transform`, which is given the name too.
    func mapValues(_ transform: (String, String) -> String) -> PhraseValues {
        var copy = self
        copy.pairs = pairs.map { ($0.name, transform($0.name, $0.value)) }
        return copy
    }

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
