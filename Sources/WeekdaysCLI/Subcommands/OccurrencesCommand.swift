import Foundation
import ICalKit
import WeekdayKit

/// `weekdays occurrences PATH... --from D --to D`: every occurrence of the files' events
/// that overlaps the window, in start order.
enum OccurrencesCommand {
    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(
            arguments, command: "occurrences", valued: ["--from", "--to", "--tz", "--locale", "--format"],
            flags: [])
        guard !options.positionals.isEmpty else { throw .usage("missing PATH", command: "occurrences") }
        let format = try options.choice(
            "--format", of: ["text", "json", "jsonl"], default: "text", command: "occurrences")
        let settings = try CalendarOptions(options, environment: context.environment, command: "occurrences")
        let viewerZone = settings.timeZone ?? TimeFrame.utc.zone
        let from = try bound("--from", options, in: viewerZone)
        let to = try bound("--to", options, in: viewerZone)
        guard to > from else {
            throw .usage("'--to' must be after '--from'", command: "occurrences")
        }
        let paths = expandInputPaths(options.positionals)
        let calendar = EventCalendar(
            paths: paths, viewerZone: viewerZone, standardInput: context.readStandardInput,
            standardInputHandle: context.standardInputHandle)
        let list = calendar.occurrences(from: from, to: to)
        let output = OccurrenceOutput(zone: settings.timeZone)
        switch format {
        case "jsonl":
            for occurrence in list { context.out(output.record(occurrence).compact) }
        case "json":
            context.out(
                JSONValue.object([
                    ("occurrences", .array(list.map(output.record))), ("truncated", .bool(list.isTruncated)),
                ]).pretty)
        default:
            for line in OccurrenceAgenda.lines(for: list.items, in: settings.calendar, zone: settings.timeZone) {
                context.out(line)
            }
        }
        try report(calendar, list, &context)
    }

    /// Problems, counts and truncation on stderr; then the exit status they call for.
    private static func report(
        _ calendar: EventCalendar, _ list: OccurrenceList, _ context: inout CommandContext
    ) throws(CommandFailure) {
        for notice in calendar.notices { context.error("\(notice.path): \(notice.message)") }
        for problem in calendar.problems {
            let subject = problem.uid.isEmpty ? problem.path : "\(problem.path): \(problem.uid)"
            context.error("\(subject): \(problem.message)")
        }
        for uid in list.truncatedUIDs {
            context.error(
                "\(uid.isEmpty ? "an event without UID" : uid): a rule was searched only so far "
                    + "(\(EventCalendar.maximumInstancesPerRule) instances, or 600 years, from DTSTART); "
                    + "later occurrences in the window are left out")
        }
        for reason in calendar.unreadable { context.error(reason) }
        let series = calendar.events.filter(\.isSeries).count
        context.error(
            "\(list.count) occurrences of \(series) series in \(calendar.componentCount) components; "
                + "\(calendar.problems.count) problems")
        if !calendar.unreadable.isEmpty { throw .unreadable("") }
        if !calendar.problems.isEmpty { throw .problemsFound }
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
