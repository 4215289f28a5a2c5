extension ICalDuration {
    /// The longest duration read, in days.
    ///
    /// 3,652,059 days run from the first day of the year 1 to the first of the year 10000:
    /// no longer span lies in the years RFC 5545 writes, and a bound keeps every sum of a
    /// start and a duration far from overflowing.
    public static let longestDays = 3_652_059

    /// The longest duration, ``longestDays`` nominal days.
    public static let longest = ICalDuration(days: longestDays)

    /// What is wrong with a DURATION's text.
    public enum ReadingProblem: Error, Hashable, Sendable {
        /// Not a DURATION at all (no `P`, an unknown unit, a unit out of order).
        case shape
        /// Longer than ``ICalDuration/longestDays`` either way.
        case tooLong
    }

    /// Reads an RFC 5545 DURATION (`P1W`, `P2DT3H`, `PT45M`, `-PT15M`; weeks and days
    /// together too, as libical reads them), refusing one longer than ``longestDays``.
    ///
    /// libical reads the digits into a 32-bit field that wraps, so a huge value would
    /// silently become another one: the text is read here instead, with every sum checked.
    public static func reading(_ text: Substring) -> Result<ICalDuration, ReadingProblem> {
        var rest = text[...]
        var sign = 1
        if let first = rest.first, first == "+" || first == "-" {
            sign = first == "-" ? -1 : 1
            rest = rest.dropFirst()
        }
        guard rest.first == "P" || rest.first == "p" else { return .failure(.shape) }
        rest = rest.dropFirst()
        // Units in the order RFC 5545 writes them, with the seconds each stands for;
        // the date units before `T`, the time units after it.
        let dateUnits: [(Character, Int)] = [("W", 7 * 86_400), ("D", 86_400)]
        let timeUnits: [(Character, Int)] = [("H", 3_600), ("M", 60), ("S", 1)]
        var days = 0
        var seconds = 0
        var units = dateUnits
        var inTime = false
        var readAny = false
        let limit = (longestDays + 1) * 86_400
        while let next = rest.first {
            if next == "T" || next == "t" {
                guard !inTime else { return .failure(.shape) }
                inTime = true
                units = timeUnits
                rest = rest.dropFirst()
                continue
            }
            let digits = rest.prefix { $0.isASCII && $0.isNumber }
            guard !digits.isEmpty, let unit = rest.dropFirst(digits.count).first?.uppercased().first,
                let place = units.firstIndex(where: { $0.0 == unit })
            else { return .failure(.shape) }
            // Many digits are too long whatever they say; fewer are summed with checks.
            guard digits.count <= 12, let number = Int(digits) else { return .failure(.tooLong) }
            let (amount, overflow) = number.multipliedReportingOverflow(by: units[place].1)
            guard !overflow, amount <= limit else { return .failure(.tooLong) }
            if inTime { seconds += amount } else { days += amount / 86_400 }
            units.removeFirst(place + 1)
            readAny = true
            rest = rest.dropFirst(digits.count + 1)
        }
        guard readAny else { return .failure(.shape) }
        guard days * 86_400 + seconds <= longestDays * 86_400 else { return .failure(.tooLong) }
        return .success(ICalDuration(days: sign * days, seconds: sign * seconds))
    }

    /// The duration written back in RFC 5545 form (`P1W`, `P2DT3H`, `-PT15M`, `PT0S`), for
    /// messages that name it.
    public var text: String {
        let negative = days < 0 || (days == 0 && seconds < 0)
        let dayCount = days.magnitude
        let secondCount = seconds.magnitude
        var written = negative ? "-P" : "P"
        if dayCount > 0 && dayCount % 7 == 0 && secondCount == 0 { return written + "\(dayCount / 7)W" }
        if dayCount > 0 { written += "\(dayCount)D" }
        guard secondCount > 0 || dayCount == 0 else { return written }
        written += "T"
        let (hours, minutes, rest) = (secondCount / 3_600, secondCount % 3_600 / 60, secondCount % 60)
        if hours > 0 { written += "\(hours)H" }
        if minutes > 0 { written += "\(minutes)M" }
        if rest > 0 || (hours == 0 && minutes == 0) { written += "\(rest)S" }
        return written
    }
}
