import Foundation
import ICalKit

/// One scanned component read into a ``CalendarEvent``, with what could not be read said
/// as ``EventCalendar/Problem`` values: the one way both ``EventCalendar`` and
/// ``CalendarFeed`` read a component, so they report the same problems in the same words.
enum EventReading {
    /// The event of a component (nil when it has none), and its problems in file order.
    static func event(
        _ item: FeedReader.Item, path: String, viewerZone: TimeZone
    ) -> (event: CalendarEvent?, problems: [EventCalendar.Problem]) {
        let component: CalendarComponent
        do { component = try CalendarComponent(item.chunk, reading: .checked) } catch {
            let line = item.chunk.firstLine
            return (
                nil, [EventCalendar.Problem(path: path, line: line, uid: "", message: "line \(line): \(error.message)")]
            )
        }
        let placement = TimePlacement(
            locations: item.zoneLocations,
            calendarZone: item.calendarZoneID.flatMap { TimeZoneResolver.zone(for: $0) }, viewerZone: viewerZone)
        guard var event = CalendarEvent(component, written: item.chunk, path: path, placement: placement) else {
            // A value that names no time says why there is no start, at its own line.
            var problems = component.unreadableValues.map { value in
                EventCalendar.Problem(path: path, line: value.line, uid: component.uid ?? "", message: value.message)
            }
            let startSaid = component.unreadableValues.contains { ["DTSTART", "RECURRENCE-ID"].contains($0.property) }
            // RFC 5545 lets a VTODO or VJOURNAL go without DTSTART; it then has no occurrence.
            guard component.kind == "VEVENT", !startSaid else { return (nil, problems) }
            let line = component.firstLine
            let message = "line \(line): the VEVENT has no readable DTSTART, so it never occurs"
            problems.append(EventCalendar.Problem(path: path, line: line, uid: component.uid ?? "", message: message))
            return (nil, problems)
        }
        event.calendarName = item.calendarName
        let problems = event.problems.map { message in
            // Rules say their own line; the rest is the component's, as `validate` says it.
            let located = message.hasPrefix("line ") ? message : "line \(event.line): \(message)"
            return EventCalendar.Problem(path: path, line: event.line, uid: event.uid ?? "", message: located)
        }
        return (event, problems)
    }
}
