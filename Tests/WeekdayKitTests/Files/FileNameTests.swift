import Foundation
import TestOracles
import Testing
@testable import WeekdayCore
@testable import WeekdayKit

/// File names are bytes: every name comes back from its `String` exactly, UTF-8 or not.
@Suite struct FileNameTests {
    /// Random bytes, weighted towards the ones that make UTF-8 go wrong (continuation
    /// bytes, lead bytes cut short, F4 8F BE/BF, which start the stand-ins).
    @Test func everyByteStringComesBack() {
        var random = SeededRandom(seed: 7)
        let awkward: [UInt8] = [0x80, 0xBF, 0xC0, 0xC1, 0xC3, 0xE0, 0xED, 0xEF, 0xF0, 0xF4, 0x8F, 0xBE, 0xF5, 0xFF]
        for _ in 0..<5_000 {
            let count = Int.random(in: 0...12, using: &random)
            let bytes = (0..<count).map { _ in
                let pick = Int.random(in: 0..<awkward.count, using: &random)
                return random.next() % 3 == 0 ? UInt8.random(in: 0...255, using: &random) : awkward[pick]
            }
            let name = FileName.decoding(bytes)
            #expect(FileName.systemBytes(of: name) == bytes, "\(bytes)")
            let viaC = FileName.withSystemName(name) { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
            #expect(viaC == bytes.prefix { $0 != 0 }, "\(bytes)")
        }
    }

    /// A name in UTF-8 is its own `String`, and a byte that is not shows as `\x{E9}`.
    @Test func utf8NamesAreTheirOwnText() {
        for name in ["feed.ics", "café.ics", "日程.ics", "🗓 plan.ics", ""] {
            #expect(FileName.decoding(Array(name.utf8)) == name)
            #expect(FileName.shown(name) == name)
        }
        let latin1: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".ics".utf8)
        #expect(FileName.shown(FileName.decoding(latin1)) == "caf\\x{E9}.ics")
    }

    /// A valid name that holds the private-use scalars the stand-ins use is kept byte by
    /// byte, so it too comes back exactly.
    @Test func namesWithTheStandInScalarsComeBack() {
        let name = "a\u{10FF80}b\u{10FFFF}.ics"
        let bytes = Array(name.utf8)
        #expect(FileName.systemBytes(of: FileName.decoding(bytes)) == bytes)
    }
}
