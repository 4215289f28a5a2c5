import Foundation
import WeekdayKit

/// `weekdays pick`: the picker, interactive in a terminal; Enter prints the RRULE.
enum PickCommand {
    /// The command's options.
    static let spec = CommandSpec(
        name: "pick", abstract: "Pick weekdays in a terminal and print their recurrence rule.",
        options: [
            CommandOption(
                "--initial", .text(placeholder: "RULE|DAYS"),
                help: "Start from a rule's days or from days as 'weekdays rule' reads them."),
            .locale("The calendar's language and week."), .firstWeekday, .color("The fill of selected days."),
            CommandOption("--plain", .flag, help: "Say each change in words, for screen readers."),
        ],
        notes: """
            Keys: left/right move between days, space turns one on or off, Tab and
            Shift-Tab choose a preset (Never, Every day, Weekdays, Weekends, Custom), Enter
            prints the rule (nothing for Never) and exits 0, Esc or q exits 1, Control-Z
            suspends. Draws on the terminal (/dev/tty), so rule=$(weekdays pick) works; with
            no terminal at all, use 'weekdays rule'.
            """,
        run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(arguments, command: spec)
        guard options.positionals.isEmpty else {
            throw .usage("unexpected argument '\(options.positionals[0])'", command: "pick")
        }
        let settings = try CalendarOptions(options, context: &context, command: "pick")
        let accent = try InteractiveRun.accentOption(options)
        let selection = try initialSelection(options.value("--initial"))
        let colors = InteractiveRun.screenColors(context)
        var view = PickerView(
            state: PickerState(calendar: settings.calendar, selection: selection),
            accent: colors.map { $0.approximation(of: accent) })
        try InteractiveRun.run(
            &view, lines: InteractiveRun.speaksLines(options, context), colors: colors,
            refusal: .usage(
                "pick needs a terminal on standard input and output; "
                    + "in scripts, use 'weekdays rule DAYS' to print the rule for a selection",
                command: nil),
            &context)
    }

    /// `--initial`: a rule (`FREQ=…`, with or without `RRULE:`) or days as `weekdays rule`
    /// reads them; no days without it.
    static func initialSelection(_ text: String?) throws(CommandFailure) -> WeekdaySelection {
        guard let text else { return [] }
        let upper = text.uppercased()
        guard upper.hasPrefix("RRULE:") || upper.contains("FREQ=") else {
            do { return try RuleCommand.parseDays(text) } catch {
                if case .usage(let message, _) = error { throw .usage(message, command: "pick") }
                throw error
            }
        }
        let analysis: RuleAnalysis
        do { analysis = try RuleAnalysis(parsing: text) } catch {
            throw .unreadable(error.description)
        }
        guard analysis.fidelity != Fidelity.none else {
            throw .usage("'--initial' rule is not tied to days of the week", command: "pick")
        }
        return analysis.selection
    }
}
