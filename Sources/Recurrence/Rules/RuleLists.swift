/// The nine BY lists of a rule, kept inside the rule's own value when they are small.
///
/// Nearly every rule holds a few BY values (a BYDAY of up to seven days, a BYMONTHDAY or
/// two). Those stay in 24 slots of 16 bits inside the value, so reading a rule allocates
/// nothing and copying one copies bytes. Longer lists take one array of the same slots.
/// Values no slot can hold (a weekday of 9, an hour of 100,000) can only come from a
/// caller's numbers, which the rule's check refuses at once: they are kept as given, so
/// the error can name them.
struct RuleLists: Sendable {
    /// Which BY list, in the order the rule's text writes them.
    enum Kind: Int, CaseIterable {
        case seconds, minutes, hours, weekdays, daysOfTheMonth, daysOfTheYear, weeks, months, setPositions
    }

    /// How many values the inline slots hold, all lists together.
    static let inlineCapacity = 24

    /// The inline slots: whole numbers as themselves, BYDAY days as `position << 3 | weekday`.
    private var slots: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    /// Each list's first slot (entries 0 to 8) and its count (entries 9 to 17), 16 bits each.
    private var places: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)
    /// How many slots are taken.
    private var used = 0
    /// The slots, once more than the inline ones are needed.
    private var spilled: [Int16]?
    /// The lists as given, when a value fits no slot.
    private var unfit: Unfit?

    /// Lists with a value no slot holds, as given.
    private final class Unfit: Sendable {
        let numbers: [[Int]]
        let weekdays: [RecurrenceRule.Weekday]

        init(numbers: [[Int]], weekdays: [RecurrenceRule.Weekday]) {
            self.numbers = numbers
            self.weekdays = weekdays
        }
    }

    /// No values in any list.
    init() {}

    /// These lists, as given (repeats kept).
    init(
        seconds: [Int], minutes: [Int], hours: [Int], weekdays: [RecurrenceRule.Weekday], daysOfTheMonth: [Int],
        daysOfTheYear: [Int], weeks: [Int], months: [Int], setPositions: [Int]
    ) {
        let numbers = [seconds, minutes, hours, [], daysOfTheMonth, daysOfTheYear, weeks, months, setPositions]
        let fits =
            weekdays.allSatisfy { Self.slot(of: $0) != nil }
            && numbers.allSatisfy { $0.allSatisfy { Int16(exactly: $0) != nil } }
        guard fits else {
            unfit = Unfit(numbers: numbers, weekdays: weekdays)
            return
        }
        for kind in Kind.allCases {
            if kind == .weekdays {
                guard !weekdays.isEmpty else { continue }
                begin(.weekdays)
                for day in weekdays { _ = append(day: day) }
            } else if !numbers[kind.rawValue].isEmpty {
                begin(kind)
                for value in numbers[kind.rawValue] { _ = append(value, to: kind, keepingRepeats: true) }
            }
        }
    }

    // MARK: Reading

    /// How many values a list holds.
    @inline(__always)
    func count(_ kind: Kind) -> Int {
        if let unfit { return kind == .weekdays ? unfit.weekdays.count : unfit.numbers[kind.rawValue].count }
        return place(9 + kind.rawValue)
    }

    /// Whether a list holds no value.
    @inline(__always)
    func isEmpty(_ kind: Kind) -> Bool { count(kind) == 0 }

    /// The value at `index` of a list of whole numbers.
    @inline(__always)
    func number(_ kind: Kind, at index: Int) -> Int {
        if let unfit { return unfit.numbers[kind.rawValue][index] }
        return Int(slot(place(kind.rawValue) + index))
    }

    /// The day at `index` of BYDAY.
    @inline(__always)
    func weekday(at index: Int) -> RecurrenceRule.Weekday {
        if let unfit { return unfit.weekdays[index] }
        let value = slot(place(Kind.weekdays.rawValue) + index)
        return RecurrenceRule.Weekday(Int(value & 7), position: Int(value >> 3))
    }

    /// A list of whole numbers as an array.
    func numbers(_ kind: Kind) -> [Int] {
        if let unfit { return unfit.numbers[kind.rawValue] }
        let count = count(kind)
        guard count > 0 else { return [] }
        return (0..<count).map { number(kind, at: $0) }
    }

    /// BYDAY as an array.
    var weekdays: [RecurrenceRule.Weekday] {
        if let unfit { return unfit.weekdays }
        let count = count(.weekdays)
        guard count > 0 else { return [] }
        return (0..<count).map { weekday(at: $0) }
    }

    /// The lists with one replaced: made anew, so the slots stay packed.
    func replacing(_ kind: Kind, numbers values: [Int] = [], weekdays days: [RecurrenceRule.Weekday]? = nil)
        -> RuleLists
    {
        func list(_ own: Kind) -> [Int] { own == kind ? values : numbers(own) }
        return RuleLists(
            seconds: list(.seconds), minutes: list(.minutes), hours: list(.hours),
            weekdays: kind == .weekdays ? days ?? [] : weekdays, daysOfTheMonth: list(.daysOfTheMonth),
            daysOfTheYear: list(.daysOfTheYear), weeks: list(.weeks), months: list(.months),
            setPositions: list(.setPositions))
    }

    // MARK: Building in place

    /// Starts a list after the last; its values follow with the appends.
    ///
    /// For a reader that fills one list at a time, each kind once.
    @inline(__always)
    mutating func begin(_ kind: Kind) {
        setPlace(kind.rawValue, used)
        setPlace(9 + kind.rawValue, 0)
    }

    /// Adds a whole number to the list last begun, `kind`; false when no slot holds it.
    ///
    /// Unless `keepingRepeats`, a value the list holds is not added again.
    @inline(__always)
    mutating func append(_ value: Int, to kind: Kind, keepingRepeats: Bool = false) -> Bool {
        guard let small = Int16(exactly: value) else { return false }
        let start = place(kind.rawValue)
        if !keepingRepeats {
            var index = start
            while index < used {
                if slot(index) == small { return true }
                index += 1
            }
        }
        push(small)
        setPlace(9 + kind.rawValue, used - start)
        return true
    }

    /// Adds a day to BYDAY, begun last; false when no slot holds it.
    @inline(__always)
    mutating func append(day: RecurrenceRule.Weekday) -> Bool {
        guard let value = Self.slot(of: day) else { return false }
        push(value)
        setPlace(9 + Kind.weekdays.rawValue, place(9 + Kind.weekdays.rawValue) + 1)
        return true
    }

    /// Orders BYDAY from the week's first day as libical does: each day in turn is swapped
    /// with every earlier one that comes later in the week (equal days may change places),
    /// then keeps each day once, in its first place.
    mutating func orderWeekdays(from weekStart: Int, after firstWeekStart: Int?) {
        guard unfit == nil else { return }
        let start = place(Kind.weekdays.rawValue)
        let end = start + count(.weekdays)
        // Most BYDAYs are written in the week's order, each day once: nothing to do.
        var previous = -1
        var inOrder = true
        for index in start..<end where inOrder {
            let place = (Int(slot(index) & 7) - weekStart + 7) % 7
            inOrder = place > previous
            previous = place
        }
        if inOrder { return }
        func sort(from weekStart: Int) {
            func place(_ index: Int) -> Int { (Int(slot(index) & 7) - weekStart + 7) % 7 }
            for i in start..<end {
                for j in start..<i where place(j) > place(i) {
                    let kept = slot(i)
                    setSlot(i, slot(j))
                    setSlot(j, kept)
                }
            }
        }
        if let firstWeekStart { sort(from: firstWeekStart) }
        sort(from: weekStart)
        var kept = start
        for index in start..<end {
            let value = slot(index)
            if !(start..<kept).contains(where: { slot($0) == value }) {
                setSlot(kept, value)
                kept += 1
            }
        }
        let dropped = end - kept
        guard dropped > 0 else { return }
        for index in end..<used { setSlot(index - dropped, slot(index)) }
        used -= dropped
        spilled?.removeLast(dropped)
        setPlace(9 + Kind.weekdays.rawValue, kept - start)
        for kind in Kind.allCases where kind != .weekdays && place(kind.rawValue) >= end {
            setPlace(kind.rawValue, place(kind.rawValue) - dropped)
        }
    }

    // MARK: Slots

    /// A day's slot, or nil when its weekday or position is out of any rule's range.
    private static func slot(of day: RecurrenceRule.Weekday) -> Int16? {
        guard (1...7).contains(day.weekday), (-53...53).contains(day.position) else { return nil }
        return Int16(day.position) << 3 | Int16(day.weekday)
    }

    @inline(__always)
    private mutating func push(_ value: Int16) {
        if spilled == nil && used < Self.inlineCapacity {
            setSlot(used, value)
        } else {
            if spilled == nil { spilled = (0..<used).map { slot($0) } }
            spilled?.append(value)
        }
        used += 1
    }

    @inline(__always)
    private func slot(_ index: Int) -> Int16 {
        if let spilled { return spilled[index] }
        return withUnsafeBytes(of: slots) { $0.load(fromByteOffset: index &* 2, as: Int16.self) }
    }

    @inline(__always)
    private mutating func setSlot(_ index: Int, _ value: Int16) {
        if spilled != nil {
            spilled?[index] = value
            return
        }
        withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: value, toByteOffset: index &* 2, as: Int16.self) }
    }

    @inline(__always)
    private func place(_ index: Int) -> Int {
        Int(withUnsafeBytes(of: places) { $0.load(fromByteOffset: index &* 2, as: UInt16.self) })
    }

    @inline(__always)
    private mutating func setPlace(_ index: Int, _ value: Int) {
        withUnsafeMutableBytes(of: &places) {
            $0.storeBytes(of: UInt16(truncatingIfNeeded: value), toByteOffset: index &* 2, as: UInt16.self)
        }
    }
}

extension RuleLists: Hashable {
    static func == (lhs: RuleLists, rhs: RuleLists) -> Bool {
        for kind in Kind.allCases {
            let count = lhs.count(kind)
            guard count == rhs.count(kind) else { return false }
            if kind == .weekdays {
                for index in 0..<count where lhs.weekday(at: index) != rhs.weekday(at: index) { return false }
            } else {
                for index in 0..<count where lhs.number(kind, at: index) != rhs.number(kind, at: index) {
                    return false
                }
            }
        }
        return true
    }

    /// The values folded by a multiply-and-rotate mix (each list ends with a mark, so
    /// [1],[2] and [1,2],[] differ), then once through the seeded Hasher.
    func hash(into hasher: inout Hasher) {
        var fold: UInt64 = 0x9E37_79B9_7F4A_7C15
        for kind in Kind.allCases {
            for index in 0..<count(kind) {
                let day = kind == .weekdays ? weekday(at: index) : nil
                let value = day.map { $0.weekday &+ $0.position &* 8 } ?? number(kind, at: index)
                fold = (fold ^ UInt64(bitPattern: Int64(value))) &* 0xBF58_476D_1CE4_E5B9
            }
            fold = (fold << 31) | (fold >> 33)
        }
        hasher.combine(fold)
    }
}
