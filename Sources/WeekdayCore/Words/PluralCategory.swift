/// CLDR's plural category of a whole number in one language: which form of a counted word
/// it takes ("1 tydzień", "2 tygodnie", "5 tygodni").
///
/// Foundation gives no plural rules outside Apple's string catalogs, so the integer part
/// of each language's published CLDR rule is written here; a language not listed has only
/// one and other.
enum PluralCategory: String, Sendable {
    case zero, one, two, few, many, other

    /// The category of `count` in `language` (a phrasebook's name: `pl`, `pt_PT`).
    init(_ count: Int, language: String) {
        let n = count.magnitude
        let (ones, tens) = (n % 10, n % 100)
        switch language {
        case "ru", "uk", "be":
            // East Slavic: 1, 21, 31…; 2–4, 22–24…; the rest.
            if ones == 1 && tens != 11 {
                self = .one
            } else if (2...4).contains(ones) && !(12...14).contains(tens) {
                self = .few
            } else {
                self = .many
            }
        case "pl":
            // Polish: 1 alone; 2–4, 22–24…; the rest (5, 12, 21…).
            if n == 1 {
                self = .one
            } else if (2...4).contains(ones) && !(12...14).contains(tens) {
                self = .few
            } else {
                self = .many
            }
        case "ar":
            // Arabic: 0, 1, 2, 3–10 (and 103–110…), 11–99 (and 111–199…), the rest (100, 101…).
            if n == 0 {
                self = .zero
            } else if n == 1 {
                self = .one
            } else if n == 2 {
                self = .two
            } else if (3...10).contains(tens) {
                self = .few
            } else if (11...99).contains(tens) {
                self = .many
            } else {
                self = .other
            }
        case "he":
            // Hebrew: 1, 2 (the dual "שבועיים"), the rest.
            self = n == 1 ? .one : n == 2 ? .two : .other
        case "pt":
            // Brazilian Portuguese counts 0 with 1.
            self = n <= 1 ? .one : .other
        default:
            self = n == 1 ? .one : .other
        }
    }
}
