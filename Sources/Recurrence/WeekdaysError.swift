public import Foundation

/// The one error of the library: what kind of thing went wrong, what is wrong in words,
/// and where (the input, the rule part or property, the line of the file).
///
/// ``description`` is the whole sentence a tool prints (`invalid rule `FREQ=FORTNIGHTLY`:
/// FREQ=FORTNIGHTLY is not a frequency ...`); ``message`` is the reason alone, for callers
/// that say the input and the place themselves. Messages are lower case with no final period.
public struct WeekdaysError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of thing went wrong, for callers that handle some kinds.
    public enum Kind: String, Hashable, Sendable, CaseIterable, Codable {
        /// The text is not a valid RFC 5545 recurrence rule.
        case invalidRule
        /// A DATE or DATE-TIME value is malformed.
        case invalidDate
        /// A weekday number outside 1 (Sunday) to 7 (Saturday).
        case invalidWeekday
        /// A time zone name that is not known.
        case unknownTimeZone
        /// A calendar component libical cannot read.
        case invalidComponent
        /// A rule that RFC 5545 or Foundation cannot say (crossing between the two).
        case unsupportedRule
        /// An export record with a field that cannot be written.
        case invalidRecord
        /// A file or stream that cannot be opened or read.
        case unreadable
        /// A file or stream that cannot be written.
        case unwritable
        /// A change to a series that cannot be made: no such series or instance, or a
        /// split that leaves nothing before it.
        case invalidChange
    }

    /// What kind of thing went wrong.
    public let kind: Kind
    /// What is wrong, in words, without the input or the line.
    public let message: String
    /// The text that failed (a rule, a date, a zone name, a path), or empty.
    public let input: String
    /// The rule part or property concerned (`BYDAY`, `UNTIL`, `dtstart`), when one is.
    public let part: String?
    /// The line of the file where it is, when it comes from a file.
    public let line: Int?

    /// An error of a kind, with what is wrong and where.
    public init(_ kind: Kind, _ message: String, input: String = "", part: String? = nil, line: Int? = nil) {
        self.kind = kind
        self.message = message
        self.input = input
        self.part = part
        self.line = line
    }

    /// The same error, placed at a line of a file.
    public func at(line: Int) -> WeekdaysError {
        WeekdaysError(kind, message, input: input, part: part, line: line)
    }

    /// The sentence to show: the line when known, the input, then what is wrong.
    public var description: String {
        let place = line.map { "line \($0): " } ?? ""
        return switch kind {
        case .invalidRule: "\(place)invalid rule `\(input)`: \(message)"
        case .invalidDate: "\(place)invalid date `\(input)`: \(message)"
        case .unreadable: message.isEmpty ? "cannot read \(input)" : "cannot read \(input): \(message)"
        case .unwritable: "cannot write: \(message)"
        default: place + message
        }
    }
}

extension WeekdaysError {
    /// A rule that breaks RFC 5545, naming the part at fault when one is.
    public static func invalidRule(_ message: String, part: String? = nil, in rule: String) -> WeekdaysError {
        WeekdaysError(.invalidRule, message, input: rule, part: part)
    }

    /// A DATE or DATE-TIME value that is malformed.
    public static func invalidDate(_ message: String, in value: String) -> WeekdaysError {
        WeekdaysError(.invalidDate, message, input: value)
    }

    /// A weekday number outside 1...7.
    public static func invalidWeekday(_ day: Int) -> WeekdaysError {
        WeekdaysError(
            .invalidWeekday, "weekday \(day) is out of range; weekdays run from 1 (Sunday) to 7 (Saturday)",
            input: String(day))
    }

    /// A time zone name that no zone has.
    public static func unknownTimeZone(_ name: String) -> WeekdaysError {
        WeekdaysError(.unknownTimeZone, "unknown time zone `\(name)`", input: name)
    }

    /// A file that cannot be read, with the system's reason when there is one.
    public static func unreadable(_ path: String, reason: String = "") -> WeekdaysError {
        WeekdaysError(.unreadable, reason, input: path)
    }

    /// Output that cannot be written, with the system's reason.
    public static func unwritable(_ reason: String) -> WeekdaysError {
        WeekdaysError(.unwritable, reason)
    }

    /// An export record that cannot be written, naming the field.
    public static func invalidRecord(_ message: String, field: String? = nil) -> WeekdaysError {
        WeekdaysError(.invalidRecord, message, part: field)
    }

    /// A change to a series that cannot be made, naming the series.
    public static func invalidChange(_ message: String, uid: String) -> WeekdaysError {
        WeekdaysError(.invalidChange, message, input: uid)
    }

    /// A rule one side of the Foundation crossing cannot say.
    public static func unsupportedRule(_ message: String) -> WeekdaysError {
        WeekdaysError(.unsupportedRule, message)
    }
}

extension WeekdaysError: LocalizedError {
    /// The sentence the command line prints (``description``), control characters written
    /// out visibly, so `localizedDescription` and an alert show what is wrong.
    public var errorDescription: String? { ControlCharacters.escaped(description) }
}
