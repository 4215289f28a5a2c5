internal import CLibical

/// Writes components as iCalendar text through libical: folded lines, CRLF, escaped text.
package enum EventWriter {
    /// The last year a DTSTART can be written in: libical 3.0 writes `00000000T000000` for
    /// any later one (and then reads the property as broken), so later starts are refused.
    package static let latestWritableYear = 3000

    /// A VALARM of an event: when it goes off relative to the start, and how.
    package struct Alarm: Hashable, Sendable {
        /// Whether it plays a sound (`ACTION:AUDIO`) rather than shows a text (`DISPLAY`).
        package var playsSound: Bool
        /// Seconds from the event's start (negative before it); the `TRIGGER` value.
        package var offset: Int
        /// The text a DISPLAY alarm shows (RFC 5545 requires one).
        package var text: String

        /// An alarm `offset` seconds from the start.
        package init(playsSound: Bool, offset: Int, text: String) {
            self.playsSound = playsSound
            self.offset = offset
            self.text = text
        }
    }

    /// One VEVENT: UID, DTSTAMP, SUMMARY, LOCATION, DESCRIPTION, DTSTART (with TZID for a
    /// zoned start), DURATION, RRULE and its VALARMs, the properties in that order.
    ///
    /// The corresponding libical function is `icalcomponent_as_ical_string_r`.
    package static func eventText(
        uid: String, summary: String?, location: String? = nil, details: String? = nil, start: ICalDateTime,
        zoneID: String?,
        rule: RecurrenceRule?, stamp: ICalDateTime, duration: ICalDuration? = nil, alarms: [Alarm] = []
    ) -> String {
        LibicalSetup.ensure()
        guard let event = icalcomponent_new_vevent() else { return "" }
        // > icalcomponent_free frees the component with the properties added to it.
        defer { icalcomponent_free(event) }
        // > icalcomponent_add_property gives the property to the component.
        icalcomponent_add_property(event, icalproperty_new_uid(uid))
        icalcomponent_add_property(event, icalproperty_new_dtstamp(stamp.with(form: .utc).libicalValue))
        if let summary { icalcomponent_add_property(event, icalproperty_new_summary(textValue(summary))) }
        if let location { icalcomponent_add_property(event, icalproperty_new_location(textValue(location))) }
        if let details { icalcomponent_add_property(event, icalproperty_new_description(textValue(details))) }
        let dtstart = icalproperty_new_dtstart(start.libicalValue)
        if let zoneID, start.form == .floating {
            // > icalproperty_add_parameter gives the parameter to the property.
            icalproperty_add_parameter(dtstart, icalparameter_new_tzid(zoneID))
        }
        icalcomponent_add_property(event, dtstart)
        if let duration { icalcomponent_add_property(event, icalproperty_new_duration(duration.libicalValue)) }
        if let rule { icalcomponent_add_property(event, icalproperty_new_rrule(rule.libicalValue())) }
        for alarm in alarms { addAlarm(alarm, to: event) }
        return takeLibicalString(icalcomponent_as_ical_string_r(event)) ?? ""
    }

    /// A TEXT value with each CR LF pair and each lone CR made one LF, the line break
    /// libical writes as `\n`: RFC 5545 TEXT has no other, and libical drops a CR.
    package static func textValue(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var result = ""
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            if scalar == "\n" && afterCarriageReturn { continue }
            result.unicodeScalars.append(scalar == "\r" ? "\n" : scalar)
        }
        return result
    }

    /// Adds a VALARM: ACTION, TRIGGER relative to the start, and a DISPLAY's DESCRIPTION.
    ///
    /// The corresponding libical function is `icalcomponent_new_valarm`.
    private static func addAlarm(_ alarm: Alarm, to event: ComponentPointer) {
        guard let component = icalcomponent_new_valarm() else { return }
        let action = alarm.playsSound ? ICAL_ACTION_AUDIO : ICAL_ACTION_DISPLAY
        icalcomponent_add_property(component, icalproperty_new_action(action))
        let trigger = icaltriggertype_from_int(Int32(clamping: alarm.offset))
        icalcomponent_add_property(component, icalproperty_new_trigger(trigger))
        if !alarm.playsSound {
            icalcomponent_add_property(component, icalproperty_new_description(textValue(alarm.text)))
        }
        // > icalcomponent_add_component gives the child to its parent, which frees it.
        icalcomponent_add_component(event, component)
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
