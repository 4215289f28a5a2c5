/// Where each component of a calendar file lies in its bytes, so that one can be replaced
/// or a new one added while every other byte of the file stays as it was.
///
/// Lines end in CR LF or LF; a line that begins with a space or a tab continues the one
/// before (RFC 5545, 3.1), so a folded BEGIN or END line is found too.
package struct CalendarLayout: Sendable {
    /// One component directly inside a VCALENDAR.
    package struct Piece: Sendable, Equatable {
        /// `VEVENT`, `VTIMEZONE`, ...
        package var kind: String
        /// The line of its BEGIN, counted from 1.
        package var line: Int
        /// Its bytes, from the start of its BEGIN line to the end of its END line's break.
        package var range: Range<Int>
    }

    /// The components directly inside a VCALENDAR, in file order.
    package private(set) var pieces: [Piece] = []
    /// Whether lines end in CR LF (else LF), by the first line: what a new piece is written with.
    package private(set) var usesCarriageReturns = true

    /// The layout of a file's bytes; pieces not closed by their END are left out.
    package init(_ bytes: [UInt8]) {
        var depth = 0
        var open: (kind: String, line: Int, start: Int)?
        var lineNumber = 0
        var logical: [UInt8] = []
        var logicalStart = 0
        var logicalLine = 0
        // A byte order mark before the first line is not part of it.
        var position = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var first = true
        func finish(endingAt end: Int) {
            guard let (keyword, name) = Self.keyword(logical) else { return }
            if keyword == "BEGIN" {
                depth += 1
                if depth == 2 { open = (name, logicalLine, logicalStart) }
            } else {
                if depth == 2, let started = open, started.kind == name {
                    pieces.append(Piece(kind: name, line: started.line, range: started.start..<end))
                    open = nil
                }
                depth = max(0, depth - 1)
            }
        }
        while position < bytes.count {
            var lineEnd = position
            while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            let next = min(lineEnd + 1, bytes.count)
            var contentEnd = lineEnd
            if contentEnd > position && bytes[contentEnd - 1] == 0x0D { contentEnd -= 1 }
            if first {
                usesCarriageReturns = contentEnd != lineEnd
                first = false
            }
            lineNumber += 1
            let isContinuation = position < contentEnd && (bytes[position] == 0x20 || bytes[position] == 0x09)
            if isContinuation && !logical.isEmpty {
                logical.append(contentsOf: bytes[(position + 1)..<contentEnd])
            } else {
                if !logical.isEmpty { finish(endingAt: position) }
                logical = Array(bytes[position..<contentEnd])
                logicalStart = position
                logicalLine = lineNumber
            }
            position = next
        }
        if !logical.isEmpty { finish(endingAt: bytes.count) }
    }

    /// `BEGIN` or `END` and the component's name, upper case, for such a line.
    private static func keyword(_ line: [UInt8]) -> (String, String)? {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        let name = String(decoding: line[..<colon], as: UTF8.self).uppercased()
        guard name == "BEGIN" || name == "END" else { return nil }
        let value = line[(colon + 1)...].drop { $0 == 0x20 || $0 == 0x09 }
        let trimmed = value.reversed().drop { $0 == 0x20 || $0 == 0x09 }.reversed()
        return (name, String(decoding: trimmed, as: UTF8.self).uppercased())
    }
}
