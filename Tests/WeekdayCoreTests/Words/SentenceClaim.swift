import Foundation

/// What an English rule sentence claims, read back from its words alone: the step, the
/// days, the positions, the times, the end, or that it never occurs.
///
/// The reading knows nothing of the rule: it turns the sentence into a test of a moment
/// ("a Monday, in an even week counted from the first one, at 9:00 AM"), so the sentence
/// can be checked against another engine's occurrences in both directions: every
/// occurrence passes it, and every moment that passes it between the first and the last
/// occurrence is one.
struct SentenceClaim {
    enum Unit: Int { case second, minute, hour, day, week, month, year }

    /// A place among the days of a period that pass `kind` ("the second to last Monday").
    struct Place {
        var position: Int
        var weekdays: Set<Int>
    }

    var never = false
    var unit = Unit.day
    var interval = 1
    var count: Int?
    /// The last moment the end allows (seconds since 1970, UTC fields).
    var until: Int?
    var weekdays: Set<Int> = []
    var months: Set<Int> = []
    var monthDays: Set<Int> = []
    var yearDays: Set<Int> = []
    var weeks: Set<Int> = []
    var places: [Place] = []
    var times: Set<Int> = []
    var hours: Set<Int> = []
    var minutes: Set<Int> = []
    /// The year of "Once, on Monday, January 5, 2026": a single date pins its year too.
    var years: Set<Int> = []
    /// "(leap years only)": every occurrence falls in a leap year.
    var leapYearsOnly = false
    /// ", only the first of each month": places among the period's moments.
    var setPositions: [Int] = []
    /// Words the reading did not understand: a sentence the test cannot check fails.
    var leftOver = ""

    static let dayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"]
    static let shortDayNames = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    static let monthNames = [
        "January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
        "November", "December",
    ]
    static let positions = [
        "first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "last": -1, "second to last": -2,
        "third to last": -3,
    ]

    /// Reads a sentence of the en_US table.
    init(_ sentence: String) {
        var text = sentence.replacingOccurrences(of: "\u{202F}", with: " ")
        if text == "Never occurs" {
            never = true
            return
        }
        if let match = text.firstMatch(of: /\ \(leap years only\)/) {
            leapYearsOnly = true
            text.removeSubrange(match.range)
        }
        if readOnce(text) { return }
        text = readEnd(text)
        if let match = text.firstMatch(of: /, only the (.+) of each (week|month|year|day)$/) {
            setPositions = match.1.replacing(" and ", with: ", ").split(separator: ",").compactMap {
                Self.position($0.trimmingCharacters(in: .whitespaces))
            }
            text = String(text[..<match.range.lowerBound])
        }
        text = readLead(text)
        text = readTimes(text)
        text = readDays(text)
        leftOver = text.trimmingCharacters(in: .whitespaces.union(.punctuationCharacters))
    }

    // MARK: - Reading

    /// "Once, on Monday, January 5, 2026" (with "at 9:00 AM" when the rule sets a time):
    /// one occurrence, on that date; false when the sentence says something else.
    private mutating func readOnce(_ text: String) -> Bool {
        guard
            let match = text.firstMatch(
                of: /^Once, on (\w+), (\w+) (\d+), (\d{4})(?: at (\d{1,2}):(\d{2}) (AM|PM)(?: UTC)?)?$/),
            let weekday = Self.weekday(String(match.1)), let month = Self.monthNames.firstIndex(of: String(match.2)),
            let day = Int(match.3), let year = Int(match.4)
        else { return false }
        (count, unit, weekdays, months, monthDays, years) = (1, .day, [weekday], [month + 1], [day], [year])
        if let hour = match.5.flatMap({ Int($0) }), let minute = match.6.flatMap({ Int($0) }) {
            times = [Self.clockHour(hour, match.7 == "PM") * 3600 + minute * 60]
        }
        return true
    }

    private mutating func readEnd(_ text: String) -> String {
        if let match = text.firstMatch(of: /, (\d+) times$/) {
            count = Int(match.1)
            return String(text[..<match.range.lowerBound])
        }
        if text.hasSuffix(", once") {
            count = 1
            return String(text.dropLast(6))
        }
        if let match = text.firstMatch(of: /\ until (.+)$/) {
            until = Self.moment(String(match.1))
            return String(text[..<match.range.lowerBound])
        }
        return text
    }

    /// "December 31, 2026" (the whole day) or "June 30, 2027 at 12:00 AM UTC".
    static func moment(_ text: String) -> Int? {
        guard let date = text.firstMatch(of: /^(\w+) (\d+), (\d{4})(?: at (\d+):(\d+) (AM|PM) UTC)?$/),
            let month = monthNames.firstIndex(of: String(date.1)), let day = Int(date.2), let year = Int(date.3)
        else { return nil }
        let midnight = CivilDay(year: year, month: month + 1, day: day).number * 86_400
        guard let hour = date.4.flatMap({ Int($0) }), let minute = date.5.flatMap({ Int($0) }) else {
            return midnight + 86_399
        }
        return midnight + clockHour(hour, date.6 == "PM") * 3600 + minute * 60
    }

    private static func clockHour(_ hour: Int, _ afternoon: Bool) -> Int { hour % 12 + (afternoon ? 12 : 0) }

    private mutating func readLead(_ text: String) -> String {
        let units: [String: Unit] = [
            "second": .second, "minute": .minute, "hour": .hour, "day": .day, "week": .week, "month": .month,
            "year": .year,
        ]
        if let match = text.firstMatch(of: /^Every (\d+) (second|minute|hour|day|week|month|year)s/) {
            interval = Int(match.1) ?? 0
            unit = units[String(match.2)] ?? .day
            return String(text[match.range.upperBound...])
        }
        if text.hasPrefix("Every other weekend") {
            (interval, unit, weekdays) = (2, .week, [1, 7])
            return String(text.dropFirst(19))
        }
        // "Every Friday the 13th": that weekday when it falls on that day of the month.
        if let match = text.firstMatch(of: /^Every (\w+day) the (\d+)(?:st|nd|rd|th)/),
            let day = Self.weekday(String(match.1)), let monthDay = Int(match.2)
        {
            (unit, weekdays, monthDays) = (.month, [day], [monthDay])
            return String(text[match.range.upperBound...])
        }
        if text.hasPrefix("Monthly") {
            unit = .month
            return String(text.dropFirst(7))
        }
        if let match = text.firstMatch(of: /^Every (second|minute|hour|day|week|year)\b/) {
            unit = units[String(match.1)] ?? .day
            return String(text[match.range.upperBound...])
        }
        // The picker's words: a week's days.
        unit = .week
        if text.hasPrefix("Weekdays") {
            weekdays = [2, 3, 4, 5, 6]
            return String(text.dropFirst(8))
        }
        if text.hasPrefix("Weekends") {
            weekdays = [1, 7]
            return String(text.dropFirst(8))
        }
        if text.hasPrefix("Every ") { return String(text.dropFirst(6)) }
        return text
    }

    private mutating func readTimes(_ text: String) -> String {
        var text = text
        for match in text.matches(of: /(\d{1,2}):(\d{2})(?::(\d{2}))? (AM|PM)/) {
            let hour = Self.clockHour(Int(match.1) ?? 0, match.4 == "PM")
            times.insert(hour * 3600 + (Int(match.2) ?? 0) * 60 + (match.3.flatMap { Int($0) } ?? 0))
        }
        text.replace(/(,? and )?\d{1,2}:\d{2}(:\d{2})? (AM|PM)(,)?/, with: "")
        if let match = text.firstMatch(of: /\ in hours? ([\d, and]+)/) {
            hours = Self.numbers(String(match.1))
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(of: /\ at minutes? ([\d, and]+)/) {
            minutes = Self.numbers(String(match.1))
            text.removeSubrange(match.range)
        }
        text.replace(/\ at(?=\s|,|$)/, with: "")
        return text
    }

    static func numbers(_ text: String) -> Set<Int> {
        Set(
            text.matches(of: /(\d+)( from the end)?/).compactMap { match in
                Int(match.1).map { match.2 == nil ? $0 : -$0 }
            })
    }

    private mutating func readDays(_ text: String) -> String {
        var text = text
        if let match = text.firstMatch(of: /\ on the first and last day/) {
            monthDays = [1, -1]
            text.removeSubrange(match.range)
        }
        // Lists that count some items from the end say each item whole: "on the 1st, the
        // 15th, and the last day", "in week 1 and the second to last week of the year".
        let wholeWeek = /week \d+|the (?:last|second to last|\d+(?:st|nd|rd|th) to last) week/
        if let match = text.firstMatch(
            of:
                /\ in ((?:week \d+|the (?:last|second to last|\d+(?:st|nd|rd|th) to last) week)(?:(?:,? and |, )(?:week \d+|the (?:last|second to last|\d+(?:st|nd|rd|th) to last) week))+) of the year/
        ) {
            weeks = Set(
                String(match.1).matches(of: wholeWeek).compactMap { Self.listedItem(String($0.output), unit: "week") })
            text.removeSubrange(match.range)
        }
        let wholeYearDay = /day \d+|the (?:last|second to last|\d+(?:st|nd|rd|th) to last) day/
        if let match = text.firstMatch(
            of:
                /\ on ((?:day \d+|the (?:last|second to last|\d+(?:st|nd|rd|th) to last) day)(?:(?:,? and |, )(?:day \d+|the (?:last|second to last|\d+(?:st|nd|rd|th) to last) day))+) of the year/
        ) {
            yearDays = Set(
                String(match.1).matches(of: wholeYearDay).compactMap { Self.listedItem(String($0.output), unit: "day") }
            )
            text.removeSubrange(match.range)
        }
        let wholeDay = /the (?:\d+(?:st|nd|rd|th)(?: to last day)?|last day|second to last day)/
        if let match = text.firstMatch(
            of:
                /\ on (the (?:\d+(?:st|nd|rd|th)(?: to last day)?|last day|second to last day)(?:(?:,? and |, )the (?:\d+(?:st|nd|rd|th)(?: to last day)?|last day|second to last day))+)/
        ) {
            monthDays = Set(
                String(match.1).matches(of: wholeDay).compactMap { Self.listedItem(String($0.output), unit: "day") })
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(of: /\ on the first (\w+) on or after day (\d+)/),
            let day = Self.weekday(String(match.1)), let first = Int(match.2)
        {
            weekdays = [day]
            monthDays = Set(first..<(first + 7))
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(of: /\ on the first (\w+) after a (\w+)/),
            let day = Self.weekday(String(match.1)),
            let before = Self.weekday(String(match.2)), before % 7 + 1 == day
        {
            // The day after the month's first `before`: day 2 to 8.
            weekdays = [day]
            monthDays = Set(2...8)
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(of: /\ on (\w+) the (\d+)(st|nd|rd|th)/), let day = Self.weekday(String(match.1))
        {
            weekdays = [day]
            monthDays = [Int(match.2) ?? 0]
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(of: /\ if that is day ((?:\d+(?: from the end)?(?:,? or |, )?)+) of the month/) {
            monthDays = Self.numbers(String(match.1))
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(of: /\ on the last day of the year/) {
            yearDays = [-1]
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(
            of: /\ on days? ([\d, and]+(?: from the end)?(?:,? and [\d]+(?: from the end)?)*) of the year/)
        {
            yearDays = Self.numbers(String(match.1))
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(of: /\ in weeks? ((?:[\d]+(?: from the end)?(?:,? and |, )?)+) of the year/) {
            weeks = Self.numbers(String(match.1))
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(of: /\ on days? ((?:[\d]+(?: from the end)?(?:,? and |, )?)+)/) {
            monthDays = Self.numbers(String(match.1))
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(
            of: /\ on (January|February|March|April|May|June|July|August|September|October|November|December) (\d+)/),
            let month = Self.monthNames.firstIndex(of: String(match.1))
        {
            months = [month + 1]
            monthDays = [Int(match.2) ?? 0]
            text.removeSubrange(match.range)
        }
        // Places: "the second day that is a Monday or Wednesday", "the last weekday",
        // "the 20th Monday", "the second Tuesday and the fourth Tuesday".
        let place =
            /(?:on |and )?the (first|second|third|fourth|fifth|last|second to last|third to last|\d+(?:st|nd|rd|th)(?: to last)?) (day that is a (?:\w+(?:,? or |, )?)+|weekend day|weekday|day|\w+day)/
        while let match = text.firstMatch(of: place) {
            guard let position = Self.position(String(match.1)) else { break }
            let what = String(match.2)
            let days: Set<Int>
            if what.hasPrefix("day that is a") {
                days = Set(Self.dayNames.indices.filter { what.contains(Self.dayNames[$0]) }.map { $0 + 1 })
            } else if what == "weekday" {
                days = [2, 3, 4, 5, 6]
            } else if what == "weekend day" {
                days = [1, 7]
            } else if what == "day" {
                days = Set(1...7)
            } else if let day = Self.weekday(what) {
                days = [day]
            } else {
                break
            }
            places.append(Place(position: position, weekdays: days))
            text.removeSubrange(match.range)
        }
        if let match = text.firstMatch(
            of:
                /\ in ((?:(?:January|February|March|April|May|June|July|August|September|October|November|December)(?:,? and |, )?)+)/
        ) {
            months = Set(Self.monthNames.indices.filter { match.1.contains(Self.monthNames[$0]) }.map { $0 + 1 })
            text.removeSubrange(match.range)
        }
        // Weekday names left: "on Monday and Wednesday", "Mon, Wed, and Fri",
        // ", when that is a Monday or Wednesday".
        text.replace(/, when that is a/, with: "")
        for (index, names) in zip(0..<7, zip(Self.dayNames, Self.shortDayNames)) {
            for name in [names.0, names.1] {
                while let range = text.firstMatch(of: Regex<Substring>(verbatim: name).wordBoundaryKind(.default))?
                    .range
                {
                    weekdays.insert(index + 1)
                    text.removeSubrange(range)
                }
            }
        }
        text.replace(/\b(on|and|or|in)\b|,/, with: "")
        return text
    }

    static func weekday(_ name: String) -> Int? { dayNames.firstIndex(of: name).map { $0 + 1 } }

    /// One item of a list said whole: "week 20" or "the 15th" from the start, "the last
    /// week" or "the 2nd to last day" from the end.
    static func listedItem(_ item: String, unit: String) -> Int? {
        if let match = item.firstMatch(of: /^(?:week|day) (\d+)$/) { return Int(match.1) }
        guard item.hasPrefix("the ") else { return nil }
        var word = String(item.dropFirst(4))
        if word.hasSuffix(" \(unit)") { word.removeLast(unit.count + 1) }
        return position(word)
    }

    static func position(_ word: String) -> Int? {
        if let known = positions[word] { return known }
        guard let match = word.firstMatch(of: /^(\d+)(?:st|nd|rd|th)( to last)?$/), let value = Int(match.1) else {
            return nil
        }
        return match.2 == nil ? value : -value
    }
}

/// A day of the proleptic Gregorian calendar, counted from 1970-01-01.
struct CivilDay {
    var year: Int
    var month: Int
    var day: Int

    init(year: Int, month: Int, day: Int) {
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// The days from 1970-01-01 (Howard Hinnant's days_from_civil).
    var number: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    init(number: Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = doy - (153 * mp + 2) / 5 + 1
        month = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// 1 is Sunday, as Foundation counts (1970-01-01 was a Thursday).
    var weekday: Int { ((number + 4) % 7 + 7) % 7 + 1 }

    static func length(year: Int, month: Int) -> Int {
        CivilDay(year: month == 12 ? year + 1 : year, month: month % 12 + 1, day: 1).number
            - CivilDay(year: year, month: month, day: 1).number
    }
}

// MARK: - Checking

extension SentenceClaim {
    /// The start every table rule is read from: Monday 2026-11-30 09:00.
    static let startSecond = CivilDay(year: 2026, month: 11, day: 30).number * 86_400 + 9 * 3600

    /// Whether a moment (seconds since 1970 in UTC fields) is one the sentence says, given
    /// the first occurrence, from which the step counts.
    func allows(_ moment: Int, first: Int) -> Bool {
        let dayNumber = moment.floorDivided(by: 86_400)
        let civil = CivilDay(number: dayNumber)
        let time = moment - dayNumber * 86_400
        guard dayAllowed(civil), timeAllowed(time) else { return false }
        guard (period(of: moment) - period(of: first)) % interval == 0 else { return false }
        return setPositions.isEmpty || pickedBySetPositions(moment)
    }

    /// The index of the moment's period of the sentence's unit, weeks starting on Monday.
    func period(of moment: Int) -> Int {
        let day = moment.floorDivided(by: 86_400)
        switch unit {
        case .second: return moment
        case .minute: return moment.floorDivided(by: 60)
        case .hour: return moment.floorDivided(by: 3600)
        case .day: return day
        case .week: return (day + 3).floorDivided(by: 7)
        case .month:
            let civil = CivilDay(number: day)
            return civil.year * 12 + civil.month
        case .year: return CivilDay(number: day).year
        }
    }

    /// Whether the moment holds one of the set positions among the moments of its period
    /// that pass the other claims.
    private func pickedBySetPositions(_ moment: Int) -> Bool {
        let day = CivilDay(number: moment.floorDivided(by: 86_400))
        let days: Range<Int>
        switch unit {
        case .week:
            let monday = day.number - (day.weekday + 5) % 7
            days = monday..<(monday + 7)
        case .month:
            let first = CivilDay(year: day.year, month: day.month, day: 1).number
            days = first..<(first + CivilDay.length(year: day.year, month: day.month))
        case .year:
            days =
                CivilDay(year: day.year, month: 1, day: 1)
                .number..<CivilDay(year: day.year + 1, month: 1, day: 1).number
        default:
            days = day.number..<(day.number + 1)
        }
        let dayTimes = times.isEmpty ? [9 * 3600] : times.sorted()
        let set = days.filter { dayAllowed(CivilDay(number: $0)) }.flatMap { number in
            dayTimes.map { number * 86_400 + $0 }
        }
        return setPositions.contains { position in
            let index = position > 0 ? position - 1 : set.count + position
            return set.indices.contains(index) && set[index] == moment
        }
    }

    private func timeAllowed(_ time: Int) -> Bool {
        let (hour, minute, second) = (time / 3600, time % 3600 / 60, time % 60)
        if !times.isEmpty { return times.contains(time) }
        if !hours.isEmpty && !hours.contains(hour) { return false }
        if !minutes.isEmpty && !minutes.contains(minute) { return false }
        switch unit {
        case .second: return true
        case .minute: return second == 0
        case .hour: return second == 0 && (minutes.isEmpty ? minute == 0 : true)
        default: return time == 9 * 3600
        }
    }

    private func dayAllowed(_ day: CivilDay) -> Bool {
        let length = CivilDay.length(year: day.year, month: day.month)
        if !weekdays.isEmpty && !weekdays.contains(day.weekday) { return false }
        if !years.isEmpty && !years.contains(day.year) { return false }
        if leapYearsOnly && CivilDay.length(year: day.year, month: 2) != 29 { return false }
        if !months.isEmpty && !months.contains(day.month) { return false }
        if !monthDays.isEmpty && !monthDays.contains(day.day) && !monthDays.contains(day.day - length - 1) {
            return false
        }
        if !yearDays.isEmpty {
            let first = CivilDay(year: day.year, month: 1, day: 1).number
            let index = day.number - first + 1
            let yearLength = CivilDay(year: day.year + 1, month: 1, day: 1).number - first
            if !yearDays.contains(index) && !yearDays.contains(index - yearLength - 1) { return false }
        }
        if !weeks.isEmpty && !weekAllowed(day) { return false }
        if !places.isEmpty && !places.contains(where: { place($0, holds: day) }) { return false }
        return true
    }

    /// ISO weeks, the last one counted as -1.
    private func weekAllowed(_ day: CivilDay) -> Bool {
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = TimeZone(identifier: "UTC") ?? iso.timeZone
        let date = Date(timeIntervalSince1970: TimeInterval(day.number * 86_400))
        let week = iso.component(.weekOfYear, from: date)
        let year = iso.component(.yearForWeekOfYear, from: date)
        // December 28 is always in the last week of its week-year.
        let last = Date(timeIntervalSince1970: TimeInterval(CivilDay(year: year, month: 12, day: 28).number * 86_400))
        let weeksInYear = iso.component(.weekOfYear, from: last)
        return weeks.contains(week) || weeks.contains(week - weeksInYear - 1)
    }

    /// Whether the day holds the place among the days of its period (the week, the month,
    /// or the year; the month when the sentence names months of a yearly rule).
    private func place(_ place: Place, holds day: CivilDay) -> Bool {
        guard place.weekdays.contains(day.weekday) else { return false }
        let range: Range<Int>
        switch unit {
        case .week, .day:
            let start = day.number - (day.weekday + 5) % 7
            range = start..<(start + 7)
        case .month:
            let first = CivilDay(year: day.year, month: day.month, day: 1).number
            range = first..<(first + CivilDay.length(year: day.year, month: day.month))
        default:
            if months.isEmpty {
                range =
                    CivilDay(year: day.year, month: 1, day: 1)
                    .number..<CivilDay(year: day.year + 1, month: 1, day: 1)
                    .number
            } else {
                let first = CivilDay(year: day.year, month: day.month, day: 1).number
                range = first..<(first + CivilDay.length(year: day.year, month: day.month))
            }
        }
        // The period's days are those of the months named, as a week across two months holds
        // only the named month's days.
        let matching = range.filter { number in
            let candidate = CivilDay(number: number)
            return place.weekdays.contains(candidate.weekday) && (months.isEmpty || months.contains(candidate.month))
        }
        let index = place.position > 0 ? place.position - 1 : matching.count + place.position
        return matching.indices.contains(index) && matching[index] == day.number
    }

    /// Every moment from `first` to `last` the sentence says, in order (at most `limit`).
    func moments(from first: Int, through last: Int, limit: Int = 100_000) -> [Int] {
        let step: Int
        switch unit {
        case .second: step = 1
        case .minute: step = 60
        case .hour: step = minutes.isEmpty ? 3600 : 60
        default: step = 86_400
        }
        var result: [Int] = []
        var moment = first
        let dayTimes = times.isEmpty ? [9 * 3600] : times.sorted()
        while moment <= last && result.count < limit {
            if step == 86_400 {
                let midnight = moment.floorDivided(by: 86_400) * 86_400
                for time in dayTimes
                where (first...last).contains(midnight + time) && allows(midnight + time, first: first) {
                    result.append(midnight + time)
                }
                moment = midnight + 86_400
            } else {
                if allows(moment, first: first) { result.append(moment) }
                moment += step
            }
        }
        return result
    }
}

extension Int {
    /// Division rounding down, for days and periods before 1970.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
