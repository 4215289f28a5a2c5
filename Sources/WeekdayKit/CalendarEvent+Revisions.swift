import Foundation

extension CalendarEvent {
    /// The overrides of a feed sorted into those that count and those a later revision of
    /// the same instance replaces: feeds carry an override twice when one is merged from
    /// two sources, read twice, or sent again with a higher SEQUENCE.
    struct Revisions {
        /// The override that counts for each instance, in the place of the first read.
        var latest: [CalendarEvent] = []
        /// Each override that counts for nothing, with the one that replaces it.
        var superseded: [(override: CalendarEvent, replacedBy: CalendarEvent)] = []
    }

    /// What identifies the instance an override replaces: its series' UID and the
    /// instant its RECURRENCE-ID names (in any zone or form it is written in).
    private struct InstanceName: Hashable {
        var uid: String?
        var instant: Date
    }

    /// Sorts overrides into those that count and those replaced.
    ///
    /// Of the overrides that name one instance, the one with the highest SEQUENCE counts,
    /// and of equal ones the first read (RFC 5546, 2.1.4: a higher SEQUENCE is a later
    /// revision). Components without a RECURRENCE-ID all count.
    static func revisions(of overrides: [CalendarEvent]) -> Revisions {
        var revisions = Revisions()
        guard overrides.count > 1 else {
            revisions.latest = overrides
            return revisions
        }
        var placeOf: [InstanceName: Int] = [:]
        for override in overrides {
            guard let named = override.recurrenceID else {
                revisions.latest.append(override)
                continue
            }
            let name = InstanceName(uid: override.uid, instant: named.instant)
            guard let place = placeOf[name] else {
                placeOf[name] = revisions.latest.count
                revisions.latest.append(override)
                continue
            }
            let kept = revisions.latest[place]
            if override.sequence > kept.sequence {
                revisions.superseded.append((kept, override))
                revisions.latest[place] = override
            } else {
                revisions.superseded.append((override, kept))
            }
        }
        return revisions
    }
}
