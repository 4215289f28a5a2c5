import Foundation
import WeekdayKit

/// `weekdays show RULE`: the picker row and summary for a rule.
enum ShowCommand {
    /// The command's arguments and options.
    static let spec = CommandSpec(
        name: "show", abstract: "Print the picker row and summary for a recurrence rule.",
        arguments: [
            CommandArgument(name: "RULE", help: "An RRULE value, with or without the RRULE: prefix.", completion: .none)
        ],
        options: [
            .start("The start: 20261130, 20261130T073000 or 20261130T073000Z."),
            .timeZone("An IANA zone for a floating start, or to see a UTC rule's days there."),
            .locale("The calendar's language and week."), .firstWeekday, .color("The fill of selected days."),
            CommandOption("--no-summary", .flag, help: "Print the row only."), .format([.text, .json]),
        ],
        run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(arguments, command: spec)
        guard options.positionals.count == 1, let text = options.positionals.first else {
            throw .usage(options.positionals.isEmpty ? "missing RULE" : "expected one RULE", command: "show")
        }
        let settings = try CalendarOptions(options, context: &context, command: "show")
        let format = try options.choice("--format", as: OutputFormat.self)
        let color = try InteractiveRun.accentOption(options)
        let analysis: RuleAnalysis
        do {
            analysis = try RuleAnalysis(parsing: text, start: settings.start, timeZone: settings.timeZone)
        } catch {
            throw .unreadable(error.description)
        }
        // A language without words of its own is shown in English throughout, row included.
        let calendar = settings.calendar.forSentences
        let days = PickerDay.days(of: calendar)
        if format == .json {
            context.out(json(analysis, days: days, calendar: calendar).pretty)
            return
        }
        let renderer = PickerRowRenderer(
            color: color, depth: context.usesColor ? ColorDepth(environment: context.environment) : nil,
            isRightToLeft: calendar.isRightToLeft)
        context.out(renderer.render(days, selected: analysis.selection.weekdays))
        guard !options.has("--no-summary") else { return }
        context.out(analysis.summary(in: calendar))
        for note in analysis.noteTexts(in: calendar) {
            context.out("  - " + note)
        }
    }

    static func json(_ analysis: RuleAnalysis, days: [PickerDay], calendar: Calendar) -> JSONValue {
        .object([
            ("rule", .string(analysis.rule.rfc5545String)),
            ("selection", .array(analysis.selection.sorted.map(JSONValue.int))),
            ("fidelity", .string(analysis.fidelity.rawValue)),
            ("notes", .array(analysis.noteTexts(in: calendar).map(JSONValue.string))),
            ("summary", .string(analysis.summary(in: calendar))),
            (
                "days",
                .array(
                    days.map { day in
                        .object([
                            ("weekday", .int(day.weekday)), ("letter", .string(day.letter)),
                            ("name", .string(day.name)), ("shortName", .string(day.shortName)),
                            ("selected", .bool(analysis.selection.weekdays.contains(day.weekday))),
                        ])
                    })
            ),
        ])
    }
}
