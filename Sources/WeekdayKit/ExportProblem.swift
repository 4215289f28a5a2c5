/// Why a record cannot be exported, in words that name the field and the value.
public struct ExportProblem: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, lower case with no final period (`missing dtstart`).
    public var message: String

    init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
