/// The lines of text in memory, numbered from 1, for reading CSV text that is already
/// whole (``CSV/rows(_:)``) the way files are read.
struct LinesInMemory: LineReading {
    private var rest: ArraySlice<UInt8>
    private var number = 0
    private var atEnd = false

    init(_ text: String) {
        rest = Array(text.utf8)[...]
    }

    /// The next line without its LF, or nil at the end.
    ///
    /// Never throws: there is no read to fail.
    mutating func next() throws -> LineSource.Line? {
        guard !atEnd else { return nil }
        let end = rest.firstIndex(of: 0x0A)
        let bytes = Array(rest[..<(end ?? rest.endIndex)])
        if let end { rest = rest[(end + 1)...] } else { atEnd = true }
        if end == nil && bytes.isEmpty { return nil }
        number += 1
        return LineSource.Line(number: number, bytes: bytes, isCut: false)
    }
}
