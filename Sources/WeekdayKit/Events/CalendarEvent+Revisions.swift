import Foundation

/// Which of a feed's overrides count: feeds carry an override twice when one is merged
/// from two sources, read twice, or sent again with a higher SEQUENCE.
///
/// Of the overrides that name one instance of a series, the one with the highest SEQUENCE
/// counts, and of equal ones the first read (RFC 5546, 2.1.4: a higher SEQUENCE is a later
/// revision). Overrides name one instance as the occurrences match them
/// (``InstanceKeys``): by instant, or by day where the series or the RECURRENCE-ID is a
/// DATE (a DATE names every instance of its day). An override without a UID has nothing
/// to be a revision of, so it always counts.
enum OverrideRevisions {
    /// How a series reads the days its overrides name.
    struct SeriesDays {
        /// Whether the series is all-day: every RECURRENCE-ID then names a day.
        var isDate: Bool
        /// The zone the series' instants fall on their days in; nil reads each time's
        /// day as it is written (overrides whose series is not known).
        var zone: TimeZone?

        /// The series' reading of an event's days: its start's form and frame.
        init(of series: CalendarEvent) {
            isDate = series.start.isDate
            zone = series.start.frame.zone
        }

        /// A reading of days; the defaults are for overrides whose series is not known.
        init(isDate: Bool = false, zone: TimeZone? = nil) {
            self.isDate = isDate
            self.zone = zone
        }

        /// The day a RECURRENCE-ID names, as the series' instances are read.
        func day(of time: EventTime) -> Int {
            guard !time.isDate, !isDate, let zone else { return time.value.dayNumber }
            return ICalDateTime(localTimeOf: time.instant, in: zone).dayNumber
        }
    }

    /// What an override names: its series' UID and the instant, or the day.
    private enum InstanceName: Hashable {
        case instant(String, Date)
        case day(String, Int)
    }

    /// For each override (by its place in `overrides`), the place of the one that counts
    /// for its instance: its own place when it counts; nil when it names no instance (no
    /// UID or no RECURRENCE-ID), and so counts.
    static func winners<Override>(
        _ overrides: [Override], series: SeriesDays, uid: (Override) -> String?,
        recurrenceID: (Override) -> EventTime?, sequence: (Override) -> Int
    ) -> [Int?] {
        // A DATE RECURRENCE-ID names every instance of its day, so on such a day every
        // override names the same instances.
        var dateDays = Set<InstanceName>()
        for override in overrides {
            guard let uid = uid(override), let named = recurrenceID(override), named.isDate || series.isDate else {
                continue
            }
            dateDays.insert(.day(uid, series.day(of: named)))
        }
        let names = overrides.map { override -> InstanceName? in
            guard let uid = uid(override), let named = recurrenceID(override) else { return nil }
            let byDay = InstanceName.day(uid, series.day(of: named))
            return named.isDate || series.isDate || dateDays.contains(byDay) ? byDay : .instant(uid, named.instant)
        }
        var counting: [InstanceName: Int] = [:]
        for (place, name) in names.enumerated() {
            guard let name else { continue }
            if let kept = counting[name], sequence(overrides[place]) <= sequence(overrides[kept]) { continue }
            counting[name] = place
        }
        return names.map { name in name.flatMap { counting[$0] } }
    }
}

extension CalendarEvent {
    /// A list of overrides sorted into those that count and those replaced.
    struct Revisions {
        /// The overrides that count, each in the place of the first read of its instance.
        var latest: [CalendarEvent] = []
        /// For each override that counts for nothing (by its place in the list), the
        /// place of the one that counts instead.
        var replacedBy: [Int: Int] = [:]
    }

    /// The overrides that count (``OverrideRevisions``) of a series, or of overrides whose
    /// series is not known (`series` nil).
    static func revisions(of overrides: [CalendarEvent], in series: CalendarEvent?) -> Revisions {
        guard overrides.count > 1 else { return Revisions(latest: overrides) }
        let winners = OverrideRevisions.winners(
            overrides, series: series.map(OverrideRevisions.SeriesDays.init(of:)) ?? .init(), uid: \.uid,
            recurrenceID: \.recurrenceID, sequence: \.sequence)
        var revisions = Revisions()
        var placed = Set<Int>()
        for (place, winner) in winners.enumerated() {
            guard let winner else {
                revisions.latest.append(overrides[place])
                continue
            }
            if winner != place { revisions.replacedBy[place] = winner }
            if placed.insert(winner).inserted { revisions.latest.append(overrides[winner]) }
        }
        return revisions
    }
}
