import Foundation
import ICalKit
import WeekdayKit

/// One occurrence as `occurrences` writes it: RFC 5545 values in the event's own form, or
/// with `--tz`, wall-clock times in that zone.
struct OccurrenceOutput {
    /// The `--tz` zone, if given.
    let zone: TimeZone?

    /// The frame values are written in: the occurrence's own, or the `--tz` zone's.
    private func frame(of occurrence: EventOccurrence) -> TimeFrame {
        guard let zone else { return occurrence.start.frame }
        return TimeFrame(form: .floating, zone: zone, zoneID: zone.identifier)
    }

    /// The JSON Lines record, fields in the contract's order.
    func record(_ occurrence: EventOccurrence) -> JSONValue {
        let frame = frame(of: occurrence)
        return .object([
            ("path", .string(occurrence.path)),
            ("uid", occurrence.uid.map(JSONValue.string) ?? .null),
            ("summary", occurrence.summary.map(JSONValue.string) ?? .null),
            ("start", .string(frame.written(occurrence.start).description)),
            ("end", .string(frame.written(occurrence.end).description)),
            ("tzid", frame.zoneID.map(JSONValue.string) ?? .null),
            ("recurrenceId", .string(frame.written(occurrence.recurrenceID).description)),
            ("source", .string(occurrence.source.rawValue)),
        ])
    }
}
