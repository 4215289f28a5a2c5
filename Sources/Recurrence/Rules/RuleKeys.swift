/// The names and words of rule text as numbers, for the scanner to tell apart at once.
///
/// A key holds a word's first eight letters, each folded to upper case (`byte & 0xDF`),
/// the first in the lowest byte, so eight bytes read at once are a key. The two part
/// names longer than eight letters are keyed by what follows their `BY`.
///
/// Folding keeps letters apart from every other byte, so a key and a length name one word
/// at most. `RuleScannerTests` checks each number against the word it stands for.
enum RuleKeys {
    /// Folds letters to upper case in a key of up to eight bytes.
    static let caseFold: UInt64 = 0xDFDF_DFDF_DFDF_DFDF
}

extension RulePart {
    /// The part whose name has this key and length, or nil.
    @inline(__always) init?(key: UInt64, length: Int) {
        let (part, expected): (RulePart?, Int) =
            switch key {
            case 0x5145_5246: (.freq, 4)
            case 0x4C_4954_4E55: (.until, 5)
            case 0x54_4E55_4F43: (.count, 5)
            case 0x4C41_5652_4554_4E49: (.interval, 8)
            case 0x444E_4F43_4553_5942: (.bySecond, 8)
            case 0x4554_554E_494D_5942: (.byMinute, 8)
            case 0x5255_4F48_5942: (.byHour, 6)
            case 0x59_4144_5942: (.byDay, 5)
            case 0x5941_4448_544E_4F4D: (.byMonthDay, 10)
            case 0x59_4144_5241_4559: (.byYearDay, 9)
            case 0x4F4E_4B45_4557_5942: (.byWeekNo, 8)
            case 0x48_544E_4F4D_5942: (.byMonth, 7)
            case 0x534F_5054_4553_5942: (.bySetPos, 8)
            case 0x5453_4B57: (.weekStart, 4)
            default: (nil, 0)
            }
        guard let part, length == expected else { return nil }
        self = part
    }
}

extension RecurrenceRule.Frequency {
    /// The frequency whose name has this key and length, or nil.
    ///
    /// With no branch on the name: the key's product with a fixed odd number has a
    /// different top three bits for each of the seven names (a perfect hash), which pick
    /// the one key to compare with.
    @inline(__always) init?(key: UInt64, length: Int) {
        let slot = Int(truncatingIfNeeded: (key &* 0xCDA6_C6FD_BD68_5167) &>> 61)
        let entry = Self.keyed[slot]
        guard entry.key == key, entry.length == length, let frequency = entry.frequency else { return nil }
        self = frequency
    }

    /// Each slot's key, length and frequency.
    private static let keyed: [(key: UInt64, length: Int, frequency: Self?)] = [
        (0, 0, nil),
        (0x594C_5255_4F48, 6, .hourly),
        (0x594C_4B45_4557, 6, .weekly),
        (0x594C_444E_4F43_4553, 8, .secondly),
        (0x594C_4554_554E_494D, 8, .minutely),
        (0x594C_5241_4559, 6, .yearly),
        (0x59_4C48_544E_4F4D, 7, .monthly),
        (0x59_4C49_4144, 5, .daily),
    ]
}

extension RecurrenceRule.Weekday {
    /// The `Calendar` weekday of a two-letter code's key (`MO` is 2), or nil.
    ///
    /// With no branch on the code: the key's product with a fixed odd number has a
    /// different top three bits for each of the seven codes (a perfect hash), and they
    /// pick the code to compare with and its weekday from numbers held in registers.
    @inline(__always) static func number(ofCode key: UInt16) -> Int? {
        let slot = (UInt64(key) &* 0x8CFE_5CD1_2D5D_B79B) &>> 61
        // Each slot's code, 16 bits each: FR SU SA WE, then none TU TH MO.
        let codes: UInt64 = slot < 4 ? 0x4557_4153_5553_5246 : 0x4F4D_4854_5554_0000
        let expected = UInt16(truncatingIfNeeded: codes &>> ((slot & 3) &* 16))
        // Each slot's weekday, four bits each: 6 1 7 4 0 3 5 2.
        let number = Int(truncatingIfNeeded: (0x2530_4716 as UInt64) &>> (slot &* 4) & 0xF)
        return expected == key && number != 0 ? number : nil
    }
}
