extension ImportRecord: Codable {
    /// The record's keys, as `weekdays convert` writes them (the README lists them).
    private enum CodingKeys: String, CodingKey {
        case path, uid, summary, dtstart, tzid, rule, selection, fidelity, notes, summaryText, error
    }

    /// ``fidelity`` as `convert` writes it: `exact`, `approximate`, `none` or `invalid`.
    public var fidelityText: String { fidelity?.rawValue ?? "invalid" }

    /// Reads a record in `convert`'s JSON form (one line of its JSON Lines output).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        path = try container.decode(String.self, forKey: .path)
        uid = try container.decodeIfPresent(String.self, forKey: .uid)
        summary = try container.decodeIfPresent(String.self, forKey: .summary)
        dtstart = try container.decodeIfPresent(String.self, forKey: .dtstart)
        tzid = try container.decodeIfPresent(String.self, forKey: .tzid)
        rule = try container.decode(String.self, forKey: .rule)
        selection = try container.decode(WeekdaySelection.self, forKey: .selection).sorted
        let text = try container.decode(String.self, forKey: .fidelity)
        if text != "invalid" {
            guard let known = Fidelity(rawValue: text) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .fidelity, in: container,
                    debugDescription: "fidelity `\(text)` is not exact, approximate, none or invalid")
            }
            fidelity = known
        }
        notes = try container.decode([String].self, forKey: .notes)
        summaryText = try container.decodeIfPresent(String.self, forKey: .summaryText)
        error = try container.decodeIfPresent(String.self, forKey: .error)
    }

    /// Writes the record as `convert` does: absent values as `null`, and `error` only when
    /// there is one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(path, forKey: .path)
        try container.encode(uid, forKey: .uid)
        try container.encode(summary, forKey: .summary)
        try container.encode(dtstart, forKey: .dtstart)
        try container.encode(tzid, forKey: .tzid)
        try container.encode(rule, forKey: .rule)
        try container.encode(selection, forKey: .selection)
        try container.encode(fidelityText, forKey: .fidelity)
        try container.encode(notes, forKey: .notes)
        try container.encode(summaryText, forKey: .summaryText)
        try container.encodeIfPresent(error, forKey: .error)
    }
}
