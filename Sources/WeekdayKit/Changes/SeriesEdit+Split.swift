import Foundation
import ICalKit

/// What a split made: the new series' first instance and UID, and what it could not carry.
struct SplitOutcome {
    var start: ICalDateTime
    var uid: String
    var dropped: [String]
}

extension SeriesEdit {
    /// Ends the series before `given` and starts a new one there ("this and following").
    ///
    /// The first part keeps its instances before the split: its RRULE ends with a COUNT of
    /// those instances when it had a COUNT, else with an UNTIL at the last of them in the
    /// form RFC 5545 asks for its DTSTART (a DATE, or UTC for a zoned start). The new
    /// series starts at the new rule's first instance from the split, with a UID of its own
    /// and RELATED-TO the first; the EXDATEs, RDATEs and overrides from the split on go to
    /// it, those naming no instance of its rule are dropped and said. A RANGE=THISANDFUTURE
    /// override before the split is resolved: it changes the first part only, and the new
    /// series takes its time of day, length and properties, as the series stood.
    mutating func split(
        at given: ICalDateTime, _ continuation: SeriesChange.Continuation
    ) throws(WeekdaysError) -> SplitOutcome {
        guard series.rules.count == 1, let rule = series.rules.first else {
            throw .invalidChange(
                "the series `\(uid)` has \(series.rules.count) RRULEs; a split needs exactly one", uid: uid)
        }
        let start = series.start.value
        let at = try inSeriesForm(given)
        let byDay = at.form == .date && !series.start.isDate
        let cut = byDay ? ICalDateTime(fieldSeconds: at.dayNumber * 86_400, form: start.form) : at
        // The series as it stands at the split: the last RANGE=THISANDFUTURE override before
        // it has moved, renamed or resized every later instance, so the new series goes on
        // from that override's time of day, length and properties.
        let governing = latestRangeOverride(before: placed(cut).instant)
        let shift = governing.map { override in
            written(override.start).fieldSeconds - (override.recurrenceID.map(written)?.fieldSeconds ?? 0)
        }
        let seed =
            byDay
            ? ICalDateTime(
                fieldSeconds: at.dayNumber * 86_400 + start.fieldSeconds % 86_400 + (shift ?? 0), form: start.form)
            : at
        let (count, last) = try instances(of: rule, before: cut)
        guard let last else {
            throw .invalidChange(
                "no instance of the series `\(uid)` comes before \(cut): change its rule instead of splitting it",
                uid: uid)
        }
        let newRule = try continuingRule(continuation, from: rule, used: count, cut: cut)
        var walk = newRule.recurrences(of: seed, timeZone: expansionZone).makeIterator()
        guard let first = walk.next() else {
            throw .invalidChange("the new rule has no instance from \(seed)", uid: uid)
        }
        _ = try exact(first, "series' start")
        let newUID = freshUID(from: first)

        var firstRule = rule
        if case .afterOccurrences = rule.end {
            firstRule.end = .afterOccurrences(count)
        } else {
            firstRule.end = .until(until(last))
        }
        let cutInstant = placed(cut).instant
        let keptExceptions = series.exceptionDates.filter { $0.instant < cutInstant }
        let laterExceptions = series.exceptionDates.filter { $0.instant >= cutInstant }
        let keptExtras = series.extraDates.filter { $0.start.instant < cutInstant }
        let laterExtras = series.extraDates.filter { $0.start.instant >= cutInstant }
        let laterExtraStarts = Set(laterExtras.map { written($0.start) })
        var dropped: [String] = []

        // The first part.
        let original = try component(seriesPiece)
        guard let component = original.copy() else {
            throw .invalidChange("libical could not copy the series `\(uid)`", uid: uid)
        }
        component.remove(["EXDATE", "RDATE"])
        try set("RRULE:" + firstRule.rfc5545String, on: component)
        for time in keptExceptions { try add(Self.written(time).line(named: "EXDATE"), to: component) }
        for extra in keptExtras { try add(Self.written(extra).line, to: component) }
        replace(seriesPiece, with: component, sequence: series.sequence + 1)
        done.append("the series now ends with RRULE:\(firstRule.rfc5545String)")

        // The overrides.
        for override in series.overrides {
            guard let named = override.recurrenceID, let piece = piece(of: override) else { continue }
            let instance = written(named)
            if named.instant < cutInstant {
                if override.overridesLaterInstances {
                    done.append("the RANGE=THISANDFUTURE override of \(instance) now changes the first part only")
                }
                continue
            }
            if isInstance(instance, of: newRule, from: first) || laterExtraStarts.contains(instance) {
                let moved = try self.component(piece)
                try setText("UID", newUID, on: moved)
                replace(piece, with: moved, sequence: override.sequence)
                done.append("moved the override of \(instance) to the new series")
            } else {
                remove(piece)
                dropped.append("the override of \(instance) at line \(override.line): no instance of the new rule")
            }
        }

        // The new series.
        guard let next = original.copy() else {
            throw .invalidChange("libical could not copy the series `\(uid)`", uid: uid)
        }
        next.remove(["RRULE", "RDATE", "EXDATE", "EXRULE", "RECURRENCE-ID", "RELATED-TO"])
        if let governing, let piece = piece(of: governing) {
            try overlay(try self.component(piece), on: next)
        }
        try setText("UID", newUID, on: next)
        try set(time(first).line(named: "DTSTART"), on: next)
        let pattern = governing ?? series
        if let end = pattern.end, let endName = Self.endName(of: next) {
            let length = written(end).fieldSeconds - written(pattern.start).fieldSeconds
            let moved = ICalDateTime(fieldSeconds: first.fieldSeconds + length, form: first.form)
            try set(time(moved).line(named: endName), on: next)
        }
        try add("RRULE:" + newRule.rfc5545String, to: next)
        for time in laterExceptions {
            let instance = written(time)
            if isInstance(instance, of: newRule, from: first) || laterExtraStarts.contains(instance) {
                try add(Self.written(time).line(named: "EXDATE"), to: next)
            } else {
                dropped.append("EXDATE \(instance): no instance of the new rule")
            }
        }
        for extra in laterExtras {
            // An RDATE the new rule gives already would only repeat its instance.
            let instance = written(extra.start)
            if extra.end == nil, extra.duration == nil, isInstance(instance, of: newRule, from: first) {
                done.append("left out RDATE \(instance): the new rule gives that instance")
            } else {
                try add(Self.written(extra).line, to: next)
            }
        }
        next.addSibling(uid)
        insert(next, sequence: 0)
        done.append("added the series `\(newUID)` from \(first) with RRULE:\(newRule.rfc5545String)")
        return SplitOutcome(start: first, uid: newUID, dropped: dropped)
    }

    /// Puts an override's own properties (its title, place, length, ...) on the new series
    /// in place of the series' properties of those names.
    private func overlay(_ override: EditableComponent, on next: EditableComponent) throws(WeekdaysError) {
        let lines = override.lines(excluding: [
            "UID", "RECURRENCE-ID", "DTSTART", "SEQUENCE", "DTSTAMP", "LAST-MODIFIED", "CREATED", "RRULE", "RDATE",
            "EXDATE", "EXRULE", "RELATED-TO",
        ])
        var names = Set(lines.map(\.name))
        if names.contains("DURATION") { names.formUnion(["DTEND", "DUE"]) }
        if names.contains("DTEND") || names.contains("DUE") { names.insert("DURATION") }
        next.remove(names)
        for (_, line) in lines { try add(line, to: next) }
    }

    /// The RANGE=THISANDFUTURE override with the latest instance before `instant`.
    private func latestRangeOverride(before instant: Date) -> CalendarEvent? {
        series.overrides
            .filter { override in
                override.overridesLaterInstances && (override.recurrenceID.map { $0.instant < instant } ?? false)
            }
            .max { ($0.recurrenceID?.instant ?? .distantPast) < ($1.recurrenceID?.instant ?? .distantPast) }
    }

    /// How many instances the rule makes before `cut`, and the last of them.
    private func instances(
        of rule: RecurrenceRule, before cut: ICalDateTime
    ) throws(WeekdaysError) -> (Int, ICalDateTime?) {
        var walk = rule.recurrences(of: series.start.value, timeZone: expansionZone).makeIterator()
        var count = 0
        var last: ICalDateTime?
        while let value = walk.next() {
            guard value < cut else { return (count, last) }
            count += 1
            last = value
        }
        if walk.stop == .searchLimit {
            throw .invalidChange(
                "the series `\(uid)` has too many instances before \(cut) to count them (\(count) counted)", uid: uid)
        }
        return (count, last)
    }

    /// The rule the new series repeats by.
    private func continuingRule(
        _ continuation: SeriesChange.Continuation, from rule: RecurrenceRule, used: Int, cut: ICalDateTime
    ) throws(WeekdaysError) -> RecurrenceRule {
        switch continuation {
        case .rule(let given):
            if case .until(let value) = given.end, value.form != untilForm {
                throw .invalidChange(
                    "the new rule's UNTIL \(value) must be \(untilForm == .date ? "a DATE" : untilForm == .utc ? "UTC" : "floating") "
                        + "for the series `\(uid)`", uid: uid)
            }
            return given
        case .weekdays(let selection):
            guard !selection.isEmpty else { throw .invalidChange("no weekday is picked for the new series", uid: uid) }
            var calendar = Calendar(identifier: .gregorian)
            calendar.firstWeekday = rule.firstWeekday ?? 2
            var next = RecurrenceRule(
                weeklyOn: selection.ordered(in: calendar), interval: rule.frequency == .weekly ? rule.interval : 1,
                firstWeekday: calendar.firstWeekday)
            switch rule.end {
            case .never: break
            case .until(let value): next.end = .until(value)
            case .afterOccurrences(let count):
                guard count > used else {
                    throw .invalidChange("the series `\(uid)` has used its COUNT=\(count) before \(cut)", uid: uid)
                }
                next.end = .afterOccurrences(count - used)
            }
            return next
        }
    }

    /// The form RFC 5545 asks of an UNTIL for the series' DTSTART.
    private var untilForm: ICalDateTime.Form {
        switch series.start.value.form {
        case .date: .date
        case .utc: .utc
        case .floating: series.start.frame.zoneID == nil ? .floating : .utc
        }
    }

    /// The UNTIL that ends a rule at an instance, in ``untilForm``.
    private func until(_ instance: ICalDateTime) -> ICalDateTime {
        guard untilForm == .utc, instance.form == .floating else { return instance }
        return ICalDateTime(localTimeOf: placed(instance).instant, in: .gmt).with(form: .utc)
    }

    /// Whether a value in the series' form is an instance of `rule` from `first`.
    private func isInstance(_ value: ICalDateTime, of rule: RecurrenceRule, from first: ICalDateTime) -> Bool {
        if value == first { return true }
        let next = value.form == .date ? value.movedBy(days: 1) : value.movedBy(seconds: 1)
        var walk = rule.recurrences(of: first, in: value..<next, timeZone: expansionZone).makeIterator()
        return walk.next() == value
    }

    /// A UID no component of the file has, made from the series' own and the new start.
    private func freshUID(from first: ICalDateTime) -> String {
        let base = "\(uid)-\(first)"
        var candidate = base
        var number = 2
        while knownUIDs.contains(candidate) {
            candidate = "\(base)-\(number)"
            number += 1
        }
        return candidate
    }

    /// A placed time as written, with its TZID.
    static func written(_ time: EventTime) -> CalendarComponent.Time {
        CalendarComponent.Time(value: time.value, zoneID: time.value.form == .floating ? time.frame.zoneID : nil)
    }

    /// An RDATE as written.
    static func written(_ extra: CalendarEvent.ExtraDate) -> CalendarComponent.ExtraDate {
        CalendarComponent.ExtraDate(
            start: written(extra.start), end: extra.end.map(written), duration: extra.duration)
    }
}
