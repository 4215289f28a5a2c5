/// The bash completion script, made from the command tables: `complete -F _weekdays weekdays`.
enum BashCompletion {
    static func script(for commands: [CommandSpec]) -> String {
        let names = commands.map(\.name) + ["help"]
        var lines = [
            "# bash completion for weekdays; made by 'weekdays completion bash'.",
            "_weekdays() {",
            "    local cur=\"${COMP_WORDS[COMP_CWORD]}\" prev=\"${COMP_WORDS[COMP_CWORD-1]}\"",
            "    local command=\"\" i",
            "    for ((i = 1; i < COMP_CWORD; i++)); do",
            "        case \"${COMP_WORDS[i]}\" in",
            "            -*) ;;",
            "            *) command=\"${COMP_WORDS[i]}\"; break ;;",
            "        esac",
            "    done",
            "    case \"$command\" in",
            "        \"\")",
            "            COMPREPLY=($(compgen -W \(quoted((names + ["--help", "--version"]).joined(separator: " "))) -- \"$cur\"))",
            "            ;;",
            "        help)",
            "            COMPREPLY=($(compgen -W \(quoted(commands.map(\.name).joined(separator: " "))) -- \"$cur\"))",
            "            ;;",
        ]
        for command in commands {
            lines.append("        \(command.name))")
            lines += valueCases(command).map { "            " + $0 }
            let optionNames = command.visibleOptions.flatMap(\.names) + ["-h", "--help"]
            lines.append("            if [[ $cur == -* ]]; then")
            lines.append(
                "                COMPREPLY=($(compgen -W \(quoted(optionNames.joined(separator: " "))) -- \"$cur\"))")
            if let completion = command.arguments.first?.completion, completion != .none {
                lines.append("            else")
                lines.append("                " + reply(completion))
            }
            lines.append("            fi")
            lines.append("            ;;")
        }
        lines += ["    esac", "}", "complete -F _weekdays weekdays"]
        return lines.joined(separator: "\n")
    }

    /// The `case "$prev"` that completes an option's value, when the command has options
    /// that take one.
    private static func valueCases(_ command: CommandSpec) -> [String] {
        let valued = command.visibleOptions.filter { $0.value != .flag }
        guard !valued.isEmpty else { return [] }
        var lines = ["case \"$prev\" in"]
        for option in valued {
            let pattern = option.names.joined(separator: "|")
            let action = option.completion == .none ? "" : reply(option.completion) + "; "
            lines.append("    \(pattern)) \(action)return ;;")
        }
        lines.append("esac")
        return lines
    }

    /// The `COMPREPLY` assignment for what a value completes to.
    private static func reply(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: return "COMPREPLY=()"
        case .files: return "compopt -o filenames 2>/dev/null; COMPREPLY=($(compgen -f -- \"$cur\"))"
        case .words(let words):
            return "COMPREPLY=($(compgen -W \(quoted(words.joined(separator: " "))) -- \"$cur\"))"
        }
    }

    /// Text in single quotes for the shell.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
