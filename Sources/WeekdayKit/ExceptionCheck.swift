import Foundation
import ICalKit

/// Finds the exceptions of a calendar that change nothing, the commonest bug in real feeds:
/// an EXDATE or RECURRENCE-ID written in another zone or at another time than the
/// instances (it names no instance, so the instance silently stays), an override whose
/// series is missing, an override that a later revision of the same instance replaces, and
/// an RDATE that repeats an instance the rule already gives.
///
/// Each finding names the nearest instance, so the zone or time mistake can be seen.
enum ExceptionCheck {
    /// One exception that changes nothing, with its component's UID and line.
    struct Finding: Equatable {
        var uid: String
        var line: Int
        var message: String
    }

    /// How far from an exception instances are looked for (and the nearest one named).
    static let searchSpan: TimeInterval = 400 * 86_400

    /// How far from an exception an instance it names can start: two days covers every
    /// zone's offset and a DATE's whole local day.
    static let matchSpan: TimeInterval = 2 * 86_400

    /// The findings for events already joined to their overrides (``EventCalendar/joined(_:)``).
    static func findings(in events: [CalendarEvent]) -> [Finding] {
        var findings: [Finding] = []
        // Overrides whose series is missing are revisions of one another too.
        let lone = events.filter { !$0.isSeries }
        let loneRevisions = CalendarEvent.revisions(of: lone, in: nil)
        var lonePlace = 0
        for event in events {
            let uid = event.uid ?? ""
            guard event.isSeries else {
                defer { lonePlace += 1 }
                if let replacement = loneRevisions.replacedBy[lonePlace] {
                    findings.append(
                        Finding(uid: uid, line: event.line, message: superseded(event, by: lone[replacement])))
                    continue
                }
                let named = event.recurrenceID.map { " \(describe($0))" } ?? ""
                let why =
                    uid.isEmpty
                    ? "names no series: the component has no UID"
                    : "overrides an instance of a series that is not in the file (no component with UID \(uid) "
                        + "and no RECURRENCE-ID)"
                findings.append(
                    Finding(uid: uid, line: event.line, message: "line \(event.line): RECURRENCE-ID\(named) \(why)"))
                continue
            }
            for (index, exception) in event.exceptionDates.enumerated() {
                if let message = unmatched(exception, in: event, name: "EXDATE") {
                    let line = event.exceptionLines.indices.contains(index) ? event.exceptionLines[index] : event.line
                    findings.append(Finding(uid: uid, line: line, message: "line \(line): \(message)"))
                }
            }
            let revisions = CalendarEvent.revisions(of: event.overrides, in: event)
            for (place, override) in event.overrides.enumerated() {
                if let replacement = revisions.replacedBy[place] {
                    let message = superseded(override, by: event.overrides[replacement])
                    findings.append(Finding(uid: uid, line: override.line, message: message))
                    continue
                }
                guard let named = override.recurrenceID else { continue }
                if let message = unmatched(named, in: event, name: "RECURRENCE-ID") {
                    findings.append(
                        Finding(uid: uid, line: override.line, message: "line \(override.line): \(message)"))
                }
            }
            for (index, extra) in event.extraDates.enumerated() where repeatsTheRule(extra.start, event) {
                let line = event.extraDateLines.indices.contains(index) ? event.extraDateLines[index] : event.line
                findings.append(
                    Finding(
                        uid: uid, line: line,
                        message:
                            "line \(line): RDATE \(describe(extra.start)) repeats an occurrence "
                            + "that DTSTART or the rule already gives"))
            }
        }
        return findings
    }

    /// Why an EXDATE or RECURRENCE-ID names no instance, with the nearest one; nil when it
    /// names one.
    private static func unmatched(_ time: EventTime, in event: CalendarEvent, name: String) -> String? {
        let keys = InstanceKeys([time], seriesIsDate: event.start.isDate)
        // A match lies within a day of the exception's instant (a DATE covers its local
        // day, whatever the zone); only an exception that names nothing needs the wide
        // search for the nearest instance.
        let (near, _) = event.originalInstances(
            lower: time.instant.addingTimeInterval(-matchSpan), upper: time.instant.addingTimeInterval(matchSpan))
        if near.contains(where: { keys.matches($0.start) }) { return nil }
        let (instances, _) = event.originalInstances(
            lower: time.instant.addingTimeInterval(-searchSpan), upper: time.instant.addingTimeInterval(searchSpan))
        guard !instances.contains(where: { keys.matches($0.start) }) else { return nil }
        let nearest = instances.min {
            abs($0.start.instant.timeIntervalSince(time.instant))
                < abs($1.start.instant.timeIntervalSince(time.instant))
        }
        guard let nearest else { return "\(name) \(describe(time)) matches no occurrence of the series" }
        var text = "\(name) \(describe(time)) matches no occurrence; the nearest is \(describe(nearest.start))"
        if nearest.start.frame != time.frame, !time.isDate {
            text += ", \(time.frame.written(nearest.start)) as the \(name) writes it"
        }
        return text
    }

    /// Why an override changes nothing: another one names the same instance, with a higher
    /// SEQUENCE or read first with the same.
    private static func superseded(_ override: CalendarEvent, by replacement: CalendarEvent) -> String {
        let named = override.recurrenceID.map { " \(describe($0))" } ?? ""
        let start = "line \(override.line): RECURRENCE-ID\(named) (SEQUENCE \(override.sequence))"
        guard replacement.sequence > override.sequence else {
            return "\(start) repeats the override at line \(replacement.line) with the same SEQUENCE; "
                + "the first one counts"
        }
        return "\(start) is replaced by the override at line \(replacement.line), "
            + "a later revision (SEQUENCE \(replacement.sequence))"
    }

    /// Whether an RDATE falls on DTSTART or on an instance a rule gives.
    private static func repeatsTheRule(_ time: EventTime, _ event: CalendarEvent) -> Bool {
        if time.instant == event.start.instant { return true }
        let starts = SeriesExpansion.ruleStarts(
            of: event.rules, from: event.start, lower: time.instant, upper: time.instant)
        return starts.times.contains { $0.instant == time.instant }
    }

    /// A value as written, with its TZID when it has one.
    static func describe(_ time: EventTime) -> String {
        time.value.description + (time.frame.zoneID.map { " (\($0))" } ?? "")
    }
}
