import Foundation
import WeekdayKit

/// The export half of `convert`: JSON Lines or CSV records to one VCALENDAR.
enum ExportRun {
    static func run(
        _ paths: [String], csv: Bool, output: String?, calendar: Calendar, _ context: inout CommandContext
    ) throws(CommandFailure) {
        // Every input is opened first, so one that cannot be read stops the run before any
        // record is read; then each is read line by line as its events are written.
        var sources: [LineSource] = []
        for path in paths {
            do {
                sources.append(
                    try LineSource(
                        path: path, standardInputHandle: context.standardInputHandle,
                        standardInput: context.readStandardInput))
            } catch {
                throw .unreadable("cannot read \(path): \(error.message)")
            }
        }
        let file = try OutputFile(path: output, context: context)
        var read = 0
        var written = 0
        var bad = 0
        var readFailure: String?
        var uids = WrittenUIDs()
        var outputFailure: CommandFailure?
        do {
            var writer = try CalendarFileWriter(calendar: calendar)
            inputs: for (path, source) in zip(paths, sources) {
                var records = RecordStream(source: source, csv: csv)
                // Messages name the input and the line, as several inputs may be read.
                let shown = ControlCharacters.escaped(path)
                while true {
                    let next: (line: Int, item: RecordStream.Item)?
                    do { next = try records.next() } catch {
                        readFailure = "cannot read \(path): \(SystemReason.of(error))"
                        break inputs
                    }
                    guard let (line, item) = next else {
                        if let refusal = records.refusal {
                            readFailure = "\(shown) is \(refusal)"
                            break inputs
                        }
                        break
                    }
                    read += 1
                    let fields: [String: Any]
                    switch item {
                    case .record(let given): fields = given
                    case .unreadable(let problem):
                        context.error("\(shown): line \(line): \(problem.message)")
                        bad += 1
                        continue
                    }
                    let record: ExportRecord
                    do { record = try ExportRecord(fields: fields) } catch {
                        context.error("\(shown): line \(line): \(error.message)")
                        bad += 1
                        continue
                    }
                    if let earlier = uids.earlierPlace(of: record.uid) {
                        let place =
                            earlier.input == shown ? "line \(earlier.line)" : "\(earlier.input) line \(earlier.line)"
                        context.error(
                            "\(shown): line \(line): uid `\(record.uid)` is the uid of the event written from \(place); "
                                + "a calendar would take the two for one event")
                        bad += 1
                        continue
                    }
                    let moved = record.startingOnSelectedDay()
                    guard moved.start.year <= CalendarFileWriter.latestYear else {
                        context.error(
                            "\(shown): line \(line): DTSTART \(moved.start) cannot be written: libical writes no year after "
                                + "\(CalendarFileWriter.latestYear)")
                        bad += 1
                        continue
                    }
                    if moved.start != record.start {
                        context.error(
                            "\(shown): line \(line): DTSTART moved from \(record.start) to \(moved.start), "
                                + "the first selected day")
                    }
                    do { try writer.add(moved) } catch  where error.kind == .invalidRecord {
                        // A record the writer refuses is reported and counted, as the year
                        // above is; the rest of the run goes on.
                        context.error("\(shown): line \(line): \(error.message)")
                        bad += 1
                        continue
                    }
                    uids.record(record.uid, at: WrittenUIDs.Place(input: shown, line: line))
                    written += 1
                }
            }
            if readFailure == nil {
                try writer.finish { data in
                    do throws(CommandFailure) { try file.write(data) } catch {
                        outputFailure = error
                        throw error
                    }
                }
            }
        } catch {
            file.abandon()
            if let outputFailure { throw outputFailure }
            let reason = error.kind == .unwritable ? error.message : error.description
            throw .unreadable("cannot write output: \(reason)")
        }
        if let readFailure {
            file.abandon()
            throw .unreadable(readFailure)
        }
        try file.commit()
        context.error("\(read) records read, \(written) events written, \(bad) errors")
        if bad > 0 { throw .problemsFound }
    }
}
