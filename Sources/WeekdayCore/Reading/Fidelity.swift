/// How much of a rule the picker's selection says.
public enum Fidelity: String, Sendable, Codable, CaseIterable {
    /// The rule means "every week, on these days, with no end": the selection says it all.
    case exact
    /// Occurrences fall only on the selected days, but the rule says more (see the notes).
    case approximate
    /// The rule is not tied to days of the week. Written `none` in JSON.
    case notWeekdays = "none"
}
