/// How much of a rule the picker's selection says, by the names records and reports write.
public enum Fidelity: String, Sendable, Codable, CaseIterable {
    /// The rule means "every week, on these days, with no end": the selection says it all.
    case exact
    /// Occurrences fall only on the selected days, but the rule says more (see the notes).
    case approximate
    /// The rule is not tied to days of the week: no day of the picker says it.
    ///
    /// Compared with an optional fidelity, write `Fidelity.none`: a bare `.none` there is
    /// the optional's own.
    case none
}

extension Fidelity {
    /// The rule is not tied to days of the week; ``none`` by the name it is written with.
    @available(*, deprecated, renamed: "none")
    public static var notWeekdays: Fidelity { .none }
}
