public import Foundation
public import Recurrence
internal import Caching

/// What a recurrence rule means for the weekday picker: the selection, how faithful it
/// is, and what it leaves out.
public struct RuleAnalysis: Sendable, Codable {
    /// The rule as read (repeated BY values once).
    public let rule: RecurrenceRule
    /// The weekdays on which the rule's occurrences fall.
    public let selection: WeekdaySelection
    /// How much of the rule the selection says.
    public let fidelity: Fidelity
    /// What the selection leaves out, in order of importance.
    public let notes: [RuleNote]
    /// The start the rule was read from, if any.
    public let start: ICalDateTime?
    /// How the rule reads in the zone it was shown in, when that changes its words.
    public let zoneReading: ZoneReading?

    /// Reads and analyses an RRULE value, with or without the `RRULE:` prefix.
    public init(
        parsing text: String, start: ICalDateTime? = nil, timeZone: TimeZone? = nil
    ) throws(WeekdaysError) {
        let rule: RecurrenceRule
        rule = try RecurrenceRule(parsing: text)
        self.init(rule: rule, start: start, timeZone: timeZone)
    }

    /// Analyses a rule.
    ///
    /// The start supplies the weekday of rules without BYDAY; a zone
    /// shows a UTC rule's days as they fall in that zone.
    /// A start no calendar holds (a month of 13, the year 0) is read as no start.
    public init(rule: RecurrenceRule, start: ICalDateTime? = nil, timeZone: TimeZone? = nil) {
        let start = start?.fieldProblem == nil ? start : nil
        self.rule = rule
        self.start = start
        var reading = RuleReading(rule: rule, start: start, timeZone: timeZone)
        reading.read()
        zoneReading = start.flatMap { start in timeZone.flatMap { ZoneReading(rule: rule, start: start, in: $0) } }
        if let zoneReading {
            reading.shift(
                by: zoneReading.dayShifts, zone: zoneReading.zone, until: zoneReading.localRule?.end,
                times: zoneReading.localTimes)
        }
        selection = reading.days
        fidelity = reading.fidelity
        notes = reading.notes
    }

    private init(
        rule: RecurrenceRule, selection: WeekdaySelection, fidelity: Fidelity, notes: [RuleNote],
        start: ICalDateTime?
    ) {
        self.rule = rule
        self.selection = selection
        self.fidelity = fidelity
        self.notes = notes
        self.start = start
        zoneReading = nil
    }

    /// The note an end gives, the last of the notes on what narrows the rule.
    static func endNote(_ end: RecurrenceRule.End) -> RuleNote? {
        switch end {
        case .never: nil
        case .afterOccurrences(let count): .endsAfter(occurrences: count)
        case .until(let until): .endsOn(until)
        }
    }

    /// The reading of `rule` from `start` in `timeZone`, made from this reading of the same
    /// rule without its end.
    ///
    /// What an end changes is only its note, and the fidelity that note makes approximate.
    /// Nil where a zone reads either rule on its wall clock.
    package func ending(as rule: RecurrenceRule, from start: ICalDateTime, in timeZone: TimeZone?) -> RuleAnalysis? {
        var openEnded = rule
        openEnded.end = .never
        guard zoneReading == nil, self.rule == openEnded, timeZone == nil || !ZoneReading.moves(rule, from: start)
        else { return nil }
        let alreadyNever = notes.contains { if case .neverOccurs = $0 { true } else { false } }
        if !alreadyNever, let reason = RuleAnalysis.reasonItEndsFirst(rule, from: start, in: timeZone) {
            return RuleAnalysis(
                rule: rule, selection: [], fidelity: Fidelity.none, notes: [.neverOccurs(reason: reason)], start: start)
        }
        guard fidelity != Fidelity.none, let end = RuleAnalysis.endNote(rule.end) else {
            return RuleAnalysis(rule: rule, selection: selection, fidelity: fidelity, notes: notes, start: start)
        }
        return RuleAnalysis(
            rule: rule, selection: selection, fidelity: .approximate, notes: notes + [end], start: start)
    }
}

extension RuleAnalysis {
    /// Parts that narrow a weekly, monthly or yearly rule's days (the last Saturday on the
    /// 13th, November 31, February from a start on the 30th, January every 3 months from
    /// November) may leave no day at all, which only a walk through a whole calendar cycle
    /// tells: the engine's own, stopping at the first occurrence.
    static func reasonFoundByWalking(_ rule: RecurrenceRule, from start: ICalDateTime) -> String? {
        guard rule.frequency >= .weekly, rule.narrowsDates else { return nil }
        var openEnded = rule
        openEnded.end = .never
        // The calendar repeats every 400 years, so the answer depends only on the start's
        // date in that cycle: feeds repeat rules, and a walk that finds nothing is long.
        let key = WalkKey(rule: openEnded, yearInCycle: start.year % 400, month: start.month, day: start.day)
        return walks.value(for: key) {
            // A step of several periods visits a cycle's shapes over that many cycles.
            let years = min(8000, 400 * max(1, openEnded.interval) + 1)
            let walk = RecurrenceExpansion(of: openEnded, from: start, limits: .init(count: 1, years: years))
            guard walk.stop == .neverOccurs else { return nil }
            return walk.reason ?? "no day in a whole 400-year cycle matches all of its BYxxx parts"
        }
    }

    /// Whether the walk's answer may change with the start.
    ///
    /// A step of one period whose days are all named (BYDAY, BYMONTHDAY, BYYEARDAY or
    /// BYWEEKNO, and no month taken from the start) sees every shape of its period within
    /// the walk's 401 years, whatever the day it starts from: weeks, months and years all
    /// repeat with the 400-year cycle.
    static func walkDependsOnStart(_ rule: RecurrenceRule) -> Bool {
        guard rule.frequency >= .weekly, rule.narrowsDates else { return false }
        let monthFromStart = rule.frequency == .yearly && rule.months.isEmpty && rule.weekdays.isEmpty
        let namesItsDays =
            !rule.weekdays.isEmpty || !rule.daysOfTheYear.isEmpty || !rule.weeks.isEmpty
            || (!rule.daysOfTheMonth.isEmpty && !monthFromStart)
        return rule.interval > 1 || !namesItsDays
    }

    private static let walks = Memo<WalkKey, String?>()

    private struct WalkKey: Hashable, Sendable {
        let rule: RecurrenceRule
        let yearInCycle: Int
        let month: Int
        let day: Int
    }
}

/// The step-by-step reading behind ``RuleAnalysis``.
private struct RuleReading {
    let rule: RecurrenceRule
    let start: ICalDateTime?
    /// The zone the rule is expanded in, which places a floating start against a UTC end.
    let timeZone: TimeZone?
    var days: WeekdaySelection = []
    var fidelity: Fidelity = .exact
    var notes: [RuleNote] = []

    init(rule: RecurrenceRule, start: ICalDateTime?, timeZone: TimeZone?) {
        self.rule = rule
        self.start = start
        self.timeZone = timeZone
    }

    private var byDays: Set<Int> { Set(rule.occurringWeekdays.map(\.weekday)) }
    private var hasPositions: Bool { rule.hasPositions }

    mutating func read() {
        let reason =
            start.flatMap(rule.reasonItNeverOccurs(from:)) ?? rule.reasonItNeverOccursFromAnyStart
            ?? start.flatMap { RuleAnalysis.reasonFoundByWalking(rule, from: $0) }
            ?? start.flatMap { RuleAnalysis.reasonItEndsFirst(rule, from: $0, in: timeZone) }
        if let reason {
            fidelity = Fidelity.none
            notes = [.neverOccurs(reason: reason)]
            return
        }
        switch rule.frequency {
        case .daily: readDaily()
        case .weekly: readWeekly()
        case .monthly, .yearly: readMonthlyOrYearly()
        case .hourly, .minutely, .secondly: readSubDaily()
        }
        guard fidelity != Fidelity.none else {
            days = []
            return
        }
        notes += limitNotes()
        if !notes.isEmpty { fidelity = .approximate }
    }

    /// Moves the days by a zone's offsets (two when summer time moves some occurrences to
    /// another day than the rest), and says the end and the times on its wall clock.
    mutating func shift(
        by offsets: Set<Int>, zone: String, until localEnd: RecurrenceRule.End?, times localTimes: [Int]?
    ) {
        if case .until(let local) = localEnd {
            notes = notes.map { if case .endsOn = $0 { .endsOn(local) } else { $0 } }
        }
        if let localTimes {
            notes = notes.map { if case .times = $0 { .times(localTimes) } else { $0 } }
        }
        guard let offset = offsets.first(where: { $0 != 0 }), !days.isEmpty else { return }
        let moved = offsets.flatMap { offset in days.weekdays.map { ($0 - 1 + offset + 7) % 7 + 1 } }.asSelection
        guard moved != days else { return }
        days = moved
        notes.append(
            offsets.contains(0)
                ? .partlyShiftedByZone(days: offset, zone: zone) : .shiftedByZone(days: offset, zone: zone))
        if fidelity == .exact { fidelity = .approximate }
    }

    private mutating func readDaily() {
        if !rule.daysOfTheMonth.isEmpty && byDays.isEmpty {
            return markNotWeekdays(.monthly)
        }
        if rule.interval % 7 == 0 {
            guard let start else { return markStartNeeded() }
            let set = byDays.isEmpty ? [start.weekday] : byDays.intersection([start.weekday])
            days = set.asSelection
        } else {
            days = byDays.isEmpty ? .everyDay : byDays.asSelection
        }
        if rule.interval > 1 { notes.append(repeatsAsSaid) }
    }

    /// A step of days kept to weekdays as the sentence says it: a whole number of weeks,
    /// or one weekday coming back every `interval` weeks (seven steps), else the days.
    private var repeatsAsSaid: RuleNote {
        let interval = rule.interval
        guard !byDays.isEmpty, rule.setPositions.isEmpty, rule.daysOfTheMonth.isEmpty else {
            return .repeats(every: interval, .daily)
        }
        if interval % 7 == 0 { return .repeats(every: interval / 7, .weekly) }
        if byDays.count == 1 { return .repeats(every: interval, .weekly) }
        return .repeats(every: interval, .daily)
    }

    private mutating func readWeekly() {
        if byDays.isEmpty {
            guard let start else { return markStartNeeded() }
            days = [start.weekday].asSelection
        } else {
            days = byDays.asSelection
        }
        if rule.interval > 1 { notes.append(.repeats(every: rule.interval, .weekly)) }
        if !rule.setPositions.isEmpty && !rule.setPositionsChangeNothing {
            notes.append(.setPositions(rule.setPositions, in: .weekly))
            if !byDays.isEmpty { days = pickedWeekdays() }
        }
    }

    private mutating func readMonthlyOrYearly() {
        let period = rule.frequency
        guard !byDays.isEmpty else {
            // Days of the year stay days of the year under BYMONTH (day 60 kept to February).
            let kind: RecurrenceRule.Frequency =
                !rule.weeks.isEmpty
                ? .weekly
                : !rule.daysOfTheYear.isEmpty
                    || (period == .yearly && rule.months.isEmpty && rule.daysOfTheMonth.isEmpty)
                    ? .yearly : .monthly
            return markNotWeekdays(kind)
        }
        days = byDays.asSelection
        if rule.interval > 1 { notes.append(.repeats(every: rule.interval, period)) }
        // Under BYMONTH a yearly rule's positions count within the month (RFC 5545 3.3.10).
        let positionPeriod: RecurrenceRule.Frequency = period == .yearly && !rule.months.isEmpty ? .monthly : period
        if hasPositions { notes.append(.positionedDays(rule.weekdays, in: positionPeriod)) }
        if !rule.setPositions.isEmpty && !rule.setPositionsChangeNothing {
            notes.append(.setPositions(rule.setPositions, in: period))
        }
    }

    private mutating func readSubDaily() {
        let unit = rule.frequency == .hourly ? 3600 : rule.frequency == .minutely ? 60 : 1
        if (rule.interval * unit) % 604_800 == 0 {
            guard let start else { return markStartNeeded() }
            days = (byDays.isEmpty ? [start.weekday] : byDays.intersection([start.weekday])).asSelection
        } else {
            days = byDays.isEmpty ? .everyDay : byDays.asSelection
        }
        notes.append(.repeats(every: rule.interval, rule.frequency))
        if !rule.setPositions.isEmpty { notes.append(.setPositions(rule.setPositions, in: rule.frequency)) }
    }

    /// The weekdays a weekly BYSETPOS picks: every week holds every BYDAY day (times the
    /// times of day), in order from the week's first day, so the same positions always
    /// land on the same days.
    private func pickedWeekdays() -> WeekdaySelection {
        let first = rule.firstWeekday ?? 2
        let ordered = (0..<7).map { (first - 1 + $0) % 7 + 1 }.filter(byDays.contains)
        let times = max(rule.hours.count, 1) * max(rule.minutes.count, 1) * max(rule.seconds.count, 1)
        let entries = ordered.flatMap { Array(repeating: $0, count: times) }
        let picked = rule.setPositions.compactMap { position -> Int? in
            let index = position > 0 ? position - 1 : entries.count + position
            return entries.indices.contains(index) ? entries[index] : nil
        }
        return picked.asSelection
    }

    /// Notes shared by every frequency: the filters and the end.
    private func limitNotes() -> [RuleNote] {
        var notes: [RuleNote] = []
        if !rule.months.isEmpty { notes.append(.months(rule.monthsThatHoldTheirDays)) }
        if !rule.weeks.isEmpty { notes.append(.weeks(rule.weeks)) }
        if !rule.daysOfTheYear.isEmpty { notes.append(.daysOfTheYear(rule.daysOfTheYear)) }
        if !rule.daysOfTheMonth.isEmpty { notes.append(.daysOfTheMonth(rule.daysOfTheMonth)) }
        if rule.frequency >= .daily, rule.hasTimeParts { notes.append(.times(timesOfDay())) }
        if rule.frequency < .daily, rule.hasTimeParts {
            notes.append(.timeFilters(hours: rule.hours, minutes: rule.minutes, seconds: rule.seconds))
        }
        if let end = RuleAnalysis.endNote(rule.end) { notes.append(end) }
        return notes
    }

    /// Every time of day the time parts give, seconds since midnight, ascending.
    private func timesOfDay() -> [Int] {
        let hours = rule.hours.isEmpty ? [start?.hour ?? 0] : rule.hours
        let minutes = rule.minutes.isEmpty ? [start?.minute ?? 0] : rule.minutes
        let seconds = rule.seconds.isEmpty ? [start?.second ?? 0] : rule.seconds
        var times: Set<Int> = []
        for h in hours { for m in minutes { for s in seconds { times.insert(h * 3600 + m * 60 + s) } } }
        return times.sorted()
    }

    private mutating func markNotWeekdays(_ kind: RecurrenceRule.Frequency) {
        fidelity = Fidelity.none
        notes.append(.notWeekdays(kind))
    }

    private mutating func markStartNeeded() {
        fidelity = Fidelity.none
        notes.append(.startNeeded)
    }
}

extension Collection<Int> {
    /// Weekday numbers read from a rule or its occurrences (1...7) as a selection.
    var asSelection: WeekdaySelection { WeekdaySelection(checked: self) }
}
