import Foundation
import WeekdayKit

/// `weekdays edit FILE --uid UID ...`: changes one series of a calendar file, every other
/// byte kept as it was.
enum EditCommand {
    /// The command's arguments and options.
    static let spec = CommandSpec(
        name: "edit", abstract: "Change one series of a calendar file: leave out, cancel, move or split.",
        arguments: [CommandArgument(name: "FILE", help: "The .ics file, or - (standard input).")],
        options: [
            CommandOption("--uid", .text(placeholder: "UID"), help: "The series to change (required).", required: true),
            CommandOption(
                "--exclude", .text(placeholder: "D"), help: "Leave out the instance that starts at D (EXDATE).",
                repeatable: true),
            CommandOption(
                "--cancel", .text(placeholder: "D"), help: "Mark the instance at D cancelled.", repeatable: true),
            CommandOption("--move", .text(placeholder: "D"), help: "Move the instance at D (with --to)."),
            CommandOption("--to", .text(placeholder: "D"), help: "The moved instance's new start."),
            CommandOption("--title", .text(placeholder: "TEXT"), help: "The moved instance's new title."),
            CommandOption(
                "--from", .text(placeholder: "D"), help: "Split: the series ends before D and goes on anew from it."),
            CommandOption(
                "--days", .text(placeholder: "DAYS"), help: "After the split, weekly on these days (mon,wed or 2,4)."),
            CommandOption("--rule", .text(placeholder: "RULE"), help: "After the split, by this RRULE."),
            CommandOption(
                "--output", short: "-o", .text(placeholder: "FILE"), help: "Write FILE whole or not at all.",
                default: .described("standard output"), completes: .files),
            .format([.text, .json]),
        ],
        notes: """
            D is an instance's original start as the series writes it: 20261215 for an
            all-day series (or for the one instance on that day of a timed one),
            20261215T090000 on a zoned or floating series' wall clock, 20261215T090000Z
            for a UTC one. Changes are made in this order: --exclude, --cancel, --move,
            then the split. The calendar goes to FILE with -o (the report to standard
            output), else to standard output (the report to standard error).
            Exit status: 0 changed; 2 bad arguments, an unreadable file, or a change
            that cannot be made (nothing is written then).
            """,
        run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(arguments, command: spec)
        guard options.positionals.count == 1, let path = options.positionals.first else {
            throw .usage(options.positionals.isEmpty ? "missing FILE" : "expected one FILE", command: "edit")
        }
        guard let uid = options.value("--uid") else { throw .usage("missing --uid", command: "edit") }
        let format = try options.choice("--format", as: OutputFormat.self)
        let changes = try changes(options)
        guard !changes.isEmpty else {
            throw .usage("nothing to change: give --exclude, --cancel, --move or --from", command: "edit")
        }
        var editor: CalendarEditor
        do { editor = try CalendarEditor(context.calendarInput(path)) } catch {
            throw .unreadable(error.description)
        }
        var reports: [SeriesChangeReport] = []
        for change in changes {
            do { reports.append(try editor.apply(change, toSeries: uid)) } catch {
                throw .unreadable("\(error.description); nothing written")
            }
        }
        let output = options.value("--output")
        let file = try OutputFile(path: output, context: context)
        do {
            try file.write(editor.data)
            try file.commit()
        } catch {
            file.abandon()
            throw error
        }
        let lines = format == .json ? [json(reports, path: path).pretty] : reports.flatMap(text)
        for line in lines {
            let shown = format == .json ? line : ReadableMessage.readable(line)
            if output == nil { context.info(shown) } else { context.out(shown) }
        }
    }

    /// The changes the options ask for, in the order they are made.
    private static func changes(_ options: ArgumentScanner) throws(CommandFailure) -> [SeriesChange] {
        var changes = try options.values("--exclude").map { text throws(CommandFailure) in
            SeriesChange.exclude(try date(text, "--exclude"))
        }
        changes += try options.values("--cancel").map { text throws(CommandFailure) in
            SeriesChange.cancel(try date(text, "--cancel"))
        }
        if let moved = options.value("--move") {
            let start = try options.value("--to").map { text throws(CommandFailure) in try date(text, "--to") }
            let title = options.value("--title")
            guard start != nil || title != nil else {
                throw .usage("--move needs --to D or --title TEXT", command: "edit")
            }
            changes.append(.override(try date(moved, "--move"), start: start, end: nil, title: title))
        } else if options.value("--to") != nil || options.value("--title") != nil {
            throw .usage("--to and --title go with --move D", command: "edit")
        }
        if let from = options.value("--from") {
            let continuation: SeriesChange.Continuation
            switch (options.value("--days"), options.value("--rule")) {
            case (let days?, nil): continuation = .weekdays(try RuleCommand.parseDays(days, command: "edit"))
            case (nil, let text?):
                do { continuation = .rule(try RecurrenceRule(parsing: text)) } catch {
                    throw .usage("invalid --rule: \(error.description)", command: "edit")
                }
            default: throw .usage("--from needs one of --days DAYS or --rule RULE", command: "edit")
            }
            changes.append(.split(at: try date(from, "--from"), continuation: continuation))
        } else if options.value("--days") != nil || options.value("--rule") != nil {
            throw .usage("--days and --rule go with --from D", command: "edit")
        }
        return changes
    }

    private static func date(_ text: String, _ option: String) throws(CommandFailure) -> ICalDateTime {
        do { return try ICalDateTime(parsing: text) } catch {
            throw .usage("invalid \(option): \(error.message)", command: "edit")
        }
    }

    /// A report as lines: the change and its instance, then what was done, indented.
    private static func text(_ report: SeriesChangeReport) -> [String] {
        ["\(report.change) \(report.instance) in \(report.uid)"] + report.done.map { "  \($0)" }
            + report.dropped.map { "  dropped \($0)" }
    }

    private static func json(_ reports: [SeriesChangeReport], path: String) -> JSONValue {
        .object([
            ("path", .fileName(path)),
            (
                "changes",
                .array(
                    reports.map { report in
                        .object([
                            ("uid", .string(report.uid)), ("change", .string(report.change)),
                            ("instance", .string(report.instance.description)),
                            ("newUID", report.newUID.map(JSONValue.string) ?? .null),
                            ("done", .array(report.done.map(JSONValue.string))),
                            ("dropped", .array(report.dropped.map(JSONValue.string))),
                        ])
                    })
            ),
        ])
    }
}
