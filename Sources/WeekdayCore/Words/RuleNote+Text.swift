public import Foundation
import Recurrence
internal import Caching

extension RuleNote {
    /// The note as a plain phrase in the calendar's language ("repeats every 2 weeks").
    ///
    /// Feeds repeat the same few notes, so each is worded once per calendar.
    public func text(in calendar: Calendar) -> String {
        text(inSentenceCalendar: calendar.forSentences)
    }

    /// The note in a calendar already made ``Calendar/forSentences``.
    func text(inSentenceCalendar calendar: Calendar) -> String {
        let key = NoteKey(note: self, locale: calendar.locale?.identifier ?? "", firstWeekday: calendar.firstWeekday)
        return RuleNote.texts.value(for: key) { uncachedText(in: calendar) }
    }

    private static let texts = Memo<NoteKey, String>(capacity: 2048)

    private func uncachedText(in calendar: Calendar) -> String {
        let words = Phrasebook(locale: calendar.locale ?? Locale(identifier: "en_US"))
        let list = { (items: [String]) in items.joinedAsList(in: calendar) }
        switch self {
        case .repeats(let every, let frequency):
            // A language may word a count of one unit whole (`note.everyUnits.weekly.two`:
            // Hebrew's dual "כל שבועיים", as its sentence says it).
            let own = words.counted("note.everyUnits.\(frequency.rawValue.lowercased())", every)
            if every != 1, words.has(own) { return words(own, ["n": String(every)]) }
            let unit = words(words.counted("unit.\(frequency.rawValue.lowercased())", every))
            // A language may word a count its own way (Arabic's dual "كل أسبوعين" names no number).
            return every == 1
                ? words("note.everyUnit", ["unit": unit])
                : words(plural("note.everyUnits", every, words), ["n": String(every), "unit": unit])
        case .endsAfter(let count):
            return words(words.counted("note.count", count), ["n": String(count)])
        case .endsOn(let until):
            // A language may word one day of the month its own way (French "le 1er mars").
            let date = until.formatted(in: calendar)
            let special = "note.until.\(until.day)"
            return words(
                words.has(special) ? special : "note.until", ["date": date, "rest": String(date.drop { $0 != " " })])
        case .positionedDays(let days, let period):
            let names = days.map { day in
                // A language may give a day's gender, which the position agrees with.
                let gender = words.has("gender.\(day.weekday)") ? words("gender.\(day.weekday)") : ""
                let name = calendar.names.standaloneWeekdays[day.weekday - 1]
                if let fromEnd = positionedFromEnd(day.position, gender, words, calendar) {
                    return words(fromEnd.key, ["ordinal": fromEnd.ordinal, "n": String(-day.position), "day": name])
                }
                // A day without a position among positioned ones is every such day, which a
                // language may word its own way (Swedish "fredagar" beside "den första måndagen").
                if day.position == 0, words.has("positionedDay.every") {
                    return words("positionedDay.every", ["day": name])
                }
                let place = day.position == 0 ? "" : position(day.position, gender: gender, words, calendar)
                return words(
                    "positionedDay", ["position": place, "day": name]
                ).trimmingCharacters(in: .whitespaces)
            }
            return words(
                forPeriod("note.positions", period, words), ["list": list(names), "period": periodWord(period, words)])
        case .setPositions(let positions, let period):
            // A language whose count from the end follows the noun words one such place
            // whole (`note.setPositions.fromEnd`: "apenas o 4.º destes dias a contar do fim").
            if positions.count == 1, let value = positions.first, value < 0, !words.has("position.\(value)"),
                !words.has("position.alone.\(value)"), words.has("note.setPositions.fromEnd")
            {
                return words(
                    forPeriod("note.setPositions.fromEnd", period, words),
                    ["n": String(-value), "period": periodWord(period, words)])
            }
            // A position standing alone may take a fuller form (Spanish "primero").
            let names = positions.map { value in
                words.has("position.alone.\(value)")
                    ? words("position.alone.\(value)") : position(value, words, calendar)
            }
            return words(
                forPeriod("note.setPositions", period, words),
                ["list": list(names), "period": periodWord(period, words)])
        case .months(let months):
            // A language whose "in" takes its own case of the month gives those forms
            // (Russian "в мае"): Foundation has only the nominative and genitive.
            let names = months.map { month in
                words.has("month.locative.\(month)")
                    ? words("month.locative.\(month)") : calendar.names.standaloneMonths[month - 1]
            }
            return words("note.months", ["list": names.joinedAsList(in: calendar, kind: "months")])
        case .daysOfTheMonth(let days):
            return countedNote(
                days, "note.daysOfTheMonth", last: "note.lastDayOfTheMonth", item: "monthDay", words, calendar)
        case .daysOfTheYear(let days):
            return countedNote(
                days, "note.daysOfTheYear", last: "note.lastDayOfTheYear", item: "yearDay", words, calendar)
        case .weeks(let weeks):
            return countedNote(weeks, "note.weeks", last: "note.lastWeekOfTheYear", item: "week", words, calendar)
        case .times(let times):
            let texts = times.map { timeOfDayText($0, in: calendar) }
            // One o'clock takes the singular in some languages ("a la 1:00").
            let atOne =
                words.has("note.times.1") && (texts.first.map { $0.hasPrefix("1:") || $0.hasPrefix("1.") } ?? false)
            // Several times may take a plural (`note.times.other`: Hebrew "בשעות").
            let several = texts.count > 1 && words.has("note.times.other")
            // One o'clock's singular may not reach the times after it (`note.times.1.and`,
            // `note.times.1.andMore`: Portuguese "à 1:00 e às 23:00").
            let more = texts.count == 2 ? "note.times.1.and" : "note.times.1.andMore"
            if atOne, texts.count > 1, words.has(more) {
                return words(more, ["first": texts[0], "rest": list(Array(texts.dropFirst()))])
            }
            return words(atOne ? "note.times.1" : several ? "note.times.other" : "note.times", ["list": list(texts)])
        case .timeFilters(let hours, let minutes, let seconds):
            var parts: [String] = []
            if !hours.isEmpty {
                parts.append(words(words.counted("note.hours", hours.count), ["list": list(hours.map(String.init))]))
            }
            if !minutes.isEmpty {
                parts.append(
                    words(words.counted("note.minutes", minutes.count), ["list": list(minutes.map(String.init))]))
            }
            if !seconds.isEmpty {
                parts.append(
                    words(words.counted("note.seconds", seconds.count), ["list": list(seconds.map(String.init))]))
            }
            return parts.joined(separator: words("note.partSeparator"))
        case .startNeeded:
            return words("note.startNeeded")
        case .notWeekdays(let kind):
            let key = kind == .weekly ? "week" : kind == .yearly ? "year" : "month"
            return words("note.notWeekdays.\(key)")
        case .shiftedByZone(let days, let zone):
            return words(days < 0 ? "note.zoneEarlier" : "note.zoneLater", ["zone": zone])
        case .partlyShiftedByZone(let days, let zone):
            return words(days < 0 ? "note.zonePartlyEarlier" : "note.zonePartlyLater", ["zone": zone])
        case .neverOccurs(let reason):
            // The engine gives its reason in English: other languages say the fact alone
            // rather than mix two languages in one note.
            if words.has("note.neverOccurs.alone") { return words("note.neverOccurs.alone") }
            return words("note.neverOccurs", ["reason": reason])
        }
    }
}

private func periodWord(_ period: RecurrenceRule.Frequency, _ words: Phrasebook) -> String {
    words("unit.\(period.rawValue.lowercased()).one")
}

/// The key of a note about a period, or the language's own note for that one period
/// (`note.positions.monthly`: Polish "każdego miesiąca", where the period's word would
/// take another case after each preposition).
private func forPeriod(_ key: String, _ period: RecurrenceRule.Frequency, _ words: Phrasebook) -> String {
    let special = "\(key).\(period.rawValue.lowercased())"
    return words.has(special) ? special : key
}

/// A number as an ordinal: the language's own word for it where it has one
/// (`ordinal.3`, Korean "세 번째"), else Foundation's ("3rd").
func ordinalText(_ value: Int, _ words: Phrasebook, _ calendar: Calendar) -> String {
    if words.has("ordinal.\(value)") { return words("ordinal.\(value)") }
    let formatter = NumberFormatter()
    formatter.locale = calendar.locale
    formatter.numberStyle = .ordinal
    return formatter.string(from: NSNumber(value: value)) ?? String(value)
}

/// A day's position in the form that agrees with the day's gender where the language has
/// one: its own word (`position.f.1`, "la prima"), a numbered form (`position.f.other`,
/// "a 20ª"), else the plain position.
private func position(_ value: Int, gender: String, _ words: Phrasebook, _ calendar: Calendar) -> String {
    guard !gender.isEmpty else { return position(value, words, calendar) }
    if words.has("position.\(gender).\(value)") { return words("position.\(gender).\(value)") }
    if value > 0, words.has("position.\(gender).other") {
        return words("position.\(gender).other", ["n": String(value)])
    }
    return position(value, words, calendar)
}

/// "first", "last", "second to last", or a numeric ordinal ("20th") from Foundation.
private func position(_ value: Int, _ words: Phrasebook, _ calendar: Calendar) -> String {
    if words.has("position.\(value)") { return words("position.\(value)") }
    let ordinal = ordinalText(abs(value), words, calendar)
    return words(value > 0 ? "position.other" : "position.otherFromEnd", ["ordinal": ordinal, "n": String(abs(value))])
}

/// The key and ordinal for a day counted from the end, where the language wraps the day.
///
/// "el 5.º viernes desde el final", not "el 5.º desde el final viernes"; the key agrees
/// with the day's gender when there is one. Nil when a position has its own word
/// ("vorletzten") or the language puts the position before the day as it stands.
private func positionedFromEnd(
    _ value: Int, _ gender: String, _ words: Phrasebook, _ calendar: Calendar
) -> (key: String, ordinal: String)? {
    guard value < 0, !words.has("position.\(value)"), words.has("positionedDayFromEnd") else { return nil }
    let gendered = "positionedDayFromEnd.\(gender)"
    let key = !gender.isEmpty && words.has(gendered) ? gendered : "positionedDayFromEnd"
    return (key, ordinalText(-value, words, calendar))
}

/// A week or day named whole where the language has the words ("第1週", "最終週": the
/// counter wraps the number; "the 15th", "the last day" in a list counted from both ends),
/// else the number as ``dayNumber(_:_:)`` gives it.
private func item(_ value: Int, kind: String, _ words: Phrasebook, _ calendar: Calendar) -> String {
    let key = "s.item.\(kind)"
    guard words.has(key) else { return dayNumber(value, words) }
    if words.has("\(key).\(value)") { return words("\(key).\(value)") }
    let ordinal = ordinalText(abs(value), words, calendar)
    return words(value > 0 ? key : "\(key).fromEnd", ["n": String(abs(value)), "ordinal": ordinal])
}

/// A day number that may count from the end ("2 from the end" for -2).
private func dayNumber(_ value: Int, _ words: Phrasebook) -> String {
    value > 0 ? String(value) : words("dayFromEnd", ["n": String(-value)])
}

extension ICalDateTime {
    /// The value as the calendar's locale writes a date (and a time, when it has one).
    ///
    /// The note and the sentence both say a rule's UNTIL, so each value is formatted once
    /// per locale.
    func formatted(in calendar: Calendar) -> String {
        let locale = calendar.locale ?? Locale(identifier: "en_US")
        let key = FormattedDateKey(value: self, locale: locale.identifier)
        return ICalDateTime.formattedDates.value(for: key) { uncachedFormatted(in: locale) }
    }

    private static let formattedDates = Memo<FormattedDateKey, String>(capacity: 2048)

    private func uncachedFormatted(in locale: Locale) -> String {
        let key = "\(locale.identifier)|\(form == .date)"
        let style = ICalDateTime.styles.value(for: key) {
            wallClockStyle(date: .long, time: form == .date ? .omitted : .shortened, locale: locale)
        }
        // Fields shown as written: the style is in UTC.
        var text = instant(in: nil).formatted(style)
        // A language whose date and time Foundation only puts side by side ("30 de junio de
        // 2027, 13:00") joins them with its own words (Spanish "a las 13:00", "a la 1:00").
        let words = Phrasebook(locale: locale)
        if form != .date, words.has("s.dateAtTime") {
            let parts = ICalDateTime.styles.value(for: "\(locale.identifier)|parts") {
                wallClockStyle(date: .long, time: .omitted, locale: locale)
            }
            let time = ICalDateTime.styles.value(for: "\(locale.identifier)|time") {
                wallClockStyle(date: .omitted, time: .shortened, locale: locale)
            }
            let key = hour == 1 && words.has("s.dateAtTime.1") ? "s.dateAtTime.1" : "s.dateAtTime"
            text = words(key, ["date": instant(in: nil).formatted(parts), "time": instant(in: nil).formatted(time)])
        }
        return form == .utc ? text + " UTC" : text
    }

    /// Date styles by locale, made once: making one costs more than using it.
    private static let styles = Memo<String, Date.FormatStyle>(capacity: 400)
}

/// A note in one calendar's words.
private struct NoteKey: Hashable, Sendable {
    let note: RuleNote
    let locale: String
    let firstWeekday: Int
}

/// A note on days or weeks counted in their period, from its start or its end: "only on
/// days 1 and 15 of the month", "only on the 1st, the 15th and the last day of the month",
/// "only in the last week of the year".
private func countedNote(
    _ values: [Int], _ key: String, last: String, item kind: String, _ words: Phrasebook, _ calendar: Calendar
) -> String {
    if values == [-1] { return words(last) }
    // Days of the month, of the year and weeks may each be joined their own way ("1일·2일·3일").
    let listKind = "\(kind)s"
    // A language whose pattern can't wrap a count from the end words those days whole
    // (`note.daysOfTheMonth.fromEnd`, `note.item.monthDay.-2`: Russian "только
    // предпоследнего числа").
    if values.allSatisfy({ $0 < 0 }), words.has("\(key).fromEnd") {
        let items = values.map { value in
            words.has("note.item.\(kind).\(value)")
                ? words("note.item.\(kind).\(value)") : words("note.item.\(kind).fromEnd", ["n": String(-value)])
        }
        return words("\(key).fromEnd", ["list": items.joinedAsList(in: calendar, kind: listKind)])
    }
    if values.countsFromBothEnds {
        let items = values.fromStartThenEnd.map { item($0, kind: "\(kind).mixed", words, calendar) }
        return words("\(key).mixed", ["list": items.joinedAsList(in: calendar, kind: listKind)])
    }
    return words(
        plural(key, values.count, words),
        ["list": values.map { item($0, kind: kind, words, calendar) }.joinedAsList(in: calendar, kind: listKind)])
}

/// The key of a phrase with a plural form for several items (`note.weeks.other`, "in weeks
/// 1 and 26"), where the language has one; else the phrase that serves every count.
private func plural(_ base: String, _ count: Int, _ words: Phrasebook) -> String {
    let key = words.counted(base, count)
    return words.has(key) ? key : base
}

/// A date as written, in one locale's words.
private struct FormattedDateKey: Hashable, Sendable {
    let value: ICalDateTime
    let locale: String
}
