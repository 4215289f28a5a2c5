/// One option of a command, declared once: parsing, the usage line, `--help`, the bad-value
/// errors, shell completions and the man page are all made from it.
struct CommandOption: Sendable {
    /// What a default is: a choice the parser takes when the option is absent, or words for
    /// a default the command works out itself.
    enum Default: Sendable, Equatable {
        /// A choice's word, taken as if given (`--format` is `text`).
        case value(String)
        /// Said in help only (`from LANG`, `one per core`, `1000`).
        case described(String)

        /// The words help shows after `default: `.
        var text: String {
            switch self {
            case .value(let text), .described(let text): return text
            }
        }
    }

    /// The long name, with its dashes (`--output`).
    let name: String
    /// A one-letter alias, with its dash (`-o`); usage shows it instead of the long name.
    var shortName: String?
    let value: OptionValue
    /// One or more sentences, ending with a period; a newline breaks the help line there.
    let help: String
    var defaultValue: Default?
    /// Given in every form of the command; the usage line shows it without brackets.
    var isRequired = false
    /// May be given more than once (`--calendar a.ics --calendar b.ics`).
    var isRepeatable = false
    /// Accepted, but left out of help, usage, completions and the man page.
    var isHidden = false
    /// What a shell offers for a text value (file names, color names).
    private var textCompletion: ValueCompletion

    init(
        _ name: String, short shortName: String? = nil, _ value: OptionValue, help: String,
        default defaultValue: Default? = nil, required isRequired: Bool = false,
        repeatable isRepeatable: Bool = false, hidden isHidden: Bool = false,
        completes textCompletion: ValueCompletion = .none
    ) {
        self.textCompletion = textCompletion
        self.name = name
        self.shortName = shortName
        self.value = value
        self.help = help
        self.defaultValue = defaultValue
        self.isRequired = isRequired
        self.isRepeatable = isRepeatable
        self.isHidden = isHidden
    }

    /// The same option, accepted but left out of help, usage, completions and the man page.
    var hidden: CommandOption {
        var option = self
        option.isHidden = true
        return option
    }

    /// What a shell offers for the value: a choice's words, else what was declared.
    var completion: ValueCompletion {
        if case .choice(let words) = value { return .words(words) }
        return textCompletion
    }

    /// Every name the option answers to.
    var names: [String] { [shortName, name].compactMap { $0 } }

    /// The option as help lists it: `-o, --output FILE`, `--format text|json`.
    var helpLabel: String {
        let spelled = names.joined(separator: ", ")
        return value.placeholder.map { "\(spelled) \($0)" } ?? spelled
    }

    /// The option as the usage line shows it: `-o FILE`, `--calendar PATH...`.
    func usageLabel(values: [String]? = nil) -> String {
        let placeholder = values.map { $0.joined(separator: "|") } ?? value.placeholder
        guard let placeholder else { return shortName ?? name }
        return "\(shortName ?? name) \(placeholder)\(isRepeatable ? "..." : "")"
    }

    /// The help with its default said before the final period.
    ///
    /// For example: `The output form (default: text).`
    var helpWithDefault: String {
        guard let defaultValue else { return help }
        let sentence = help.hasSuffix(".") ? String(help.dropLast()) : help
        return "\(sentence) (default: \(defaultValue.text))."
    }
}
