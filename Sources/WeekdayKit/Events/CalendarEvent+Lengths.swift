import ICalKit

extension CalendarEvent {
    /// A length the component writes that runs backwards, at its line.
    struct BackwardLength: Equatable {
        /// The line of the property that gives it.
        var line: Int
        /// The sentence `validate` and `occurrences` print, starting with the line.
        var message: String
    }

    /// The lengths that run backwards: a DTEND (or DUE) before DTSTART, a negative
    /// DURATION, an RDATE PERIOD that ends before it starts.
    ///
    /// RFC 5545 allows none of them. Each such occurrence is read as lasting no time
    /// (it still starts where it says), so the mistake must be said, not hidden.
    ///
    /// `chunk` is the component the event was read from, for the lines of its properties.
    func backwardLengths(written chunk: ComponentChunk) -> [BackwardLength] {
        let (endName, endLine) = chunk.endLine
        let durationLine = chunk.durationLine
        var found: [BackwardLength] = []
        func add(_ line: Int, _ sentence: String) {
            found.append(BackwardLength(line: line, message: "line \(line): \(sentence)"))
        }
        if let end, runsBackwards(from: start, to: end) {
            add(
                endLine ?? line,
                "\(endName) \(ExceptionCheck.describe(end)) is before DTSTART \(ExceptionCheck.describe(start)), "
                    + "so each occurrence is read as lasting no time")
        }
        if let duration, Self.isNegative(duration) {
            add(
                durationLine ?? line,
                "DURATION \(duration.text) is negative, so each occurrence is read as lasting no time")
        }
        for (place, extra) in extraDates.enumerated() {
            let line = extraDateLines.indices.contains(place) ? extraDateLines[place] : line
            let written = ExceptionCheck.describe(extra.start)
            if let end = extra.end, runsBackwards(from: extra.start, to: end) {
                add(
                    line,
                    "RDATE PERIOD \(written)/\(end.value) ends before it starts, "
                        + "so that occurrence is read as lasting no time")
            }
            if let duration = extra.duration, Self.isNegative(duration) {
                add(
                    line,
                    "RDATE PERIOD \(written)/\(duration.text) has a negative duration, "
                        + "so that occurrence is read as lasting no time")
            }
        }
        return found
    }

    /// Whether an end comes before its start: by day for two DATEs (as the viewer's day
    /// is read), by instant otherwise.
    private func runsBackwards(from start: EventTime, to end: EventTime) -> Bool {
        if start.isDate && end.isDate { return end.value.dayNumber < start.value.dayNumber }
        return end.instant < start.instant
    }

    /// Whether a duration is written with a minus sign (zero is a length, if a short one).
    private static func isNegative(_ duration: ICalDuration) -> Bool {
        duration.isEmpty && (duration.days != 0 || duration.seconds != 0)
    }
}
