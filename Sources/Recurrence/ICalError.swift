/// An error from reading or writing iCalendar data.
///
/// It carries the libical error code, a message that says what is wrong and where,
/// and the input that failed, so a caller can show all three.
public struct ICalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A libical error code.
    ///
    /// The corresponding libical type is `icalerrorenum`.
    public struct Code: RawRepresentable, Hashable, Sendable {
        /// The `icalerrorenum` value.
        public let rawValue: Int32

        /// The code of an `icalerrorenum` value.
        public init(rawValue: Int32) { self.rawValue = rawValue }

        /// A bad argument was passed to a function (`ICAL_BADARG_ERROR`).
        public static let badArgument = Code(rawValue: 1)
        /// An object could not be created (`ICAL_NEWFAILED_ERROR`).
        public static let newFailed = Code(rawValue: 2)
        /// Memory could not be allocated (`ICAL_ALLOCATION_ERROR`).
        public static let allocation = Code(rawValue: 3)
        /// The data is not what the format allows (`ICAL_MALFORMEDDATA_ERROR`).
        public static let malformedData = Code(rawValue: 4)
        /// Part of a component could not be parsed (`ICAL_PARSE_ERROR`).
        public static let parse = Code(rawValue: 5)
        /// Something failed inside libical (`ICAL_INTERNAL_ERROR`).
        public static let `internal` = Code(rawValue: 6)
        /// A file could not be read or written (`ICAL_FILE_ERROR`).
        public static let file = Code(rawValue: 7)
        /// libical does not know what went wrong (`ICAL_UNKNOWN_ERROR`).
        public static let unknown = Code(rawValue: 11)
    }

    /// The kind of failure, as libical numbers it.
    public let code: Code
    /// What is wrong, in words.
    public let message: String
    /// The text that failed.
    public let input: String

    package init(code: Code, message: String, input: String) {
        self.code = code
        self.message = message
        self.input = input
    }

    /// A malformed-data error: the most common kind, for values that break RFC 5545.
    package static func malformed(_ message: String, in input: String) -> ICalError {
        ICalError(code: .malformedData, message: message, input: input)
    }

    /// The code, the message and the input, as GRDB words its errors.
    public var description: String {
        "libical error \(code.rawValue): \(message) - while parsing `\(input)`"
    }
}
