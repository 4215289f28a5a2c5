import Foundation

/// The help of the tool and of each command, made from the commands' tables.
enum HelpText {
    static let version = "weekdays 1.0.0"

    /// The tool's own options, as the root help lists them.
    private static let toolOptions = [
        ("--version", "Print the version."), ("-h, --help", "Show help information."),
    ]

    /// What the root help says the tool does; the man page's description too.
    static let overview = "Convert between weekday selections and RFC 5545 recurrence rules."

    static var root: String {
        let commands = CommandCatalog.visible.map {
            "  " + $0.name.padding(toLength: 13, withPad: " ", startingAt: 0) + $0.abstract
        }
        return """
            OVERVIEW: \(overview)

            USAGE: weekdays <command> [options]

            COMMANDS:
            \(commands.joined(separator: "\n"))

            OPTIONS:
            \(toolOptions.flatMap { rows(label: $0.0, text: $0.1) }.joined(separator: "\n"))

              See 'weekdays help <command>' for a command's options.
            """
    }

    /// A command's whole help: overview, usage, arguments, options and notes.
    static func help(for command: CommandSpec) -> String {
        var sections = ["OVERVIEW: \(command.abstract)", "USAGE: \(command.usage)"]
        if !command.arguments.isEmpty {
            let lines = command.arguments.flatMap { rows(label: $0.name, text: $0.help) }
            sections.append((["ARGUMENTS:"] + lines).joined(separator: "\n"))
        }
        if !command.visibleOptions.isEmpty {
            let lines = command.visibleOptions.flatMap { rows(label: $0.helpLabel, text: $0.helpWithDefault) }
            sections.append((["OPTIONS:"] + lines).joined(separator: "\n"))
        }
        if let notes = command.notes { sections.append(notes) }
        return sections.joined(separator: "\n\n")
    }

    /// Columns where the text of a row starts; a longer label takes a line of its own.
    private static let textColumn = 26

    /// A label and its text as help lines: the label indented two columns, the text from
    /// ``textColumn``, broken where it holds a newline.
    static func rows(label: String, text: String) -> [String] {
        let indent = String(repeating: " ", count: textColumn)
        var lines = text.components(separatedBy: "\n").map { indent + $0 }
        let labelled = "  " + label
        if labelled.count + 2 <= textColumn {
            lines[0] =
                labelled.padding(toLength: textColumn, withPad: " ", startingAt: 0) + lines[0].dropFirst(textColumn)
        } else {
            lines.insert(labelled, at: 0)
        }
        return lines
    }
}
