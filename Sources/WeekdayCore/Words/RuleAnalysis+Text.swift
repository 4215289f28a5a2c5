public import Foundation
import Recurrence
internal import Caching

extension RuleAnalysis {
    /// The notes as phrases in the calendar's language.
    public func noteTexts(in calendar: Calendar) -> [String] {
        let calendar = calendar.forSentences
        return notes.map { $0.text(inSentenceCalendar: calendar) }
    }

    /// The words under the picker row: the picker's own words for an exact rule; for any
    /// other rule a sentence that says the whole rule ("Every 2 weeks on Monday").
    public func summary(in calendar: Calendar) -> String {
        if fidelity == .exact { return selection.summary(in: calendar) }
        return sentence(in: calendar)
    }

    /// The whole rule in one sentence of the calendar's language, whatever its fidelity.
    ///
    /// All but the end is worded once per rule, calendar and the parts of the start it reads.
    ///
    /// A rule read in another zone (``zoneReading``) is said on that zone's wall clock, with
    /// its UTC days beside it: "Every Sunday (Monday in UTC)".
    public func sentence(in calendar: Calendar) -> String { sentence(in: calendar, kept: true) }

    /// The sentence, from the sentences kept (`kept`) or worded afresh, which is what a
    /// check of the keys the kept ones are found by compares them with.
    func sentence(in calendar: Calendar, kept: Bool) -> String {
        let calendar = calendar.forSentences
        let sentence = kept ? Self.sentence(of:from:in:) : Self.wordedSentence(of:from:in:)
        let words = Phrasebook(locale: calendar.locale ?? Locale(identifier: "en_US"))
        let reading = sentenceReading
        guard let rule = reading.rule else { return words("s.neverOccurs") }
        let said = sentence(rule, reading.start, calendar)
        switch reading.clock {
        case .viewers: return said
        case .utc: return said + words("s.inUTC")
        case .viewersWithUTCDays(let days):
            let names = days.map { calendar.names.shortWeekdays[$0 - 1] }.joinedAsList(in: calendar)
            return said + words("s.inUTC.days", ["days": names])
        }
    }

    /// A rule's sentence from a start, with its end.
    ///
    /// Feeds repeat whole rules, end included, far more often than not, so the finished
    /// sentence is kept too; a rule seen with a new end reuses the rest of its words.
    private static func sentence(of rule: RecurrenceRule, from start: ICalDateTime?, in calendar: Calendar) -> String {
        let inputs = start.map { sentenceParts($0, rule) } ?? StartParts()
        let locale = calendar.locale?.identifier ?? ""
        let whole = SentenceKey(rule: rule, start: inputs, locale: locale, firstWeekday: calendar.firstWeekday)
        return finishedSentences.value(for: whole) { uncachedSentence(of: rule, from: start, inputs, in: calendar) }
    }

    private static let finishedSentences = Memo<SentenceKey, String>(capacity: 1024)

    /// A rule's sentence from its open-ended parts, kept per rule, and its end.
    private static func uncachedSentence(
        of rule: RecurrenceRule, from start: ICalDateTime?, _ inputs: StartParts, in calendar: Calendar
    ) -> String {
        var openEnded = rule
        openEnded.end = .never
        let endFollows = rule.end != .never
        let key = SentenceKey(
            rule: openEnded, start: inputs, locale: calendar.locale?.identifier ?? "",
            firstWeekday: calendar.firstWeekday, endFollows: endFollows)
        let parts = sentences.value(for: key) {
            RuleSentence(rule: openEnded, start: start, calendar: calendar, endFollows: endFollows).parts
        }
        return finished(parts, rule, start, calendar)
    }

    /// A rule's sentence worded from nothing kept.
    private static func wordedSentence(of rule: RecurrenceRule, from start: ICalDateTime?, in calendar: Calendar)
        -> String
    {
        var openEnded = rule
        openEnded.end = .never
        let parts = RuleSentence(rule: openEnded, start: start, calendar: calendar, endFollows: rule.end != .never)
            .parts
        return finished(parts, rule, start, calendar)
    }

    /// The open-ended parts with the rule's end, starting with a capital.
    private static func finished(
        _ parts: RuleSentence.Parts, _ rule: RecurrenceRule, _ start: ICalDateTime?, _ calendar: Calendar
    ) -> String {
        let sentence = RuleSentence(rule: rule, start: start, calendar: calendar)
        let text = sentence.onceText ?? RuleSentence.compose(parts, end: sentence.endPhrase())
        // A sentence may open with the picker's short names, which some languages write in
        // lower case ("mar y jue"): the sentence still starts with a capital.
        guard let first = text.first, !(first.isASCII && !first.isLowercase) else { return text }
        return String(first).uppercased(with: calendar.locale) + text.dropFirst()
    }

    private static let sentences = Memo<SentenceKey, RuleSentence.Parts>(capacity: 4096)

    /// The parts of the start a sentence reads: the weekday when BYDAY is missing, the
    /// day of the month when no BY part gives the day, the month when a yearly rule names
    /// none, the time when a BY part sets it.
    static func sentenceParts(_ start: ICalDateTime, _ rule: RecurrenceRule) -> StartParts {
        var parts = StartParts()
        if rule.weekdays.isEmpty { parts.append(start.weekday) }
        if rule.frequency >= .monthly && rule.daysOfTheMonth.isEmpty && rule.weekdays.isEmpty
            && rule.daysOfTheYear.isEmpty && rule.weeks.isEmpty
        {
            parts.append(start.month)
            parts.append(start.day)
        }
        if rule.frequency == .yearly && rule.months.isEmpty { parts.append(start.month) }
        if rule.frequency == .daily && rule.interval % 7 == 0 { parts.append(start.weekday) }
        if rule.hasTimeParts || rule.frequency < .daily {
            parts.append(start.hour)
            parts.append(start.minute)
            parts.append(start.second)
        }
        // A single occurrence is said as its date, which the whole start decides: its day
        // (three bytes hold every day number from year 0 on), its time and its form.
        if case .afterOccurrences(1) = rule.end {
            var whole = StartParts()
            let day = DayNumber.from(year: start.year, month: start.month, day: start.day) + 1_000_000
            whole.append(day >> 16)
            whole.append(day >> 8)
            whole.append(day)
            whole.append(start.hour)
            whole.append(start.minute)
            whole.append(start.second)
            whole.append(start.form == .utc ? 2 : start.form == .date ? 1 : 0)
            return whole
        }
        return parts
    }
}

extension RuleNote {
    var isNeverOccurs: Bool {
        if case .neverOccurs = self { return true }
        return false
    }
}

/// A rule's sentence in one calendar's words.
private struct SentenceKey: Hashable, Sendable {
    let rule: RecurrenceRule
    let start: StartParts
    let locale: String
    let firstWeekday: Int
    /// Whether an end follows, which changes the words before it.
    var endFollows = false
}
