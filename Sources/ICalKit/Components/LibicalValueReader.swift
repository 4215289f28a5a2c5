internal import CLibical

/// Reads a component's dates, times and durations out of libical, checking each field
/// libical takes without a word, and notes the ones that name no time.
struct LibicalValueReader {
    /// The last year read: libical reads no later one (`icaltime_is_valid_time`).
    static let latestYear = 3000

    /// The component's bytes and the lines its properties are on.
    let chunk: ComponentChunk
    /// `VEVENT`, `VTODO`, ..., for what an unreadable DTSTART means.
    let kind: String
    /// What could not be read, in the order it was met.
    private(set) var unreadable: [CalendarComponent.UnreadableValue] = []
    /// For each property name asked about, each value written (upper case, a PERIOD by its
    /// start) with its line: read once, so N values cost N lookups.
    private var writtenLines: [String: [String: Int]] = [:]
    /// The starts of the RDATE PERIODs whose written duration is too long to read.
    private var longPeriodStarts: Set<String>?

    init(chunk: ComponentChunk, kind: String) {
        self.chunk = chunk
        self.kind = kind
    }

    /// A DATE or DATE-TIME property's value with its TZID; nil when libical could not read
    /// it (it then leaves an `X-LIC-ERROR` and no value) or it names no time.
    mutating func time(
        of property: OpaquePointer, named name: String, _ get: (OpaquePointer) -> icaltimetype
    ) -> CalendarComponent.Time? {
        guard icalproperty_get_value(property) != nil else { return nil }
        return time(get(property), zoneID: Self.zoneID(of: property), named: name)
    }

    /// One RDATE: a DATE or DATE-TIME, or a PERIOD with its end or duration.
    mutating func extraDate(_ property: OpaquePointer) -> CalendarComponent.ExtraDate? {
        guard icalproperty_get_value(property) != nil else { return nil }
        let raw = icalproperty_get_rdate(property)
        let zone = Self.zoneID(of: property)
        if icaltime_is_null_time(raw.time) == 0 {
            return time(raw.time, zoneID: zone, named: "RDATE").map { CalendarComponent.ExtraDate(start: $0) }
        }
        guard let start = time(raw.period.start, zoneID: zone, named: "RDATE") else { return nil }
        if icaltime_is_null_time(raw.period.end) == 0 {
            let end = time(raw.period.end, zoneID: zone, named: "RDATE")
            return CalendarComponent.ExtraDate(start: start, end: end)
        }
        guard icaldurationtype_is_null_duration(raw.period.duration) == 0 else {
            return CalendarComponent.ExtraDate(start: start)
        }
        var duration = ICalDuration(libical: raw.period.duration)
        if isLongPeriod(start) {
            let written = start.value.description
            note(
                "RDATE", written, line: line(of: written, named: "RDATE"),
                "`\(written)` has a PERIOD longer than \(ICalDuration.longestDays) days (the years 1 to 9999), "
                    + "the longest duration read, so it is read as that long")
            duration = raw.period.duration.is_neg != 0 ? ICalDuration(days: -ICalDuration.longestDays) : .longest
        }
        return CalendarComponent.ExtraDate(start: start, duration: duration)
    }

    /// The DURATION property's value, read from its text: libical wraps a long one into
    /// another, so one longer than ``ICalDuration/longestDays`` is noted and read as that.
    mutating func duration(of property: OpaquePointer) -> ICalDuration? {
        guard icalproperty_get_value(property) != nil else { return nil }
        let fromLibical = ICalDuration(libical: icalproperty_get_duration(property))
        guard let written = chunk.propertyLines(named: "DURATION").first else { return fromLibical }
        let text = Self.valuePart(of: written.value)
        switch ICalDuration.reading(text) {
        case .success(let duration): return duration
        // libical read it and said what it thinks of it; its value stands.
        case .failure(.shape): return fromLibical
        case .failure(.tooLong):
            note(
                "DURATION", String(text), line: written.line,
                "is longer than \(ICalDuration.longestDays) days (the years 1 to 9999), the longest duration read, "
                    + "so it is read as that long")
            return text.hasPrefix("-") ? ICalDuration(days: -ICalDuration.longestDays) : .longest
        }
    }

    /// The line of the first property of a name, or nil when it is not written.
    func firstLine(named name: String) -> Int? {
        chunk.propertyLines(named: name).first?.line
    }

    // MARK: - Checks

    /// A libical time as written; nil for libical's null or invalid time and for fields
    /// that name no time, which are noted.
    private mutating func time(
        _ raw: icaltimetype, zoneID: String?, named name: String
    ) -> CalendarComponent.Time? {
        guard icaltime_is_null_time(raw) == 0 else { return nil }
        let form: ICalDateTime.Form = raw.is_date != 0 ? .date : (icaltime_is_utc(raw) != 0 ? .utc : .floating)
        let value = ICalDateTime(
            year: Int(raw.year), month: Int(raw.month), day: Int(raw.day),
            hour: Int(raw.hour), minute: Int(raw.minute), second: Int(raw.second), form: form)
        if let reason = Self.reasonUnreadable(value) {
            let written = value.description
            note(name, written, line: line(of: written, named: name), reason + consequence(of: name))
            return nil
        }
        guard icaltime_is_valid_time(raw) != 0 else { return nil }
        return CalendarComponent.Time(value: value, zoneID: zoneID)
    }

    /// Why fields name no time (with the value in backquotes, as
    /// ``ICalDateTime/init(parsing:)`` says it); nil when they name one.
    static func reasonUnreadable(_ value: ICalDateTime) -> String? {
        let fieldsInRange =
            (1...12).contains(value.month)
            && (1...ICalDateTime.daysInMonth(year: value.year, month: value.month)).contains(value.day)
            && (0..<24).contains(value.hour) && (0..<60).contains(value.minute) && (0...60).contains(value.second)
        if !fieldsInRange {
            do {
                _ = try ICalDateTime(parsing: value.description)
            } catch {
                return error.message
            }
        }
        guard value.year > latestYear else { return nil }
        return "`\(value.description)` is after the year \(latestYear), the last year read"
    }

    /// What becomes of a component when a value of this property cannot be read.
    private func consequence(of name: String) -> String {
        switch name {
        case "DTSTART": ", so the \(kind) has no start and never occurs"
        case "RECURRENCE-ID": ", so the \(kind) names no instance and never occurs"
        default: ", so it is left out"
        }
    }

    private mutating func note(_ property: String, _ text: String, line: Int, _ reason: String) {
        let sentence = reason.hasPrefix("`") ? "\(property) \(reason)" : "\(property) `\(text)` \(reason)"
        unreadable.append(.init(property: property, text: text, line: line, message: "line \(line): \(sentence)"))
    }

    // MARK: - Lines

    /// The line a value of a property is written on; the component's BEGIN line when no
    /// property of the name visibly holds it.
    private mutating func line(of value: String, named name: String) -> Int {
        if writtenLines[name] == nil { writtenLines[name] = chunk.valueLines(named: name) }
        return writtenLines[name]?[value.uppercased()] ?? chunk.firstLine
    }

    /// Whether an RDATE PERIOD of this start is written with a duration too long to read.
    private mutating func isLongPeriod(_ start: CalendarComponent.Time) -> Bool {
        if longPeriodStarts == nil {
            var starts: Set<String> = []
            for (_, written) in chunk.propertyLines(named: "RDATE") {
                for piece in Self.valuePart(of: written).split(separator: ",") {
                    let halves = piece.split(separator: "/", maxSplits: 1)
                    guard halves.count == 2, ICalDuration.reading(halves[1].trimmingBlanks()) == .failure(.tooLong)
                    else { continue }
                    starts.insert(halves[0].trimmingBlanks().uppercased())
                }
            }
            longPeriodStarts = starts
        }
        return longPeriodStarts?.contains(start.value.description.uppercased()) ?? false
    }

    /// The value of a property's text: what follows its last colon outside quotes (the
    /// whole text when it is the value alone).
    static func valuePart(of written: String) -> Substring {
        var quoted = false
        var valueStart = written.startIndex
        for index in written.indices {
            let character = written[index]
            if character == "\"" {
                quoted.toggle()
            } else if character == ":" && !quoted {
                valueStart = written.index(after: index)
            }
        }
        return written[valueStart...].trimmingBlanks()
    }

    private static func zoneID(of property: OpaquePointer) -> String? {
        icalproperty_get_first_parameter(property, ICAL_TZID_PARAMETER).flatMap {
            copyLibicalString(icalparameter_get_tzid($0))
        }
    }
}
