import Foundation
import WeekdayKit

/// `weekdays occurrences PATH... --from D --to D`: every occurrence of the files' events
/// that overlaps the window, in start order.
enum OccurrencesCommand {
    /// The command's arguments and options.
    static let spec = CommandSpec(
        name: "occurrences", abstract: "Print every occurrence of the events of .ics files in a window.",
        arguments: [
            CommandArgument(
                name: "PATH", help: "An .ics file, a folder of them, or - for standard input.", isRepeatable: true)
        ],
        options: [
            CommandOption(
                "--from", .text(placeholder: "D"),
                help: "The window's start: 20260101, 20260101T090000 or 20260101T090000Z.", required: true),
            CommandOption("--to", .text(placeholder: "D"), help: "The window's end (not included).", required: true),
            .timeZone(
                "Read floating --from/--to, dates and floating times in this\nzone, and write every time as local time in it.",
                default: .described("UTC")),
            .locale("The language of the text form."), .format([.text, .json, .jsonl]),
            CommandOption(
                "--max-occurrences", .number(placeholder: "N", range: 1...100_000_000),
                help: "Stop reading once the window holds N occurrences, and say so.",
                default: .described("5000000")),
        ],
        notes: """
            Every occurrence that starts before --to and ends after --from (one without
            duration counts at its start; an all-day one covers its days), in start order:
            EXDATEs removed, RDATEs added, RECURRENCE-ID overrides in place of the instances
            they name. Counts go to standard error. Exit status: 1 when a component could not
            be read, 2 when a file cannot be read or is not iCalendar.
            """,
        run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(arguments, command: spec)
        guard !options.positionals.isEmpty else { throw .usage("missing PATH", command: "occurrences") }
        let format = try options.choice("--format", as: OutputFormat.self)
        let settings = try CalendarOptions(options, context: &context, command: "occurrences")
        let viewerZone = settings.timeZone ?? TimeFrame.utc.zone
        let from = try bound("--from", options, in: viewerZone)
        let to = try bound("--to", options, in: viewerZone)
        guard to > from else {
            throw .usage("'--to' must be after '--from'", command: "occurrences")
        }
        let inputs = expandInputPaths(options.positionals)
        var feed = CalendarFeed(inputs: inputs.files.map(context.calendarInput), viewerZone: viewerZone)
        if let limit = try options.integer("--max-occurrences") { feed.maximumOccurrences = limit }
        let output = OccurrenceOutput(zone: settings.timeZone, zoneName: settings.timeZoneName)
        let report: CalendarFeedReport
        switch format {
        case .jsonl:
            // Lines are rendered while the files are read (on several threads), then
            // written in start order as they are.
            var lines: [UInt8] = []
            report = feed.renderedOccurrences(from: from, to: to, render: output.appendLine) { line in
                lines.append(contentsOf: line)
                if lines.count >= 1 << 16 {
                    context.write(bytes: lines)
                    lines.removeAll(keepingCapacity: true)
                }
            }
            context.write(bytes: lines)
        case .json:
            // One document, written as the occurrences come: they are never all in memory.
            context.write("{\n  \"occurrences\": [")
            var first = true
            report = feed.occurrences(from: from, to: to) { occurrence in
                context.write((first ? "\n    " : ",\n    ") + output.record(occurrence).pretty(level: 2))
                first = false
            }
            context.write((first ? "]" : "\n  ]") + ",\n  \"truncated\": \(report.isTruncated),\n  \"limits\": ")
            context.out(limits(of: report).pretty(level: 1) + "\n}")
        case .text:
            var agenda = OccurrenceAgenda(calendar: settings.calendar, zone: settings.timeZone)
            report = feed.occurrences(from: from, to: to) { occurrence in
                for line in agenda.lines(for: occurrence) { context.out(ControlCharacters.escaped(line)) }
            }
        }
        try finish(report, refusals: inputs.refusals, &context)
    }

    /// Problems, counts and truncation on stderr; then the exit status they call for.
    private static func finish(
        _ report: CalendarFeedReport, refusals: [String], _ context: inout CommandContext
    ) throws(CommandFailure) {
        for line in FeedReportLines.lines(of: report, refusals: refusals) { context.error(line) }
        context.error(
            "\(report.occurrenceCount) occurrences of \(report.seriesCount) series in \(report.componentCount) components; "
                + "\(report.problems.count) problems")
        if !report.unreadable.isEmpty || !refusals.isEmpty { throw .unreadable("") }
        if !report.problems.isEmpty { throw .problemsFound }
    }

    /// The caps a window is read under, each with whether it was met: the JSON document's
    /// `limits`, beside `truncated`.
    private static func limits(of report: CalendarFeedReport) -> JSONValue {
        .object([
            ("maximumOccurrences", .int(report.occurrenceLimit)),
            ("reachedMaximumOccurrences", .bool(report.reachedOccurrenceLimit)),
            ("maximumInstancesPerSeries", .int(EventCalendar.maximumInstancesPerRule)),
            ("seriesCutShort", .array(report.truncatedUIDs.map { .string($0) })),
        ])
    }

    /// `--from` or `--to` as an instant: a UTC value as it is, a floating one or a DATE
    /// (its midnight) read in the viewer's zone.
    private static func bound(_ name: String, _ options: ArgumentScanner, in zone: TimeZone) throws(CommandFailure)
        -> Date
    {
        guard let text = options.value(name) else { throw .usage("missing \(name)", command: "occurrences") }
        do { return try ICalDateTime(parsing: text).instant(in: zone) } catch {
            throw .usage("invalid \(name): \(error.message)", command: "occurrences")
        }
    }
}
