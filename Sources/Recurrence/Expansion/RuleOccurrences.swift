public import Foundation

/// The occurrences of a rule from a start, computed lazily, in order.
///
/// Each period of FREQ × INTERVAL from the start gets its whole set of dates and times as
/// RFC 5545 section 3.3.10's table says (each BY part expands or limits it at that
/// frequency), BYSETPOS picks from that sorted set, and then the start, COUNT and UNTIL
/// apply. Dates are day numbers and times seconds: no calendar call per step. So asking
/// for the next occurrence after now, or those in a window, costs no array from the start,
/// and ``starting(at:)`` skips whole periods when the rule has no COUNT to keep.
///
/// Every walk is bounded by ``Budget``; the iterator's ``Iterator/stop`` says why it ended.
public struct RuleOccurrences: Sequence, Sendable {
    /// How far a walk may go before it gives up and says so.
    public struct Budget: Sendable, Hashable {
        /// The most periods (years, months, weeks, days, hours, minutes or seconds of the
        /// rule's frequency) to look at, skipped ones included.
        public var periods: Int
        /// How many years after the start to look.
        public var years: Int

        /// A budget of `periods` periods within `years` years of the start.
        public init(periods: Int = 1_000_000, years: Int = 600) {
            self.periods = periods
            self.years = years
        }
    }

    /// The rule being expanded.
    public let rule: RecurrenceRule
    /// The first instance (DTSTART); it counts only when the rule matches it.
    public let start: ICalDateTime
    /// The zone a floating start is placed in, and the zone occurrences are shown in.
    public let timeZone: TimeZone?
    /// The walk's bounds.
    public let budget: Budget
    /// Occurrences before this (in the form they are shown in) are skipped.
    public let lowerBound: ICalDateTime?
    /// The walk stops at this value (exclusive, in the form occurrences are shown in).
    public let upperBound: ICalDateTime?

    /// The occurrences of `rule` from `start`.
    ///
    /// With a zone, a floating start is read in it and occurrences are its local wall-clock
    /// times (floating form), a time in a daylight-saving gap moved forward by the gap; a
    /// UTC start is expanded in UTC and shown in the zone. A DATE start gives dates.
    public init(
        of rule: RecurrenceRule, from start: ICalDateTime, in timeZone: TimeZone? = nil, budget: Budget = Budget()
    ) {
        self.init(rule: rule, start: start, timeZone: timeZone, budget: budget, lowerBound: nil, upperBound: nil)
    }

    private init(
        rule: RecurrenceRule, start: ICalDateTime, timeZone: TimeZone?, budget: Budget, lowerBound: ICalDateTime?,
        upperBound: ICalDateTime?
    ) {
        self.rule = rule
        self.start = start
        self.timeZone = timeZone
        self.budget = budget
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// The form occurrences are shown in: DATE for a DATE start, floating with a zone,
    /// otherwise the start's.
    public var shownForm: ICalDateTime.Form {
        start.form == .date ? .date : timeZone != nil ? .floating : start.form
    }

    /// The same occurrences from `lower` on (inclusive, in ``shownForm``).
    ///
    /// Without COUNT the walk begins at the period that holds `lower`; with COUNT it must
    /// count from the start.
    public func starting(at lower: ICalDateTime) -> RuleOccurrences {
        RuleOccurrences(
            rule: rule, start: start, timeZone: timeZone, budget: budget, lowerBound: lower, upperBound: upperBound)
    }

    /// The same occurrences in `range` (in ``shownForm``): from its lower bound, stopping
    /// at its upper one with ``RecurrenceExpansion/Stop/untilLimit``.
    public func within(_ range: Range<ICalDateTime>) -> RuleOccurrences {
        RuleOccurrences(
            rule: rule, start: start, timeZone: timeZone, budget: budget, lowerBound: range.lowerBound,
            upperBound: range.upperBound)
    }

    /// The first occurrence after `value`, or nil when there is none within the budget.
    public func next(after value: ICalDateTime) -> ICalDateTime? {
        guard value.fieldProblem == nil else { return nil }
        let later = ICalDateTime(fieldSeconds: value.fieldSeconds + (shownForm == .date ? 86_400 : 1), form: value.form)
        var iterator = starting(at: later).makeIterator()
        return iterator.next()
    }

    /// The occurrences in `[lower, upper)`, in ``shownForm``.
    public func occurrences(from lower: ICalDateTime, to upper: ICalDateTime) -> [ICalDateTime] {
        var result: [ICalDateTime] = []
        var iterator = starting(at: lower).makeIterator()
        while let value = iterator.next(), value < upper { result.append(value) }
        return result
    }

    /// A walk from the start (or from ``lowerBound``).
    public func makeIterator() -> Iterator { Iterator(self) }

    /// Walks the periods one by one; see ``RuleOccurrences``.
    public struct Iterator: IteratorProtocol, Sendable {
        /// Why the walk ended, once it has (or, with COUNT, as soon as the last is given).
        public private(set) var stop: RecurrenceExpansion.Stop?
        /// Why the rule never occurs, when ``stop`` is ``RecurrenceExpansion/Stop/neverOccurs``.
        public private(set) var reason: String?

        private let plan: ExpansionPlan
        private let form: ICalDateTime.Form
        private let startSeconds: Int
        private let lowerSeconds: Int?
        private let upperSeconds: Int?
        private let count: Int?
        private let until: UntilCheck
        private var clock: ZoneClock?
        /// Whether a UTC start is shown in a zone (as opposed to a floating one read in it).
        private let showsUTCInZone: Bool

        private let anchor: Int
        private let step: Int
        private var period: Int
        private var periodsLeft: Int
        private let lastYear: Int
        /// The day after the last day of ``lastYear``.
        private let endDay: Int
        /// Periods in a row with nothing in them; a whole 400-year cycle of them proves the
        /// rule never occurs (the calendar and its weekdays repeat every 400 years).
        private var emptyRun = 0
        private let cycle: Int?

        /// The current period's set, read in place: its days (day-level rules) or its first
        /// second (sub-daily ones), times ``times``, picked by ``chosen`` under BYSETPOS.
        private var days = DayBuffer()
        private var periodStart = 0
        private let times: [Int]
        private let isSubDaily: Bool
        private var chosen = DayBuffer()
        private let usesSetPositions: Bool
        private var setSize = 0
        private var cursor = 0
        private var given = 0
        private var lastShown = Int.min

        init(_ occurrences: RuleOccurrences) {
            let rule = occurrences.rule
            // Fields no calendar has (a month of 13, the year 0) are walked as a date that
            // exists, and the walk stops before it begins: the caller gets an empty answer
            // and its reason, never a trap.
            let problem =
                occurrences.start.fieldProblem.map { "DTSTART \(occurrences.start) \($0)" }
                ?? [occurrences.lowerBound, occurrences.upperBound].compactMap { $0 }.lazy
                .compactMap { bound in bound.fieldProblem.map { "the bound \(bound) \($0)" } }.first
            upperSeconds = problem == nil ? occurrences.upperBound.map(\.fieldSeconds) : nil
            let start =
                problem == nil
                ? occurrences.start : ICalDateTime(year: 2000, month: 1, day: 1, form: occurrences.start.form)
            plan = ExpansionPlan(rule: rule, start: start)
            times = plan.times
            usesSetPositions = !plan.setPositions.isEmpty
            isSubDaily = rule.frequency < .daily
            form = occurrences.shownForm
            startSeconds = start.form == .date ? start.dayNumber * 86_400 : start.fieldSeconds
            let zone = occurrences.timeZone
            clock = zone.map { ZoneClock(zone: $0) }
            showsUTCInZone = start.form == .utc && zone != nil
            until = UntilCheck(rule.end, start: start, zone: zone)
            if case .afterOccurrences(let limit) = rule.end { count = limit } else { count = nil }
            periodsLeft = occurrences.budget.periods
            // Without COUNT the walk begins at the lower bound's period, so its span of years
            // counts from there: a yearly rule begun in 1400 still answers for 2026.
            let from =
                count == nil && problem == nil
                ? Swift.max(start.year, occurrences.lowerBound?.year ?? start.year) : start.year
            lastYear = Swift.min(9999, from + Swift.min(Swift.max(0, occurrences.budget.years), 20_000))
            endDay = DayNumber.from(year: lastYear + 1, month: 1, day: 1)

            let interval = plan.interval
            switch rule.frequency {
            case .yearly:
                (anchor, step, cycle) = (start.year, interval, 400 / gcd(400, interval))
            case .monthly:
                (anchor, step, cycle) = (start.year * 12 + start.month - 1, interval, 4800 / gcd(4800, interval))
            case .weekly:
                let into = (start.weekday - plan.weekStart + 7) % 7
                (anchor, step, cycle) = (start.dayNumber - into, 7 * interval, 20_871 / gcd(20_871, interval))
            case .daily:
                (anchor, step, cycle) = (start.dayNumber, interval, 146_097 / gcd(146_097, interval))
            default:
                let size = rule.frequency == .hourly ? 3600 : rule.frequency == .minutely ? 60 : 1
                let seconds = start.form == .date ? startSeconds : start.fieldSeconds
                let (scaled, overflow) = interval.multipliedReportingOverflow(by: size)
                (anchor, step, cycle) = (seconds - seconds.modulo(size), overflow ? Int.max / 2 : scaled, nil)
            }
            period = 0
            if let lower = occurrences.lowerBound, problem == nil {
                let seconds = Self.iterationSeconds(of: lower, start: start, zone: zone)
                lowerSeconds = lower.form == .date ? lower.dayNumber * 86_400 : lower.fieldSeconds
                // Without COUNT nothing before the lower bound needs counting: begin at its
                // period, a day early so a zone's offset cannot hide one.
                if count == nil { period = Swift.max(0, firstPeriod(atOrBefore: seconds - 2 * 86_400)) }
            } else {
                lowerSeconds = nil
            }
            if let problem {
                stop = .neverOccurs
                reason = problem
            } else if let why = rule.reasonItNeverOccurs(from: start) {
                stop = .neverOccurs
                reason = why
            } else if plan.times.isEmpty || (!rule.seconds.isEmpty && rule.seconds.allSatisfy { $0 == 60 }) {
                stop = .neverOccurs
                reason = "BYSECOND names only a leap second, which no clock shows"
            }
        }

        /// The next occurrence in ``RuleOccurrences/shownForm``, or nil once ``stop`` is set.
        public mutating func next() -> ICalDateTime? {
            while stop == nil {
                guard cursor < setSize else {
                    fillNextPeriod()
                    continue
                }
                let raw = rawValue(at: usesSetPositions ? chosen[cursor] : cursor)
                cursor += 1
                if raw < startSeconds { continue }
                let (shown, instant) = present(raw)
                if until.isPassed(by: raw, instant: instant) {
                    stop = .ruleEnded
                    return nil
                }
                if shown <= lastShown { continue }
                lastShown = shown
                given += 1
                if let count, given >= count { stop = .ruleEnded }
                if let lowerSeconds, shown < lowerSeconds { continue }
                if let upperSeconds, shown >= upperSeconds {
                    stop = .untilLimit
                    return nil
                }
                return ICalDateTime(fieldSeconds: shown, form: form)
            }
            return nil
        }

        /// The `index`-th value of the current period's sorted set, in iteration fields.
        private func rawValue(at index: Int) -> Int {
            if isSubDaily { return periodStart + times[index] }
            if times.count == 1 { return days[index] * 86_400 + times[0] }
            return days[index / times.count] * 86_400 + times[index % times.count]
        }

        /// Moves to the next period with anything in its set (after BYSETPOS), or sets ``stop``.
        private mutating func fillNextPeriod() {
            setSize = 0
            cursor = 0
            while stop == nil && setSize == 0 {
                guard periodsLeft > 0 else {
                    stop = .searchLimit
                    return
                }
                periodsLeft -= 1
                if isSubDaily {
                    fillSubDailyPeriod()
                } else {
                    fillDayPeriod()
                }
            }
        }

        private mutating func fillDayPeriod() {
            let (offset, overflow) = period.multipliedReportingOverflow(by: step)
            guard !overflow else {
                stop = until.exists ? .ruleEnded : .searchLimit
                return
            }
            let first: Int
            let year: Int
            let month: Int
            switch plan.frequency {
            case .yearly:
                (first, year, month) = (0, anchor + offset, 1)
            case .monthly:
                let index = anchor + offset
                (first, year, month) = (0, index.floorDivided(by: 12), index.modulo(12) + 1)
            default:
                (first, year, month) = (anchor + offset, 0, 0)
            }
            if until.exists {
                let periodFirstDay: Int
                switch plan.frequency {
                case .yearly: periodFirstDay = DayNumber.from(year: year, month: 1, day: 1)
                case .monthly: periodFirstDay = DayNumber.from(year: year, month: month, day: 1)
                default: periodFirstDay = first
                }
                if until.isPassed(byAllFrom: periodFirstDay * 86_400) {
                    stop = .ruleEnded
                    return
                }
            }
            guard year <= lastYear && first < endDay else {
                stop = .searchLimit
                return
            }
            period += 1
            plan.fillDays(ofPeriodStarting: first, year: year, month: month, into: &days)
            let size = days.count * times.count
            if size == 0 {
                emptyRun += 1
                if let cycle, emptyRun >= cycle {
                    stop = .neverOccurs
                    reason =
                        "no \(plan.frequency.periodName) in a whole 400-year cycle of the calendar has an occurrence"
                }
                return
            }
            emptyRun = 0
            choose(fromSetOf: size)
        }

        /// Makes the current period's set of `size` the one ``next()`` reads, through BYSETPOS.
        private mutating func choose(fromSetOf size: Int) {
            if plan.setPositions.isEmpty {
                setSize = size
            } else {
                chooseSetPositions(ofSetOf: size)
                setSize = chosen.count
            }
        }

        /// One hour, minute or second of a sub-daily rule; periods on days or times its
        /// limiting parts exclude are skipped over, not visited one by one.
        private mutating func fillSubDailyPeriod() {
            let (offset, overflow) = period.multipliedReportingOverflow(by: step)
            let (at, beyond) = anchor.addingReportingOverflow(offset)
            guard !overflow, !beyond else {
                stop = until.exists ? .ruleEnded : .searchLimit
                return
            }
            if until.isPassed(byAllFrom: at) {
                stop = .ruleEnded
                return
            }
            let day = at.floorDivided(by: 86_400)
            let second = at - day * 86_400
            guard day < endDay else {
                stop = .searchLimit
                return
            }
            if plan.hasDayParts && !plan.dayPasses(day) {
                guard let next = nextPassingDay(after: day) else { return }
                skip(to: next * 86_400 + (plan.nextAllowedSecond(from: 0) ?? 0))
                return
            }
            if !plan.timePasses(second) {
                skip(to: plan.nextAllowedSecond(from: second).map { day * 86_400 + $0 } ?? (day + 1) * 86_400)
                return
            }
            period += 1
            periodStart = at
            choose(fromSetOf: times.count)
        }

        /// Moves to the first period that begins at or after `target`.
        private mutating func skip(to target: Int) {
            let distance = target - anchor
            period = Swift.max(period + 1, distance / step + (distance % step == 0 ? 0 : 1))
        }

        private mutating func nextPassingDay(after day: Int) -> Int? {
            var candidate = day + 1
            // The date parts were found to match some day of every 400-year cycle.
            for _ in 0..<146_097 {
                if plan.dayPasses(candidate) { return candidate }
                candidate += 1
            }
            stop = .neverOccurs
            reason = "no day ever matches all of its BYxxx parts"
            return nil
        }

        /// BYSETPOS: the indices it picks from a set of `size`, ascending, each once, into ``chosen``.
        private mutating func chooseSetPositions(ofSetOf size: Int) {
            chosen.removeAll()
            for position in plan.setPositions {
                let index = position > 0 ? position - 1 : size + position
                if index >= 0 && index < size { chosen.append(index) }
            }
            chosen.sortAndRemoveRepeats()
        }

        /// The period that holds `seconds` (in iteration fields), or one before it.
        private func firstPeriod(atOrBefore seconds: Int) -> Int {
            let day = seconds.floorDivided(by: 86_400)
            switch plan.frequency {
            case .yearly: return (DayNumber.date(of: day).year - anchor).floorDivided(by: step)
            case .monthly:
                let date = DayNumber.date(of: day)
                return (date.year * 12 + date.month - 1 - anchor).floorDivided(by: step)
            case .weekly, .daily: return (day - anchor).floorDivided(by: step)
            default: return (seconds - anchor).floorDivided(by: step)
            }
        }

        /// A value shown to the caller, as iteration fields: a UTC start is walked in UTC.
        private static func iterationSeconds(of value: ICalDateTime, start: ICalDateTime, zone: TimeZone?) -> Int {
            guard start.form == .utc, let zone, value.form != .utc else { return value.fieldSeconds }
            return Int(value.instant(in: zone).timeIntervalSince1970.rounded(.down))
        }

        /// The wall-clock fields an occurrence is shown with, and its instant when it has one.
        private mutating func present(_ raw: Int) -> (shown: Int, instant: Int?) {
            // A DATE has no time of day: times BYHOUR adds to it fall on the same date.
            if form == .date { return (raw - raw.modulo(86_400), nil) }
            guard clock != nil else { return (raw, nil) }
            // Optional chaining mutates the clock in place, with no copy of its zone.
            let instant = showsUTCInZone ? raw : clock?.instant(ofWall: raw) ?? raw
            return (instant + (clock?.offset(atInstant: instant) ?? 0), instant)
        }
    }
}

/// How a rule's UNTIL (inclusive) is compared with occurrences in iteration fields.
private enum UntilCheck: Sendable {
    case none
    case fields(Int)
    case day(Int)
    case instant(Int)

    init(_ end: RecurrenceRule.End, start: ICalDateTime, zone: TimeZone?) {
        guard case .until(let until) = end else {
            self = .none
            return
        }
        if until.form == .utc, zone != nil, start.form == .floating {
            self = .instant(Int(until.instant(in: nil).timeIntervalSince1970.rounded(.down)))
        } else if until.form == .date || start.form == .date {
            self = .day(until.dayNumber)
        } else {
            self = .fields(until.fieldSeconds)
        }
    }

    /// Whether the rule has an UNTIL at all.
    var exists: Bool {
        if case .none = self { return false }
        return true
    }

    /// Whether every time from `raw` (iteration fields) on is past UNTIL.
    ///
    /// The test that ends a walk at a period's start; a zone moves a wall-clock time by at
    /// most 18 hours.
    func isPassed(byAllFrom raw: Int) -> Bool {
        switch self {
        case .none: return false
        case .fields(let last): return raw > last
        case .day(let last): return raw.floorDivided(by: 86_400) > last
        case .instant(let last): return raw - 18 * 3600 > last
        }
    }

    func isPassed(by raw: Int, instant: Int?) -> Bool {
        switch self {
        case .none: return false
        case .fields(let last): return raw > last
        case .day(let last): return raw.floorDivided(by: 86_400) > last
        case .instant(let last): return (instant ?? raw) > last
        }
    }
}

extension RecurrenceRule.Frequency {
    /// The period one step of the frequency spans, in words for messages.
    var periodName: String {
        switch self {
        case .secondly: "second"
        case .minutely: "minute"
        case .hourly: "hour"
        case .daily: "day"
        case .weekly: "week"
        case .monthly: "month"
        case .yearly: "year"
        }
    }
}

extension Int {
    /// Division rounding toward negative infinity, for day and month counts before 1970.
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }

    /// The remainder matching ``floorDivided(by:)``: never negative for a positive divisor.
    func modulo(_ divisor: Int) -> Int { self - floorDivided(by: divisor) * divisor }
}

private func gcd(_ a: Int, _ b: Int) -> Int {
    var (x, y) = (abs(a), abs(b))
    while y != 0 { (x, y) = (y, x % y) }
    return x
}
