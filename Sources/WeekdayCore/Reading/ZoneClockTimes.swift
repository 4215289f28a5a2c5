import Foundation
import Recurrence

/// Where a UTC rule's times of day fall on a zone's clock over a year.
///
/// A UTC rule at 01:00 on Mondays happens on Sunday evenings in New York, at 20:00 in
/// winter and 21:00 in summer: the days move, and the times with them, by every offset
/// the zone takes. One rule of the same shape says the local times only when a single
/// offset holds all year and every time moves to the same day.
struct ZoneClockTimes {
    /// The days the occurrences move by there (-1, 0 or 1), one for each time and offset.
    let dayShifts: Set<Int>
    /// Whether the times the rule says read differently on the zone's clock.
    let timesMove: Bool
    /// The local hours, minutes and seconds as BY parts, when one offset holds all year,
    /// the times move to one day, and they still make every hour with every minute.
    let localParts: LocalParts?

    /// BYHOUR, BYMINUTE and BYSECOND on the zone's clock.
    struct LocalParts {
        let hours: [Int]
        let minutes: [Int]
        let seconds: [Int]
        /// Seconds since midnight, ascending, as a note says them.
        let times: [Int]
    }

    /// The reading of a rule that names times of day, from a UTC start; nil for any other.
    ///
    /// A rule that names no day (every day, every hour) stays on its days wherever it is
    /// seen (`daysMatter` false).
    init?(rule: RecurrenceRule, start: ICalDateTime, zone: TimeZone, daysMatter: Bool) {
        guard start.form == .utc, rule.hasTimeParts || rule.frequency < .daily else { return nil }
        let offsets = Self.offsetsOverAYear(of: zone, from: start.instant(in: nil))
        let times = Self.utcTimesOfDay(rule, start: start)
        dayShifts =
            daysMatter ? Set(offsets.flatMap { offset in times.map { ($0 + offset).floorDivided(by: 86_400) } }) : [0]
        let subDaily = rule.frequency < .daily
        // An hourly rule's minute and second filters move only with an offset of part of an hour.
        timesMove = offsets.contains { subDaily && rule.hours.isEmpty ? $0 % 3600 != 0 : $0 != 0 }
        guard offsets.count == 1, let offset = offsets.first, dayShifts.count == 1 else {
            localParts = nil
            return
        }
        localParts = subDaily ? Self.subDailyParts(rule, offset: offset) : Self.dailyParts(times, offset: offset)
    }

    /// The offsets from UTC a zone takes in the year from an instant, a sample a month.
    static func offsetsOverAYear(of zone: TimeZone, from instant: Date) -> Set<Int> {
        Set((0..<12).map { zone.secondsFromGMT(for: instant.addingTimeInterval(Double($0) * 30.5 * 86_400)) })
    }

    /// The UTC times of day the occurrences take (seconds since midnight): for an hourly or
    /// finer rule, the first and last moment of each hour it may hold, which bound its days.
    private static func utcTimesOfDay(_ rule: RecurrenceRule, start: ICalDateTime) -> [Int] {
        let subDaily = rule.frequency < .daily
        let hours = !rule.hours.isEmpty ? rule.hours : subDaily ? Array(0..<24) : [start.hour]
        let minutes =
            !rule.minutes.isEmpty ? rule.minutes : rule.frequency == .hourly || !subDaily ? [start.minute] : [0, 59]
        let seconds = !rule.seconds.isEmpty ? rule.seconds : rule.frequency == .secondly ? [0, 59] : [start.second]
        return hours.flatMap { hour in
            minutes.flatMap { minute in seconds.map { hour * 3600 + minute * 60 + $0 } }
        }
    }

    /// A daily or coarser rule's times moved by one offset, if they still split into
    /// hours, minutes and seconds that make each other (09:00 and 17:30 do not).
    private static func dailyParts(_ times: [Int], offset: Int) -> LocalParts? {
        let local = Set(times.map { ($0 + offset).modulo(86_400) })
        let hours = Set(local.map { $0 / 3600 }).sorted()
        let minutes = Set(local.map { $0 % 3600 / 60 }).sorted()
        let seconds = Set(local.map { $0 % 60 }).sorted()
        guard hours.count * minutes.count * seconds.count == local.count else { return nil }
        return LocalParts(hours: hours, minutes: minutes, seconds: seconds, times: local.sorted())
    }

    /// An hourly or finer rule's hour filter moved by an offset of whole hours.
    private static func subDailyParts(_ rule: RecurrenceRule, offset: Int) -> LocalParts? {
        guard offset % 3600 == 0 else { return nil }
        let hours = Set(rule.hours.map { ($0 + offset / 3600).modulo(24) }).sorted()
        return LocalParts(hours: hours, minutes: rule.minutes, seconds: rule.seconds, times: [])
    }
}

extension Int {
    /// Division rounding down, for times that move before midnight.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return self % divisor != 0 && (self < 0) != (divisor < 0) ? quotient - 1 : quotient
    }

    /// The remainder that is never negative, for a time of day moved past midnight.
    fileprivate func modulo(_ divisor: Int) -> Int { ((self % divisor) + divisor) % divisor }
}
