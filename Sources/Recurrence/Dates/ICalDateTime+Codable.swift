extension ICalDateTime: Codable {
    /// Reads the value from its RFC 5545 text (`"20261130T073000Z"`), checking it as
    /// ``init(parsing:)`` does.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        do { try self.init(parsing: text) } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.message)
        }
    }

    /// Writes the value as its RFC 5545 text, as ``description`` gives it.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}
