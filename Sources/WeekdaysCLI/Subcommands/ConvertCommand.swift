import Foundation
import WeekdayKit

/// `weekdays convert`: calendar feeds to records (`--to jsonl|csv`), or records to a
/// calendar (`--from jsonl|csv FILE --to ics`).
enum ConvertCommand {
    /// The records' fields, in the order every form writes them.
    private static let recordFields = ImportRecord.Field.allCases
    /// The CSV header: the records' field names.
    static let fields = recordFields.map(\.rawValue)

    /// The forms of what `convert` reads and writes.
    enum Form: String, OptionChoice {
        case ics, jsonl, csv
    }

    /// The command's arguments and options.
    static let spec = CommandSpec(
        name: "convert", abstract: "Convert calendar feeds to records of selections, or records to a calendar.",
        arguments: [
            CommandArgument(
                name: "PATH", help: ".ics files, folders of them, or - (import); a records file (export).",
                isRepeatable: true)
        ],
        options: [
            CommandOption(
                "--to", .choice([Form.jsonl, .csv, .ics]), help: "The output form.",
                default: .value(Form.jsonl.rawValue)),
            CommandOption(
                "--from", .choice([Form.ics, .jsonl, .csv]), help: "The input form.", default: .value(Form.ics.rawValue)
            ),
            CommandOption(
                "--paths-from", .text(placeholder: "FILE"),
                help: "Read more PATHs from FILE, one a line (-: standard input).", repeatable: true,
                completes: .files),
            .jobs,
            CommandOption(
                "--output", short: "-o", .text(placeholder: "FILE"), help: "Write FILE whole or not at all.",
                default: .described("standard output"), completes: .files),
            .locale("The language of notes and summaries; the week order on export.", default: nil), .firstWeekday,
        ],
        forms: [
            [
                .argument("PATH"), .optional([.option("--paths-from")]),
                .optional([.option("--to", values: ["jsonl", "csv"])]),
                .optional([.option("--jobs")]),
                .optional([.option("--output")]),
            ],
            [
                .option("--from", values: ["jsonl", "csv"]), .placeholder("FILE"), .option("--to", values: ["ics"]),
                .optional([.option("--output")]),
            ],
        ],
        notes: """
            Import writes one record per VEVENT, VTODO and VJOURNAL with an RRULE, in input
            order; counts go to standard error. Export moves DTSTART to the first selected
            day at or after it, as RFC 5545 counts DTSTART as the first occurrence.
            Listed paths follow the PATH arguments and are read as they are (a path that
            cannot be read is reported, exit status 2); blank lines are skipped.
            """,
        run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        let options = try ArgumentScanner(arguments, command: spec)
        let to = try options.choice("--to", as: Form.self)
        let from = try options.choice("--from", as: Form.self)
        let settings = try CalendarOptions(options, context: &context, command: "convert")
        let output = options.value("--output")
        let inputs = try PathList.inputs(
            arguments: options.positionals, listedIn: options.values("--paths-from"), command: "convert", context)
        switch (from, to) {
        case (.ics, .jsonl), (.ics, .csv):
            let jobs = try options.integer("--jobs") ?? defaultJobs
            try importFeeds(
                inputs, csv: to == .csv, jobs: jobs, output: output, calendar: settings.calendar, &context
            )
        case (.jsonl, .ics), (.csv, .ics):
            try ExportRun.run(
                inputs, csv: from == .csv, output: output, calendar: settings.calendar, &context)
        default:
            throw .usage(
                "cannot convert \(from.rawValue) to \(to.rawValue); "
                    + "use --to jsonl|csv for .ics input, or --from jsonl|csv --to ics",
                command: "convert")
        }
    }

    private static func importFeeds(
        _ paths: [String], csv: Bool, jobs: Int, output: String?, calendar: Calendar, _ context: inout CommandContext
    ) throws(CommandFailure) {
        let inputs = expandInputPaths(paths)
        let file = try OutputFile(path: output, context: context)
        // Progress goes to a terminal on stderr, through the context's one stderr stream.
        let progressStream = context.stderrIsTerminal ? context.streamStderr : nil
        var result: (ImportCounts, [String])
        do {
            if csv { try file.write(CSV.line(fields)) }
            result = try BatchImport.run(
                inputs: inputs.files.map(context.calendarInput), jobs: jobs, calendar: calendar,
                lines: csv ? csvLine : jsonLine, write: { try file.write($0) },
                progress: progressStream.map { stream in
                    { counts in stream("\rweekdays: \(counts.read) recurring components read") }
                }, notice: { context.error($0) })
        } catch {
            file.abandon()
            throw error as? CommandFailure ?? .unreadable("cannot write output: \(SystemReason.of(error))")
        }
        progressStream?("\r\u{1B}[K")
        let counts = result.0
        let unreadable = inputs.refusals + result.1
        for message in unreadable { context.error(message) }
        // A run that fails commits nothing: the output file stays as it was.
        if unreadable.isEmpty { try file.commit() } else { file.abandon() }
        context.error(
            "\(counts.read) recurring components read, \(counts.written) records written "
                + "(\(counts.invalid) invalid), \(counts.errors) errors; "
                + "\(counts.withoutRule) components without RRULE")
        if !unreadable.isEmpty {
            if let output { context.error("\(output) not written, since an input could not be read") }
            throw .unreadable("")
        }
        if counts.invalid > 0 || counts.errors > 0 { throw .problemsFound }
    }

    /// One record as a JSON line, written field by field as UTF-8 at the end of `bytes`:
    /// this runs once per component, so it skips building a ``JSONValue`` tree and a String.
    @Sendable static func jsonLine(_ record: ImportRecord, into bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        for (index, field) in recordFields.enumerated() {
            let value = record.value(of: field)
            if case .textWhenPresent(nil) = value { continue }
            bytes += first ? jsonKeys[index].dropFirst() : jsonKeys[index][...]
            first = false
            switch value {
            case .fileName(let name): JSONValue.escape(name, into: &bytes, fileName: true)
            case .text(let text), .textWhenPresent(let text):
                if let text { JSONValue.escape(text, into: &bytes) } else { bytes += "null".utf8 }
            case .numbers(let numbers):
                bytes.append(UInt8(ascii: "["))
                for (index, number) in numbers.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    // Weekday numbers are one digit.
                    if (0...9).contains(number) {
                        bytes.append(UInt8(ascii: "0") + UInt8(number))
                    } else {
                        bytes += String(number).utf8
                    }
                }
                bytes.append(UInt8(ascii: "]"))
            case .texts(let texts):
                bytes.append(UInt8(ascii: "["))
                for (index, text) in texts.enumerated() {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    JSONValue.escape(text, into: &bytes)
                }
                bytes.append(UInt8(ascii: "]"))
            }
        }
        bytes += "}\n".utf8
    }

    /// Each field's `,"name":`, made once.
    private static let jsonKeys = recordFields.map { Array(",\"\($0.rawValue)\":".utf8) }

    /// One record as a CSV line at the end of `bytes`, a cell per field.
    @Sendable static func csvLine(_ record: ImportRecord, into bytes: inout [UInt8]) {
        bytes +=
            CSV.line(
                recordFields.map { field in
                    switch record.value(of: field) {
                    case .fileName(let name): FileName.shown(name)
                    case .text(let text), .textWhenPresent(let text): text ?? ""
                    case .numbers(let numbers): numbers.map(String.init).joined(separator: ";")
                    case .texts(let texts): texts.joined(separator: "; ")
                    }
                }
            ).utf8
    }

}
