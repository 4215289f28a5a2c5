/// A command as the user sees it from outside: its name, abstract, arguments, options
/// and the words after them, declared once; help, usage, parsing, completions and the man
/// page are made from it.
struct CommandSpec: Sendable {
    /// What runs the command with its arguments (the command name left out).
    typealias Run = @Sendable ([String], inout CommandContext) throws(CommandFailure) -> Void

    let name: String
    /// One sentence, for the tool's list of commands and the help's OVERVIEW.
    let abstract: String
    var arguments: [CommandArgument] = []
    var options: [CommandOption] = []
    /// The usage line's forms, each after `weekdays NAME`; nil for the one usual form: the
    /// arguments, then each option in order, bracketed unless required.
    var forms: [[UsageElement]]?
    /// Paragraphs after the options (exit status, keys, marks); a newline breaks a line there.
    var notes: String?
    /// Left out of the tool's list of commands and of completions (`manpage`).
    var isHidden = false
    let run: Run

    /// The option with a name (long or short), hidden ones included.
    func option(named name: String) -> CommandOption? {
        options.first { $0.names.contains(name) }
    }

    /// The options help, usage, completions and the man page show.
    var visibleOptions: [CommandOption] { options.filter { !$0.isHidden } }
}
