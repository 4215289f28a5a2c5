/// A positional argument of a command, as help, usage and the man page describe it.
struct CommandArgument: Sendable {
    /// The name help shows (`RULE`, `PATH`).
    let name: String
    /// One or more sentences; a newline breaks the help line there.
    let help: String
    /// May be given more than once; usage shows `PATH...`.
    var isRepeatable = false
    /// May be left out; usage shows `[DATE]`.
    var isOptional = false
    /// What a shell offers when completing it.
    var completion: ValueCompletion = .files

    /// The argument as the usage line shows it.
    var usageLabel: String {
        let label = name + (isRepeatable ? "..." : "")
        return isOptional ? "[\(label)]" : label
    }
}
