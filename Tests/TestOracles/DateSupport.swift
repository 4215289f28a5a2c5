public import Foundation
public import Recurrence

// MARK: - Dates, read independently of the code under test

extension Calendar {
    /// The Gregorian calendar in UTC: a fixed calendar for reading wall-clock fields.
    public static let gregorianUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()
}

/// Parses an RFC 5545 DATE or DATE-TIME the tests write, failing loudly on a typo.
public func dateTime(_ text: String) throws -> ICalDateTime {
    try ICalDateTime(parsing: text)
}

/// Values as their RFC 5545 strings, for readable comparisons.
public func strings(_ values: [ICalDateTime]) -> [String] {
    values.map(\.description)
}
