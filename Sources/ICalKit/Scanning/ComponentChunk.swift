/// One component's bytes, ready for libical, with what the scanner already knows of it.
package struct ComponentChunk: Sendable {
    /// An RRULE as written, with its line in the file.
    package struct RuleLine: Sendable, Equatable {
        package var line: Int
        package var value: String

        /// An RRULE value and the line it is on.
        package init(line: Int, value: String) {
            self.line = line
            self.value = value
        }
    }

    /// A run of ``bytes`` in eight bytes: a component is at most 16 MiB, so each bound fits
    /// in 32 bits, and each component keeps eight of these on its way to a reader.
    package struct Span: Sendable, Equatable {
        private var lower: UInt32
        private var upper: UInt32

        /// The run of a range of ``bytes``.
        init(_ range: Range<Int>) {
            lower = UInt32(truncatingIfNeeded: range.lowerBound)
            upper = UInt32(truncatingIfNeeded: range.upperBound)
        }

        /// The range of ``bytes`` it covers.
        package var range: Range<Int> { Int(lower)..<Int(upper) }
    }

    /// Where the scanner found the properties a record reads, as ranges of ``bytes``, so
    /// a reader that needs only those need not parse the component again.
    package struct Fields: Sendable {
        /// The value of UID.
        package var uid: Span?
        /// The value of SUMMARY.
        package var summary: Span?
        /// DTSTART after its name: parameters, colon and value.
        package var start: Span?
        /// DTEND or DUE (the first of them) after its name: parameters, colon and value.
        package var end: Span?
        /// The value of STATUS.
        package var status: Span?
        /// The value of SEQUENCE.
        package var sequence: Span?
        /// The value of LOCATION.
        package var location: Span?
        /// The value of DESCRIPTION.
        package var details: Span?
        /// Each EXDATE after its name: parameters, colon and value.
        package var exceptionDates: [Range<Int>] = []
        /// Each date, time and duration property of the component itself (DTSTART, DTEND,
        /// DUE, DURATION, RECURRENCE-ID, EXDATE, RDATE): its name, line and value.
        package var dateLines: [DateLine] = []
        /// Whether the scanner can read the whole component as libical reads it: no
        /// component inside it, no RDATE, RECURRENCE-ID, DURATION, URL or CATEGORIES, no
        /// property read given twice, no quoted parameter or unusual name among them.
        package var isPlain = true
    }

    /// Where a date, time or duration property of the component itself is written.
    package struct DateLine: Sendable {
        /// Its name, upper case (`DTSTART`, `EXDATE`, `RDATE`, ...).
        package var name: String
        /// Its line in the file.
        package var line: Int
        /// Its value, as a range of ``bytes``.
        package var value: Range<Int>
    }

    /// `VEVENT`, `VTODO`, `VJOURNAL`, `VTIMEZONE`, ...
    package var kind: String
    /// The line of its BEGIN.
    package var firstLine: Int
    /// Which VCALENDAR of the file it belongs to (1 for the first).
    package var calendar: Int
    /// Its lines, unfolded, CRLF.
    package var bytes: [UInt8] = []
    /// Its RRULE properties, unfolded (libical would drop a bad one).
    package var rules: [RuleLine] = []
    /// Whether the file ended inside it.
    package var isTruncated = false
    /// Whether it has a RECURRENCE-ID of its own (not one of a nested component), so it
    /// overrides an instance of a series; lets a reader pick out overrides without parsing.
    package var hasRecurrenceID = false
    /// Where its own properties that a ``CalendarComponent`` holds are in ``bytes``.
    package var fields = Fields()

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

    /// Adds a `BEGIN:` or `END:` line for a kind.
    mutating func append(keyword: StaticString, kind: String) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: keyword.utf8Start, count: keyword.utf8CodeUnitCount))
        bytes.append(contentsOf: kind.utf8)
        bytes.append(0x0D)
        bytes.append(0x0A)
    }
}
