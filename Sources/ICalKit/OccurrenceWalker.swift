import Foundation

/// Drives libical's iterator for ``RecurrenceExpansion`` and applies its corrections.
struct OccurrenceWalker {
    private let rule: RecurrenceRule
    private let start: ICalDateTime
    private let zone: TimeZone?
    private let limits: RecurrenceExpansion.Limits
    private let iterator: RecurrenceIterator
    private let weekStart: Int
    /// Step one week at a time and keep every `interval`-th week here.
    private let filtersWeeks: Bool
    /// YEARLY rules with BYWEEKNO are walked day by day and their weeks picked here:
    /// libical misses whole weeks (week 52 of 2024) and cannot iterate BYWEEKNO=1.
    private let picksWeekNumbers: Bool
    /// Apply the date parts of a daily or finer rule here: libical skips matching days
    /// when BYDAY meets month filters, and reads negative BYMONTHDAY/BYYEARDAY wrongly.
    private let filtersDays: Bool
    /// Time parts that only limit a sub-daily rule (BYHOUR of HOURLY; BYHOUR and BYMINUTE
    /// of MINUTELY; all of SECONDLY) are applied here: libical skips the first day of
    /// `FREQ=HOURLY;BYHOUR=9` from midnight and leaves the step's grid with them.
    private let limitingTimes: (hours: [Int], minutes: [Int], seconds: [Int])
    private let appliesSetPositions: Bool
    /// The length of one step of a sub-daily rule in seconds; 0 for daily and coarser.
    private let subDailyStep: Int

    /// The most steps of its frequency libical may scan for a sub-daily rule, counted from
    /// the gaps between the values it returns (about two seconds of libical's time).
    ///
    /// libical tries each second, minute or hour in turn until one matches, with no limit
    /// but the year 2582, so one call can take hours when matches are rare. With the date
    /// parts filtered here, it only checks the time parts, which ``reasonItNeverOccurs``
    /// has found reachable: they come round within 86,400 steps, so no single call scans
    /// more than that.
    static let maximumScannedSteps = 1_000_000

    init(
        rule: RecurrenceRule, start: ICalDateTime, timeZone: TimeZone?,
        limits: RecurrenceExpansion.Limits
    ) throws(ICalError) {
        self.rule = rule
        self.start = start
        self.zone = start.form == .utc && timeZone == nil ? nil : timeZone
        self.limits = limits
        weekStart = rule.firstWeekday ?? 2
        // libical counts the weeks of an INTERVAL from the wrong first week for most week
        // starts (WKST=TH/FR/SA lose DTSTART's week; MO/TU/WE lose it when BYDAY precedes
        // the week's start), so every weekly rule with an interval is stepped week by week.
        filtersWeeks = rule.frequency == .weekly && rule.interval > 1
        picksWeekNumbers = rule.frequency == .yearly && !rule.weeks.isEmpty && rule.setPositions.isEmpty
        let mixesWeekdays = !rule.weekdays.isEmpty && (!rule.months.isEmpty || !rule.daysOfTheMonth.isEmpty)
        let countsFromEnd = rule.daysOfTheMonth.contains { $0 < 0 } || rule.daysOfTheYear.contains { $0 < 0 }
        // Date parts only limit a sub-daily rule (RFC 5545's table in 3.3.10) and each of its
        // steps lies within one day, so they are applied here whatever BYSETPOS says.
        let limitsSubDaily = rule.frequency < .daily && rule.hasDateParts
        filtersDays =
            limitsSubDaily
            || rule.frequency <= .daily && rule.setPositions.isEmpty && (mixesWeekdays || countsFromEnd)
        let unit = rule.frequency == .hourly ? 3600 : rule.frequency == .minutely ? 60 : 1
        // Clamped as libical holds INTERVAL (a short), so a rule built in Swift cannot overflow.
        subDailyStep = rule.frequency < .daily ? min(max(1, rule.interval), Int(Int16.max)) * unit : 0
        appliesSetPositions = rule.frequency == .weekly && !rule.setPositions.isEmpty

        var engineRule = rule
        engineRule.end = .never
        if filtersWeeks { engineRule.interval = 1 }
        if picksWeekNumbers {
            engineRule = RecurrenceRule(
                frequency: .daily, seconds: rule.seconds, minutes: rule.minutes, hours: rule.hours)
        }
        if rule.frequency < .daily && rule.setPositions.isEmpty {
            limitingTimes = (
                rule.hours, rule.frequency <= .minutely ? rule.minutes : [],
                rule.frequency == .secondly ? rule.seconds : []
            )
            engineRule.hours = []
            if rule.frequency <= .minutely { engineRule.minutes = [] }
            if rule.frequency == .secondly { engineRule.seconds = [] }
        } else {
            limitingTimes = ([], [], [])
        }
        if filtersDays {
            engineRule.weekdays = []
            engineRule.months = []
            engineRule.daysOfTheMonth = []
            engineRule.daysOfTheYear = []
        }
        var engineStart = start
        if appliesSetPositions {
            engineRule.setPositions = []
            // The first week's set must hold its days before the start too.
            if !rule.weekdays.isEmpty {
                engineStart = start.movedBy(days: -Self.daysIntoWeek(start, weekStart: weekStart))
            }
        }
        iterator = try RecurrenceIterator(rule: engineRule, start: engineStart)
    }

    func run() -> ([ICalDateTime], RecurrenceExpansion.Stop) {
        var results: [ICalDateTime] = []
        var ruleCount = 0
        var week: [ICalDateTime] = []
        var weekKey: Int?
        var last: ICalDateTime?
        let lastYear = start.year + limits.years
        let ruleLimit: Int? = if case .afterOccurrences(let n) = rule.end { n } else { nil }

        /// Accepts one corrected occurrence; returns a stop reason when the walk must end.
        func accept(_ value: ICalDateTime) -> RecurrenceExpansion.Stop? {
            if value < start { return nil }
            if let last, value <= last { return nil }
            last = value
            if isPastRuleUntil(value) { return .ruleEnded }
            let shown = present(value)
            if let until = limits.until, shown > until { return .untilLimit }
            results.append(shown)
            ruleCount += 1
            if let ruleLimit, ruleCount >= ruleLimit { return .ruleEnded }
            if results.count >= limits.count { return .countLimit }
            return nil
        }

        var exhausted = false
        var scanned = 0
        var previous = start.fieldSeconds
        for _ in 0..<limits.steps {
            guard let raw = iterator.next() else {
                exhausted = true
                break
            }
            if raw.year > lastYear { return (results, .searchLimit) }
            if subDailyStep > 0 {
                scanned += max(1, (raw.fieldSeconds - previous) / subDailyStep)
                previous = raw.fieldSeconds
                if scanned > Self.maximumScannedSteps { return (results, .searchLimit) }
            }
            if filtersDays && !rule.dayMatchesFilters(raw.dayNumber) { continue }
            if !matchesLimitingTimes(raw) { continue }
            if filtersWeeks && !isInRepeatedWeek(raw) { continue }
            if picksWeekNumbers && !isInChosenWeek(raw) { continue }
            guard appliesSetPositions else {
                if let stop = accept(raw) { return (results, stop) }
                continue
            }
            let key = raw.dayNumber - Self.daysIntoWeek(raw, weekStart: weekStart)
            if key != weekKey, !week.isEmpty {
                for value in pickSetPositions(week) {
                    if let stop = accept(value) { return (results, stop) }
                }
                week.removeAll(keepingCapacity: true)
            }
            weekKey = key
            week.append(raw)
        }
        if appliesSetPositions, exhausted {
            for value in pickSetPositions(week) {
                if let stop = accept(value) { return (results, stop) }
            }
        }
        // The engine's rule has no COUNT or UNTIL (they are applied above), so libical only
        // runs dry at its horizon, the year 2582: the rule itself goes on (UNTIL=99991231).
        return (results, .searchLimit)
    }

    private func pickSetPositions(_ set: [ICalDateTime]) -> [ICalDateTime] {
        let indices = rule.setPositions.compactMap { position -> Int? in
            let index = position > 0 ? position - 1 : set.count + position
            return set.indices.contains(index) ? index : nil
        }
        return Set(indices).sorted().map { set[$0] }
    }

    private func isInRepeatedWeek(_ value: ICalDateTime) -> Bool {
        let first = start.dayNumber - Self.daysIntoWeek(start, weekStart: weekStart)
        let this = value.dayNumber - Self.daysIntoWeek(value, weekStart: weekStart)
        return ((this - first) / 7) % rule.interval == 0
    }

    private func matchesLimitingTimes(_ value: ICalDateTime) -> Bool {
        (limitingTimes.hours.isEmpty || limitingTimes.hours.contains(value.hour))
            && (limitingTimes.minutes.isEmpty || limitingTimes.minutes.contains(value.minute))
            && (limitingTimes.seconds.isEmpty || limitingTimes.seconds.contains(value.second))
    }

    /// Whether a day of a BYWEEKNO rule's walk belongs to it: a repeated year, a chosen
    /// week (counted either way), and the rule's other day filters.
    private func isInChosenWeek(_ value: ICalDateTime) -> Bool {
        guard (value.year - start.year) % rule.interval == 0, rule.dayMatchesFilters(value.dayNumber) else {
            return false
        }
        let week = DayNumber.week(of: value.dayNumber, weekStart: weekStart)
        return rule.weeks.contains { $0 == week.number || $0 == week.number - week.weeksInYear - 1 }
    }

    static func daysIntoWeek(_ value: ICalDateTime, weekStart: Int) -> Int {
        (value.weekday - weekStart + 7) % 7
    }

    /// UNTIL is inclusive; a UTC UNTIL is compared by instant when the start has a zone.
    private func isPastRuleUntil(_ value: ICalDateTime) -> Bool {
        guard case .until(let until) = rule.end else { return false }
        if until.form == .utc, let zone, start.form != .utc {
            return value.instant(in: zone) > until.instant(in: nil)
        }
        if until.form == .date || value.form == .date {
            return value.dayNumber > until.dayNumber
        }
        return value > until
    }

    /// An occurrence as the caller sees it: in the start's form, or local time in the zone.
    private func present(_ value: ICalDateTime) -> ICalDateTime {
        guard let zone, value.form != .date else { return value }
        return ICalDateTime(localTimeOf: value.instant(in: zone), in: zone)
    }
}
