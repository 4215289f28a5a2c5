internal import Caching

extension RecurrenceRule {
    /// Why the rule can never occur from `start`, or nil when it can.
    ///
    /// Asked before expanding, so such a rule is answered at once and in words. The
    /// Gregorian calendar repeats every 400 years, weekdays included, so one cycle of days
    /// tells for certain whether the date parts can ever match; the time parts are checked
    /// against the step size. The engine finds the rest by a whole cycle of empty periods.
    public func reasonItNeverOccurs(from start: ICalDateTime) -> String? {
        if let reason = reasonWhateverTheStart { return reason }
        if frequency <= .daily, let reason = unreachableDay(from: start) { return reason }
        // A DATE start has no time of day for a sub-daily rule's time parts to step from;
        // RFC 5545 forbids them there.
        if frequency < .daily, start.form == .date, hasTimeParts {
            return "its start is a date, which has no time of day for BYHOUR, BYMINUTE or BYSECOND"
        }
        if frequency < .daily, let reason = unreachableTimeOfDay(from: start) { return reason }
        return nil
    }

    /// Why the rule can never occur whatever its start, or nil when some start may give it
    /// an occurrence: what can be said of a rule read without DTSTART.
    public var reasonItNeverOccursFromAnyStart: String? { reasonWhateverTheStart }

    /// The checks that do not depend on the start, made once per rule: feeds repeat rules,
    /// and the BYWEEKNO and BYSETPOS checks walk a whole 400-year cycle or every month shape.
    ///
    /// Kept by the rule without its COUNT or UNTIL, which none of them reads: feeds give
    /// most series an end of their own, and each would otherwise be a key of its own.
    private var reasonWhateverTheStart: String? {
        // Most rules have none of the parts these checks read: no need to look them up.
        guard !setPositions.isEmpty || !weeks.isEmpty || (!daysOfTheMonth.isEmpty && !months.isEmpty) else {
            return nil
        }
        var openEnded = self
        openEnded.end = .never
        return RecurrenceRule.startFreeReasons.value(for: openEnded) {
            if let reason = openEnded.impossibleMonthDays() { return reason }
            if let reason = openEnded.unreachableSetPositions() { return reason }
            if frequency == .yearly, !weeks.isEmpty, let reason = openEnded.unreachableWeek() { return reason }
            return nil
        }
    }

    private static let startFreeReasons = Memo<RecurrenceRule, String?>()

    private func impossibleMonthDays() -> String? {
        guard !daysOfTheMonth.isEmpty, !months.isEmpty, weekdays.isEmpty || frequency <= .weekly
        else { return nil }
        let fits = months.contains { month in
            let longest = month == 2 ? 29 : ICalDateTime.daysInMonth(year: 2001, month: month)
            return daysOfTheMonth.contains { abs($0) <= longest }
        }
        return fits ? nil : "no month it names has the days of the month it names"
    }

    /// BYSETPOS beyond the largest set a period can hold never matches, in any period: a
    /// walk would only find that out at the end of its budget.
    private func unreachableSetPositions() -> String? {
        guard let nearest = setPositions.map(abs).min() else { return nil }
        let largest = largestSetSize
        guard nearest > largest else { return nil }
        let period =
            [
                "SECONDLY": "second", "MINUTELY": "minute", "HOURLY": "hour", "DAILY": "day",
                "WEEKLY": "week", "MONTHLY": "month", "YEARLY": "year",
            ][frequency.rawValue] ?? "period"
        return "BYSETPOS asks for position \(nearest), but a \(period) holds at most \(largest) of its occurrences"
    }

    /// The most occurrences one period of the frequency can hold (the set BYSETPOS picks
    /// from): the most days it can hold, over every shape a month or a year takes (its
    /// length and the weekday it begins on), times the times of day the BY parts give.
    private var largestSetSize: Int {
        let times: Int
        switch frequency {
        case .secondly: times = 1
        case .minutely: times = max(seconds.count, 1)
        case .hourly: times = max(minutes.count, 1) * max(seconds.count, 1)
        default: times = max(hours.count, 1) * max(minutes.count, 1) * max(seconds.count, 1)
        }
        let days: Int
        switch frequency {
        case .secondly, .minutely, .hourly, .daily:
            days = 1
        case .weekly:
            days = weekdays.isEmpty ? 1 : Set(weekdays.map(\.weekday)).count
        case .monthly:
            if weekdays.isEmpty && daysOfTheMonth.isEmpty {
                days = 1
            } else {
                let lengths =
                    months.isEmpty
                    ? [28, 29, 30, 31]
                    : Set(months.flatMap { $0 == 2 ? [28, 29] : [ICalDateTime.daysInMonth(year: 2001, month: $0)] })
                days =
                    lengths.flatMap { length in (1...7).map { matchingDays(inMonthOf: length, from: $0) } }.max() ?? 0
            }
        case .yearly:
            if !weeks.isEmpty {
                days = min(weeks.count * 7, 371)  // ISO weeks may spill into the years around
            } else if weekdays.isEmpty && daysOfTheMonth.isEmpty && daysOfTheYear.isEmpty {
                days = months.isEmpty ? 1 : months.count
            } else {
                days =
                    [365, 366].flatMap { length in (1...7).map { matchingDays(inYearOf: length, from: $0) } }.max() ?? 0
            }
        }
        return days * times
    }

    /// Whether a day matches BYDAY: its weekday, and its position in the period.
    ///
    /// Positions count from either end. They are not checked where BYMONTHDAY or
    /// BYYEARDAY also narrow the days, whose reading of them implementations differ on.
    private func matchesWeekdays(_ weekday: Int, index: Int, of length: Int) -> Bool {
        let checksPositions = daysOfTheMonth.isEmpty && daysOfTheYear.isEmpty
        return weekdays.contains { day in
            guard day.weekday == weekday else { return false }
            if day.position == 0 || !checksPositions { return true }
            return day.position > 0 ? index / 7 + 1 == day.position : (length - 1 - index) / 7 + 1 == -day.position
        }
    }

    /// The days of a month of `length` days whose first is weekday `first` that match
    /// BYMONTHDAY and BYDAY.
    private func matchingDays(inMonthOf length: Int, from first: Int) -> Int {
        (0..<length).count(where: { index in
            let day = index + 1
            if !daysOfTheMonth.isEmpty && !daysOfTheMonth.contains(where: { $0 == day || length + 1 + $0 == day }) {
                return false
            }
            return weekdays.isEmpty || matchesWeekdays((first - 1 + index) % 7 + 1, index: index, of: length)
        })
    }

    /// The days of a year of `length` days whose first is weekday `first` that match
    /// BYMONTH, BYYEARDAY, BYMONTHDAY and BYDAY (positions in the month under BYMONTH).
    private func matchingDays(inYearOf length: Int, from first: Int) -> Int {
        var count = 0
        var index = 0
        for month in 1...12 {
            let monthLength = month == 2 ? length - 337 : ICalDateTime.daysInMonth(year: 2001, month: month)
            for monthIndex in 0..<monthLength {
                defer { index += 1 }
                let day = monthIndex + 1
                let weekday = (first - 1 + index) % 7 + 1
                if !months.isEmpty && !months.contains(month) { continue }
                if !daysOfTheYear.isEmpty
                    && !daysOfTheYear.contains(where: { $0 == index + 1 || length + 1 + $0 == index + 1 })
                {
                    continue
                }
                if !daysOfTheMonth.isEmpty
                    && !daysOfTheMonth.contains(where: { $0 == day || monthLength + 1 + $0 == day })
                {
                    continue
                }
                if !weekdays.isEmpty {
                    let matches =
                        months.isEmpty
                        ? matchesWeekdays(weekday, index: index, of: length)
                        : matchesWeekdays(weekday, index: monthIndex, of: monthLength)
                    if !matches { continue }
                }
                count += 1
            }
        }
        return count
    }

    /// One 400-year cycle tells whether any day is in
    /// a chosen week and passes the other day filters (week 53 in June never is).
    private func unreachableWeek() -> String? {
        let first = DayNumber.from(year: 2000, month: 1, day: 1)
        // The plan's day test includes the week numbers.
        let plan = ExpansionPlan(rule: self, start: ICalDateTime(year: 2000, month: 1, day: 1, form: .date))
        for day in first..<(first + 146_097) where plan.dayPasses(day) { return nil }
        return "no day of the weeks it names matches its other BYxxx parts"
    }

    /// Daily and finer rules only filter days, so scan one 400-year cycle of reachable days.
    private func unreachableDay(from start: ICalDateTime) -> String? {
        guard hasDateParts else { return nil }
        let cycle = 146_097
        let stepDays = frequency == .daily ? interval : 1
        let plan = ExpansionPlan(rule: self, start: start)
        var day = start.dayNumber
        for _ in 0..<cycle {
            if plan.dayPasses(day) { return nil }
            day += stepDays
        }
        return "no day ever matches all of its BYxxx parts"
    }

    /// A sub-daily rule steps by a fixed number of seconds, so only some times of day are
    /// reachable: those that differ from the start by a multiple of gcd(step, one day).
    ///
    /// Only the fields the step moves are constrained: HOURLY steps the hour, and its
    /// BYMINUTE and BYSECOND expand within each hour; MINUTELY steps the minute, and its
    /// BYSECOND expands within each minute (RFC 5545, the table in section 3.3.10).
    private func unreachableTimeOfDay(from start: ICalDateTime) -> String? {
        let unit = frequency == .hourly ? 3600 : frequency == .minutely ? 60 : 1
        let step = gcd(interval * unit, 86_400)
        let startSecond = (start.hour * 3600 + start.minute * 60 + start.second) / unit * unit
        let hourChoices = hours.isEmpty ? Array(0..<24) : hours
        let minuteChoices = frequency == .hourly ? [0] : minutes.isEmpty ? Array(0..<60) : minutes
        let secondChoices = frequency != .secondly ? [0] : seconds.isEmpty ? Array(0..<60) : seconds
        for hour in hourChoices {
            for minute in minuteChoices {
                for second in secondChoices {
                    let offset = hour * 3600 + minute * 60 + second - startSecond
                    if offset % step == 0 { return nil }
                }
            }
        }
        return "its step of \(interval) \(frequency.rawValue.lowercased()) never reaches the times of day it names"
    }
}

private func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (abs(a), abs(b))
    while y != 0 { (x, y) = (y, x % y) }
    return x
}
