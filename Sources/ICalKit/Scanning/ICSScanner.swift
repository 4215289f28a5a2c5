#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Splits iCalendar bytes into components as they arrive, so a file of any size is read
/// in bounded memory.
///
/// It accepts CRLF, LF or CR-only line ends (mixed too, as where calendars written with
/// different ones are joined), UTF-8 (with or without a byte order mark) and
/// UTF-16 or UTF-32 with one, and hands over each component directly inside a VCALENDAR
/// (VEVENT, VTODO, VJOURNAL, VTIMEZONE, ...) as one ``ComponentChunk`` of its unfolded
/// lines, which libical can then parse on its own. Every line is unfolded before it is read
/// (RFC 5545 folds anywhere, even inside a name), and the properties a record needs are
/// found on the way, byte by byte, without a String for the others.
///
/// Memory is bounded: a logical line keeps at most ``maximumLineBytes`` (the rest is cut
/// and reported) and a component at most ``maximumComponentBytes`` (a larger one is
/// reported and skipped).
package struct ICSScanner {
    /// Something found while scanning.
    package enum Event {
        /// A whole component, in file order.
        case component(ComponentChunk)
        /// A property of the VCALENDAR itself (`X-WR-TIMEZONE`), with the calendar's index.
        case calendarProperty(name: String, value: String, calendar: Int)
        /// A problem with the file's structure, at a line; nothing was lost to it.
        case problem(line: Int, message: String)
        /// A problem that cost data: a component not read (`kind` says which), or an END
        /// that closes nothing (`kind` nil).
        case damage(line: Int, kind: String?, message: String)
    }

    /// The longest logical line kept; a longer one is cut and reported.
    package static let maximumLineBytes = 1 << 20
    /// The largest component read; a larger one is skipped.
    package static let maximumComponentBytes = 16 << 20
    /// The deepest nesting of components accepted.
    package static let maximumDepth = 12
    /// The components whose records are read; one nested in another is not.
    package static let recordKinds: Set<String> = ["VEVENT", "VTODO", "VJOURNAL"]

    /// Whether the input begins as iCalendar does; nil until its first bytes are read.
    package private(set) var isCalendar: Bool?
    /// When the input is not iCalendar, what it begins with instead, in words.
    package private(set) var refusal: String?

    private var decoder = ICSTextDecoder()
    private var lineEnd = LineEnd.undecided
    /// With CR line ends, whether the last block ended just after one, so an LF that starts
    /// the next is the rest of a CRLF.
    private var lastLineEndedAtCR = false
    /// The physical line being read, when a block ended inside it.
    private var pending: [UInt8] = []
    private var pendingIsCut = false
    private var physicalLine = 0
    /// The logical line being unfolded.
    private var logical: [UInt8] = []
    /// The logical line when it is one physical line still in the bytes being split, so
    /// it is read where it lies; copied into ``logical`` when a folded line continues it
    /// or the bytes are about to go (``keepBorrowedLine()``).
    private var borrowed: UnsafeBufferPointer<UInt8>?
    private var hasLogical = false
    private var logicalIsCut = false
    private var logicalLine = 0
    private var stack: [String] = []
    /// Levels nested deeper than ``maximumDepth``: counted, not kept, so memory stays
    /// bounded however deep a file nests.
    private var skippedDepth = 0
    private var calendarCount = 0
    /// The component being read, when ``inChunk``; kept in place (not optional) so each
    /// line is added to its bytes without copying the chunk.
    private var chunk = ComponentChunk(kind: "", firstLine: 0, calendar: 0)
    private var inChunk = false
    /// Why the open component will be skipped, once it is known.
    private var chunkSkipReason: String?
    private var events: [Event] = []

    private enum LineEnd {
        case undecided
        /// LF ends a line; a CR before it is dropped.
        case lineFeed
        /// CR alone ends a line.
        case carriageReturn
    }

    package init() {}

    /// Feeds more bytes; returns what became complete.
    package mutating func feed(_ bytes: [UInt8]) -> [Event] {
        bytes.withUnsafeBufferPointer { feed($0) }
    }

    /// Feeds more bytes; returns what became complete.
    package mutating func feed(_ bytes: UnsafeBufferPointer<UInt8>) -> [Event] {
        guard isCalendar != false else { return [] }
        var decoder = self.decoder
        decoder.decode(bytes) { decoded in
            split(decoded)
            keepBorrowedLine()
        }
        self.decoder = decoder
        assert(borrowed == nil, "a line was left pointing into bytes that are gone")
        return takeEvents()
    }

    /// Ends the input; reports a component or calendar left open.
    package mutating func finish() -> [Event] {
        guard isCalendar != false else { return takeEvents() }
        var decoder = self.decoder
        decoder.finish { decoded in
            split(decoded)
            keepBorrowedLine()
        }
        self.decoder = decoder
        if isCalendar != false && (!pending.isEmpty || pendingIsCut) {
            if lineEnd == .undecided && pending.last == 0x0D { pending.removeLast() }
            endPendingLine()
        }
        flushLogical()
        if isCalendar == nil {
            refuse(physicalLine == 0 ? "it is empty" : "it holds only blank lines")
        }
        guard isCalendar == true else { return takeEvents() }
        if inChunk {
            var open = chunk
            open.isTruncated = true
            for kind in stack.dropFirst(2).prefix(ICSScanner.maximumDepth - 2).reversed() {
                open.append(keyword: "END:", kind: kind)
            }
            open.append(keyword: "END:", kind: open.kind)
            events.append(
                .problem(
                    line: physicalLine, message: "the file ends inside \(open.kind) begun at line \(open.firstLine)"))
            close(open)
        } else if !stack.isEmpty {
            events.append(.problem(line: physicalLine, message: "the file ends inside \(stack.last ?? "VCALENDAR")"))
        }
        return takeEvents()
    }

    private mutating func takeEvents() -> [Event] {
        defer { events.removeAll(keepingCapacity: true) }
        return events
    }

    // MARK: - Physical lines

    /// Splits decoded bytes into physical lines.
    private mutating func split(_ buffer: UnsafeBufferPointer<UInt8>) {
        var lineStart = 0
        var index = 0
        let count = buffer.count
        if lineEnd == .undecided && pending.last == 0x0D, count > 0 {
            // The last block ended on a CR: this block's first byte tells the line ends.
            lineEnd = buffer[0] == 0x0A ? .lineFeed : .carriageReturn
            if lineEnd == .carriageReturn {
                pending.removeLast()
                endPendingLine()
            }
        }
        if lineEnd == .lineFeed && pending.last == 0x0D, count > 0, buffer[0] != 0x0A {
            // The last block ended on a CR that no LF follows: a line end of its own.
            pending.removeLast()
            endPendingLine()
        }
        if lineEnd == .carriageReturn && lastLineEndedAtCR, count > 0, buffer[0] == 0x0A {
            // The LF of a CRLF whose CR ended the last block.
            lineStart = 1
        }
        let end: UInt8 = lineEnd == .carriageReturn ? 0x0D : 0x0A
        if lineEnd != .undecided, let base = buffer.baseAddress {
            // The line ends known, each is found with `memchr`, many bytes at a time; the
            // other kind is looked for line by line only in bytes that hold it.
            let mixed = lineEnd == .lineFeed ? Self.hasLoneCR(buffer) : memchr(base, 0x0A, count) != nil
            index = lineStart
            while isCalendar != false, index < count {
                let hit = memchr(base + index, Int32(end), count - index).map {
                    base.distance(to: $0.assumingMemoryBound(to: UInt8.self))
                }
                if mixed { lineStart = splitAtOtherLineEnds(buffer, from: lineStart, to: hit ?? count) }
                guard let hit, isCalendar != false else { break }
                line(UnsafeBufferPointer(rebasing: buffer[lineStart..<hit]))
                index = hit + 1
                lineStart = index
            }
            lastLineEndedAtCR = lineEnd == .carriageReturn && lineStart == count && buffer.last == 0x0D
            index = count
        }
        while index < count && isCalendar != false {
            let byte = buffer[index]
            if byte == 0x0A && lineEnd == .undecided {
                // LF alone: the rest of the input is split with memchr.
                lineEnd = .lineFeed
                line(UnsafeBufferPointer(rebasing: buffer[lineStart..<index]))
                return split(UnsafeBufferPointer(rebasing: buffer[(index + 1)...]))
            }
            if byte == end || (lineEnd == .undecided && byte == 0x0D) {
                if lineEnd == .undecided && byte == 0x0D {
                    guard index + 1 < count else { break }
                    if buffer[index + 1] == 0x0A {
                        // CRLF: the rest of the input is split with memchr.
                        lineEnd = .lineFeed
                        line(UnsafeBufferPointer(rebasing: buffer[lineStart..<index]))
                        return split(UnsafeBufferPointer(rebasing: buffer[(index + 2)...]))
                    }
                    lineEnd = .carriageReturn
                    return splitRest(buffer, from: lineStart, crAt: index)
                }
                line(UnsafeBufferPointer(rebasing: buffer[lineStart..<index]))
                lineStart = index + 1
            }
            index += 1
        }
        if lineStart < count && isCalendar != false {
            appendPending(UnsafeBufferPointer(rebasing: buffer[lineStart..<count]))
        }
    }

    /// Ends the lines that the other kind of line end closes before `end`, the next line end
    /// of the file's own kind (or the bytes' end), and returns where the line `end` closes
    /// begins.
    ///
    /// So a file that joins a calendar of CR-only lines to one of LF or CRLF lines, or the
    /// other way round, is read line by line all through.
    private mutating func splitAtOtherLineEnds(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
    ) -> Int {
        guard let base = buffer.baseAddress else { return start }
        let other: UInt8 = lineEnd == .carriageReturn ? 0x0A : 0x0D
        var lineStart = start
        var from = start
        while isCalendar != false, from < end, let found = memchr(base + from, Int32(other), end - from) {
            let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            from = at + 1
            if other == 0x0D {
                // Among LF lines a CR just before the LF is a CRLF; one that ends the bytes
                // waits for the next block to tell.
                if at + 1 == end { break }
            } else if at == lineStart, at > 0, buffer[at - 1] == 0x0D {
                // Among CR lines an LF just after the CR that ended a line is a CRLF.
                lineStart = at + 1
                continue
            }
            line(UnsafeBufferPointer(rebasing: buffer[lineStart..<at]))
            lineStart = at + 1
        }
        return lineStart
    }

    /// Whether the bytes hold a CR that no LF follows, so CR-only lines are mixed with LF
    /// ones.
    ///
    /// A CR that ends the bytes waits for the next block to tell. Read 32 bytes at a time,
    /// as CRLF files have a CR on every line, and the rest byte by byte.
    private static func hasLoneCR(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let carriageReturns = SIMD32<UInt8>(repeating: 0x0D)
        let lineFeeds = SIMD32<UInt8>(repeating: 0x0A)
        var offset = 0
        // The masks of 1 KiB at a time are joined before one look, which costs a call.
        while offset + 1025 <= buffer.count {
            var lone = SIMDMask<SIMD32<Int8>>(repeating: false)
            for step in stride(from: offset, to: offset + 1024, by: 32) {
                let here = raw.loadUnaligned(fromByteOffset: step, as: SIMD32<UInt8>.self)
                let next = raw.loadUnaligned(fromByteOffset: step + 1, as: SIMD32<UInt8>.self)
                lone = lone .| ((here .== carriageReturns) .& .!(next .== lineFeeds))
            }
            if any(lone) { return true }
            offset += 1024
        }
        while offset + 1 < buffer.count {
            if buffer[offset] == 0x0D && buffer[offset + 1] != 0x0A { return true }
            offset += 1
        }
        return false
    }

    /// Goes on splitting once a CR alone has been found to end lines.
    private mutating func splitRest(_ buffer: UnsafeBufferPointer<UInt8>, from lineStart: Int, crAt index: Int) {
        line(UnsafeBufferPointer(rebasing: buffer[lineStart..<index]))
        split(UnsafeBufferPointer(rebasing: buffer[(index + 1)...]))
    }

    /// One physical line ends at a terminator found in this block.
    private mutating func line(_ tail: UnsafeBufferPointer<UInt8>) {
        if pending.isEmpty && !pendingIsCut {
            physical(Self.droppingCR(tail, lineEnd), inPlace: true)
        } else {
            appendPending(tail)
            endPendingLine()
        }
    }

    private mutating func endPendingLine() {
        let cut = pendingIsCut
        let line = pending
        pending.removeAll(keepingCapacity: true)
        pendingIsCut = false
        line.withUnsafeBufferPointer { physical(Self.droppingCR($0, lineEnd), cut: cut) }
    }

    private static func droppingCR(_ line: UnsafeBufferPointer<UInt8>, _ lineEnd: LineEnd) -> UnsafeBufferPointer<UInt8>
    {
        guard lineEnd != .carriageReturn, let last = line.last, last == 0x0D else { return line }
        return UnsafeBufferPointer(rebasing: line.dropLast())
    }

    /// Keeps a partial line, up to the limit; the rest of an endless line is dropped.
    private mutating func appendPending(_ bytes: UnsafeBufferPointer<UInt8>) {
        let room = ICSScanner.maximumLineBytes - pending.count
        if bytes.count > room {
            pendingIsCut = true
            if room > 0 { pending.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<room])) }
        } else {
            pending.append(contentsOf: bytes)
        }
        // A lone CR may yet turn out to end an empty line.
        if isCalendar == nil && pending != [0x0D] { checkStart(pending, complete: false) }
    }

    // MARK: - Logical lines

    /// A physical line; `inPlace` when it lies in the bytes being split, which stay valid
    /// until the split ends, so it need not be copied unless a folded line continues it.
    private mutating func physical(_ line: UnsafeBufferPointer<UInt8>, cut: Bool = false, inPlace: Bool = false) {
        physicalLine += 1
        if isCalendar == nil {
            if line.isEmpty && !cut { return }
            checkStart(line, complete: !cut)
            if isCalendar == false { return }
        }
        if let first = line.first, first == 0x20 || first == 0x09, hasLogical {
            keepBorrowedLine()
            appendLogical(UnsafeBufferPointer(rebasing: line[1...]), cut: cut)
            return
        }
        flushLogical()
        hasLogical = true
        logicalLine = physicalLine
        if inPlace && !cut && line.count <= ICSScanner.maximumLineBytes {
            borrowed = line
        } else {
            appendLogical(line, cut: cut)
        }
    }

    /// Copies the logical line out of the bytes being split, which are about to go.
    private mutating func keepBorrowedLine() {
        guard let line = borrowed else { return }
        borrowed = nil
        logical.append(contentsOf: line)
    }

    private mutating func appendLogical(_ bytes: UnsafeBufferPointer<UInt8>, cut: Bool) {
        let room = ICSScanner.maximumLineBytes - logical.count
        if bytes.count > room {
            logicalIsCut = true
            if room > 0 { logical.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<room])) }
        } else {
            logical.append(contentsOf: bytes)
        }
        if cut { logicalIsCut = true }
    }

    /// Decides from the first bytes whether the input is iCalendar at all: its first line
    /// must be `BEGIN:VCALENDAR`, so anything else is refused as soon as it is seen.
    private mutating func checkStart<Bytes: Collection<UInt8>>(_ line: Bytes, complete: Bool) {
        let expected = "BEGIN:VCALENDAR".utf8
        for (byte, wanted) in zip(line, expected) where Self.upper(byte) != wanted {
            return refuse("it begins with \(Self.quoted(line))")
        }
        if line.count >= ICSScanner.maximumLineBytes {
            return refuse("its first line is longer than 1 MiB")
        }
        guard complete else { return }
        if line.count == expected.count {
            isCalendar = true
        } else if line.count < expected.count {
            refuse("it begins with \(Self.quoted(line))")
        } else {
            refuse("its first line is \(Self.quoted(line)), not BEGIN:VCALENDAR alone")
        }
    }

    private mutating func refuse(_ reason: String) {
        isCalendar = false
        refusal = reason
        pending = []
        logical = []
        borrowed = nil
        inChunk = false
    }

    /// The first bytes of a line, readable: printable ASCII as it is, the rest as escapes.
    static func quoted<Bytes: Collection<UInt8>>(_ line: Bytes) -> String {
        if let first = line.first, first == 0, line.prefix(64).allSatisfy({ $0 == 0 }) { return "NUL bytes" }
        var text = "\""
        for byte in line.prefix(24) {
            switch byte {
            case 0x20..<0x7F where byte != 0x22 && byte != 0x5C: text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                text += "\\x" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return text + (line.count > 24 ? "...\"" : "\"")
    }

    private static func upper(_ byte: UInt8) -> UInt8 {
        (0x61...0x7A).contains(byte) ? byte & 0xDF : byte
    }

    private mutating func flushLogical() {
        guard hasLogical else { return }
        hasLogical = false
        let isCut = logicalIsCut
        logicalIsCut = false
        if let line = borrowed {
            borrowed = nil
            if isCalendar == true { read(ContentLineView(line), cut: isCut) }
            return
        }
        defer { logical.removeAll(keepingCapacity: true) }
        guard isCalendar == true else { return }
        logical.withUnsafeBufferPointer { read(ContentLineView($0), cut: isCut) }
    }

    /// Reads one unfolded line.
    private mutating func read(_ line: ContentLineView, cut: Bool) {
        if line.nameIs("BEGIN") { return begin(line.upperValue) }
        if line.nameIs("END") { return end(line.upperValue) }
        if cut {
            events.append(.problem(line: logicalLine, message: "line \(logicalLine) is longer than 1 MiB; it was cut"))
        }
        if inChunk, stack.count == 2, let pieces = Self.pieces(ofLongList: line) {
            for piece in pieces { piece.withUnsafeBufferPointer { read(ContentLineView($0), cut: false) } }
            return
        }
        if inChunk {
            guard skippedDepth == 0, chunkSkipReason == nil else { return }
            if chunk.bytes.count + line.bytes.count + 2 > ICSScanner.maximumComponentBytes {
                return skipChunk(because: "is larger than 16 MiB")
            }
            let offset = chunk.bytes.count + line.nameEnd
            chunk.append(line: line.bytes)
            if stack.count == 2 { noteProperty(line, at: offset) }
        } else if stack.count == 1 {
            events.append(.calendarProperty(name: line.upperName, value: line.valueText, calendar: calendarCount))
        } else if stack.isEmpty && !line.isBlank {
            events.append(.problem(line: logicalLine, message: "line \(logicalLine) is outside any VCALENDAR"))
        }
    }

    /// The most values of one property libical reads: it drops the rest of a longer list
    /// without a word (`MAXIMUM_ALLOWED_MULTIPLE_VALUES` in its parser).
    static let libicalValuesPerProperty = 500

    /// An EXDATE or RDATE with more values than libical reads, as lines of at most
    /// ``libicalValuesPerProperty`` values with the same name and parameters (RFC 5545 lets
    /// a list be written over several properties); nil for any other line.
    static func pieces(ofLongList line: ContentLineView) -> [[UInt8]]? {
        guard line.nameIs("EXDATE") || line.nameIs("RDATE") else { return nil }
        let value = line.bytes[line.valueStart...]
        guard value.lazy.filter({ $0 == UInt8(ascii: ",") }).count >= libicalValuesPerProperty else { return nil }
        let head = Array(line.bytes[..<line.valueStart])
        let values = value.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
        return stride(from: 0, to: values.count, by: libicalValuesPerProperty).map { first in
            let part = values[first..<min(values.count, first + libicalValuesPerProperty)]
            return head + Array(part.joined(separator: [UInt8(ascii: ",")]))
        }
    }

    /// Notes where a property of the component itself is, when a record reads it.
    ///
    /// `offset` is where the text after its name begins in the chunk's bytes.
    private mutating func noteProperty(_ line: ContentLineView, at offset: Int) {
        let afterName = offset..<(offset + line.bytes.count - line.nameEnd)
        let value = (offset + line.valueStart - line.nameEnd)..<afterName.upperBound
        if line.nameIs("RRULE") {
            chunk.rules.append(ComponentChunk.RuleLine(line: logicalLine, value: line.valueText))
        } else if line.nameIs("UID") {
            if chunk.fields.uid != nil || line.hasParameters { chunk.fields.isPlain = false }
            chunk.fields.uid = chunk.fields.uid ?? ComponentChunk.Span(value)
        } else if line.nameIs("SUMMARY") {
            if chunk.fields.summary != nil || line.hasQuotes { chunk.fields.isPlain = false }
            chunk.fields.summary = chunk.fields.summary ?? ComponentChunk.Span(value)
        } else if line.nameIs("DTSTART") {
            if chunk.fields.start != nil || line.hasQuotes { chunk.fields.isPlain = false }
            chunk.fields.start = chunk.fields.start ?? ComponentChunk.Span(afterName)
            chunk.fields.dateLines.append(.init(name: "DTSTART", line: logicalLine, value: value))
        } else if line.nameIs("EXDATE") {
            if line.hasQuotes { chunk.fields.isPlain = false }
            chunk.fields.exceptionDates.append(afterName)
            chunk.fields.dateLines.append(.init(name: "EXDATE", line: logicalLine, value: value))
        } else if line.nameIs("RECURRENCE-ID") {
            chunk.hasRecurrenceID = true
            chunk.fields.isPlain = false
            chunk.fields.dateLines.append(.init(name: "RECURRENCE-ID", line: logicalLine, value: value))
        } else if line.nameIs("RDATE") {
            chunk.fields.isPlain = false
            chunk.fields.dateLines.append(.init(name: "RDATE", line: logicalLine, value: value))
        } else if line.nameIs("DTEND") || line.nameIs("DUE") {
            if chunk.fields.end != nil || line.hasQuotes { chunk.fields.isPlain = false }
            chunk.fields.end = chunk.fields.end ?? ComponentChunk.Span(afterName)
            chunk.fields.dateLines.append(.init(name: line.upperName, line: logicalLine, value: value))
        } else if line.nameIs("DURATION") {
            // Noted so that a value that names no time is reported at its line.
            chunk.fields.isPlain = false
            chunk.fields.dateLines.append(.init(name: "DURATION", line: logicalLine, value: value))
        } else if line.nameIs("STATUS") {
            if chunk.fields.status != nil || line.hasParameters { chunk.fields.isPlain = false }
            chunk.fields.status = chunk.fields.status ?? ComponentChunk.Span(value)
        } else if line.nameIs("SEQUENCE") {
            if chunk.fields.sequence != nil || line.hasParameters { chunk.fields.isPlain = false }
            chunk.fields.sequence = chunk.fields.sequence ?? ComponentChunk.Span(value)
        } else if line.nameIs("LOCATION") {
            if chunk.fields.location != nil || line.hasQuotes { chunk.fields.isPlain = false }
            chunk.fields.location = chunk.fields.location ?? ComponentChunk.Span(value)
        } else if line.nameIs("DESCRIPTION") {
            if chunk.fields.details != nil || line.hasQuotes { chunk.fields.isPlain = false }
            chunk.fields.details = chunk.fields.details ?? ComponentChunk.Span(value)
        } else if line.nameIs("URL") || line.nameIs("CATEGORIES") || !line.hasPlainName {
            chunk.fields.isPlain = false
        }
    }

    // MARK: - Components

    private mutating func begin(_ kind: String) {
        // A component inside the one read (a VALARM) is libical's to read.
        if inChunk { chunk.fields.isPlain = false }
        // A record that is not read is damage, so a conversion counts it as an error.
        let isRecord = ICSScanner.recordKinds.contains(kind)
        if stack.count >= ICSScanner.maximumDepth {
            if skippedDepth == 0 {
                events.append(
                    .problem(
                        line: logicalLine,
                        message:
                            "line \(logicalLine): components nest deeper than \(ICSScanner.maximumDepth) levels; the deeper ones are skipped"
                    ))
            }
            if isRecord {
                events.append(
                    .damage(
                        line: logicalLine, kind: kind,
                        message:
                            "line \(logicalLine): \(kind) nested deeper than \(ICSScanner.maximumDepth) levels; it is not read"
                    ))
            }
            skippedDepth += 1
            return
        }
        if stack.isEmpty && kind != "VCALENDAR" {
            let message = "line \(logicalLine): \(kind) outside any VCALENDAR"
            events.append(
                isRecord
                    ? .damage(line: logicalLine, kind: kind, message: message + "; it is not read")
                    : .problem(line: logicalLine, message: message))
        }
        if stack.count >= 2, inChunk, isRecord {
            let open = chunk
            events.append(
                .damage(
                    line: logicalLine, kind: kind,
                    message:
                        "line \(logicalLine): \(kind) nested inside \(open.kind) begun at line \(open.firstLine); it is not read"
                ))
        }
        stack.append(kind)
        if stack.count == 1 && kind == "VCALENDAR" { calendarCount += 1 }
        if stack.count == 2 {
            chunk = ComponentChunk(kind: kind, firstLine: logicalLine, calendar: calendarCount)
            chunk.bytes.reserveCapacity(1024)
            inChunk = true
            chunkSkipReason = nil
        }
        if stack.count >= 2 { appendToChunk("BEGIN:", kind) }
    }

    private mutating func end(_ kind: String) {
        if skippedDepth > 0 {
            skippedDepth -= 1
            return
        }
        guard let depth = stack.lastIndex(of: kind) else {
            let message =
                stack.isEmpty
                ? "line \(logicalLine): END:\(kind) without BEGIN"
                : "line \(logicalLine): END:\(kind) without BEGIN:\(kind); it is ignored"
            events.append(.damage(line: logicalLine, kind: nil, message: message))
            return
        }
        while stack.count > depth + 1 {
            events.append(
                .problem(line: logicalLine, message: "line \(logicalLine): END:\(kind) closes \(stack.last ?? "")"))
            close()
        }
        close()
    }

    /// Closes the innermost open component.
    private mutating func close() {
        guard let open = stack.last else { return }
        if stack.count >= 2 { appendToChunk("END:", open) }
        stack.removeLast()
        if stack.count == 1, inChunk {
            close(chunk)
        }
    }

    /// Adds a BEGIN or END line to the open component, within its bound.
    private mutating func appendToChunk(_ keyword: StaticString, _ kind: String) {
        guard inChunk, chunkSkipReason == nil else { return }
        if chunk.bytes.count + keyword.utf8CodeUnitCount + kind.utf8.count + 2 > ICSScanner.maximumComponentBytes {
            return skipChunk(because: "is larger than 16 MiB")
        }
        chunk.append(keyword: keyword, kind: kind)
    }

    /// Ends the open component: hands it out, or reports it skipped when it broke a bound.
    private mutating func close(_ done: ComponentChunk) {
        if let reason = chunkSkipReason {
            events.append(
                .damage(
                    line: done.firstLine, kind: done.kind,
                    message: "line \(done.firstLine): \(done.kind) \(reason); it is skipped"))
        } else {
            emit(done)
        }
        inChunk = false
        chunkSkipReason = nil
    }

    private mutating func emit(_ done: ComponentChunk) {
        events.append(.component(done))
    }

    /// Drops the open component's bytes and marks it to be reported when it closes.
    private mutating func skipChunk(because reason: String) {
        guard chunkSkipReason == nil else { return }
        chunkSkipReason = reason
        chunk.bytes = []
        chunk.rules = []
    }
}

/// Unchecked: its one pointer (the line read in place) is set only during ``feed(_:)`` and
/// ``finish()`` and is nil again before they return, so between calls a scanner holds
/// values only and may move to another thread.
extension ICSScanner: @unchecked Sendable {}
