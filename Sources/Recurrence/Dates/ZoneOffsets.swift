import Foundation
internal import Caching

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Zones' offsets from UTC, remembered for the stretch of time between two of a zone's
/// transitions, so turning wall-clock times into instants and back asks Foundation once
/// per stretch instead of several times per value.
///
/// Foundation answers `secondsFromGMT(for:)` through ICU under a lock, which costs more
/// than everything else in placing a time; a calendar's times fall in a few stretches
/// (a window of a month is one or two per zone). A stretch runs from the instant first
/// asked about to the zone's next transition (at most a year on, so a change Foundation
/// does not list is still found within a year). Shared by every
/// thread behind a mutex; at most ``maximumStretches`` are kept per zone, after which the
/// zone's are forgotten, so a hostile spread of dates costs time, not memory. Each thread
/// also remembers the last few stretches it used, without a lock, so threads reading a
/// feed together do not queue on the mutex for every value.
final class ZoneOffsets: Sendable {
    /// The one table every conversion uses.
    static let shared = ZoneOffsets()

    /// The most stretches kept for one zone.
    static let maximumStretches = 1024

    /// `[start, end)` in seconds since 1970, and the offset in force there.
    fileprivate struct Stretch {
        var start: Int
        var end: Int
        var offset: Int
    }

    private static let longestStretch = 366 * 86_400
    private let table = Locked<[String: [Stretch]]>([:])

    /// The zone's offset from UTC, in seconds, at an instant (seconds since 1970).
    func offset(of zone: TimeZone, at instant: Int) -> Int {
        stretch(of: zone, at: instant).offset
    }

    /// The offset at an instant and the stretch around it (`[start, end)`, seconds since
    /// 1970) known to have that offset throughout.
    func stretch(of zone: TimeZone, at instant: Int) -> (offset: Int, start: Int, end: Int) {
        let id = zone.identifier
        let recent = RecentStretches.ofThisThread()
        if let known = recent?.find(id, instant) { return (known.offset, known.start, known.end) }
        let found = shared(zone, id, instant)
        recent?.remember(id, found)
        return (found.offset, found.start, found.end)
    }

    /// The stretch from the table every thread shares, asking Foundation when it has none.
    private func shared(_ zone: TimeZone, _ id: String, _ instant: Int) -> Stretch {
        if let known = table.withLock({ Self.find(instant, in: $0[id] ?? []) }) { return known }
        let date = Date(timeIntervalSince1970: TimeInterval(instant))
        let offset = zone.secondsFromGMT(for: date)
        var end = instant + Self.longestStretch
        if let next = zone.nextDaylightSavingTimeTransition(after: date) {
            end = min(end, Int(next.timeIntervalSince1970.rounded(.down)))
        }
        let stretch = Stretch(start: instant, end: max(end, instant + 1), offset: offset)
        table.withLock { table in
            var stretches = table[id] ?? []
            if stretches.count >= Self.maximumStretches { stretches.removeAll() }
            Self.insert(stretch, into: &stretches)
            table[id] = stretches
        }
        return stretch
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

/// The stretches one thread used last, by zone identifier: a lock-free front for
/// ``ZoneOffsets``, kept in thread-local storage and freed with its thread.
private final class RecentStretches {
    private var entries: [(id: String, stretch: ZoneOffsets.Stretch)] = []
    private var next = 0
    private static let capacity = 8

    /// The stretch of a zone that holds `instant`, if this thread used it lately.
    func find(_ id: String, _ instant: Int) -> ZoneOffsets.Stretch? {
        for entry in entries where entry.stretch.start <= instant && instant < entry.stretch.end && entry.id == id {
            return entry.stretch
        }
        return nil
    }

    /// Remembers a stretch, in place of the oldest once full.
    func remember(_ id: String, _ stretch: ZoneOffsets.Stretch) {
        if entries.count < Self.capacity {
            entries.append((id, stretch))
        } else {
            entries[next] = (id, stretch)
            next = (next + 1) % Self.capacity
        }
    }

    /// This thread's, made on first use; nil if thread-local storage is not available.
    static func ofThisThread() -> RecentStretches? {
        guard let key = threadKey else { return nil }
        if let raw = pthread_getspecific(key) {
            return Unmanaged<RecentStretches>.fromOpaque(raw).takeUnretainedValue()
        }
        let recent = RecentStretches()
        // > The value is released by the key's destructor when the thread exits.
        guard pthread_setspecific(key, Unmanaged.passRetained(recent).toOpaque()) == 0 else { return nil }
        return recent
    }

    private static let threadKey: pthread_key_t? = {
        var key = pthread_key_t()
        #if canImport(Glibc)
            let made = pthread_key_create(&key) { raw in
                guard let raw else { return }
                Unmanaged<RecentStretches>.fromOpaque(raw).release()
            }
        #else
            let made = pthread_key_create(&key) { raw in
                Unmanaged<RecentStretches>.fromOpaque(raw).release()
            }
        #endif
        return made == 0 ? key : nil
    }()
}
