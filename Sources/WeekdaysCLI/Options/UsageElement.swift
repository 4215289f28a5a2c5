/// A piece of a command's usage line, naming its arguments and options by name so the
/// labels come from the option table.
indirect enum UsageElement: Sendable {
    /// A positional argument, by name (`RULE`).
    case argument(String)
    /// A word shown as it is: a form's own name for an argument (`FILE` for `PATH`).
    case placeholder(String)
    /// An option, by long name; `values` narrows a choice to what this form takes
    /// (`--to jsonl|csv` in one form of `convert`, `--to ics` in the other).
    case option(String, values: [String]? = nil)
    /// Elements that may be left out together: `[--tz ZONE]`.
    case optional([UsageElement])
    /// Forms of which one is given: `--rule RULE --dtstart D | --calendar PATH...`.
    case alternatives([[UsageElement]])
}
