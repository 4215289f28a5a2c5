internal import Caching

/// A rule's RRULE text, read and written in Swift.
extension RecurrenceRule {
    /// Reads an RRULE value, with or without the `RRULE:` prefix, in any case.
    ///
    /// Throws naming the part at fault for anything RFC 5545 section 3.3.10 does not allow.
    /// Repeated BY values are kept once. The text libical's `icalrecurrencetype_from_string`
    /// reads gives the same rule here.
    public init(parsing text: String) throws(WeekdaysError) {
        self = try RecurrenceRule.reading(ofText: text).rule
    }

    /// The rule a text gives as ``rfc5545String`` writes it; nil when the text is not a rule.
    ///
    /// Kept with the text's reading, so a caller that has the text skips writing the rule.
    package static func writtenForm(ofText text: String) -> String? {
        try? reading(ofText: text).written
    }

    /// A text's rule and its written form: feeds repeat the same few rules thousands of
    /// times, so each text is read (and written back) once, and handed out by reference.
    package static func reading(ofText text: String) throws(WeekdaysError) -> TextReading {
        try parsed.value(for: text) { Result { () throws(WeekdaysError) in try freshReading(ofText: text) } }.get()
    }

    /// A text's rule and its written form, read now and not kept, for a caller that keeps
    /// readings of its own.
    package static func freshReading(ofText text: String) throws(WeekdaysError) -> TextReading {
        var body = Substring(text)
        if body.utf8.count >= 6, asciiCaselessEquals(body.utf8.prefix(6), "RRULE:") {
            body = Substring(body.utf8.dropFirst(6))
        }
        let rule = try RuleGrammar.read(String(body))
        return TextReading(rule: rule, written: rule.rfc5545String)
    }

    /// A rule text read: the rule, and the rule as it is written back.
    package final class TextReading: Sendable {
        package let rule: RecurrenceRule
        package let written: String

        init(rule: RecurrenceRule, written: String) {
            self.rule = rule
            self.written = written
        }
    }

    private static let parsed = Memo<String, Result<TextReading, WeekdaysError>>()

    /// The rule as an RRULE value: FREQ, then UNTIL or COUNT, INTERVAL unless 1, the BY
    /// parts from BYSECOND to BYSETPOS, and WKST unless Monday; upper case, no prefix.
    ///
    /// Part for part the text libical's `icalrecurrencetype_as_string_r` writes, so files
    /// and outputs stay the same whichever library wrote them.
    public var rfc5545String: String {
        var text = "FREQ=" + frequency.rawValue
        switch end {
        case .never: break
        case .until(let until): text += ";UNTIL=" + until.description
        case .afterOccurrences(let count): text += ";COUNT=" + String(count)
        }
        if interval != 1 { text += ";INTERVAL=" + String(interval) }
        func write(_ name: String, _ values: [Int]) {
            guard !values.isEmpty else { return }
            text += ";" + name + "=" + values.map(String.init).joined(separator: ",")
        }
        write("BYSECOND", seconds)
        write("BYMINUTE", minutes)
        write("BYHOUR", hours)
        if !weekdays.isEmpty { text += ";BYDAY=" + weekdays.map(\.rfc5545Text).joined(separator: ",") }
        write("BYMONTHDAY", daysOfTheMonth)
        write("BYYEARDAY", daysOfTheYear)
        write("BYWEEKNO", weeks)
        write("BYMONTH", months)
        write("BYSETPOS", setPositions)
        if let firstWeekday, firstWeekday != 2 { text += ";WKST=" + Weekday.code(of: firstWeekday) }
        return text
    }
}

extension RecurrenceRule.Weekday {
    /// The day as a BYDAY item: `MO`, `2MO`, `-1FR`.
    public var rfc5545Text: String {
        (position == 0 ? "" : String(position)) + Self.code(of: weekday)
    }

    /// RFC 5545's two letters for a `Calendar` weekday; a number outside 1...7 is written
    /// as itself, so an error can quote it.
    static func code(of weekday: Int) -> String {
        (1...7).contains(weekday) ? RuleGrammar.weekdayCodes[weekday - 1] : "<\(weekday)>"
    }
}
