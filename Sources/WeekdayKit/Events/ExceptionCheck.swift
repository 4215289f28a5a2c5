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
            for (index, message) in unmatched(event.exceptionDates, in: event, name: "EXDATE") {
                let line = event.exceptionLines.indices.contains(index) ? event.exceptionLines[index] : event.line
                findings.append(Finding(uid: uid, line: line, message: "line \(line): \(message)"))
            }
            let revisions = CalendarEvent.revisions(of: event.overrides, in: event)
            var named: [(place: Int, time: EventTime)] = []
            for (place, override) in event.overrides.enumerated() {
                if let replacement = revisions.replacedBy[place] {
                    let message = superseded(override, by: event.overrides[replacement])
                    findings.append(Finding(uid: uid, line: override.line, message: message))
                } else if let time = override.recurrenceID {
                    named.append((place, time))
                }
            }
            for (index, message) in unmatched(named.map(\.time), in: event, name: "RECURRENCE-ID") {
                let line = event.overrides[named[index].place].line
                findings.append(Finding(uid: uid, line: line, message: "line \(line): \(message)"))
            }
            for index in repeatingTheRule(event.extraDates.map(\.start), event) {
                let extra = event.extraDates[index]
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

    /// The exceptions (EXDATEs or RECURRENCE-IDs) that name no instance, each by its place
    /// in `times` with why, in the order of `times`.
    ///
    /// A match lies within ``matchSpan`` of the exception's instant (a DATE covers its local
    /// day, whatever the zone). Exceptions are taken in time order and those close together
    /// share one expansion, so thousands of EXDATEs on a minutely series cost one pass over
    /// its instances rather than one pass each.
    private static func unmatched(_ times: [EventTime], in event: CalendarEvent, name: String) -> [(Int, String)] {
        var found: [(Int, String)] = []
        var clock = FrameClock(event.start.frame)
        forEachCluster(of: times) { places, first, last in
            let (instances, _) = event.originalInstances(
                lower: first.addingTimeInterval(-matchSpan), upper: last.addingTimeInterval(matchSpan), clock: &clock)
            let present = InstanceIndex(instances.map(\.start))
            let sorted = instances.sorted { $0.start.instant < $1.start.instant }
            for place in places where !present.holds(times[place], seriesIsDate: event.start.isDate) {
                found.append((place, notFound(times[place], in: event, near: sorted, name: name)))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// Calls `body` with the places of `times` in time order, cut into clusters no longer
    /// than ``clusterSpan``, with each cluster's first and last instant: the unit that one
    /// expansion of the series serves.
    private static func forEachCluster(of times: [EventTime], _ body: (ArraySlice<Int>, Date, Date) -> Void) {
        let order = times.indices.sorted { times[$0].instant < times[$1].instant }
        var next = 0
        while next < order.count {
            let first = times[order[next]].instant
            var end = next + 1
            while end < order.count, times[order[end]].instant.timeIntervalSince(first) <= clusterSpan { end += 1 }
            body(order[next..<end], first, times[order[end - 1]].instant)
            next = end
        }
    }

    /// How far apart in time the exceptions that share one expansion may be: long enough
    /// that a dense series is expanded once for many of them, short enough that a sparse
    /// set of exceptions never expands the years between them.
    static let clusterSpan: TimeInterval = 31 * 86_400

    /// Why an exception names no instance, with the nearest one: found among `near` (the
    /// instances around it, by start) when one is within ``matchSpan``, else searched for
    /// within ``searchSpan``.
    private static func notFound(
        _ time: EventTime, in event: CalendarEvent, near: [CalendarEvent.Instance], name: String
    ) -> String {
        func closest(_ instances: [CalendarEvent.Instance]) -> CalendarEvent.Instance? {
            instances.min {
                abs($0.start.instant.timeIntervalSince(time.instant))
                    < abs($1.start.instant.timeIntervalSince(time.instant))
            }
        }
        let after = near.partitionPoint { $0.start.instant < time.instant }
        var nearest = closest(Array(near[max(0, after - 1)..<min(near.count, after + 1)]))
        if let found = nearest, abs(found.start.instant.timeIntervalSince(time.instant)) > matchSpan {
            nearest = nil
        }
        if nearest == nil {
            var clock = FrameClock(event.start.frame)
            let (instances, _) = event.originalInstances(
                lower: time.instant.addingTimeInterval(-searchSpan), upper: time.instant.addingTimeInterval(searchSpan),
                clock: &clock)
            nearest = closest(instances)
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

    /// The places of the RDATEs that fall on DTSTART or on an instance a rule gives, in
    /// order; one expansion of the rules serves each cluster of nearby RDATEs.
    private static func repeatingTheRule(_ times: [EventTime], _ event: CalendarEvent) -> [Int] {
        var repeating: [Int] = []
        var clock = FrameClock(event.start.frame)
        forEachCluster(of: times) { places, first, last in
            let starts = SeriesExpansion.ruleStarts(
                of: event.rules, from: event.start, lower: first, upper: last, clock: &clock)
            let given = Set(starts.times.map(\.instant) + [event.start.instant])
            repeating += places.filter { given.contains(times[$0].instant) }
        }
        return repeating.sorted()
    }

    /// A value as written, with its TZID when it has one.
    static func describe(_ time: EventTime) -> String {
        time.value.description + (time.frame.zoneID.map { " (\($0))" } ?? "")
    }
}
