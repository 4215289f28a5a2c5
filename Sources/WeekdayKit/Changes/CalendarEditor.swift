public import Foundation
import ICalKit
internal import Caching

/// A calendar file being changed series by series, as a calendar app changes what it
/// shows: each ``SeriesChange`` rewrites only the components it touches (through libical)
/// and keeps every other byte of the file as it was.
///
/// ```swift
/// var editor = try CalendarEditor(.file(url))
/// let report = try editor.apply(.exclude(try ICalDateTime(parsing: "20261215T090000")), toSeries: uid)
/// try editor.data.write(to: url, options: .atomic)
/// ```
public struct CalendarEditor: Sendable {
    /// The calendar as changed so far.
    public private(set) var data: Data
    /// What messages call the input (its path, or `-`).
    public let name: String

    /// The largest file read whole for changing: 256 MiB.
    public static let maximumBytes = 256 << 20

    /// A calendar read whole from a file, bytes in hand or a stream.
    ///
    /// - Throws: `unreadable` when it cannot be read or is larger than ``maximumBytes``.
    public init(_ input: CalendarInput) throws(WeekdaysError) {
        name = input.name
        data = try WholeInput.read(input, limit: Self.maximumBytes)
    }

    /// Makes one change to the series with `uid` and says what it did.
    ///
    /// Each component it changes gets a SEQUENCE one higher and `now` as its DTSTAMP and
    /// LAST-MODIFIED, as RFC 5546 asks of an organizer's change; a new series from a split
    /// starts at SEQUENCE 0.
    ///
    /// - Throws: `invalidChange` when there is no such series or instance, or the change
    ///   cannot be written as RFC 5545 allows (a start after 3000, an end before the start);
    ///   `invalidDate` for a value that names no time. The calendar is unchanged then.
    public mutating func apply(
        _ change: SeriesChange, toSeries uid: String, now: Date = Date()
    ) throws(WeekdaysError) -> SeriesChangeReport {
        let (report, changed) = try RunTables.within { () throws(WeekdaysError) in
            var edit = try SeriesEdit(bytes: [UInt8](data), name: name, uid: uid, now: now)
            return (try edit.apply(change), edit.result())
        }
        data = Data(changed)
        return report
    }
}
