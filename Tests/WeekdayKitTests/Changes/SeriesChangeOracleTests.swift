import Foundation
import ICalKit
import TestOracles
import Testing
import WeekdayKit

/// Series changes read back by recurring-ical-events: the change made, and nothing else.
///
/// What a changed file shows is the original's occurrences with exactly the change made.
/// Each case is one calendar (a zone, a lone event, a neighbouring series with an override,
/// and the series changed, zoned across a change of offset, floating, UTC or all-day, with
/// EXDATEs, sometimes in UTC or two on a line, an RDATE, overrides moved or cancelled, some
/// before their series) and one change to it, drawn from a fixed seed. The library reads
/// every original, every reference series and every changed file in two runs.
///
/// A failure names the seed, the case, the change and the original text (and the reference
/// and changed texts where there are any); `SeriesChangeCase(index:seed:)` makes it again.
///
/// RANGE=THISANDFUTURE: recurring-ical-events moves the instances from a THISANDFUTURE
/// override on as this package does (the originals' rows, worked out by the generator,
/// check that), so series with one get excluded, cancelled and moved instances, the
/// override's own excepted (a change the package refuses by design). They are not split:
/// a split keeps the override in the first part, and the reference for the rest would
/// have to restate the shift that the new series by design does not carry.
@Suite struct SeriesChangeOracleTests {
    typealias Row = RecurringEventsOracle.Row

    static let seed: UInt64 = 0x5E21_E5C4
    static let caseCount = 360
    /// When every change is made: its DTSTAMP and LAST-MODIFIED.
    static let now = Date(timeIntervalSince1970: 1_790_000_000)

    /// Every case's change made and checked against the library's reading.
    ///
    /// The originals, references and changed files are read in two runs of the library,
    /// then each case is checked (``check(_:before:after:result:)``). The tally printed
    /// says how many cases of each kind and shape ran.
    @Test func changedFilesReadAsTheChangeSays() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("changes-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let cases = try (0..<Self.caseCount).map { try SeriesChangeCase(index: $0, seed: Self.seed) }
        var originalPaths: [String] = []
        var changedPaths: [String] = []
        var results: [Int: (data: Data, report: SeriesChangeReport)] = [:]
        for item in cases {
            let original = folder.appendingPathComponent("original-\(item.index).ics")
            try item.text.write(to: original, atomically: true, encoding: .utf8)
            originalPaths.append(original.path)
            if let reference = item.reference {
                let file = folder.appendingPathComponent("reference-\(item.index).ics")
                try reference.write(to: file, atomically: true, encoding: .utf8)
                originalPaths.append(file.path)
            }
            guard let change = item.change else { continue }
            do {
                var editor = try CalendarEditor(.data(Data(item.text.utf8)))
                let report = try editor.apply(change, toSeries: item.uid, now: Self.now)
                results[item.index] = (editor.data, report)
                let changed = folder.appendingPathComponent("changed-\(item.index).ics")
                try editor.data.write(to: changed)
                changedPaths.append(changed.path)
            } catch {
                Issue.record("\(context(item))\nthe change failed: \(error)")
            }
        }
        let before = try rows(of: originalPaths, cases)
        let after = try rows(of: changedPaths, cases)

        var tally: [String: Int] = [:]
        for item in cases {
            tally[item.kind.rawValue, default: 0] += 1
            tally[item.form.rawValue, default: 0] += 1
            tally[item.endKind, default: 0] += 1
            if item.hasLaterRange { tally["THISANDFUTURE", default: 0] += 1 }
            if item.exceptionsAfterSplit { tally["split with exceptions after it", default: 0] += 1 }
            if item.dropped > 0 { tally["split dropping exceptions", default: 0] += 1 }
            if let uid = results[item.index]?.report.newUID, after[uid] != nil {
                tally["split with rows after it", default: 0] += 1
            }
            if item.namedByDay { tally["named by a DATE", default: 0] += 1 }
            if item.hasExtra { tally["RDATE", default: 0] += 1 }
            if item.changeText.contains(" ending ") { tally["override with an end", default: 0] += 1 }
            check(item, before: before, after: after, result: results[item.index])
        }
        print("SeriesChangeOracleTests: \(cases.count) cases, \(tally.sorted { $0.key < $1.key })")
        for kind in SeriesChangeCase.Kind.allCases {
            #expect(tally[kind.rawValue, default: 0] >= 60, "\(kind): \(tally)")
        }
        for form in SeriesChangeCase.Form.allCases {
            #expect(tally[form.rawValue, default: 0] >= 50, "\(form): \(tally)")
        }
        for shape in [
            "COUNT", "UNTIL", "no end", "THISANDFUTURE", "split with exceptions after it", "split dropping exceptions",
            "split with rows after it", "named by a DATE", "RDATE", "override with an end",
        ] {
            #expect(tally[shape, default: 0] >= 10, "\(shape): \(tally)")
        }
    }

    /// Every check of one case.
    func check(
        _ item: SeriesChangeCase, before: [String: Set<Row>], after: [String: Set<Row>],
        result: (data: Data, report: SeriesChangeReport)?
    ) {
        let context = context(item)
        // The generator's rows of the original are recurring-ical-events' own.
        let original = before[item.uid, default: []]
        let generatedOnly = sorted(item.predicted.subtracting(original))
        let libraryOnly = sorted(original.subtracting(item.predicted))
        let agrees = original == item.predicted
        #expect(
            agrees,
            "\(context)\ngenerated and library rows of the original differ: \(generatedOnly) vs \(libraryOnly)")
        #expect(problems(Data(item.text.utf8)).isEmpty, "\(context)\nthe original: \(problems(Data(item.text.utf8)))")
        guard let (data, report) = result else { return }
        let changed = String(decoding: data, as: UTF8.self)
        let context2 = context + "\n--- changed ---\n" + changed

        // The package reads the changed file without a problem or an idle exception.
        let found = problems(data)
        let clean = found.isEmpty
        #expect(clean, "\(context2)\nproblems: \(found)")

        // Every other component, byte for byte.
        for component in item.untouched {
            let kept = changed.contains(component)
            #expect(kept, "\(context2)\nlost or changed:\n\(component)")
        }
        for uid in ["other-\(item.index)-a@example.com", "other-\(item.index)-b@example.com"] {
            let same = before[uid] == after[uid]
            #expect(same, "\(context2)\nthe rows of \(uid) changed")
        }

        // The series' rows: the original's, less what the change takes away, with what it adds.
        let expected = original.subtracting(item.removed).union(item.added)
        let actual = after[item.uid, default: []]
        let missing = sorted(expected.subtracting(actual))
        let extra = sorted(actual.subtracting(expected))
        let asExpected = actual == expected
        #expect(asExpected, "\(context2)\nrows of \(item.uid): expected only \(missing), found only \(extra)")
        if case .override(_, _, _, let title?) = item.change {
            let escaped = title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ",", with: "\\,")
                .replacingOccurrences(of: ";", with: "\\;")
            #expect(changed.contains("SUMMARY:" + escaped), "\(context2)\nno SUMMARY:\(escaped)")
        }

        // The report names the instance changed, or the new series' first, in the series' form.
        let instance = report.instance.description
        #expect(instance == item.instance, "\(context2)\nthe report names \(instance), not \(item.instance)")

        // A split's new series reads as the reference written here.
        guard item.reference != nil else {
            #expect(report.newUID == nil, "\(context2)\n\(report)")
            return
        }
        guard let newUID = report.newUID, newUID != item.uid else {
            Issue.record("\(context2)\nno new UID: \(report)")
            return
        }
        let continued = Set(
            after[newUID, default: []].map {
                Row(uid: item.referenceUID, start: $0.start, end: $0.end, status: $0.status)
            })
        let reference = before[item.referenceUID, default: []]
        let referenceOnly = sorted(reference.subtracting(continued))
        let newOnly = sorted(continued.subtracting(reference))
        let asReference = continued == reference
        #expect(
            asReference,
            "\(context2)\nrows of \(newUID): expected (reference) only \(referenceOnly), found only \(newOnly)")
        let droppedCount = report.dropped.count
        #expect(
            droppedCount == item.dropped,
            "\(droppedCount) dropped, expected \(item.dropped); \(context2)\ndropped: \(report.dropped)")
    }

    /// The case, its change and its original text, to reproduce a failure.
    func context(_ item: SeriesChangeCase) -> String {
        "seed \(Self.seed) case \(item.index) (\(item.form.rawValue), \(item.endKind)): \(item.changeText) "
            + "to \(item.uid)\n--- original ---\n\(item.text)"
            + (item.reference.map { "--- reference for the new series ---\n\($0)" } ?? "")
    }

    /// What the package finds wrong with a calendar.
    ///
    /// Its reading's problems, and what the validator calls idle: EXDATEs, RECURRENCE-IDs
    /// and RDATEs that change nothing.
    func problems(_ data: Data) -> [String] {
        let calendar = EventCalendar(inputs: [.data(data)], viewerZone: .gmt)
        var found = calendar.problems.map { "line \($0.line): \($0.message)" }
        let report = FileValidation.validate(.data(data))
        if report.idleExceptions > 0 || report.unreadable != nil {
            found.append(
                "\(report.idleExceptions) idle exceptions, \(report.unreadable ?? "readable"): "
                    + report.problems.map(\.message).joined(separator: "; "))
        }
        return found
    }

    /// Rows by UID from recurring-ical-events over files read in one run.
    ///
    /// A file it refuses is recorded against its case and left out.
    func rows(of paths: [String], _ cases: [SeriesChangeCase]) throws -> [String: Set<Row>] {
        var paths = paths
        while true {
            let answer = try RecurringEventsOracle.occurrences(
                of: paths, from: SeriesChangeCase.windowFrom, to: SeriesChangeCase.windowTo)
            switch answer {
            case .rows(let rows):
                return Dictionary(grouping: rows, by: \.uid).mapValues(Set.init)
            case .refused(let reason):
                guard let path = paths.first(where: { reason.contains($0) }) else {
                    Issue.record("the library refused a file: \(reason)")
                    return [:]
                }
                paths.removeAll { $0 == path }
                let number = Int(path.split(separator: "-").last?.split(separator: ".").first ?? "") ?? -1
                let item = cases.first { $0.index == number }
                Issue.record("\(item.map(context) ?? path)\nthe library refused \(path): \(reason)")
            }
        }
    }

    func sorted(_ rows: Set<Row>) -> [String] {
        rows.sorted { ($0.start, $0.end) < ($1.start, $1.end) }.map(\.description)
    }
}
