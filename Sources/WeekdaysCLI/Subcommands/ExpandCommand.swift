import Foundation
import WeekdayKit

/// `weekdays expand RULE --dtstart D`: the occurrences, one a line.
enum ExpandCommand {
    static let defaultCount = 1000

    /// The command's arguments and options.
    ///
    /// `--locale` and `--first-weekday` were always
    /// accepted and change nothing here; they stay accepted, unlisted, for scripts that pass them.
    static let spec = CommandSpec(
        name: "expand", abstract: "Print the occurrences of a recurrence rule.",
        arguments: [
            CommandArgument(name: "RULE", help: "An RRULE value, with or without the RRULE: prefix.", completion: .none)
        ],
        options: [
            .start("The first occurrence's start (required).", required: true),
            .timeZone("Place a floating start in this zone; print local times in it."),
            CommandOption(
                "--count", .number(placeholder: "N", range: 0...1_000_000), help: "Print at most N occurrences.",
                default: .described(String(defaultCount))),
            CommandOption("--until", .text(placeholder: "D"), help: "Print none after D."), .format([.text, .json]),
            CommandOption.locale("The calendar's language.").hidden, CommandOption.firstWeekday.hidden,
        ],
        run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(arguments, command: spec)
        guard options.positionals.count == 1, let text = options.positionals.first else {
            throw .usage(options.positionals.isEmpty ? "missing RULE" : "expected one RULE", command: "expand")
        }
        let settings = try CalendarOptions(options, context: &context, command: "expand")
        guard let start = settings.start else { throw .usage("missing --dtstart", command: "expand") }
        let format = try options.choice("--format", as: OutputFormat.self)
        let count = try options.integer("--count") ?? defaultCount
        var until: ICalDateTime?
        if let untilText = options.value("--until") {
            do { until = try ICalDateTime(parsing: untilText) } catch {
                throw .usage("invalid --until: \(error.message)", command: "expand")
            }
        }
        let rule: RecurrenceRule
        do { rule = try RecurrenceRule(parsing: text) } catch {
            throw .unreadable(error.description)
        }
        let expansion = Occurrences.expand(rule, from: start, in: settings.timeZone, count: count, until: until)
        let lines = expansion.occurrences.map(\.description)
        if format == .json {
            context.out(
                JSONValue.object([
                    ("rule", .string(rule.rfc5545String)),
                    ("dtstart", .string(start.description)),
                    ("occurrences", .array(lines.map(JSONValue.string))),
                    ("truncated", .bool(expansion.isTruncated)),
                    ("stop", .string(expansion.stop.rawValue)),
                    (
                        "limits",
                        .object([
                            ("count", .int(count)), ("searchYears", .int(RecurrenceExpansion.Limits().years)),
                            ("searchPeriods", .int(RecurrenceExpansion.Limits().steps)),
                        ])
                    ),
                ]).pretty)
        } else {
            for line in lines { context.out(line) }
        }
        if let reason = expansion.reason {
            context.error("the rule never occurs: \(reason)")
        } else if expansion.stop == .countLimit, try options.integer("--count") == nil {
            // The cap the user did not choose is named; one asked for with --count is not news.
            context.error("stopped at \(count) occurrences, the default; more follow (--count N prints N)")
        } else if expansion.stop == .searchLimit {
            let limits = RecurrenceExpansion.Limits()
            context.error(
                "stopped early: searched \(limits.years) years or \(limits.steps) periods from the start;"
                    + " more occurrences may follow")
        }
    }
}
