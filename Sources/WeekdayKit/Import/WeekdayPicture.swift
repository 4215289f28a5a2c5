import Foundation

/// What a series' extra and moved dates do to the picker's picture of its rule, for
/// `convert`'s records and `validate`'s counts alike.
///
/// A date on a weekday the selection leaves out (an RDATE, or an override moved there)
/// means the row of days no longer says where the series happens, so an exact reading
/// becomes approximate. Removed dates (EXDATE, cancelled overrides) never do.
enum WeekdayPicture {
    /// The fidelity once dates on `weekdays` join the rule's.
    static func fidelity(_ fidelity: Fidelity, selection: Set<Int>, adding weekdays: Set<Int>) -> Fidelity {
        fidelity == .exact && !weekdays.isSubset(of: selection) ? .approximate : fidelity
    }

    /// The weekday (1 is Sunday) a start falls on, on the series' wall clock: in its zone,
    /// in UTC for a UTC series, and as written for a date or floating one.
    static func weekday(of start: EventTime, seriesStart: ICalDateTime?, zone: TimeZone?) -> Int {
        if start.isDate { return start.value.weekday }
        if let zone { return ICalDateTime(localTimeOf: start.instant, in: zone).weekday }
        if seriesStart?.form == .utc { return ICalDateTime(localTimeOf: start.instant, in: TimeFrame.utc.zone).weekday }
        return start.value.weekday
    }
}
