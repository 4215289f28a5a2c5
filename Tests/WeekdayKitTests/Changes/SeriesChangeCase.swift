import Foundation
import ICalKit
import TestOracles
import WeekdayKit

/// One generated series, one change to it, and what recurring-ical-events must then show.
///
/// Every instance is worked out here by construction, day by day, with integer day
/// arithmetic and Foundation's zones alone (DAILY, WEEKLY with BYDAY and WKST, MONTHLY by
/// day of the month or by a weekday's position, each with an INTERVAL), never by the code
/// under test. The test first checks those rows against recurring-ical-events' reading of
/// the original file, so what is expected after a change rests on rows both agree on.
struct SeriesChangeCase {
    typealias Row = RecurringEventsOracle.Row
    typealias Wall = GeneratedCalendar.Wall

    /// The forms a series' DTSTART takes.
    enum Form: String, CaseIterable { case zoned, floating, utc, date }

    /// The changes made, one per case.
    enum Kind: String, CaseIterable {
        case exclude, cancel, override
        case splitWeekdays = "split (weekdays)"
        case splitRule = "split (rule)"
    }

    /// A rule's frequency and parts, enough to say whether a day is one of its instances.
    struct Rule {
        enum Frequency: String { case daily = "DAILY", weekly = "WEEKLY", monthly = "MONTHLY" }
        enum End {
            case never
            case count(Int)
            /// The UNTIL as written, and its instant (a DATE's day starts at its midnight).
            case until(String, Int)
        }

        var frequency: Frequency
        var interval = 1
        /// WEEKLY: `Calendar` weekdays, 1 is Sunday.
        var weekdays: [Int] = []
        /// MONTHLY: the day of the month.
        var monthDay: Int?
        /// MONTHLY: the weekday and its position in the month (1...4 or -1).
        var position: (weekday: Int, number: Int)?
        /// The week start, a `Calendar` weekday; written only when not Monday.
        var weekStart = 2
        var end = End.never

        /// Whether `day` is an instance's day of the rule repeating from `first`.
        func matches(_ day: Int, first: Int) -> Bool {
            switch frequency {
            case .daily:
                return (day - first) % interval == 0
            case .weekly:
                func weekOf(_ value: Int) -> Int { value - (Days.weekday(value) - weekStart + 7) % 7 }
                return weekdays.contains(Days.weekday(day)) && ((weekOf(day) - weekOf(first)) / 7) % interval == 0
            case .monthly:
                let (year, month, date) = Days.civil(day)
                let (firstYear, firstMonth, _) = Days.civil(first)
                guard ((year * 12 + month) - (firstYear * 12 + firstMonth)) % interval == 0 else { return false }
                if let monthDay { return date == monthDay }
                guard let position, Days.weekday(day) == position.weekday else { return false }
                return position.number > 0
                    ? (date - 1) / 7 == position.number - 1 : date + 7 > Days.length(ofMonth: month, in: year)
            }
        }

        /// The RRULE value.
        var text: String {
            var parts = ["FREQ=\(frequency.rawValue)"]
            if interval > 1 { parts.append("INTERVAL=\(interval)") }
            if !weekdays.isEmpty { parts.append("BYDAY=" + weekdays.sorted().map(Days.code).joined(separator: ",")) }
            if let monthDay { parts.append("BYMONTHDAY=\(monthDay)") }
            if let position { parts.append("BYDAY=\(position.number)\(Days.code(position.weekday))") }
            if weekStart != 2 { parts.append("WKST=\(Days.code(weekStart))") }
            switch end {
            case .never: break
            case .count(let count): parts.append("COUNT=\(count)")
            case .until(let text, _): parts.append("UNTIL=\(text)")
            }
            return parts.joined(separator: ";")
        }
    }

    /// How long each instance lasts, as the series writes it.
    enum Length {
        case none
        case duration(String, seconds: Int)
        case end(seconds: Int)

        var seconds: Int {
            switch self {
            case .none: 0
            case .duration(_, let seconds), .end(let seconds): seconds
            }
        }
    }

    // MARK: - What a case holds

    let index: Int
    let seed: UInt64
    let kind: Kind
    let form: Form
    let zoneName: String
    let uid: String
    /// The original calendar.
    private(set) var text = ""
    /// The change, and the same in words for messages.
    private(set) var change: SeriesChange?
    private(set) var changeText = ""
    /// The instance the report must name: the one changed, or the new series' first.
    private(set) var instance = ""
    /// Whether the change names a timed instance by its day.
    private(set) var namedByDay = false
    /// Rows of the series that the change takes away from the original's, and rows it adds.
    private(set) var removed: Set<Row> = []
    private(set) var added: Set<Row> = []
    /// Split: the reference series the new one must read as (its own calendar) and its UID.
    private(set) var reference: String?
    var referenceUID: String { "ref-\(index)@example.com" }
    /// Split: how many EXDATEs and overrides from the split on name no instance of the new rule.
    private(set) var dropped = 0
    /// The original's rows of the series, as worked out here.
    private(set) var predicted: Set<Row> = []
    /// The original's components other than the series', each as written.
    private(set) var untouched: [String] = []
    /// What the series holds, for the tally: COUNT, UNTIL or neither; a THISANDFUTURE override.
    private(set) var endKind = ""
    private(set) var hasLaterRange = false
    private(set) var hasExtra = false
    private(set) var exceptionsAfterSplit = false

    static let windowFrom = "20260101"
    static let windowTo = "20270101"
    static let windowEnd = Days.day(2027, 1, 1) * 86_400
    static let zones = ["Europe/Berlin", "America/New_York", "Australia/Sydney"]
    /// The days of 2026 each zone changes its offset.
    static let changes = [
        "Europe/Berlin": [Days.day(2026, 3, 29), Days.day(2026, 10, 25)],
        "America/New_York": [Days.day(2026, 3, 8), Days.day(2026, 11, 1)],
        "Australia/Sydney": [Days.day(2026, 4, 5), Days.day(2026, 10, 4)],
    ]

    private let zone: TimeZone
    private let lineBreak: String

    // MARK: - Making one

    init(index: Int, seed: UInt64) throws {
        var random = SeededRandom(seed: seed &+ UInt64(index) &* 0x9E37)
        self.index = index
        self.seed = seed
        kind = Kind.allCases[index % Kind.allCases.count]
        form = Form.allCases.randomElement(using: &random) ?? .zoned
        zoneName = Self.zones.randomElement(using: &random) ?? "Europe/Berlin"
        zone = TimeZone(identifier: zoneName) ?? .gmt
        uid = "series-\(index)@example.com"
        lineBreak = random.chance(0.2) ? "\n" : "\r\n"
        try build(&random)
    }

    /// The series' start, rule, exceptions and overrides, then the change.
    private mutating func build(_ random: inout SeededRandom) throws {
        let isSplit = kind == .splitWeekdays || kind == .splitRule
        let timeOfDay = form == .date ? 0 : Int.random(in: 24...72, using: &random) * 900
        var base = Days.day(2026, 2, 1) + Int.random(in: 0..<240, using: &random)
        if form == .zoned, let days = Self.changes[zoneName], let change = days.randomElement(using: &random) {
            base = change - Int.random(in: 1...35, using: &random)
        }
        var rule: Rule
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            rule = Rule(frequency: .daily, interval: random.chance(0.3) ? Int.random(in: 2...3, using: &random) : 1)
        case 1:
            rule = Rule(frequency: .weekly, interval: random.chance(0.3) ? 2 : 1)
            rule.weekdays = random.subset(of: Array(1...7), atMost: 3)
            if random.chance(0.3) { rule.weekStart = 1 }
        default:
            rule = Rule(frequency: .monthly, interval: random.chance(0.25) ? 2 : 1)
            if random.chance(0.5) {
                rule.monthDay = Int.random(in: 1...28, using: &random)
            } else {
                rule.position = (
                    Int.random(in: 1...7, using: &random), [1, 2, 3, 4, -1].randomElement(using: &random)!
                )
            }
        }
        // A monthly series starts by May, so that the window holds enough of it.
        if rule.frequency == .monthly {
            base =
                form == .zoned
                ? (Self.changes[zoneName]?[0] ?? base) - Int.random(in: 20...60, using: &random)
                : Days.day(2026, 1, 15) + Int.random(in: 0..<100, using: &random)
        }
        // DTSTART on an instance's day, so every reader counts it alike.
        var first = base
        while !rule.matches(first, first: first) { first += 1 }
        let start = Wall(day: first, second: timeOfDay)
        let length: Length
        switch (form, Int.random(in: 0..<4, using: &random)) {
        case (.date, 0): length = .none
        case (.date, 1): length = .duration("P1D", seconds: 86_400)
        case (.date, _): length = .end(seconds: Int.random(in: 1...2, using: &random) * 86_400)
        case (_, 0): length = .none
        case (_, 1): length = .duration("PT45M", seconds: 2700)
        case (_, 2): length = .duration("PT1H30M", seconds: 5400)
        default: length = .end(seconds: [1800, 3600, 7200].randomElement(using: &random)!)
        }

        // Every day the rule makes in the window, before COUNT or UNTIL.
        var days: [Int] = []
        var day = first
        while day < Days.day(2027, 1, 3) {
            if rule.matches(day, first: first) { days.append(day) }
            day += 1
        }
        let all = days.map { Wall(day: $0, second: timeOfDay) }
        var instances = all
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<8:
            let count = Int.random(in: 4...(rule.frequency == .monthly ? 8 : 18), using: &random)
            rule.end = .count(count)
            instances = Array(all.prefix(count))
            endKind = "COUNT"
        case 8..<15:
            let last = Int.random(in: 3...min(12, all.count - 1), using: &random)
            let limit = instant(all[last]) + (random.chance(0.3) && form != .date ? 3600 : 0)
            rule.end = .until(untilText(limit), limit)
            instances = all.filter { instant($0) <= limit }
            endKind = "UNTIL"
        default:
            endKind = "no end"
        }
        instances = instances.filter { instant($0) < Self.windowEnd }
        let ruleInstances = instances
        // An RDATE between the first and the last instance, off the rule's days or times.
        var extraLine: String?
        var extra: Wall?
        if random.chance(0.25), let last = instances.last, last.day > first + 1 {
            var day = Int.random(in: (first + 1)..<last.day, using: &random)
            if form == .date {
                while days.contains(day) { day += 1 }
            }
            let wall = Wall(day: day, second: form == .date ? 0 : timeOfDay + 5400)
            if day < last.day {
                extra = wall
                extraLine = line("RDATE", wall)
                instances = (instances + [wall]).sorted { instant($0) < instant($1) }
            }
        }
        hasExtra = extra != nil
        let extraIndex = extra.flatMap { wall in instances.firstIndex { $0.day == wall.day && $0.second == wall.second }
        }

        // Exceptions: EXDATEs, overrides moved or cancelled, or one THISANDFUTURE override
        // (not on series to split: see the suite's comment).
        let rangeAt =
            !isSplit && form != .date && extra == nil && instances.count > 3 && random.chance(0.12)
            ? Int.random(in: 2..<instances.count, using: &random) : nil
        hasLaterRange = rangeAt != nil
        var used: Set<Int> = [0]
        if let rangeAt { used.insert(rangeAt) }
        func pick(before limit: Int = instances.count) -> Int? {
            guard limit > 1 else { return nil }
            let k = Int.random(in: 1..<limit, using: &random)
            return used.insert(k).inserted ? k : nil
        }
        // EXDATEs in the series' form or, on a zoned series, in UTC.
        var excluded: [Int: String] = [:]
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            guard let k = pick(before: rangeAt ?? instances.count) else { continue }
            excluded[k] =
                form == .zoned && random.chance(0.3)
                ? "EXDATE:" + Wall.of(instant(instances[k]), in: .gmt).dateTime + "Z" : line("EXDATE", instances[k])
        }
        // Overrides: index, body lines (after UID), the row shown.
        var overrides: [Int: (body: [String], row: Row)] = [:]
        var movedDays: Set<Int> = []
        if rangeAt == nil {
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                guard let k = pick() else { continue }
                let wall = instances[k]
                var body = [
                    form == .zoned && random.chance(0.3)
                        ? "RECURRENCE-ID:" + Wall.of(instant(wall), in: .gmt).dateTime + "Z"
                        : line("RECURRENCE-ID", wall)
                ]
                if random.chance(0.3) {
                    body += ["SUMMARY:Series \(index)", line("DTSTART", wall)] + lengthLines(wall, length)
                    body.append("STATUS:CANCELLED")
                    overrides[k] = (body, row(wall, length.seconds, status: "CANCELLED"))
                } else {
                    let moved: Wall
                    if form == .date {
                        var shift = 1
                        // On a day of no other instance, so that no two rows are the same.
                        func taken(_ day: Int) -> Bool {
                            days.contains(day) || extra?.day == day || movedDays.contains(day)
                        }
                        while taken(wall.day + shift) && shift < 6 { shift += 1 }
                        if taken(wall.day + shift) { continue }
                        movedDays.insert(wall.day + shift)
                        moved = wall.moved(days: shift)
                    } else {
                        moved = wall.moved(
                            // Mostly within a day; sometimes by most of a week.
                            days: random.chance(0.15)
                                ? Int.random(in: 4...6, using: &random) : Int.random(in: 0...1, using: &random),
                            seconds: Int.random(in: 1...3, using: &random) * 3600 + (random.chance(0.5) ? 900 : 0))
                    }
                    let own: Length
                    switch length {
                    case .none: own = .none
                    case .duration: own = form == .date ? length : .duration("PT1H", seconds: 3600)
                    case .end: own = .end(seconds: form == .date ? 86_400 : 5400)
                    }
                    body += ["SUMMARY:Series \(index) (moved)", line("DTSTART", moved)] + lengthLines(moved, own)
                    overrides[k] = (body, row(moved, own.seconds))
                }
            }
        }
        var rangeBody: [String] = []
        if let rangeAt {
            let wall = instances[rangeAt]
            rangeBody =
                [line("RECURRENCE-ID;RANGE=THISANDFUTURE", wall), "SUMMARY:Series \(index) (later)"]
                + [line("DTSTART", wall.moved(days: 0, seconds: 3600))]
                + lengthLines(wall.moved(days: 0, seconds: 3600), length)
        }

        // The rows recurring-ical-events should show for the original.
        var rows: [Int: Row] = [:]
        for (k, wall) in instances.enumerated() where excluded[k] == nil {
            if let override = overrides[k] {
                rows[k] = override.row
            } else if let rangeAt, k >= rangeAt {
                rows[k] = row(wall.moved(days: 0, seconds: 3600), length.seconds)
            } else {
                rows[k] = row(wall, length.seconds)
            }
        }
        predicted = Set(rows.values.filter(Self.inWindow))

        // The file: a zone, a lone event and a series around the one changed, each
        // component kept as written.
        var components: [String] = []
        if form == .zoned, let zoneText = Self.timeZones[zoneName] { components.append(zoneText) }
        components.append(
            component([
                "UID:other-\(index)-a@example.com", "DTSTAMP:20260101T000000Z", "SUMMARY:Lone",
                "DTSTART:20260415T100000Z", "DTEND:20260415T110000Z",
            ]))
        components.append(
            component([
                "UID:other-\(index)-b@example.com", "DTSTAMP:20260101T000000Z", "SUMMARY:Neighbour",
                "DTSTART:20260504T080000Z", "DURATION:PT1H", "RRULE:FREQ=WEEKLY;COUNT=5",
            ]))
        untouched = components
        var series = [
            "UID:\(uid)", "DTSTAMP:20260101T000000Z", "SEQUENCE:\(Int.random(in: 0...2, using: &random))",
            "SUMMARY:Series \(index)", line("DTSTART", start),
        ]
        series += lengthLines(start, length)
        series.append("RRULE:" + rule.text)
        if let extraLine { series.append(extraLine) }
        // Two EXDATEs of one form sometimes share a line.
        let exdates = excluded.keys.sorted().compactMap { excluded[$0] }
        let heads = Set(exdates.map { $0.prefix { $0 != ":" } })
        if exdates.count == 2, heads.count == 1, let head = heads.first, random.chance(0.5) {
            series.append(head + ":" + exdates.map { $0.drop { $0 != ":" }.dropFirst() }.joined(separator: ","))
        } else {
            series += exdates
        }
        var seriesComponents = [component(series)]
        for k in overrides.keys.sorted() {
            seriesComponents.append(component(["UID:\(uid)", "DTSTAMP:20260101T000000Z"] + (overrides[k]?.body ?? [])))
        }
        // Overrides before their series, sometimes.
        if seriesComponents.count > 1 && random.chance(0.2) {
            seriesComponents = Array(seriesComponents.dropFirst()) + [seriesComponents[0]]
        }
        if !rangeBody.isEmpty {
            seriesComponents.append(component(["UID:\(uid)", "DTSTAMP:20260101T000000Z"] + rangeBody))
        }
        let neighbourOverride = component([
            "UID:other-\(index)-b@example.com", "DTSTAMP:20260101T000000Z", "RECURRENCE-ID:20260511T080000Z",
            "SUMMARY:Neighbour (moved)", "DTSTART:20260512T090000Z", "DURATION:PT1H",
        ])
        untouched.append(neighbourOverride)
        text =
            ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//weekdays//series changes//EN"].joined(separator: lineBreak)
            + lineBreak + (components + seriesComponents + [neighbourOverride]).joined() + "END:VCALENDAR" + lineBreak

        // The change.
        switch kind {
        case .exclude, .cancel, .override:
            let candidates = instances.indices.filter { excluded[$0] == nil && $0 != rangeAt }
            let k = candidates.randomElement(using: &random) ?? 0
            let wall = instances[k]
            guard let shown = rows[k] else { throw DateutilOracle.Failure(description: "no row for \(k)") }
            let alone = instances.filter { $0.day == wall.day }.count == 1
            let named = form != .date && alone && random.chance(0.15) ? wall.date : value(wall)
            namedByDay = named != value(wall)
            let instance = try ICalDateTime(parsing: named)
            self.instance = value(wall)
            removed = [shown]
            switch kind {
            case .exclude:
                change = .exclude(instance)
                changeText = "exclude \(named)"
            case .cancel:
                change = .cancel(instance)
                changeText = "cancel \(named)"
                added = [Row(uid: uid, start: shown.start, end: shown.end, status: "CANCELLED")]
            default:
                let target: Wall
                if form == .date {
                    var shift = 1
                    while days.contains(wall.day + shift) || extra?.day == wall.day + shift
                        || predicted.contains(where: { $0.start == (wall.day + shift) * 86_400 })
                    {
                        shift += 1
                    }
                    target = wall.moved(days: shift)
                } else {
                    target = wall.moved(
                        days: Int.random(in: -1...1, using: &random),
                        seconds: Int.random(in: 1...4, using: &random) * 1800)
                }
                let title: String? = random.chance(0.4) ? "Moved, by \(index); see notes" : nil
                // Sometimes with a new end too; else the instance keeps its length.
                let end = random.chance(0.25) ? target.moved(days: 0, seconds: form == .date ? 2 * 86_400 : 2400) : nil
                change = .override(
                    instance, start: try ICalDateTime(parsing: value(target)),
                    end: try end.map { try ICalDateTime(parsing: value($0)) }, title: title)
                changeText =
                    "override \(named) to \(value(target))" + (end.map { " ending \(value($0))" } ?? "")
                    + (title.map { " titled \"\($0)\"" } ?? "")
                let start = instant(target)
                let finish = end.map(instant) ?? start + shown.end - shown.start
                added = Set([Row(uid: uid, start: start, end: finish, status: shown.status)].filter(Self.inWindow))
            }
        case .splitWeekdays, .splitRule:
            try makeSplit(
                &random, rule: rule, first: first, all: all, instances: instances, timeOfDay: timeOfDay,
                length: length, excluded: excluded, overrides: overrides.mapValues { $0.body }, rows: rows,
                ruleInstances: ruleInstances, extra: extraIndex)
        }
    }

    /// A split, and the reference series its continuation must read as.
    ///
    /// It falls on a day after the first instance and at most the last, and goes on by new
    /// weekdays or by a rule of its own.
    private mutating func makeSplit(
        _ random: inout SeededRandom, rule: Rule, first: Int, all: [Wall], instances: [Wall], timeOfDay: Int,
        length: Length, excluded: [Int: String], overrides: [Int: [String]], rows: [Int: Row], ruleInstances: [Wall],
        extra: Int?
    ) throws {
        guard instances.count > 1 else { throw DateutilOracle.Failure(description: "case \(index): one instance") }
        let lastDay = ruleInstances[min(ruleInstances.count - 1, 20)].day
        let candidate = Int.random(in: (instances[0].day + 1)...lastDay, using: &random)
        var newRule: Rule
        var at = candidate
        if kind == .splitWeekdays {
            var picked = random.subset(of: Array(1...7), atMost: 3)
            if !picked.contains(Days.weekday(candidate)) && random.chance(0.3) {
                picked.append(Days.weekday(candidate))
            }
            while !picked.contains(Days.weekday(at)) { at += 1 }
            if at > lastDay {
                picked.append(Days.weekday(candidate))
                at = candidate
            }
            newRule = Rule(frequency: .weekly, interval: rule.frequency == .weekly ? rule.interval : 1)
            newRule.weekdays = picked.sorted()
            newRule.weekStart = rule.weekStart
            let selection = try WeekdaySelection(picked)
            let cut = instant(Wall(day: at, second: timeOfDay))
            switch rule.end {
            case .never: break
            case .until: newRule.end = rule.end
            case .count(let count):
                // Instances of the rule before the split, EXDATEs or not: all of them count.
                newRule.end = .count(count - all.filter { instant($0) < cut }.count)
            }
            change = .split(
                at: try ICalDateTime(parsing: value(Wall(day: at, second: timeOfDay))),
                continuation: .weekdays(selection))
            changeText = "split at \(value(Wall(day: at, second: timeOfDay))) continuing on weekdays \(picked.sorted())"
        } else {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                newRule = Rule(frequency: .daily, interval: Int.random(in: 1...2, using: &random))
            case 1:
                newRule = Rule(frequency: .weekly, interval: Int.random(in: 1...2, using: &random))
                newRule.weekdays = Array(Set(random.subset(of: Array(1...7), atMost: 2) + [Days.weekday(at)])).sorted()
            default:
                newRule = Rule(frequency: .monthly)
                newRule.monthDay = Days.civil(at).2
            }
            switch Int.random(in: 0..<3, using: &random) {
            case 0: newRule.end = .count(Int.random(in: 2...8, using: &random))
            case 1:
                var days: [Int] = []
                var day = at
                while days.count < 6 {
                    if newRule.matches(day, first: at) { days.append(day) }
                    day += 1
                }
                let limit =
                    instant(Wall(day: days[Int.random(in: 1...5, using: &random)], second: timeOfDay))
                    + (form != .date && random.chance(0.3) ? 5400 : 0)
                newRule.end = .until(untilText(limit), limit)
            default: break
            }
            change = .split(
                at: try ICalDateTime(parsing: value(Wall(day: at, second: timeOfDay))),
                continuation: .rule(try RecurrenceRule(parsing: newRule.text)))
            changeText = "split at \(value(Wall(day: at, second: timeOfDay))) continuing by RRULE:\(newRule.text)"
        }
        let split = Wall(day: at, second: timeOfDay)
        instance = value(split)
        // Sometimes the split is named by its day alone.
        if form != .date && random.chance(0.15), case .split(_, let continuation) = change {
            namedByDay = true
            change = .split(at: try ICalDateTime(parsing: split.date), continuation: continuation)
            changeText = changeText.replacingOccurrences(of: value(split), with: split.date)
        }

        // The new rule's instance days in the window, for what it carries.
        var newDays: Set<Int> = []
        var count = 0
        var day = at
        while day < Days.day(2027, 1, 3) {
            if newRule.matches(day, first: at) {
                if case .count(let limit) = newRule.end, count >= limit { break }
                if case .until(_, let limit) = newRule.end, instant(Wall(day: day, second: timeOfDay)) > limit { break }
                newDays.insert(day)
                count += 1
            }
            day += 1
        }
        let cut = instant(split)
        var carried: [String] = []
        var carriedOverrides: [String] = []
        for (k, wall) in instances.enumerated() where instant(wall) >= cut {
            if let row = rows[k] { removed.insert(row) }
            // An RDATE goes to the new series whatever its rule; so do its exceptions.
            if k == extra { carried.append(line("RDATE", wall)) }
            guard excluded[k] != nil || overrides[k] != nil else { continue }
            exceptionsAfterSplit = true
            guard newDays.contains(wall.day) || k == extra else {
                dropped += 1
                continue
            }
            if let exdate = excluded[k] { carried.append(exdate) }
            if let body = overrides[k] {
                carriedOverrides.append(
                    component(["UID:\(referenceUID)", "DTSTAMP:20260101T000000Z"] + body))
            }
        }
        var lines = [
            "UID:\(referenceUID)", "DTSTAMP:20260101T000000Z", "SUMMARY:Series \(index)", line("DTSTART", split),
        ]
        lines += lengthLines(split, length)
        lines.append("RRULE:" + newRule.text)
        lines += carried
        var zoneText = ""
        if form == .zoned { zoneText = Self.timeZones[zoneName] ?? "" }
        reference =
            ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//weekdays//reference//EN"].joined(separator: lineBreak)
            + lineBreak + zoneText + component(lines) + carriedOverrides.joined() + "END:VCALENDAR" + lineBreak
    }

    // MARK: - Times in the series' form

    /// An instance's start in the series' form, as a change names it.
    func value(_ wall: Wall) -> String {
        switch form {
        case .date: wall.date
        case .floating, .zoned: wall.dateTime
        case .utc: wall.dateTime + "Z"
        }
    }

    /// A property of a time in the series' form.
    func line(_ name: String, _ wall: Wall) -> String {
        switch form {
        case .date: "\(name);VALUE=DATE:\(wall.date)"
        case .floating: "\(name):\(wall.dateTime)"
        case .utc: "\(name):\(wall.dateTime)Z"
        case .zoned: "\(name);TZID=\(zoneName):\(wall.dateTime)"
        }
    }

    /// The instant of a wall clock as the series reads it (floating times and dates in UTC).
    func instant(_ wall: Wall) -> Int {
        form == .zoned ? wall.instant(in: zone) : wall.day * 86_400 + wall.second
    }

    /// An UNTIL at an instant, in the form RFC 5545 asks for with the series' DTSTART.
    func untilText(_ instant: Int) -> String {
        switch form {
        case .date: Wall.of(instant, in: .gmt).date
        case .floating: Wall.of(instant, in: .gmt).dateTime
        case .utc, .zoned: Wall.of(instant, in: .gmt).dateTime + "Z"
        }
    }

    /// DURATION or DTEND lines of an instance starting at `wall`.
    func lengthLines(_ wall: Wall, _ length: Length) -> [String] {
        switch length {
        case .none: []
        case .duration(let text, _): ["DURATION:\(text)"]
        case .end(let seconds): [line("DTEND", wall.moved(days: 0, seconds: seconds))]
        }
    }

    /// The row of an instance starting at `wall` that lasts `seconds` on the wall clock.
    ///
    /// An all-day instance without an end lasts its day, as RFC 5545 and the library read it.
    func row(_ wall: Wall, _ seconds: Int, status: String = "") -> Row {
        let seconds = form == .date && seconds == 0 ? 86_400 : seconds
        return Row(uid: uid, start: instant(wall), end: instant(wall.moved(days: 0, seconds: seconds)), status: status)
    }

    /// Whether recurring-ical-events shows a row in the window.
    static func inWindow(_ row: Row) -> Bool { row.start < windowEnd && row.end > Days.day(2026, 1, 1) * 86_400 }

    /// A VEVENT with the file's line breaks.
    func component(_ lines: [String]) -> String {
        (["BEGIN:VEVENT"] + lines + ["END:VEVENT"]).joined(separator: lineBreak) + lineBreak
    }

    /// VTIMEZONEs of the zones used, with their rules since 2007.
    static let timeZones: [String: String] = [
        "Europe/Berlin": zone(
            "Europe/Berlin", daylight: ("+0100", "+0200", "CEST", "19700329T020000", "3;BYDAY=-1SU"),
            standard: ("+0200", "+0100", "CET", "19701025T030000", "10;BYDAY=-1SU")),
        "America/New_York": zone(
            "America/New_York", daylight: ("-0500", "-0400", "EDT", "19700308T020000", "3;BYDAY=2SU"),
            standard: ("-0400", "-0500", "EST", "19701101T020000", "11;BYDAY=1SU")),
        "Australia/Sydney": zone(
            "Australia/Sydney", daylight: ("+1000", "+1100", "AEDT", "19701004T020000", "10;BYDAY=1SU"),
            standard: ("+1100", "+1000", "AEST", "19700405T030000", "4;BYDAY=1SU")),
    ]

    /// A VTIMEZONE of two yearly observances, each (from, to, name, start, BYMONTH and BYDAY).
    static func zone(
        _ id: String, daylight: (String, String, String, String, String),
        standard: (String, String, String, String, String)
    ) -> String {
        func part(_ name: String, _ fields: (String, String, String, String, String)) -> [String] {
            [
                "BEGIN:\(name)", "TZOFFSETFROM:\(fields.0)", "TZOFFSETTO:\(fields.1)", "TZNAME:\(fields.2)",
                "DTSTART:\(fields.3)", "RRULE:FREQ=YEARLY;BYMONTH=\(fields.4)", "END:\(name)",
            ]
        }
        let lines = ["BEGIN:VTIMEZONE", "TZID:\(id)"] + part("DAYLIGHT", daylight) + part("STANDARD", standard)
        return (lines + ["END:VTIMEZONE"]).joined(separator: "\r\n") + "\r\n"
    }
}

/// Days since 1970 as civil dates, by integer arithmetic alone.
enum Days {
    /// The day number of a Gregorian date.
    static func day(_ year: Int, _ month: Int, _ date: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + date - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The Gregorian date of a day number.
    static func civil(_ number: Int) -> (Int, Int, Int) {
        let z = number + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let date = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, date)
    }

    /// The `Calendar` weekday of a day number: 1 is Sunday (1 January 1970 was a Thursday).
    static func weekday(_ number: Int) -> Int { ((number % 7) + 7 + 4) % 7 + 1 }

    static func length(ofMonth month: Int, in year: Int) -> Int {
        day(month == 12 ? year + 1 : year, month == 12 ? 1 : month + 1, 1) - day(year, month, 1)
    }

    /// The RFC 5545 code of a `Calendar` weekday.
    static func code(_ weekday: Int) -> String { ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][weekday - 1] }
}
