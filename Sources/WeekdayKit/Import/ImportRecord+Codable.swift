extension ImportRecord: Codable {
    /// ``fidelity`` as `convert` writes it: `exact`, `approximate`, `none` or `invalid`.
    public var fidelityText: String { fidelity?.rawValue ?? "invalid" }

    /// Reads a record in `convert`'s JSON form (one line of its JSON Lines output).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Field.self)
        path = try container.decode(String.self, forKey: .path)
        uid = try container.decodeIfPresent(String.self, forKey: .uid)
        title = try container.decodeIfPresent(String.self, forKey: .summary)
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

    /// Writes the record as `convert` does, field by field from ``Field``: absent values as
    /// `null`, and `error` only when there is one.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Field.self)
        for field in Field.allCases {
            switch value(of: field) {
            case .fileName(let name): try container.encode(name, forKey: field)
            case .text(let text): try container.encode(text, forKey: field)
            case .numbers(let numbers): try container.encode(numbers, forKey: field)
            case .texts(let texts): try container.encode(texts, forKey: field)
            case .textWhenPresent(let text): try container.encodeIfPresent(text, forKey: field)
            }
        }
    }
}
