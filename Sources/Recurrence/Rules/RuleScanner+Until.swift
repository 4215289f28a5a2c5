extension RuleScanner {
    /// UNTIL's value, when it is a DATE or DATE-TIME RFC 5545 allows; the cursor moves past it.
    ///
    /// The value is `YYYYMMDD` or `YYYYMMDDTHHMMSS` with an optional `Z`, in upper case,
    /// from the year 0001, on a day its month has. Any other bytes give nil, and the
    /// grammar reads them and names what is wrong.
    ///
    /// The eight date digits are checked and read as one number of eight bytes, and the
    /// six time digits as another.
    @inline(__always)
    static func untilValue(_ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> ICalDateTime? {
        guard end - cursor >= 8, let date = digitPairs(word(at: cursor)) else { return nil }
        let year = Int(date & 0xFF) &* 100 &+ Int(date >> 16 & 0xFF)
        let month = Int(date >> 32 & 0xFF)
        let day = Int(date >> 48 & 0xFF)
        var next = cursor + 8
        var value = ICalDateTime(year: year, month: month, day: day, form: .date)
        if next != end && next.pointee == UInt8(ascii: "T") {
            guard end - next >= 7 else { return nil }
            // The six digits after the T, read with the date's last digit and the T before
            // them (the eight bytes end where the digits do), and two zeros above them.
            let digits = word(at: next - 1) >> 16 | 0x3030 << 48
            guard let time = digitPairs(digits) else { return nil }
            next += 7
            let utc = next != end && next.pointee == UInt8(ascii: "Z")
            if utc { next += 1 }
            value = ICalDateTime(
                year: year, month: month, day: day, hour: Int(time & 0xFF), minute: Int(time >> 16 & 0xFF),
                second: Int(time >> 32 & 0xFF), form: utc ? .utc : .floating)
        }
        // Every month has 28 days: only a later day is looked up.
        guard year >= 1, (1...12).contains(month), day >= 1,
            day <= 28 || day <= ICalDateTime.daysInMonth(year: year, month: month),
            value.hour < 24, value.minute < 60, value.second <= 60
        else { return nil }
        cursor = next
        return value
    }

    /// The eight bytes from `start`, the first lowest; the caller checks they are there.
    @inline(__always)
    private static func word(at start: UnsafePointer<UInt8>) -> UInt64 {
        UnsafeRawPointer(start).loadUnaligned(as: UInt64.self).littleEndian
    }

    /// Eight ASCII digits, the first lowest, as four numbers of two digits in the low
    /// bytes of four 16-bit lanes; nil when a byte is not a digit.
    @inline(__always)
    private static func digitPairs(_ word: UInt64) -> UInt64? {
        // Each byte is 0x30 to 0x39: its high half is 3, and adding 6 keeps it 3.
        guard word & 0xF0F0_F0F0_F0F0_F0F0 == 0x3030_3030_3030_3030,
            (word &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0 == 0x3030_3030_3030_3030
        else { return nil }
        let digits = word &- 0x3030_3030_3030_3030
        // Each pair: the first digit times ten plus the second, at most 99 in its byte.
        return (digits &* 10 &+ digits >> 8) & 0x00FF_00FF_00FF_00FF
    }
}
