import Foundation
import ICalKit

/// Occurrences as bytes and back: the payload of ``OccurrenceSpool``'s records when
/// ``CalendarFeed`` hands out occurrences.
///
/// Frames (zone and form) and paths repeat across occurrences, so each is kept once in a
/// table in memory (a handful per calendar) and written as its index; the rest is written
/// as it is, instants included, so reading back asks no zone. The bytes only go to files
/// this process writes and reads back, so the layout has no version; reading checks every
/// length and index all the same, and a payload that does not read back is skipped, never
/// trusted.
///
/// A payload: start, end and recurrence id (each: year 4 bytes, month, day, hour, minute,
/// second and form 1 byte each, frame index 4, instant 8), the source (1), UID and summary
/// (length 4, `0xFFFFFFFF` for none, then UTF-8), path index (4), then what the component
/// says of itself: kind, location, details, URL and calendar name (strings), the categories
/// (count 4, then strings) and the alarms (count 4, then each: action, trigger code 1 byte
/// with its two 8-byte numbers, details).
struct OccurrenceCodec {
    private var frames: [TimeFrame] = []
    private var frameIndex: [TimeFrame: UInt32] = [:]
    private var lastFrame: (frame: TimeFrame, index: UInt32)?
    private var paths: [String] = []
    private var pathIndex: [String: UInt32] = [:]
    private static let noString = UInt32.max

    /// Appends one occurrence's payload to `bytes`.
    mutating func encode(_ occurrence: EventOccurrence, into bytes: inout [UInt8]) {
        encode(occurrence.start, into: &bytes)
        encode(occurrence.end, into: &bytes)
        encode(occurrence.recurrenceID, into: &bytes)
        bytes.append(Self.sourceCode(occurrence.source))
        Self.put(occurrence.uid, into: &bytes)
        Self.put(occurrence.title, into: &bytes)
        Self.put(index(ofPath: occurrence.path), into: &bytes)
        for text in [occurrence.kind, occurrence.location, occurrence.details, occurrence.url, occurrence.calendarName]
        {
            Self.put(text, into: &bytes)
        }
        Self.put(UInt32(truncatingIfNeeded: occurrence.categories.count), into: &bytes)
        for category in occurrence.categories { Self.put(category, into: &bytes) }
        Self.put(UInt32(truncatingIfNeeded: occurrence.alarms.count), into: &bytes)
        for alarm in occurrence.alarms { Self.encode(alarm, into: &bytes) }
    }

    /// The occurrence a payload holds; nil when the bytes are not one this codec wrote.
    func decode(_ bytes: UnsafeRawBufferPointer) -> EventOccurrence? {
        var cursor = Cursor(bytes: bytes, position: 0)
        guard let start = time(&cursor), let finish = time(&cursor), let recurrenceID = time(&cursor),
            let source = cursor.byte().flatMap(Self.source(code:)), let uid = cursor.string(),
            let summary = cursor.string(), let pathNumber = cursor.uint32(), Int(pathNumber) < paths.count,
            let kind = cursor.string(), let location = cursor.string(), let details = cursor.string(),
            let url = cursor.string(), let calendarName = cursor.string(),
            let categories = Self.list(&cursor, { $0.string()?.value }),
            let alarms = Self.list(&cursor, Self.alarm), cursor.position == bytes.count
        else { return nil }
        var occurrence = EventOccurrence(
            start: start, end: finish, recurrenceID: recurrenceID, source: source, uid: uid.value,
            title: summary.value, path: paths[Int(pathNumber)])
        occurrence.kind = kind.value ?? occurrence.kind
        occurrence.location = location.value
        occurrence.details = details.value
        occurrence.url = url.value
        occurrence.calendarName = calendarName.value
        occurrence.categories = categories
        occurrence.alarms = alarms
        return occurrence
    }

    // MARK: - Alarms and lists

    private static func encode(_ alarm: EventAlarm, into bytes: inout [UInt8]) {
        put(alarm.action.rawValue, into: &bytes)
        let (code, first, second): (UInt8, UInt64, UInt64)
        switch alarm.trigger {
        case nil: (code, first, second) = (0, 0, 0)
        case .relative(let duration, let fromEnd):
            (code, first, second) = (
                fromEnd ? 2 : 1, UInt64(bitPattern: Int64(duration.days)), UInt64(bitPattern: Int64(duration.seconds))
            )
        case .absolute(let instant): (code, first, second) = (3, instant.timeIntervalSince1970.bitPattern, 0)
        }
        bytes.append(code)
        put(first, into: &bytes)
        put(second, into: &bytes)
        put(alarm.details, into: &bytes)
    }

    private static func alarm(_ cursor: inout Cursor) -> EventAlarm? {
        guard let action = cursor.string()?.value, let code = cursor.byte(), let first = cursor.uint64(),
            let second = cursor.uint64(), let details = cursor.string()
        else { return nil }
        let trigger: EventAlarm.Trigger?
        switch code {
        case 0: trigger = nil
        case 1, 2:
            let duration = ICalDuration(days: Int(Int64(bitPattern: first)), seconds: Int(Int64(bitPattern: second)))
            trigger = .relative(duration, fromEnd: code == 2)
        case 3: trigger = .absolute(Date(timeIntervalSince1970: Double(bitPattern: first)))
        default: return nil
        }
        return EventAlarm(action: EventAlarm.Action(rawValue: action), trigger: trigger, details: details.value)
    }

    /// A counted list; nil when the count or an element does not read.
    private static func list<Element>(
        _ cursor: inout Cursor, _ element: (inout Cursor) -> Element?
    ) -> [Element]? {
        guard let count = cursor.uint32(), Int(count) <= cursor.bytes.count - cursor.position else { return nil }
        var elements: [Element] = []
        for _ in 0..<count {
            guard let next = element(&cursor) else { return nil }
            elements.append(next)
        }
        return elements
    }

    // MARK: - Times

    private mutating func encode(_ time: EventTime, into bytes: inout [UInt8]) {
        let value = time.value
        Self.put(UInt32(bitPattern: Int32(truncatingIfNeeded: value.year)), into: &bytes)
        for field in [value.month, value.day, value.hour, value.minute, value.second] {
            bytes.append(UInt8(truncatingIfNeeded: field))
        }
        bytes.append(Self.formCode(value.form))
        Self.put(index(of: time.frame), into: &bytes)
        Self.put(time.instant.timeIntervalSince1970.bitPattern, into: &bytes)
    }

    private func time(_ cursor: inout Cursor) -> EventTime? {
        guard let year = cursor.uint32(), let month = cursor.byte(), let day = cursor.byte(),
            let hour = cursor.byte(), let minute = cursor.byte(), let second = cursor.byte(),
            let form = cursor.byte().flatMap(Self.form(code:)), let frame = cursor.uint32(),
            Int(frame) < frames.count, let instant = cursor.uint64()
        else { return nil }
        let value = ICalDateTime(
            year: Int(Int32(bitPattern: year)), month: Int(month), day: Int(day), hour: Int(hour),
            minute: Int(minute), second: Int(second), form: form)
        return EventTime(
            value: value, frame: frames[Int(frame)], instant: Date(timeIntervalSince1970: Double(bitPattern: instant)))
    }

    private mutating func index(of frame: TimeFrame) -> UInt32 {
        if let last = lastFrame, last.frame == frame { return last.index }
        let index: UInt32
        if let known = frameIndex[frame] {
            index = known
        } else {
            index = UInt32(truncatingIfNeeded: frames.count)
            frames.append(frame)
            frameIndex[frame] = index
        }
        lastFrame = (frame, index)
        return index
    }

    private mutating func index(ofPath path: String) -> UInt32 {
        if let known = pathIndex[path] { return known }
        let index = UInt32(truncatingIfNeeded: paths.count)
        paths.append(path)
        pathIndex[path] = index
        return index
    }

    // MARK: - Codes

    private static func formCode(_ form: ICalDateTime.Form) -> UInt8 {
        switch form {
        case .date: 0
        case .floating: 1
        case .utc: 2
        }
    }

    private static func form(code: UInt8) -> ICalDateTime.Form? {
        [.date, .floating, .utc][safe: Int(code)]
    }

    private static func sourceCode(_ source: EventOccurrence.Source) -> UInt8 {
        switch source {
        case .rule: 0
        case .rdate: 1
        case .override: 2
        }
    }

    private static func source(code: UInt8) -> EventOccurrence.Source? {
        [.rule, .rdate, .override][safe: Int(code)]
    }

    // MARK: - Bytes

    private static func put<Integer: FixedWidthInteger>(_ value: Integer, into bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func put(_ text: String?, into bytes: inout [UInt8]) {
        guard let text else {
            put(noString, into: &bytes)
            return
        }
        let utf8 = text.utf8
        put(UInt32(truncatingIfNeeded: utf8.count), into: &bytes)
        bytes.append(contentsOf: utf8)
    }

    /// Reads little-endian fields from a buffer, never past its end.
    private struct Cursor {
        let bytes: UnsafeRawBufferPointer
        var position: Int

        mutating func byte() -> UInt8? {
            guard position < bytes.count else { return nil }
            defer { position += 1 }
            return bytes[position]
        }

        mutating func uint32() -> UInt32? { integer(UInt32.self) }

        mutating func uint64() -> UInt64? { integer(UInt64.self) }

        private mutating func integer<Integer: FixedWidthInteger>(_: Integer.Type) -> Integer? {
            let size = MemoryLayout<Integer>.size
            guard bytes.count - position >= size else { return nil }
            var value: Integer = 0
            withUnsafeMutableBytes(of: &value) { target in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: bytes[position..<position + size]))
            }
            position += size
            return Integer(littleEndian: value)
        }

        /// A string field: nil when it does not fit; its `value` is nil for "no string".
        mutating func string() -> Field? {
            guard let length = uint32() else { return nil }
            if length == OccurrenceCodec.noString { return Field(value: nil) }
            guard bytes.count - position >= Int(length) else { return nil }
            defer { position += Int(length) }
            let text = String(
                decoding: UnsafeRawBufferPointer(rebasing: bytes[position..<position + Int(length)]), as: UTF8.self)
            return Field(value: text)
        }

        /// An optional string as read: present or not.
        struct Field {
            var value: String?
        }
    }
}

extension Array {
    /// The element at a position, or nil outside the array.
    fileprivate subscript(safe index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
