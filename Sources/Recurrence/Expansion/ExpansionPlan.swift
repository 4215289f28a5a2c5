/// A rule read the way RFC 5545 section 3.3.10's table says each part acts at the rule's
/// frequency: which parts expand the days or times of a period and which only limit them.
///
/// Built once per expansion; every per-period question is then answered from bit masks and
/// small sorted arrays, with integer day numbers and no calendar calls.
struct ExpansionPlan: Sendable {
    let frequency: RecurrenceRule.Frequency
    let interval: Int
    /// The `Calendar` weekday weeks start on (WKST; Monday when the rule leaves it open).
    let weekStart: Int

    /// Bit `m` set for each month of BYMONTH; 0 when the part is absent.
    let monthMask: UInt16
    /// Bit `d` for BYMONTHDAY `d` (1...31) and for `-d`, in two masks.
    let monthDaysFromStart: UInt32
    let monthDaysFromEnd: UInt32
    /// BYYEARDAY values, each counted from the start (1...366) or the end (-1...-366).
    let yearDays: [Int]
    /// Bit `w` for each weekday of BYDAY without a position.
    let everyWeekday: UInt8
    /// BYDAY values with a position (the 2nd Monday, the last Friday).
    let nthWeekdays: [RecurrenceRule.Weekday]
    /// BYWEEKNO values.
    let weeks: [Int]
    /// Whether a BYDAY position counts within the month (MONTHLY, or YEARLY with BYMONTH)
    /// rather than within the year.
    let positionsCountInMonth: Bool

    /// Where the days of a YEARLY or MONTHLY period come from when BY parts give none:
    /// DTSTART's month and day.
    let startMonth: Int
    let startDay: Int
    let startWeekday: Int
    /// A YEARLY rule with BYMONTHDAY and no BYMONTH takes DTSTART's month (the reading
    /// libical and Foundation share; the README lists it).
    let impliedMonth: Int?

    /// The times within one period, in seconds from its start, ascending.
    ///
    /// Of the day for DAILY and coarser, of the hour for HOURLY, of the minute for
    /// MINUTELY, just 0 for SECONDLY. Empty when no time can match (only a leap second).
    let times: [Int]
    /// The hours, minutes and seconds a sub-daily period must fall on (the parts that only
    /// limit at its frequency); nil when that part does not limit.
    let allowedHours: [Bool]?
    let allowedMinutes: [Bool]?
    let allowedSeconds: [Bool]?

    let setPositions: [Int]
    /// Whether BYDAY without positions is the only date part, so a day's weekday decides.
    private let onlyEveryWeekday: Bool
    /// Whether the days a period's candidates come from must still pass other date parts:
    /// false when the part that generated them is the only one (or the others are implied).
    private let checksGeneratedDays: Bool

    init(rule: RecurrenceRule, start: ICalDateTime) {
        frequency = rule.frequency
        interval = max(1, rule.interval)
        weekStart = rule.firstWeekday ?? 2
        monthMask = rule.months.reduce(0) { $0 | (1 << UInt16($1)) }
        monthDaysFromStart = rule.daysOfTheMonth.filter { $0 > 0 }.reduce(0) { $0 | (1 << UInt32($1)) }
        monthDaysFromEnd = rule.daysOfTheMonth.filter { $0 < 0 }.reduce(0) { $0 | (1 << UInt32(-$1)) }
        yearDays = rule.daysOfTheYear
        everyWeekday = rule.weekdays.filter { $0.position == 0 }.reduce(0) { $0 | (1 << UInt8($1.weekday)) }
        nthWeekdays = rule.weekdays.filter { $0.position != 0 }
        weeks = rule.weeks
        positionsCountInMonth = rule.frequency == .monthly || !rule.months.isEmpty
        startMonth = start.month
        startDay = start.day
        startWeekday = start.weekday
        impliedMonth =
            rule.frequency == .yearly && rule.months.isEmpty && !rule.daysOfTheMonth.isEmpty
                && rule.weeks.isEmpty && rule.daysOfTheYear.isEmpty
            ? start.month : nil
        setPositions = rule.setPositions
        let hasWeekdays = !rule.weekdays.isEmpty
        let hasMonthDays = !rule.daysOfTheMonth.isEmpty
        switch rule.frequency {
        case .yearly:
            if !rule.daysOfTheYear.isEmpty {
                checksGeneratedDays = !rule.months.isEmpty || hasMonthDays || hasWeekdays || !rule.weeks.isEmpty
            } else if hasMonthDays {
                checksGeneratedDays = hasWeekdays || !rule.weeks.isEmpty
            } else if !rule.weeks.isEmpty {
                checksGeneratedDays = !rule.months.isEmpty || hasWeekdays
            } else {
                checksGeneratedDays = false
            }
        case .monthly: checksGeneratedDays = hasMonthDays && hasWeekdays
        case .weekly: checksGeneratedDays = !rule.months.isEmpty
        default: checksGeneratedDays = rule.hasDateParts
        }
        onlyEveryWeekday =
            everyWeekday != 0 && monthMask == 0 && monthDaysFromStart == 0 && monthDaysFromEnd == 0
            && yearDays.isEmpty && nthWeekdays.isEmpty && weeks.isEmpty

        // A leap second has no place on a POSIX clock: BYSECOND=60 is read as no second.
        let seconds = rule.seconds.filter { $0 < 60 }
        let hours = rule.hours.isEmpty ? [start.hour] : rule.hours.sorted()
        let minutes = rule.minutes.isEmpty ? [start.minute] : rule.minutes.sorted()
        let secondsOrStart = rule.seconds.isEmpty ? [start.second] : seconds.sorted()
        func mask(_ values: [Int], size: Int) -> [Bool] {
            var result = [Bool](repeating: false, count: size)
            for value in values where value < size { result[value] = true }
            return result
        }
        switch rule.frequency {
        case .secondly:
            times = [0]
            allowedHours = rule.hours.isEmpty ? nil : mask(rule.hours, size: 24)
            allowedMinutes = rule.minutes.isEmpty ? nil : mask(rule.minutes, size: 60)
            allowedSeconds = rule.seconds.isEmpty ? nil : mask(seconds, size: 60)
        case .minutely:
            times = secondsOrStart
            allowedHours = rule.hours.isEmpty ? nil : mask(rule.hours, size: 24)
            allowedMinutes = rule.minutes.isEmpty ? nil : mask(rule.minutes, size: 60)
            allowedSeconds = nil
        case .hourly:
            times = minutes.flatMap { minute in secondsOrStart.map { minute * 60 + $0 } }
            allowedHours = rule.hours.isEmpty ? nil : mask(rule.hours, size: 24)
            allowedMinutes = nil
            allowedSeconds = nil
        default:
            times = hours.flatMap { hour in
                minutes.flatMap { minute in secondsOrStart.map { hour * 3600 + minute * 60 + $0 } }
            }
            allowedHours = nil
            allowedMinutes = nil
            allowedSeconds = nil
        }
    }

    /// Whether any BY part limits or expands the days.
    var hasDayParts: Bool {
        monthMask != 0 || monthDaysFromStart != 0 || monthDaysFromEnd != 0 || !yearDays.isEmpty
            || everyWeekday != 0 || !nthWeekdays.isEmpty || !weeks.isEmpty
    }

    // MARK: - Days

    /// Whether a day passes every date part of the rule.
    ///
    /// Each part is checked against the day itself, so the same test serves the parts that
    /// limit and, after a period's candidates are generated from one expanding part, the
    /// other parts that narrow them.
    func dayPasses(_ day: Int) -> Bool {
        if onlyEveryWeekday { return everyWeekday & (1 << UInt8(DayNumber.weekday(of: day))) != 0 }
        let date = DayNumber.date(of: day)
        if monthMask != 0 && monthMask & (1 << UInt16(date.month)) == 0 { return false }
        if monthDaysFromStart != 0 || monthDaysFromEnd != 0 {
            let length = ICalDateTime.daysInMonth(year: date.year, month: date.month)
            let fromEnd = length + 1 - date.day
            if monthDaysFromStart & (1 << UInt32(date.day)) == 0 && monthDaysFromEnd & (1 << UInt32(fromEnd)) == 0 {
                return false
            }
        }
        if !yearDays.isEmpty {
            let first = DayNumber.from(year: date.year, month: 1, day: 1)
            let ordinal = day - first + 1
            let length = ICalDateTime.isLeapYear(date.year) ? 366 : 365
            if !yearDays.contains(where: { $0 == ordinal || length + 1 + $0 == ordinal }) { return false }
        }
        if everyWeekday != 0 || !nthWeekdays.isEmpty {
            guard weekdayPasses(day, year: date.year, month: date.month) else { return false }
        }
        if !weeks.isEmpty {
            let week = DayNumber.week(of: day, weekStart: weekStart)
            if !weeks.contains(where: { $0 == week.number || $0 == week.number - week.weeksInYear - 1 }) {
                return false
            }
        }
        return true
    }

    /// BYDAY: the weekday, and for a positioned value its place in the month or year.
    private func weekdayPasses(_ day: Int, year: Int, month: Int) -> Bool {
        let weekday = DayNumber.weekday(of: day)
        if everyWeekday & (1 << UInt8(weekday)) != 0 { return true }
        guard !nthWeekdays.isEmpty else { return false }
        let scope = positionsCountInMonth ? monthSpan(year: year, month: month) : yearSpan(year)
        let fromStart = (day - scope.lowerBound) / 7 + 1
        let fromEnd = -((scope.upperBound - 1 - day) / 7 + 1)
        return nthWeekdays.contains { $0.weekday == weekday && ($0.position == fromStart || $0.position == fromEnd) }
    }

    /// The days of a period of a YEARLY, MONTHLY or WEEKLY rule (or the one day of a finer
    /// one) that pass its date parts, ascending, into `days`.
    ///
    /// Candidates come from the most specific expanding part (BYYEARDAY, then BYMONTHDAY,
    /// BYWEEKNO, BYDAY, BYMONTH, then DTSTART's own day) and are then checked against all.
    func fillDays(ofPeriodStarting first: Int, year: Int, month: Int, into days: inout DayBuffer) {
        days.removeAll()
        switch frequency {
        case .yearly: yearCandidates(year, into: &days)
        case .monthly: monthCandidates(year: year, month: month, into: &days)
        case .weekly:
            if everyWeekday == 0 {
                days.append(first + (startWeekday - weekStart + 7) % 7)
            } else {
                for offset in 0..<7 where everyWeekday & (1 << UInt8(DayNumber.weekday(of: first + offset))) != 0 {
                    days.append(first + offset)
                }
            }
        default: days.append(first)
        }
        days.sortAndRemoveRepeats()
        if checksGeneratedDays { days.keep { dayPasses($0) } }
    }

    private func yearCandidates(_ year: Int, into days: inout DayBuffer) {
        let span = yearSpan(year)
        if !yearDays.isEmpty {
            let length = span.count
            for value in yearDays {
                let ordinal = value > 0 ? value : length + 1 + value
                if (1...length).contains(ordinal) { days.append(span.lowerBound + ordinal - 1) }
            }
        } else if monthDaysFromStart != 0 || monthDaysFromEnd != 0 {
            forEachMonth(year) { monthDayCandidates(year: year, month: $0, into: &days) }
        } else if !weeks.isEmpty {
            for weekYear in (year - 1)...(year + 1) {
                let firstWeek = DayNumber.firstWeekStart(of: weekYear, weekStart: weekStart)
                let count = (DayNumber.firstWeekStart(of: weekYear + 1, weekStart: weekStart) - firstWeek) / 7
                for number in weeks {
                    let index = number > 0 ? number : count + 1 + number
                    guard (1...count).contains(index) else { continue }
                    let weekFirst = firstWeek + (index - 1) * 7
                    for day in weekFirst..<(weekFirst + 7) where span.contains(day) { days.append(day) }
                }
            }
        } else if everyWeekday != 0 || !nthWeekdays.isEmpty {
            if monthMask != 0 {
                forEachMonth(year) { weekdayCandidates(in: monthSpan(year: year, month: $0), into: &days) }
            } else {
                weekdayCandidates(in: span, into: &days)
            }
        } else if monthMask != 0 {
            forEachMonth(year) { month in
                if startDay <= ICalDateTime.daysInMonth(year: year, month: month) {
                    days.append(DayNumber.from(year: year, month: month, day: startDay))
                }
            }
        } else if startDay <= ICalDateTime.daysInMonth(year: year, month: startMonth) {
            days.append(DayNumber.from(year: year, month: startMonth, day: startDay))
        }
    }

    private func monthCandidates(year: Int, month: Int, into days: inout DayBuffer) {
        if monthMask != 0 && monthMask & (1 << UInt16(month)) == 0 { return }
        if monthDaysFromStart != 0 || monthDaysFromEnd != 0 {
            monthDayCandidates(year: year, month: month, into: &days)
        } else if everyWeekday != 0 || !nthWeekdays.isEmpty {
            weekdayCandidates(in: monthSpan(year: year, month: month), into: &days)
        } else if startDay <= ICalDateTime.daysInMonth(year: year, month: month) {
            days.append(DayNumber.from(year: year, month: month, day: startDay))
        }
    }

    /// The months of a YEARLY period: BYMONTH's, DTSTART's for the implied-month reading,
    /// or all twelve.
    private func forEachMonth(_ year: Int, _ body: (Int) -> Void) {
        if let impliedMonth, monthMask == 0 {
            body(impliedMonth)
            return
        }
        for month in 1...12 where monthMask == 0 || monthMask & (1 << UInt16(month)) != 0 { body(month) }
    }

    private func monthDayCandidates(year: Int, month: Int, into days: inout DayBuffer) {
        let length = ICalDateTime.daysInMonth(year: year, month: month)
        let first = DayNumber.from(year: year, month: month, day: 1)
        // Walk the set bits only: counted from the start ascending, from the end descending.
        var fromStart = monthDaysFromStart
        while fromStart != 0 {
            let day = fromStart.trailingZeroBitCount
            fromStart &= fromStart - 1
            if day <= length { days.append(first + day - 1) }
        }
        var fromEnd = monthDaysFromEnd
        while fromEnd != 0 {
            let back = fromEnd.trailingZeroBitCount
            fromEnd &= fromEnd - 1
            if back <= length { days.append(first + length - back) }
        }
    }

    /// Every matching weekday of a span, and each positioned one (the 2nd Monday) in it.
    private func weekdayCandidates(in span: Range<Int>, into days: inout DayBuffer) {
        let firstWeekday = DayNumber.weekday(of: span.lowerBound)
        if everyWeekday != 0 {
            // Day by day, so the days come out in order.
            var weekday = firstWeekday
            for day in span {
                if everyWeekday & (1 << UInt8(weekday)) != 0 { days.append(day) }
                weekday = weekday == 7 ? 1 : weekday + 1
            }
        }
        let lastWeekday = DayNumber.weekday(of: span.upperBound - 1)
        for entry in nthWeekdays {
            let day =
                entry.position > 0
                ? span.lowerBound + (entry.weekday - firstWeekday + 7) % 7 + (entry.position - 1) * 7
                : span.upperBound - 1 - (lastWeekday - entry.weekday + 7) % 7 + (entry.position + 1) * 7
            if span.contains(day) { days.append(day) }
        }
    }

    private func yearSpan(_ year: Int) -> Range<Int> {
        DayNumber.from(year: year, month: 1, day: 1)..<DayNumber.from(year: year + 1, month: 1, day: 1)
    }

    private func monthSpan(year: Int, month: Int) -> Range<Int> {
        let first = DayNumber.from(year: year, month: month, day: 1)
        return first..<(first + ICalDateTime.daysInMonth(year: year, month: month))
    }

    // MARK: - Sub-daily limits

    /// Whether a sub-daily period at `secondOfDay` passes the time parts that limit it.
    func timePasses(_ secondOfDay: Int) -> Bool {
        if let allowedHours, !allowedHours[secondOfDay / 3600] { return false }
        if let allowedMinutes, !allowedMinutes[secondOfDay % 3600 / 60] { return false }
        if let allowedSeconds, !allowedSeconds[secondOfDay % 60] { return false }
        return true
    }

    /// The first second of the day at or after `secondOfDay` that the limiting time parts
    /// allow, or nil when none is left that day.
    func nextAllowedSecond(from secondOfDay: Int) -> Int? {
        var second = secondOfDay
        while second < 86_400 {
            let hour = second / 3600
            if let allowedHours, !allowedHours[hour] {
                second = (hour + 1) * 3600
                continue
            }
            let minute = second % 3600 / 60
            if let allowedMinutes, !allowedMinutes[minute] {
                second = second - second % 60 + 60
                continue
            }
            if let allowedSeconds, !allowedSeconds[second % 60] {
                second += 1
                continue
            }
            return second
        }
        return nil
    }
}
