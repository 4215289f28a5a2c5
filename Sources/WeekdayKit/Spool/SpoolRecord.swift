import Foundation

/// The bytes of one record of ``OccurrenceSpool``: the key it is sorted by, then a payload
/// the spool never looks into.
///
/// Layout (little-endian): the length of the rest (4 bytes); start and end as seconds
/// since 1970 (8 bytes each, IEEE 754); the UID and the path (each a 4-byte length and
/// UTF-8); the payload, to the end. Records sort by start, then end, then the UID's bytes,
/// then the path's, so ties come out the same every run.
enum SpoolRecord {
    /// The bytes before the first record field: the length.
    static let lengthSize = 4

    /// Appends a record; `payload` writes its payload at the end of `bytes`.
    static func append(
        start: Date, end: Date, uid: String?, path: String, to bytes: inout [UInt8],
        payload: (inout [UInt8]) -> Void
    ) {
        let lengthAt = bytes.count
        put(UInt32(0), into: &bytes)
        put(start.timeIntervalSince1970.bitPattern, into: &bytes)
        put(end.timeIntervalSince1970.bitPattern, into: &bytes)
        put(uid ?? "", into: &bytes)
        put(path, into: &bytes)
        payload(&bytes)
        let length = UInt32(truncatingIfNeeded: bytes.count - lengthAt - lengthSize)
        withUnsafeBytes(of: length.littleEndian) { raw in
            for (offset, byte) in raw.enumerated() { bytes[lengthAt + offset] = byte }
        }
    }

    /// The length of the whole record that starts at `offset` (its length field
    /// included), if the bytes hold that much; nil when they end first.
    static func wholeLength(in bytes: UnsafeRawBufferPointer, at offset: Int) -> Int? {
        guard bytes.count - offset >= lengthSize else { return nil }
        let length = Int(uint32(bytes, offset))
        guard bytes.count - offset - lengthSize >= length else { return nil }
        return lengthSize + length
    }

    /// Whether a whole record (from ``wholeLength(in:at:)``) has room for its key.
    static func isWellFormed(_ record: UnsafeRawBufferPointer) -> Bool {
        var position = lengthSize + 16
        for _ in 0..<2 {
            guard record.count - position >= 4 else { return false }
            let length = Int(uint32(record, position))
            guard record.count - position - 4 >= length else { return false }
            position += 4 + length
        }
        return true
    }

    /// The start, in seconds since 1970, of a well-formed record.
    static func start(_ record: UnsafeRawBufferPointer) -> Double {
        Double(bitPattern: uint64(record, lengthSize))
    }

    /// The end, in seconds since 1970, of a well-formed record.
    static func end(_ record: UnsafeRawBufferPointer) -> Double {
        Double(bitPattern: uint64(record, lengthSize + 8))
    }

    /// The payload of a well-formed record.
    static func payload(_ record: UnsafeRawBufferPointer) -> UnsafeRawBufferPointer {
        let pathAt = tieStart + 4 + Int(uint32(record, tieStart))
        let payloadAt = pathAt + 4 + Int(uint32(record, pathAt))
        return UnsafeRawBufferPointer(rebasing: record[payloadAt...])
    }

    /// Whether `lhs` sorts before `rhs` (well-formed records); nil when they tie on
    /// every key.
    static func precedes(_ lhs: UnsafeRawBufferPointer, _ rhs: UnsafeRawBufferPointer) -> Bool? {
        let leftStart = start(lhs)
        let rightStart = start(rhs)
        if leftStart != rightStart { return leftStart < rightStart }
        let leftEnd = end(lhs)
        let rightEnd = end(rhs)
        if leftEnd != rightEnd { return leftEnd < rightEnd }
        var left = tieStart
        var right = tieStart
        for _ in 0..<2 {
            let leftLength = Int(uint32(lhs, left))
            let rightLength = Int(uint32(rhs, right))
            let a = UnsafeRawBufferPointer(rebasing: lhs[left + 4..<left + 4 + leftLength])
            let b = UnsafeRawBufferPointer(rebasing: rhs[right + 4..<right + 4 + rightLength])
            if !a.elementsEqual(b) { return a.lexicographicallyPrecedes(b) }
            left += 4 + leftLength
            right += 4 + rightLength
        }
        return nil
    }

    private static let tieStart = lengthSize + 16

    // MARK: - Bytes

    private static func put<Integer: FixedWidthInteger>(_ value: Integer, into bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    private static func put(_ text: String, into bytes: inout [UInt8]) {
        let utf8 = text.utf8
        put(UInt32(truncatingIfNeeded: utf8.count), into: &bytes)
        bytes.append(contentsOf: utf8)
    }

    private static func uint32(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt32 {
        UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
    }

    private static func uint64(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    }
}
