/// `weekdays completion bash|zsh|fish`: a shell completion script made from the command
/// tables, to load with `source <(weekdays completion bash)` or to install.
enum CompletionCommand {
    /// The shells a script is made for.
    enum Shell: String, OptionChoice {
        case bash, zsh, fish
    }

    /// The command's arguments.
    static let spec = CommandSpec(
        name: "completion", abstract: "Print the shell completion script for bash, zsh or fish.",
        arguments: [
            CommandArgument(
                name: "SHELL", help: "bash, zsh or fish.", completion: .words(Shell.allCases.map(\.rawValue)))
        ],
        notes: """
            Load it for this shell with: source <(weekdays completion bash); or install it
            where the shell looks (make install does).
            """,
        run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(arguments, command: spec)
        guard options.positionals.count == 1, let name = options.positionals.first else {
            throw .usage(options.positionals.isEmpty ? "missing SHELL" : "expected one SHELL", command: spec.name)
        }
        guard let shell = Shell(rawValue: name) else {
            throw .usage("unknown shell '\(name)'; use bash, zsh or fish", command: spec.name)
        }
        let commands = CommandCatalog.visible
        switch shell {
        case .bash: context.out(BashCompletion.script(for: commands))
        case .zsh: context.out(ZshCompletion.script(for: commands))
        case .fish: context.out(FishCompletion.script(for: commands))
        }
    }
}
