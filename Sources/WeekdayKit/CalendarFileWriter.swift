public import Foundation
import ICalKit

/// Writes exported records as one VCALENDAR: events first to a side file, then the whole
/// calendar with a VTIMEZONE for each zone used, so memory does not grow with the feed.
public struct CalendarFileWriter {
    private let calendar: Calendar
    private let stamp: ICalDateTime
    private var zones: [String] = []
    private let events: FileHandle
    private let eventsURL: URL

    /// - Parameter calendar: sets the week order of BYDAY and WKST.
    public init(calendar: Calendar, now: Date = Date()) throws {
        self.calendar = calendar
        let seconds = Int(now.timeIntervalSince1970)
        stamp = ICalDateTime(fieldSeconds: seconds, form: .utc)
        eventsURL = FileManager.default.temporaryDirectory
            .appendingPathComponent("weekdays-events-\(UUID().uuidString).ics")
        guard FileManager.default.createFile(atPath: eventsURL.path, contents: nil),
            let handle = FileHandle(forUpdatingAtPath: eventsURL.path)
        else { throw CocoaError(.fileWriteUnknown) }
        events = handle
    }

    /// Adds one record's VEVENT (a single event when the selection is empty).
    public mutating func add(_ record: ExportRecord) throws {
        if let zone = record.zoneID, !zones.contains(zone) { zones.append(zone) }
        let text = EventWriter.eventText(
            uid: record.uid, summary: record.summary, start: record.start, zoneID: record.zoneID,
            rule: record.selection.recurrenceRule(in: calendar), stamp: stamp)
        try events.write(contentsOf: Data(text.utf8))
    }

    /// Writes the whole calendar through `write`, then removes the side file.
    public func finish(_ write: (Data) throws -> Void) throws {
        defer {
            try? events.close()
            try? FileManager.default.removeItem(at: eventsURL)
        }
        var head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//weekdays//weekdays 1.0//EN\r\nCALSCALE:GREGORIAN\r\n"
        for zone in zones { head += EventWriter.timeZoneText(zone) ?? "" }
        try write(Data(head.utf8))
        try events.seek(toOffset: 0)
        while let block = try events.read(upToCount: 1 << 20), !block.isEmpty {
            try write(block)
        }
        try write(Data("END:VCALENDAR\r\n".utf8))
    }
}
