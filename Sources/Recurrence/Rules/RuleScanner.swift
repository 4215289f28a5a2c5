/// Reads well-formed rule text in one pass over its bytes, with no string made on the way.
///
/// Feeds read rules by the million. Anything it does not take at a glance (a bad part, a
/// repeat, an odd number) gives nil, and ``RuleGrammar`` reads the text again to say what
/// is wrong and where; both build the same rule from the same text.
struct RuleScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    private init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The rule of a text without its `RRULE:` prefix, values unchecked, or nil.
    @inline(__always) static func scan(_ text: String) -> RecurrenceRule? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = RuleScanner(bytes)
            return scanner.rule()
        }
    }

    @inline(__always) private mutating func rule() -> RecurrenceRule? {
        var seen: UInt16 = 0
        var frequency: RecurrenceRule.Frequency?
        var interval = 1
        var end = RecurrenceRule.End.never
        var weekStart: Int?
        var lists = RuleLists()
        var daysBeforeWeekStart = false
        guard !bytes.isEmpty else { return nil }
        while true {
            guard let part = partName() else { return nil }
            let bit: UInt16 = 1 << part.rawValue
            guard seen & bit == 0 else { return nil }
            seen |= bit
            switch part {
            case .freq:
                guard let value = frequencyValue() else { return nil }
                frequency = value
            case .until:
                guard let value = untilValue() else { return nil }
                end = .until(value)
            case .count:
                guard let value = number() else { return nil }
                end = .afterOccurrences(value)
            case .interval:
                guard let value = number() else { return nil }
                interval = value
            case .weekStart:
                guard let value = weekday() else { return nil }
                weekStart = value
            case .byDay:
                lists.begin(.weekdays)
                guard dayList(into: &lists) else { return nil }
                daysBeforeWeekStart = seen & (1 << RulePart.weekStart.rawValue) == 0
            default:
                lists.begin(part.list)
                guard numberList(into: &lists, part.list) else { return nil }
            }
            if index == bytes.count { break }
            guard bytes[index] == UInt8(ascii: ";") else { return nil }
            index += 1
        }
        // COUNT and UNTIL together, or no FREQ: the grammar says which.
        let ends = seen & (1 << RulePart.count.rawValue | 1 << RulePart.until.rawValue)
        guard let frequency, ends != (1 << RulePart.count.rawValue | 1 << RulePart.until.rawValue) else { return nil }
        if !lists.isEmpty(.weekdays) {
            lists.orderWeekdays(from: weekStart ?? 2, after: daysBeforeWeekStart && weekStart != nil ? 2 : nil)
        }
        return RecurrenceRule(
            unchecked: frequency, interval: interval, end: end, firstWeekday: weekStart, lists: lists)
    }

    // MARK: Names

    /// The part named before the next `=`, in any case; the index moves past the `=`.
    private mutating func partName() -> RulePart? {
        let start = index
        while index < bytes.count && bytes[index] != UInt8(ascii: "=") { index += 1 }
        guard index < bytes.count, index > start else { return nil }
        let name = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        return RulePart(named: name)
    }

    /// A frequency in any case, told apart by its first letter and then compared whole.
    private mutating func frequencyValue() -> RecurrenceRule.Frequency? {
        let value = word()
        guard value.count >= 5 else { return nil }
        let (frequency, name): (RecurrenceRule.Frequency, StaticString) =
            switch value[0] & 0xDF {
            case UInt8(ascii: "S"): (.secondly, "SECONDLY")
            case UInt8(ascii: "H"): (.hourly, "HOURLY")
            case UInt8(ascii: "D"): (.daily, "DAILY")
            case UInt8(ascii: "W"): (.weekly, "WEEKLY")
            case UInt8(ascii: "Y"): (.yearly, "YEARLY")
            case UInt8(ascii: "M") where value[1] & 0xDF == UInt8(ascii: "I"): (.minutely, "MINUTELY")
            default: (.monthly, "MONTHLY")
            }
        return asciiCaselessEquals(value, name) ? frequency : nil
    }

    /// The bytes up to the next `;`, `,` or the end.
    private mutating func word() -> UnsafeBufferPointer<UInt8> {
        let start = index
        while index < bytes.count && bytes[index] != UInt8(ascii: ";") && bytes[index] != UInt8(ascii: ",") {
            index += 1
        }
        return UnsafeBufferPointer(rebasing: bytes[start..<index])
    }

    private mutating func untilValue() -> ICalDateTime? {
        let value = word()
        // Only upper-case T and Z here; anything else is the grammar's to read.
        return ICalDateTime(bytes: value)
    }

    /// A weekday code (`MO`) in any case, as a `Calendar` number.
    private mutating func weekday() -> Int? {
        guard index + 2 <= bytes.count else { return nil }
        let first = bytes[index] | 0x20
        let second = bytes[index + 1] | 0x20
        index += 2
        switch (first, second) {
        case (UInt8(ascii: "s"), UInt8(ascii: "u")): return 1
        case (UInt8(ascii: "m"), UInt8(ascii: "o")): return 2
        case (UInt8(ascii: "t"), UInt8(ascii: "u")): return 3
        case (UInt8(ascii: "w"), UInt8(ascii: "e")): return 4
        case (UInt8(ascii: "t"), UInt8(ascii: "h")): return 5
        case (UInt8(ascii: "f"), UInt8(ascii: "r")): return 6
        case (UInt8(ascii: "s"), UInt8(ascii: "a")): return 7
        default: return nil
        }
    }

    // MARK: Numbers

    /// A whole number of 1 to 12 digits with an optional sign.
    private mutating func number() -> Int? {
        var sign = 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            if bytes[index] == UInt8(ascii: "-") { sign = -1 }
            index += 1
        }
        let start = index
        var value = 0
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10, index - start < 12 {
            value = value * 10 + Int(bytes[index] &- UInt8(ascii: "0"))
            index += 1
        }
        return index > start ? sign * value : nil
    }

    /// Numbers between commas, each kept once in its first place, into the list last begun;
    /// false when one is not a number or the list is longer than a rule may hold.
    private mutating func numberList(into lists: inout RuleLists, _ kind: RuleLists.Kind) -> Bool {
        var items = 0
        while true {
            guard let value = number(), lists.append(value, to: kind) else { return false }
            items += 1
            guard items <= RecurrenceRule.maximumListLength else { return false }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return true }
            index += 1
        }
    }

    /// BYDAY's items, a weekday code with an optional signed position before it, into BYDAY.
    private mutating func dayList(into lists: inout RuleLists) -> Bool {
        var items = 0
        while true {
            var position = 0
            if index < bytes.count,
                bytes[index] &- UInt8(ascii: "0") < 10 || bytes[index] == UInt8(ascii: "-")
                    || bytes[index] == UInt8(ascii: "+")
            {
                guard let value = number(), value != 0 else { return false }
                position = value
            }
            guard let weekday = weekday(), lists.append(day: RecurrenceRule.Weekday(weekday, position: position))
            else { return false }
            items += 1
            guard items <= RecurrenceRule.maximumListLength else { return false }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ",") else { return true }
            index += 1
        }
    }
}
