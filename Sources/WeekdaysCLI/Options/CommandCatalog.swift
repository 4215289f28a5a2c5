/// Every command of the tool, in the order help lists them.
enum CommandCatalog {
    static let all: [CommandSpec] = [
        ShowCommand.spec, RuleCommand.spec, ExpandCommand.spec, ValidateCommand.spec, ConvertCommand.spec,
        OccurrencesCommand.spec, EditCommand.spec, WeekCommand.spec, PickCommand.spec, CompletionCommand.spec,
        ManPageCommand.spec,
    ]

    /// The commands help, completions and the man page show.
    static var visible: [CommandSpec] { all.filter { !$0.isHidden } }

    /// The command with a name, hidden ones included.
    static func command(named name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }
}
