internal import CLibical

extension ComponentSchedule {
    /// Parses a scanned component with libical and copies out its times, rules,
    /// exceptions, extra dates and recurrence id.
    package init(parsing chunk: ComponentChunk) throws(WeekdaysError) {
        self.init(reading: try Component(parsing: chunk.bytes), of: chunk)
    }

    /// Copies the schedule out of a component libical has already parsed.
    ///
    /// A value whose fields name no time is left out and kept in ``unreadableValues``; a
    /// component whose RECURRENCE-ID is one gets no start either, so that it is not read
    /// as the series it overrides.
    init(reading component: Component, of chunk: ComponentChunk) {
        let root = component.pointer
        let kind = copyLibicalString(icalcomponent_kind_to_string(icalcomponent_isa(root))) ?? chunk.kind
        var reader = ScheduleValueReader(chunk: chunk, kind: kind)
        var end: Time?
        var duration: ICalDuration?
        if let property = icalcomponent_get_first_property(root, ICAL_DTEND_PROPERTY) {
            end = reader.time(of: property, named: "DTEND") { icalproperty_get_dtend($0) }
        } else if let property = icalcomponent_get_first_property(root, ICAL_DUE_PROPERTY) {
            end = reader.time(of: property, named: "DUE") { icalproperty_get_due($0) }
        }
        if let property = icalcomponent_get_first_property(root, ICAL_DURATION_PROPERTY) {
            duration = reader.duration(of: property)
        }
        var recurrenceID: RecurrenceID?
        if let property = icalcomponent_get_first_property(root, ICAL_RECURRENCEID_PROPERTY),
            let time = reader.time(of: property, named: "RECURRENCE-ID", { icalproperty_get_recurrenceid($0) })
        {
            let range = icalproperty_get_first_parameter(property, ICAL_RANGE_PARAMETER)
            recurrenceID = RecurrenceID(
                time: time,
                includesLaterInstances: range.map { icalparameter_get_range($0) == ICAL_RANGE_THISANDFUTURE }
                    ?? false)
        }
        var start = icalcomponent_get_first_property(root, ICAL_DTSTART_PROPERTY).flatMap {
            reader.time(of: $0, named: "DTSTART") { icalproperty_get_dtstart($0) }
        }
        let exceptionDates = every(root, ICAL_EXDATE_PROPERTY) {
            reader.time(of: $0, named: "EXDATE") { icalproperty_get_exdate($0) }
        }
        let extraDates = every(root, ICAL_RDATE_PROPERTY) { reader.extraDate($0) }
        if reader.unreadable.contains(where: { $0.property == "RECURRENCE-ID" }) { start = nil }
        self.init(
            kind: kind,
            uid: text(root, ICAL_UID_PROPERTY),
            summary: first(root, ICAL_SUMMARY_PROPERTY) { copyLibicalString(icalproperty_get_summary($0)) },
            status: text(root, ICAL_STATUS_PROPERTY)?.uppercased(),
            start: start, end: end, duration: duration, rules: chunk.rules,
            exceptionDates: exceptionDates, extraDates: extraDates,
            recurrenceID: recurrenceID, libicalErrors: errors(in: root),
            firstLine: chunk.firstLine, calendar: chunk.calendar, isTruncated: chunk.isTruncated)
        unreadableValues = reader.unreadable
        if let line = reader.firstLine(named: "DTEND") {
            endLine = line
        } else if let line = reader.firstLine(named: "DUE") {
            (endName, endLine) = ("DUE", line)
        }
        durationLine = reader.firstLine(named: "DURATION")
        exceptionLines = Self.lines(of: exceptionDates, named: "EXDATE", in: chunk)
        extraDateLines = Self.lines(of: extraDates.map(\.start), named: "RDATE", in: chunk)
        location = first(root, ICAL_LOCATION_PROPERTY) { copyLibicalString(icalproperty_get_location($0)) }
        details = first(root, ICAL_DESCRIPTION_PROPERTY) { copyLibicalString(icalproperty_get_description($0)) }
        url = first(root, ICAL_URL_PROPERTY) { copyLibicalString(icalproperty_get_url($0)) }
        categories = every(root, ICAL_CATEGORIES_PROPERTY) { copyLibicalString(icalproperty_get_categories($0)) }
        alarms = Alarm.all(in: root)
        if let property = icalcomponent_get_first_property(root, ICAL_SEQUENCE_PROPERTY),
            icalproperty_get_value(property) != nil
        {
            sequence = Int(icalproperty_get_sequence(property))
        }
    }

    /// Where each value is written: the line of the first property of its name that holds
    /// it, or the component's BEGIN line when none visibly does.
    ///
    /// `work`, when given, counts the lines read and the probes of their table: a test's
    /// way to see that each value costs the same however many there are.
    package static func lines(
        of times: [Time], named name: String, in chunk: ComponentChunk, counting work: WorkCount? = nil
    ) -> [Int] {
        guard !times.isEmpty else { return [] }
        let written = chunk.valueLines(named: name, counting: work)
        return times.map { time in
            work?.add()
            return written[time.value.description.uppercased()] ?? chunk.firstLine
        }
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

/// The value of the first property of a kind, as `read` reads it: the others are not visited.
private func first<Value>(
    _ component: ComponentPointer, _ kind: icalproperty_kind, _ read: (OpaquePointer) -> Value?
) -> Value? {
    icalcomponent_get_first_property(component, kind).flatMap(read)
}

/// The value of the first property of a kind as text, as libical writes it.
///
/// The corresponding libical function is `icalproperty_get_value_as_string_r`.
private func text(_ component: ComponentPointer, _ kind: icalproperty_kind) -> String? {
    guard let property = icalcomponent_get_first_property(component, kind) else { return nil }
    return takeLibicalString(icalproperty_get_value_as_string_r(property))
}
