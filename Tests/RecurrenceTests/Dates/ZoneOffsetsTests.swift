import Foundation
import Testing
@testable import Recurrence
import Caching

@Suite struct ZoneOffsetsTests {
    /// Offsets and wall-clock readings agree with Foundation's own, hour by hour across
    /// years of transitions, asked in scrambled order (so stretches are met out of order).
    @Test(arguments: ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "Pacific/Apia"])
    func agreeWithFoundation(zoneID: String) throws {
        let zone = try #require(TimeZone(identifier: zoneID))
        let start = 1_293_840_000  // 2011
        let hours = 24 * 366 * 3
        var clock = ZoneClock(zone: zone, offsets: ZoneOffsets())
        for step in 0..<hours {
            let instant = start + ((step * 7_919) % hours) * 3_600 + 1_234
            let offset = clock.offset(atInstant: instant)
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

    /// A run's walks share one table, two runs never do, and a walk outside any run has a
    /// table of its own: nothing the process does keeps stretches past the work.
    @Test func tablesBelongToRuns() {
        let (same, other) = RunTables.fresh {
            (ZoneOffsets.ofCurrentRun === ZoneOffsets.ofCurrentRun, RunTables.fresh { ZoneOffsets.ofCurrentRun })
        }
        #expect(same)
        #expect(RunTables.fresh { ZoneOffsets.ofCurrentRun } !== other)
        #expect(ZoneOffsets.ofCurrentRun !== ZoneOffsets.ofCurrentRun)
    }

    /// A feed of more fixed-offset zones than a run keeps: the table stops at its cap, and
    /// a zone past it still gives Foundation's offsets.
    @Test func zonesPastTheCapAreNotKept() throws {
        let offsets = ZoneOffsets()
        let instant = 1_780_000_000
        for seconds in 0...ZoneOffsets.maximumZones {
            let zone = try #require(TimeZone(secondsFromGMT: seconds - ZoneOffsets.maximumZones / 2))
            var clock = ZoneClock(zone: zone, offsets: offsets)
            #expect(clock.offset(atInstant: instant) == seconds - ZoneOffsets.maximumZones / 2)
        }
        #expect(offsets.zoneCount == ZoneOffsets.maximumZones)
    }

    /// Two fixed offsets Foundation gives the same identifier (it names them by whole
    /// minutes) keep their own offsets in one run's table.
    @Test func fixedOffsetsThatShareANameKeepTheirOwn() throws {
        let offsets = ZoneOffsets()
        let hour = try #require(TimeZone(secondsFromGMT: 3_600))
        let hourAndASecond = try #require(TimeZone(secondsFromGMT: 3_601))
        var first = ZoneClock(zone: hour, offsets: offsets)
        var second = ZoneClock(zone: hourAndASecond, offsets: offsets)
        #expect(first.offset(atInstant: 1_780_000_000) == 3_600)
        #expect(second.offset(atInstant: 1_780_000_000) == 3_601)
    }

    /// A walk's clock, which keeps the stretches it used, reads wall-clock times hour by
    /// hour through two autumn changes and a spring one, forward and back, as a new clock
    /// does for each value; and its wall-clock times are Foundation's.
    @Test func walkingClockAgreesWithNewClocks() throws {
        let zone = try #require(TimeZone(identifier: "America/New_York"))
        let start = try ICalDateTime(parsing: "20251101T000000")
        var walking = ZoneClock(zone: zone, offsets: ZoneOffsets())
        let hours = Array(0..<(24 * 160))
        for hour in hours + hours.reversed() {
            let value = start.movedBy(seconds: hour * 3_600 + 1_800)
            var fresh = ZoneClock(zone: zone, offsets: ZoneOffsets())
            let expected = fresh.instant(of: value)
            #expect(walking.instant(of: value) == expected)
            let shown = walking.localTime(of: expected)
            let seconds = Int(expected.timeIntervalSince1970) + zone.secondsFromGMT(for: expected)
            #expect(shown == ICalDateTime(fieldSeconds: seconds, form: .floating))
        }
    }
}
