internal import CLibical

/// One component read by libical to be changed and written again: properties removed and
/// added as content lines, then the whole component written as libical writes it.
///
/// Not `Sendable`: it owns a libical component, which belongs to one thread. It frees the
/// component (with everything added to it) when it goes.
package final class EditableComponent {
    private let component: Component

    /// The component a piece of a file holds.
    ///
    /// - Throws: `invalidComponent` when libical cannot read it.
    package init(parsing bytes: [UInt8]) throws(WeekdaysError) {
        component = try Component(parsing: bytes)
    }

    private init(owning component: Component) {
        self.component = component
    }

    /// A copy of the component, every property and child included.
    ///
    /// The corresponding libical function is `icalcomponent_new_clone`.
    package func copy() -> EditableComponent? {
        // > The clone belongs to the caller.
        guard let clone = icalcomponent_new_clone(component.pointer) else { return nil }
        return EditableComponent(owning: Component(owning: clone))
    }

    /// Removes every property of the component itself (not of its alarms) whose name is
    /// one of `names` (upper case).
    ///
    /// The corresponding libical function is `icalcomponent_remove_property`.
    package func remove(_ names: Set<String>) {
        let root = component.pointer
        var doomed: [OpaquePointer] = []
        var property = icalcomponent_get_first_property(root, ICAL_ANY_PROPERTY)
        while let current = property {
            if let name = copyLibicalString(icalproperty_get_property_name(current)), names.contains(name.uppercased())
            {
                doomed.append(current)
            }
            property = icalcomponent_get_next_property(root, ICAL_ANY_PROPERTY)
        }
        for current in doomed {
            // > After icalcomponent_remove_property the property belongs to the caller.
            icalcomponent_remove_property(root, current)
            icalproperty_free(current)
        }
    }

    /// Whether the component itself has a property of this name (upper case).
    package func contains(_ name: String) -> Bool {
        let root = component.pointer
        var property = icalcomponent_get_first_property(root, ICAL_ANY_PROPERTY)
        while let current = property {
            if copyLibicalString(icalproperty_get_property_name(current))?.uppercased() == name { return true }
            property = icalcomponent_get_next_property(root, ICAL_ANY_PROPERTY)
        }
        return false
    }

    /// The component's own properties as content lines, unfolded, with their names (upper
    /// case), in order; those named in `excluded` are left out.
    ///
    /// The corresponding libical function is `icalproperty_as_ical_string_r`.
    package func lines(excluding excluded: Set<String>) -> [(name: String, line: String)] {
        let root = component.pointer
        var lines: [(name: String, line: String)] = []
        var property = icalcomponent_get_first_property(root, ICAL_ANY_PROPERTY)
        while let current = property {
            if let name = copyLibicalString(icalproperty_get_property_name(current))?.uppercased(),
                !excluded.contains(name), let text = takeLibicalString(icalproperty_as_ical_string_r(current))
            {
                let unfolded = text.replacingOccurrences(of: "\r\n ", with: "").replacingOccurrences(
                    of: "\r\n", with: "")
                lines.append((name, unfolded))
            }
            property = icalcomponent_get_next_property(root, ICAL_ANY_PROPERTY)
        }
        return lines
    }

    /// Adds a property written as a content line (`EXDATE;TZID=Europe/Berlin:20261215T090000`).
    ///
    /// - Returns: false when libical cannot read the line; nothing is added then.
    @discardableResult
    package func add(line: String) -> Bool {
        // > icalproperty_new_from_string returns a new property owned by the caller, or NULL.
        guard let property = icalproperty_new_from_string(line) else {
            icalerror_clear_errno()
            return false
        }
        // > icalcomponent_add_property gives the property to the component.
        icalcomponent_add_property(component.pointer, property)
        return true
    }

    /// Replaces every property of a TEXT name (`SUMMARY`, `UID`) with one holding `text`,
    /// escaped by libical as its writer escapes every TEXT value.
    ///
    /// The corresponding libical function is `icalvalue_new_text`.
    @discardableResult
    package func replaceText(_ name: String, with text: String) -> Bool {
        let kind = icalproperty_string_to_kind(name)
        // > icalproperty_new returns a new property owned by the caller, or NULL.
        guard kind != ICAL_NO_PROPERTY, let property = icalproperty_new(kind) else { return false }
        guard let value = icalvalue_new_text(EventWriter.textValue(text)) else {
            icalproperty_free(property)
            return false
        }
        // > icalproperty_set_value gives the value to the property.
        icalproperty_set_value(property, value)
        remove([name])
        // > icalcomponent_add_property gives the property to the component.
        icalcomponent_add_property(component.pointer, property)
        return true
    }

    /// Adds `RELATED-TO;RELTYPE=SIBLING` naming another component's UID.
    ///
    /// The corresponding libical function is `icalproperty_new_relatedto`.
    package func addSibling(_ uid: String) {
        guard let property = icalproperty_new_relatedto(uid) else { return }
        // > icalproperty_add_parameter gives the parameter to the property.
        icalproperty_add_parameter(property, icalparameter_new_reltype(ICAL_RELTYPE_SIBLING))
        icalcomponent_add_property(component.pointer, property)
    }

    /// Replaces every property of a name with one content line.
    @discardableResult
    package func replace(_ name: String, with line: String) -> Bool {
        remove([name])
        return add(line: line)
    }

    /// The component as libical writes it (folded lines, CR LF), without the `X-LIC-ERROR`
    /// notes libical adds where it could not read a value.
    ///
    /// The corresponding libical function is `icalcomponent_as_ical_string_r`.
    package var text: String {
        remove(["X-LIC-ERROR"])
        return takeLibicalString(icalcomponent_as_ical_string_r(component.pointer)) ?? ""
    }
}

extension CalendarComponent.Time {
    /// The property's content line for this value: `TZID` for a zoned time, `VALUE=DATE`
    /// for a date, and the value as RFC 5545 writes it.
    package func line(named name: String) -> String {
        var line = name
        if value.form == .date { line += ";VALUE=DATE" }
        if let zoneID, value.form == .floating { line += ";TZID=" + Self.parameter(zoneID) }
        return line + ":" + value.description
    }

    /// A parameter value, quoted when it holds `:`, `;` or `,` (RFC 5545, 3.2).
    static func parameter(_ text: String) -> String {
        text.contains(where: { $0 == ":" || $0 == ";" || $0 == "," }) ? "\"\(text)\"" : text
    }
}

extension CalendarComponent.ExtraDate {
    /// The RDATE content line for this value: a date, a time, or a PERIOD with its end or
    /// duration.
    package var line: String {
        guard end != nil || duration != nil else { return start.line(named: "RDATE") }
        var line = "RDATE;VALUE=PERIOD"
        if let zoneID = start.zoneID, start.value.form == .floating {
            line += ";TZID=" + CalendarComponent.Time.parameter(zoneID)
        }
        let tail = end.map(\.value.description) ?? duration.map(\.text) ?? ""
        return line + ":" + start.value.description + "/" + tail
    }
}
