import Foundation
import WeekdayKit

/// `weekdays pick`: the picker, interactive in a terminal; Enter prints the RRULE.
enum PickCommand {
    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(
            arguments, command: "pick",
            valued: ["--locale", "--first-weekday", "--color", "--initial"], flags: ["--plain"])
        guard options.positionals.isEmpty else {
            throw .usage("unexpected argument '\(options.positionals[0])'", command: "pick")
        }
        let settings = try CalendarOptions(options, context: &context, command: "pick")
        let accent = try InteractiveRun.accentOption(options, command: "pick")
        let selection = try initialSelection(options.value("--initial"))
        guard context.stdoutIsTerminal, RawTerminal.isAvailable() else {
            throw .usage(
                "pick needs a terminal on standard input and output; "
                    + "in scripts, use 'weekdays rule DAYS' to print the rule for a selection",
                command: nil)
        }
        let colors = InteractiveRun.colors(context)
        var view = PickerView(
            state: PickerState(calendar: settings.calendar, selection: selection),
            accent: colors.map { $0.approximation(of: accent) })
        try InteractiveRun.run(
            &view, lines: InteractiveRun.speaksLines(options, context), colors: colors, &context)
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
        guard analysis.fidelity != .notWeekdays else {
            throw .usage("'--initial' rule is not tied to days of the week", command: "pick")
        }
        return analysis.selection
    }
}
