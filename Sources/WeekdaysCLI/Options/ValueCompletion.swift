/// What a shell offers when completing an argument or an option's value.
enum ValueCompletion: Sendable, Equatable {
    /// Nothing: the value is typed (a rule, a date).
    case none
    /// File and folder names.
    case files
    /// These words.
    case words([String])
}
