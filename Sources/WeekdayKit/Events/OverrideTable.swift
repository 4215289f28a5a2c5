/// The overrides of a feed (components with a RECURRENCE-ID), by UID, until their series
/// claims them: what ``CalendarFeed`` holds between its two passes.
struct OverrideTable {
    private var byUID: [String: [CalendarEvent]] = [:]
    /// UIDs in the order first met, so what is left over comes out in file order.
    private var order: [String] = []
    private var claimed: Set<String> = []
    /// Overrides without a UID: no series can claim them.
    private var withoutUID: [CalendarEvent] = []

    /// The UIDs that have overrides no series has claimed yet.
    var uids: Set<String> { Set(byUID.keys) }

    /// Keeps an override.
    mutating func add(_ override: CalendarEvent) {
        guard let uid = override.uid else {
            withoutUID.append(override)
            return
        }
        if byUID[uid] == nil { order.append(uid) }
        byUID[uid, default: []].append(override)
    }

    /// The overrides of a series' UID, the first time it is asked; after that (another
    /// series with the same UID) none, as ``EventCalendar`` joins them.
    mutating func claim(_ uid: String?) -> [CalendarEvent] {
        guard let uid, !claimed.contains(uid), let overrides = byUID[uid] else { return [] }
        claimed.insert(uid)
        byUID[uid] = nil
        return overrides
    }

    /// The overrides no series claimed, in the order read: each counts on its own, the
    /// latest revision of each instance only.
    func unclaimed() -> [CalendarEvent] {
        CalendarEvent.revisions(of: order.flatMap { byUID[$0] ?? [] }, in: nil).latest + withoutUID
    }
}
