extension ComponentRecord {
    /// What a record needs of a component, read from the properties the scanner found,
    /// without libical; nil when the component holds anything libical might read otherwise.
    ///
    /// Gives what ``init(parsing:readingSchedule:)`` gives for a plain component (the same
    /// UID, SUMMARY, DTSTART, TZID and EXDATE count), except libical's complaints about its
    /// other properties, which are not read: for readers that write records, not reports.
    /// Anything unusual (an escape other than `\\`, `\,`, `\;` and `\n`, a parameter it does
    /// not know, a value that is not a plain date) leaves the component to libical.
    package init?(scanned chunk: ComponentChunk) {
        let fields = chunk.fields
        guard fields.isPlain, !chunk.hasRecurrenceID else { return nil }
        var uid: String?
        var summary: String?
        var start: ICalDateTime?
        var startZoneID: String?
        var exceptionDates = 0
        let readable = chunk.bytes.withUnsafeBufferPointer { bytes -> Bool in
            if let range = fields.uid {
                guard let text = scannedText(UnsafeBufferPointer(rebasing: bytes[range])) else { return false }
                uid = text
            }
            if let range = fields.summary {
                guard let text = scannedText(UnsafeBufferPointer(rebasing: bytes[range])) else { return false }
                summary = text
            }
            if let range = fields.start {
                guard let read = ScannedTime(UnsafeBufferPointer(rebasing: bytes[range])), read.count == 1 else {
                    return false
                }
                start = read.first
                startZoneID = read.zoneID
            }
            for range in fields.exceptionDates {
                guard let read = ScannedTime(UnsafeBufferPointer(rebasing: bytes[range])) else { return false }
                exceptionDates += read.count
            }
            return true
        }
        guard readable else { return nil }
        self.init(
            kind: chunk.kind, uid: uid, summary: summary, start: start, startZoneID: startZoneID, rules: chunk.rules,
            libicalErrors: [], exceptionDates: exceptionDates, extraDates: 0, isOverride: false, zoneID: nil,
            zoneLocation: nil, firstLine: chunk.firstLine, calendar: chunk.calendar, isTruncated: chunk.isTruncated)
    }
}

/// A TEXT value with its escapes undone, as libical reads it; nil when it is empty, has a
/// control character, space at either end, or an escape other than `\\ \, \; \n \N`.
private func scannedText(_ value: UnsafeBufferPointer<UInt8>) -> String? {
    guard let first = value.first, let last = value.last, first != 0x20, last != 0x20 else { return nil }
    guard value.contains(0x5C) else {
        guard !value.contains(where: { $0 < 0x20 || $0 == 0x7F }) else { return nil }
        return String(decoding: value, as: UTF8.self)
    }
    var text: [UInt8] = []
    text.reserveCapacity(value.count)
    var escaped = false
    for byte in value {
        if byte < 0x20 || byte == 0x7F { return nil }
        if escaped {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ","), UInt8(ascii: ";"): text.append(byte)
            case UInt8(ascii: "n"), UInt8(ascii: "N"): text.append(0x0A)
            default: return nil
            }
            escaped = false
        } else if byte == 0x5C {
            escaped = true
        } else {
            text.append(byte)
        }
    }
    guard !escaped else { return nil }
    return String(decoding: text, as: UTF8.self)
}

/// A DTSTART or EXDATE after its name (`;TZID=Europe/Berlin:20261130T073000`), read when it
/// is plain: no parameter but TZID and VALUE, VALUE agreeing with the values, TZID only on
/// local times, and every value a whole DATE or DATE-TIME in range.
private struct ScannedTime {
    var zoneID: String?
    /// The first value, and how many there are: a record wants DTSTART's one value and
    /// the number of EXDATEs, so the values are not kept in a list.
    var first: ICalDateTime?
    var count = 0

    init?(_ text: UnsafeBufferPointer<UInt8>) {
        guard let colon = text.firstIndex(of: UInt8(ascii: ":")) else { return nil }
        var declared: ICalDateTime.Form?
        if colon > 0 {
            guard text[0] == UInt8(ascii: ";") else { return nil }
            // Each parameter between the semicolons up to the colon, empty ones included.
            var start = 1
            while start <= colon {
                let end = text[start..<colon].firstIndex(of: UInt8(ascii: ";")) ?? colon
                guard readParameter(text[start..<end], declared: &declared) else { return nil }
                start = end + 1
            }
        }
        // Each value between the commas, empty ones included.
        var start = colon + 1
        while true {
            let end = text[start...].firstIndex(of: UInt8(ascii: ",")) ?? text.count
            guard let value = ICalDateTime(bytes: UnsafeBufferPointer(rebasing: text[start..<end])) else { return nil }
            guard value.second < 60, value.year >= 1000 else { return nil }
            switch value.form {
            case .date: guard declared == .date else { return nil }
            case .floating: guard declared != .date else { return nil }
            case .utc: guard declared != .date, zoneID == nil else { return nil }
            }
            if first == nil { first = value }
            count += 1
            if end == text.count { break }
            start = end + 1
        }
    }

    /// Reads TZID or VALUE; false for anything else, or for one of them given twice.
    private mutating func readParameter(
        _ parameter: Slice<UnsafeBufferPointer<UInt8>>, declared: inout ICalDateTime.Form?
    ) -> Bool {
        guard let equals = parameter.firstIndex(of: UInt8(ascii: "=")) else { return false }
        let name = parameter[..<equals]
        let value = parameter[(equals + 1)...]
        guard !value.isEmpty, !value.contains(UInt8(ascii: ",")) else { return false }
        if asciiCaselessEquals(name, "TZID") && zoneID == nil {
            guard value.allSatisfy({ $0 > 0x20 && $0 < 0x7F && $0 != 0x5C }) else { return false }
            zoneID = String(decoding: value, as: UTF8.self)
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
