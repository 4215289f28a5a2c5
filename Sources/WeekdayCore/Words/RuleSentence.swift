import Foundation
import Recurrence
internal import Caching

/// A whole rule in one short sentence of the calendar's language: "Every 2 weeks on
/// Monday and Wednesday", "Monthly on the first Monday", "Weekdays, 10 times".
///
/// The sentence is built from parts in a fixed order (lead, months, days, times, extra
/// conditions, end); each language's file gives every part's pattern with its own
/// particles and spacing, and Foundation gives names, dates, ordinals and list joining.
/// Every BY part is said: a rule too odd to say well is said plainly, never shortened
/// into something false.
struct RuleSentence {
    let rule: RecurrenceRule
    let start: ICalDateTime?
    let calendar: Calendar
    let words: Phrasebook
    /// Whether an end (a count or an UNTIL) follows the words: the picker's bare day list
    /// ("Tue and Thu") then gives way to a sentence ("Every week on Tuesday and Thursday").
    let endFollows: Bool

    /// The sentence of `rule` (as a ``SentenceReading`` gives it, at its coarsest unit)
    /// from `start`; `endFollows` says whether an end will be put after words worded
    /// without it (by default, whether the rule has one).
    init(rule: RecurrenceRule, start: ICalDateTime?, calendar: Calendar, endFollows: Bool? = nil) {
        self.rule = rule
        self.start = start
        self.calendar = calendar
        self.endFollows = endFollows ?? (rule.end != .never)
        words = Phrasebook(locale: calendar.locale ?? Locale(identifier: "en_US"))
    }

    var text: String { Self.compose(parts, end: endPhrase()) }

    /// Everything but the end, which depends only on the rule's other parts: feeds repeat
    /// those far more often than their UNTIL dates, so callers keep these to reuse.
    var parts: Parts {
        var consumedMonths = false
        var consumedDays = false
        let lead = leadPhrase(consumedDays: &consumedDays)
        var days = consumedDays ? "" : dayPhrase(consumedMonths: &consumedMonths)
        var months = consumedMonths || self.months.isEmpty ? "" : monthsPhrase()
        // A language may tie the months to the days that follow with one particle
        // (Japanese 「1月と7月の30日」), which the days then do not repeat.
        if words.has("s.monthsLink"), !months.isEmpty, !days.isEmpty {
            let link = words("s.monthsLink")
            if !months.hasSuffix(link) { months += link }
            if days.hasPrefix(link) { days.removeFirst(link.count) }
        }
        var times = timePhrase()
        // A language may tie named days to their times with one particle (Japanese
        // 「毎週月曜日と水曜日の7:00」).
        if words.has("s.timesLink"), !times.isEmpty, consumedDays || !days.isEmpty {
            times = words("s.timesLink") + times
        }
        var key = forYearParts("s.sentence")
        // A language may name the weekdays before a step of hours or less
        // (`s.sentence.hourly.onDays`: Korean "월요일, 화요일 매시간"), the days then
        // without the space that leads them after the step.
        if rule.frequency < .daily, !days.isEmpty, words.has("\(key).onDays"), onlyPlainWeekdays {
            key += ".onDays"
            days = String(days.drop { $0 == " " })
        }
        let values: PhraseValues = [
            "lead": lead, "months": months, "days": days, "times": times,
            "extra": extraPhrase() + leapYearsPhrase(),
        ]
        let (beforeEnd, afterEnd) = words.filling(words.template(key), values, cutAt: "end")
        return Parts(beforeEnd: beforeEnd, afterEnd: afterEnd)
    }

    /// A sentence worded but for its end: the words on either side of the `{end}` of the
    /// language's pattern, so that putting an end in is joining three strings.
    struct Parts: Sendable {
        var beforeEnd: String
        /// Nil when the pattern has no `{end}`, and so says no end.
        var afterEnd: String?
    }

    /// The sentence from its parts and its end (`, 10 times`, ` until December 31, 2026`).
    static func compose(_ parts: Parts, end: String) -> String {
        guard let afterEnd = parts.afterEnd else { return parts.beforeEnd }
        return parts.beforeEnd + end + afterEnd
    }

    /// The months the rule keeps to, in the case the language's "in" takes.
    ///
    /// A language gives those forms as `s.monthIn.<month>` (Russian "в июне"), said as
    /// `{listIn}`: a bare month in brackets ("Каждую субботу (июнь)") reads like a form.
    private func monthsPhrase() -> String {
        var values: PhraseValues = ["list": list(months.map(monthName), kind: "months")]
        if words.has("s.monthIn.1") {
            values["listIn"] = list(
                months.map { words.has("s.monthIn.\($0)") ? words("s.monthIn.\($0)") : monthName($0) },
                kind: "months")
        }
        // After days the lead names, a language may word the months its own way
        // (`s.inMonths.afterDays`: "Todas as segundas-feiras de março").
        let key =
            leadSaysTheDays && words.has("s.inMonths.afterDays") ? "s.inMonths.afterDays" : forYearParts("s.inMonths")
        return words(key, values)
    }

    /// A language that says the months after the days they hold ("no último domingo de
    /// março") says them before weeks and days of the year, which the months only filter:
    /// it gives those rules their own part (`s.sentence.yearParts`), else the frequency's.
    private func forYearParts(_ key: String) -> String {
        let special = "\(key).yearParts"
        return (!rule.weeks.isEmpty || !rule.daysOfTheYear.isEmpty) && words.has(special)
            ? special : forFrequency(key)
    }

    /// A language may word a part its own way for one frequency (`s.sentence.daily`): the
    /// frequency the sentence reads, weekly for weekdays in months or years.
    private func forFrequency(_ key: String) -> String {
        let frequency =
            weekdaysOfLongerPeriods
            ? RecurrenceRule.Frequency.weekly : monthDaysOfSomeMonthsYearly ? .yearly : rule.frequency
        let special = "\(key).\(frequency.rawValue.lowercased())"
        return words.has(special) ? special : key
    }

    /// Every one of some weekdays in a month or a year (`FREQ=YEARLY;BYMONTH=3;BYDAY=MO`):
    /// a week's days kept to some months, said "Every Monday in March", never "every year
    /// on Monday", which reads as once a year.
    private var weekdaysOfLongerPeriods: Bool {
        (rule.frequency == .monthly || rule.frequency == .yearly) && rule.interval == 1
            && rule.setPositions.isEmpty && !rule.weekdays.isEmpty && rule.weekdays.allSatisfy { $0.position == 0 }
            && rule.daysOfTheMonth.isEmpty && rule.daysOfTheYear.isEmpty && rule.weeks.isEmpty
    }

    /// Every day, but only on some days of some months (`FREQ=DAILY;BYMONTH=1,7;BYMONTHDAY=1,15`):
    /// the same dates every year, which a language may say as a yearly rule
    /// (`s.monthDaysOfSomeMonths.yearly`: Korean "매년 1월과 7월 1일과 15일").
    private var monthDaysOfSomeMonthsYearly: Bool {
        rule.frequency == .daily && weeklyAtHeart && rule.weekdays.isEmpty && !rule.daysOfTheMonth.isEmpty
            && !months.isEmpty && rule.weeks.isEmpty && rule.daysOfTheYear.isEmpty
            && words.has("s.monthDaysOfSomeMonths.yearly")
    }

    /// One weekday kept to one day of the month (`BYDAY=FR;BYMONTHDAY=13`): the weekday and
    /// the day, when the rule has no other day parts.
    private var weekdayOnMonthDay: (weekday: Int, day: Int)? {
        guard rule.weekdays.count == 1, let weekday = rule.weekdays.first, weekday.position == 0,
            rule.daysOfTheMonth.count == 1, let day = rule.daysOfTheMonth.first, day > 0, rule.weeks.isEmpty,
            rule.daysOfTheYear.isEmpty
        else { return nil }
        return (weekday.weekday, day)
    }

    /// A language may word a part its own way for one value (`s.onMonthDay.one.1`, "le 1er").
    private func forValue(_ key: String, _ value: Int) -> String {
        let special = "\(key).\(value)"
        return words.has(special) ? special : key
    }

    /// The months the days fall in: BYMONTH, or the start's month for a YEARLY rule whose
    /// BYMONTHDAY alone gives the days (the engine takes that month from DTSTART).
    private var months: [Int] {
        if rule.months.isEmpty, rule.frequency == .yearly, !rule.daysOfTheMonth.isEmpty, rule.weeks.isEmpty,
            rule.daysOfTheYear.isEmpty, let start
        {
            return [start.month]
        }
        return rule.monthsThatHoldTheirDays
    }

    // MARK: - Parts

    /// "Every 2 weeks", "Monthly", or the picker's words when the rule is weekly at heart.
    private func leadPhrase(consumedDays: inout Bool) -> String {
        let byDays = rule.weekdays
        let plainDays = !byDays.isEmpty && byDays.allSatisfy { $0.position == 0 }
        // A Friday the 13th comes when it comes (one to three times a year), not monthly.
        if rule.frequency == .monthly, rule.interval == 1, rule.setPositions.isEmpty, self.months.isEmpty,
            let (weekday, day) = weekdayOnMonthDay
        {
            consumedDays = true
            return dayWords(
                forValue("s.everyWeekdayOnMonthDay", day), weekday, ["n": String(day), "ordinal": ordinal(day)])
        }
        if leadSaysTheDays {
            consumedDays = true
            let selection = WeekdaySelection(checked: byDays.map(\.weekday))
            // A language may say the days its own way when months follow: "Todas as
            // segundas-feiras de março", not "every week, on Monday, in March".
            let inMonths = !self.months.isEmpty && words.has("s.everyNamedDay.inMonths")
            if selection.weekdays.count == 1, let day = selection.weekdays.first {
                return dayWords(inMonths ? "s.everyNamedDay.inMonths" : "s.everyNamedDay", day)
            }
            // The picker's short names fit under its row, not inside a sentence that goes on.
            let goesOn = !self.months.isEmpty || rule.hasTimeParts || endFollows
            if goesOn, case .days(let days) = SelectionSummary(selection, calendar: calendar) {
                if inMonths, words.has("s.everyWeekOnDays.inMonths") {
                    let items = list(days.map { dayWords("s.dayItem.inMonths", $0) })
                    return capitalizingFirstLetter(words("s.everyWeekOnDays.inMonths", ["list": items]))
                }
                // A language may name the days in the case its pattern asks (Russian "По
                // вторникам и четвергам"): `s.everyWeekOnDays.item`.
                let item = words.has("s.everyWeekOnDays.item") ? "s.everyWeekOnDays.item" : "s.dayItem"
                return words("s.everyWeekOnDays", ["list": list(days.map { dayWords(item, $0) })])
            }
            return selection.summary(in: calendar)
        }
        if rule.frequency == .daily && rule.interval > 1 && plainDays && rule.setPositions.isEmpty
            && rule.daysOfTheMonth.isEmpty && rule.daysOfTheYear.isEmpty && rule.weeks.isEmpty
        {
            consumedDays = true
            return everyFewDays(on: Set(byDays.map(\.weekday)))
        }
        // A week that begins inside the weekend splits it (WKST=SU: Saturday and Sunday fall
        // in alternate weeks), and then no weekend is whole.
        let weekStart = rule.firstWeekday ?? 2
        let weekendIsSplit =
            calendar.weekendDays.contains(weekStart)
            && calendar.weekendDays.contains(weekStart == 1 ? 7 : weekStart - 1)
        if rule.frequency == .weekly && rule.interval == 2 && rule.setPositions.isEmpty && !weekendIsSplit
            && Set(byDays.map(\.weekday)) == calendar.weekendDays && byDays.allSatisfy({ $0.position == 0 })
        {
            consumedDays = true
            return words("s.everyOtherWeekend")
        }
        if weeklyAtHeart && byDays.isEmpty {
            // Every day, but only on some days of the month: monthly at heart.
            if rule.frequency == .daily && !rule.daysOfTheMonth.isEmpty {
                return words(monthDaysOfSomeMonthsYearly ? "s.freq.yearly.one" : "s.freq.monthly.one")
            }
            if rule.frequency == .daily { return words("everyDay") }
            if let start {
                consumedDays = true
                return dayWords("s.everyNamedDay", start.weekday)
            }
        }
        let unit = rule.frequency.rawValue.lowercased()
        return everyInterval(unit, rule.interval)
    }

    /// Whether the rule's days are named weekdays alone.
    ///
    /// No positions, BYSETPOS, days of the month or year, or weeks.
    private var onlyPlainWeekdays: Bool {
        !rule.weekdays.isEmpty && rule.weekdays.allSatisfy { $0.position == 0 } && rule.setPositions.isEmpty
            && rule.daysOfTheMonth.isEmpty && rule.daysOfTheYear.isEmpty && rule.weeks.isEmpty
    }

    /// Weekly or daily every week or day, with no BYSETPOS that changes anything.
    private var weeklyAtHeart: Bool {
        (rule.frequency == .weekly || rule.frequency == .daily) && rule.interval == 1
            && (rule.setPositions.isEmpty || rule.setPositionsChangeNothing)
    }

    /// Whether the lead says the days as the picker does ("Every Monday", "Weekdays"):
    /// plain weekdays of a rule weekly at heart, or every one of some weekdays in a month
    /// or a year, with no days of the month or year (which would read as a second rule).
    private var leadSaysTheDays: Bool {
        let plainDays = !rule.weekdays.isEmpty && rule.weekdays.allSatisfy { $0.position == 0 }
        let onlyWeekdays = rule.daysOfTheMonth.isEmpty && rule.daysOfTheYear.isEmpty && rule.weeks.isEmpty
        return (weeklyAtHeart || weekdaysOfLongerPeriods) && plainDays && onlyWeekdays
    }

    /// DAILY with a step of some days, kept to some weekdays: a step that is a whole number
    /// of weeks stays on the start's weekday; a single weekday comes back every `interval`
    /// weeks (seven steps); several weekdays come back in turn, so the step is said.
    private func everyFewDays(on days: Set<Int>) -> String {
        let interval = rule.interval
        if interval % 7 == 0, let start {
            return everyInterval("weekly", interval / 7)
                + words("s.onDays", ["list": dayWords("s.dayItem", start.weekday)])
        }
        if days.count == 1, let day = days.first, interval % 7 != 0 {
            return everyInterval("weekly", interval)
                + words("s.onDays", ["list": dayWords("s.dayItem", day)])
        }
        let names = orderedDays(days).map(dayName).formatted(.list(type: .or).locale(locale)).withoutIsolates
        return everyInterval("daily", interval)
            + words("s.whenOn", ["list": names])
    }

    /// "Every 3 weeks", with the count given both as a number and as an ordinal, for the
    /// languages that count by ordinals (Swedish "Var 3:e vecka").
    private func everyInterval(_ unit: String, _ interval: Int) -> String {
        words(words.counted("s.freq.\(unit)", interval), ["n": String(interval), "ordinal": ordinal(interval)])
    }

    /// Which days: named weekdays, positions, set positions, dates, or days of the month.
    private func dayPhrase(consumedMonths: inout Bool) -> String {
        let byDays = rule.weekdays
        if setPositionsAmongDays {
            let set = Set(byDays.map(\.weekday))
            let kind: String
            if set == Set(1...7) {
                kind = "day"
            } else if set == Set(1...7).subtracting(calendar.weekendDays) {
                kind = "weekday"
            } else if set == calendar.weekendDays {
                kind = "weekendDay"
            } else {
                kind = "days"
            }
            let ordered = kind == "weekendDay" ? weekendInOrder : orderedDays(set)
            let names = ordered.map(dayName).formatted(.list(type: .or).locale(locale)).withoutIsolates
            // The days also in the case the language's "on" takes (Ukrainian "на середу"):
            // `s.amongDay.<weekday>` where that differs from the day as an object elsewhere
            // (Russian "выпадающих на среду" beside "Еженедельно: среда").
            let objects = ordered.map { words.has("s.amongDay.\($0)") ? words("s.amongDay.\($0)") : dayObject($0) }
                .formatted(.list(type: .or).locale(locale)).withoutIsolates
            let items = setPositionsInOrder.map { among($0, kind: kind, days: names, objects: objects) }
            // A language may put its "on" inside each place (`s.onPositioned.among`: Hebrew
            // "ביום הראשון … וביום האחרון …", never "ויום האחרון").
            let key = words.has("s.onPositioned.among") ? "s.onPositioned.among" : "s.onPositioned"
            return words(key, ["list": list(items)])
        }
        if !byDays.isEmpty && byDays.contains(where: { $0.position != 0 }) {
            let items = byDays.map { day in
                day.position == 0
                    ? dayWords("s.dayItem", day.weekday)
                    : positioned(day.position, weekday: day.weekday)
            }
            let onDays = words("s.onPositioned", ["list": list(items)])
            guard !rule.daysOfTheMonth.isEmpty else { return onDays }
            // "the last Saturday" kept to the 13th: said, never dropped.
            let days = rule.daysOfTheMonth.map(dayCount).formatted(.list(type: .or).locale(locale)).withoutIsolates
            // A language whose pattern can't wrap a count from the end, or whose ordinal
            // ending changes with the number, words each day whole (`s.item.ifMonthDay`:
            // Polish "przedostatni dzień miesiąca", Ukrainian "1-ше число"); a language whose
            // ordinal ending follows each number words several days so too
            // (`s.ifMonthDay.eachItem`: Russian "13-е или 14-е число", never "13 или 14-е").
            let eachItem = rule.daysOfTheMonth.count > 1 && words.has("s.ifMonthDay.eachItem")
            if words.has("s.ifMonthDay.items"),
                eachItem || rule.daysOfTheMonth.contains(where: { $0 < 0 || words.has("s.item.ifMonthDay.\($0)") })
            {
                let items = rule.daysOfTheMonth.map { dayCount($0, kind: "ifMonthDay") }
                return onDays
                    + words(
                        "s.ifMonthDay.items",
                        ["list": items.formatted(.list(type: .or).locale(locale)).withoutIsolates])
            }
            return onDays + words("s.ifMonthDay", ["list": days])
        }
        if byDays.count == 1, let first = weekOfDays(), let day = byDays.first {
            if first == 1 {
                return words("s.onPositioned", ["list": positioned(1, weekday: day.weekday)])
            }
            if first == 2 {
                let before = (day.weekday + 5) % 7 + 1
                // A language whose "after" takes another case gives the day in it
                // (`s.afterDay.<weekday>`: Polish "po poniedziałku").
                let name = words.has("s.afterDay.\(before)") ? words("s.afterDay.\(before)") : dayName(before)
                return dayWords("s.firstAfter", day.weekday, ["before": name])
            }
            return dayWords("s.firstOnOrAfter", day.weekday, ["n": String(first)])
        }
        var pieces: [String] = []
        if rule.weeks == [-1] {
            pieces.append(words("s.inLastWeek"))
        } else if let fromEnd = fromEndPhrase(rule.weeks, "s.inWeeks.fromEnd", item: "weekFromEnd", kind: "weeks") {
            pieces.append(fromEnd)
        } else if rule.weeks.countsFromBothEnds {
            // "in week 1 and the second to last week", never "in weeks 1 and 2 from the end".
            pieces.append(
                words(
                    "s.inWeeks.mixed",
                    [
                        "list": list(
                            rule.weeks.fromStartThenEnd.map { dayCount($0, kind: "week.mixed") }, kind: "weeks")
                    ]))
        } else if !rule.weeks.isEmpty {
            pieces.append(
                words(
                    plural("s.inWeeks", rule.weeks.count),
                    ["list": list(rule.weeks.map { dayCount($0, kind: "week") }, kind: "weeks")]))
        }
        if rule.daysOfTheYear == [-1] {
            pieces.append(words("s.onLastYearDay"))
        } else if let fromEnd = fromEndPhrase(
            rule.daysOfTheYear, "s.onYearDays.fromEnd", item: "yearDayFromEnd", kind: "yearDays")
        {
            pieces.append(fromEnd)
        } else if rule.daysOfTheYear.countsFromBothEnds {
            pieces.append(
                words(
                    "s.onYearDays.mixed",
                    [
                        "list": list(
                            rule.daysOfTheYear.fromStartThenEnd.map { dayCount($0, kind: "yearDay.mixed") },
                            kind: "yearDays")
                    ]))
        } else if !rule.daysOfTheYear.isEmpty {
            // After a month, "the 60th day" reads as the month's own in some languages
            // (Japanese 2月の60日目): those say "of the year" there (`s.item.yearDay.ofYear`).
            let kind = !rule.months.isEmpty && words.has("s.item.yearDay.ofYear") ? "yearDay.ofYear" : "yearDay"
            pieces.append(
                words(
                    plural("s.onYearDays", rule.daysOfTheYear.count),
                    ["list": list(rule.daysOfTheYear.map { dayCount($0, kind: kind) }, kind: "yearDays")]))
        }
        if let (weekday, day) = weekdayOnMonthDay {
            // Friday the 13th.
            pieces.append(
                dayWords(
                    forValue("s.onWeekdayAndMonthDay", day), weekday, ["n": String(day), "ordinal": ordinal(day)]))
            return pieces.joined()
        }
        // Weekdays kept to days of the month or year are a condition on those days: "on the
        // last day, when that is a Friday", never "on Friday on the last day".
        let weekdaysAsCondition = !byDays.isEmpty && (!rule.daysOfTheMonth.isEmpty || !rule.daysOfTheYear.isEmpty)
        if !byDays.isEmpty && !weekdaysAsCondition {
            // Every one of some weekdays in some months may take its own form (Portuguese
            // "aos domingos de janeiro", never "ao domingo de janeiro", which reads as one).
            let item = !months.isEmpty && words.has("s.dayItem.inMonths") ? "s.dayItem.inMonths" : "s.dayItem"
            pieces.append(
                words(
                    "s.onDays",
                    ["list": list(orderedDays(Set(byDays.map(\.weekday))).map { dayWords(item, $0) })]))
        }
        if rule.frequency == .yearly, months.count == 1, rule.daysOfTheMonth.count == 1,
            let day = rule.daysOfTheMonth.first, day > 0, byDays.isEmpty
        {
            consumedMonths = true
            pieces.append(onDate(month: months[0], day: day))
        } else if !rule.daysOfTheMonth.isEmpty {
            pieces.append(monthDaysPhrase(rule.daysOfTheMonth))
        } else if byDays.isEmpty && rule.daysOfTheYear.isEmpty && rule.weeks.isEmpty, let start {
            if rule.frequency == .monthly {
                pieces.append(monthDaysPhrase([start.day]))
            } else if rule.frequency == .yearly && rule.months.isEmpty {
                pieces.append(onDate(month: start.month, day: start.day))
            } else if rule.frequency == .yearly {
                pieces.append(monthDaysPhrase([start.day]))
            } else if rule.frequency == .weekly {
                pieces.append(words("s.onDays", ["list": dayWords("s.dayItem", start.weekday)]))
            }
        }
        if weekdaysAsCondition {
            let names = orderedDays(Set(byDays.map(\.weekday))).map(dayName)
            pieces.append(words("s.whenOn", ["list": names.formatted(.list(type: .or).locale(locale)).withoutIsolates]))
        }
        return pieces.joined()
    }

    /// A position among the days of a set: "the second day that is a Monday or Wednesday".
    ///
    /// Never "the second Monday or Wednesday", which reads as a position of each day.
    /// A language words a kind of set its own way with `s.among.<kind>`; the day, weekday
    /// and weekend day kinds fall back to "the first weekday". The days come as `{days}`,
    /// and as `{dayObjects}` in the case a language's "on" takes (`s.day.<weekday>`).
    private func among(_ value: Int, kind: String, days: String, objects: String) -> String {
        let values: PhraseValues = [
            "pos": position(value), "nth": nth(value), "days": days, "dayObjects": objects, "n": String(abs(value)),
        ]
        if words.has("s.among.\(kind).\(value)") { return words("s.among.\(kind).\(value)", values) }
        // A language whose count from the end follows the noun gives that order whole
        // (`s.among.days.fromEnd`: "no 4.º dia que seja segunda-feira a contar do fim").
        if value < 0, !words.has("s.pos.\(value)"), words.has("s.among.\(kind).fromEnd") {
            return words("s.among.\(kind).fromEnd", values)
        }
        if words.has("s.among.\(kind)") { return words("s.among.\(kind)", values) }
        return positioned(value, words("s.kind.\(kind)"))
    }

    /// A place in a list counted as such ("2番目", "最後から2番目"), for languages whose
    /// weekday ordinals ("第2") do not fit a place among days.
    private func nth(_ value: Int) -> String {
        if words.has("s.nth.\(value)") { return words("s.nth.\(value)") }
        return words(value > 0 ? "s.nth" : "s.nthFromEnd", ["n": String(abs(value))])
    }

    /// BYMONTHDAY of seven days in a row with one weekday means "the first such day on or
    /// after the first of them" (2...8 with Tuesday: the first Tuesday after a Monday).
    private func weekOfDays() -> Int? {
        let days = rule.daysOfTheMonth.sorted()
        guard days.count == 7, let first = days.first, first > 0, days == Array(first..<(first + 7)) else { return nil }
        return first
    }

    /// " on December 25"; a language may word one day its own way (French "le 1er mai").
    private func onDate(month: Int, day: Int) -> String {
        words(forValue("s.onDate", day), ["date": monthDay(month: month, day: day), "month": monthName(month)])
    }

    private func monthDaysPhrase(_ days: [Int]) -> String {
        if Set(days) == [1, -1] { return words("s.onFirstAndLastDay") }
        // A language may word one day from the end as it words several
        // (`s.onMonthDay.fromEnd.one`: "no 30.º dia a contar do fim").
        if days.count == 1, let day = days.first, day < 0, day == -1 || !words.has("s.onMonthDay.fromEnd.one") {
            return day == -1
                ? words("s.onLastDay")
                : words(forValue("s.onDayFromEnd", day), ["pos": position(day), "n": String(-day)])
        }
        if let fromEnd = fromEndPhrase(days, "s.onMonthDay.fromEnd", item: "monthDayFromEnd", kind: "monthDays") {
            return fromEnd
        }
        if days.count == 1, let day = days.first {
            return words(forValue("s.onMonthDay.one", day), ["list": String(day)])
        }
        if days.countsFromBothEnds {
            return words(
                "s.onMonthDay.mixed",
                ["list": list(days.fromStartThenEnd.map { dayCount($0, kind: "monthDay.mixed") }, kind: "monthDays")])
        }
        return words(
            "s.onMonthDay.other", ["list": list(days.map { dayCount($0, kind: "monthDay") }, kind: "monthDays")])
    }

    /// Days or weeks all counted from the end, each said whole: "3-е с конца и предпоследнее число".
    ///
    /// Never a bare number with "from the end" after each. The language gives the pattern
    /// (`s.onMonthDay.fromEnd`, with `.one` and `.other` forms where the count matters) and
    /// each item (`s.item.monthDayFromEnd.<value>`, else `s.item.monthDayFromEnd` around the
    /// number); nil where it has no pattern, or a value counts from the start.
    private func fromEndPhrase(_ values: [Int], _ key: String, item: String, kind: String) -> String? {
        guard !values.isEmpty, values.allSatisfy({ $0 < 0 }), words.has(key) else { return nil }
        let items = values.sorted().map { value in
            words.has("s.item.\(item).\(value)")
                ? words("s.item.\(item).\(value)")
                : words("s.item.\(item)", ["n": String(-value), "ordinal": ordinal(-value)])
        }
        let counted = values.count > 1 ? "\(key).other" : "\(key).one"
        return words(words.has(counted) ? counted : key, ["list": list(items, kind: kind)])
    }

    /// The key's `.one` or `.other` form for a count.
    private func plural(_ key: String, _ count: Int) -> String { words.counted(key, count) }

    private func timePhrase() -> String {
        guard rule.hasTimeParts else { return "" }
        if rule.frequency >= .daily {
            let hours = rule.hours.isEmpty ? [start?.hour ?? 0] : rule.hours
            let minutes = rule.minutes.isEmpty ? [start?.minute ?? 0] : rule.minutes
            let seconds = rule.seconds.isEmpty ? [start?.second ?? 0] : rule.seconds
            var times: [Int] = []
            for h in hours { for m in minutes { for s in seconds { times.append(h * 3600 + m * 60 + s) } } }
            let texts = Set(times).sorted().map { timeOfDayText($0, in: calendar) }
            // A language may say several times with a plural (`s.atTimes.other`: Hebrew "בשעות").
            let key =
                atOneOClock(texts)
                ? "s.atTimes.1" : texts.count > 1 && words.has("s.atTimes.other") ? "s.atTimes.other" : "s.atTimes"
            // One o'clock's singular may not reach the times after it (Portuguese "à 1:00 e
            // às 23:00"): `s.atTimes.1.and` for two times, `s.atTimes.1.andMore` for more.
            if key == "s.atTimes.1", let more = oneOClockAndMore(texts, "s.atTimes.1") { return more }
            return words(key, ["list": list(texts)])
        }
        var pieces: [String] = []
        // Each kind of number may be joined its own way (Korean "0분과 30분", never "0, 30분").
        for (key, values, kind) in [
            ("s.inHours", rule.hours, "hours"), ("s.atMinutes", rule.minutes, "minutes"),
            ("s.atSeconds", rule.seconds, "seconds"),
        ]
        where !values.isEmpty {
            pieces.append(words(plural(key, values.count), ["list": list(values.map(String.init), kind: kind)]))
        }
        return pieces.joined()
    }

    /// February 29 comes only in leap years, which a yearly sentence must say or it reads as
    /// every year: said when every day the rule names falls on February 29.
    private func leapYearsPhrase() -> String {
        guard months == [2], !rule.daysOfTheMonth.isEmpty, rule.daysOfTheMonth.allSatisfy({ $0 == 29 }),
            rule.daysOfTheYear.isEmpty, rule.weeks.isEmpty
        else { return "" }
        return words("s.leapYearsOnly")
    }

    /// One o'clock and the times after it in the language's own pattern, nil where it has
    /// none or there is one time.
    private func oneOClockAndMore(_ texts: [String], _ key: String) -> String? {
        guard let first = texts.first, texts.count > 1 else { return nil }
        let more = texts.count == 2 ? "\(key).and" : "\(key).andMore"
        guard words.has(more) else { return nil }
        return words(more, ["first": first, "rest": list(Array(texts.dropFirst()))])
    }

    /// Whether the first of some times reads as one o'clock, which takes the singular in
    /// some languages ("a la 1:00", "all’1:00", "à 1:00") where the language has the words.
    private func atOneOClock(_ texts: [String]) -> Bool {
        guard let first = texts.first, words.has("s.atTimes.1") else { return false }
        return first.hasPrefix("1:") || first.hasPrefix("1.")
    }

    /// BYSETPOS that the day phrase did not already say.
    private func extraPhrase() -> String {
        guard !rule.setPositions.isEmpty else { return "" }
        guard !setPositionsAmongDays, !rule.setPositionsChangeNothing else { return "" }
        let period = words("unit.\(rule.frequency.rawValue.lowercased()).one")
        let alone = setPositionsInOrder.map { value in
            words.has("s.posAlone.\(value)") ? words("s.posAlone.\(value)") : position(value)
        }
        // A language whose count from the end follows the noun ("a 4.ª ocorrência a contar do
        // fim") names the noun with each place when one is so counted (`s.setPositions.fromEnd`,
        // its places as `s.occurrence`).
        let fromEnd = setPositionsInOrder.contains { $0 < 0 && !words.has("s.nth.\($0)") }
        if fromEnd, words.has("s.setPositions.fromEnd") {
            return words(
                "s.setPositions.fromEnd", ["list": list(setPositionsInOrder.map(occurrence)), "period": period])
        }
        return words(
            forFrequency("s.setPositions"),
            [
                "list": list(setPositionsInOrder.map(position)), "alone": list(alone),
                "nth": list(setPositionsInOrder.map(nth)), "period": period,
            ])
    }

    /// A place among the occurrences with its noun ("a 4.ª ocorrência a contar do fim"):
    /// `s.occurrence.<value>`, else `s.occurrence` or `s.occurrence.fromEnd` around the number.
    private func occurrence(_ value: Int) -> String {
        if words.has("s.occurrence.\(value)") { return words("s.occurrence.\(value)") }
        return words(value > 0 ? "s.occurrence" : "s.occurrence.fromEnd", ["n": String(abs(value))])
    }

    /// BYSETPOS as said: from the start, then from the end ("the first and last").
    private var setPositionsInOrder: [Int] {
        rule.setPositions.filter { $0 > 0 }.sorted() + rule.setPositions.filter { $0 < 0 }.sorted()
    }

    /// Whether BYSETPOS is said as a place among the days of a set ("the last weekday"):
    /// plain weekdays alone in a week or a month, or in a year that names no months (where
    /// "in June on the first Monday" would read as each month's).
    private var setPositionsAmongDays: Bool {
        !rule.setPositions.isEmpty && !rule.setPositionsChangeNothing && !rule.weekdays.isEmpty
            && rule.weekdays.allSatisfy { $0.position == 0 }
            && rule.daysOfTheMonth.isEmpty && rule.daysOfTheYear.isEmpty && !rule.hasTimeParts
            && (rule.frequency != .yearly || rule.months.isEmpty)
    }

    func endPhrase() -> String {
        let end: String
        switch rule.end {
        case .never: return ""
        case .afterOccurrences(let count):
            end = words(words.counted("s.count", count), ["n": String(count)])
        case .until(let until):
            let date = until.formatted(in: calendar)
            end = words(forValue("s.until", until.day), ["date": date, "rest": String(date.drop { $0 != " " })])
        }
        // German closes "am Freitag, dem 13." with a comma before what follows.
        guard weekdayOnMonthDay != nil, words.has("s.afterWeekdayAndMonthDay") else { return end }
        let close = words("s.afterWeekdayAndMonthDay")
        return end.hasPrefix(close) ? end : close + end
    }

    /// A rule that happens exactly once (`COUNT=1`) said as that one date: "Once, on Monday,
    /// January 5, 2026", with its time when the rule sets one; nil without a start, or when
    /// the rule has another end.
    var onceText: String? {
        guard case .afterOccurrences(1) = rule.end, let start else { return nil }
        let first = RecurrenceExpansion(of: rule, from: start, limits: .init(count: 1))
        guard let occurrence = first.occurrences.first else { return nil }
        let withTime = rule.hasTimeParts && occurrence.form != .date
        let style = RuleSentence.onceStyles.value(for: "\(locale.identifier)|\(withTime)") {
            wallClockStyle(date: .complete, time: withTime ? .shortened : .omitted, locale: locale)
        }
        let date = occurrence.instant(in: nil).formatted(style)
        return words("s.once", ["date": occurrence.form == .utc && withTime ? date + " UTC" : date])
    }

    /// Date styles for a single occurrence, by locale and whether the time is said.
    private static let onceStyles = Memo<String, Date.FormatStyle>(capacity: 200)

    // MARK: - Words from Foundation

    private var locale: Locale { calendar.locale ?? Locale(identifier: "en_US") }

    /// Items joined the language's way.
    ///
    /// A language may join two with its own word (`s.list.two`, Japanese 「月曜日と水曜日」);
    /// any number go through `joinedAsList(in:)`, with the language's own mark where it has
    /// one. Bare numbers before one counter keep the list mark (「1、15日」): 「1と15日」
    /// reads wrong.
    private func list(_ items: [String], kind: String? = nil) -> String {
        // Some kinds of item a language joins its own way (Korean "1월과 7월", "1일·2일·3일").
        if let kind, words.has("s.list.\(kind).two") || words.has("s.list.\(kind).separator") {
            return items.joinedAsList(in: calendar, kind: kind)
        }
        let bareNumbers = items.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isNumber) }
        if items.count == 2, words.has("s.list.two"), !bareNumbers {
            return words("s.list.two", ["first": items[0], "second": items[1]])
        }
        return items.joinedAsList(in: calendar)
    }

    private func dayName(_ weekday: Int) -> String { calendar.names.weekdays[weekday - 1] }

    /// A day's name where the sentence says it as its object: a language whose "on" or
    /// "every" takes another case gives that form as `s.day.<weekday>` (Polish "w środę",
    /// Ukrainian "кожну середу"); Foundation has only the nominative.
    private func dayObject(_ weekday: Int) -> String {
        words.has("s.day.\(weekday)") ? words("s.day.\(weekday)") : dayName(weekday)
    }

    /// A month's name as a sentence uses it: the format form ("de janeiro"), or the
    /// standalone one where a language says months after a colon (Russian "март").
    private func monthName(_ month: Int) -> String {
        (words.has("s.standaloneMonths") ? calendar.names.standaloneMonths : calendar.names.months)[month - 1]
    }

    private func orderedDays(_ days: Set<Int>) -> [Int] { calendar.weekdayOrder.filter(days.contains) }

    /// The weekend as it runs: Saturday then Sunday even where weeks start on Sunday.
    private var weekendInOrder: [Int] {
        let weekend = calendar.weekendDays
        guard let first = (1...7).first(where: { weekend.contains($0) && !weekend.contains(($0 + 5) % 7 + 1) }) else {
            return orderedDays(weekend)
        }
        return (0..<7).map { (first - 1 + $0) % 7 + 1 }.filter(weekend.contains)
    }

    /// The language's own ordinal for a number (`ordinal.3`, Korean "세 번째"), else
    /// Foundation's ("13th").
    private func ordinal(_ value: Int) -> String { ordinalText(value, words, calendar) }

    /// The text with its first letter a capital, for a phrase that opens the sentence
    /// with a word that is lower case inside one (Portuguese "Às segundas-feiras").
    private func capitalizingFirstLetter(_ text: String) -> String {
        guard let first = text.first else { return text }
        return String(first).uppercased(with: locale) + text.dropFirst()
    }

    /// "first", "last", "second to last", or Foundation's ordinal for other numbers.
    private func position(_ value: Int) -> String {
        if words.has("s.pos.\(value)") { return words("s.pos.\(value)") }
        return words(
            value > 0 ? "s.pos.other" : "s.pos.otherFromEnd", ["ordinal": ordinal(abs(value)), "n": String(abs(value))])
    }

    /// "the first Monday"; a language may word one position its own way (French elides
    /// "le" before "avant-dernier").
    private func positioned(_ value: Int, _ day: String) -> String {
        let special = "s.positioned.\(value)"
        if words.has(special) { return words(special, ["day": day]) }
        if value < 0 && !words.has("s.pos.\(value)") {
            // "the 5th to last Friday": the count from the end wraps the day in most languages.
            return words("s.positionedFromEnd", ["ordinal": ordinal(-value), "n": String(-value), "day": day])
        }
        return words("s.positioned", ["pos": position(value), "day": day])
    }

    /// "the first Sunday" where the article and the ordinal agree with the day: a language
    /// gives a day's gender as `gender.<weekday>` and the forms as `s.positioned.<gender>`
    /// and `s.pos.<gender>.<value>` (Italian "la prima domenica", "il primo lunedì").
    private func positioned(_ value: Int, weekday: Int) -> String {
        let day = dayObject(weekday)
        guard words.has("gender.\(weekday)") else { return positioned(value, day) }
        let gender = words("gender.\(weekday)")
        if words.has("s.positioned.\(gender).\(value)") {
            return words("s.positioned.\(gender).\(value)", ["day": day])
        }
        let template = words.has("s.positioned.\(gender)") ? "s.positioned.\(gender)" : "s.positioned"
        if words.has("s.pos.\(gender).\(value)") {
            return words(template, ["pos": words("s.pos.\(gender).\(value)"), "day": day])
        }
        if value > 0 && !words.has("s.pos.\(value)") && words.has("s.pos.\(gender).other") {
            return words(template, ["pos": words("s.pos.\(gender).other", ["n": String(value)]), "day": day])
        }
        if value < 0 && !words.has("s.pos.\(value)") && words.has("s.positionedFromEnd.\(gender)") {
            return words(
                "s.positionedFromEnd.\(gender)", ["ordinal": ordinal(-value), "n": String(-value), "day": day])
        }
        return positioned(value, day)
    }

    /// A pattern around a day's name, in the form that agrees with the day's gender when
    /// the language has one (`s.everyNamedDay.f`: "ogni domenica" beside "ogni lunedì").
    private func dayWords(_ key: String, _ weekday: Int, _ values: PhraseValues = [:]) -> String {
        var values = values
        values["day"] = dayObject(weekday)
        // A language whose pattern changes the name's case gives each day whole (Russian
        // "Каждую среду").
        if words.has("\(key).weekday.\(weekday)") { return words("\(key).weekday.\(weekday)", values) }
        if words.has("gender.\(weekday)") {
            let gendered = "\(key).\(words("gender.\(weekday)"))"
            if words.has(gendered) { return words(gendered, values) }
        }
        return words(key, values)
    }

    /// A week or a day of the year as an item of a list; a language may word each item
    /// whole (`s.item.week`: Japanese 「第1週」, 「最後から1番目の週」, 「最終週」) where a
    /// pattern around the list would put its particle before a count from the end.
    private func dayCount(_ value: Int, kind: String) -> String {
        let key = "s.item.\(kind)"
        guard words.has(key) else { return dayCount(value) }
        if words.has("\(key).\(value)") { return words("\(key).\(value)") }
        return words(value > 0 ? key : "\(key).fromEnd", ["n": String(abs(value)), "ordinal": ordinal(abs(value))])
    }

    /// A day or week number, counting from the end when negative ("2 from the end").
    private func dayCount(_ value: Int) -> String {
        value > 0 ? String(value) : words("s.fromEnd", ["n": String(-value)])
    }

    /// A month and day as the locale writes them ("December 25", "25 de diciembre").
    ///
    /// Worded once per locale and day of the year.
    private func monthDay(month: Int, day: Int) -> String {
        RuleSentence.monthDays.value(for: MonthDayKey(locale: locale.identifier, month: month, day: day)) {
            let style = RuleSentence.monthDayStyles.value(for: locale.identifier) {
                var style = Date.FormatStyle().month(.wide).day()
                style.locale = locale
                style.timeZone = TimeZone(identifier: "UTC") ?? style.timeZone
                style.calendar = Calendar(identifier: .gregorian)
                return style
            }
            // A leap year, so February 29 can be written.
            let seconds =
                DayNumber.from(
                    year: 2024, month: month, day: min(day, ICalDateTime.daysInMonth(year: 2024, month: month)))
                * 86_400
            return Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(style)
        }
    }

    private struct MonthDayKey: Hashable, Sendable {
        let locale: String
        let month: Int
        let day: Int
    }

    private static let monthDays = Memo<MonthDayKey, String>(capacity: 1024)

    private static let monthDayStyles = Memo<String, Date.FormatStyle>(capacity: 200)
}
