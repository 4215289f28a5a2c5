import Foundation
import ICalKit

// MARK: - Dates, read independently of the code under test

extension Calendar {
    /// The Gregorian calendar in UTC: a fixed calendar for reading wall-clock fields.
    static let gregorianUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()
}

/// Parses an RFC 5545 DATE or DATE-TIME the tests write, failing loudly on a typo.
func dateTime(_ text: String) throws -> ICalDateTime {
    try ICalDateTime(parsing: text)
}

/// Values as their RFC 5545 strings, for readable comparisons.
func strings(_ values: [ICalDateTime]) -> [String] {
    values.map(\.description)
}
