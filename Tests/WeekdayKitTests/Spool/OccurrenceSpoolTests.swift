import Foundation
import Testing
@testable import WeekdayCore
@testable import WeekdayKit

@Suite struct OccurrenceSpoolTests {
    /// (start, end, uid, payload) records in a scrambled order, with ties on start and
    /// end that the UID, then the order added, decide.
    static func records(_ count: Int) -> [(Double, Double, String, String)] {
        (0..<count).map { index in
            let start = Double((index * 7919) % 97)
            let end = start + Double(index % 3)
            return (start, end, "uid-\(index % 5)", "payload \(index)")
        }
    }

    static func expected(_ records: [(Double, Double, String, String)]) -> [String] {
        records.enumerated().sorted { lhs, rhs in
            let (a, b) = (lhs.element, rhs.element)
            if a.0 != b.0 { return a.0 < b.0 }
            if a.1 != b.1 { return a.1 < b.1 }
            if a.2 != b.2 { return a.2 < b.2 }
            return lhs.offset < rhs.offset
        }.map(\.element.3)
    }

    static func drained(byteLimit: Int, maximumRuns: Int, _ records: [(Double, Double, String, String)]) -> [String] {
        var spool = OccurrenceSpool(byteLimit: byteLimit, maximumRuns: maximumRuns)
        for (start, end, uid, payload) in records {
            spool.add(
                start: Date(timeIntervalSince1970: start), end: Date(timeIntervalSince1970: end), uid: uid,
                path: "p", payload: Array(payload.utf8))
        }
        var out: [String] = []
        spool.drain { out.append(String(decoding: $0, as: UTF8.self)) }
        #expect(spool.failures.isEmpty, "\(spool.failures)")
        return out
    }

    // (bytes held before a run is written, most runs kept)
    // In memory only; many runs merged; runs merged into one along the way.
    @Test(arguments: [(1 << 20, 64), (512, 64), (256, 3)])
    func drainsInRecordOrderHoweverItSpills(byteLimit: Int, maximumRuns: Int) {
        let records = Self.records(500)
        #expect(Self.drained(byteLimit: byteLimit, maximumRuns: maximumRuns, records) == Self.expected(records))
    }

    @Test func smallLimitsWriteRuns() {
        var spool = OccurrenceSpool(byteLimit: 128, maximumRuns: 4)
        for index in 0..<50 {
            spool.add(
                start: Date(timeIntervalSince1970: Double(50 - index)), end: Date(timeIntervalSince1970: 100),
                uid: nil, path: "p", payload: [UInt8(index)])
        }
        #expect(spool.hasSpilled)
        #expect(spool.count == 50)
        var out: [UInt8] = []
        spool.drain { out += $0 }
        #expect(out == Array((0..<50).reversed()).map(UInt8.init))
    }

    /// The codec gives back the occurrence it was given, frames and instants included.
    @Test func codecRoundTripsAnOccurrence() throws {
        let text = """
            BEGIN:VCALENDAR\r
            BEGIN:VEVENT\r
            UID:u\r
            SUMMARY:Naïve \\, café\r
            DTSTART;TZID=Europe/Berlin:20261025T023000\r
            DTEND;TZID=Europe/Berlin:20261025T033000\r
            RRULE:FREQ=DAILY;COUNT=2\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let calendar = EventCalendar(inputs: [.data(Data(text.utf8))], viewerZone: .gmt)
        let occurrences = calendar.occurrences(
            from: Date(timeIntervalSince1970: 1_790_000_000), to: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(occurrences.count == 2)
        var codec = OccurrenceCodec()
        for occurrence in occurrences {
            var bytes: [UInt8] = []
            codec.encode(occurrence, into: &bytes)
            let back = bytes.withUnsafeBytes { codec.decode($0) }
            #expect(back == occurrence)
            #expect(bytes.dropLast().withUnsafeBytes { codec.decode(UnsafeRawBufferPointer(rebasing: $0[...])) } == nil)
        }
    }
}
