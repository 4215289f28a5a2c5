/// The one table of a record's fields: JSON Lines, CSV and Codable all write these, in
/// this order, under these names, so the forms cannot drift apart.
extension ImportRecord {
    /// One field of a record: its name is the JSON key and the CSV column.
    public enum Field: String, CaseIterable, CodingKey, Sendable {
        case path, uid, summary, dtstart, tzid, rule, selection, fidelity, notes, summaryText, error
    }

    /// A field's value, in the shapes the forms write differently.
    public enum FieldValue: Equatable, Sendable {
        /// A file name, whose bytes may not be UTF-8 (JSON keeps them, CSV shows them escaped).
        case fileName(String)
        /// Text, or null when absent.
        case text(String?)
        /// Whole numbers: a JSON array, one CSV cell joined with `;`.
        case numbers([Int])
        /// Texts: a JSON array, one CSV cell joined with `; `.
        case texts([String])
        /// Text written only when present (an empty CSV cell when absent).
        case textWhenPresent(String?)
    }

    /// The value of one field of this record.
    public func value(of field: Field) -> FieldValue {
        switch field {
        case .path: .fileName(path)
        case .uid: .text(uid)
        case .summary: .text(title)
        case .dtstart: .text(dtstart)
        case .tzid: .text(tzid)
        case .rule: .text(rule)
        case .selection: .numbers(selection)
        case .fidelity: .text(fidelityText)
        case .notes: .texts(notes)
        case .summaryText: .text(summaryText)
        case .error: .textWhenPresent(error)
        }
    }
}
