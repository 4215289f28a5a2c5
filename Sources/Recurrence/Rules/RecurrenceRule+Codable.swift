extension RecurrenceRule: Codable {
    /// Reads a rule from its RRULE text (`"FREQ=WEEKLY;BYDAY=MO,WE"`), checked as
    /// ``init(parsing:)`` checks it.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { try self.init(parsing: text) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// Writes the rule as libical writes it back (``rfc5545String``).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rfc5545String)
    }
}
