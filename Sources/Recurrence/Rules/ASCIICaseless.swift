/// Whether ASCII bytes spell `word` in any case: RFC 5545's names and keywords (`TZID`,
/// `VALUE=DATE`, `COUNT`) are caseless, and compared where they lie, without a String.
@inlinable package func asciiCaselessEquals<Bytes: Collection<UInt8>>(_ bytes: Bytes, _ word: StaticString) -> Bool {
    asciiCaselessEquals(bytes, UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
}

/// Whether ASCII bytes spell the upper-case `word` in any case.
@inlinable package func asciiCaselessEquals<Bytes: Collection<UInt8>, Word: Collection<UInt8>>(
    _ bytes: Bytes, _ word: Word
)
    -> Bool
{
    guard bytes.count == word.count else { return false }
    var letter = word.startIndex
    for byte in bytes {
        let upper = word[letter]
        // A byte matches the word's, or is the same letter in the other case.
        guard byte == upper || (byte ^ 0x20 == upper && (upper | 0x20) &- 0x61 < 26) else { return false }
        word.formIndex(after: &letter)
    }
    return true
}

/// ASCII bytes, checked as such by the caller, in upper case as a String.
///
/// `a` to `z` become `A` to `Z` and every other byte stays, without Unicode's case tables:
/// rule parts and component kinds are ASCII, and read for every component.
@inlinable package func asciiUppercased<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> String {
    String(unsafeUninitializedCapacity: bytes.count) { buffer in
        for (index, byte) in bytes.enumerated() {
            buffer[index] = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte
        }
        return bytes.count
    }
}
