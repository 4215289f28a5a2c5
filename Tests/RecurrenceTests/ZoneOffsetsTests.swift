import Foundation
import Testing
@testable import Recurrence

@Suite struct ZoneOffsetsTests {
    /// Offsets and wall-clock readings agree with Foundation's own, hour by hour across
    /// years of transitions, asked in scrambled order (so stretches are met out of order).
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "Pacific/Apia"])
    func agreeWithFoundation(zoneID: String) throws {
        let zone = try #require(TimeZone(identifier: zoneID))
        let start = 1_293_840_000  // 2011
        let hours = 24 * 366 * 3
        for step in 0..<hours {
            let instant = start + ((step * 7_919) % hours) * 3_600 + 1_234
            let offset = ZoneOffsets.shared.offset(of: zone, at: instant)
            #expect(offset == zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant))))
        }
    }

    /// A wall-clock time in a gap takes the offset from before it; one that happens twice
    /// is its first instant (RFC 5545, 3.3.5).
    @Test func wallClockTimesAroundTransitions() throws {
        let berlin = try #require(TimeZone(identifier: "Europe/Berlin"))
        let gap = try ICalDateTime(parsing: "20260329T023000").instant(in: berlin)
        #expect(gap == Date(timeIntervalSince1970: 1_774_747_800))  // 01:30 UTC
        let twice = try ICalDateTime(parsing: "20261025T023000").instant(in: berlin)
        #expect(twice == Date(timeIntervalSince1970: 1_792_888_200))  // 00:30 UTC, the first
        let plain = try ICalDateTime(parsing: "20260701T120000").instant(in: berlin)
        #expect(plain == Date(timeIntervalSince1970: 1_782_900_000))
    }
}
