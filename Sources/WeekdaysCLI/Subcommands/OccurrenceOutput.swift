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

    /// One field of an occurrence's record, in the contract's order: the one table both
    /// the JSON document and the JSON Lines follow.
    enum Field: String, CaseIterable {
        case path, uid, summary, start, end, tzid, recurrenceId, source
    }

    /// A field's value, in the shapes written differently.
    private enum Value {
        case fileName(String)
        case text(String?)
        case time(EventTime)
    }

    private static let fields = Field.allCases

    private func value(of field: Field, _ occurrence: EventOccurrence, _ frame: TimeFrame) -> Value {
        switch field {
        case .path: .fileName(occurrence.path)
        case .uid: .text(occurrence.uid)
        case .summary: .text(occurrence.title)
        case .start: .time(occurrence.start)
        case .end: .time(occurrence.end)
        case .tzid: .text(frame.zoneID)
        case .recurrenceId: .time(occurrence.recurrenceID)
        case .source: .text(occurrence.source.rawValue)
        }
    }

    /// The JSON record, fields in the contract's order.
    func record(_ occurrence: EventOccurrence) -> JSONValue {
        let frame = frame(of: occurrence)
        return .object(
            Self.fields.map { field in
                switch value(of: field, occurrence, frame) {
                case .fileName(let name): (field.rawValue, .fileName(name))
                case .text(let text): (field.rawValue, text.map(JSONValue.string) ?? .null)
                case .time(let time): (field.rawValue, .string(frame.written(time).description))
                }
            })
    }

    /// Appends the JSON Lines record and its newline to `bytes`: ``record(_:)``'s compact
    /// form, written straight into bytes, since a window can hold millions of them.
    func appendLine(_ occurrence: EventOccurrence, to bytes: inout [UInt8]) {
        let frame = frame(of: occurrence)
        // One clock for the record's three times, which nearly always share a stretch.
        var clock = FrameClock(frame)
        for (index, field) in Self.fields.enumerated() {
            bytes += Self.keys[index]
            switch value(of: field, occurrence, frame) {
            case .fileName(let name): JSONValue.escape(name, into: &bytes, fileName: true)
            case .text(let text):
                if let text { JSONValue.escape(text, into: &bytes) } else { bytes += "null".utf8 }
            case .time(let time):
                bytes.append(UInt8(ascii: "\""))
                clock.written(time).appendDescription(to: &bytes)
                bytes.append(UInt8(ascii: "\""))
            }
        }
        bytes.append(UInt8(ascii: "}"))
        bytes.append(UInt8(ascii: "\n"))
    }

    /// Each field's `,"name":`, made once; the first field's comma becomes the brace.
    private static let keys = fields.enumerated().map { index, field in
        Array(((index == 0 ? "{" : ",") + "\"\(field.rawValue)\":").utf8)
    }
}
