internal import CLibical

/// Writes components as iCalendar text through libical: folded lines, CRLF, escaped text.
package enum EventWriter {
    /// One VEVENT: UID, DTSTAMP, SUMMARY, DTSTART (with TZID for a zoned start) and RRULE.
    ///
    /// The corresponding libical function is `icalcomponent_as_ical_string_r`.
    package static func eventText(
        uid: String, summary: String?, start: ICalDateTime, zoneID: String?,
        rule: RecurrenceRule?, stamp: ICalDateTime
    ) -> String {
        LibicalSetup.ensure()
        guard let event = icalcomponent_new_vevent() else { return "" }
        // > icalcomponent_free frees the component with the properties added to it.
        defer { icalcomponent_free(event) }
        // > icalcomponent_add_property gives the property to the component.
        icalcomponent_add_property(event, icalproperty_new_uid(uid))
        icalcomponent_add_property(event, icalproperty_new_dtstamp(stamp.with(form: .utc).libicalValue))
        if let summary { icalcomponent_add_property(event, icalproperty_new_summary(summary)) }
        let dtstart = icalproperty_new_dtstart(start.libicalValue)
        if let zoneID, start.form == .floating {
            // > icalproperty_add_parameter gives the parameter to the property.
            icalproperty_add_parameter(dtstart, icalparameter_new_tzid(zoneID))
        }
        icalcomponent_add_property(event, dtstart)
        if let rule { icalcomponent_add_property(event, icalproperty_new_rrule(rule.libicalValue())) }
        return takeLibicalString(icalcomponent_as_ical_string_r(event)) ?? ""
    }

    /// A VTIMEZONE for an IANA zone from libical's zone data, its TZID set to the plain
    /// name so DTSTART;TZID=<name> refers to it; nil when libical does not know the zone.
    package static func timeZoneText(_ identifier: String) -> String? {
        LibicalSetup.ensure()
        // > Built-in zones belong to libical and are never freed by the caller.
        guard let zone = icaltimezone_get_builtin_timezone(identifier),
            let shared = icaltimezone_get_component(zone),
            let copy = icalcomponent_new_clone(shared)
        else { return nil }
        // > The clone belongs to the caller.
        defer { icalcomponent_free(copy) }
        if let property = icalcomponent_get_first_property(copy, ICAL_TZID_PROPERTY) {
            icalproperty_set_tzid(property, identifier)
        }
        return takeLibicalString(icalcomponent_as_ical_string_r(copy))
    }
}
