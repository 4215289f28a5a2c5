import Foundation
internal import Caching

/// Zones' offsets from UTC for one run, remembered for the stretch of time between two of a
/// zone's transitions, so a run asks Foundation once per stretch instead of several times
/// per value.
///
/// Foundation answers `secondsFromGMT(for:)` through ICU under a lock, which costs more
/// than everything else in placing a time; a calendar's times fall in a few stretches
/// (a window of a month is one or two per zone). A stretch runs from the instant first
/// asked about to the zone's next transition (at most a year on, so a change Foundation
/// does not list is still found within a year). The table belongs to the run that fills it
/// (``ofCurrentRun``) and is shared by the walks of that run behind a lock; each walk keeps
/// the stretch it is in (``ZoneClock``), so the lock is taken once per stretch, not per
/// value. At most ``maximumStretches`` are kept per zone, after which the zone's are
/// forgotten, and at most ``maximumZones`` zones, after which another zone's stretches go
/// with the walk that asked: a hostile spread of dates or of zones costs time, not memory.
package final class ZoneOffsets: Sendable {
    /// The most stretches kept for one zone.
    static let maximumStretches = 1024
    /// The most zones kept for one run: far more than the IANA names, and reached only by
    /// a caller that hands a run that many zones of fixed offsets.
    package static let maximumZones = 4096

    /// `[start, end)` in seconds since 1970, and the offset in force there.
    struct Stretch: Sendable {
        var start: Int
        var end: Int
        var offset: Int

        /// No instant: what a walk's clock holds before it is first asked.
        static let none = Stretch(start: 0, end: 0, offset: 0)

        /// Whether the stretch holds `instant`.
        func contains(_ instant: Int) -> Bool { start <= instant && instant < end }
    }

    private static let longestStretch = 366 * 86_400
    private let zones = Locked<[Name: Stretches]>([:])

    /// An empty table: a run's own, or one walk's outside any run.
    package init() {}

    /// The table of the run in progress; outside a run, a new one that goes with the walk
    /// that asked for it, so nothing outlives the work.
    package static var ofCurrentRun: ZoneOffsets {
        RunTables.current?.shared(ZoneOffsets.init) ?? ZoneOffsets()
    }

    /// The stretches of one zone, found once per walk: a walk's clock then asks them
    /// without looking the zone up again.
    func stretches(of zone: TimeZone) -> Stretches {
        let id = Name(zone)
        return zones.withLock { zones in
            if let known = zones[id] { return known }
            let made = Stretches(zone: zone)
            if zones.count < Self.maximumZones { zones[id] = made }
            return made
        }
    }

    /// What a zone's stretches are kept under: its identifier, and its offset for one named
    /// after GMT.
    ///
    /// Foundation names a fixed offset by whole minutes (`GMT+0100` for one hour and one
    /// second, `GMT` for one second), and even counts two such zones equal, so they can
    /// share an identifier; IANA names never do.
    private struct Name: Hashable {
        let identifier: String
        let fixedOffset: Int

        init(_ zone: TimeZone) {
            identifier = zone.identifier
            fixedOffset = identifier.hasPrefix("GMT") ? zone.secondsFromGMT() : 0
        }
    }

    /// How many zones the table keeps.
    package var zoneCount: Int { zones.withLock { $0.count } }

    /// One zone's stretches in start order, never overlapping, shared by a run's walks.
    final class Stretches: Sendable {
        private let zone: TimeZone
        private let kept = Locked<[Stretch]>([])

        init(zone: TimeZone) { self.zone = zone }

        /// The stretch around an instant (seconds since 1970), asking Foundation when none
        /// is kept.
        func stretch(at instant: Int) -> Stretch {
            if let known = kept.withLock({ ZoneOffsets.find(instant, in: $0) }) { return known }
            let date = Date(timeIntervalSince1970: TimeInterval(instant))
            let offset = zone.secondsFromGMT(for: date)
            var end = instant + ZoneOffsets.longestStretch
            if let next = zone.nextDaylightSavingTimeTransition(after: date) {
                end = min(end, Int(next.timeIntervalSince1970.rounded(.down)))
            }
            let stretch = Stretch(start: instant, end: max(end, instant + 1), offset: offset)
            kept.withLock { stretches in
                if stretches.count >= ZoneOffsets.maximumStretches { stretches.removeAll() }
                ZoneOffsets.insert(stretch, into: &stretches)
            }
            return stretch
        }
    }

    /// The stretch that holds `instant`, by binary search.
    private static func find(_ instant: Int, in stretches: [Stretch]) -> Stretch? {
        var low = 0
        var high = stretches.count
        while low < high {
            let middle = (low + high) / 2
            if stretches[middle].end <= instant {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < stretches.count, stretches[low].start <= instant else { return nil }
        return stretches[low]
    }

    /// Inserts a stretch in start order, trimmed so stretches never overlap (the ones
    /// already kept were asked first and stay as they are).
    private static func insert(_ stretch: Stretch, into stretches: inout [Stretch]) {
        var stretch = stretch
        let position = stretches.firstIndex { $0.start > stretch.start } ?? stretches.count
        if position < stretches.count { stretch.end = min(stretch.end, stretches[position].start) }
        if position > 0 { stretch.start = max(stretch.start, stretches[position - 1].end) }
        guard stretch.start < stretch.end else { return }
        stretches.insert(stretch, at: position)
    }
}
