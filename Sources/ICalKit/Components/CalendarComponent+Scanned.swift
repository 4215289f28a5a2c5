#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CalendarComponent {
    /// The component read from the properties the scanner found, without libical; nil when
    /// the scanner cannot read the whole of it as libical does.
    ///
    /// Gives what ``init(parsing:)`` gives for such a component, except libical's
    /// complaints about the properties the value does not hold, which are not read.
    /// Anything unusual (an escape other than `\\`, `\,`, `\;` and `\n`, a parameter it
    /// does not know, a value that is not a plain date, a status libical may spell
    /// otherwise) leaves the component to libical.
    package init?(scanned chunk: ComponentChunk) {
        self.init(
            kind: chunk.kind, rules: chunk.rules, firstLine: chunk.firstLine, calendar: chunk.calendar,
            isTruncated: chunk.isTruncated)
        guard readScanned(chunk) else { return nil }
    }

    /// Fills the fields from what the scanner found, in place; false when the scanner
    /// cannot read the whole component (some fields may then be filled).
    mutating func readScanned(_ chunk: ComponentChunk) -> Bool {
        let fields = chunk.fields
        guard fields.isPlain, !chunk.hasRecurrenceID else { return false }
        return chunk.bytes.withUnsafeBufferPointer { bytes -> Bool in
            func value(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
                UnsafeBufferPointer(rebasing: bytes[range])
            }
            // An empty text is no value: libical drops the property.
            func text(_ span: ComponentChunk.Span?, into field: inout String?) -> Bool {
                guard let range = span?.range, !range.isEmpty else { return true }
                guard ScannedText.isReadable(value(range)) else { return false }
                field = ScannedText.unescaped(value(range))
                return true
            }
            func freeText(_ span: ComponentChunk.Span?, into field: inout FreeText?) -> Bool {
                guard let range = span?.range, !range.isEmpty else { return true }
                guard ScannedText.isReadable(value(range)) else { return false }
                field = FreeText(written: chunk.bytes[range])
                return true
            }
            // A one-value time, kept with its reading (`read`) for the times after it; false
            // when the scanner cannot read it (an absent property is read, as nothing).
            func time(
                _ span: ComponentChunk.Span?, like earlier: ScannedTime?, into field: inout Time?,
                read: inout ScannedTime?
            ) -> Bool {
                guard let range = span?.range else { return true }
                guard let scanned = ScannedTime(value(range), like: earlier), scanned.count == 1,
                    let first = scanned.first
                else { return false }
                field = Time(value: first, zoneID: scanned.zoneID)
                read = scanned
                return true
            }
            var startRead: ScannedTime?
            var endRead: ScannedTime?
            guard text(fields.uid, into: &uid), text(fields.summary, into: &summary),
                freeText(fields.location, into: &location), freeText(fields.details, into: &details),
                time(fields.start, like: nil, into: &start, read: &startRead),
                // Parameters written as DTSTART's are read once, and a TZID shares its text.
                time(fields.end, like: startRead, into: &end, read: &endRead)
            else { return false }
            if let span = fields.status {
                guard let read = scannedStatus(value(span.range)) else { return false }
                status = read
            }
            if let span = fields.sequence {
                guard let read = scannedInteger(value(span.range)) else { return false }
                sequence = read
            }
            for range in fields.exceptionDates {
                guard let read = ScannedTime(value(range), like: startRead), let first = read.first else {
                    return false
                }
                exceptionDates.append(Time(value: first, zoneID: read.zoneID))
                for later in read.later { exceptionDates.append(Time(value: later, zoneID: read.zoneID)) }
            }
            return true
        }
    }
}

/// The STATUS values libical knows, as it writes them back; another spelling is libical's
/// to read.
private let knownStatuses: [String] = [
    "TENTATIVE", "CONFIRMED", "CANCELLED", "NEEDS-ACTION", "COMPLETED", "IN-PROCESS", "DRAFT", "FINAL",
]

/// A STATUS value, when it is one libical knows, written in upper case.
private func scannedStatus(_ value: UnsafeBufferPointer<UInt8>) -> String? {
    knownStatuses.first { sameBytes($0, value) }
}

/// Whether a string's UTF-8 is the bytes.
private func sameBytes(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard text.utf8.count == bytes.count else { return false }
    var text = text
    return text.withUTF8 { bytesEqual($0, bytes) }
}

/// Whether two runs of bytes are the same.
private func bytesEqual(_ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>) -> Bool {
    guard left.count == right.count else { return false }
    guard let a = left.baseAddress, let b = right.baseAddress else { return true }
    return memcmp(a, b, left.count) == 0
}

/// An INTEGER of one to nine digits with no sign and no leading zero (or `0`).
private func scannedInteger(_ value: UnsafeBufferPointer<UInt8>) -> Int? {
    guard (1...9).contains(value.count), value.count == 1 || value[0] != UInt8(ascii: "0") else { return nil }
    var number = 0
    for byte in value {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        number = number * 10 + Int(byte - UInt8(ascii: "0"))
    }
    return number
}

/// A DTSTART, DTEND, DUE or EXDATE after its name (`;TZID=Europe/Berlin:20261130T073000`),
/// read when it is plain: no parameter but TZID and VALUE, VALUE agreeing with the values,
/// TZID only on local times, and every value a whole DATE or DATE-TIME in range.
private struct ScannedTime {
    var zoneID: String?
    /// The parameters' text (from the `;` to the colon), and the VALUE it declares.
    var parameters: UnsafeBufferPointer<UInt8>
    var declared: ICalDateTime.Form?
    /// The first value, the values after it, and how many there are: a DTSTART has one
    /// value, so a list is made only for the EXDATEs of a longer list.
    var first: ICalDateTime?
    var later: [ICalDateTime] = []
    var count = 0

    /// Reads the text; parameters written as `earlier`'s are taken from it, and a TZID
    /// spelled as its TZID is given its string rather than a copy.
    init?(_ text: UnsafeBufferPointer<UInt8>, like earlier: ScannedTime?) {
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        parameters = UnsafeBufferPointer(rebasing: text[..<colon])
        let known = earlier?.zoneID
        if let earlier, bytesEqual(earlier.parameters, parameters) {
            zoneID = earlier.zoneID
            declared = earlier.declared
        } else if colon > 0 {
            guard text[0] == UInt8(ascii: ";") else { return nil }
            // Each parameter between the semicolons up to the colon, empty ones included.
            var start = 1
            while start <= colon {
                let end = text[start..<colon].firstIndex(of: UInt8(ascii: ";")) ?? colon
                guard readParameter(text[start..<end], zoneLike: known) else { return nil }
                start = end + 1
            }
        }
        // Each value between the commas, empty ones included.
        var start = colon + 1
        while true {
            let end = text[start...].firstIndex(of: UInt8(ascii: ",")) ?? text.count
            guard let value = ICalDateTime(bytes: UnsafeBufferPointer(rebasing: text[start..<end])) else { return nil }
            guard value.second < 60, value.year >= 1000, value.year <= LibicalValueReader.latestYear else {
                return nil
            }
            switch value.form {
            case .date: guard declared == .date else { return nil }
            case .floating: guard declared != .date else { return nil }
            case .utc: guard declared != .date, zoneID == nil else { return nil }
            }
            if first == nil { first = value } else { later.append(value) }
            count += 1
            if end == text.count { break }
            start = end + 1
        }
    }

    /// Reads TZID or VALUE; false for anything else, or for one of them given twice.
    private mutating func readParameter(_ parameter: Slice<UnsafeBufferPointer<UInt8>>, zoneLike known: String?) -> Bool
    {
        guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")) else { return false }
        let name = parameter[..<equals]
        let value = parameter[(equals + 1)...]
        guard !value.isEmpty, !value.contains(UInt8(ascii: ",")) else { return false }
        if asciiCaselessEquals(name, "TZID") && zoneID == nil {
            guard value.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != 0x5C }) else { return false }
            let written = UnsafeBufferPointer(rebasing: value)
            zoneID = known.flatMap { sameBytes($0, written) ? $0 : nil } ?? String(decoding: written, as: UTF8.self)
        } else if asciiCaselessEquals(name, "VALUE") && declared == nil {
            if asciiCaselessEquals(value, "DATE") {
                declared = .date
            } else if asciiCaselessEquals(value, "DATE-TIME") {
                declared = .floating
            } else {
                return false
            }
        } else {
            return false
        }
        return true
    }
}
