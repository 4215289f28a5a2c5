public import Foundation
public import ICalKit

/// Expanding rules for people: limits as a person states them, in the form they wrote.
public enum Occurrences {
    /// The occurrences of `rule` from `start`, at most `count`, none after `until`.
    ///
    /// Occurrences take the start's form; with a zone, local times in it (floating form).
    /// `until` may be in any form: it is read in the zone, and a DATE means the whole day.
    public static func expand(
        _ rule: RecurrenceRule, from start: ICalDateTime, in timeZone: TimeZone? = nil,
        count: Int = 1000, until: ICalDateTime? = nil
    ) -> RecurrenceExpansion {
        let shownForm: ICalDateTime.Form =
            start.form == .date ? .date : (timeZone != nil ? .floating : start.form)
        let limit = until.map { shown($0, as: shownForm, in: timeZone) }
        return RecurrenceExpansion(of: rule, from: start, in: timeZone, limits: .init(count: count, until: limit))
    }

    /// An end date in the form occurrences are shown in.
    private static func shown(
        _ until: ICalDateTime, as form: ICalDateTime.Form, in zone: TimeZone?
    ) -> ICalDateTime {
        switch (until.form, form) {
        case (.date, .date): return until
        case (.date, _): return until.with(form: form).movedBy(seconds: 86_399)
        case (_, .date): return until.with(form: .date)
        case (.utc, .floating):
            guard let zone else { return until.with(form: .floating) }
            return ICalDateTime(localTimeOf: until.instant(in: nil), in: zone)
        default: return until.with(form: form)
        }
    }
}
