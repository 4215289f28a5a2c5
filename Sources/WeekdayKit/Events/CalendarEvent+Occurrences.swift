public import Foundation
import ICalKit

extension CalendarEvent {
    /// Every occurrence that overlaps `[from, to)`, in start order.
    ///
    /// An occurrence overlaps when it starts before `to` and ends after `from`; one without
    /// duration counts at its start; an all-day one covers its day or days. DTSTART and the
    /// RRULEs give the instances, RDATEs add some, EXDATEs remove some (by instant, or by
    /// the local day for a DATE), and the overrides replace the instances their
    /// RECURRENCE-ID names (with `RANGE=THISANDFUTURE`, every later one too, moved by the
    /// same amount); a cancelled override removes them.
    ///
    /// A window that holds no instant (`to` not after `from`, or either NaN) has no
    /// occurrences; one reaching beyond the years 1 to 9999 (to infinity) is cut to them,
    /// as nothing occurs outside them.
    ///
    /// The window is walked in slices (`OccurrenceSlices`), so a dense series costs what
    /// its occurrences cost, and one series gives at most
    /// ``EventCalendar/maximumInstancesPerRule`` occurrences (the list then says it was cut
    /// short).
    public func occurrences(from: Date, to: Date) -> OccurrenceList {
        var slices = OccurrenceSlices(event: self, from: from, to: to)
        var found: [EventOccurrence] = []
        while !slices.isFinished { found += slices.nextSlice() }
        return OccurrenceList(
            found, isTruncated: slices.isTruncated, truncatedUIDs: slices.isTruncated ? [uid ?? ""] : [])
    }

    /// The occurrences of one slice of a window, walking at most `instanceLimit` instances
    /// of the rules: a list cut short by the limit tells the caller to ask for a shorter
    /// slice.
    ///
    /// Times are placed by the walk's clock, kept from slice to slice.
    func occurrences(inSliceFrom from: Date, to: Date, instanceLimit: Int, clock: inout FrameClock) -> OccurrenceList {
        guard to > from, let (from, to) = Self.placeableWindow(from: from, to: to) else {
            return OccurrenceList([])
        }
        guard isSeries else {
            let own = isCancelled ? [] : [ownOccurrence()]
            return OccurrenceList(own.filter { $0.overlaps(from: from, to: to) })
        }
        let current = Self.revisions(of: overrides, in: self).latest
        let singles = current.filter { !$0.overridesLaterInstances && $0.recurrenceID != nil }
        let laters = current.filter { $0.overridesLaterInstances && $0.recurrenceID != nil }
            .sorted { ($0.recurrenceID?.instant ?? .distantPast) < ($1.recurrenceID?.instant ?? .distantPast) }
        let reach = self.reach(laters)
        let lower = from.addingTimeInterval(-reach)
        let upper = to.addingTimeInterval(reach)

        let (instances, starts) = originalInstances(
            lower: lower, upper: upper, instanceLimit: instanceLimit, clock: &clock)
        let excluded = InstanceKeys(exceptionDates, seriesIsDate: start.isDate)
        let replaced = InstanceKeys(singles.compactMap(\.recurrenceID), seriesIsDate: start.isDate)
        var found: [EventOccurrence] = []
        var matchedLaters = Set<Int>()
        for instance in instances where !excluded.matches(instance.start) && !replaced.matches(instance.start) {
            guard let index = Self.lastCovering(laters, instance.start, seriesIsDate: start.isDate) else {
                found.append(occurrence(of: instance, clock: &clock))
                continue
            }
            let later = laters[index]
            if later.matchesExactly(instance.start, seriesIsDate: start.isDate) { matchedLaters.insert(index) }
            if !later.isCancelled { found.append(later.occurrence(replacing: instance, in: self)) }
        }
        for single in singles where !single.isCancelled { found.append(single.ownOccurrence()) }
        for (index, later) in laters.enumerated() where !later.isCancelled && !matchedLaters.contains(index) {
            found.append(later.ownOccurrence())
        }
        return OccurrenceList(
            found.filter { $0.overlaps(from: from, to: to) }, isTruncated: starts.isTruncated,
            truncatedUIDs: starts.isTruncated ? [uid ?? ""] : [])
    }

    /// The first occurrence that starts after `date`; nil when there is none (or when the
    /// search reaches the cap on instances first, or `date` is NaN).
    public func next(after date: Date) -> EventOccurrence? {
        guard !date.timeIntervalSince1970.isNaN else { return nil }
        var span: TimeInterval = 7 * 86_400
        // Windows grow fourfold up to 700 years, as far as expansion looks.
        while span < 700 * 366 * 86_400 {
            let list = occurrences(from: date, to: date.addingTimeInterval(span))
            if let first = list.first(where: { $0.start.instant > date }) { return first }
            if list.isTruncated { return nil }
            span *= 4
        }
        return nil
    }

    /// A window `[from, to)` cut to the years 1 to 9999 and two days either side (an
    /// occurrence there may reach into them); nil when it holds no instant there.
    static func placeableWindow(from: Date, to: Date) -> (from: Date, to: Date)? {
        let margin: TimeInterval = 2 * 86_400
        let bounds = ICalDateTime.placeableInstants
        let lowest = bounds.lowerBound.addingTimeInterval(-margin)
        let highest = bounds.upperBound.addingTimeInterval(margin)
        guard to > from, to > lowest, from < highest else { return nil }
        return (max(from, lowest), min(to, highest))
    }

    /// The last THISANDFUTURE override (sorted by RECURRENCE-ID) that reaches an instance.
    ///
    /// A binary search finds the overrides named up to two days after the instance (a DATE
    /// names a local day, so the instants only nearly sort); the scan back from there
    /// stops at the first that covers it, so a file with thousands of them stays fast.
    private static func lastCovering(_ laters: [CalendarEvent], _ instance: EventTime, seriesIsDate: Bool) -> Int? {
        let limit = instance.instant.addingTimeInterval(2 * 86_400)
        let low = laters.partitionPoint { ($0.recurrenceID?.instant ?? .distantPast) <= limit }
        return laters[..<low].lastIndex { $0.covers(instance, seriesIsDate: seriesIsDate) }
    }

    // MARK: - Instances before exceptions and overrides

    /// An instance of the series as DTSTART, a rule or an RDATE gives it.
    package struct Instance {
        /// Its start, in the series' frame.
        package var start: EventTime
        /// What gave it: DTSTART or a rule, or an RDATE.
        package var source: EventOccurrence.Source
        /// The RDATE it comes from, for its own end.
        package var extra: ExtraDate?
    }

    /// DTSTART, the rules' starts and the RDATEs in `[lower, upper]`, once per instant.
    ///
    /// The rules are searched from two days into the year 1 at the earliest: the search
    /// begins a day before its bound on the wall clock, and a bound before the year 1 is
    /// no date the engine walks from.
    func originalInstances(
        lower: Date, upper: Date, instanceLimit: Int = SeriesExpansion.maximumInstances, clock: inout FrameClock
    ) -> ([Instance], SeriesExpansion.Starts) {
        var seen = Set<Date>()
        var instances: [Instance] = []
        func add(_ instance: Instance) {
            if seen.insert(instance.start.instant).inserted { instances.append(instance) }
        }
        add(Instance(start: start, source: .rule))
        let earliest = ICalDateTime.placeableInstants.lowerBound.addingTimeInterval(2 * 86_400)
        let starts = SeriesExpansion.ruleStarts(
            of: rules, from: start, lower: max(lower, earliest), upper: upper, limit: instanceLimit, clock: &clock)
        for time in starts.times { add(Instance(start: time, source: .rule)) }
        for place in extraDatePlaces(from: lower, to: upper) {
            let extra = extraDates[place]
            // A DATE, or any RDATE of an all-day series, keeps its own form: a DATE frame
            // writes no time of day, and a UTC time moved to the viewer's wall clock would
            // lose its `Z` and read as floating.
            let keepsOwnForm = extra.start.isDate || start.isDate
            let time = keepsOwnForm ? extra.start : clock.timedTime(at: extra.start.instant)
            add(Instance(start: time, source: .rdate, extra: extra))
        }
        return (instances, starts)
    }

    /// The instances of `originalInstances(lower:upper:)` alone: what one window of the
    /// series walks before exceptions and overrides, for tests that check that a window
    /// takes only its own RDATEs.
    package func instancesBeforeExceptions(lower: Date, upper: Date) -> [Instance] {
        var clock = FrameClock(start.frame)
        return originalInstances(lower: lower, upper: upper, clock: &clock).0
    }

    /// The places in ``extraDates`` of the RDATEs that start in `[lower, upper]`, by start.
    private func extraDatePlaces(from lower: Date, to upper: Date) -> ArraySlice<Int> {
        let order = extraDateIndex.order
        let first = order.partitionPoint { extraDates[$0].start.instant < lower }
        let end = order[first...].partitionPoint { extraDates[$0].start.instant <= upper }
        return order[first..<end]
    }

    /// How far before a window an instance may start and still reach into it: the longest
    /// length, the largest move of a THISANDFUTURE override, and a slack for lengths that
    /// vary: two days where days are nominal (a DATE, a DURATION of days) and can be a
    /// daylight-saving change or a zone's whole offset longer; none where lengths are
    /// elapsed time, as the instants are exact.
    ///
    /// The slack is searched on both sides of every window, so none keeps a short window
    /// of a dense series cheap (a secondly series is not walked for four extra days).
    private func reach(_ laters: [CalendarEvent]) -> TimeInterval {
        var longest = extraDateIndex.longestLength
        for event in [self] + laters {
            longest = max(longest, event.end(startingAt: event.start).instant.timeIntervalSince(event.start.instant))
        }
        let shift =
            laters.map { event in
                abs(event.start.instant.timeIntervalSince(event.recurrenceID?.instant ?? event.start.instant))
            }.max() ?? 0
        let hasNominalDays =
            ([self] + laters).contains { $0.start.isDate || $0.end?.isDate == true || ($0.duration?.days ?? 0) != 0 }
            || extraDateIndex.hasNominalDays
        return longest + shift + (hasNominalDays ? 2 * 86_400 : 0)
    }

    // MARK: - Occurrences

    /// The occurrence of an instance that no override changes.
    private func occurrence(of instance: Instance) -> EventOccurrence {
        var clock = FrameClock(instance.start.frame)
        return occurrence(of: instance, clock: &clock)
    }

    /// The occurrence of an instance that no override changes, its end placed by a walk's
    /// clock.
    private func occurrence(of instance: Instance, clock: inout FrameClock) -> EventOccurrence {
        var end = end(startingAt: instance.start, clock: &clock)
        if let extra = instance.extra {
            if let written = extra.end {
                end = clock.timedTime(at: max(written.instant, instance.start.instant))
            } else if let duration = extra.duration {
                end = clock.time(duration, after: instance.start)
            }
        }
        return EventOccurrence(
            start: instance.start, end: end, recurrenceID: instance.start, source: instance.source, of: self)
    }

    /// An override's (or a lone component's) own occurrence, at its own DTSTART.
    func ownOccurrence() -> EventOccurrence {
        EventOccurrence(
            start: start, end: end(startingAt: start), recurrenceID: recurrenceID ?? start,
            source: isSeries ? .rule : .override, of: self)
    }

    /// A THISANDFUTURE override's version of a later instance: moved by as much as the
    /// override moves its own instance, on the series' wall clock, with the override's
    /// length (an RDATE PERIOD keeps its own: the override moves it, the period still says
    /// how long it lasts).
    private func occurrence(replacing instance: Instance, in series: CalendarEvent) -> EventOccurrence {
        let original = instance.start
        let wall = series.start.frame.timed
        let named = recurrenceID ?? original
        let shift = wall.time(at: start.instant).value.fieldSeconds - wall.time(at: named.instant).value.fieldSeconds
        let moved: EventTime
        if original.isDate && start.isDate && shift % 86_400 == 0 {
            moved = original.frame.time(local: original.value.movedBy(days: shift / 86_400))
        } else {
            let local = wall.time(at: original.instant).value.movedBy(seconds: shift)
            moved = start.frame.timed.time(at: wall.time(local: local).instant)
        }
        var end = end(startingAt: moved)
        if let extra = instance.extra, extra.end != nil || extra.duration != nil {
            let own = series.occurrence(of: instance)
            end = moved.frame.timed.time(
                at: moved.instant.addingTimeInterval(own.end.instant.timeIntervalSince(own.start.instant)))
        }
        return EventOccurrence(start: moved, end: end, recurrenceID: original, source: .override, of: self)
    }

    /// The end of an instance of this component that starts at `instanceStart`.
    ///
    /// DTEND (or DUE) gives every instance the same exact length, DURATION the same nominal
    /// one (RFC 5545, 3.8.5.3); with neither, a VEVENT on a DATE lasts its day (3.6.1) and
    /// anything else no time (RFC 5545 gives a VTODO or VJOURNAL no default length).
    func end(startingAt instanceStart: EventTime) -> EventTime {
        var clock = FrameClock(instanceStart.frame)
        return end(startingAt: instanceStart, clock: &clock)
    }

    /// ``end(startingAt:)``, placed by a walk's clock, which is left reading the instance's
    /// frame.
    func end(startingAt instanceStart: EventTime, clock: inout FrameClock) -> EventTime {
        clock.use(instanceStart.frame)
        if let end {
            if start.isDate && end.isDate && instanceStart.isDate {
                let days = max(0, end.value.dayNumber - start.value.dayNumber)
                return clock.time(local: instanceStart.value.movedBy(days: days))
            }
            let length = max(0, end.instant.timeIntervalSince(start.instant))
            return clock.timedTime(at: instanceStart.instant.addingTimeInterval(length))
        }
        if let duration { return clock.time(duration, after: instanceStart) }
        return instanceStart.isDate && kind == "VEVENT"
            ? clock.time(ICalDuration(days: 1), after: instanceStart) : instanceStart
    }

    /// Whether this THISANDFUTURE override reaches an instance: it starts at or after the
    /// instance the override names.
    fileprivate func covers(_ instance: EventTime, seriesIsDate: Bool) -> Bool {
        guard let recurrenceID else { return false }
        if recurrenceID.isDate || seriesIsDate { return instance.value.dayNumber >= recurrenceID.value.dayNumber }
        return instance.instant >= recurrenceID.instant
    }

    fileprivate func matchesExactly(_ instance: EventTime, seriesIsDate: Bool) -> Bool {
        guard let recurrenceID else { return false }
        return InstanceKeys([recurrenceID], seriesIsDate: seriesIsDate).matches(instance)
    }
}

/// The instants and days that EXDATEs or RECURRENCE-IDs name, matched against instances.
///
/// A DATE-TIME names an instant, whatever zone or form it is written in; a DATE (or any
/// value on a DATE series) names the local day, so it matches every instance that starts on it.
struct InstanceKeys {
    private var instants: Set<Date> = []
    private var days: Set<Int> = []

    init(_ times: [EventTime], seriesIsDate: Bool) {
        for time in times {
            if time.isDate || seriesIsDate {
                days.insert(time.value.dayNumber)
            } else {
                instants.insert(time.instant)
            }
        }
    }

    /// Whether an instance (its start in the series' frame) is named.
    func matches(_ instance: EventTime) -> Bool {
        instants.contains(instance.instant) || days.contains(instance.value.dayNumber)
    }
}

/// The instances present in a window, by instant and by local day: the mirror of
/// ``InstanceKeys``, asking of an exception whether some instance is the one it names.
struct InstanceIndex {
    private var instants: Set<Date> = []
    private var days: Set<Int> = []

    init(_ starts: [EventTime]) {
        for start in starts {
            instants.insert(start.instant)
            days.insert(start.value.dayNumber)
        }
    }

    /// Whether an exception (EXDATE or RECURRENCE-ID) names one of the instances.
    func holds(_ exception: EventTime, seriesIsDate: Bool) -> Bool {
        exception.isDate || seriesIsDate
            ? days.contains(exception.value.dayNumber) : instants.contains(exception.instant)
    }
}
