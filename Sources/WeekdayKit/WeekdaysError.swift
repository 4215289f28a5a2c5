public import ICalKit

/// Errors from the weekday bridge.
///
/// Messages are lower case with no final period.
public enum WeekdaysError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The rule text is not a valid RFC 5545 recurrence rule.
    case invalidRule(ICalError)
    /// A DATE or DATE-TIME value is malformed.
    case invalidDate(ICalError)
    /// A weekday number outside 1 (Sunday) to 7 (Saturday).
    case invalidWeekday(Int)
    /// A time zone name that is not known.
    case unknownTimeZone(String)
    /// A file that cannot be opened or read.
    case unreadable(String)
    /// A file that cannot be written, with the reason the system gave.
    case unwritable(String)

    /// The message: lower case, naming the value, with no final period.
    public var description: String {
        switch self {
        case .invalidRule(let error): "invalid rule `\(error.input)`: \(error.message)"
        case .invalidDate(let error): "invalid date `\(error.input)`: \(error.message)"
        case .invalidWeekday(let day): "weekday \(day) is out of range; weekdays run from 1 (Sunday) to 7 (Saturday)"
        case .unknownTimeZone(let name): "unknown time zone `\(name)`"
        case .unreadable(let path): "cannot read \(path)"
        case .unwritable(let reason): "cannot write: \(reason)"
        }
    }
}

extension WeekdaysError {
    /// A file that cannot be opened or read.
    public static func unreadableFile(_ path: String) -> WeekdaysError { .unreadable(path) }
}
