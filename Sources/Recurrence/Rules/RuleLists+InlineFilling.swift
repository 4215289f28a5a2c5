extension RuleLists {
    /// Lists filled in place, in the inline slots of the value the rule keeps: nearly
    /// every rule's lists fit there, and then nothing is copied or allocated on the way.
    ///
    /// A rule with more values than the slots is left to a ``Draft``.
    struct InlineFilling: RuleListFilling {
        /// The rule's slots and places, empty at first and filled one by one, where they lie.
        private let inline: UnsafeMutablePointer<InlineLists>
        /// How many slots are taken.
        private var used = 0
        /// The first slot of the list begun last.
        private var listStart = 0
        /// A bit for each value pushed to the list begun last, by its lowest six bits: a
        /// value whose bit is clear is not in the list, with no search.
        private var pushed: UInt64 = 0

        /// Fills the empty slots and places at `inline`, which outlive the filling.
        @inline(__always)
        init(_ inline: UnsafeMutablePointer<InlineLists>) { self.inline = inline }

        /// Starts a list after the last.
        @inline(__always)
        mutating func begin(_ kind: Kind) {
            listStart = used
            pushed = 0
        }

        /// The bit of ``pushed`` for a value.
        @inline(__always)
        private static func pushedBit(of value: Int16) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: value & 63) }

        /// Whether another inline slot is free.
        @inline(__always) var hasRoom: Bool { used < RuleLists.inlineCapacity }

        /// Adds a slot, when one is free (the caller checks ``hasRoom`` first).
        @inline(__always)
        mutating func push(_ value: Int16) {
            guard hasRoom else { return }
            inline.pointee.setSlot(used, to: value)
            used &+= 1
            pushed |= Self.pushedBit(of: value)
        }

        /// Ends the list begun last: its first slot and count go into their places.
        @inline(__always)
        mutating func end(_ kind: Kind) {
            inline.pointee.setPlace(kind.rawValue, to: listStart)
            inline.pointee.setPlace(Draft.countPlace + kind.rawValue, to: used &- listStart)
        }

        /// Whether the list begun last already holds `value`.
        @inline(__always)
        mutating func holds(_ value: Int16, since kind: Kind) -> Bool {
            guard pushed & Self.pushedBit(of: value) != 0 else { return false }
            var index = listStart
            while index < used {
                if inline.pointee.slotInPlace(index) == value { return true }
                index &+= 1
            }
            return false
        }

        /// Orders BYDAY, ended, as libical orders it (``RuleLists/orderDays(_:from:after:)``);
        /// the lists after BYDAY move down over the days dropped.
        @inline(__always)
        mutating func orderWeekdays(from weekStart: Int, after firstWeekStart: Int?) {
            let start = inline.pointee.place(Kind.weekdays.rawValue)
            let end = start &+ inline.pointee.place(Draft.countPlace + Kind.weekdays.rawValue)
            let used = used
            let kept = inline.pointee.withSlots { slots in
                guard end <= used && used <= slots.count else { return end }
                let kept =
                    start
                    &+ RuleLists.orderDays(
                        UnsafeMutableBufferPointer(rebasing: slots[start..<end]), from: weekStart,
                        after: firstWeekStart)
                // Days kept once: the lists after BYDAY move down, and the slots they leave are zero.
                let dropped = end &- kept
                if dropped > 0 {
                    for index in end..<used { slots[index &- dropped] = slots[index] }
                    for index in (used &- dropped)..<used { slots[index] = 0 }
                }
                return kept
            }
            inline.pointee.setPlace(Draft.countPlace + Kind.weekdays.rawValue, to: kept &- start)
            let dropped = end &- kept
            guard dropped > 0 else { return }
            self.used &-= dropped
            for kind in Kind.allCases where kind != .weekdays && inline.pointee.place(kind.rawValue) >= end {
                inline.pointee.setPlace(kind.rawValue, to: inline.pointee.place(kind.rawValue) &- dropped)
            }
        }
    }
}
