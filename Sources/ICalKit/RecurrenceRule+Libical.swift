internal import CLibical
internal import Caching

// Every use of libical's `icalrecurrencetype` lives in this file: it is a value struct in
// libical 3.0 and a reference-counted object in libical 4.

extension RecurrenceRule {
    /// Reads an RRULE value, with or without the `RRULE:` prefix.
    ///
    /// The text is checked against RFC 5545 first (libical changes some bad values instead
    /// of rejecting them), then parsed by libical. Repeated BY values are kept once.
    /// The corresponding libical function is `icalrecurrencetype_from_string`.
    public init(parsing text: String) throws(WeekdaysError) {
        self = try RecurrenceRule.reading(ofText: text).rule
    }

    /// The rule a text gives as libical writes it back (``rfc5545String``); nil when the
    /// text is not a rule.
    ///
    /// Kept with the text's reading, so a caller that has the text skips hashing the rule.
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
        let rule = try RecurrenceRule(reading: text)
        // Once per text already: no need to keep it by rule as well.
        return TextReading(rule: rule, written: rule.writtenByLibical())
    }

    /// A rule text read: the rule, and the rule as libical writes it back.
    package final class TextReading: Sendable {
        package let rule: RecurrenceRule
        package let written: String

        init(rule: RecurrenceRule, written: String) {
            self.rule = rule
            self.written = written
        }
    }

    private static let parsed = Memo<String, Result<TextReading, WeekdaysError>>()
    private static let written = Memo<RecurrenceRule, String>()

    /// Reads the text for real: the grammar check, then libical.
    private init(reading text: String) throws(WeekdaysError) {
        var body = Substring(text)
        if body.prefix(6).uppercased() == "RRULE:" { body = body.dropFirst(6) }
        let ruleText = String(body)
        let parts = try RuleGrammar.check(ruleText)
        LibicalSetup.ensure()
        icalerror_clear_errno()
        var raw = icalrecurrencetype_from_string(Self.libicalText(ruleText, parts: parts))
        // > rscale is heap memory the caller frees.
        defer { freeScale(&raw) }
        guard raw.freq != ICAL_NO_RECURRENCE else {
            let message = copyLibicalString(icalerror_strerror(clibical_errno())) ?? "unknown error"
            throw .invalidRule("libical rejected the rule: \(message)", in: text)
        }
        self.init(libical: &raw)
        // libical keeps INTERVAL in a C `short`; the grammar check has read the whole value.
        if let written = parts[.interval].flatMap({ Int($0) }) { interval = written }
        // libical fills in Monday when WKST is absent; the rule as written leaves it open.
        if parts[.weekStart] == nil || firstWeekday == 2 { firstWeekday = nil }
    }

    /// The text handed to libical: upper case, and an INTERVAL beyond its C `short` (which
    /// it would wrap or refuse) replaced by 2, the whole value being kept from the grammar check.
    private static func libicalText(_ text: String, parts: RuleParts) -> String {
        let upper = text.uppercased()
        guard let interval = parts[.interval].flatMap({ Int($0) }), interval > Int(Int16.max) else { return upper }
        return upper.split(separator: ";").map { $0.hasPrefix("INTERVAL=") ? "INTERVAL=2" : String($0) }
            .joined(separator: ";")
    }

    /// The rule as libical writes it: canonical part order, upper case, no prefix.
    ///
    /// The corresponding libical function is `icalrecurrencetype_as_string_r`.
    public var rfc5545String: String {
        RecurrenceRule.written.value(for: self) { writtenByLibical() }
    }

    /// The rule written by libical, not kept.
    private func writtenByLibical() -> String {
        LibicalSetup.ensure()
        var raw = libicalValue()
        let text = takeLibicalString(icalrecurrencetype_as_string_r(&raw)) ?? ""
        // An interval beyond libical's `short` was written as its placeholder; put it back.
        guard interval > Int(Int16.max) else { return text }
        return text.replacingOccurrences(of: "INTERVAL=\(Int16.max)", with: "INTERVAL=\(interval)")
    }

    private init(libical raw: inout icalrecurrencetype) {
        let end: End
        if raw.count > 0 {
            end = .afterOccurrences(Int(raw.count))
        } else if icaltime_is_null_time(raw.until) == 0 {
            end = .until(ICalDateTime(libical: raw.until))
        } else {
            end = .never
        }
        let start = Int(raw.week_start.rawValue)
        let days = readList(clibical_by_day(&raw), clibical_by_day_size()).map { code in
            Weekday(
                Int(icalrecurrencetype_day_day_of_week(Int16(code)).rawValue),
                position: Int(icalrecurrencetype_day_position(Int16(code))))
        }
        self.init(
            frequency: Frequency(libical: raw.freq) ?? .daily,
            interval: Int(raw.interval),
            end: end,
            firstWeekday: (1...7).contains(start) ? start : nil,
            seconds: readList(clibical_by_second(&raw), clibical_by_second_size()).uniqued(),
            minutes: readList(clibical_by_minute(&raw), clibical_by_minute_size()).uniqued(),
            hours: readList(clibical_by_hour(&raw), clibical_by_hour_size()).uniqued(),
            weekdays: days.uniqued(),
            daysOfTheMonth: readList(clibical_by_month_day(&raw), clibical_by_month_day_size()).uniqued(),
            daysOfTheYear: readList(clibical_by_year_day(&raw), clibical_by_year_day_size()).uniqued(),
            weeks: readList(clibical_by_week_no(&raw), clibical_by_week_no_size()).uniqued(),
            months: readList(clibical_by_month(&raw), clibical_by_month_size()).uniqued(),
            setPositions: readList(clibical_by_set_pos(&raw), clibical_by_set_pos_size()).uniqued())
    }

    /// The rule as libical's value struct; the caller owns nothing on the heap.
    func libicalValue() -> icalrecurrencetype {
        var raw = icalrecurrencetype()
        icalrecurrencetype_clear(&raw)
        raw.freq = frequency.libicalValue
        raw.interval = Int16(clamping: interval)
        switch end {
        case .never: break
        case .afterOccurrences(let count): raw.count = Int32(clamping: count)
        case .until(let until): raw.until = until.libicalValue
        }
        if let firstWeekday {
            raw.week_start = icalrecurrencetype_weekday(rawValue: UInt32(firstWeekday))
        }
        writeList(seconds.map(Int16.init), clibical_by_second(&raw), clibical_by_second_size())
        writeList(minutes.map(Int16.init), clibical_by_minute(&raw), clibical_by_minute_size())
        writeList(hours.map(Int16.init), clibical_by_hour(&raw), clibical_by_hour_size())
        writeList(
            weekdays.map { clibical_encode_day(Int32($0.weekday), Int32($0.position)) },
            clibical_by_day(&raw), clibical_by_day_size())
        writeList(daysOfTheMonth.map(Int16.init), clibical_by_month_day(&raw), clibical_by_month_day_size())
        writeList(daysOfTheYear.map(Int16.init), clibical_by_year_day(&raw), clibical_by_year_day_size())
        writeList(weeks.map(Int16.init), clibical_by_week_no(&raw), clibical_by_week_no_size())
        writeList(months.map(Int16.init), clibical_by_month(&raw), clibical_by_month_size())
        writeList(setPositions.map(Int16.init), clibical_by_set_pos(&raw), clibical_by_set_pos_size())
        return raw
    }
}

private func freeScale(_ raw: inout icalrecurrencetype) {
    if let scale = raw.rscale {
        // > rscale is allocated by the parser; the caller frees it.
        icalmemory_free_buffer(scale)
        raw.rscale = nil
    }
}

private func readList(_ base: UnsafeMutablePointer<Int16>?, _ size: Int32) -> [Int] {
    guard let base else { return [] }
    var values: [Int] = []
    for index in 0..<Int(size) {
        let value = base[index]
        if value == clibical_array_end() { break }
        values.append(Int(value))
    }
    return values
}

private func writeList(_ values: [Int16], _ base: UnsafeMutablePointer<Int16>?, _ size: Int32) {
    guard let base else { return }
    let count = min(values.count, Int(size) - 1)
    for index in 0..<count { base[index] = values[index] }
    base[count] = clibical_array_end()
}

extension Array where Element: Hashable {
    /// The elements in their first order, each once.
    func uniqued() -> [Element] {
        var seen = Set<Element>()
        return filter { seen.insert($0).inserted }
    }
}

extension ICalDateTime {
    init(libical time: icaltimetype) {
        let form: Form =
            time.is_date != 0 ? .date : (icaltime_is_utc(time) != 0 ? .utc : .floating)
        self.init(
            year: Int(time.year), month: Int(time.month), day: Int(time.day),
            hour: Int(time.hour), minute: Int(time.minute), second: Int(time.second), form: form)
    }

    /// The value as a libical time; UTC values carry libical's UTC zone, the rest none.
    var libicalValue: icaltimetype {
        var time = icaltime_null_time()
        time.year = Int32(year)
        time.month = Int32(month)
        time.day = Int32(day)
        time.hour = Int32(hour)
        time.minute = Int32(minute)
        time.second = Int32(second)
        time.is_date = form == .date ? 1 : 0
        if form == .utc { time.zone = icaltimezone_get_utc_timezone() }
        return time
    }
}

extension RecurrenceRule.Frequency {
    /// The frequency libical names with `value`; nil for none.
    fileprivate init?(libical value: icalrecurrencetype_frequency) {
        guard let frequency = Self.allCases.first(where: { $0.libicalValue == value }) else { return nil }
        self = frequency
    }

    /// libical's name for the frequency.
    fileprivate var libicalValue: icalrecurrencetype_frequency {
        switch self {
        case .secondly: ICAL_SECONDLY_RECURRENCE
        case .minutely: ICAL_MINUTELY_RECURRENCE
        case .hourly: ICAL_HOURLY_RECURRENCE
        case .daily: ICAL_DAILY_RECURRENCE
        case .weekly: ICAL_WEEKLY_RECURRENCE
        case .monthly: ICAL_MONTHLY_RECURRENCE
        case .yearly: ICAL_YEARLY_RECURRENCE
        }
    }
}
