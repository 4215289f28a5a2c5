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

    /// Sets UNTIL, whose fields are in the ranges a date allows (as the scanner reads them).
    @inline(__always) mutating func set(checkedUntil until: ICalDateTime) {
        endKind = .until
        endValue = Self.packedFitting(until)
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

        @inline(__always) func read(_ packed: UInt64) -> Int { Int((packed >> shift) & mask) }

        /// Whether the value fits its place.
        @inline(__always) func fits(_ value: Int) -> Bool { value >= 0 && UInt64(value) <= mask }

        /// The value in its place; the caller knows it fits.
        @inline(__always) func placed(fitting value: Int) -> UInt64 { UInt64(truncatingIfNeeded: value) << shift }
    }

    /// The form's number in its field.
    @inline(__always) private static func formNumber(_ form: ICalDateTime.Form) -> Int {
        switch form {
        case .date: 0
        case .floating: 1
        case .utc: 2
        }
    }

    /// The fields side by side, or nil when one is wider than its place.
    private static func packed(_ value: ICalDateTime) -> UInt64? {
        guard Field.second.fits(value.second), Field.minute.fits(value.minute), Field.hour.fits(value.hour),
            Field.day.fits(value.day), Field.month.fits(value.month), Field.year.fits(value.year)
        else { return nil }
        return packedFitting(value)
    }

    /// The fields side by side, each known to fit its place.
    @inline(__always) private static func packedFitting(_ value: ICalDateTime) -> UInt64 {
        Field.form.placed(fitting: formNumber(value.form)) | Field.second.placed(fitting: value.second)
            | Field.minute.placed(fitting: value.minute) | Field.hour.placed(fitting: value.hour)
            | Field.day.placed(fitting: value.day) | Field.month.placed(fitting: value.month)
            | Field.year.placed(fitting: value.year)
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
