/// Checks rule text against RFC 5545's grammar and ranges before libical sees it.
///
/// libical 3.0.16 silently changes some values (`BYDAY=300MO` becomes `44MO`,
/// `INTERVAL=70000` becomes `4464`) and accepts a repeated part, so the text is checked
/// here first and the exact problem reported, instead of passing on a changed rule.
enum RuleGrammar {
    /// The most values a BY part may hold in libical's fixed arrays (BYDAY, BYSETPOS).
    static let maximumListLength = 385
    /// RFC 5545 sets no bound; a 32-bit count keeps every product with a period in range.
    static let maximumInterval = RecurrenceRule.maximumInterval

    static let weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    /// Returns the rule's parts by name (upper case), or throws naming what is wrong.
    static func check(_ text: String) throws(WeekdaysError) -> RuleParts {
        guard !text.isEmpty else { throw .invalidRule("the rule is empty", in: text) }
        var bytes = text
        let parts = try bytes.withUTF8 { utf8 in Result { () throws(WeekdaysError) in try readParts(utf8, of: text) } }
            .get()
        try checkValues(parts, in: text)
        return parts
    }

    /// The parts of a rule's text, from its UTF-8 bytes in one pass: each is found between
    /// semicolons, its name by its place in a fixed table, with no Substring made for it.
    private static func readParts(_ utf8: UnsafeBufferPointer<UInt8>, of text: String) throws(WeekdaysError)
        -> RuleParts
    {
        guard utf8.allSatisfy({ $0 >= 0x21 && $0 < 0x7F }) else {
            throw .invalidRule(
                "the rule holds a space, a control character or a non-ASCII character", in: text)
        }
        var parts = RuleParts()
        var start = 0
        var index = 0
        while start <= utf8.count {
            let end = utf8[start...].firstIndex(of: UInt8(ascii: ";")) ?? utf8.count
            let part = utf8[start..<end]
            guard let equals = part.firstIndex(of: UInt8(ascii: "=")), equals != start, equals + 1 != end else {
                let written = String(decoding: part, as: UTF8.self)
                throw .invalidRule("part \(index + 1) (`\(written)`) is not of the form NAME=VALUE", in: text)
            }
            let written = utf8[start..<equals]
            guard let name = RulePart(named: written) else {
                let upper = asciiUppercased(written)
                let kind = upper.hasPrefix("X-") ? "an extension part, which is not read" : "not an RFC 5545 rule part"
                throw .invalidRule("`\(String(decoding: written, as: UTF8.self))` is \(kind)", part: upper, in: text)
            }
            guard parts[name] == nil else {
                throw .invalidRule("\(name.name) appears more than once", part: name.name, in: text)
            }
            parts[name] = asciiUppercased(utf8[(equals + 1)..<end])
            start = end + 1
            index += 1
        }
        return parts
    }

    /// The pieces of printable ASCII text between separators, empty ones kept: split on
    /// bytes, as the text holds one byte per character.
    static func asciiPieces(_ text: Substring, by separator: Unicode.Scalar) -> [Substring] {
        let byte = UInt8(ascii: separator)
        let utf8 = text.utf8
        var pieces: [Substring] = []
        var start = utf8.startIndex
        var index = start
        while index != utf8.endIndex {
            if utf8[index] == byte {
                pieces.append(Substring(utf8[start..<index]))
                start = utf8.index(after: index)
            }
            index = utf8.index(after: index)
        }
        pieces.append(Substring(utf8[start...]))
        return pieces
    }

    /// The parts whose values are lists of whole numbers, with their ranges; signed ones
    /// also count from the end (-1 is the last).
    private static let numberLists: [(RulePart, ClosedRange<Int>, Bool)] = [
        (.bySecond, 0...60, false), (.byMinute, 0...59, false), (.byHour, 0...23, false),
        (.byMonthDay, 1...31, true), (.byYearDay, 1...366, true), (.byWeekNo, 1...53, true),
        (.byMonth, 1...12, false), (.bySetPos, 1...366, true),
    ]

    /// The parts BYSETPOS can choose among.
    private static let choosableParts: [RulePart] = [
        .bySecond, .byMinute, .byHour, .byDay, .byMonthDay, .byYearDay, .byWeekNo, .byMonth,
    ]

    private static func checkValues(_ parts: RuleParts, in text: String) throws(WeekdaysError) {
        guard let freq = parts[.freq] else { throw .invalidRule("FREQ is missing", part: "FREQ", in: text) }
        guard let frequency = RecurrenceRule.Frequency(rawValue: freq) else {
            throw .invalidRule(
                "FREQ=\(freq) is not a frequency (SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY,"
                    + " MONTHLY or YEARLY)", part: "FREQ", in: text)
        }
        if parts[.count] != nil && parts[.until] != nil {
            throw .invalidRule("COUNT and UNTIL cannot both be given", part: "UNTIL", in: text)
        }
        if let interval = parts[.interval] {
            _ = try integer(interval, name: "INTERVAL", in: 1...maximumInterval, text: text)
        }
        if let count = parts[.count] {
            _ = try integer(count, name: "COUNT", in: 1...Int(Int32.max), text: text)
        }
        if let until = parts[.until] {
            let value: ICalDateTime
            do { value = try ICalDateTime(parsing: until) } catch {
                throw .invalidRule("UNTIL: \(error.message)", part: "UNTIL", in: text)
            }
            // libical takes a year 0000 time for "no time" and writes the rule without it.
            if value.year == 0 {
                throw .invalidRule(
                    "UNTIL=\(until) is in the year 0000, which libical cannot write back", part: "UNTIL", in: text)
            }
        }
        if let start = parts[.weekStart], !weekdayCodes.contains(start) {
            throw .invalidRule("WKST=\(start) is not a weekday (SU, MO, TU, WE, TH, FR or SA)", part: "WKST", in: text)
        }
        for (part, range, signed) in numberLists {
            guard let list = parts[part] else { continue }
            let name = part.name
            for item in try items(of: list, name: name, text: text) {
                let value = try integer(
                    item, name: name, in: (signed ? -range.upperBound : range.lowerBound)...range.upperBound,
                    text: text)
                if signed && value == 0 {
                    throw .invalidRule("\(name) value 0 is out of range", part: name, in: text)
                }
            }
        }
        if let list = parts[.byDay] {
            for item in try items(of: list, name: "BYDAY", text: text) {
                try checkDay(item, frequency: frequency, hasWeekNumbers: parts[.byWeekNo] != nil, text: text)
            }
        }
        try checkCombinations(parts, frequency: frequency, text: text)
    }

    private static func checkCombinations(
        _ parts: RuleParts, frequency: RecurrenceRule.Frequency, text: String
    ) throws(WeekdaysError) {
        if parts[.byMonthDay] != nil && frequency == .weekly {
            throw .invalidRule("BYMONTHDAY cannot be used with FREQ=WEEKLY", part: "BYMONTHDAY", in: text)
        }
        if parts[.byYearDay] != nil && [.daily, .weekly, .monthly].contains(frequency) {
            throw .invalidRule("BYYEARDAY cannot be used with FREQ=\(frequency.rawValue)", part: "BYYEARDAY", in: text)
        }
        if parts[.byWeekNo] != nil && frequency != .yearly {
            throw .invalidRule("BYWEEKNO can only be used with FREQ=YEARLY", part: "BYWEEKNO", in: text)
        }
        if parts[.bySetPos] != nil && !choosableParts.contains(where: { parts[$0] != nil }) {
            throw .invalidRule("BYSETPOS needs another BYxxx part to choose from", part: "BYSETPOS", in: text)
        }
    }

    private static func checkDay(
        _ item: Substring, frequency: RecurrenceRule.Frequency, hasWeekNumbers: Bool, text: String
    ) throws(WeekdaysError) {
        // The text is printable ASCII (checked first): a byte is a character.
        let code = String(decoding: item.utf8.suffix(2), as: UTF8.self)
        guard item.utf8.count >= 2, weekdayCodes.contains(code) else {
            throw .invalidRule("BYDAY value `\(item)` does not end in a weekday (SU ... SA)", part: "BYDAY", in: text)
        }
        let ordinal = item.utf8.dropLast(2)
        guard !ordinal.isEmpty else { return }
        let position = try integer(Substring(ordinal), name: "BYDAY position", in: -53...53, text: text)
        guard position != 0 else {
            throw .invalidRule(
                "BYDAY value `\(item)` has position 0; positions are 1 to 53 or -53 to -1", part: "BYDAY", in: text)
        }
        guard frequency == .monthly || frequency == .yearly else {
            throw .invalidRule(
                "BYDAY value `\(item)` has a position, which only MONTHLY and YEARLY rules allow",
                part: "BYDAY", in: text)
        }
        if frequency == .monthly && abs(position) > 5 {
            throw .invalidRule("BYDAY value `\(item)`: a month has at most 5 of each weekday", part: "BYDAY", in: text)
        }
        if hasWeekNumbers {
            throw .invalidRule(
                "BYDAY value `\(item)` has a position, which BYWEEKNO does not allow", part: "BYDAY", in: text)
        }
    }

    private static func items(of list: String, name: String, text: String) throws(WeekdaysError) -> [Substring] {
        let items = asciiPieces(Substring(list), by: ",")
        if items.contains(where: \.isEmpty) {
            throw .invalidRule("\(name) has an empty item in `\(list)`", part: name, in: text)
        }
        if items.count > maximumListLength {
            throw .invalidRule(
                "\(name) has \(items.count) values; at most \(maximumListLength) are read", part: name, in: text)
        }
        return items
    }

    private static func integer<S: StringProtocol>(
        _ digits: S, name: String, in range: ClosedRange<Int>, text: String
    ) throws(WeekdaysError) -> Int {
        var body = Substring(digits).utf8[...]
        var sign = 1
        if let first = body.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            body = body.dropFirst()
        }
        let digitBytes = UInt8(ascii: "0")...UInt8(ascii: "9")
        guard !body.isEmpty, body.count <= 12, body.allSatisfy(digitBytes.contains) else {
            throw .invalidRule("\(name) value `\(digits)` is not a whole number", part: partName(name), in: text)
        }
        let value = sign * body.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        guard range.contains(value) else {
            throw .invalidRule(
                "\(name) value \(digits) is out of range (\(range.lowerBound) to \(range.upperBound))",
                part: partName(name), in: text)
        }
        return value
    }

    /// The rule part a checked value belongs to (`BYDAY position` is in BYDAY).
    private static func partName(_ name: String) -> String {
        String(name.prefix { $0 != " " })
    }
}

/// The fourteen parts RFC 5545 gives a rule.
enum RulePart: Int, CaseIterable {
    case freq, until, count, interval, bySecond, byMinute, byHour, byDay, byMonthDay, byYearDay, byWeekNo
    case byMonth, bySetPos, weekStart

    /// Its name in a rule.
    var name: String { RulePart.names[rawValue] }

    private static let names = [
        "FREQ", "UNTIL", "COUNT", "INTERVAL", "BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY",
        "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYMONTH", "BYSETPOS", "WKST",
    ]

    /// The part a name written in any case names, or nil for any other name.
    init?(named name: some Collection<UInt8>) {
        guard let index = RulePart.names.firstIndex(where: { asciiCaselessEquals(name, $0.utf8) }) else {
            return nil
        }
        self.init(rawValue: index)
    }
}

/// A rule's parts as written (upper case), at most one of each, each in its own place.
struct RuleParts {
    private var values = [String?](repeating: nil, count: RulePart.allCases.count)

    /// The value of `part`, if given.
    subscript(part: RulePart) -> String? {
        get { values[part.rawValue] }
        set { values[part.rawValue] = newValue }
    }
}

extension RecurrenceRule {
    /// A rule's text with its COUNT and UNTIL parts taken out, the rest as written; for
    /// text that reads as a rule (printable ASCII).
    package static func withoutEnd(_ text: String) -> String {
        var kept = ""
        var first = true
        for part in text.utf8.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false) {
            let name = part.prefix { $0 != UInt8(ascii: "=") }
            if asciiCaselessEquals(name, "COUNT") || asciiCaselessEquals(name, "UNTIL") { continue }
            if !first { kept += ";" }
            first = false
            kept += Substring(part)
        }
        return kept
    }

}
