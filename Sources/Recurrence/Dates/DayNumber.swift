/// Whole-day arithmetic on the proleptic Gregorian calendar, without Foundation.
///
/// Expansion works in wall-clock dates; a plain day count keeps it exact
/// and fast (no zone, no allocation).
package enum DayNumber {
    /// Days since 1970-01-01 for a civil date.
    ///
    /// Fields beyond a billion either way (no calendar's, but a caller may hand them in) are
    /// taken at a billion, so the arithmetic cannot overflow.
    package static func from(year: Int, month: Int, day: Int) -> Int {
        let (year, month, day) = (bounded(year), bounded(month), bounded(day))
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let monthIndex = ((month + 9) % 12 + 12) % 12
        let dayOfYear = (153 * monthIndex + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146097 + dayOfEra - 719468
    }

    /// The civil date of a day count.
    ///
    /// Neri and Schneider's method (2022): a day count from 1 March of year 0 becomes the
    /// century, the year and the day of the year by multiplications and shifts, the month
    /// and day by one more; March-based years put January and February at the end.
    /// Counts before year 0 are moved forward by whole 400-year cycles first.
    package static func date(of days: Int) -> (year: Int, month: Int, day: Int) {
        let cycles = days < -719_468 ? (-719_468 - days) / 146_097 + 1 : 0
        let count = UInt64(days + 719_468 + cycles * 146_097)
        let quarters = 4 * count + 3
        let century = quarters / 146_097
        let dayOfCentury = quarters % 146_097 / 4
        let scaled = 2_939_745 * (4 * dayOfCentury + 3)
        let yearOfCentury = scaled >> 32
        let dayOfYear = (scaled & 0xFFFF_FFFF) / 2_939_745 / 4
        let monthAndDay = 2141 * dayOfYear + 197_913
        let month = Int(monthAndDay >> 16)
        let day = Int((monthAndDay & 0xFFFF) / 2141) + 1
        let year = Int(100 * century + yearOfCentury) - cycles * 400
        return dayOfYear >= 306 ? (year + 1, month - 12, day) : (year, month, day)
    }

    /// The RFC 5545 week of a day: week 1 is the first week with at least four days in its
    /// year, weeks starting on `weekStart`; also how many weeks that week's year has.
    package static func week(of day: Int, weekStart: Int) -> (number: Int, weeksInYear: Int) {
        let year = date(of: day).year
        for candidate in [year + 1, year, year - 1] {
            let first = firstWeekStart(of: candidate, weekStart: weekStart)
            if day >= first {
                return ((day - first) / 7 + 1, (firstWeekStart(of: candidate + 1, weekStart: weekStart) - first) / 7)
            }
        }
        return (1, 52)
    }

    /// The first day of week 1 of a year: the week, starting on `weekStart`, that holds at
    /// least four days of the year (RFC 5545, BYWEEKNO).
    package static func firstWeekStart(of year: Int, weekStart: Int) -> Int {
        let january1 = from(year: year, month: 1, day: 1)
        let into = (weekday(of: january1) - weekStart + 7) % 7
        return into <= 3 ? january1 - into : january1 - into + 7
    }

    /// A field taken into -1e9...1e9, where its day and second counts fit an `Int`.
    package static func bounded(_ field: Int) -> Int { min(max(field, -1_000_000_000), 1_000_000_000) }

    /// The `Calendar` weekday (1 = Sunday) of a day count.
    package static func weekday(of days: Int) -> Int {
        ((days % 7 + 7 + 4) % 7) + 1
    }
}

extension ICalDateTime {
    /// Days since 1970-01-01 of the value's date.
    package var dayNumber: Int { DayNumber.from(year: year, month: month, day: day) }

    /// The `Calendar` weekday (1 = Sunday) of the value's date.
    public var weekday: Int { DayNumber.weekday(of: dayNumber) }

    /// Seconds since 1970-01-01T00:00:00 of the fields, as if they were UTC.
    package var fieldSeconds: Int {
        dayNumber * 86400 + DayNumber.bounded(hour) * 3600 + DayNumber.bounded(minute) * 60 + DayNumber.bounded(second)
    }

    /// A value with the same form from seconds counted as in ``fieldSeconds``.
    package init(fieldSeconds: Int, form: Form) {
        let days = fieldSeconds >= 0 ? fieldSeconds / 86400 : (fieldSeconds - 86_399) / 86400
        let rest = fieldSeconds - days * 86400
        let date = DayNumber.date(of: days)
        self.init(
            year: date.year, month: date.month, day: date.day,
            hour: rest / 3600, minute: rest % 3600 / 60, second: rest % 60, form: form)
    }
}

extension ICalDateTime {
    /// The same value some seconds later (or earlier).
    ///
    /// A move past what an `Int` of seconds holds stops there.
    public func movedBy(seconds: Int) -> ICalDateTime {
        let (moved, overflow) = fieldSeconds.addingReportingOverflow(seconds)
        return ICalDateTime(fieldSeconds: overflow ? (seconds < 0 ? Int.min / 2 : Int.max / 2) : moved, form: form)
    }

    /// The same time of day, some days later (or earlier).
    public func movedBy(days: Int) -> ICalDateTime {
        let (seconds, overflow) = days.multipliedReportingOverflow(by: 86_400)
        return movedBy(seconds: overflow ? (days < 0 ? Int.min : Int.max) : seconds)
    }
}
