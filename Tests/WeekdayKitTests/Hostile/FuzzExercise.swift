import Foundation
import ICalKit
import WeekdayKit

/// What the fuzz targets do with one input, shared with the tests that replay their finds.
///
/// `Fuzz/build.sh` compiles this file into the libFuzzer executables, and the
/// `WeekdayKitTests` target compiles it into the test suite, so a saved input runs through
/// exactly the same calls in both. Each function returns the properties the input broke
/// (empty when none); a crash or a hang is caught by the fuzzer or the test runner itself.
enum FuzzExercise {
    /// The most occurrences expanded per start.
    static let maximumOccurrences = 50

    /// The calendar notes and summaries are written in.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar
    }()

    /// The zone the validator also shows UTC rules' days in.
    static let viewerZone = TimeZone(identifier: "Asia/Tokyo")

    /// Starts a rule is read and expanded from: floating, all-day, zoned across a
    /// daylight-saving gap, and UTC shown in a zone.
    static let starts: [(start: ICalDateTime, zone: TimeZone?)] = [
        (ICalDateTime(year: 2026, month: 1, day: 1, hour: 9, form: .floating), nil),
        (ICalDateTime(year: 1997, month: 9, day: 2, form: .date), nil),
        (
            ICalDateTime(year: 2024, month: 3, day: 29, hour: 2, minute: 30, form: .floating),
            TimeZone(identifier: "Europe/Berlin")
        ),
        (
            ICalDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30, form: .utc),
            TimeZone(identifier: "America/Los_Angeles")
        ),
    ]

    // MARK: - RRULE text

    /// Parses the bytes as an RRULE, reads it for the picker from each start, words its
    /// notes and summary, and expands a bounded number of occurrences.
    static func rule(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        guard let rule = try? RecurrenceRule(parsing: text) else { return [] }
        var violations: [String] = []
        let written = rule.rfc5545String
        do {
            let again = try RecurrenceRule(parsing: written)
            if again != rule { violations.append("`\(text)` reads back differently from `\(written)`") }
        } catch {
            violations.append("`\(text)` is written as `\(written)`, which does not parse: \(error.message)")
        }
        read(RuleAnalysis(rule: rule), text, &violations)
        for (start, zone) in starts {
            let viewer = start.form == .utc ? zone : nil
            read(RuleAnalysis(rule: rule, start: start, timeZone: viewer), text, &violations)
            let expansion = Occurrences.expand(rule, from: start, in: zone, count: maximumOccurrences)
            check(expansion, of: text, from: start, zoned: zone != nil, &violations)
        }
        return violations
    }

    private static func read(_ analysis: RuleAnalysis, _ text: String, _ violations: inout [String]) {
        _ = analysis.selection.sorted
        let notes = analysis.noteTexts(in: calendar)
        let summary = analysis.summary(in: calendar)
        if summary.isEmpty { violations.append("`\(text)` has an empty summary") }
        if analysis.fidelity == .exact && !notes.isEmpty {
            violations.append("`\(text)` is exact but has notes \(notes)")
        }
        if analysis.fidelity == Fidelity.none && !analysis.selection.isEmpty {
            violations.append("`\(text)` is not tied to weekdays but selects \(analysis.selection.sorted)")
        }
    }

    private static func check(
        _ expansion: RecurrenceExpansion, of text: String, from start: ICalDateTime, zoned: Bool,
        _ violations: inout [String]
    ) {
        let values = expansion.occurrences
        if values.count > maximumOccurrences {
            violations.append("`\(text)` from \(start) gave \(values.count) occurrences")
        }
        if expansion.stop == .neverOccurs && (!values.isEmpty || expansion.reason == nil) {
            violations.append("`\(text)` from \(start) never occurs but gave \(values.count)")
        }
        // Wall-clock times in a zone may repeat (a repeated hour); elsewhere they ascend.
        guard !zoned else { return }
        if let first = values.first, first < start {
            violations.append("`\(text)` from \(start) begins before its start, at \(first)")
        }
        if zip(values, values.dropFirst()).contains(where: { !($0 < $1) }) {
            violations.append("`\(text)` from \(start) gave occurrences out of order")
        }
    }

    // MARK: - .ics bytes

    /// Validates the bytes as an `.ics` file and imports them as records, both through
    /// the streaming reader (standard input, so no file is written).
    static func calendar(_ bytes: [UInt8]) -> [String] {
        let data = Data(bytes)
        var violations: [String] = []
        let report = FileValidation.validate(.data(data), viewerZone: viewerZone, jobs: 1)
        var notices = 0
        let (counts, _) = importLines(
            [.data(data)], jobs: 1, calendar: calendar,
            render: { record in
                [
                    record.uid ?? "", record.rule, record.fidelityText, record.summaryText ?? "",
                    record.notes.joined(separator: "; "), record.error ?? "",
                ].joined(separator: "\t")
            },
            write: { _ in }, notice: { _ in notices += 1 })
        // A record that cannot be read (one nested in another, one too large) is an error,
        // and each is said in a notice: none is lost without a word.
        if counts.read != counts.written + counts.errors || counts.errors > notices {
            violations.append("import lost records: \(counts), \(notices) notices")
        }
        // Validation reads the components the import could read: those it wrote, and those
        // without a rule.
        if report.unreadable == nil {
            if report.components != counts.written + counts.withoutRule {
                violations.append(
                    "validate saw \(report.components) components, import \(counts.written + counts.withoutRule)")
            }
            if report.rules < counts.written {
                violations.append("validate saw \(report.rules) rules for \(counts.written) recurring components")
            }
        }
        violations += occurrences(data)
        violations += changes(data)
        return violations
    }

    /// Every kind of change to the first series, at its second instance: each returns or
    /// throws; one refused leaves the bytes as they were, and one made leaves a calendar
    /// that reads again.
    static func changes(_ data: Data) -> [String] {
        let events = EventCalendar(inputs: [.data(data)], viewerZone: .gmt)
        guard let series = events.events.first(where: \.isSeries), let uid = series.uid else { return [] }
        let start = series.start.instant
        let second = series.occurrences(from: start, to: start + 400 * 86_400).items.dropFirst().first
        let named = second.map { series.start.frame.written($0.recurrenceID) } ?? series.start.value
        let later = named.form == .date ? named.movedBy(days: 1) : named.movedBy(seconds: 3600)
        let changes: [SeriesChange] = [
            .exclude(named), .cancel(named), .override(named, start: later, end: nil, title: "moved"),
            .split(at: named, continuation: .weekdays([2, 4])),
        ]
        var violations: [String] = []
        for change in changes {
            guard var editor = try? CalendarEditor(.data(data)) else { continue }
            do {
                _ = try editor.apply(change, toSeries: uid, now: Date(timeIntervalSince1970: 1_796_169_600))
            } catch {
                if editor.data != data { violations.append("a refused \(change.name) changed the calendar") }
                continue
            }
            if !EventCalendar(inputs: [.data(editor.data)], viewerZone: .gmt).unreadable.isEmpty {
                violations.append("a \(change.name) left a calendar that does not read")
            }
        }
        return violations
    }

    /// The bytes' occurrences over two years, streamed (``CalendarFeed``) and in memory
    /// (``EventCalendar``): the same, in start order.
    static func occurrences(_ data: Data) -> [String] {
        let from = Date(timeIntervalSince1970: 1_767_225_600)  // 2026
        let to = Date(timeIntervalSince1970: 1_830_297_600)  // 2028
        let zone = viewerZone ?? TimeZone(secondsFromGMT: 0) ?? .gmt
        let memory = EventCalendar(inputs: [.data(data)], viewerZone: zone)
            .occurrences(from: from, to: to)
        var streamed: [EventOccurrence] = []
        let report = CalendarFeed(inputs: [.data(data)], viewerZone: zone)
            .occurrences(from: from, to: to) { streamed.append($0) }
        var violations: [String] = []
        if report.unreadable.isEmpty && streamed.count != memory.count {
            violations.append("the feed streamed \(streamed.count) occurrences, the calendar has \(memory.count)")
        }
        if zip(streamed, streamed.dropFirst()).contains(where: { $0.start.instant > $1.start.instant }) {
            violations.append("the feed streamed occurrences out of start order")
        }
        return violations
    }
}
