public import Foundation
import ICalKit
internal import Caching

/// Every event of one or more `.ics` files, each series with its overrides joined to it,
/// and the occurrences of all of them in a window, merged in start order.
///
/// It holds every event, for apps that want the events themselves (``events``, an event's
/// ``CalendarEvent/next(after:)``). For the occurrences of a feed of any size, in bounded
/// memory, read it through ``CalendarFeed`` instead: the same occurrences, nothing held.
public struct EventCalendar: Sendable {
    /// Something that could not be read, with where it is.
    public struct Problem: Sendable, Equatable {
        /// The file.
        public var path: String
        /// The line of the component's BEGIN (or of the file's problem).
        public var line: Int
        /// The component's UID, empty when it has none or the problem is the file's.
        public var uid: String
        /// What is wrong.
        public var message: String
    }

    /// The series (each with its overrides) and the overrides whose series is in no file.
    public private(set) var events: [CalendarEvent]
    /// Components that could not be read, or were read only in part.
    public private(set) var problems: [Problem] = []
    /// Problems with a file's structure (a long line, an unclosed component); the file
    /// was still read.
    public private(set) var notices: [Problem] = []
    /// Files that cannot be read or are not iCalendar at all, with the reason.
    public private(set) var unreadable: [String] = []
    /// How many VEVENT, VTODO and VJOURNAL components were read.
    public private(set) var componentCount = 0

    /// The events of these files, read component by component.
    ///
    /// Each path names a file (one named `-` too); standard input, bytes in memory and
    /// open streams are read through ``init(inputs:viewerZone:)``.
    ///
    /// - Parameters:
    ///   - paths: the files, in order.
    ///   - viewerZone: the zone dates and floating times are read in when the calendar
    ///     names none (see ``TimePlacement``).
    public init(paths: [String], viewerZone: TimeZone) {
        self.init(inputs: paths.map(CalendarInput.path), viewerZone: viewerZone)
    }

    /// The events of these inputs (files, bytes in memory, streams), read component by
    /// component, in order.
    ///
    /// - Parameters:
    ///   - inputs: the calendars, in order.
    ///   - viewerZone: the zone dates and floating times are read in when the calendar
    ///     names none (see ``TimePlacement``).
    public init(inputs: [CalendarInput], viewerZone: TimeZone) {
        self = RunTables.within { EventCalendar(reading: inputs, viewerZone: viewerZone) }
    }

    /// ``init(inputs:viewerZone:)`` within its run's memo tables.
    private init(reading inputs: [CalendarInput], viewerZone: TimeZone) {
        var read: [CalendarEvent] = []
        events = []
        for input in inputs {
            let path = input.name
            var reader: FeedReader
            do {
                reader = try FeedReader(input)
            } catch {
                unreadable.append(error.description)
                continue
            }
            do {
                while let batch = try reader.nextBatch(limit: 256) {
                    for item in batch {
                        if let event = readEvent(item, path: path, viewerZone: viewerZone) { read.append(event) }
                    }
                }
            } catch {
                unreadable.append(error.description)
                continue
            }
            if reader.isCalendar != true {
                unreadable.append(reader.notCalendarMessage(path: path))
                continue
            }
            for problem in reader.problems {
                notices.append(Problem(path: path, line: problem.line, uid: "", message: problem.message))
            }
        }
        events = EventCalendar.joined(read)
    }

    /// A calendar of events already read; overrides are joined to their series by UID.
    public init(events: [CalendarEvent]) {
        self.events = EventCalendar.joined(events)
        componentCount = events.count
    }

    /// Every occurrence of every event that overlaps `[from, to)`, in start order.
    public func occurrences(from: Date, to: Date) -> OccurrenceList {
        RunTables.within { occurrencesInRun(from: from, to: to) }
    }

    /// ``occurrences(from:to:)`` within its run's memo tables.
    private func occurrencesInRun(from: Date, to: Date) -> OccurrenceList {
        var items: [EventOccurrence] = []
        var truncated: [String] = []
        let lone = CalendarEvent.revisions(of: events.filter { !$0.isSeries }, in: nil).latest
        for event in events.filter(\.isSeries) + lone {
            let list = event.occurrences(from: from, to: to)
            items += list.items
            truncated += list.truncatedUIDs
        }
        return OccurrenceList(items, isTruncated: !truncated.isEmpty, truncatedUIDs: truncated)
    }

    private mutating func readEvent(_ item: FeedReader.Item, path: String, viewerZone: TimeZone) -> CalendarEvent? {
        componentCount += 1
        let read = EventReading.event(item, path: path, viewerZone: viewerZone)
        problems += read.problems
        return read.event
    }

    /// Series in input order with their overrides; overrides whose series is missing stay
    /// on their own (their own occurrence still counts, the latest revision of each
    /// instance only: ``occurrences(from:to:)``).
    static func joined(_ events: [CalendarEvent]) -> [CalendarEvent] {
        var series: [CalendarEvent] = []
        var seriesIndex: [String: Int] = [:]
        for event in events where event.isSeries {
            if let uid = event.uid, seriesIndex[uid] == nil { seriesIndex[uid] = series.count }
            series.append(event)
        }
        var lone: [CalendarEvent] = []
        for event in events where !event.isSeries {
            if let uid = event.uid, let index = seriesIndex[uid] {
                series[index].overrides.append(event)
            } else {
                lone.append(event)
            }
        }
        return series + lone
    }
}

extension EventCalendar {
    /// The most instances looked at for one window, from DTSTART on, of one rule or of all
    /// the RRULEs of one series together; a series that reaches it is cut short and named
    /// in ``OccurrenceList/truncatedUIDs``.
    public static var maximumInstancesPerRule: Int { SeriesExpansion.maximumInstances }
}
