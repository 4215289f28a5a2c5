import Foundation

/// A locale as a user writes it, in POSIX form (`de_DE.UTF-8`, `C`, `sr_RS@latin`) or as a
/// Foundation identifier (`de_DE`, `sr_Latn_RS`), read into the Foundation identifier.
///
/// `--locale` and the environment read the same forms, so a value that works in `LANG`
/// works on the command line.
enum LocaleName {
    /// The Foundation identifier: the character set dropped, `C` and `POSIX` as `en_US`,
    /// and a script modifier (`@latin`, `@cyrillic`) made the script of the identifier.
    static func identifier(_ value: String) -> String {
        var name = value
        var modifier: Substring?
        if let at = name.firstIndex(of: "@") {
            modifier = name[name.index(after: at)...]
            name = String(name[..<at])
        }
        if let dot = name.firstIndex(of: ".") { name = String(name[..<dot]) }
        if name == "C" || name == "POSIX" { return "en_US" }
        guard let modifier, let script = scripts[modifier.lowercased()] else { return name }
        var parts = name.split(separator: "_", omittingEmptySubsequences: false).map(String.init)
        guard let language = parts.first, !language.isEmpty else { return name }
        parts.removeFirst()
        return ([language, script] + parts).joined(separator: "_")
    }

    /// The glibc modifiers that name a script, by the ISO 15924 code Foundation uses.
    private static let scripts = [
        "latin": "Latn", "cyrillic": "Cyrl", "devanagari": "Deva", "arabic": "Arab", "iqtelif": "Latn",
    ]

    /// Whether Foundation knows the locale's language (an unknown one would fall back silently).
    static func isKnown(_ identifier: String) -> Bool {
        guard !identifier.isEmpty, identifier.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        else { return false }
        let code = Locale(identifier: identifier).language.languageCode?.identifier ?? ""
        return Locale.LanguageCode.isoLanguageCodes.contains(where: { $0.identifier == code })
    }
}
