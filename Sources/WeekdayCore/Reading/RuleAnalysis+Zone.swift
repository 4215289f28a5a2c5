import Foundation
import Recurrence

/// How a rule reads on the wall clock of the zone it is shown in: the viewer's zone for a
/// UTC rule (`--tz`, or the calendar's X-WR-TIMEZONE), the event's own zone for a zoned one.
///
/// A UTC rule at 02:00 on Mondays happens on Sunday evenings in Los Angeles; the picker row
/// there shows Sunday, so its words must say Sunday too, and name the UTC day beside it.
public struct ZoneReading: Hashable, Sendable, Codable {
    /// The zone the rule is read in.
    public let zone: String
    /// How many days the rule's days move there (-1, 0 or 1).
    public let dayShift: Int
    /// The rule as that zone's wall clock says it (days moved, UNTIL in local time); nil
    /// when no rule of the same shape says it (positions in a month, several times a day,
    /// or a shift that changes with daylight saving time).
    public let localRule: RecurrenceRule?
    /// The start on that zone's wall clock.
    public let localStart: ICalDateTime
    /// The shift half a year from the start, which daylight saving time may make differ
    /// from ``dayShift`` (a UTC 07:30 is Sunday 23:30 in a Los Angeles winter, Monday
    /// 00:30 in its summer): then the rule falls on the days of both.
    public let seasonalShift: Int
    /// Every day the rule's occurrences move by there: a UTC rule at 01:00 and 23:00 falls
    /// on two days in New York, and the picker shows both.
    public let dayShifts: Set<Int>
    /// Whether the times of day the rule names read otherwise on that zone's clock, so a
    /// sentence that says the UTC times must say they are UTC.
    public let timesMove: Bool
    /// The times of day on that zone's clock (seconds since midnight), when
    /// ``localRule`` says them.
    public let localTimes: [Int]?

    /// The reading of a rule with a start (UTC or zoned) in a zone; nil for a floating or
    /// date start, which reads the same everywhere.
    init?(rule: RecurrenceRule, start: ICalDateTime, in zone: TimeZone) {
        guard ZoneReading.moves(rule, from: start) else { return nil }
        let instant = start.instant(in: zone)
        localStart = ICalDateTime(localTimeOf: instant, in: zone)
        self.zone = zone.identifier
        // A rule that names no weekday and no date (every day, every hour) says the same
        // words whichever day it is seen on.
        let namesNoDay =
            rule.weekdays.isEmpty && rule.months.isEmpty && rule.daysOfTheMonth.isEmpty
            && rule.daysOfTheYear.isEmpty && rule.weeks.isEmpty
            && ([.hourly, .minutely, .secondly].contains(rule.frequency)
                || rule.frequency == .daily && rule.interval % 7 != 0)
        // The rule's own times, not the start's, tell the days it falls on.
        if let clock = ZoneClockTimes(rule: rule, start: start, zone: zone, daysMatter: !namesNoDay) {
            dayShifts = clock.dayShifts
            let shift = clock.dayShifts.count == 1 ? clock.dayShifts.first ?? 0 : clock.dayShifts.first { $0 != 0 } ?? 0
            (dayShift, seasonalShift, timesMove) = (shift, shift, clock.timesMove)
            // A step of whole weeks in days takes its day from the start, as a weekly rule without BYDAY does.
            let dayFromStart = rule.frequency == .daily && rule.interval % 7 == 0 && shift != 0
            guard let parts = clock.localParts, !dayFromStart,
                var local = Self.moved(rule, by: shift, from: start, to: localStart, zone: zone)
            else {
                (localRule, localTimes) = (nil, nil)
                return
            }
            (local.hours, local.minutes, local.seconds) = (parts.hours, parts.minutes, parts.seconds)
            // A weekly rule without BYDAY takes its day from the start, whose own time may
            // fall on another day than the rule's times.
            if rule.frequency == .weekly, rule.weekdays.isEmpty, shift != 0 {
                local.weekdays = [.init((start.weekday - 1 + shift + 7) % 7 + 1)]
            }
            localRule = local
            localTimes = rule.frequency >= .daily ? parts.times : nil
            return
        }
        dayShift = start.form == .utc && !namesNoDay ? localStart.dayNumber - start.dayNumber : 0
        // Half a year on, daylight saving time may put the same UTC time on another day.
        let later = ICalDateTime(localTimeOf: instant.addingTimeInterval(182 * 86_400), in: zone)
        let laterShift = start.form == .utc && !namesNoDay ? later.dayNumber - start.dayNumber - 182 : 0
        seasonalShift = laterShift
        dayShifts = [dayShift, laterShift]
        (timesMove, localTimes) = (false, nil)
        localRule =
            laterShift == dayShift ? Self.moved(rule, by: dayShift, from: start, to: localStart, zone: zone) : nil
    }

    /// Whether a zone's wall clock can change how a rule reads: a UTC start's days, or a
    /// UTC UNTIL's date; a floating or date start with no UTC end reads the same everywhere.
    package static func moves(_ rule: RecurrenceRule, from start: ICalDateTime) -> Bool {
        let utcUntil = if case .until(let until) = rule.end { until.form == .utc } else { false }
        return start.form != .date && (start.form == .utc || utcUntil)
    }

    /// The rule with its days moved and its UTC UNTIL on the zone's wall clock; nil when a
    /// moved day would change what the rule's other parts mean.
    ///
    /// A step of several periods counts them from the start's own: its day, week, month or
    /// year on the zone's clock must be the one the occurrences move to, or the local rule
    /// would count its steps from another period. A week moves whole, its first day with it.
    private static func moved(
        _ rule: RecurrenceRule, by shift: Int, from start: ICalDateTime, to localStart: ICalDateTime, zone: TimeZone
    ) -> RecurrenceRule? {
        var local = rule
        if case .until(let until) = rule.end, until.form == .utc {
            local.end = .until(ICalDateTime(localTimeOf: until.instant(in: nil), in: zone))
        }
        if rule.interval > 1 && start.form == .utc {
            let startShift = localStart.dayNumber - start.dayNumber
            let samePeriod =
                switch rule.frequency {
                case .daily, .weekly: startShift == shift
                case .monthly: (localStart.year, localStart.month) == (start.year, start.month)
                case .yearly: localStart.year == start.year
                default: true
                }
            guard samePeriod else { return nil }
            if rule.frequency == .weekly && shift != 0 {
                let weekStart = ((rule.firstWeekday ?? 2) - 1 + shift + 7) % 7 + 1
                local.firstWeekday = weekStart == 2 ? nil : weekStart
            }
        }
        guard shift != 0 else { return local }
        // Times of day are moved by the caller, which knows where they fall.
        let keepsItsShape =
            (rule.frequency == .weekly || rule.frequency == .daily) && rule.setPositions.isEmpty
            && rule.months.isEmpty && rule.daysOfTheMonth.isEmpty
            && rule.daysOfTheYear.isEmpty && rule.weeks.isEmpty
            && (rule.interval == 1 || rule.weekdays.count <= 1)
        guard keepsItsShape else { return nil }
        local.weekdays = rule.weekdays.map { .init(($0.weekday - 1 + shift + 7) % 7 + 1) }
        return local
    }
}
