public import Recurrence

// MARK: - The generator

/// Writes random rules of one frequency, with a start and an end that fit them, so every
/// suite that needs many varied rules draws the same ones from the same seed.
public struct RuleGenerator {
    /// One generated rule, with the start and the end it was written for.
    public struct Case: CustomStringConvertible {
        public var frequency: RecurrenceRule.Frequency
        public var rule: String
        public var start: ICalDateTime
        public var count: Int?
        public var until: ICalDateTime?
        public var description: String { "\(rule) from \(start)" }
    }

    var random: SeededRandom

    /// A generator whose rules depend only on `seed`, so a failure comes back on every run.
    public init(seed: UInt64) { random = SeededRandom(seed: seed) }

    mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &random) }
    mutating func chance(_ probability: Double) -> Bool { random.chance(probability) }
    mutating func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }
    mutating func subset(_ values: [Int], atMost limit: Int) -> [Int] {
        random.subset(of: values, atMost: min(limit, values.count))
    }

    static let largest = Int(Int32.max)

    /// A BY part from its values.
    static func part(_ name: String, _ values: [Int]) -> String {
        name + "=" + values.map(String.init).joined(separator: ",")
    }

    static func dayPart(_ weekdays: [Int]) -> String { "BYDAY=" + weekdays.map(code).joined(separator: ",") }

    /// One or two positions that name members of a set of `size`, and now and then one
    /// past it, which only some periods' sets (or none) reach.
    mutating func positions(size: Int, spill: Bool) -> [Int] {
        let reach = min(size, 6)
        var chosen = subset(Array(1...reach) + Array(-reach...(-1)), atMost: 2)
        if spill { chosen.append(pick([size + 1, -(size + 1), 7, -7, 10])) }
        return Array(Set(chosen)).sorted()
    }

    mutating func hours(atMost limit: Int) -> [Int] { subset(Array(0...23), atMost: limit) }
    mutating func minutes(atMost limit: Int) -> [Int] {
        subset(chance(0.5) ? [0, 5, 10, 15, 20, 30, 45, 59] : Array(0...59), atMost: limit)
    }
    mutating func seconds(atMost limit: Int) -> [Int] {
        subset(chance(0.5) ? [0, 10, 15, 20, 30, 45, 59] : Array(0...59), atMost: limit)
    }

    /// Date parts for a rule of a day or finer, which only let some days through.
    ///
    /// Every combination can meet, most within weeks or months; some (the 29th of
    /// February, the 366th day of the year, a day of the year on a weekday) only once in
    /// years. `daily` allows a weekday on the 29th of February, once in 28 years, which
    /// dateutil is too slow to reach for sub-daily rules, and no BYYEARDAY, which RFC 5545
    /// does not allow in DAILY rules.
    mutating func sparseDateParts(daily: Bool) -> [String] {
        let monthDays = [1, 2, 13, 15, 28, -1, -2, -15, -28]
        var shape = int(0..<9)
        while daily && (shape == 2 || shape == 6) { shape = int(0..<9) }
        switch shape {
        case 0: return [Self.part("BYMONTH", subset(Array(1...12), atMost: 2))]
        case 1: return [Self.part("BYMONTHDAY", subset(monthDays + [29, 30, 31, -29, -30, -31], atMost: 3))]
        case 2:
            let days = [1, 2, 32, 59, 60, 100, 200, 365, 366, -1, -2, -60, -100, -365, -366]
            return [Self.part("BYYEARDAY", subset(days, atMost: 3))]
        case 3: return [Self.dayPart(subset(Array(1...7), atMost: 2))]
        case 4:
            return [
                Self.part("BYMONTH", subset(Array(1...12), atMost: 2)),
                Self.part("BYMONTHDAY", subset(monthDays + [29, -29], atMost: 2)),
            ]
        case 5:
            return [
                Self.part("BYMONTH", subset(Array(1...12), atMost: 2)), Self.dayPart(subset(Array(1...7), atMost: 2)),
            ]
        case 6:
            // A few days of the year on some weekdays: about once a year.
            let days = subset([1, 32, 60, 100, 200, 300, 365, 366, -1, -100, -366], atMost: 4)
            return [Self.part("BYYEARDAY", days), Self.dayPart(subset(Array(1...7), atMost: 5 - days.count))]
        case 7: return [Self.part("BYMONTHDAY", subset(monthDays + [31, -31], atMost: 2)), Self.dayPart([int(1...7)])]
        default:
            // Once in four years (the 29th or the last day of a leap February, -29 its first).
            var parts = ["BYMONTH=2", Self.part("BYMONTHDAY", subset([29, -29], atMost: 2))]
            if daily && chance(0.3) { parts.append(Self.dayPart([int(1...7)])) }
            return parts
        }
    }

    /// A start in 2020-2030, sometimes at the end of a month or a year.
    mutating func start(form: ICalDateTime.Form) -> ICalDateTime {
        let year = int(2020...2030)
        var month = int(1...12)
        var day = int(1...28)
        switch int(0..<10) {
        case 0:
            month = 12
            day = int(24...31)
        case 1: day = ICalDateTime.daysInMonth(year: year, month: month) - int(0...2)
        default: break
        }
        let second = chance(0.6) ? 0 : int(0...59)
        return ICalDateTime(
            year: year, month: month, day: day, hour: int(0...23), minute: pick([0, 0, 15, 30, 45, int(0...59)]),
            second: second, form: form)
    }

    mutating func interval(for frequency: RecurrenceRule.Frequency, huge: Bool) -> Int {
        if huge {
            // Past libical's short; a few steps still fall before 2200 where the unit allows.
            let range: ClosedRange<Int> =
                switch frequency {
                case .secondly: 32768...Self.largest
                case .minutely: 32768...40_000_000
                case .hourly: 32768...700_000
                case .daily: 32768...60_000
                default: 32768...Self.largest
                }
            return chance(0.3) ? Self.largest : int(range)
        }
        switch int(0..<10) {
        case 0..<4: return 1
        case 4..<8: return int(2...7)
        default: return pick([10, 12, 15, 24, 25, 30, 37, 45, 60, 90, 100, 1000])
        }
    }

    // MARK: Frequencies

    /// A rule of `frequency` with a start and an end that fit it, for the tests to read or expand.
    public mutating func make(_ frequency: RecurrenceRule.Frequency) throws -> Case {
        var parts: [String]
        var interval = 1
        var dateAllowed = false
        var weekStartDay: Int?
        var weeklySetPositions = false
        switch frequency {
        case .secondly, .minutely, .hourly:
            (parts, interval) = subDaily(frequency)
        case .daily:
            (parts, interval) = daily()
            dateAllowed = !parts.contains {
                $0.hasPrefix("BYHOUR") || $0.hasPrefix("BYMINUTE") || $0.hasPrefix("BYSECOND")
            }
        case .weekly:
            (parts, interval, weekStartDay) = weekly()
            weeklySetPositions = parts.contains { $0.hasPrefix("BYSETPOS") }
            dateAllowed = !parts.contains { $0.hasPrefix("BYHOUR") }
        case .monthly:
            (parts, interval) = monthly()
            dateAllowed = !parts.contains { $0.hasPrefix("BYHOUR") }
        case .yearly:
            (parts, interval) = yearly()
            dateAllowed = !parts.contains { $0.hasPrefix("BYHOUR") }
        }
        parts.insert("FREQ=\(frequency.rawValue)", at: 0)
        if interval > 1 || chance(0.05) { parts.append("INTERVAL=\(interval)") }

        let form: ICalDateTime.Form =
            dateAllowed && chance(0.25) ? .date : pick([.floating, .floating, .utc])
        var start = start(form: form)
        if weeklySetPositions {
            // Back to the first day of its week (see EngineDifferentialTests' notes).
            let back = (try Gregorian.weekday(of: start) - (weekStartDay ?? 2) + 7) % 7
            start = try Gregorian.adding(days: -back, to: start)
        }

        var count: Int?
        var until: ICalDateTime?
        switch int(0..<20) {
        case 0..<7: count = chance(0.3) ? int(1...5) : int(6...40)
        case 7..<14:
            let sparse =
                frequency <= .daily
                && parts.contains { $0.hasPrefix("BYMONTH") || $0.hasPrefix("BYYEARDAY") || $0.hasPrefix("BYDAY") }
            until = try end(for: frequency, interval: interval, sparse: sparse, from: start)
        default: break
        }
        if let count { parts.append("COUNT=\(count)") }
        if let until { parts.append("UNTIL=\(until)") }
        return .init(
            frequency: frequency, rule: parts.shuffled(using: &random).joined(separator: ";"), start: start,
            count: count, until: until)
    }

    /// An UNTIL in the start's form, a random number of steps after it: sometimes exactly
    /// on a step, sometimes between, often days to years out for rules whose days are sparse.
    mutating func end(
        for frequency: RecurrenceRule.Frequency, interval: Int, sparse: Bool, from start: ICalDateTime
    ) throws -> ICalDateTime {
        let unit: Int =
            switch frequency {
            case .secondly: 1
            case .minutely: 60
            case .hourly: 3600
            case .daily: 86_400
            case .weekly: 7 * 86_400
            case .monthly: 30 * 86_400
            case .yearly: 365 * 86_400
            }
        let secondsToLast = (2199 - start.year) * 365 * 86_400
        var offset: Int
        if chance(sparse ? 0.6 : 0.1) {
            offset = int(1...3000) * 86_400
        } else {
            let step = min(interval * unit, secondsToLast)
            offset = min(step.multipliedReportingOverflow(by: int(0...35)).partialValue, secondsToLast)
            if offset < 0 { offset = secondsToLast }
            if chance(0.5) { offset += int(-unit...unit) / 2 }
        }
        offset = max(0, min(offset, secondsToLast))
        if start.form == .date { offset = offset / 86_400 * 86_400 }
        return try Gregorian.adding(days: 0, seconds: offset, to: start)
    }

    /// SECONDLY, MINUTELY and HOURLY rules.
    ///
    /// Time parts coarser than the frequency limit the steps; finer ones expand each step
    /// into a set, which BYSETPOS picks from; date parts only let some days through.
    mutating func subDaily(_ frequency: RecurrenceRule.Frequency) -> ([String], Int) {
        let huge = chance(0.12)
        let interval = interval(for: frequency, huge: huge)
        var parts: [String] = []
        if huge {
            if frequency == .hourly && chance(0.4) { parts.append(Self.part("BYMINUTE", minutes(atMost: 3))) }
            if frequency == .minutely && chance(0.4) { parts.append(Self.part("BYSECOND", seconds(atMost: 3))) }
            return (parts, interval)
        }
        let sparse = chance(0.45)
        if sparse { parts += sparseDateParts(daily: false) }
        var setSize = 1
        switch frequency {
        case .hourly:
            if chance(0.35) { parts.append(Self.part("BYHOUR", hours(atMost: sparse ? 4 : 3))) }
            let minuteList = chance(0.5) ? minutes(atMost: 4) : []
            let secondList = chance(0.3) ? seconds(atMost: 3) : []
            if !minuteList.isEmpty { parts.append(Self.part("BYMINUTE", minuteList)) }
            if !secondList.isEmpty { parts.append(Self.part("BYSECOND", secondList)) }
            setSize = max(minuteList.count, 1) * max(secondList.count, 1)
        case .minutely:
            if chance(0.3) { parts.append(Self.part("BYHOUR", hours(atMost: 3))) }
            if chance(0.3) { parts.append(Self.part("BYMINUTE", minutes(atMost: 4))) }
            let secondList = chance(0.5) ? seconds(atMost: 4) : []
            if !secondList.isEmpty { parts.append(Self.part("BYSECOND", secondList)) }
            setSize = max(secondList.count, 1)
        default:
            // dateutil scans a matching day second by second for BYHOUR and BYMINUTE.
            let hourList = !sparse && chance(0.25) ? hours(atMost: 3) : []
            let minuteList = !sparse && chance(0.25) ? minutes(atMost: 4) : []
            var secondList = chance(0.4) ? seconds(atMost: 5) : []
            if !hourList.isEmpty && !minuteList.isEmpty && !secondList.isEmpty
                && hourList.count * minuteList.count * secondList.count < 12
            {
                secondList = Array(Set(secondList + [0, 10, 20, 30, 40, 50])).sorted()
            }
            if !hourList.isEmpty { parts.append(Self.part("BYHOUR", hourList)) }
            if !minuteList.isEmpty { parts.append(Self.part("BYMINUTE", minuteList)) }
            if !secondList.isEmpty { parts.append(Self.part("BYSECOND", secondList)) }
        }
        let setPositionsAllowed = !parts.isEmpty
        if setPositionsAllowed && chance(setSize > 1 ? 0.45 : 0.12) {
            // A position past the set would never match: dateutil would search to 2200.
            parts.append(Self.part("BYSETPOS", positions(size: setSize, spill: false)))
        }
        return (parts, interval)
    }

    mutating func timeSet(atMost limit: Int) -> ([String], Int) {
        var parts: [String] = []
        var size = 1
        let hourList = hours(atMost: limit)
        parts.append(Self.part("BYHOUR", hourList))
        size *= hourList.count
        if chance(0.4) {
            let minuteList = minutes(atMost: 3)
            parts.append(Self.part("BYMINUTE", minuteList))
            size *= minuteList.count
        }
        if chance(0.2) {
            let secondList = seconds(atMost: 2)
            parts.append(Self.part("BYSECOND", secondList))
            size *= secondList.count
        }
        return (parts, size)
    }

    mutating func daily() -> ([String], Int) {
        let huge = chance(0.1)
        let interval = interval(for: .daily, huge: huge)
        var parts: [String] = []
        if !huge && chance(0.4) { parts += sparseDateParts(daily: true) }
        if chance(0.5) {
            let (times, size) = timeSet(atMost: 3)
            parts += times
            if size > 1 && chance(0.6) {
                parts.append(Self.part("BYSETPOS", positions(size: size, spill: chance(0.2))))
            }
        } else if !parts.isEmpty && chance(0.1) {
            parts.append("BYSETPOS=1")
        }
        return (parts, interval)
    }

    mutating func weekly() -> ([String], Int, Int?) {
        var parts: [String] = []
        let weekStart: Int? = chance(0.85) ? int(1...7) : nil
        if let weekStart { parts.append("WKST=\(code(weekStart))") }
        let interval: Int =
            switch int(0..<10) {
            case 0..<3: 1
            case 3..<9: int(2...5)
            default: pick([8, 10, 26, 52, 100, 1000])
            }
        var days: [Int] = []
        if chance(0.85) {
            days = subset(Array(1...7), atMost: pick([1, 2, 3, 7]))
            parts.append(Self.dayPart(days))
        }
        if chance(0.15) { parts.append(Self.part("BYMONTH", subset(Array(1...12), atMost: 4))) }
        var size = max(days.count, 1)
        if chance(0.2) {
            let (times, timeCount) = timeSet(atMost: 2)
            parts += times
            size *= timeCount
        }
        if size > 1 && chance(0.35) { parts.append(Self.part("BYSETPOS", positions(size: size, spill: chance(0.2)))) }
        return (parts, interval, weekStart)
    }

    mutating func monthly() -> ([String], Int) {
        let monthDays = [1, 2, 10, 13, 15, 28, 29, 30, 31, -1, -2, -5, -15, -28, -29, -30, -31]
        var parts: [String] = []
        switch int(0..<11) {
        case 0: parts.append(Self.part("BYMONTHDAY", subset(monthDays, atMost: 3)))
        case 1: parts.append(ordinalDays(positions: [1, 2, 3, 4, 5, -1, -2, -3, -5], atMost: 2))
        case 2:
            let days = subset(Array(1...7), atMost: 4)
            parts += [Self.dayPart(days), Self.part("BYSETPOS", positions(size: days.count * 4, spill: true))]
        case 3:
            parts += [
                Self.dayPart(subset(Array(1...7), atMost: 2)), Self.part("BYMONTHDAY", subset(monthDays, atMost: 4)),
            ]
        case 4: parts.append(Self.dayPart(subset(Array(1...7), atMost: 2)))
        case 5: break
        case 6, 7:
            // BYMONTHDAY (or BYDAY) with times, and a position in the month's set of times.
            let days = subset(monthDays, atMost: 2)
            let weekdays = subset(Array(1...7), atMost: 2)
            let byWeekday = chance(0.2)
            parts.append(byWeekday ? Self.dayPart(weekdays) : Self.part("BYMONTHDAY", days))
            let (times, size) = timeSet(atMost: 3)
            parts += times
            let daysInSet = byWeekday ? weekdays.count * 4 : days.count
            parts.append(Self.part("BYSETPOS", positions(size: size * daysInSet, spill: chance(0.3))))
        case 8:
            parts.append(Self.part("BYMONTHDAY", subset(monthDays, atMost: 2)))
            parts += timeSet(atMost: 2).0
        case 9:
            parts.append(ordinalDays(positions: [1, 2, -1, -2], atMost: 3))
            parts.append(Self.part("BYSETPOS", positions(size: 3, spill: false)))
        default:
            let days = subset(Array(1...7), atMost: 2)
            parts.append(Self.dayPart(days))
            let (times, size) = timeSet(atMost: 2)
            parts += times
            parts.append(Self.part("BYSETPOS", positions(size: size * days.count * 4, spill: false)))
        }
        if chance(0.3) { parts.append(Self.part("BYMONTH", subset(Array(1...12), atMost: 4))) }
        let interval =
            chance(0.5) ? 1 : chance(0.85) ? int(2...12) : pick([13, 18, 25, 100, 1000])
        return (parts, interval)
    }

    mutating func ordinalDays(positions: [Int], atMost limit: Int) -> String {
        let entries = (0..<int(1...limit)).map { _ in "\(pick(positions))\(code(int(1...7)))" }
        return "BYDAY=" + Array(Set(entries)).sorted().joined(separator: ",")
    }

    mutating func yearly() -> ([String], Int) {
        let monthDays = [1, 2, 10, 13, 15, 28, 29, 30, 31, -1, -2, -5, -29, -31]
        let yearDays = [1, 2, 59, 60, 100, 200, 256, 365, 366, -1, -2, -100, -365, -366]
        var parts: [String] = []
        let months = Self.part("BYMONTH", subset(Array(1...12), atMost: 3))
        switch int(0..<16) {
        case 0: parts += [months, Self.part("BYMONTHDAY", subset(monthDays, atMost: 3))]
        case 1: parts += [months, ordinalDays(positions: [1, 2, 3, 4, 5, -1, -2, -5], atMost: 2)]
        case 2: parts.append(ordinalDays(positions: [1, 2, 10, 20, 26, 52, 53, -1, -2, -10, -52, -53], atMost: 2))
        case 3: parts.append(Self.part("BYYEARDAY", subset(yearDays, atMost: 3)))
        case 4: parts += [months, Self.dayPart(subset(Array(1...7), atMost: 2))]
        case 5:
            let days = subset(Array(1...7), atMost: 5)
            parts += [months, Self.dayPart(days), Self.part("BYSETPOS", positions(size: days.count * 4, spill: true))]
        case 6: parts.append(months)
        case 7: break
        case 8:
            parts += [
                Self.part("BYYEARDAY", subset(yearDays, atMost: 3)), Self.dayPart(subset(Array(1...7), atMost: 3)),
            ]
        case 9:
            let days = subset(yearDays, atMost: 2)
            parts.append(Self.part("BYYEARDAY", days))
            let (times, size) = timeSet(atMost: 2)
            parts += times + [Self.part("BYSETPOS", positions(size: size * days.count, spill: false))]
        case 10:
            let days = subset(monthDays, atMost: 2)
            parts += [months, Self.part("BYMONTHDAY", days)]
            let (times, size) = timeSet(atMost: 2)
            parts += times + [Self.part("BYSETPOS", positions(size: size * days.count, spill: chance(0.2)))]
        default: parts += weekNumbers()
        }
        let interval = chance(0.6) ? 1 : chance(0.85) ? int(2...4) : pick([5, 10, 28, 50])
        return (parts, interval)
    }

    /// BYWEEKNO, with every WKST, mostly with BYDAY, sometimes with BYSETPOS or BYMONTH.
    mutating func weekNumbers() -> [String] {
        // Not 52, 53, -52 or -53: see EngineDifferentialTests' notes.
        let edges = [1, 2, 26, 50, 51, -1, -2, -50, -51]
        let weeks = Array(Set(subset(edges, atMost: 2) + (chance(0.4) ? [pick(Array(3...49))] : []))).sorted()
        var parts = [Self.part("BYWEEKNO", weeks)]
        var size = 7 * weeks.count
        if chance(0.8) {
            let days = subset(Array(1...7), atMost: 3)
            parts.append(Self.dayPart(days))
            size = days.count * weeks.count
        }
        if chance(0.85) { parts.append("WKST=\(code(int(1...7)))") }
        if chance(0.3) { parts.append(Self.part("BYSETPOS", positions(size: size, spill: chance(0.2)))) }
        if chance(0.1) { parts.append(Self.part("BYMONTH", subset([1, 6, 12], atMost: 2))) }
        return parts
    }
}
