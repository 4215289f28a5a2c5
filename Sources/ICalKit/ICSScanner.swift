/// Splits iCalendar bytes into components as they arrive, so a file of any size is read
/// in bounded memory.
///
/// It accepts CRLF or LF and a UTF-8 BOM, and hands over each component directly inside a
/// VCALENDAR (VEVENT, VTODO, VJOURNAL, VTIMEZONE, ...) as one ``ComponentChunk`` of the
/// original bytes, which libical then parses on its own (it unfolds lines and reads names
/// in any case). Only the lines that decide structure (BEGIN, END) and the RRULEs are
/// unfolded and read here, byte by byte.
package struct ICSScanner {
    /// Something found while scanning.
    package enum Event {
        /// A whole component, in file order.
        case component(ComponentChunk)
        /// A property of the VCALENDAR itself (`X-WR-TIMEZONE`), with the calendar's index.
        case calendarProperty(name: String, value: String, calendar: Int)
        /// A problem with the file's structure, at a line.
        case problem(line: Int, message: String)
    }

    /// The longest line kept; longer ones are cut and reported.
    package static let maximumLineBytes = 1 << 20
    /// The deepest nesting of components accepted.
    package static let maximumDepth = 12

    /// Whether the input begins as iCalendar does; nil until the first line is read.
    package private(set) var isCalendar: Bool?

    private var pending: [UInt8] = []
    private var droppingLongLine = false
    private var physicalLine = 0
    private var atStart = true
    /// The logical line being unfolded when it matters (BEGIN, END, RRULE, calendar props).
    private var logical: [UInt8] = []
    private var logicalLine = 0
    private var keepsLogical = false
    /// Whether the current line went into the chunk as written (so its folds go too).
    private var copiesLine = false
    private var stack: [String] = []
    /// Levels nested deeper than ``maximumDepth``: counted, not kept, so memory stays
    /// bounded however deep a file nests.
    private var skippedDepth = 0
    private var calendarCount = 0
    private var chunk: ComponentChunk?
    private var events: [Event] = []

    package init() {}

    /// Feeds more bytes; returns what became complete.
    package mutating func feed(_ bytes: [UInt8]) -> [Event] {
        bytes.withUnsafeBufferPointer { buffer in
            var lineStart = 0
            var index = 0
            let count = buffer.count
            while index < count {
                if buffer[index] == 0x0A {
                    if pending.isEmpty && !droppingLongLine {
                        physical(UnsafeBufferPointer(rebasing: buffer[lineStart..<index]))
                    } else {
                        appendPending(UnsafeBufferPointer(rebasing: buffer[lineStart..<index]))
                        let line = pending
                        pending.removeAll(keepingCapacity: true)
                        line.withUnsafeBufferPointer { physical($0) }
                        droppingLongLine = false
                    }
                    lineStart = index + 1
                }
                index += 1
            }
            if lineStart < count { appendPending(UnsafeBufferPointer(rebasing: buffer[lineStart..<count])) }
        }
        return takeEvents()
    }

    /// Ends the input; reports a component or calendar left open.
    package mutating func finish() -> [Event] {
        if !pending.isEmpty || droppingLongLine {
            let line = pending
            pending.removeAll()
            line.withUnsafeBufferPointer { physical($0) }
        }
        flushLogical()
        if var open = chunk {
            open.isTruncated = true
            for kind in stack.dropFirst(2).reversed() { open.append(line: Array("END:\(kind)".utf8)) }
            open.append(line: Array("END:\(open.kind)".utf8))
            events.append(
                .problem(
                    line: physicalLine, message: "the file ends inside \(open.kind) begun at line \(open.firstLine)"))
            events.append(.component(open))
            chunk = nil
        } else if !stack.isEmpty {
            events.append(.problem(line: physicalLine, message: "the file ends inside \(stack.last ?? "VCALENDAR")"))
        }
        if isCalendar == nil { isCalendar = false }
        return takeEvents()
    }

    private mutating func takeEvents() -> [Event] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    /// Keeps a partial line, up to the limit; the rest of an endless line is dropped.
    private mutating func appendPending(_ bytes: UnsafeBufferPointer<UInt8>) {
        let room = ICSScanner.maximumLineBytes - pending.count
        if bytes.count > room {
            if !droppingLongLine {
                events.append(
                    .problem(
                        line: physicalLine + 1, message: "line \(physicalLine + 1) is longer than 1 MiB; it was cut"))
            }
            droppingLongLine = true
            if room > 0 { pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<room])) }
        } else {
            pending.append(contentsOf: bytes)
        }
    }

    private mutating func physical(_ raw: UnsafeBufferPointer<UInt8>) {
        physicalLine += 1
        var start = 0
        var end = raw.count
        if end > start && raw[end - 1] == 0x0D { end -= 1 }
        if atStart {
            atStart = false
            if end - start >= 3 && raw[0] == 0xEF && raw[1] == 0xBB && raw[2] == 0xBF { start = 3 }
        }
        let line = UnsafeBufferPointer(rebasing: raw[start..<end])
        if let first = line.first, first == 0x20 || first == 0x09 {
            if keepsLogical { logical.append(contentsOf: UnsafeBufferPointer(rebasing: line[1...])) }
            if copiesLine { chunk?.append(line: line) }
            return
        }
        flushLogical()
        logicalLine = physicalLine
        keepsLogical =
            chunk == nil || stack.count == 2 && startsWithName(line, "RRULE")
            || startsWithName(line, "BEGIN") || startsWithName(line, "END")
        if keepsLogical { logical.append(contentsOf: line) }
        copiesLine =
            chunk != nil && !startsWithName(line, "BEGIN") && !startsWithName(line, "END")
            && skippedDepth == 0
        if copiesLine { chunk!.append(line: line) }
        if copiesLine && stack.count == 2 && startsWithName(line, "RECURRENCE-ID") { chunk?.hasRecurrenceID = true }
        if isCalendar == nil && !line.isEmpty {
            flushLogical()
        }
    }

    private mutating func flushLogical() {
        guard keepsLogical else { return }
        keepsLogical = false
        defer { logical.removeAll(keepingCapacity: true) }
        guard !logical.isEmpty else { return }
        let line = ContentLine(logical)
        if isCalendar == nil {
            isCalendar = line.name == "BEGIN" && line.value.uppercased() == "VCALENDAR"
        }
        guard isCalendar == true else { return }
        switch line.name {
        case "BEGIN": begin(line.value.uppercased())
        case "END": end(line.value.uppercased())
        case "RRULE" where chunk != nil:
            chunk!.rules.append(ComponentChunk.RuleLine(line: logicalLine, value: line.value))
        default:
            if chunk == nil && stack.count == 1 {
                events.append(.calendarProperty(name: line.name, value: line.value, calendar: calendarCount))
            } else if chunk == nil && stack.isEmpty && !line.isBlank {
                events.append(.problem(line: logicalLine, message: "line \(logicalLine) is outside any VCALENDAR"))
            }
        }
    }

    private mutating func begin(_ kind: String) {
        if stack.count >= ICSScanner.maximumDepth {
            if skippedDepth == 0 {
                events.append(
                    .problem(
                        line: logicalLine,
                        message:
                            "line \(logicalLine): components nest deeper than \(ICSScanner.maximumDepth) levels; the deeper ones are skipped"
                    ))
            }
            skippedDepth += 1
            return
        }
        if stack.isEmpty && kind != "VCALENDAR" {
            events.append(.problem(line: logicalLine, message: "line \(logicalLine): \(kind) outside any VCALENDAR"))
        }
        stack.append(kind)
        if stack.count == 1 && kind == "VCALENDAR" { calendarCount += 1 }
        if stack.count == 2 {
            chunk = ComponentChunk(kind: kind, firstLine: logicalLine, calendar: calendarCount)
        }
        if stack.count >= 2 { chunk?.append(line: Array("BEGIN:\(kind)".utf8)) }
    }

    private mutating func end(_ kind: String) {
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        guard let open = stack.last else {
            events.append(.problem(line: logicalLine, message: "line \(logicalLine): END:\(kind) without BEGIN"))
            return
        }
        if open != kind {
            events.append(.problem(line: logicalLine, message: "line \(logicalLine): END:\(kind) closes \(open)"))
        }
        if stack.count >= 2 && stack.count <= ICSScanner.maximumDepth { chunk?.append(line: Array("END:\(open)".utf8)) }
        stack.removeLast()
        if stack.count == 1, let done = chunk {
            events.append(.component(done))
            chunk = nil
        }
    }
}

/// Whether a line's name (before `:` or `;`) is `name`, in any case.
private func startsWithName(_ line: UnsafeBufferPointer<UInt8>, _ name: StaticString) -> Bool {
    let count = name.utf8CodeUnitCount
    guard line.count > count else { return false }
    let pattern = name.utf8Start
    for index in 0..<count where line[index] | 0x20 != pattern[index] | 0x20 { return false }
    return line[count] == UInt8(ascii: ":") || line[count] == UInt8(ascii: ";")
}

/// One component's bytes, ready for libical, with what the scanner already knows of it.
package struct ComponentChunk: Sendable {
    /// An RRULE as written, with its line in the file.
    package struct RuleLine: Sendable, Equatable {
        package var line: Int
        package var value: String
    }

    /// `VEVENT`, `VTODO`, `VJOURNAL`, `VTIMEZONE`, ...
    package var kind: String
    /// The line of its BEGIN.
    package var firstLine: Int
    /// Which VCALENDAR of the file it belongs to (1 for the first).
    package var calendar: Int
    /// Its lines as written (folds kept), CRLF.
    package var bytes: [UInt8] = []
    /// Its RRULE properties, unfolded (libical would drop a bad one).
    package var rules: [RuleLine] = []
    /// Whether the file ended inside it.
    package var isTruncated = false
    /// Whether it has a RECURRENCE-ID of its own (not one of a nested component), so it
    /// overrides an instance of a series; lets a reader pick out overrides without parsing.
    package var hasRecurrenceID = false

    init(kind: String, firstLine: Int, calendar: Int) {
        self.kind = kind
        self.firstLine = firstLine
        self.calendar = calendar
    }

    mutating func append(line: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: line)
        bytes.append(0x0D)
        bytes.append(0x0A)
    }

    mutating func append(line: [UInt8]) {
        line.withUnsafeBufferPointer { append(line: $0) }
    }
}

/// An unfolded content line split into its upper-cased name and its value.
struct ContentLine {
    let name: String
    let value: String
    let isBlank: Bool

    init(_ bytes: [UInt8]) {
        isBlank = bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 }
        var nameEnd: Int?
        var colon: Int?
        var inQuotes = false
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\"") { inQuotes.toggle() }
            if inQuotes { continue }
            if nameEnd == nil && (byte == UInt8(ascii: ";") || byte == UInt8(ascii: ":")) { nameEnd = index }
            if byte == UInt8(ascii: ":") {
                colon = index
                break
            }
        }
        let clean = bytes.filter { $0 != 0 }
        let cut = min(nameEnd ?? clean.count, clean.count)
        name = String(decoding: clean[..<cut], as: UTF8.self).uppercased()
        if let colon, colon < bytes.count {
            value = String(decoding: bytes[(colon + 1)...].filter { $0 != 0 }, as: UTF8.self)
        } else {
            value = ""
        }
    }
}
