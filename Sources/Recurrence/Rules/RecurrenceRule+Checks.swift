/// The one check of a rule's values against RFC 5545 section 3.3.10, made where a rule is
/// made: by the initializer, the text reader, the Foundation crossing and decoding.
extension RecurrenceRule {
    /// The most values a BY part may hold: every BY part's distinct values fit (BYDAY's
    /// 7 × 53 positions and the plain days), and a list past it is not a rule but noise.
    public static let maximumListLength = 385

    /// Throws naming the first value or combination RFC 5545 does not allow; `text` is the
    /// rule as written, when it was read from text, for the error to quote.
    func check(text: String?) throws(WeekdaysError) {
        if !(1...Self.maximumInterval).contains(interval) {
            throw invalid(
                "INTERVAL value \(interval) is out of range (1 to \(Self.maximumInterval))", "INTERVAL", text: text)
        }
        switch end {
        case .never: break
        case .afterOccurrences(let count):
            if !(1...Self.maximumInterval).contains(count) {
                throw invalid(
                    "COUNT value \(count) is out of range (1 to \(Self.maximumInterval))", "COUNT", text: text)
            }
        case .until(let until):
            if let problem = until.fieldProblem {
                throw invalid("UNTIL=\(until) \(problem)", "UNTIL", text: text)
            }
        }
        if let firstWeekday, !(1...7).contains(firstWeekday) {
            throw invalid(
                "WKST weekday \(firstWeekday) is out of range (1 for Sunday to 7 for Saturday)", "WKST", text: text)
        }
        for kind in RuleLists.Kind.numberLists { try checkNumbers(kind, text: text) }
        let days = lists.count(.weekdays)
        if days > 0 {
            try checkLength(days, "BYDAY", text: text)
            for index in 0..<days { try check(lists.weekday(at: index), text: text) }
        }
        try checkCombinations(text: text)
    }

    /// The error for a part, quoting the rule as written, or as this model writes it.
    private func invalid(_ message: String, _ part: String, text: String?) -> WeekdaysError {
        .invalidRule(message, part: part, in: text ?? rfc5545String)
    }

    private func checkNumbers(_ list: RuleLists.Kind, text: String?) throws(WeekdaysError) {
        let count = lists.count(list)
        guard count > 0 else { return }
        let name = list.partName
        try checkLength(count, name, text: text)
        for index in 0..<count {
            let value = lists.number(list, at: index)
            guard !list.allows(value) else { continue }
            let (lowest, highest) = (list.lowest, list.highest)
            let ranges = list.isSigned ? "\(-highest) to -1 or 1 to \(highest)" : "\(lowest) to \(highest)"
            throw invalid("\(name) value \(value) is out of range (\(ranges))", name, text: text)
        }
    }

    private func checkLength(_ count: Int, _ name: String, text: String?) throws(WeekdaysError) {
        guard count > Self.maximumListLength else { return }
        throw invalid("\(name) has \(count) values; at most \(Self.maximumListLength) are read", name, text: text)
    }

    private func check(_ day: Weekday, text: String?) throws(WeekdaysError) {
        guard (1...7).contains(day.weekday) else {
            throw invalid(day, "names weekday \(day.weekday); weekdays run from 1 (Sunday) to 7 (Saturday)", text: text)
        }
        guard day.position != 0 else { return }
        guard (-53...53).contains(day.position) else {
            throw invalid(day, "has position \(day.position); positions are 1 to 53 or -53 to -1", text: text)
        }
        try checkPlace(of: day, text: text)
    }

    /// Whether a day with a position may have one in this rule.
    private func checkPlace(of day: Weekday, text: String?) throws(WeekdaysError) {
        guard frequency == .monthly || frequency == .yearly else {
            throw invalid(day, "has a position, which only MONTHLY and YEARLY rules allow", text: text)
        }
        if !lists.isEmpty(.weeks) {
            throw invalid(day, "has a position, which BYWEEKNO does not allow", text: text)
        }
    }

    private func invalid(_ day: Weekday, _ message: String, text: String?) -> WeekdaysError {
        invalid("BYDAY value `\(day.rfc5545Text)` \(message)", "BYDAY", text: text)
    }

    /// Whether a rule read in range, with these parts (bits by ``RulePart``), this
    /// frequency and BYDAY positions or none, passes ``checkCombinations(text:)`` and the
    /// check of BYDAY positions: the same refusals, told from the parts alone, as a list
    /// read is never empty.
    @inline(__always)
    static func allowsCombinations(of parts: UInt16, frequency: Frequency, positioned: Bool) -> Bool {
        let weeks: UInt16 = 1 << RulePart.byWeekNo.rawValue
        let yearDays: UInt16 = 1 << RulePart.byYearDay.rawValue
        let forbidden: UInt16 =
            switch frequency {
            case .secondly, .minutely, .hourly: weeks
            case .daily, .monthly: weeks | yearDays
            case .weekly: weeks | yearDays | 1 << RulePart.byMonthDay.rawValue
            case .yearly: 0
            }
        guard parts & forbidden == 0 else { return false }
        // A position needs MONTHLY or YEARLY, and no BYWEEKNO.
        if positioned && (parts & weeks != 0 || !(frequency == .monthly || frequency == .yearly)) { return false }
        // BYSETPOS chooses among what another BY part gives.
        let setPositions: UInt16 = 1 << RulePart.bySetPos.rawValue
        return parts & setPositions == 0 || parts & ~setPositions & RulePart.listBits != 0
    }

    private func checkCombinations(text: String?) throws(WeekdaysError) {
        if !lists.isEmpty(.daysOfTheMonth) && frequency == .weekly {
            throw invalid("BYMONTHDAY cannot be used with FREQ=WEEKLY", "BYMONTHDAY", text: text)
        }
        if !lists.isEmpty(.daysOfTheYear) && (frequency == .daily || frequency == .weekly || frequency == .monthly) {
            throw invalid("BYYEARDAY cannot be used with FREQ=\(frequency.rawValue)", "BYYEARDAY", text: text)
        }
        if !lists.isEmpty(.weeks) && frequency != .yearly {
            throw invalid("BYWEEKNO can only be used with FREQ=YEARLY", "BYWEEKNO", text: text)
        }
        if !lists.isEmpty(.setPositions) && !(hasDateParts || hasTimeParts) {
            throw invalid("BYSETPOS needs another BYxxx part to choose from", "BYSETPOS", text: text)
        }
    }
}

extension RuleLists.Kind {
    /// The lists of whole numbers, in the order the check takes them.
    static let numberLists: [Self] = [
        .seconds, .minutes, .hours, .daysOfTheMonth, .daysOfTheYear, .weeks, .months, .setPositions,
    ]

    /// The list's name in a rule.
    var partName: String {
        switch self {
        case .seconds: "BYSECOND"
        case .minutes: "BYMINUTE"
        case .hours: "BYHOUR"
        case .weekdays: "BYDAY"
        case .daysOfTheMonth: "BYMONTHDAY"
        case .daysOfTheYear: "BYYEARDAY"
        case .weeks: "BYWEEKNO"
        case .months: "BYMONTH"
        case .setPositions: "BYSETPOS"
        }
    }

    /// The highest value RFC 5545 allows in the list (for BYDAY, a position's).
    var highest: Int {
        switch self {
        case .seconds: 60
        case .minutes: 59
        case .hours: 23
        case .weekdays, .weeks: 53
        case .daysOfTheMonth: 31
        case .daysOfTheYear, .setPositions: 366
        case .months: 12
        }
    }

    /// The lowest value of an unsigned list.
    var lowest: Int {
        switch self {
        case .seconds, .minutes, .hours: 0
        default: 1
        }
    }

    /// Whether the list also counts from the end: -1 is the last, and 0 is no value.
    var isSigned: Bool {
        switch self {
        case .seconds, .minutes, .hours, .months: false
        default: true
        }
    }

    /// Whether RFC 5545 allows `value` in the list: the one table of ranges, for the
    /// check and for the scanner, which keeps only values it allows.
    @inline(__always) func allows(_ value: Int) -> Bool {
        isSigned ? value != 0 && value.magnitude <= highest : (lowest...highest).contains(value)
    }
}

extension ICalDateTime {
    /// What makes the fields no date the engine can place (a month of 13, a 30th of
    /// February, a year outside 1 to 9999), or nil when they are one.
    package var fieldProblem: String? {
        guard (1...9999).contains(year) else { return "is outside the years 0001 to 9999" }
        guard (1...12).contains(month) else { return "has month \(month); months run from 1 to 12" }
        let length = ICalDateTime.daysInMonth(year: year, month: month)
        guard (1...length).contains(day) else { return "has day \(day); that month has \(length) days" }
        guard (0...23).contains(hour), (0...59).contains(minute), (0...60).contains(second) else {
            return "has a time out of range"
        }
        return nil
    }
}

extension RecurrenceRule {
    /// The BYDAY days that can occur: RFC 5545 allows ordinals to 53 and ignores those a
    /// period cannot hold, so the 6th Wednesday of a month (or of a BYMONTH month) is left out.
    package var occurringWeekdays: [Weekday] {
        let inMonths = frequency == .monthly || (frequency == .yearly && !months.isEmpty)
        return weekdays.filter { !inMonths || abs($0.position) <= 5 }
    }
}
