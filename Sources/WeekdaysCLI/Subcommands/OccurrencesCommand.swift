import Foundation
import ICalKit
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
        let feed = CalendarFeed(
            paths: expandInputPaths(options.positionals), viewerZone: viewerZone,
            standardInput: context.readStandardInput, standardInputHandle: context.standardInputHandle)
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
            context.out((first ? "]" : "\n  ]") + ",\n  \"truncated\": \(report.isTruncated)\n}")
        case .text:
            var agenda = OccurrenceAgenda(calendar: settings.calendar, zone: settings.timeZone)
            report = feed.occurrences(from: from, to: to) { occurrence in
                for line in agenda.lines(for: occurrence) { context.out(line) }
            }
        }
        try finish(report, &context)
    }

    /// Problems, counts and truncation on stderr; then the exit status they call for.
    private static func finish(_ report: CalendarFeedReport, _ context: inout CommandContext) throws(CommandFailure) {
        for notice in report.notices { context.error("\(notice.path): \(notice.message)") }
        for problem in report.problems {
            let subject = problem.uid.isEmpty ? problem.path : "\(problem.path): \(problem.uid)"
            context.error("\(subject): \(problem.message)")
        }
        for uid in report.truncatedUIDs {
            context.error(
                "\(uid.isEmpty ? "an event without UID" : uid): a rule was searched only so far "
                    + "(\(EventCalendar.maximumInstancesPerRule) instances, or 600 years, from DTSTART); "
                    + "later occurrences in the window are left out")
        }
        if report.reachedOccurrenceLimit {
            context.error(
                "the window holds more than \(report.occurrenceLimit) occurrences: reading stopped after "
                    + "\(report.occurrenceCount), so the occurrences of later components are left out")
        }
        for failure in report.temporaryFileFailures { context.error(failure) }
        for reason in report.unreadable { context.error(reason) }
        context.error(
            "\(report.occurrenceCount) occurrences of \(report.seriesCount) series in \(report.componentCount) components; "
                + "\(report.problems.count) problems")
        if !report.unreadable.isEmpty { throw .unreadable("") }
        if !report.problems.isEmpty { throw .problemsFound }
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
