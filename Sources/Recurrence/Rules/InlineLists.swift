/// The lists' inline slots and places: plain bytes inside a rule's value, so a reader
/// fills them where they lie and a rule copies them as bytes.
///
/// Slots hold whole numbers as themselves and BYDAY days as `position << 3 | weekday`;
/// the places are each list's first slot (bytes 0 to 8) and its count (bytes 9 to 17),
/// one byte each, as 24 slots need no more.
struct InlineLists {
    /// How many values the slots hold, all lists together.
    static let capacity = 24
    /// How many places there are: each list's first slot, then each list's count.
    static let placeCount = 18

    /// The slots, 16 bits each.
    var slots: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0)
    /// The places, a byte each.
    var places: (UInt64, UInt64, UInt64) = (0, 0, 0)

    /// A slot; 0 past the slots.
    @inline(__always)
    func slot(_ index: Int) -> Int16 {
        guard index >= 0 && index < Self.capacity else { return 0 }
        return withUnsafeBytes(of: slots) { $0.load(fromByteOffset: index &* 2, as: Int16.self) }
    }

    /// A slot, read where it lies, with no copy of the slots; 0 past them.
    @inline(__always)
    mutating func slotInPlace(_ index: Int) -> Int16 {
        guard index >= 0 && index < Self.capacity else { return 0 }
        return withUnsafeMutableBytes(of: &slots) { $0.load(fromByteOffset: index &* 2, as: Int16.self) }
    }

    /// Sets a slot; nothing past the slots.
    @inline(__always)
    mutating func setSlot(_ index: Int, to value: Int16) {
        guard index >= 0 && index < Self.capacity else { return }
        withUnsafeMutableBytes(of: &slots) { $0.storeBytes(of: value, toByteOffset: index &* 2, as: Int16.self) }
    }

    /// A place (a list's first slot or its count); 0 past the places.
    @inline(__always)
    func place(_ index: Int) -> Int {
        guard index >= 0 && index < Self.placeCount else { return 0 }
        return Int(withUnsafeBytes(of: places) { $0[index] })
    }

    /// Sets a place; nothing past the places.
    @inline(__always)
    mutating func setPlace(_ index: Int, to value: Int) {
        guard index >= 0 && index < Self.placeCount else { return }
        withUnsafeMutableBytes(of: &places) { $0[index] = UInt8(truncatingIfNeeded: value) }
    }

    /// Lends `body` the slots as 16-bit numbers.
    @inline(__always)
    mutating func withSlots<Result>(_ body: (UnsafeMutableBufferPointer<Int16>) -> Result) -> Result {
        withUnsafeMutableBytes(of: &slots) { bytes in bytes.withMemoryRebound(to: Int16.self, body) }
    }
}
