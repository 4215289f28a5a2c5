/// Splits iCalendar text into components as the bytes arrive, so a file of any size is
/// read in bounded memory.
///
/// It unfolds lines, accepts CRLF or LF and a UTF-8 BOM, upper-cases property and
/// parameter names (producers write `dtstart;tzid=...`), and hands over each component
/// directly inside a VCALENDAR (VEVENT, VTODO, VJOURNAL, VTIMEZONE, ...) as one
/// ``ComponentChunk`` that libical then parses on its own.
public struct ICSScanner {
    /// Something found while scanning.
    public enum Event {
        /// A whole component, in file order.
        case component(ComponentChunk)
        /// A property of the VCALENDAR itself (`X-WR-TIMEZONE`), with the calendar's index.
        case calendarProperty(name: String, value: String, calendar: Int)
        /// A problem with the file's structure, at a line.
        case problem(line: Int, message: String)
    }

    /// The longest logical line kept; longer ones are cut and reported.
    public static let maximumLineBytes = 1 << 20
    /// The deepest nesting of components accepted.
    public static let maximumDepth = 12

    private var pending: [UInt8] = []
    private var logical: [UInt8] = []
    private var logicalLine = 0
    private var physicalLine = 0
    private var sawContent = false
    private var lineTooLong = false
    private var atStart = true
    private(set) public var isCalendar: Bool?

    private var stack: [String] = []
    private var calendarCount = 0
    private var chunk: ComponentChunk?
    private var events: [Event] = []

    public init() {}

    /// Feeds more bytes; returns what became complete.
    public mutating func feed(_ bytes: [UInt8]) -> [Event] {
        var lineStart = bytes.startIndex
        var index = bytes.startIndex
        while index != bytes.endIndex {
            if bytes[index] == 0x0A {
                if pending.isEmpty {
                    physical(bytes[lineStart..<index])
                } else {
                    pending.append(contentsOf: bytes[lineStart..<index])
                    let line = pending
                    pending.removeAll(keepingCapacity: true)
                    physical(line[...])
                }
                lineStart = index + 1
            }
            index += 1
        }
        if lineStart != bytes.endIndex {
            pending.append(contentsOf: bytes[lineStart..<bytes.endIndex])
            if pending.count > ICSScanner.maximumLineBytes * 2 {
                // A line with no end in sight: keep the head, drop the rest as it comes.
                pending.removeLast(pending.count - ICSScanner.maximumLineBytes)
                lineTooLong = true
            }
        }
        return takeEvents()
    }

    /// Ends the input; reports a component or calendar left open.
    public mutating func finish() -> [Event] {
        if !pending.isEmpty {
            let line = pending
            pending.removeAll()
            physical(line[...])
        }
        flushLogical()
        if var open = chunk {
            open.isTruncated = true
            open.text += stack.dropFirst(2).reversed().map { "END:\($0)\r\n" }.joined()
            open.text += "END:\(open.kind)\r\n"
            events.append(.problem(
                line: physicalLine,
                message: "the file ends inside \(open.kind) begun at line \(open.firstLine)"))
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

    private mutating func physical(_ raw: ArraySlice<UInt8>) {
        physicalLine += 1
        var line = raw
        if line.last == 0x0D { line = line.dropLast() }
        if atStart {
            atStart = false
            if line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        }
        if let first = line.first, first == 0x20 || first == 0x09 {
            let room = ICSScanner.maximumLineBytes - logical.count
            if room > 0 { logical.append(contentsOf: line.dropFirst().prefix(room)) }
            if line.count - 1 > room { lineTooLong = true }
            return
        }
        flushLogical()
        logicalLine = physicalLine
        logical.append(contentsOf: line.prefix(ICSScanner.maximumLineBytes))
        if line.count > ICSScanner.maximumLineBytes { lineTooLong = true }
    }

    private mutating func flushLogical() {
        guard !logical.isEmpty else { return }
        defer {
            logical.removeAll(keepingCapacity: true)
            lineTooLong = false
        }
        if lineTooLong {
            events.append(.problem(line: logicalLine, message: "line \(logicalLine) is longer than 1 MiB; it was cut"))
        }
        var bytes = logical
        if bytes.contains(0) {
            bytes.removeAll { $0 == 0 }
            events.append(.problem(line: logicalLine, message: "line \(logicalLine) holds NUL bytes; they were removed"))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        contentLine(ContentLine(text))
    }

    private mutating func contentLine(_ line: ContentLine) {
        if isCalendar == nil {
            isCalendar = line.name == "BEGIN" && line.value.uppercased() == "VCALENDAR"
            if isCalendar == false { return }
        }
        guard isCalendar == true else { return }
        switch line.name {
        case "BEGIN": begin(line.value.uppercased(), line: line)
        case "END": end(line.value.uppercased(), line: line)
        default:
            if chunk != nil {
                append(line)
            } else if stack.count == 1 {
                events.append(.calendarProperty(name: line.name, value: line.value, calendar: calendarCount))
            } else if stack.isEmpty && !line.isBlank {
                events.append(.problem(line: logicalLine, message: "line \(logicalLine) is outside any VCALENDAR"))
            }
        }
    }

    private mutating func begin(_ kind: String, line: ContentLine) {
        if stack.count >= ICSScanner.maximumDepth {
            events.append(.problem(line: logicalLine, message: "line \(logicalLine): components nest deeper than \(ICSScanner.maximumDepth) levels"))
            stack.append(kind)
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
        if stack.count >= 2 { append(line) }
    }

    private mutating func end(_ kind: String, line: ContentLine) {
        guard let open = stack.last else {
            events.append(.problem(line: logicalLine, message: "line \(logicalLine): END:\(kind) without BEGIN"))
            return
        }
        if open != kind {
            events.append(.problem(line: logicalLine, message: "line \(logicalLine): END:\(kind) closes \(open)"))
        }
        if stack.count >= 2 && stack.count <= ICSScanner.maximumDepth { append(line) }
        stack.removeLast()
        if stack.count == 1, let done = chunk {
            events.append(.component(done))
            chunk = nil
        }
    }

    private mutating func append(_ line: ContentLine) {
        guard chunk != nil, stack.count <= ICSScanner.maximumDepth else { return }
        chunk!.text += line.normalized + "\r\n"
        if stack.count == 2 && line.name == "RRULE" {
            chunk!.rules.append(ComponentChunk.RuleLine(line: logicalLine, value: line.value))
        }
    }
}

/// One component's text, ready for libical, with what the scanner already knows of it.
public struct ComponentChunk: Sendable {
    /// An RRULE as written, with its line in the file.
    public struct RuleLine: Sendable, Equatable {
        public var line: Int
        public var value: String
    }

    /// `VEVENT`, `VTODO`, `VJOURNAL`, `VTIMEZONE`, ...
    public var kind: String
    /// The line of its BEGIN.
    public var firstLine: Int
    /// Which VCALENDAR of the file it belongs to (1 for the first).
    public var calendar: Int
    /// Unfolded lines, names upper-cased, CRLF.
    public var text = ""
    /// Its RRULE properties, raw (libical would drop a bad one).
    public var rules: [RuleLine] = []
    /// Whether the file ended inside it.
    public var isTruncated = false

    init(kind: String, firstLine: Int, calendar: Int) {
        self.kind = kind
        self.firstLine = firstLine
        self.calendar = calendar
    }
}

/// A content line split into its name and value, with names normalised.
struct ContentLine {
    let name: String
    let value: String
    let normalized: String
    let isBlank: Bool

    init(_ text: String) {
        isBlank = text.allSatisfy(\.isWhitespace)
        var nameEnd = text.endIndex
        var colon = text.endIndex
        var inQuotes = false
        for index in text.indices {
            let character = text[index]
            if character == "\"" { inQuotes.toggle() }
            if !inQuotes && (character == ";" || character == ":") && nameEnd == text.endIndex {
                nameEnd = index
            }
            if !inQuotes && character == ":" {
                colon = index
                break
            }
        }
        name = text[..<nameEnd].uppercased()
        value = colon < text.endIndex ? String(text[text.index(after: colon)...]) : ""
        let parameters = nameEnd < colon ? text[text.index(after: nameEnd)..<colon] : ""
        let normalizedParameters = parameters.isEmpty ? "" : ";" + ContentLine.normalizeParameters(parameters)
        normalized = colon < text.endIndex ? name + normalizedParameters + ":" + value : text
    }

    /// Upper-cases parameter names and the VALUE parameter's value.
    private static func normalizeParameters(_ text: Substring) -> String {
        var parts: [String] = []
        var current = ""
        var inQuotes = false
        for character in text {
            if character == "\"" { inQuotes.toggle() }
            if character == ";" && !inQuotes {
                parts.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        parts.append(current)
        return parts.map { part in
            guard let equals = part.firstIndex(of: "=") else { return part.uppercased() }
            let name = part[..<equals].uppercased()
            let value = part[part.index(after: equals)...]
            return name + "=" + (name == "VALUE" ? value.uppercased() : String(value))
        }.joined(separator: ";")
    }
}
