/// Reads well-formed rule text in one pass over its bytes, with no string made on the way.
///
/// Feeds read rules by the million. Anything it does not take at a glance (a bad part, a
/// repeat, an odd number, a value out of range) it leaves, and ``RuleGrammar`` reads the
/// text again to say what is wrong and where; both build the same rule from the same text.
/// Every value it keeps is in the range the rule's check allows (`RuleLists.Kind.allows`),
/// and the combinations the check refuses are told from the parts it read
/// (`RecurrenceRule.allowsCombinations`): a rule it gives is checked whole.
enum RuleScanner {
    /// The length past which a text is read into a draft first: five bytes a value of the
    /// inline slots, where lists too long for them become common (shorter texts nearly
    /// all fit, with their part names and UNTIL).
    private static let longText = 5 * RuleLists.inlineCapacity

    /// The rule of a text, with or without its `RRULE:` prefix, checked whole, or nil.
    static func scan(_ text: String) -> RecurrenceRule? {
        var rule = RecurrenceRule(head: RuleHead(frequency: .yearly), lists: RuleLists())
        return scan(text, into: &rule) ? rule : nil
    }

    /// Reads a text, with or without its `RRULE:` prefix, into `rule`, an empty rule
    /// (`RuleLists()`, no values as given), checked whole; false, with `rule`'s lists in
    /// no defined state, when the scanner does not take the text.
    ///
    /// The rule is written where the caller keeps it, its lists filled in place: no rule
    /// or list is copied on the way out.
    @inline(__always) static func scan(_ text: String, into rule: inout RecurrenceRule) -> Bool {
        // A text whose bytes are not in one piece (bridged) is left to the grammar.
        let taken = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard var start = bytes.baseAddress, !bytes.isEmpty else { return false }
            var count = bytes.count
            // No rule part starts with R: one byte tells nearly every text apart.
            if start.pointee | 0x20 == UInt8(ascii: "r") {
                guard count > 6, asciiCaselessEquals(UnsafeBufferPointer(start: start, count: 6), "RRULE:") else {
                    return false
                }
                start += 6
                count -= 6
            }
            // A text long enough for many values (nearly all are short) goes to the draft
            // at once, not after filling the inline slots in vain.
            guard count <= longText else { return readLong(start, count, into: &rule) }
            var needsDraft = false
            var head = RuleHead(frequency: .yearly)
            let taken = rule.lists.withInlineInPlace { lists in
                var inline = RuleLists.InlineFilling(lists)
                return read(start, start + count, into: &inline, head: &head, needsDraft: &needsDraft)
            }
            if taken {
                rule.take(head: head)
                return true
            }
            guard needsDraft else { return false }
            return readLong(start, count, into: &rule)
        }
        return taken ?? false
    }

    /// Reads `count` bytes from `start` into `rule`, its lists filled in a draft: for the
    /// few rules with more values than the rule's inline slots, kept out of the way of
    /// the others.
    @inline(never)
    private static func readLong(_ start: UnsafePointer<UInt8>, _ count: Int, into rule: inout RecurrenceRule) -> Bool {
        // Each value takes a byte and a separator: a text of n bytes holds at most n / 2 + 1.
        let most = min(RuleLists.Draft.largestCapacity, count / 2 + 1)
        var needsDraft = false
        var head = RuleHead(frequency: .yearly)
        return RuleLists.Draft.withDraft(holding: most) { draft in
            guard read(start, start + count, into: &draft, head: &head, needsDraft: &needsDraft) else { return false }
            rule.take(head: head, lists: RuleLists(draft))
            return true
        }
    }

    /// Reads the bytes from `start` to `end` into `filling` (its lists) and `head` (the
    /// other parts, which start as a rule's defaults); false when they are not a rule the
    /// scanner takes, with `needsDraft` set when the filling cannot hold its lists.
    @inline(never)
    private static func read<Filling: RuleListFilling & ~Copyable>(
        _ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, into filling: inout Filling,
        head: inout RuleHead, needsDraft: inout Bool
    ) -> Bool {
        var cursor = start
        var seen: UInt16 = 0
        var daysInMondayOrder = true
        var dayPlaces: UInt8 = 0
        var daysBeforeWeekStart = false
        var positioned = false
        var more = true
        // Most texts start with FREQ: read at once, with no look at the other names.
        if end - start > 8,
            UnsafeRawPointer(start).loadUnaligned(as: UInt64.self).littleEndian & 0xFF_DFDF_DFDF == 0x3D_5145_5246
        {
            cursor += 5
            guard let value = frequencyValue(&cursor, end, textStart: start) else { return false }
            head.frequency = value
            seen = 1 << RulePart.freq.rawValue
            more = cursor != end
            if more {
                guard cursor.pointee == UInt8(ascii: ";") else { return false }
                cursor += 1
            }
        }
        while more {
            guard let part = partName(&cursor, end, textStart: start) else { return false }
            let bit: UInt16 = 1 << part.rawValue
            guard seen & bit == 0 else { return false }
            seen |= bit
            // Told by tests in the order parts are most often written, not by a jump
            // table: a jump whose target changes with every part is mispredicted more.
            if part == .freq {
                guard let value = frequencyValue(&cursor, end, textStart: start) else { return false }
                head.frequency = value
            } else if part == .byDay {
                guard
                    dayList(
                        &cursor, end, into: &filling, inMondayOrder: &daysInMondayOrder, places: &dayPlaces,
                        positioned: &positioned, needsDraft: &needsDraft)
                else { return false }
                daysBeforeWeekStart = seen & (1 << RulePart.weekStart.rawValue) == 0
            } else if bit & RulePart.listBits != 0 {
                guard numberList(&cursor, end, part.list, into: &filling, needsDraft: &needsDraft) else { return false }
            } else if part == .until {
                guard let value = untilValue(&cursor, end) else { return false }
                head.set(checkedUntil: value)
            } else if part == .weekStart {
                guard let value = weekday(&cursor, end) else { return false }
                head.set(checkedWeekStart: value)
            } else {
                // INTERVAL or COUNT.
                guard let value = number(&cursor, end), (1...RecurrenceRule.maximumInterval).contains(value) else {
                    return false
                }
                if part == .count { head.set(count: value) } else { head.set(checkedInterval: value) }
            }
            if cursor == end { break }
            guard cursor.pointee == UInt8(ascii: ";") else { return false }
            cursor += 1
        }
        // COUNT and UNTIL together, or no FREQ: the grammar says which.
        let ends: UInt16 = 1 << RulePart.count.rawValue | 1 << RulePart.until.rawValue
        guard seen & 1 << RulePart.freq.rawValue != 0, seen & ends != ends else { return false }
        // WKST=MO is kept as none: days are ordered from Monday either way.
        let weekStart = head.firstWeekday
        if seen & (1 << RulePart.byDay.rawValue) != 0
            && (!daysInMondayOrder || weekStart.map { wrapsAround(dayPlaces, from: $0) } ?? false)
        {
            filling.orderWeekdays(from: weekStart ?? 2, after: daysBeforeWeekStart && weekStart != nil ? 2 : nil)
        }
        guard RecurrenceRule.allowsCombinations(of: seen, frequency: head.frequency, positioned: positioned) else {
            return false
        }
        return true
    }

    /// Whether days in the week's order from Monday, distinct, with a bit set in `places`
    /// for each (Monday is bit 0), come in another order from `weekStart`: when some come
    /// before that day in a week from Monday and some not.
    @inline(__always)
    private static func wrapsAround(_ places: UInt8, from weekStart: Int) -> Bool {
        let before = UInt8(truncatingIfNeeded: 1 &<< mondayPlace(of: weekStart)) &- 1
        return places & before != 0 && places & ~before != 0
    }

    /// A `Calendar` weekday's place in a week from Monday: Monday is 0 and Sunday 6.
    @inline(__always)
    private static func mondayPlace(of weekday: Int) -> Int {
        (weekday &+ 5) % 7
    }

    // MARK: Names

    /// The part named before the next `=`, in any case; the cursor moves past the `=`.
    ///
    /// A name of up to eight letters is read as one number of eight bytes when the text
    /// goes on that far, and told apart by it (``RuleKeys``).
    @inline(__always)
    private static func partName(
        _ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, textStart: UnsafePointer<UInt8>
    ) -> RulePart? {
        let start = cursor
        var key: UInt64
        var length: Int
        if end - start >= 8 {
            let word = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self).littleEndian
            // The byte after the eight is read only for a name of eight letters or more.
            if let place = firstByte(UInt8(ascii: "="), in: word, orAfter: 0) {
                length = place
                key = word & lowBytes(length)
            } else if end - start > 8 && start[8] == UInt8(ascii: "=") {
                length = 8
                key = word
            } else {
                // BYYEARDAY and BYMONTHDAY, the two names of nine and ten letters.
                if end - start > 9 && start[9] == UInt8(ascii: "=") {
                    length = 9
                } else if end - start > 10 && start[10] == UInt8(ascii: "=") {
                    length = 10
                } else {
                    return nil
                }
                key = word
            }
        } else if let word = lastWord(from: start, to: end, textStart: textStart) {
            // A name is followed by `=` and a value: one that reaches the end names no part.
            guard let place = firstByte(UInt8(ascii: "="), in: word, orAfter: 0) else { return nil }
            length = place
            key = word & lowBytes(length)
        } else {
            (key, length) = slowKey(from: start, to: end, before: UInt8(ascii: "="))
            guard start + length != end else { return nil }
        }
        if length > 8 {
            // BYMONTHDAY and BYYEARDAY: keyed by what follows their BY, which the `=` and
            // a value follow, so its eight bytes are there to read.
            guard length <= 10, start[0] & 0xDF == UInt8(ascii: "B"), start[1] & 0xDF == UInt8(ascii: "Y") else {
                return nil
            }
            let word = UnsafeRawPointer(start + 2).loadUnaligned(as: UInt64.self).littleEndian
            key = length == 10 ? word : word & lowBytes(length &- 2)
        }
        cursor = start + length + 1
        return RulePart(key: key & RuleKeys.caseFold, length: length)
    }

    /// The place (0 to 7) of the first `byte` among a word's eight, or 8 when `next`, the
    /// byte after them, is it; nil when neither.
    @inline(__always)
    private static func firstByte(_ byte: UInt8, in word: UInt64, orAfter next: UInt8) -> Int? {
        let spread = UInt64(byte) &* 0x0101_0101_0101_0101
        let zeroed = word ^ spread
        // The lowest byte that became zero sets its high bit first.
        let found = (zeroed &- 0x0101_0101_0101_0101) & ~zeroed & 0x8080_8080_8080_8080
        if found != 0 { return found.trailingZeroBitCount >> 3 }
        return next == byte ? 8 : nil
    }

    /// A mask of a word's lowest `count` bytes, for a count of 0 to 7.
    @inline(__always)
    private static func lowBytes(_ count: Int) -> UInt64 { 1 &<< UInt64(truncatingIfNeeded: count &* 8) &- 1 }

    /// The bytes from `start` to `end`, at most eight, as one number, the first lowest and
    /// zero above them: read as the eight bytes that end at `end`, when the text from
    /// `textStart` holds that many; nil when it does not.
    @inline(__always)
    private static func lastWord(
        from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>, textStart: UnsafePointer<UInt8>
    ) -> UInt64? {
        guard end - textStart >= 8 else { return nil }
        let word = UnsafeRawPointer(end - 8).loadUnaligned(as: UInt64.self).littleEndian
        // A shift of 64 or more gives zero.
        return word >> (64 &- UInt64(truncatingIfNeeded: end - start) &* 8)
    }

    /// The key of the bytes before the next `stop` or the end (meaningful for eight bytes
    /// or fewer), and how many bytes that is, read one at a time.
    @inline(__always)
    private static func slowKey(from start: UnsafePointer<UInt8>, to end: UnsafePointer<UInt8>, before stop: UInt8)
        -> (key: UInt64, length: Int)
    {
        var byte = start
        var key: UInt64 = 0
        // Each byte enters at the top; the first ends lowest once the key is shifted down.
        while byte != end && byte.pointee != stop {
            key = key >> 8 | UInt64(byte.pointee) << 56
            byte += 1
        }
        let length = byte - start
        return (length >= 8 ? key : key >> UInt64((8 &- length) &* 8), length)
    }

    /// A frequency in any case, up to the next `;` or the end.
    @inline(__always)
    private static func frequencyValue(
        _ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, textStart: UnsafePointer<UInt8>
    ) -> RecurrenceRule.Frequency? {
        let start = cursor
        let key: UInt64
        let length: Int
        if end - start > 8 {
            // A frequency is at most eight letters: a `;` ends it within nine bytes.
            let word = UnsafeRawPointer(start).loadUnaligned(as: UInt64.self).littleEndian
            guard let place = firstByte(UInt8(ascii: ";"), in: word, orAfter: start[8]) else { return nil }
            length = place
            key = length == 8 ? word : word & lowBytes(length)
        } else if let word = lastWord(from: start, to: end, textStart: textStart) {
            length = firstByte(UInt8(ascii: ";"), in: word, orAfter: 0) ?? end - start
            key = length == 8 ? word : word & lowBytes(length)
        } else {
            (key, length) = slowKey(from: start, to: end, before: UInt8(ascii: ";"))
        }
        cursor = start + length
        return RecurrenceRule.Frequency(key: key & RuleKeys.caseFold, length: length)
    }

    /// A weekday code (`MO`) in any case, as a `Calendar` number.
    @inline(__always)
    private static func weekday(_ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Int? {
        guard end - cursor >= 2 else { return nil }
        let code = UInt16(cursor[0] & 0xDF) | UInt16(cursor[1] & 0xDF) << 8
        cursor += 2
        return RecurrenceRule.Weekday.number(ofCode: code)
    }

    // MARK: Numbers

    /// A whole number of 1 to 12 digits with an optional sign.
    @inline(__always)
    private static func number(_ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Int? {
        var byte = cursor
        var negative = false
        // Signs are below the digits: one test passes nearly every number.
        if byte != end && byte.pointee < UInt8(ascii: "0")
            && (byte.pointee == UInt8(ascii: "-") || byte.pointee == UInt8(ascii: "+"))
        {
            negative = byte.pointee == UInt8(ascii: "-")
            byte += 1
        }
        let start = byte
        if end - start >= 3, case let first = start[0] &- UInt8(ascii: "0"), first < 10 {
            let second = start[1] &- UInt8(ascii: "0")
            // Not two digits more: one digit or two, as nearly every number. Both bytes are
            // tested at once (`max`), and which of the two chosen without a branch: a test
            // of the second alone would go either way from one number to the next.
            if max(second, start[2] &- UInt8(ascii: "0")) >= 10 {
                // All ones when the second byte is a digit, by arithmetic: a choice written
                // as one is compiled to a branch.
                let two = (Int(second) &- 10) &>> 63
                let value = Int(first) &+ (two & (Int(first) &* 9 &+ Int(second)))
                cursor = start + (1 &- two)
                return negative ? -value : value
            }
        }
        let last = start + min(12, end - start)
        var value = 0
        while byte != last, case let digit = byte.pointee &- UInt8(ascii: "0"), digit < 10 {
            value = value &* 10 &+ Int(digit)
            byte += 1
        }
        cursor = byte
        guard byte != start else { return nil }
        return negative ? -value : value
    }

    /// Whether the cursor is at a `,` and past it: another item of a list follows.
    @inline(__always)
    private static func nextItem(_ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Bool {
        guard cursor != end, cursor.pointee == UInt8(ascii: ",") else { return false }
        cursor += 1
        return true
    }

    /// Numbers between commas, each in the list's range and kept once in its first place,
    /// into the filling; false when one is not such a number, the list is longer than a rule
    /// may hold, or the filling has no room (then `needsDraft` is set).
    @_transparent
    private static func numberList<Filling: RuleListFilling & ~Copyable>(
        _ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>, _ kind: RuleLists.Kind,
        into filling: inout Filling, needsDraft: inout Bool
    ) -> Bool {
        filling.begin(kind)
        var items = 0
        repeat {
            guard let value = number(&cursor, end), kind.allows(value) else { return false }
            let slot = Int16(truncatingIfNeeded: value)
            if !filling.holds(slot, since: kind) {
                guard filling.hasRoom else {
                    needsDraft = true
                    return false
                }
                filling.push(slot)
            }
            items += 1
            guard items <= RecurrenceRule.maximumListLength else { return false }
        } while nextItem(&cursor, end)
        filling.end(kind)
        return true
    }

    /// BYDAY's items into the filling: a weekday code, with an optional signed position of
    /// 1 to 53 before it.
    ///
    /// Then `inMondayOrder` says whether the days came in the week's order from Monday,
    /// each once, as nearly all rules write them, `places` has a bit for each day's place
    /// from Monday, and `positioned` says whether a day has a position.
    @_transparent
    private static func dayList<Filling: RuleListFilling & ~Copyable>(
        _ cursor: inout UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>,
        into filling: inout Filling,
        inMondayOrder: inout Bool, places: inout UInt8, positioned: inout Bool, needsDraft: inout Bool
    ) -> Bool {
        filling.begin(.weekdays)
        var items = 0
        // Kept here and given back once, at the end, so they can stay in registers. A day
        // is out of the week's order from Monday when a place at or after its own was seen.
        var placesSeen: UInt32 = 0
        var outOfOrder: UInt32 = 0
        var anyPositioned = false
        repeat {
            var position = 0
            // A byte below the letters starts a position, a sign or a digit: `number`
            // refuses any other.
            if cursor != end && cursor.pointee < UInt8(ascii: "A") {
                guard let value = number(&cursor, end), value != 0, value.magnitude <= 53 else { return false }
                position = value
                anyPositioned = true
            }
            guard let weekday = weekday(&cursor, end) else { return false }
            guard filling.hasRoom else {
                needsDraft = true
                return false
            }
            filling.push(Int16(truncatingIfNeeded: position) << 3 | Int16(truncatingIfNeeded: weekday))
            let place = mondayPlace(of: weekday)
            outOfOrder |= placesSeen &>> UInt32(truncatingIfNeeded: place)
            placesSeen |= 1 &<< UInt32(truncatingIfNeeded: place)
            items += 1
            guard items <= RecurrenceRule.maximumListLength else { return false }
        } while nextItem(&cursor, end)
        filling.end(.weekdays)
        inMondayOrder = outOfOrder == 0
        places = UInt8(truncatingIfNeeded: placesSeen)
        positioned = anyPositioned
        return true
    }
}
