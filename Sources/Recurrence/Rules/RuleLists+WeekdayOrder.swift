extension RuleLists {
    /// Orders BYDAY's slots from the week's first day as libical does, and keeps each day
    /// once, in its first place; gives how many are kept, at the front.
    ///
    /// libical takes each day in turn and swaps it with every earlier one that comes later
    /// in the week (equal days may change places): from Monday as it reads BYDAY, and again
    /// from WKST (`weekStart`) when it reads WKST after it (`firstWeekStart` is then Monday).
    /// Days without positions, as nearly all are, are distinct by their weekday alone: they
    /// come out in the week's order from its first day, each once.
    static func orderDays(_ days: UnsafeMutableBufferPointer<Int16>, from weekStart: Int, after firstWeekStart: Int?)
        -> Int
    {
        // Bit d - 1 for weekday d.
        var weekdays: UInt8 = 0
        var positioned = false
        for day in days {
            positioned = positioned || day >> 3 != 0
            weekdays |= 1 &<< UInt8(truncatingIfNeeded: (day & 7) &- 1)
        }
        if !positioned {
            // Bit i of `ahead`: the day i days after the week's first.
            let shift = UInt8(truncatingIfNeeded: weekStart &- 1) % 7
            var ahead = (weekdays &>> shift | weekdays &<< (7 &- shift)) & 0x7F
            var kept = 0
            while ahead != 0 && kept < days.count {
                var weekday = weekStart &+ ahead.trailingZeroBitCount
                if weekday > 7 { weekday &-= 7 }
                days[kept] = Int16(truncatingIfNeeded: weekday)
                kept &+= 1
                ahead &= ahead &- 1
            }
            return kept
        }
        func sort(from weekStart: Int) {
            func place(_ index: Int) -> Int { (Int(days[index] & 7) - weekStart + 7) % 7 }
            for i in days.indices {
                for j in 0..<i where place(j) > place(i) { days.swapAt(i, j) }
            }
        }
        if let firstWeekStart { sort(from: firstWeekStart) }
        sort(from: weekStart)
        var kept = 0
        for index in days.indices where !(0..<kept).contains(where: { days[$0] == days[index] }) {
            days[kept] = days[index]
            kept += 1
        }
        return kept
    }
}
