public import Foundation
import ICalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads an `.ics` file or stream in blocks and hands out its components in batches,
/// so memory stays bounded whatever the file's size.
///
/// `Sendable`: its state is values and a `FileHandle` (itself `Sendable`), so a reader can
/// move to another task. Copies share the handle's position: read through one of them.
public struct FeedReader: Sendable {
    /// One scanned component with what its calendar said before it.
    public struct Item: Sendable {
        /// The component's bytes and what the scanner read of it (for the package's readers).
        package var chunk: ComponentChunk
        /// The calendar's `X-WR-TIMEZONE` (Google's zone for floating times), if given.
        public var calendarZoneID: String?
        /// The calendar's name (`X-WR-CALNAME`), escapes undone, if given.
        public var calendarName: String?
        /// TZIDs of the file's VTIMEZONEs and the IANA zone each names, if any.
        public var zoneLocations: [String: String]
        /// The zone of each of those TZIDs that names one (`TimeZoneResolver` with
        /// ``zoneLocations``), found once for the file rather than once for each component.
        package var zones: [String: TimeZone] = [:]
    }

    /// Problems with the file's structure, by line.
    public private(set) var problems: [(line: Int, message: String)] = []

    /// A problem that cost data: a component not read, or an END that closes nothing.
    public struct Damage: Sendable {
        /// The line it is at.
        public var line: Int
        /// What went wrong, in words, starting with the line.
        public var message: String
        /// Whether it is a VEVENT, VTODO or VJOURNAL that was not read, so a record is missing.
        public var isRecord: Bool
    }

    /// The problems among ``problems`` that cost data, in file order; each makes the file's
    /// report fail, and each component among them counts as an error of a conversion.
    public private(set) var damage: [Damage] = []

    /// Why the input is not iCalendar, in words, once ``isCalendar`` is false.
    public func notCalendarMessage(path: String) -> String {
        let found = scanner.refusal.map { "; \($0)" } ?? ""
        return "\(path) is not an iCalendar file (it does not begin with BEGIN:VCALENDAR\(found))"
    }

    private let handle: FileHandle?
    /// The path as given, for messages (`-` for standard input).
    private let path: String
    /// Whether it reads a regular file, which can be opened and read again from its start;
    /// standard input, a pipe, a FIFO or a device cannot.
    let readsRegularFile: Bool
    private var data: Data?
    private var scanner = ICSScanner()
    /// Components read and not yet handed out, in batches of at most the limit asked for,
    /// so a batch is handed out as it is, not copied out of one long list.
    private var ready: [[Item]] = []
    private var readyCount = 0
    private var batchLimit = 1
    private var finished = false
    private var calendarZones: [Int: String] = [:]
    private var calendarNames: [Int: String] = [:]
    private var zoneLocations: [String: String] = [:]
    private var zones: [String: TimeZone] = [:]
    private static let blockSize = 1 << 20

    /// Reads iCalendar text already in memory (a download, a document's contents).
    public init(data: Data) { self.init(bytes: data, named: "-") }

    /// Reads bytes in memory, naming them `name` in messages.
    private init(bytes: Data, named name: String) {
        handle = nil
        path = name
        readsRegularFile = false
        data = bytes
    }

    /// Reads an open file from where it stands, naming it `path` in messages (a copy of
    /// an input that cannot be read twice, a stream); `readsRegularFile` when it can be
    /// opened again.
    init(reading handle: FileHandle, named path: String, readsRegularFile: Bool = false) {
        self.handle = handle
        self.path = path
        self.readsRegularFile = readsRegularFile
    }

    /// Opens an input: a file, bytes in memory or a stream.
    ///
    /// - Throws: `WeekdaysError.unreadable(_:reason:)` with the name and the system's reason
    ///   when a file is missing, a folder, or cannot be opened.
    public init(_ input: CalendarInput) throws(WeekdaysError) {
        switch input.source {
        case .path(let file):
            let (handle, regular) = try FileHandle.openedForReading(file)
            self.init(reading: handle, named: input.name, readsRegularFile: regular)
        case .data(let bytes): self.init(bytes: bytes, named: input.name)
        case .stream(let stream): self.init(reading: stream, named: input.name)
        case .notAFile(let url):
            let kind = url.scheme.map { "\($0) URLs" } ?? "URLs without a scheme"
            throw .unreadable(input.name, reason: "\(kind) are not read; give a file URL or the downloaded data")
        }
    }

    /// Whether the input is iCalendar at all; known after the first batch.
    public var isCalendar: Bool? { scanner.isCalendar }

    /// The next components (VEVENT, VTODO, VJOURNAL), at most `limit`; nil at the end.
    ///
    /// - Throws: `WeekdaysError.unreadable(_:reason:)` with the system's reason when reading
    ///   fails (an I/O error, a folder given as standard input); the reader is then done.
    public mutating func nextBatch(limit: Int) throws(WeekdaysError) -> [Item]? {
        batchLimit = max(1, limit)
        while readyCount < batchLimit && !finished {
            let block = try readBlock()
            let events =
                block.map { data in
                    data.withUnsafeBytes { raw in scanner.feed(raw.assumingMemoryBound(to: UInt8.self)) }
                } ?? scanner.finish()
            if block == nil { finished = true }
            handle(events)
            if scanner.isCalendar == false { finished = true }
        }
        guard !ready.isEmpty else { return nil }
        var batch = ready.removeFirst()
        // Batches filled for a larger limit are cut to this one.
        if batch.count > batchLimit {
            ready.insert(Array(batch[batchLimit...]), at: 0)
            batch.removeSubrange(batchLimit...)
        }
        readyCount -= batch.count
        return batch
    }

    /// The next block of raw bytes, not scanned; nil at the end.
    ///
    /// For a reader that only searches the bytes: do not mix with ``nextBatch(limit:)``.
    mutating func rawBlock() throws(WeekdaysError) -> Data? {
        try readBlock()
    }

    private mutating func readBlock() throws(WeekdaysError) -> Data? {
        if let handle {
            do {
                guard let block = try handle.nextBlock(upTo: FeedReader.blockSize) else { return nil }
                return block
            } catch {
                finished = true
                throw .unreadable(path, reason: SystemReason.of(error))
            }
        }
        guard let whole = data else { return nil }
        data = nil
        return whole.isEmpty ? nil : whole
    }

    private mutating func handle(_ events: [ICSScanner.Event]) {
        for event in events {
            switch event {
            case .problem(let line, let message):
                problems.append((line, message))
            case .damage(let line, let kind, let message):
                problems.append((line, message))
                damage.append(
                    Damage(
                        line: line, message: message, isRecord: kind.map(FeedReader.recurringKinds.contains) ?? false))
            case .calendarProperty(let name, let value, let calendar):
                if name == "X-WR-TIMEZONE" { calendarZones[calendar] = value }
                if name == "X-WR-CALNAME" { calendarNames[calendar] = ICalText.unescaped(value) }
            case .component(let chunk):
                if chunk.kind == "VTIMEZONE" {
                    if let zone = try? CalendarComponent(chunk, reading: .checked), let id = zone.zoneID {
                        zoneLocations[id] = zone.zoneLocation ?? zoneLocations[id]
                        zones[id] = TimeZoneResolver.zone(for: id, locations: zoneLocations)
                    }
                } else if FeedReader.recurringKinds.contains(chunk.kind) {
                    if (ready.last?.count ?? batchLimit) >= batchLimit {
                        ready.append([])
                        ready[ready.count - 1].reserveCapacity(batchLimit)
                    }
                    ready[ready.count - 1].append(
                        Item(
                            chunk: chunk, calendarZoneID: calendarZones[chunk.calendar],
                            calendarName: calendarNames[chunk.calendar], zoneLocations: zoneLocations, zones: zones))
                    readyCount += 1
                }
            }
        }
    }

    /// The components whose RRULEs are counted and read.
    public static let recurringKinds: Set<String> = ["VEVENT", "VTODO", "VJOURNAL"]
}
