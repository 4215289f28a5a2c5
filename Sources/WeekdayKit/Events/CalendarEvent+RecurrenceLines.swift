public import Foundation

/// Events from the recurrence lines calendar APIs hand out without a file: the Google
/// Calendar API's `recurrence` array and CalDAV clients' JSON give RRULE, RDATE and EXDATE
/// content lines beside a start and a zone.
extension CalendarEvent {
    /// The content lines one event's recurrence may hold.
    public static let recurrenceLineNames: Set<String> = ["RRULE", "RDATE", "EXDATE"]

    /// The event those lines make from `start`, read exactly as the same lines in a
    /// VEVENT of an `.ics` file are.
    ///
    /// - Parameters:
    ///   - lines: content lines such as `RRULE:FREQ=WEEKLY;BYDAY=MO,WE` and
    ///     `EXDATE;TZID=Europe/Berlin:20261215T090000`, one property each.
    ///   - start: DTSTART: a DATE, a UTC time, or a wall-clock time in `timeZone`.
    ///   - timeZone: the IANA zone of a wall-clock start (its TZID); nil for a floating one.
    ///   - duration: how long each occurrence lasts; nil for RFC 5545's default (a day for
    ///     a DATE start, no time otherwise).
    ///   - uid: the event's UID, if it has one.
    /// - Throws: `WeekdaysError` naming the line for a line that is not RRULE, RDATE or
    ///   EXDATE, holds a control character, or does not read (a rule RFC 5545 refuses, a
    ///   date that does not exist).
    public init(
        recurrence lines: [String], start: ICalDateTime, timeZone: TimeZone? = nil, duration: ICalDuration? = nil,
        uid: String? = nil
    ) throws(WeekdaysError) {
        for (index, line) in lines.enumerated() {
            let problem = Self.recurrenceLineProblem(line)
            if let problem { throw WeekdaysError(.invalidComponent, "recurrence line \(index + 1): \(problem)") }
        }
        if let problem = start.fieldProblem {
            throw WeekdaysError(.invalidComponent, "the start \(start) \(problem)")
        }
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//weekdays//recurrence lines//EN\r\nBEGIN:VEVENT\r\n"
        if let uid {
            guard !uid.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
                throw WeekdaysError(.invalidComponent, "the UID holds a control character")
            }
            text += "UID:\(uid)\r\n"
        }
        let zone = start.form == .floating ? timeZone.map { ";TZID=\($0.identifier)" } ?? "" : ""
        text += "DTSTART\(start.form == .date ? ";VALUE=DATE" : zone):\(start)\r\n"
        if let duration { text += "DURATION:\(duration.text)\r\n" }
        for line in lines { text += line + "\r\n" }
        text += "END:VEVENT\r\nEND:VCALENDAR\r\n"
        let calendar = EventCalendar(
            inputs: [.data(Data(text.utf8), name: "recurrence")], viewerZone: timeZone ?? .gmt)
        if let problem = calendar.problems.first {
            throw WeekdaysError(.invalidComponent, problem.message)
        }
        guard calendar.events.count == 1, let event = calendar.events.first else {
            throw WeekdaysError(.invalidComponent, "the lines do not make one event")
        }
        self = event
    }

    /// What keeps a line from being one recurrence property, or nil.
    private static func recurrenceLineProblem(_ line: String) -> String? {
        if line.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            return "`\(ControlCharacters.escaped(line))` holds a control character; give one property a line"
        }
        let name = line.prefix { $0 != ":" && $0 != ";" }.uppercased()
        guard recurrenceLineNames.contains(name), line.contains(":") else {
            return "`\(line)` is not an RRULE, RDATE or EXDATE line (NAME:VALUE, with parameters after a `;`)"
        }
        return nil
    }
}
