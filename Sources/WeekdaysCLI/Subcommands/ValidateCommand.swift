import Foundation
import WeekdayKit

/// `weekdays validate PATH...`: round-trips every rule of `.ics` files and reports.
enum ValidateCommand {
    /// The command's arguments and options.
    static let spec = CommandSpec(
        name: "validate", abstract: "Round-trip every recurrence rule of .ics files and report what survives.",
        arguments: [
            CommandArgument(
                name: "PATH", help: "An .ics file, a folder of them, or - for standard input.", isRepeatable: true)
        ],
        options: [
            .timeZone("Also show UTC rules' days as they fall in this zone."),
            .locale("The language problems say each rule in."), .jobs, .format([.text, .json]),
        ],
        notes: """
            Exit status: 1 when a rule is invalid or fails its round trip, 2 when a file
            cannot be read or is not iCalendar.
            """,
        run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(arguments, command: spec)
        guard !options.positionals.isEmpty else { throw .usage("missing PATH", command: "validate") }
        let format = try options.choice("--format", as: OutputFormat.self)
        let jobs = try options.integer("--jobs") ?? defaultJobs
        var viewerZone: TimeZone?
        if let name = options.value("--tz") {
            guard let zone = TimeZone(identifier: name) else {
                throw .usage("unknown time zone '\(name)'; use an IANA name such as Europe/Madrid", command: "validate")
            }
            viewerZone = zone
        }
        let calendar = try CalendarOptions(options, context: &context, command: "validate").calendar
        let input = context.readStandardInput
        let inputHandle = context.standardInputHandle
        let reports = expandInputPaths(options.positionals).map { path in
            FileValidation.validate(
                path: path, viewerZone: viewerZone, jobs: jobs, calendar: calendar, standardInput: input,
                standardInputHandle: inputHandle)
        }
        var totals = FileReport(path: "")
        for report in reports { totals.add(report) }
        if format == .json {
            context.out(json(reports, totals: totals).pretty)
        } else {
            text(reports, totals: totals, &context)
        }
        for report in reports {
            if let reason = report.unreadable { context.error(reason) }
        }
        if reports.contains(where: { $0.unreadable != nil }) { throw .unreadable("") }
        if totals.hasProblems { throw .problemsFound }
    }

    private static func counts(_ report: FileReport) -> [(String, JSONValue)] {
        [
            ("components", .int(report.components)), ("rules", .int(report.rules)),
            ("exact", .int(report.exact)), ("approximate", .int(report.approximate)),
            ("none", .int(report.notWeekdays)), ("invalid", .int(report.invalid)),
            ("roundTripFailures", .int(report.roundTripFailures)),
        ]
    }

    static func json(_ reports: [FileReport], totals: FileReport) -> JSONValue {
        .object([
            (
                "files",
                .array(
                    reports.map { report in
                        .object(
                            [("path", .string(report.path))] + counts(report) + [
                                (
                                    "problems",
                                    .array(
                                        report.problems.map { problem in
                                            .object([
                                                ("uid", .string(problem.uid)), ("rule", .string(problem.rule)),
                                                ("message", .string(problem.message)),
                                            ])
                                        })
                                )
                            ])
                    })
            ),
            ("totals", .object(counts(totals))),
        ])
    }

    private static func text(_ reports: [FileReport], totals: FileReport, _ context: inout CommandContext) {
        let paint = Painter(enabled: context.usesColor)
        for report in reports {
            if report.unreadable != nil {
                context.out("\(report.path): " + paint.red("unreadable"))
                continue
            }
            context.out("\(report.path): " + summaryLine(report, paint))
            for problem in report.problems {
                let subject = [problem.uid, problem.rule].filter { !$0.isEmpty }.joined(separator: " ")
                context.out("  " + paint.yellow(subject.isEmpty ? problem.message : "\(subject): \(problem.message)"))
            }
        }
        context.out("total: " + summaryLine(totals, paint))
    }

    private static func summaryLine(_ report: FileReport, _ paint: Painter) -> String {
        let line =
            "\(report.components) components, \(report.rules) rules: \(report.exact) exact, "
            + "\(report.approximate) approximate, \(report.notWeekdays) none, \(report.invalid) invalid, "
            + "\(report.roundTripFailures) round-trip failures"
        return report.hasProblems ? paint.red(line) : paint.green(line)
    }
}

/// Colors text for a terminal, or leaves it plain.
struct Painter {
    let enabled: Bool

    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
