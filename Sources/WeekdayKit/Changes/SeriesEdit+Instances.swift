import Foundation
import ICalKit

extension SeriesEdit {
    /// The occurrence a change names: the instance whose original start is `named` in the
    /// series' form, or the one instance on a DATE's day of a timed series.
    ///
    /// - Throws: `invalidDate` for a value that names no time; `invalidChange` when the
    ///   form does not fit the series, or no instance (or more than one on a day) is there,
    ///   naming the nearest instances.
    func occurrence(named value: ICalDateTime) throws(WeekdaysError) -> EventOccurrence {
        let wanted = try inSeriesForm(value)
        let byDay = wanted.form == .date && !series.start.isDate
        let day = wanted.dayNumber
        let around = placed(ICalDateTime(fieldSeconds: day * 86_400, form: placedForm)).instant
        // An overridden instance is named by its RECURRENCE-ID wherever the override moved
        // it, and a cancelled one is still there to change: both are found by their override.
        let overridden = series.overrides.filter { !$0.overridesLaterInstances }.sorted { $0.sequence > $1.sequence }
            .map { $0.ownOccurrence() }
        let nearby = series.occurrences(from: around - 3 * 86_400, to: around + 4 * 86_400).items
        var seen = Set<ICalDateTime>()
        let matches = (overridden + nearby).filter { occurrence in
            let original = written(occurrence.recurrenceID)
            return (byDay ? original.dayNumber == day : original == wanted) && seen.insert(original).inserted
        }
        if matches.count == 1, let match = matches.first { return match }
        if matches.count > 1 {
            let starts = matches.map { written($0.recurrenceID).description }.joined(separator: ", ")
            throw .invalidChange(
                "the series `\(uid)` has \(matches.count) instances on \(wanted): \(starts); name one", uid: uid)
        }
        throw .invalidChange("`\(value)` is no instance of the series `\(uid)`\(nearest(to: around))", uid: uid)
    }

    /// A value given for the series in its form: a UTC time read on a zoned series' wall
    /// clock; a DATE as it is (a day).
    ///
    /// - Throws: when it names no time, is a time for an all-day series, or is local for a
    ///   UTC one (which local time it means is not known).
    func inSeriesForm(_ value: ICalDateTime) throws(WeekdaysError) -> ICalDateTime {
        if let problem = value.fieldProblem { throw .invalidDate(problem, in: value.description) }
        switch (series.start.value.form, value.form) {
        case (.date, .date), (.utc, .utc), (.floating, .floating), (_, .date): return value
        case (.date, _):
            throw .invalidChange(
                "the series `\(uid)` is all-day: name its instances by their DATE (\(value.description.prefix(8)))",
                uid: uid)
        case (.utc, _):
            throw .invalidChange(
                "the series `\(uid)` is written in UTC: name its instances in UTC (\(value)Z)", uid: uid)
        case (.floating, _):
            return written(TimeFrame.utc.time(local: value))
        }
    }

    /// The form a day's midnight takes in the series' frame.
    var placedForm: ICalDateTime.Form { series.start.isDate ? .date : series.start.value.form }

    /// ", the nearest are A and B" for the instances around an instant; empty when none.
    private func nearest(to instant: Date) -> String {
        // Widening windows: a rule of every minute finds its neighbour in the first.
        let before = [2, 60, 400].lazy.compactMap { days in
            self.series.occurrences(from: instant - Double(days) * 86_400, to: instant).items.last
        }.first
        let after = series.next(after: instant)
        let names = [before, after].compactMap { $0.map { written($0.recurrenceID).description } }
        return names.isEmpty ? "" : "; the nearest: " + names.joined(separator: " and ")
    }

    /// The override component that changes exactly this instance, if any (the latest
    /// revision when there are several).
    func override(of occurrence: EventOccurrence) -> CalendarEvent? {
        let original = written(occurrence.recurrenceID)
        return series.overrides
            .filter { $0.recurrenceID.map(written) == original }
            .max { $0.sequence < $1.sequence }
    }
}
