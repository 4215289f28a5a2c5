/// `weekdays manpage`: the manual page `weekdays.1`, made from the command tables; hidden,
/// as it is for `make install` rather than for users.
enum ManPageCommand {
    /// The command: no arguments, no options.
    static let spec = CommandSpec(
        name: "manpage", abstract: "Print the manual page weekdays.1 in roff.", isHidden: true, run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(arguments, command: spec)
        if let extra = options.positionals.first {
            throw .usage("unexpected argument '\(extra)'", command: spec.name)
        }
        context.out(ManPage.page(for: CommandCatalog.visible))
    }
}
