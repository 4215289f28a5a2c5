import Foundation
import TestOracles
import Testing

@testable import WeekdayKit

/// Every change at every kind of value, on every series of every fixture and of generated
/// calendars: each call returns or throws, never traps, and a refused change leaves the
/// calendar as it was.
@Suite struct SeriesChangeHostileTests {
    static let values = [
        "00010101", "99991231T235959Z", "30010101T000000", "20260105", "20260105T120000Z", "20260302",
        "20261130T090000",
    ]

    static func changes(_ value: ICalDateTime, _ random: inout SeededRandom) throws -> [SeriesChange] {
        let rule = try RecurrenceRule(
            parsing: ["FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO;COUNT=3", "FREQ=MINUTELY"].randomElement(using: &random)
                ?? "FREQ=DAILY")
        return [
            .exclude(value), .cancel(value), .override(value, start: value, end: nil, title: "x\u{0}y"),
            .override(value, start: nil, end: value, title: nil), .split(at: value, continuation: .rule(rule)),
            .split(at: value, continuation: .weekdays([])), .split(at: value, continuation: .weekdays([1, 7])),
        ]
    }

    @Test func everyChangeReturnsOrThrows() throws {
        var random = SeededRandom(seed: 28)
        var inputs = try FileManager.default.contentsOfDirectory(
            atPath: fixtureURL("README.md").deletingLastPathComponent().path
        )
        .filter { $0.hasSuffix(".ics") }.map { try Data(contentsOf: fixtureURL(String($0.dropLast(4)))) }
        inputs.append(Data(GeneratedCalendar(seed: 5, events: 40).text.utf8))
        var made = 0
        var refused = 0
        for data in inputs {
            let uids = EventCalendar(inputs: [.data(data)], viewerZone: .gmt).events.filter(\.isSeries).compactMap(
                \.uid)
            for uid in uids.prefix(2) {
                for text in Self.values {
                    let value = try ICalDateTime(parsing: text)
                    for change in try Self.changes(value, &random) {
                        var editor = try CalendarEditor(.data(data))
                        do {
                            _ = try editor.apply(change, toSeries: uid, now: Date(timeIntervalSince1970: 1_796_169_600))
                            made += 1
                        } catch {
                            refused += 1
                            #expect(editor.data == data, "\(uid) \(change): refused but changed")
                        }
                    }
                }
            }
        }
        #expect(made > 50 && refused > 50, "\(made) made, \(refused) refused")
    }
}
