/// The manual page `weekdays.1`, in roff's man macros, made from the command tables.
enum ManPage {
    static func page(for commands: [CommandSpec]) -> String {
        var lines = [
            ".\\\" The manual of weekdays; made by 'weekdays manpage'.",
            ".TH WEEKDAYS 1 \"\" \(quoted(HelpText.version)) \"User Commands\"",
            // Left-aligned and unhyphenated, so option names and usage lines stay whole.
            ".ad l",
            ".nh",
            ".SH NAME",
            "weekdays \\- " + escaped(lowercasedFirst(HelpText.overview.dropLast())),
            ".SH SYNOPSIS",
            ".B weekdays",
            ".I command",
            "[\\fIoptions\\fR]",
            ".SH DESCRIPTION",
            escaped(HelpText.overview),
            "Each command's help is also printed by",
            ".BR \"weekdays help \\fIcommand\\fR\" .",
            ".SH OPTIONS",
            ".TP",
            ".B \\-\\-version",
            "Print the version.",
            ".TP",
            ".BR \\-h \", \" \\-\\-help",
            "Show help information.",
            ".SH COMMANDS",
        ]
        for command in commands {
            lines += section(for: command)
        }
        lines += [
            ".SH EXIT STATUS",
            ".TP", "0", "Success.",
            ".TP", "1", "The command ran and found problems (a rule that fails its round trip, an invalid component).",
            ".TP", "2", "A usage error, or input that cannot be read or parsed at all.",
            ".PP",
            "Every error message goes to standard error and starts with",
            ".BR \"weekdays: \" .",
            ".SH ENVIRONMENT",
            ".TP", ".B LC_ALL\\fR, \\fBLC_MESSAGES\\fR, \\fBLANG",
            "The default locale of summaries and of the calendar's week.",
            ".TP", ".B NO_COLOR",
            "When set and not empty, no color is used.",
            ".TP", ".BR TERM \", \" COLORTERM",
            "How many colors the terminal shows;",
            ".B TERM=dumb",
            "means none, and interactive screens speak in lines.",
            ".TP", ".B COLUMNS",
            "The width printed weeks are laid out in.",
        ]
        return lines.joined(separator: "\n")
    }

    /// A command's part: its usage, abstract, arguments, options and notes.
    private static func section(for command: CommandSpec) -> [String] {
        var lines = [".SS \(quoted("weekdays " + command.name))", escaped(command.abstract), ".PP"]
        lines.append(escaped(command.usage))
        for argument in command.arguments {
            lines += [".TP", ".I \(escaped(argument.name))", escaped(joined(argument.help))]
        }
        for option in command.visibleOptions {
            let names = option.names.map { "\\fB\(escaped($0))\\fR" }.joined(separator: ", ")
            let value = option.value.placeholder.map { " \\fI\(escaped($0))\\fR" } ?? ""
            lines += [".TP", names + value, escaped(joined(option.helpWithDefault))]
        }
        if let notes = command.notes {
            lines += [".PP", escaped(joined(notes))]
        }
        return lines
    }

    /// Help text as one paragraph: roff fills lines itself.
    private static func joined(_ text: String) -> String {
        text.replacingOccurrences(of: "\n", with: " ")
    }

    private static func lowercasedFirst(_ text: Substring) -> String {
        text.prefix(1).lowercased() + text.dropFirst()
    }

    /// Text safe in roff: backslashes and dashes escaped, and a line that would start
    /// with a control character (`.` or `'`) guarded.
    static func escaped(_ text: String) -> String {
        let body = text.replacingOccurrences(of: "\\", with: "\\e").replacingOccurrences(of: "-", with: "\\-")
        return body.hasPrefix(".") || body.hasPrefix("'") ? "\\&" + body : body
    }

    private static func quoted(_ text: String) -> String {
        "\"" + escaped(text).replacingOccurrences(of: "\"", with: "\\(dq") + "\""
    }
}
