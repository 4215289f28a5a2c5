internal import CLibical
import Foundation

extension EventAlarm {
    /// Every VALARM directly inside a component, in the file's order.
    ///
    /// The corresponding libical function is `icalcomponent_get_first_component`.
    static func all(in component: ComponentPointer) -> [Self] {
        var alarms: [Self] = []
        var child = icalcomponent_get_first_component(component, ICAL_VALARM_COMPONENT)
        while let current = child {
            alarms.append(Self(reading: current))
            child = icalcomponent_get_next_component(component, ICAL_VALARM_COMPONENT)
        }
        return alarms
    }

    /// Copies one VALARM out of libical.
    private init(reading alarm: ComponentPointer) {
        var action = ""
        if let property = icalcomponent_get_first_property(alarm, ICAL_ACTION_PROPERTY) {
            action = takeLibicalString(icalproperty_get_value_as_string_r(property)) ?? ""
        }
        var trigger: Trigger?
        if let property = icalcomponent_get_first_property(alarm, ICAL_TRIGGER_PROPERTY),
            icalproperty_get_value(property) != nil
        {
            let raw = icalproperty_get_trigger(property)
            if icaltime_is_null_time(raw.time) == 0 {
                // A time that names no instant (a 13th month) is no trigger, never another time.
                let time = ICalDateTime(libical: raw.time).with(form: .utc)
                let instant = time.instant(in: TimeZone(secondsFromGMT: 0) ?? .gmt)
                let readable =
                    icaltime_is_valid_time(raw.time) != 0 && LibicalValueReader.reasonUnreadable(time) == nil
                    && ICalDateTime.isPlaceable(instant)
                trigger = readable ? .absolute(instant) : nil
            } else {
                let related = icalproperty_get_first_parameter(property, ICAL_RELATED_PARAMETER)
                let fromEnd = related.map { icalparameter_get_related($0) == ICAL_RELATED_END } ?? false
                trigger = .relative(ICalDuration(libical: raw.duration), fromEnd: fromEnd)
            }
        }
        let details = icalcomponent_get_first_property(alarm, ICAL_DESCRIPTION_PROPERTY).flatMap {
            copyLibicalString(icalproperty_get_description($0))
        }
        self.init(action: Action(rawValue: action), trigger: trigger, details: details)
    }
}
