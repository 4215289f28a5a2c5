/// Splits a command's arguments into positionals, options with values, and flags.
///
/// Accepts `--name value` and `--name=value`; `--` ends options; `-` alone is a positional
/// (standard input).
struct ArgumentScanner {
    private(set) var positionals: [String] = []
    private var values: [String: String] = [:]
    /// Every value of each option, in order, for options that may be given more than once.
    private var allValues: [String: [String]] = [:]
    private var flags: Set<String> = []

    /// - Parameters:
    ///   - valued: option names that take a value (`--locale`).
    ///   - flags: option names that take none (`--no-summary`).
    init(_ arguments: [String], command: String, valued: Set<String>, flags known: Set<String>) throws(CommandFailure) {
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
            if known.contains(name) && inlineValue == nil {
                flags.insert(name)
            } else if valued.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                    allValues[name, default: []].append(inlineValue)
                } else if index < arguments.count {
                    values[name] = arguments[index]
                    allValues[name, default: []].append(arguments[index])
                    index += 1
                } else {
                    throw .usage("missing value for '\(name)'", command: command)
                }
            } else if (Int(argument) != nil) {
                positionals.append(argument)
            } else {
                throw .usage("unknown option '\(name)'", command: command)
            }
        }
    }

    /// The option's value; the last one when it is given more than once.
    func value(_ name: String) -> String? { values[name] }

    /// Every value an option was given, in order (`--calendar a.ics --calendar b.ics`).
    func values(_ name: String) -> [String] { allValues[name] ?? [] }

    func has(_ name: String) -> Bool { flags.contains(name) }

    /// An integer option within a range, or nil when absent.
    func integer(_ name: String, in range: ClosedRange<Int>, command: String) throws(CommandFailure) -> Int? {
        guard let text = values[name] else { return nil }
        guard let number = Int(text), range.contains(number) else {
            throw .usage(
                "'\(name)' takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
                command: command)
        }
        return number
    }

    /// One of a fixed set of words, or the default.
    func choice(_ name: String, of options: [String], default fallback: String, command: String) throws(CommandFailure)
        -> String
    {
        guard let text = values[name] else { return fallback }
        guard options.contains(text) else {
            throw .usage("'\(name)' takes \(options.joined(separator: " or ")), not '\(text)'", command: command)
        }
        return text
    }
}
