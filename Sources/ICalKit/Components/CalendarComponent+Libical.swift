internal import CLibical

extension CalendarComponent {
    /// Parses a scanned component with libical and copies out every field.
    ///
    /// A value whose fields name no time is left out and kept in ``unreadableValues``; a
    /// component whose RECURRENCE-ID is one gets no start either, so that it is not read
    /// as the series it overrides.
    init(parsing chunk: ComponentChunk) throws(WeekdaysError) {
        let component = try Component(parsing: chunk.bytes)
        let root = component.pointer
        let kind = copyLibicalString(icalcomponent_kind_to_string(icalcomponent_isa(root))) ?? chunk.kind
        var reader = LibicalValueReader(chunk: chunk, kind: kind)
        self.init(
            kind: kind, rules: chunk.rules, firstLine: chunk.firstLine, calendar: chunk.calendar,
            isTruncated: chunk.isTruncated)
        if let property = icalcomponent_get_first_property(root, ICAL_DTEND_PROPERTY) {
            end = reader.time(of: property, named: "DTEND") { icalproperty_get_dtend($0) }
        } else if let property = icalcomponent_get_first_property(root, ICAL_DUE_PROPERTY) {
            end = reader.time(of: property, named: "DUE") { icalproperty_get_due($0) }
        }
        if let property = icalcomponent_get_first_property(root, ICAL_DURATION_PROPERTY) {
            duration = reader.duration(of: property)
        }
        if let property = icalcomponent_get_first_property(root, ICAL_RECURRENCEID_PROPERTY),
            let time = reader.time(of: property, named: "RECURRENCE-ID", { icalproperty_get_recurrenceid($0) })
        {
            let range = icalproperty_get_first_parameter(property, ICAL_RANGE_PARAMETER)
            recurrenceID = RecurrenceID(
                time: time,
                includesLaterInstances: range.map { icalparameter_get_range($0) == ICAL_RANGE_THISANDFUTURE }
                    ?? false)
        }
        start = icalcomponent_get_first_property(root, ICAL_DTSTART_PROPERTY).flatMap {
            reader.time(of: $0, named: "DTSTART") { icalproperty_get_dtstart($0) }
        }
        exceptionDates = every(root, ICAL_EXDATE_PROPERTY) {
            reader.time(of: $0, named: "EXDATE") { icalproperty_get_exdate($0) }
        }
        extraDates = every(root, ICAL_RDATE_PROPERTY) { reader.extraDate($0) }
        if reader.unreadable.contains(where: { $0.property == "RECURRENCE-ID" }) { start = nil }
        unreadableValues = reader.unreadable
        uid = first(root, ICAL_UID_PROPERTY) { copyLibicalString(icalproperty_get_uid($0)) }
        summary = first(root, ICAL_SUMMARY_PROPERTY) { copyLibicalString(icalproperty_get_summary($0)) }
        status = text(root, ICAL_STATUS_PROPERTY)?.uppercased()
        location = first(root, ICAL_LOCATION_PROPERTY) { copyLibicalString(icalproperty_get_location($0)) }
            .map(FreeText.init)
        details = first(root, ICAL_DESCRIPTION_PROPERTY) { copyLibicalString(icalproperty_get_description($0)) }
            .map(FreeText.init)
        url = first(root, ICAL_URL_PROPERTY) { copyLibicalString(icalproperty_get_url($0)) }
        categories = every(root, ICAL_CATEGORIES_PROPERTY) { copyLibicalString(icalproperty_get_categories($0)) }
        alarms = EventAlarm.all(in: root)
        if let property = icalcomponent_get_first_property(root, ICAL_SEQUENCE_PROPERTY),
            icalproperty_get_value(property) != nil
        {
            sequence = Int(icalproperty_get_sequence(property))
        }
        if icalcomponent_isa(root) == ICAL_VTIMEZONE_COMPONENT {
            zoneID = first(root, ICAL_TZID_PROPERTY) { copyLibicalString(icalproperty_get_tzid($0)) }
            zoneLocation = firstText(root, ICAL_X_PROPERTY, named: "X-LIC-LOCATION") { icalproperty_get_x($0) }
        }
        libicalErrors = errors(in: root)
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

/// The text of the first property of a kind (for X properties, of a name), unescaped.
private func firstText(
    _ component: ComponentPointer, _ kind: icalproperty_kind, named name: String,
    _ read: (OpaquePointer) -> UnsafePointer<CChar>?
) -> String? {
    var property = icalcomponent_get_first_property(component, kind)
    while let current = property {
        if copyLibicalString(icalproperty_get_x_name(current)) == name {
            return copyLibicalString(read(current))
        }
        property = icalcomponent_get_next_property(component, kind)
    }
    return nil
}

/// libical's `X-LIC-ERROR` properties in the component and its children (alarms).
private func errors(in component: ComponentPointer) -> [String] {
    var messages: [String] = []
    var property = icalcomponent_get_first_property(component, ICAL_XLICERROR_PROPERTY)
    while let current = property {
        if let text = copyLibicalString(icalproperty_get_xlicerror(current)) { messages.append(text) }
        property = icalcomponent_get_next_property(component, ICAL_XLICERROR_PROPERTY)
    }
    var child = icalcomponent_get_first_component(component, ICAL_ANY_COMPONENT)
    while let current = child {
        messages += errors(in: current)
        child = icalcomponent_get_next_component(component, ICAL_ANY_COMPONENT)
    }
    return messages
}
