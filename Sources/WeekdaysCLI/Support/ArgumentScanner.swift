/// Splits a command's arguments into positionals and the options of its table.
///
/// Accepts `--name value` and `--name=value`; `--` ends options; `-` alone is a positional
/// (standard input), and so is a negative number. Values are kept under the option's long
/// name, whichever name was given.
struct ArgumentScanner {
    let command: CommandSpec
    private(set) var positionals: [String] = []
    /// Every value of each option, in order.
    private var givenValues: [String: [String]] = [:]
    private var flags: Set<String> = []

    init(_ arguments: [String], command: CommandSpec) throws(CommandFailure) {
        self.command = command
        var index = 0
        var optionsEnded = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = command.option(named: name), option.value != .flag || inlineValue == nil else {
                if Int(argument) != nil {
                    positionals.append(argument)
                    continue
                }
                throw .usage("unknown option '\(name)'", command: command.name)
            }
            if option.value == .flag {
                flags.insert(option.name)
            } else if let inlineValue {
                givenValues[option.name, default: []].append(inlineValue)
            } else if index < arguments.count {
                givenValues[option.name, default: []].append(arguments[index])
                index += 1
            } else {
                throw .usage("missing value for '\(name)'", command: command.name)
            }
        }
    }

    /// The option's value as given; the last one when it is given more than once.
    func value(_ name: String) -> String? { givenValues[name]?.last }

    /// Every value an option was given, in order (`--calendar a.ics --calendar b.ics`).
    func values(_ name: String) -> [String] { givenValues[name] ?? [] }

    /// Whether a flag was given.
    func has(_ name: String) -> Bool { flags.contains(name) }

    /// A whole-number option, checked against its table's range; nil when absent.
    func integer(_ name: String) throws(CommandFailure) -> Int? {
        guard let option = command.option(named: name), case .number(_, let range) = option.value,
            let text = value(name)
        else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .usage(
                "'\(name)' takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
                command: command.name)
        }
        return number
    }

    /// A choice option read into its enum: the value given, else the table's default; the
    /// error lists the words the table allows.
    func choice<Choice: OptionChoice>(_ name: String, as type: Choice.Type) throws(CommandFailure) -> Choice {
        let words: [String]
        if let option = command.option(named: name), case .choice(let allowed) = option.value {
            words = allowed
            if let text = value(name) ?? option.chosenDefault, allowed.contains(text),
                let choice = Choice(rawValue: text)
            {
                return choice
            }
        } else {
            words = []
        }
        let given = value(name) ?? ""
        throw .usage("'\(name)' takes \(words.joined(separator: " or ")), not '\(given)'", command: command.name)
    }
}

extension CommandOption {
    /// The choice the parser takes when the option is absent.
    fileprivate var chosenDefault: String? {
        if case .value(let text) = defaultValue { return text }
        return nil
    }
}
