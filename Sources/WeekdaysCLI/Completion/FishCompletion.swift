/// The fish completion script, made from the command tables: one `complete` line per
/// command and option.
enum FishCompletion {
    static func script(for commands: [CommandSpec]) -> String {
        let atTop = "-n __fish_use_subcommand"
        var lines = [
            "# fish completion for weekdays; made by 'weekdays completion fish'.",
            "complete -c weekdays -f",
            "complete -c weekdays \(atTop) -l version -d \(quoted("Print the version."))",
            "complete -c weekdays \(atTop) -s h -l help -d \(quoted("Show help information."))",
            "complete -c weekdays \(atTop) -a help -d \(quoted("Show a command's help."))",
            "complete -c weekdays -n \(quoted("__fish_seen_subcommand_from help")) -x -a "
                + quoted(commands.map(\.name).joined(separator: " ")),
        ]
        for command in commands {
            lines.append("complete -c weekdays \(atTop) -a \(command.name) -d \(quoted(command.abstract))")
            let condition = "-n " + quoted("__fish_seen_subcommand_from \(command.name)")
            for option in command.visibleOptions {
                var line = "complete -c weekdays \(condition)"
                if let short = option.shortName { line += " -s \(short.dropFirst())" }
                line += " -l \(option.name.dropFirst(2))"
                if option.value != .flag {
                    switch option.completion {
                    case .none: line += " -x"
                    case .files: line += " -r -F"
                    case .words(let words): line += " -x -a \(quoted(words.joined(separator: " ")))"
                    }
                }
                line += " -d \(quoted(option.helpWithDefault.replacingOccurrences(of: "\n", with: " ")))"
                lines.append(line)
            }
            lines.append("complete -c weekdays \(condition) -s h -l help -d \(quoted("Show help information."))")
            switch command.arguments.first?.completion ?? .none {
            case .none: break
            case .files: lines.append("complete -c weekdays \(condition) -F")
            case .words(let words):
                lines.append("complete -c weekdays \(condition) -x -a \(quoted(words.joined(separator: " ")))")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// Text in fish's single quotes, where only `\` and `'` are escaped.
    private static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "'", with: "\\'") + "'"
    }
}
