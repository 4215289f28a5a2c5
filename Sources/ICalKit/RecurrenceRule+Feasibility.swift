extension RecurrenceRule {
    /// Why the rule can never occur from `start`, or nil when it can.
    ///
    /// libical has no cap: a rule that never matches makes it search to the year 2582
    /// (seconds for HOURLY, minutes for MINUTELY). The Gregorian calendar repeats every
    /// 400 years, weekdays included, so one cycle of days tells for certain whether the
    /// date parts can ever match; the time parts are checked against the step size.
    public func reasonItNeverOccurs(from start: ICalDateTime) -> String? {
        if let reason = impossibleMonthDays() { return reason }
        if frequency <= .daily, let reason = unreachableDay(from: start) { return reason }
        if frequency < .daily, let reason = unreachableTimeOfDay(from: start) { return reason }
        return nil
    }

    private func impossibleMonthDays() -> String? {
        guard !daysOfTheMonth.isEmpty, !months.isEmpty, weekdays.isEmpty || frequency <= .weekly
        else { return nil }
        let fits = months.contains { month in
            let longest = month == 2 ? 29 : ICalDateTime.daysInMonth(year: 2001, month: month)
            return daysOfTheMonth.contains { abs($0) <= longest }
        }
        return fits ? nil : "no month it names has the days of the month it names"
    }

    /// Daily and finer rules only filter days, so scan one 400-year cycle of reachable days.
    private func unreachableDay(from start: ICalDateTime) -> String? {
        guard hasDateParts else { return nil }
        let cycle = 146_097
        let stepDays = frequency == .daily ? interval : 1
        var day = start.dayNumber
        for _ in 0..<cycle {
            if dayMatchesFilters(day) { return nil }
            day += stepDays
        }
        return "no day ever matches all of its BYxxx parts"
    }

    func dayMatchesFilters(_ day: Int) -> Bool {
        let date = DayNumber.date(of: day)
        if !months.isEmpty && !months.contains(date.month) { return false }
        if !weekdays.isEmpty && !weekdays.contains(where: { $0.weekday == DayNumber.weekday(of: day) }) {
            return false
        }
        if !daysOfTheMonth.isEmpty {
            let length = ICalDateTime.daysInMonth(year: date.year, month: date.month)
            if !daysOfTheMonth.contains(where: { $0 == date.day || length + 1 + $0 == date.day }) {
                return false
            }
        }
        if !daysOfTheYear.isEmpty {
            let first = DayNumber.from(year: date.year, month: 1, day: 1)
            let ordinal = day - first + 1
            let length = ICalDateTime.isLeapYear(date.year) ? 366 : 365
            if !daysOfTheYear.contains(where: { $0 == ordinal || length + 1 + $0 == ordinal }) {
                return false
            }
        }
        return true
    }

    /// A sub-daily rule steps by a fixed number of seconds, so only some times of day are
    /// reachable: those that differ from the start by a multiple of gcd(step, one day).
    private func unreachableTimeOfDay(from start: ICalDateTime) -> String? {
        let unit = frequency == .hourly ? 3600 : frequency == .minutely ? 60 : 1
        let step = gcd(interval * unit, 86_400)
        let startSecond = start.hour * 3600 + start.minute * 60 + start.second
        let hourChoices = hours.isEmpty ? Array(0..<24) : hours
        let minuteChoices = !minutes.isEmpty ? minutes : frequency <= .minutely ? Array(0..<60) : [start.minute]
        let secondChoices = !seconds.isEmpty ? seconds : frequency == .secondly ? Array(0..<60) : [start.second]
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
