internal import Caching

/// A rule's RRULE text, read and written in Swift.
extension RecurrenceRule {
    /// Reads an RRULE value, with or without the `RRULE:` prefix, in any case.
    ///
    /// Throws naming the part at fault for anything RFC 5545 section 3.3.10 does not allow.
    /// Repeated BY values are kept once. The text libical's `icalrecurrencetype_from_string`
    /// reads gives the same rule here.
    ///
    /// The text is borrowed: reading it takes no count of its storage.
    public init(parsing text: borrowing String) throws(WeekdaysError) {
        self.init(head: RuleHead(frequency: .yearly), lists: RuleLists())
        try RuleGrammar.read(text, into: &self)
    }

    /// The text after an `RRULE:` prefix in any case, or the whole text.
    static func withoutPrefix(_ text: String) -> String {
        let utf8 = text.utf8
        // No rule part starts with R: one byte tells nearly every text apart.
        guard let first = utf8.first, first | 0x20 == UInt8(ascii: "r"), utf8.count >= 6,
            asciiCaselessEquals(utf8.prefix(6), "RRULE:")
        else { return text }
        return String(Substring(utf8.dropFirst(6)))
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
        let rule = try RuleGrammar.read(text)
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
        var text: [UInt8] = []
        text.reserveCapacity(64)
        text += "FREQ=".utf8
        text += frequency.rawValue.utf8
        switch end {
        case .never: break
        case .until(let until):
            text += ";UNTIL=".utf8
            until.appendDescription(to: &text)
        case .afterOccurrences(let count):
            text += ";COUNT=".utf8
            Self.append(count, to: &text)
        }
        if interval != 1 {
            text += ";INTERVAL=".utf8
            Self.append(interval, to: &text)
        }
        append("BYSECOND", .seconds, to: &text)
        append("BYMINUTE", .minutes, to: &text)
        append("BYHOUR", .hours, to: &text)
        if !lists.isEmpty(.weekdays) {
            text += ";BYDAY=".utf8
            for index in 0..<lists.count(.weekdays) {
                let day = lists.weekday(at: index)
                if index > 0 { text.append(UInt8(ascii: ",")) }
                if day.position != 0 { Self.append(day.position, to: &text) }
                text += Weekday.code(of: day.weekday).utf8
            }
        }
        append("BYMONTHDAY", .daysOfTheMonth, to: &text)
        append("BYYEARDAY", .daysOfTheYear, to: &text)
        append("BYWEEKNO", .weeks, to: &text)
        append("BYMONTH", .months, to: &text)
        append("BYSETPOS", .setPositions, to: &text)
        if let firstWeekday, firstWeekday != 2 {
            text += ";WKST=".utf8
            text += Weekday.code(of: firstWeekday).utf8
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Appends `;NAME=v,v,...` for a list that has values.
    private func append(_ name: StaticString, _ list: RuleLists.Kind, to text: inout [UInt8]) {
        guard !lists.isEmpty(list) else { return }
        text.append(UInt8(ascii: ";"))
        text += UnsafeBufferPointer(start: name.utf8Start, count: name.utf8CodeUnitCount)
        text.append(UInt8(ascii: "="))
        for index in 0..<lists.count(list) {
            if index > 0 { text.append(UInt8(ascii: ",")) }
            Self.append(lists.number(list, at: index), to: &text)
        }
    }

    /// Appends a whole number's decimal digits, with a minus sign when negative.
    private static func append(_ value: Int, to text: inout [UInt8]) {
        if value < 0 { text.append(UInt8(ascii: "-")) }
        var magnitude = value.magnitude
        let first = text.count
        repeat {
            text.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
            magnitude /= 10
        } while magnitude > 0
        text[first...].reverse()
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
