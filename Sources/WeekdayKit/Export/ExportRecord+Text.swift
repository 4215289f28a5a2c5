import Foundation
import ICalKit

extension ExportRecord {
    /// Throws naming the field when the UID, the title, the location or the details hold
    /// text iCalendar cannot hold.
    ///
    /// RFC 5545 TEXT holds no control character but the tab (3.3.11), and libical ends a
    /// value at its first NUL, so `a\u{0}one` and `a\u{0}two` would both be written `UID:a`
    /// and merge into one event. A control character (C0, DEL or C1) is therefore an error
    /// of its record, never dropped or written as it is. Line breaks are the exception in
    /// the title, which RFC 5545 writes as `\n`: a CR LF pair and a lone CR are written as
    /// one line break each (`EventWriter`). The UID keeps none: a CR could not come back
    /// as written, and an identifier has no lines.
    public func checkText() throws(WeekdaysError) {
        try Self.checkText(uid, "uid", keepingLineBreaks: false)
        if let title { try Self.checkText(title, "summary", keepingLineBreaks: true) }
        if let location { try Self.checkText(location, "location", keepingLineBreaks: true) }
        if let details { try Self.checkText(details, "description", keepingLineBreaks: true) }
    }

    /// Throws when `text` holds a control character other than a tab (and, with
    /// `keepingLineBreaks`, a CR or an LF), naming `field` and the character.
    static func checkText(_ text: String, _ field: String, keepingLineBreaks: Bool) throws(WeekdaysError) {
        for (offset, scalar) in text.unicodeScalars.enumerated() where ControlCharacters.isControl(scalar) {
            if scalar == "\t" || (keepingLineBreaks && (scalar == "\n" || scalar == "\r")) { continue }
            let code = String(scalar.value, radix: 16, uppercase: true)
            let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
            let name = controlNames[scalar.value].map { " (\($0))" } ?? ""
            throw .invalidRecord(
                "\(field) holds the control character U+\(padded)\(name) at character \(offset + 1), "
                    + "which iCalendar text cannot hold",
                field: field)
        }
    }

    /// Throws unless libical can write a VTIMEZONE for `zone`, saying which side does not
    /// know it: a name no zone has, UTC (which has none), or a zone libical's data lacks.
    static func checkZone(_ zone: String) throws(WeekdaysError) {
        if TimeZoneResolver.isUTC(zone) {
            throw .invalidRecord(
                "tzid `\(zone)` is UTC, which has no VTIMEZONE: give a UTC dtstart (ending in Z) and no tzid",
                field: "tzid")
        }
        guard TimeZone(identifier: zone) != nil else {
            throw .invalidRecord("unknown time zone `\(zone)`", field: "tzid")
        }
        guard EventWriter.timeZoneText(zone) != nil else {
            throw .invalidRecord(
                "time zone `\(zone)` is not in libical's zone data, so no VTIMEZONE can be written for it",
                field: "tzid")
        }
    }

    /// The short names of the control characters people meet in text.
    private static let controlNames: [UInt32: String] = [
        0x00: "NUL", 0x07: "BEL", 0x08: "BS", 0x0A: "LF", 0x0B: "VT", 0x0C: "FF", 0x0D: "CR", 0x1B: "ESC",
        0x7F: "DEL", 0x85: "NEL",
    ]
}
