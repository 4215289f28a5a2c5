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
    static let inlineCapacity = InlineLists.capacity

    /// The lists, when they fit the slots inside the value.
    private var inline = InlineLists()
    /// Where the lists are kept when not inline, or nil: one reference, so a rule is
    /// copied with one count kept, and with none to keep when it is nil.
    private var outside: Outside?

    /// Lists kept outside the rule's value: more than the inline slots hold, or a value
    /// that fits no slot.
    private final class Outside: Sendable {
        /// The 18 places, then every slot, or nil when the lists are ``unfit``.
        let spilled: [Int16]?
        /// The lists as given, when a value fits no slot.
        let unfit: Unfit?

        /// Lists longer than the inline slots, as their places and slots.
        init(spilled: [Int16]) {
            self.spilled = spilled
            unfit = nil
        }

        /// Lists with a value no slot holds.
        init(unfit: Unfit) {
            spilled = nil
            self.unfit = unfit
        }
    }

    /// The slots and places past the inline ones, if the lists took them.
    @inline(__always) private var spilled: [Int16]? { outside?.spilled }

    /// The lists as given, when a value fits no slot.
    @inline(__always) private var unfit: Unfit? { outside?.unfit }

    /// Lists with a value no slot holds, as given.
    private struct Unfit: Sendable {
        /// The lists of whole numbers, by ``Kind`` (BYDAY's place empty).
        let numbers: [[Int]]
        /// BYDAY.
        let weekdays: [RecurrenceRule.Weekday]
    }

    /// No values in any list.
    init() {}

    /// The lists a ``Draft`` holds.
    init(_ draft: borrowing Draft) {
        let used = draft.used
        guard used <= Self.inlineCapacity else {
            outside = Outside(spilled: Array(UnsafeBufferPointer(rebasing: draft.memory[0..<Draft.placeCount + used])))
            return
        }
        // The draft's first 24 slots are always there, zero past the used ones: they are
        // taken whole, and the places as bytes.
        let memory = UnsafeRawBufferPointer(draft.memory)
        let first = Draft.placeCount * 2
        inline.slots = (
            memory.loadUnaligned(fromByteOffset: first, as: UInt64.self),
            memory.loadUnaligned(fromByteOffset: first + 8, as: UInt64.self),
            memory.loadUnaligned(fromByteOffset: first + 16, as: UInt64.self),
            memory.loadUnaligned(fromByteOffset: first + 24, as: UInt64.self),
            memory.loadUnaligned(fromByteOffset: first + 32, as: UInt64.self),
            memory.loadUnaligned(fromByteOffset: first + 40, as: UInt64.self)
        )
        let low = SIMD16<UInt8>(truncatingIfNeeded: memory.loadUnaligned(as: SIMD16<Int16>.self))
        let high =
            UInt64(UInt8(truncatingIfNeeded: draft.memory[16])) | UInt64(UInt8(truncatingIfNeeded: draft.memory[17]))
            << 8
        withUnsafeMutableBytes(of: &inline.places) { bytes in
            bytes.storeBytes(of: low, as: SIMD16<UInt8>.self)
            bytes.storeBytes(of: high, toByteOffset: 16, as: UInt64.self)
        }
    }

    /// Lends `body` the inline slots and places where they lie, for the scanner to fill in
    /// place; the lists must be empty.
    @inline(__always)
    mutating func withInlineInPlace<Result>(_ body: (UnsafeMutablePointer<InlineLists>) -> Result) -> Result {
        withUnsafeMutablePointer(to: &inline, body)
    }

    /// These lists, as given (repeats kept).
    init(
        seconds: [Int], minutes: [Int], hours: [Int], weekdays: [RecurrenceRule.Weekday], daysOfTheMonth: [Int],
        daysOfTheYear: [Int], weeks: [Int], months: [Int], setPositions: [Int]
    ) {
        let numbers = [seconds, minutes, hours, [], daysOfTheMonth, daysOfTheYear, weeks, months, setPositions]
        let fits =
            weekdays.allSatisfy { Draft.slot(of: $0) != nil }
            && numbers.allSatisfy { $0.allSatisfy { Int16(exactly: $0) != nil } }
        guard fits else {
            outside = Outside(unfit: Unfit(numbers: numbers, weekdays: weekdays))
            return
        }
        let count = weekdays.count + numbers.reduce(0) { $0 + $1.count }
        self = Draft.withDraft(holding: count) { draft in
            for kind in Kind.allCases {
                draft.begin(kind)
                if kind == .weekdays {
                    for day in weekdays { draft.push(Draft.slot(of: day) ?? 0) }
                } else {
                    for value in numbers[kind.rawValue] { draft.push(Int16(truncatingIfNeeded: value)) }
                }
                draft.end(kind)
            }
            return RuleLists(draft)
        }
    }

    // MARK: Reading

    /// How many values a list holds.
    @inline(__always)
    func count(_ kind: Kind) -> Int {
        if let unfit { return kind == .weekdays ? unfit.weekdays.count : unfit.numbers[kind.rawValue].count }
        return place(Draft.countPlace + kind.rawValue)
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

    /// BYDAY ordered as libical orders it (see ``Draft/orderWeekdays(from:after:)``).
    func orderingWeekdays(from weekStart: Int, after firstWeekStart: Int?) -> RuleLists {
        guard outside?.unfit == nil, !isEmpty(.weekdays) else { return self }
        let count = count(.weekdays)
        let ordered = Draft.withDraft(holding: count) { draft in
            draft.begin(.weekdays)
            for index in 0..<count { draft.push(slot(place(Kind.weekdays.rawValue) + index)) }
            draft.end(.weekdays)
            draft.orderWeekdays(from: weekStart, after: firstWeekStart)
            return RuleLists(draft)
        }
        return replacing(.weekdays, weekdays: ordered.weekdays)
    }

    // MARK: Slots

    @inline(__always)
    private func slot(_ index: Int) -> Int16 {
        if let spilled { return spilled[Draft.placeCount + index] }
        return inline.slot(index)
    }

    @inline(__always)
    private func place(_ index: Int) -> Int {
        if let spilled { return Int(spilled[index]) }
        return inline.place(index)
    }
}

extension RuleLists {
    /// Lists being filled, one after another, in memory the filler lends: a reader fills
    /// one and makes ``RuleLists`` of it once, with no copy on the way.
    ///
    /// The memory holds 18 places (each list's first slot, then each list's count), then
    /// the slots.
    struct Draft: ~Copyable {
        /// The places, then the slots.
        let memory: UnsafeMutableBufferPointer<Int16>
        /// How many slots the memory holds.
        let capacity: Int
        /// How many slots are taken.
        private(set) var used = 0
        /// A bit for each value pushed to the list begun last, by its lowest nine bits: a
        /// value whose bit is clear is not in the list, with no search.
        private var pushed: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)

        /// The places kept before the slots.
        static let placeCount = 18
        /// Where the counts begin among the places.
        static let countPlace = 9
        /// The most slots any rule fills: every list at its longest.
        static let largestCapacity = Kind.allCases.count * RecurrenceRule.maximumListLength

        /// Lends `body` a draft of room for `count` slots, on the stack when small.
        static func withDraft<Result>(holding count: Int, _ body: (inout Draft) -> Result) -> Result {
            // At least the inline slots, zero before they are filled, for RuleLists to take whole.
            let capacity = max(count, RuleLists.inlineCapacity)
            return withUnsafeTemporaryAllocation(of: Int16.self, capacity: placeCount + capacity) { memory in
                UnsafeMutableBufferPointer(rebasing: memory[0..<placeCount + RuleLists.inlineCapacity])
                    .initialize(repeating: 0)
                var draft = Draft(memory: memory, capacity: memory.count - placeCount)
                return body(&draft)
            }
        }

        /// Starts a list after the last, each kind once.
        ///
        /// Its values follow with ``push(_:)``, and ``end(_:)`` counts them.
        @inline(__always)
        mutating func begin(_ kind: Kind) {
            memory[kind.rawValue] = Int16(truncatingIfNeeded: used)
            memory[Self.countPlace + kind.rawValue] = 0
            pushed = (0, 0, 0, 0, 0, 0, 0, 0)
        }

        /// The word of ``pushed`` and the bit in it for a value.
        @inline(__always)
        private static func pushedBit(of value: Int16) -> (word: Int, bit: UInt64) {
            let bits = Int(UInt16(bitPattern: value) & 511)
            return (bits &>> 6, 1 &<< UInt64(truncatingIfNeeded: bits & 63))
        }

        /// Whether another slot fits.
        @inline(__always) var hasRoom: Bool { used < capacity }

        /// Adds a slot to the list last begun; the caller checks ``hasRoom`` first.
        @inline(__always)
        mutating func push(_ value: Int16) {
            memory[Self.placeCount &+ used] = value
            used &+= 1
            let (word, bit) = Self.pushedBit(of: value)
            withUnsafeMutableBytes(of: &pushed) { words in
                let offset = word &* 8
                words.storeBytes(
                    of: words.load(fromByteOffset: offset, as: UInt64.self) | bit, toByteOffset: offset, as: UInt64.self
                )
            }
        }

        /// Ends the list begun last, `kind`: its count is the slots pushed since.
        @inline(__always)
        mutating func end(_ kind: Kind) {
            memory[Self.countPlace + kind.rawValue] = Int16(truncatingIfNeeded: used - Int(memory[kind.rawValue]))
        }

        /// Whether the list begun last already holds `value`.
        @inline(__always)
        mutating func holds(_ value: Int16, since kind: Kind) -> Bool {
            let (word, bit) = Self.pushedBit(of: value)
            // Read where the bits lie: a read of a copy would copy all 64 bytes each time.
            let pushedWord = withUnsafeMutableBytes(of: &pushed) { $0.load(fromByteOffset: word &* 8, as: UInt64.self) }
            guard pushedWord & bit != 0 else { return false }
            var index = Self.placeCount + Int(memory[kind.rawValue])
            let last = Self.placeCount + used
            while index < last {
                if memory[index] == value { return true }
                index += 1
            }
            return false
        }

        /// A day's slot, or nil when its weekday or position is out of any rule's range.
        static func slot(of day: RecurrenceRule.Weekday) -> Int16? {
            guard (1...7).contains(day.weekday), (-53...53).contains(day.position) else { return nil }
            return Int16(day.position) << 3 | Int16(day.weekday)
        }

        /// Orders BYDAY, ended, as libical orders it (``RuleLists/orderDays(_:from:after:)``);
        /// the lists after BYDAY move down over the days dropped.
        mutating func orderWeekdays(from weekStart: Int, after firstWeekStart: Int?) {
            let start = Self.placeCount + Int(memory[Kind.weekdays.rawValue])
            let end = start + Int(memory[Self.countPlace + Kind.weekdays.rawValue])
            let kept =
                start
                + RuleLists.orderDays(
                    UnsafeMutableBufferPointer(rebasing: memory[start..<end]), from: weekStart, after: firstWeekStart)
            memory[Self.countPlace + Kind.weekdays.rawValue] = Int16(truncatingIfNeeded: kept - start)
            // Days kept once: the lists after BYDAY move down.
            let dropped = end - kept
            guard dropped > 0 else { return }
            for index in end..<(Self.placeCount + used) { memory[index - dropped] = memory[index] }
            used -= dropped
            let firstAfter = Int16(truncatingIfNeeded: end - Self.placeCount)
            // A plain store, not `-=`: the thread sanitizer's build of a compound assignment
            // through a noncopyable value's buffer fails to compile in Swift 6.3.
            for kind in Kind.allCases where kind != .weekdays && memory[kind.rawValue] >= firstAfter {
                memory[kind.rawValue] = memory[kind.rawValue] &- Int16(truncatingIfNeeded: dropped)
            }
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
