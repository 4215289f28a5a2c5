/// Options several commands take, each with the words the command gives it.
extension CommandOption {
    /// `--locale ID`: the calendar's language and week.
    static func locale(_ help: String, default defaultValue: Default? = .described("from LANG")) -> CommandOption {
        CommandOption("--locale", .text(placeholder: "ID"), help: help, default: defaultValue)
    }

    /// `--first-weekday 1-7`, which overrides the locale's.
    static let firstWeekday = CommandOption(
        "--first-weekday", .number(placeholder: "1-7", range: 1...7), help: "The first day of the week (1 is Sunday).")

    /// `--tz ZONE`, an IANA zone name.
    static func timeZone(_ help: String, default defaultValue: Default? = nil) -> CommandOption {
        CommandOption("--tz", .text(placeholder: "ZONE"), help: help, default: defaultValue)
    }

    /// `--dtstart D`, an RFC 5545 DATE or DATE-TIME.
    static func start(_ help: String, required: Bool = false) -> CommandOption {
        CommandOption("--dtstart", .text(placeholder: "D"), help: help, required: required)
    }

    /// `--color NAME|#RRGGBB`, the fill of marked days.
    static func color(_ help: String) -> CommandOption {
        CommandOption(
            "--color", .text(placeholder: "NAME|#RRGGBB"), help: help, default: .described("orange"),
            completes: .words(TerminalColor.names))
    }

    /// `--format`, with the forms a command writes.
    static func format(_ forms: [OutputFormat]) -> CommandOption {
        CommandOption("--format", .choice(forms), help: "The output form.", default: .value(OutputFormat.text.rawValue))
    }

    /// `--jobs N`, the threads that read components.
    static let jobs = CommandOption(
        "--jobs", .number(placeholder: "N", range: 1...256), help: "Threads reading components.",
        default: .described("one per core"))
}

/// The forms of a command's output.
enum OutputFormat: String, OptionChoice {
    case text, json, jsonl
}
