internal import CLibical

extension CalendarComponent {
    /// One VALARM of a component, as written: what it does, when, and the text it shows.
    package struct Alarm: Hashable, Sendable {
        /// When it goes off.
        package enum Trigger: Hashable, Sendable {
            /// A duration from each instance's start, or from its end with `RELATED=END`.
            case relative(ICalDuration, fromEnd: Bool)
            /// A fixed UTC time (`TRIGGER;VALUE=DATE-TIME`).
            case absolute(ICalDateTime)
        }

        /// ACTION, upper case (`DISPLAY`, `AUDIO`, `EMAIL`, ...).
        package var action: String
        /// TRIGGER; nil when the alarm has none that reads.
        package var trigger: Trigger?
        /// DESCRIPTION, unescaped.
        package var details: String?

        /// An alarm with its action, trigger and text.
        package init(action: String, trigger: Trigger?, details: String? = nil) {
            self.action = action
            self.trigger = trigger
            self.details = details
        }
    }
}

extension CalendarComponent.Alarm {
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
            action = (takeLibicalString(icalproperty_get_value_as_string_r(property)) ?? "").uppercased()
        }
        var trigger: Trigger?
        if let property = icalcomponent_get_first_property(alarm, ICAL_TRIGGER_PROPERTY),
            icalproperty_get_value(property) != nil
        {
            let raw = icalproperty_get_trigger(property)
            if icaltime_is_null_time(raw.time) == 0 {
                // A time that names no instant (a 13th month) is no trigger, never another time.
                let time = ICalDateTime(libical: raw.time).with(form: .utc)
                let readable =
                    icaltime_is_valid_time(raw.time) != 0 && LibicalValueReader.reasonUnreadable(time) == nil
                trigger = readable ? .absolute(time) : nil
            } else {
                let related = icalproperty_get_first_parameter(property, ICAL_RELATED_PARAMETER)
                let fromEnd = related.map { icalparameter_get_related($0) == ICAL_RELATED_END } ?? false
                trigger = .relative(ICalDuration(libical: raw.duration), fromEnd: fromEnd)
            }
        }
        let details = icalcomponent_get_first_property(alarm, ICAL_DESCRIPTION_PROPERTY).flatMap {
            copyLibicalString(icalproperty_get_description($0))
        }
        self.init(action: action, trigger: trigger, details: details)
    }
}
