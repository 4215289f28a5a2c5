public import Foundation
import ICalKit

/// Writes exported records as one VCALENDAR: events first to a side file, then the whole
/// calendar with a VTIMEZONE for each zone used, so memory does not grow with the feed.
///
/// `Sendable`: its state is values and a `FileHandle`, which is itself `Sendable`, so a
/// writer can be handed to another task. It is meant to be used as one value: copies share
/// the side file, so events added to two copies end up in one file.
public struct CalendarFileWriter: Sendable {
    /// The last year a written event can start in: libical writes no later one, so a
    /// caller can say why before it adds the record.
    public static var latestYear: Int { EventWriter.latestWritableYear }

    private let calendar: Calendar
    private let stamp: ICalDateTime
    private var zones: [String] = []
    /// The side file: nameless, or unlinked once open, and readable by its owner only
    /// (``PrivateTemporaryFile``), as the events are the user's data.
    private let events: FileHandle

    /// A writer whose events say they were written at `now` (DTSTAMP).
    ///
    /// - Parameters:
    ///   - calendar: sets the week order of BYDAY and WKST.
    ///   - now: the time written as each event's DTSTAMP.
    /// - Throws: a `WeekdaysError` of kind `unwritable` when the side file cannot be made in the
    ///   temporary directory; of kind `invalidDate` when `now` is no instant of the years 1
    ///   to 3000 (NaN, infinity), which a DTSTAMP cannot say.
    public init(calendar: Calendar, now: Date = Date()) throws(WeekdaysError) {
        self.calendar = calendar
        let stamp = ICalDateTime(localTimeOf: now, in: .gmt).with(form: .utc)
        guard ICalDateTime.isPlaceable(now), stamp.year <= EventWriter.latestWritableYear else {
            // In seconds: Foundation's description of a NaN Date stops the program.
            throw .invalidDate(
                "DTSTAMP must be an instant of the years 1 to 3000",
                in: "\(now.timeIntervalSince1970) seconds from 1970")
        }
        self.stamp = stamp
        do throws(TemporaryFolderFailure) {
            events = try PrivateTemporaryFile.create(in: FileManager.default.temporaryDirectory.path).readWrite
        } catch {
            throw .unwritable(error.description)
        }
    }

    /// Adds one record's VEVENT (a single event when the selection is empty).
    ///
    /// DTSTART is moved to the first selected day at or after it
    /// (``ExportRecord/startingOnSelectedDay()``), so the file has no occurrence on a day
    /// the selection leaves out.
    ///
    /// - Throws: a `WeekdaysError` of kind `invalidRecord`, naming the field, for a record
    ///   that cannot be written as RFC 5545 allows (``ExportRecord/validate()``): its
    ///   fields are public, so nothing is written for a record set to an interval of 0 or
    ///   a start in no year; of kind `unwritable` when the side file cannot be written.
    public mutating func add(_ record: ExportRecord) throws(WeekdaysError) {
        try record.validate()
        let event = record.startingOnSelectedDay()
        try event.validate()
        let rule = try event.checkedRule(in: calendar)
        if let zone = event.zoneID, !zones.contains(zone) { zones.append(zone) }
        let text = EventWriter.eventText(
            uid: event.uid, summary: event.title, location: event.location, details: event.details,
            start: event.start, zoneID: event.zoneID,
            rule: rule, stamp: stamp, duration: event.duration,
            alarms: event.alarms.map { alarm in
                EventWriter.Alarm(
                    playsSound: alarm.action == .sound, offset: Self.seconds(alarm.offset),
                    text: event.title ?? "Reminder")
            })
        do { try events.write(contentsOf: Data(text.utf8)) } catch { throw .unwritable(error.localizedDescription) }
    }

    /// Writes the whole calendar through `write`, then removes the side file.
    ///
    /// - Throws: a `WeekdaysError` of kind `unwritable` with the reason the side file or `write`
    ///   gave.
    public func finish(_ write: (Data) throws -> Void) throws(WeekdaysError) {
        defer { try? events.close() }
        var head = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//weekdays//weekdays 1.0//EN\r\nCALSCALE:GREGORIAN\r\n"
        for zone in zones { head += EventWriter.timeZoneText(zone) ?? "" }
        do {
            try write(Data(head.utf8))
            try events.seek(toOffset: 0)
            while let block = try events.nextBlock(upTo: 1 << 20) {
                try write(block)
            }
            try write(Data("END:VCALENDAR\r\n".utf8))
        } catch {
            throw .unwritable(error.localizedDescription)
        }
    }

    /// Writes the whole calendar to a file, replacing it, then removes the side file.
    public func finish(writingTo url: URL) throws(WeekdaysError) {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let file = FileHandle(forWritingAtPath: url.path)
        else { throw .unwritable("cannot create \(url.path)") }
        defer { try? file.close() }
        try finish { try file.write(contentsOf: $0) }
    }

    /// An alarm offset in whole seconds, toward zero; anything not finite is 0 (``add(_:)``
    /// refuses those first, so this only keeps the conversion from trapping).
    private static func seconds(_ offset: TimeInterval) -> Int {
        guard offset.isFinite else { return 0 }
        return Int(min(max(offset, -1e9), 1e9).rounded(.towardZero))
    }
}
