/// Reads rule text (RFC 5545 section 3.3.10) into a ``RecurrenceRule``: the syntax here,
/// the values by the model's own check.
///
/// Parts may come in any order and any case; each may appear once. BYDAY is ordered from
/// the week's first day, as libical orders it, so the rule writes back as libical writes it.
enum RuleGrammar {
    static let weekdayCodes = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]

    /// The rule a text gives, or an error naming what is wrong and where.
    static func read(_ written: String) throws(WeekdaysError) -> RecurrenceRule {
        var rule = RecurrenceRule(head: RuleHead(frequency: .yearly), lists: RuleLists())
        try read(written, into: &rule)
        return rule
    }

    /// Reads a text into `rule`, an empty rule where the caller keeps it, or throws naming
    /// what is wrong and where (and `rule` is then not to be used).
    @inline(__always) static func read(_ written: String, into rule: inout RecurrenceRule) throws(WeekdaysError) {
        // A rule the scanner takes is whole and checked; any other is read again, slowly,
        // to say what is wrong and where.
        if RuleScanner.scan(written, into: &rule) { return }
        rule = try readSlowly(written)
    }

    /// The rule a text gives, read part by part with no scanner: what the scanner gives for
    /// every text it takes, and the error for every other.
    static func readSlowly(_ written: String) throws(WeekdaysError) -> RecurrenceRule {
        let text = RecurrenceRule.withoutPrefix(written)
        guard !text.isEmpty else { throw .invalidRule("the rule is empty", in: text) }
        var bytes = text
        let parts = try bytes.withUTF8 { utf8 in Result { () throws(WeekdaysError) in try readParts(utf8, of: text) } }
            .get()
        let rule = try values(of: parts, in: text)
        try rule.check(text: text)
        return rule
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
            guard let name = RulePart(named: UnsafeBufferPointer(rebasing: written)) else {
                let upper = asciiUppercased(written)
                let kind = upper.hasPrefix("X-") ? "an extension part, which is not read" : "not an RFC 5545 rule part"
                throw .invalidRule("`\(String(decoding: written, as: UTF8.self))` is \(kind)", part: upper, in: text)
            }
            guard !parts.has(name) else {
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

    /// The values of a rule's parts, read as numbers and weekdays; ranges are the model's.
    private static func values(of parts: RuleParts, in text: String) throws(WeekdaysError) -> RecurrenceRule {
        guard let freq = parts[.freq] else { throw .invalidRule("FREQ is missing", part: "FREQ", in: text) }
        guard let frequency = RecurrenceRule.Frequency(rawValue: freq) else {
            throw .invalidRule(
                "FREQ=\(freq) is not a frequency (SECONDLY, MINUTELY, HOURLY, DAILY, WEEKLY,"
                    + " MONTHLY or YEARLY)", part: "FREQ", in: text)
        }
        if parts[.count] != nil && parts[.until] != nil {
            throw .invalidRule("COUNT and UNTIL cannot both be given", part: "UNTIL", in: text)
        }
        let interval = try parts[.interval].map { v throws(WeekdaysError) in
            try integer(v, name: "INTERVAL", text: text)
        }
        var end = RecurrenceRule.End.never
        if let count = parts[.count] {
            end = .afterOccurrences(try integer(count, name: "COUNT", text: text))
        } else if let until = parts[.until] {
            do { end = .until(try ICalDateTime(parsing: until)) } catch {
                throw .invalidRule("UNTIL: \(error.message)", part: "UNTIL", in: text)
            }
        }
        var weekStart: Int?
        if let start = parts[.weekStart] {
            guard let index = weekdayCodes.firstIndex(of: start) else {
                throw .invalidRule(
                    "WKST=\(start) is not a weekday (SU, MO, TU, WE, TH, FR or SA)", part: "WKST", in: text)
            }
            weekStart = index + 1
        }
        func numbers(_ part: RulePart) throws(WeekdaysError) -> [Int] {
            guard let list = parts[part] else { return [] }
            var values: [Int] = []
            for item in try items(of: list, name: part.name, text: text) {
                values.append(try integer(item, name: part.name, text: text))
            }
            return values.uniqued()
        }
        var days: [RecurrenceRule.Weekday] = []
        if let list = parts[.byDay] {
            for item in try items(of: list, name: "BYDAY", text: text) { days.append(try day(item, text: text)) }
        }
        var rule = RecurrenceRule(
            unchecked: frequency, interval: interval ?? 1, end: end, firstWeekday: weekStart,
            seconds: try numbers(.bySecond), minutes: try numbers(.byMinute), hours: try numbers(.byHour),
            weekdays: days, daysOfTheMonth: try numbers(.byMonthDay), daysOfTheYear: try numbers(.byYearDay),
            weeks: try numbers(.byWeekNo), months: try numbers(.byMonth), setPositions: try numbers(.bySetPos))
        // libical orders the days from Monday as it reads BYDAY, and again from WKST when it
        // reads WKST after it; the same two passes give the same order.
        rule.lists = rule.lists.orderingWeekdays(
            from: weekStart ?? 2, after: parts.comesBefore(.byDay, .weekStart) ? 2 : nil)
        return rule
    }

    /// A BYDAY item: a weekday code, with an optional signed position before it.
    private static func day(_ item: Substring, text: String) throws(WeekdaysError) -> RecurrenceRule.Weekday {
        // The text is printable ASCII (checked first): a byte is a character.
        let code = String(decoding: item.utf8.suffix(2), as: UTF8.self)
        guard item.utf8.count >= 2, let index = weekdayCodes.firstIndex(of: code) else {
            throw .invalidRule("BYDAY value `\(item)` does not end in a weekday (SU ... SA)", part: "BYDAY", in: text)
        }
        let ordinal = item.utf8.dropLast(2)
        guard !ordinal.isEmpty else { return RecurrenceRule.Weekday(index + 1) }
        let position = try integer(Substring(ordinal), name: "BYDAY position", text: text)
        guard position != 0 else {
            throw .invalidRule(
                "BYDAY value `\(item)` has position 0; positions are 1 to 53 or -53 to -1", part: "BYDAY", in: text)
        }
        return RecurrenceRule.Weekday(index + 1, position: position)
    }

    private static func items(of list: String, name: String, text: String) throws(WeekdaysError) -> [Substring] {
        let items = asciiPieces(Substring(list), by: ",")
        if items.contains(where: { $0.isEmpty }) {
            throw .invalidRule("\(name) has an empty item in `\(list)`", part: name, in: text)
        }
        if items.count > RecurrenceRule.maximumListLength {
            throw .invalidRule(
                "\(name) has \(items.count) values; at most \(RecurrenceRule.maximumListLength) are read", part: name,
                in: text)
        }
        return items
    }

    /// A whole number of at most 12 digits, with an optional sign; its range is the model's.
    private static func integer<S: StringProtocol>(_ digits: S, name: String, text: String) throws(WeekdaysError)
        -> Int
    {
        var body = Substring(digits).utf8[...]
        var sign = 1
        if let first = body.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
            sign = first == UInt8(ascii: "-") ? -1 : 1
            body = body.dropFirst()
        }
        guard !body.isEmpty, body.count <= 12, body.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else {
            throw .invalidRule("\(name) value `\(digits)` is not a whole number", part: partName(name), in: text)
        }
        return sign * body.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
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
    ///
    /// Told apart by length and one letter, then compared whole: every rule passes here
    /// once a part.
    init?(named name: UnsafeBufferPointer<UInt8>) {
        func letter(_ index: Int) -> UInt8 { name[index] & 0xDF }
        let part: RulePart? =
            switch name.count {
            case 4: letter(0) == UInt8(ascii: "F") ? .freq : .weekStart
            case 5: letter(2) == UInt8(ascii: "T") ? .until : letter(2) == UInt8(ascii: "U") ? .count : .byDay
            case 6: .byHour
            case 7: .byMonth
            case 8:
                switch letter(2) {
                case UInt8(ascii: "T"): .interval
                case UInt8(ascii: "M"): .byMinute
                case UInt8(ascii: "W"): .byWeekNo
                default: letter(4) == UInt8(ascii: "C") ? .bySecond : .bySetPos
                }
            case 9: .byYearDay
            case 10: .byMonthDay
            default: nil
            }
        guard let part, asciiCaselessEquals(name, RulePart.staticNames[part.rawValue]) else { return nil }
        self = part
    }

    private static let staticNames: [StaticString] = [
        "FREQ", "UNTIL", "COUNT", "INTERVAL", "BYSECOND", "BYMINUTE", "BYHOUR", "BYDAY",
        "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYMONTH", "BYSETPOS", "WKST",
    ]
}

/// A rule's parts as written (upper case), at most one of each, each in its own place,
/// with the order they came in.
///
/// Kept in the value, with no array: a refused text is read here, and making an array of
/// optional strings asks the runtime for its type each time.
struct RuleParts {
    /// Each part's value by ``RulePart``, when given: fourteen of one type, laid out as
    /// an array's elements are.
    private var values:
        (
            String?, String?, String?, String?, String?, String?, String?, String?, String?, String?, String?, String?,
            String?, String?
        ) = (nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil)
    /// Each part's place in the order given (1 for the first), four bits by ``RulePart``.
    private var places: UInt64 = 0
    /// How many parts are given so far: the next one's place less one.
    private var given: UInt64 = 0

    /// The value of `part`, if given.
    subscript(part: RulePart) -> String? {
        get {
            withUnsafeBytes(of: values) {
                $0.load(fromByteOffset: part.rawValue * MemoryLayout<String?>.stride, as: String?.self)
            }
        }
        set {
            withUnsafeMutableBytes(of: &values) { values in
                values.baseAddress.map { base in
                    (base + part.rawValue * MemoryLayout<String?>.stride).assumingMemoryBound(to: String?.self)
                        .pointee =
                        newValue
                }
            }
            given += 1
            places |= given << (UInt64(part.rawValue) * 4)
        }
    }

    /// Whether the part is given: told by its place, with no look at its value.
    func has(_ part: RulePart) -> Bool { place(of: part) != 0 }

    /// Whether both parts are given, `first` before `second`.
    func comesBefore(_ first: RulePart, _ second: RulePart) -> Bool {
        has(first) && has(second) && place(of: first) < place(of: second)
    }

    /// The part's place in the order given (1 for the first), or 0 when it is not given.
    private func place(of part: RulePart) -> UInt64 { places >> (UInt64(part.rawValue) * 4) & 15 }
}

extension Array where Element: Hashable {
    /// The elements in their first order, each once.
    ///
    /// Short lists (most rules' are) are searched instead of hashed.
    package func uniqued() -> [Element] {
        if count <= 16 {
            var kept: [Element] = []
            kept.reserveCapacity(count)
            for element in self where !kept.contains(element) { kept.append(element) }
            return kept
        }
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
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

extension RulePart {
    /// The bits (by raw value) of the nine BY parts, each of which fills a list.
    @inline(__always) static var listBits: UInt16 {
        1 << RulePart.bySecond.rawValue | 1 << RulePart.byMinute.rawValue | 1 << RulePart.byHour.rawValue
            | 1 << RulePart.byDay.rawValue | 1 << RulePart.byMonthDay.rawValue | 1 << RulePart.byYearDay.rawValue
            | 1 << RulePart.byWeekNo.rawValue | 1 << RulePart.byMonth.rawValue | 1 << RulePart.bySetPos.rawValue
    }

    /// The BY list a BY part fills (FREQ, UNTIL, COUNT, INTERVAL and WKST fill none).
    @inline(__always) var list: RuleLists.Kind {
        switch self {
        case .bySecond: .seconds
        case .byMinute: .minutes
        case .byHour: .hours
        case .byDay: .weekdays
        case .byMonthDay: .daysOfTheMonth
        case .byYearDay: .daysOfTheYear
        case .byWeekNo: .weeks
        case .byMonth: .months
        default: .setPositions
        }
    }
}
