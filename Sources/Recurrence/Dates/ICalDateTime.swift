/// An RFC 5545 DATE or DATE-TIME value: `20261130`, `20261130T073000` or `20261130T073000Z`.
///
/// It holds the fields as written. A floating value is a wall-clock time in no zone
/// (or in a zone named beside it by TZID); a UTC value ends in `Z`.
public struct ICalDateTime: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// Which of the three RFC 5545 forms the value takes.
    public enum Form: String, Sendable {
        /// A calendar date with no time (`VALUE=DATE`).
        case date
        /// A wall-clock date and time, not tied to UTC.
        case floating
        /// A date and time in UTC, written with a trailing `Z`.
        case utc
    }

    /// The year, 1 to 9999 when read from text.
    public var year: Int
    /// The month, 1 (January) to 12.
    public var month: Int
    /// The day of the month, from 1.
    public var day: Int
    /// The hour, 0 to 23; 0 for a DATE.
    public var hour: Int
    /// The minute, 0 to 59; 0 for a DATE.
    public var minute: Int
    /// The second, 0 to 60 (a leap second); 0 for a DATE.
    public var second: Int
    /// Which of the three RFC 5545 forms the value takes.
    public var form: Form

    /// A value of these fields, unchecked; a DATE drops the time.
    ///
    /// Use ``init(parsing:)`` for text, which checks every field.
    public init(
        year: Int, month: Int, day: Int,
        hour: Int = 0, minute: Int = 0, second: Int = 0, form: Form
    ) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = form == .date ? 0 : hour
        self.minute = form == .date ? 0 : minute
        self.second = form == .date ? 0 : second
        self.form = form
    }

    /// Reads a DATE (`YYYYMMDD`) or DATE-TIME (`YYYYMMDDTHHMMSS[Z]`) value, checking ranges.
    public init(parsing text: String) throws(WeekdaysError) {
        var text = text
        let read = text.withUTF8 { ICalDateTime.read($0) }
        switch read {
        case .success(let value): self = value
        case .failure(.shape):
            throw .invalidDate(
                "`\(text)` is not a DATE (YYYYMMDD) or DATE-TIME (YYYYMMDDTHHMMSS, optional Z)", in: text)
        case .failure(.dateDigits): throw .invalidDate("`\(text)` has a non-digit in its date", in: text)
        case .failure(.timeDigits): throw .invalidDate("`\(text)` has a non-digit in its time", in: text)
        case .failure(.month(let month)):
            throw .invalidDate("`\(text)` has month \(month); months run from 01 to 12", in: text)
        case .failure(.day(let day, let monthLength)):
            throw .invalidDate("`\(text)` has day \(day); that month has \(monthLength) days", in: text)
        case .failure(.time): throw .invalidDate("`\(text)` has a time out of range", in: text)
        }
    }

    /// Reads a value from its bytes, or nil when ``init(parsing:)`` would throw: for
    /// readers that fall back to a slower path instead of reporting.
    package init?(bytes: UnsafeBufferPointer<UInt8>) {
        guard case .success(let value) = ICalDateTime.read(bytes) else { return nil }
        self = value
    }

    /// What is wrong with a value's text.
    private enum Problem: Error {
        case shape, dateDigits, timeDigits
        case month(Int)
        case day(Int, monthLength: Int)
        case time
    }

    private static func read(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<ICalDateTime, Problem> {
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for index in range {
                let digit = bytes[index] &- UInt8(ascii: "0")
                guard digit < 10 else { return nil }
                value = value &* 10 &+ Int(digit)
            }
            return value
        }
        let form: Form
        switch bytes.count {
        case 8: form = .date
        case 15 where bytes[8] == UInt8(ascii: "T"): form = .floating
        case 16 where bytes[8] == UInt8(ascii: "T") && bytes[15] == UInt8(ascii: "Z"): form = .utc
        default: return .failure(.shape)
        }
        guard let year = number(0..<4), let month = number(4..<6), let day = number(6..<8) else {
            return .failure(.dateDigits)
        }
        var hour = 0
        var minute = 0
        var second = 0
        if form != .date {
            guard let h = number(9..<11), let m = number(11..<13), let s = number(13..<15) else {
                return .failure(.timeDigits)
            }
            (hour, minute, second) = (h, m, s)
        }
        guard (1...12).contains(month) else { return .failure(.month(month)) }
        let monthLength = ICalDateTime.daysInMonth(year: year, month: month)
        guard (1...monthLength).contains(day) else { return .failure(.day(day, monthLength: monthLength)) }
        guard hour < 24, minute < 60, second <= 60 else { return .failure(.time) }
        return .success(
            ICalDateTime(year: year, month: month, day: day, hour: hour, minute: minute, second: second, form: form))
    }

    /// The value written back in its RFC 5545 form.
    public var description: String {
        if (0...9999).contains(year) {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(16)
            appendDescription(to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
        let date = pad(year, 4) + pad(month, 2) + pad(day, 2)
        switch form {
        case .date: return date
        case .floating: return date + "T" + pad(hour, 2) + pad(minute, 2) + pad(second, 2)
        case .utc: return date + "T" + pad(hour, 2) + pad(minute, 2) + pad(second, 2) + "Z"
        }
    }

    /// Appends ``description``'s UTF-8 bytes to `bytes`, written digit by digit with no
    /// string in between (values are written by the million in a feed's occurrences).
    public func appendDescription(to bytes: inout [UInt8]) {
        guard (0...9999).contains(year) else {
            bytes.append(contentsOf: description.utf8)
            return
        }
        func put(_ value: Int, _ width: Int) {
            var divisor = 1
            for _ in 1..<width { divisor *= 10 }
            var rest = value
            while divisor > 0 {
                bytes.append(UInt8(48 + rest / divisor % 10))
                rest %= divisor
                divisor /= 10
            }
        }
        put(year, 4)
        put(month, 2)
        put(day, 2)
        if form != .date {
            bytes.append(UInt8(ascii: "T"))
            put(hour, 2)
            put(minute, 2)
            put(second, 2)
            if form == .utc { bytes.append(UInt8(ascii: "Z")) }
        }
    }

    /// The same fields in another form (a DATE becomes midnight).
    public func with(form: Form) -> ICalDateTime {
        ICalDateTime(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second,
            form: form)
    }

    /// Orders by the fields as written, ignoring the form.
    public static func < (lhs: ICalDateTime, rhs: ICalDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute, lhs.second)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute, rhs.second)
    }

    /// The number of days in a month of the proleptic Gregorian calendar.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return isLeapYear(year) ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Whether a year of the Gregorian calendar has 366 days.
    public static func isLeapYear(_ year: Int) -> Bool {
        (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    }
}

private func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
}
