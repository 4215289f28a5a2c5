internal import CLibical
internal import Caching

// Every use of libical's `icalrecurrencetype` lives in this file: it is a value struct in
// libical 3.0 and a reference-counted object in libical 4.

extension RecurrenceRule {
    /// The rule libical reads from `text` (with its own reading of every part), for
    /// `validate`'s round trip and as the oracle of the Swift reader and writer; nil when
    /// libical refuses the text or reads a rule RFC 5545 does not allow.
    ///
    /// The corresponding libical function is `icalrecurrencetype_from_string`.
    package static func readByLibical(_ text: String) -> RecurrenceRule? {
        LibicalSetup.ensure()
        icalerror_clear_errno()
        var raw = icalrecurrencetype_from_string(text)
        // > rscale is heap memory the caller frees.
        defer { freeScale(&raw) }
        guard raw.freq != ICAL_NO_RECURRENCE else { return nil }
        return try? RecurrenceRule(libical: &raw)
    }

    /// The rule as libical writes it, for `validate`'s round trip and the writer's tests.
    ///
    /// The corresponding libical function is `icalrecurrencetype_as_string_r`. libical
    /// keeps INTERVAL in a C `short`, so a larger one is written as its placeholder.
    package var writtenByLibical: String {
        LibicalSetup.ensure()
        var raw = libicalValue()
        return takeLibicalString(icalrecurrencetype_as_string_r(&raw)) ?? ""
    }

    private init(libical raw: inout icalrecurrencetype) throws(WeekdaysError) {
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
        try self.init(
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
