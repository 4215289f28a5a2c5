/// What an option takes after its name: nothing, free text, a whole number in a range, or
/// one of a fixed set of words.
enum OptionValue: Sendable, Equatable {
    /// A flag: the name alone (`--no-summary`).
    case flag
    /// Any text, named by `placeholder` in help (`--tz ZONE`); the command reads it.
    case text(placeholder: String)
    /// A whole number within `range` (`--jobs N`, `--first-weekday 1-7`).
    case number(placeholder: String, range: ClosedRange<Int>)
    /// One of these words (`--format text|json`), in the order help and errors list them.
    case choice([String])

    /// The words of a choice, in the order given.
    static func choice<Choice: OptionChoice>(_ cases: [Choice]) -> OptionValue {
        .choice(cases.map(\.rawValue))
    }

    /// Every case of a choice, in declaration order.
    static func choice<Choice: OptionChoice>(of type: Choice.Type) -> OptionValue {
        choice(Array(type.allCases))
    }

    /// How help and usage name the value (`ZONE`, `1-7`, `text|json`); nil for a flag.
    var placeholder: String? {
        switch self {
        case .flag: return nil
        case .text(let placeholder), .number(let placeholder, _): return placeholder
        case .choice(let words): return words.joined(separator: "|")
        }
    }
}

/// A fixed set of words an option takes, read into an enum rather than compared as text.
protocol OptionChoice: RawRepresentable<String>, CaseIterable, Sendable {}
