public import Foundation
public import ICalKit

/// One selection to export as a VEVENT: what `convert --to ics` reads from each record.
public struct ExportRecord: Sendable, Equatable {
    public var uid: String
    public var summary: String?
    public var start: ICalDateTime
    public var zoneID: String?
    public var selection: WeekdaySelection

    /// Reads a record's fields (from a JSON object or a CSV row), naming what is wrong.
    ///
    /// `dtstart` is an RFC 5545 DATE or DATE-TIME; `tzid` an IANA zone for a floating
    /// start; `selection` weekday numbers 1 (Sunday) to 7.
    public init(fields: [String: Any]) throws(ExportProblem) {
        guard let uid = fields["uid"] as? String, !uid.isEmpty else { throw .init("missing uid") }
        self.uid = uid
        summary = fields["summary"] as? String
        guard let text = fields["dtstart"] as? String else { throw .init("missing dtstart") }
        do { start = try ICalDateTime(parsing: text) } catch { throw .init("dtstart: \(error.message)") }
        if let zone = fields["tzid"] as? String, !zone.isEmpty {
            guard TimeZone(identifier: zone) != nil, EventWriter.timeZoneText(zone) != nil else {
                throw .init("unknown time zone `\(zone)`")
            }
            guard start.form == .floating else {
                throw .init("tzid `\(zone)` goes with a floating dtstart, not `\(text)`")
            }
            zoneID = zone
        }
        let numbers: [Int]
        switch fields["selection"] {
        case let list as [Any]:
            numbers = try list.map { value throws(ExportProblem) -> Int in
                guard let number = value as? Int else {
                    throw .init("selection holds `\(value)`, not a weekday number")
                }
                return number
            }
        case let text as String:
            numbers = try ExportRecord.numbers(in: text)
        case nil:
            throw .init("missing selection")
        default:
            throw .init("selection is not a list of weekday numbers")
        }
        do { selection = try WeekdaySelection(numbers) } catch { throw .init(error.description) }
    }

    /// Weekday numbers written in a CSV cell: `2;4`, `2 4` or `[2,4]`.
    static func numbers(in text: String) throws(ExportProblem) -> [Int] {
        let separators = CharacterSet(charactersIn: "[]; ,")
        return try text.components(separatedBy: separators).filter { !$0.isEmpty }.map {
            item throws(ExportProblem) -> Int in
            guard let number = Int(item) else { throw .init("selection holds `\(item)`, not a weekday number") }
            return number
        }
    }

    /// The record with DTSTART moved to the first selected day at or after it: RFC 5545
    /// counts DTSTART as the first occurrence, so it must be one of the selected days.
    public func startingOnSelectedDay() -> ExportRecord {
        guard !selection.isEmpty else { return self }
        let ahead = selection.weekdays.map { ($0 - start.weekday + 7) % 7 }.min() ?? 0
        var moved = self
        moved.start = start.movedBy(days: ahead)
        return moved
    }
}

/// Why a record cannot be exported.
public struct ExportProblem: Error, Sendable, Equatable {
    public var message: String
    init(_ message: String) { self.message = message }
}
