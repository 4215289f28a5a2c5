/// A rule's FREQ, INTERVAL, COUNT or UNTIL, and WKST, packed in 16 bytes.
///
/// Rules are read, kept and copied by the million; with its lists inline, a rule this
/// small is copied in place. Only values RFC 5545 allows (and a little more) fit: the
/// rule keeps any other as given, for its check to name.
struct RuleHead: Hashable, Sendable {
    /// INTERVAL.
    private var storedInterval: UInt32 = 1
    /// How often the rule repeats.
    var frequency: RecurrenceRule.Frequency
    /// WKST as a `Calendar` weekday, 0 for none.
    private var weekStart: UInt8 = 0
    /// What ``endValue`` holds: nothing, COUNT, or UNTIL's fields.
    private var endKind = EndKind.never
    /// COUNT as its bits, or UNTIL's fields (see ``packed(_:)``).
    private var endValue: UInt64 = 0

    private enum EndKind: UInt8 { case never, count, until }

    /// Every 1 of the frequency's periods, no end, no WKST.
    init(frequency: RecurrenceRule.Frequency) { self.frequency = frequency }

    /// These values packed, or nil when one does not fit.
    init?(frequency: RecurrenceRule.Frequency, interval: Int, end: RecurrenceRule.End, firstWeekday: Int?) {
        self.frequency = frequency
        guard let interval = UInt32(exactly: interval) else { return nil }
        storedInterval = interval
        if let firstWeekday {
            guard (1...7).contains(firstWeekday) else { return nil }
            weekStart = UInt8(firstWeekday)
        }
        switch end {
        case .never: break
        case .afterOccurrences(let count):
            endKind = .count
            endValue = UInt64(bitPattern: Int64(count))
        case .until(let until):
            guard let value = Self.packed(until) else { return nil }
            endKind = .until
            endValue = value
        }
    }

    var interval: Int { Int(storedInterval) }

    // MARK: Filled in place, by the scanner, with values it has checked

    /// Sets INTERVAL, 1 to ``RecurrenceRule/maximumInterval``.
    @inline(__always) mutating func set(checkedInterval interval: Int) {
        storedInterval = UInt32(truncatingIfNeeded: interval)
    }

    /// Sets COUNT.
    @inline(__always) mutating func set(count: Int) {
        endKind = .count
        endValue = UInt64(bitPattern: Int64(count))
    }

    /// Sets UNTIL; false when its fields do not fit (never for a value read from text).
    @inline(__always) mutating func set(until: ICalDateTime) -> Bool {
        guard let value = Self.packed(until) else { return false }
        endKind = .until
        endValue = value
        return true
    }

    /// Sets WKST, a `Calendar` weekday; Monday, RFC 5545's default, is kept as none.
    @inline(__always) mutating func set(checkedWeekStart weekday: Int) {
        weekStart = weekday == 2 ? 0 : UInt8(truncatingIfNeeded: weekday)
    }

    var firstWeekday: Int? { weekStart == 0 ? nil : Int(weekStart) }

    var end: RecurrenceRule.End {
        switch endKind {
        case .never: .never
        case .count: .afterOccurrences(Int(Int64(bitPattern: endValue)))
        case .until: .until(Self.unpacked(endValue))
        }
    }

    // MARK: UNTIL's fields

    /// Each field's lowest bit and width, from the lowest: form, second, minute, hour,
    /// day, month, year (to 16383).
    private enum Field: UInt64 {
        case form = 0x02_00, second = 0x06_02, minute = 0x06_08, hour = 0x05_0E, day = 0x05_13
        case month = 0x04_18, year = 0x0E_1C

        var shift: UInt64 { rawValue & 0xFF }
        var mask: UInt64 { 1 << (rawValue >> 8) - 1 }

        /// The value in its place, or nil when it is wider than its place.
        @inline(__always) func placed(_ value: Int) -> UInt64? {
            guard value >= 0, UInt64(value) <= mask else { return nil }
            return UInt64(value) << shift
        }

        @inline(__always) func read(_ packed: UInt64) -> Int { Int((packed >> shift) & mask) }
    }

    /// The fields side by side, or nil when one is wider than its place.
    private static func packed(_ value: ICalDateTime) -> UInt64? {
        let form: Int =
            switch value.form {
            case .date: 0
            case .floating: 1
            case .utc: 2
            }
        guard let form = Field.form.placed(form), let second = Field.second.placed(value.second),
            let minute = Field.minute.placed(value.minute), let hour = Field.hour.placed(value.hour),
            let day = Field.day.placed(value.day), let month = Field.month.placed(value.month),
            let year = Field.year.placed(value.year)
        else { return nil }
        return form | second | minute | hour | day | month | year
    }

    private static func unpacked(_ packed: UInt64) -> ICalDateTime {
        let form: ICalDateTime.Form =
            switch Field.form.read(packed) {
            case 0: .date
            case 1: .floating
            default: .utc
            }
        var value = ICalDateTime(
            year: Field.year.read(packed), month: Field.month.read(packed), day: Field.day.read(packed), form: form)
        value.hour = Field.hour.read(packed)
        value.minute = Field.minute.read(packed)
        value.second = Field.second.read(packed)
        return value
    }
}

/// A rule's INTERVAL, end and WKST as given, when one does not fit ``RuleHead``.
final class GivenValues: Sendable {
    let interval: Int
    let end: RecurrenceRule.End
    let firstWeekday: Int?

    init(interval: Int, end: RecurrenceRule.End, firstWeekday: Int?) {
        self.interval = interval
        self.end = end
        self.firstWeekday = firstWeekday
    }
}
