internal import CLibical

extension ComponentSchedule {
    /// Parses a scanned component with libical and copies out its times, rules,
    /// exceptions, extra dates and recurrence id.
    package init(parsing chunk: ComponentChunk) throws(WeekdaysError) {
        self.init(reading: try Component(parsing: chunk.bytes), of: chunk)
    }

    /// Copies the schedule out of a component libical has already parsed.
    init(reading component: Component, of chunk: ComponentChunk) {
        let root = component.pointer
        var end: Time?
        var duration: ICalDuration?
        if let property = icalcomponent_get_first_property(root, ICAL_DTEND_PROPERTY) {
            end = readTime(property) { icalproperty_get_dtend($0) }
        } else if let property = icalcomponent_get_first_property(root, ICAL_DUE_PROPERTY) {
            end = readTime(property) { icalproperty_get_due($0) }
        }
        if let property = icalcomponent_get_first_property(root, ICAL_DURATION_PROPERTY),
            icalproperty_get_value(property) != nil
        {
            duration = ICalDuration(libical: icalproperty_get_duration(property))
        }
        var recurrenceID: RecurrenceID?
        if let property = icalcomponent_get_first_property(root, ICAL_RECURRENCEID_PROPERTY),
            let time = readTime(property, { icalproperty_get_recurrenceid($0) })
        {
            let range = icalproperty_get_first_parameter(property, ICAL_RANGE_PARAMETER)
            recurrenceID = RecurrenceID(
                time: time,
                includesLaterInstances: range.map { icalparameter_get_range($0) == ICAL_RANGE_THISANDFUTURE }
                    ?? false)
        }
        self.init(
            kind: copyLibicalString(icalcomponent_kind_to_string(icalcomponent_isa(root))) ?? chunk.kind,
            uid: text(root, ICAL_UID_PROPERTY),
            summary: text(root, ICAL_SUMMARY_PROPERTY),
            status: text(root, ICAL_STATUS_PROPERTY)?.uppercased(),
            start: icalcomponent_get_first_property(root, ICAL_DTSTART_PROPERTY).flatMap {
                readTime($0) { icalproperty_get_dtstart($0) }
            },
            end: end, duration: duration, rules: chunk.rules,
            exceptionDates: every(root, ICAL_EXDATE_PROPERTY) { readTime($0) { icalproperty_get_exdate($0) } },
            extraDates: every(root, ICAL_RDATE_PROPERTY, readExtraDate),
            recurrenceID: recurrenceID, libicalErrors: errors(in: root),
            firstLine: chunk.firstLine, calendar: chunk.calendar, isTruncated: chunk.isTruncated)
        exceptionLines = Self.lines(of: exceptionDates, named: "EXDATE", in: chunk)
        extraDateLines = Self.lines(of: extraDates.map(\.start), named: "RDATE", in: chunk)
        if let property = icalcomponent_get_first_property(root, ICAL_SEQUENCE_PROPERTY),
            icalproperty_get_value(property) != nil
        {
            sequence = Int(icalproperty_get_sequence(property))
        }
    }

    /// Where each value is written: the line of the first property of its name that holds
    /// it, or the component's BEGIN line when none visibly does.
    private static func lines(of times: [Time], named name: String, in chunk: ComponentChunk) -> [Int] {
        guard !times.isEmpty else { return [] }
        let written = chunk.valueLines(named: name)
        return times.map { written[$0.value.description.uppercased()] ?? chunk.firstLine }
    }
}

/// The value of every property of a kind that reads, in order.
private func every<Value>(
    _ component: ComponentPointer, _ kind: icalproperty_kind, _ read: (OpaquePointer) -> Value?
) -> [Value] {
    var values: [Value] = []
    var property = icalcomponent_get_first_property(component, kind)
    while let current = property {
        if let value = read(current) { values.append(value) }
        property = icalcomponent_get_next_property(component, kind)
    }
    return values
}

/// The value of the first property of a kind as text, unescaped.
///
/// The corresponding libical function is `icalproperty_get_value_as_string_r`.
private func text(_ component: ComponentPointer, _ kind: icalproperty_kind) -> String? {
    guard let property = icalcomponent_get_first_property(component, kind) else { return nil }
    return takeLibicalString(icalproperty_get_value_as_string_r(property))
}

/// A DATE or DATE-TIME property's value with its TZID; nil when libical could not read it
/// (it then leaves an `X-LIC-ERROR` and no value).
private func readTime(_ property: OpaquePointer, _ get: (OpaquePointer) -> icaltimetype) -> ComponentSchedule.Time? {
    guard icalproperty_get_value(property) != nil else { return nil }
    return time(get(property), zoneID: zoneID(of: property))
}

/// One RDATE: a DATE or DATE-TIME, or a PERIOD with its end or duration.
private func readExtraDate(_ property: OpaquePointer) -> ComponentSchedule.ExtraDate? {
    guard icalproperty_get_value(property) != nil else { return nil }
    let raw = icalproperty_get_rdate(property)
    let zone = zoneID(of: property)
    if let start = time(raw.time, zoneID: zone) { return ComponentSchedule.ExtraDate(start: start) }
    guard let start = time(raw.period.start, zoneID: zone) else { return nil }
    if let end = time(raw.period.end, zoneID: zone) { return ComponentSchedule.ExtraDate(start: start, end: end) }
    guard icaldurationtype_is_null_duration(raw.period.duration) == 0 else {
        return ComponentSchedule.ExtraDate(start: start)
    }
    return ComponentSchedule.ExtraDate(start: start, duration: ICalDuration(libical: raw.period.duration))
}

private func zoneID(of property: OpaquePointer) -> String? {
    icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER).flatMap {
        copyLibicalString(icalparameter_get_tzid($0))
    }
}

/// A libical time as written; nil for libical's null or invalid time.
private func time(_ raw: icaltimetype, zoneID: String?) -> ComponentSchedule.Time? {
    guard icaltime_is_null_time(raw) == 0, icaltime_is_valid_time(raw) != 0 else { return nil }
    let form: ICalDateTime.Form = raw.is_date != 0 ? .date : (icaltime_is_utc(raw) != 0 ? .utc : .floating)
    let value = ICalDateTime(
        year: Int(raw.year), month: Int(raw.month), day: Int(raw.day),
        hour: Int(raw.hour), minute: Int(raw.minute), second: Int(raw.second), form: form)
    return ComponentSchedule.Time(value: value, zoneID: form == .utc ? nil : zoneID)
}
