/// The zsh completion script, made from the command tables: an `_arguments` spec per
/// command, with each option's help as its description.
enum ZshCompletion {
    static func script(for commands: [CommandSpec]) -> String {
        var lines = [
            "#compdef weekdays",
            "# zsh completion for weekdays; made by 'weekdays completion zsh'.",
            "_weekdays() {",
            "    local context state state_descr line",
            "    typeset -A opt_args",
            "    _arguments -C \\",
            "        '(- *)--version[Print the version.]' \\",
            "        '(- *)'{-h,--help}'[Show help information.]' \\",
            "        '1: :->command' \\",
            "        '*:: :->argument'",
            "    case $state in",
            "        command)",
            "            local -a commands",
            "            commands=(",
        ]
        lines += (commands.map { ($0.name, $0.abstract) } + [("help", "Show a command's help.")]).map {
            "                " + quoted("\($0.0):\(described($0.1))")
        }
        lines += [
            "            )",
            "            _describe -t commands 'weekdays command' commands",
            "            ;;",
            "        argument)",
            "            case $words[1] in",
            "                help)",
            "                    _arguments " + quoted(":command:(\(commands.map(\.name).joined(separator: " ")))"),
            "                    ;;",
        ]
        for command in commands {
            lines.append("                \(command.name))")
            let specs =
                command.visibleOptions.map(spec)
                + ["'(- *)'{-h,--help}'[Show help information.]'"] + command.arguments.map(spec)
            lines.append("                    _arguments \\")
            lines += specs.enumerated().map { index, spec in
                "                        " + spec + (index == specs.count - 1 ? "" : " \\")
            }
            lines.append("                    ;;")
        }
        lines += [
            "            esac",
            "            ;;",
            "    esac",
            "}",
            "if [[ $funcstack[1] == _weekdays ]]; then _weekdays \"$@\"; else compdef _weekdays weekdays; fi",
        ]
        return lines.joined(separator: "\n")
    }

    /// An option's `_arguments` spec: `'--format[The output form.]:text|json:(text json)'`.
    private static func spec(_ option: CommandOption) -> String {
        let help = "[\(described(option.helpWithDefault))]"
        var value = ""
        if let placeholder = option.value.placeholder {
            value = ":\(described(placeholder)):\(action(option.completion))"
        }
        let repetition = option.isRepeatable ? "*" : ""
        guard option.names.count > 1 else { return quoted(repetition + option.name + help + value) }
        let exclusion = option.isRepeatable ? "*" : "(\(option.names.joined(separator: " ")))"
        return quoted(exclusion) + "{\(option.names.joined(separator: ","))}" + quoted(help + value)
    }

    /// A positional argument's spec: `':RULE: '`, `'::DATE: '`, `'*:PATH:_files'`.
    private static func spec(_ argument: CommandArgument) -> String {
        let position = argument.isRepeatable ? "*:" : argument.isOptional ? "::" : ":"
        return quoted(position + described(argument.name) + ":" + action(argument.completion))
    }

    private static func action(_ completion: ValueCompletion) -> String {
        switch completion {
        case .none: return " "
        case .files: return "_files"
        case .words(let words): return "(\(words.joined(separator: " ")))"
        }
    }

    /// Help text as a description: one line, with the characters `_arguments` reads escaped.
    private static func described(_ text: String) -> String {
        var result = ""
        for character in text.replacingOccurrences(of: "\n", with: " ") {
            if "\\[]:".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }

    private static func quoted(_ text: String) -> String { BashCompletion.quoted(text) }
}
