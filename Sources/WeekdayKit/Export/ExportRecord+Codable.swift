extension ExportRecord: Codable {
    /// The keys of `convert --to ics`'s records (`summary` is the title), and the rest of
    /// the event under names of their own.
    private enum CodingKeys: String, CodingKey {
        case uid, summary, dtstart, tzid, selection, interval, count, until, duration, alarms, location
        case details = "description"
    }

    /// Reads a record as ``encode(to:)`` writes it; `uid`, `dtstart` and `selection` are
    /// required, as ``init(fields:)`` requires them.
    ///
    /// A record read is one the writer takes: what ``validate()`` refuses (a count of 0, a
    /// negative duration, a start after 3000) is a `DecodingError`, not a record that
    /// fails later.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        uid = try container.decode(String.self, forKey: .uid)
        title = try container.decodeIfPresent(String.self, forKey: .summary)
        start = try container.decode(ICalDateTime.self, forKey: .dtstart)
        zoneID = try container.decodeIfPresent(String.self, forKey: .tzid)
        selection = try container.decode(WeekdaySelection.self, forKey: .selection)
        interval = try container.decodeIfPresent(Int.self, forKey: .interval) ?? 1
        guard (1...RecurrenceRule.maximumInterval).contains(interval) else {
            throw DecodingError.dataCorruptedError(
                forKey: .interval, in: container, debugDescription: "interval \(interval) is not 1 or more")
        }
        if let count = try container.decodeIfPresent(Int.self, forKey: .count) {
            end = .afterOccurrences(count)
        } else if let until = try container.decodeIfPresent(ICalDateTime.self, forKey: .until) {
            end = .until(until)
        }
        duration = try container.decodeIfPresent(ICalDuration.self, forKey: .duration)
        alarms = try container.decodeIfPresent([Alarm].self, forKey: .alarms) ?? []
        location = try container.decodeIfPresent(String.self, forKey: .location)
        details = try container.decodeIfPresent(String.self, forKey: .details)
        do { try validate() } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: error.description))
        }
    }

    /// Writes the record; a rule's end as `count` or `until`, and only what is set.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(uid, forKey: .uid)
        try container.encodeIfPresent(title, forKey: .summary)
        try container.encode(start, forKey: .dtstart)
        try container.encodeIfPresent(zoneID, forKey: .tzid)
        try container.encode(selection, forKey: .selection)
        if interval != 1 { try container.encode(interval, forKey: .interval) }
        switch end {
        case .never: break
        case .afterOccurrences(let count): try container.encode(count, forKey: .count)
        case .until(let until): try container.encode(until, forKey: .until)
        }
        try container.encodeIfPresent(duration, forKey: .duration)
        if !alarms.isEmpty { try container.encode(alarms, forKey: .alarms) }
        try container.encodeIfPresent(location, forKey: .location)
        try container.encodeIfPresent(details, forKey: .details)
    }
}
