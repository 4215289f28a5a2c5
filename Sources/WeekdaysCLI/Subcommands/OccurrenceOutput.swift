import Foundation
import WeekdayKit

/// One occurrence as `occurrences` writes it: RFC 5545 values in the event's own form, or
/// with `--tz`, wall-clock times in that zone.
struct OccurrenceOutput {
    /// The `--tz` zone, if given.
    let zone: TimeZone?
    /// The `--tz` zone's name as given, written as `tzid`.
    var zoneName: String?

    /// The frame values are written in: the occurrence's own, or the `--tz` zone's.
    private func frame(of occurrence: EventOccurrence) -> TimeFrame {
        guard let zone else { return occurrence.start.frame }
        return TimeFrame(form: .floating, zone: zone, zoneID: zoneName ?? zone.identifier)
    }

    /// The JSON Lines record, fields in the contract's order.
    func record(_ occurrence: EventOccurrence) -> JSONValue {
        let frame = frame(of: occurrence)
        return .object([
            ("path", .fileName(occurrence.path)),
            ("uid", occurrence.uid.map(JSONValue.string) ?? .null),
            ("summary", occurrence.summary.map(JSONValue.string) ?? .null),
            ("start", .string(frame.written(occurrence.start).description)),
            ("end", .string(frame.written(occurrence.end).description)),
            ("tzid", frame.zoneID.map(JSONValue.string) ?? .null),
            ("recurrenceId", .string(frame.written(occurrence.recurrenceID).description)),
            ("source", .string(occurrence.source.rawValue)),
        ])
    }

    /// Appends the JSON Lines record and its newline to `bytes`: ``record(_:)``'s compact
    /// form, written straight into bytes, since a window can hold millions of them.
    func appendLine(_ occurrence: EventOccurrence, to bytes: inout [UInt8]) {
        let frame = frame(of: occurrence)
        func name(_ name: StaticString, first: Bool = false) {
            bytes.append(first ? UInt8(ascii: "{") : UInt8(ascii: ","))
            bytes.append(UInt8(ascii: "\""))
            name.withUTF8Buffer { bytes.append(contentsOf: $0) }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(UInt8(ascii: ":"))
        }
        func text(_ value: String?) {
            if let value { JSONValue.escape(value, into: &bytes) } else { bytes.append(contentsOf: "null".utf8) }
        }
        func time(_ value: EventTime) {
            bytes.append(UInt8(ascii: "\""))
            frame.written(value).appendDescription(to: &bytes)
            bytes.append(UInt8(ascii: "\""))
        }
        name("path", first: true)
        JSONValue.escape(occurrence.path, into: &bytes, fileName: true)
        name("uid")
        text(occurrence.uid)
        name("summary")
        text(occurrence.summary)
        name("start")
        time(occurrence.start)
        name("end")
        time(occurrence.end)
        name("tzid")
        text(frame.zoneID)
        name("recurrenceId")
        time(occurrence.recurrenceID)
        name("source")
        text(occurrence.source.rawValue)
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
    }
}
