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
        // Progress goes to a terminal on stderr only, and is wiped before each file's report.
        let progressStream = context.stderrIsTerminal ? context.streamStderr : nil
        let paint = Painter(enabled: context.usesColor)
        var totals = FileReport(path: "")
        // Said after the report, which marks each such file "unreadable" as it comes.
        var unreadable: [String] = []
        var fileCount = 0
        if format == .json { context.write("{\n  \"files\": [") }
        // Each file's report is written as soon as the file is read, so a reader of the
        // report (`| head -1`) sees it while later files are still being read.
        for entry in expandInputPaths(options.positionals) {
            var report: FileReport
            switch entry {
            case .file(let path):
                let shown = ControlCharacters.escaped(path)
                report = FileValidation.validate(
                    context.calendarInput(path), viewerZone: viewerZone, jobs: jobs, calendar: calendar,
                    progress: { components in
                        progressStream?("\rweekdays: \(shown): \(components) components read")
                    }, isCancelled: context.outputIsUnread)
                progressStream?("\r\u{1B}[K")
                // Nobody reads the report any more: the run stops quietly.
                if report.isCancelled { throw .unreadable("") }
            case .refused(let path, let message):
                report = FileReport(path: path)
                report.unreadable = message
            }
            totals.add(report)
            fileCount += 1
            if format == .json {
                context.write((fileCount == 1 ? "\n    " : ",\n    ") + json(report).pretty(level: 2))
            } else {
                text(report, paint, &context)
            }
            if let reason = report.unreadable { unreadable.append(reason) }
            context.flushStdout()
        }
        if format == .json {
            context.out(
                (fileCount == 0 ? "]" : "\n  ]") + ",\n  \"totals\": "
                    + JSONValue.object(counts(totals)).pretty(level: 1) + "\n}")
        } else {
            context.out("total: " + summaryLine(totals, paint))
        }
        for reason in unreadable { context.error(reason) }
        if !unreadable.isEmpty { throw .unreadable("") }
        if totals.hasProblems { throw .problemsFound }
    }

    private static func counts(_ report: FileReport) -> [(String, JSONValue)] {
        [
            ("components", .int(report.components)), ("rules", .int(report.rules)),
            ("exact", .int(report.exact)), ("approximate", .int(report.approximate)),
            ("none", .int(report.none)), ("invalid", .int(report.invalid)),
            ("roundTripFailures", .int(report.roundTripFailures)),
        ]
    }

    /// One file's entry of the JSON report.
    static func json(_ report: FileReport) -> JSONValue {
        .object(
            [("path", .fileName(report.path))] + counts(report) + [
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
    }

    /// One file's lines of the text report.
    ///
    /// What comes from the file (paths, UIDs, rules) is shown with its control characters
    /// escaped: the text report is read on a terminal, one problem a line.
    private static func text(_ report: FileReport, _ paint: Painter, _ context: inout CommandContext) {
        let path = ControlCharacters.escaped(FileName.shown(report.path))
        if report.unreadable != nil {
            context.out("\(path): " + paint.red("unreadable"))
            return
        }
        context.out("\(path): " + summaryLine(report, paint))
        for problem in report.problems {
            let subject = [problem.uid, problem.rule].filter { !$0.isEmpty }.joined(separator: " ")
            let line = subject.isEmpty ? problem.message : "\(subject): \(problem.message)"
            context.out("  " + paint.yellow(ControlCharacters.escaped(line)))
        }
    }

    private static func summaryLine(_ report: FileReport, _ paint: Painter) -> String {
        let line =
            "\(report.components) components, \(report.rules) rules: \(report.exact) exact, "
            + "\(report.approximate) approximate, \(report.none) none, \(report.invalid) invalid, "
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
