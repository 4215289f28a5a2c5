public import Foundation
public import Recurrence

// MARK: - Dates read by Foundation, independently of the code under test

/// Foundation's reading of dates, shared by the library's test targets so each checks dates one way.
public enum Gregorian {
    /// The Gregorian calendar in UTC, with a fixed locale: the tests' ruler for dates.
    public static func utc(firstWeekday: Int = 2) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    /// A calendar for a locale, in UTC, as a person there would see it.
    public static func calendar(_ locale: String, firstWeekday: Int? = nil) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        if let firstWeekday { calendar.firstWeekday = firstWeekday }
        return calendar
    }

    /// The instant of an RFC 5545 value's fields read in UTC.
    public static func date(of value: ICalDateTime) throws -> Date {
        let components = DateComponents(
            year: value.year, month: value.month, day: value.day,
            hour: value.hour, minute: value.minute, second: value.second)
        guard let date = utc().date(from: components) else {
            throw DateutilOracle.Failure(description: "Foundation cannot place \(value)")
        }
        return date
    }

    /// The `Calendar` weekday (1 is Sunday) of a value, as Foundation counts it.
    public static func weekday(of value: ICalDateTime) throws -> Int {
        utc().component(.weekday, from: try date(of: value))
    }

    /// An instant written back in one of the RFC 5545 forms, by Foundation.
    public static func text(of date: Date, form: ICalDateTime.Form) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = utc()
        switch form {
        case .date: formatter.dateFormat = "yyyyMMdd"
        case .floating: formatter.dateFormat = "yyyyMMdd'T'HHmmss"
        case .utc: formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        }
        return formatter.string(from: date)
    }

    /// The value `days` days (and `seconds` seconds) after `value`, by Foundation.
    public static func adding(days: Int, seconds: Int = 0, to value: ICalDateTime) throws -> ICalDateTime {
        let date = try date(of: value).addingTimeInterval(TimeInterval(days * 86_400 + seconds))
        return try ICalDateTime(parsing: text(of: date, form: value.form))
    }
}

/// The RFC 5545 two-letter code of a `Calendar` weekday (1 is `SU`), written out here so
/// the tests do not lean on the package's own table.
public func code(_ weekday: Int) -> String {
    ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][weekday - 1]
}
