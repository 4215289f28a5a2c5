internal import CLibical

extension ComponentRecord {
    /// Parses a scanned component with libical and copies out what the tools read.
    ///
    /// - Parameter readingSchedule: also copies out its times and exceptions
    ///   (``schedule``) from the same parse, for callers that need both.
    package init(parsing chunk: ComponentChunk, readingSchedule: Bool = false) throws(WeekdaysError) {
        let component = try Component(parsing: chunk.bytes)
        defer { if readingSchedule { schedule = ComponentSchedule(reading: component, of: chunk) } }
        let root = component.pointer
        let kind = copyLibicalString(icalcomponent_kind_to_string(icalcomponent_isa(root))) ?? chunk.kind
        var start: ICalDateTime?
        var startZoneID: String?
        if let property = icalcomponent_get_first_property(root, ICAL_DTSTART_PROPERTY) {
            let time = icalproperty_get_dtstart(property)
            if icaltime_is_null_time(time) == 0, icaltime_is_valid_time(time) != 0 {
                start = ICalDateTime(libical: time)
            }
            if let parameter = icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER) {
                startZoneID = copyLibicalString(icalparameter_get_tzid(parameter))
            }
        }
        var zoneID: String?
        var zoneLocation: String?
        if icalcomponent_isa(root) == ICAL_VTIMEZONE_COMPONENT {
            zoneID = firstText(root, ICAL_TZID_PROPERTY) { icalproperty_get_tzid($0) }
            zoneLocation = firstText(root, ICAL_X_PROPERTY, named: "X-LIC-LOCATION") { icalproperty_get_x($0) }
        }
        self.init(
            kind: kind, uid: firstText(root, ICAL_UID_PROPERTY) { icalproperty_get_uid($0) },
            summary: firstText(root, ICAL_SUMMARY_PROPERTY) { icalproperty_get_summary($0) },
            start: start, startZoneID: startZoneID, rules: chunk.rules,
            libicalErrors: errors(in: root),
            exceptionDates: count(root, ICAL_EXDATE_PROPERTY),
            extraDates: count(root, ICAL_RDATE_PROPERTY),
            isOverride: icalcomponent_get_first_property(root, ICAL_RECURRENCEID_PROPERTY) != nil,
            zoneID: zoneID, zoneLocation: zoneLocation,
            firstLine: chunk.firstLine, calendar: chunk.calendar, isTruncated: chunk.isTruncated)
    }
}

/// The text of the first property of a kind (for X properties, of a name), unescaped.
private func firstText(
    _ component: ComponentPointer, _ kind: icalproperty_kind, named name: String? = nil,
    _ read: (OpaquePointer) -> UnsafePointer<CChar>?
) -> String? {
    var property = icalcomponent_get_first_property(component, kind)
    while let current = property {
        if name == nil || copyLibicalString(icalproperty_get_x_name(current)) == name {
            return copyLibicalString(read(current))
        }
        property = icalcomponent_get_next_property(component, kind)
    }
    return nil
}

private func count(_ component: ComponentPointer, _ kind: icalproperty_kind) -> Int {
    Int(icalcomponent_count_properties(component, kind))
}

/// libical's `X-LIC-ERROR` properties in the component and its children (alarms).
func errors(in component: ComponentPointer) -> [String] {
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
