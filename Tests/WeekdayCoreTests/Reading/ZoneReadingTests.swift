import Foundation
import TestOracles
import Testing
import WeekdayCore

/// A UTC rule shown in another zone speaks of that zone's days everywhere.
///
/// The selection, the sentence (with the UTC days beside it) and the end; each claim is
/// checked against python-dateutil's occurrences placed in the zone by Foundation.
@Suite struct ZoneReadingTests {
    static let english = Gregorian.calendar("en_US")

    /// The weekdays (1 is Sunday) dateutil's occurrences of a UTC rule fall on in a zone.
    static func weekdays(of rule: String, from start: String, in zone: TimeZone) throws -> Set<Int> {
        let answers = try DateutilOracle.expand([.init(rule: rule, dtstart: start, count: 60)])
        let texts = try #require(answers.first?.occurrences)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return Set(
            try texts.map { text in
                let instant = try ICalDateTime(parsing: text).instant(in: nil)
                return calendar.component(.weekday, from: instant)
            })
    }

    // (rule, UTC start, zone, the sentence there)
    @Test(arguments: [
        ("FREQ=WEEKLY;BYDAY=MO", "20261130T020000Z", "America/Los_Angeles", "Every Sunday (Mon in UTC)"),
        ("FREQ=WEEKLY;BYDAY=MO,WE", "20261130T020000Z", "America/Los_Angeles", "Sun and Tue (Mon and Wed in UTC)"),
        ("FREQ=WEEKLY", "20261130T020000Z", "America/New_York", "Every Sunday (Mon in UTC)"),
        ("FREQ=WEEKLY;BYDAY=FR", "20261127T200000Z", "Asia/Tokyo", "Every Saturday (Fri in UTC)"),
    ])
    func sentenceSaysTheZonesDays(rule: String, start: String, zone: String, sentence: String) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let analysis = try RuleAnalysis(parsing: rule, start: ICalDateTime(parsing: start), timeZone: timeZone)
        let seen = try Self.weekdays(of: rule, from: start, in: timeZone)
        #expect(Set(analysis.selection.sorted) == seen, "the row shows the days the zone sees")
        #expect(analysis.summary(in: Self.english) == sentence)
        let named = Set(
            Self.english.weekdaySymbols.indices.filter { sentence.contains(Self.english.weekdaySymbols[$0]) })
        if sentence.hasPrefix("Every") { #expect(named.map { $0 + 1 } == Array(seen), "\(sentence)") }
    }

    /// UNTIL is said on the zone's wall clock, as Foundation formats the same instant there.
    @Test func untilIsSaidInTheZone() throws {
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let analysis = try RuleAnalysis(
            parsing: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231T020000Z", start: ICalDateTime(parsing: "20261130T020000Z"),
            timeZone: zone)
        var style = Date.FormatStyle(date: .long, time: .shortened, locale: Locale(identifier: "en_US"))
        style.timeZone = zone
        let local = try ICalDateTime(parsing: "20261231T020000Z").instant(in: nil).formatted(style)
        #expect(local == "December 30, 2026 at 6:00\u{202F}PM")
        #expect(analysis.sentence(in: Self.english) == "Every Sunday until \(local) (Mon in UTC)")
        #expect(analysis.noteTexts(in: Self.english).first == "ends on \(local)")
        let occurrences = try #require(
            try DateutilOracle.expand([
                .init(rule: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231T020000Z", dtstart: "20261130T020000Z", count: 10)
            ]).first?.occurrences)
        #expect(occurrences.last == "20261228T020000Z", "the last Sunday evening, Dec 27 in Los Angeles")
    }

    /// An event's own zone words a UTC UNTIL too.
    @Test func untilOfAZonedStartIsSaidInItsZone() throws {
        let analysis = try RuleAnalysis(
            parsing: "FREQ=WEEKLY;BYDAY=MO;UNTIL=20270101T000000Z", start: ICalDateTime(parsing: "20261130T090000"),
            timeZone: TimeZone(identifier: "Europe/Madrid"))
        #expect(analysis.sentence(in: Self.english) == "Every Monday until January 1, 2027 at 1:00\u{202F}AM")
    }

    /// Where the days move in ways one rule of the same shape cannot say (the first Monday
    /// of a month seen the evening before, or a shift that changes with summer time), the
    /// sentence stays the UTC one and says so; the row still shows the zone's days.
    @Test(arguments: [
        ("FREQ=MONTHLY;BYDAY=1MO", "20261207T020000Z", "Monthly on the first Monday (in UTC)"),
        ("FREQ=WEEKLY;BYDAY=MO", "20261130T073000Z", "Every Monday (in UTC)"),
    ])
    func shapesThatDoNotMoveSayUTC(rule: String, start: String, sentence: String) throws {
        let zone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let analysis = try RuleAnalysis(parsing: rule, start: ICalDateTime(parsing: start), timeZone: zone)
        #expect(analysis.sentence(in: Self.english) == sentence)
        #expect(analysis.fidelity == .approximate)
        if rule.hasPrefix("FREQ=WEEKLY") {
            #expect(Set(analysis.selection.sorted) == (try Self.weekdays(of: rule, from: start, in: zone)))
        }
    }

    /// Every day is every day wherever it is seen.
    @Test func everyDayNeedsNoZone() throws {
        let analysis = try RuleAnalysis(
            parsing: "FREQ=DAILY", start: ICalDateTime(parsing: "20261130T073000Z"),
            timeZone: TimeZone(identifier: "America/Los_Angeles"))
        #expect(analysis.fidelity == .exact)
        #expect(analysis.summary(in: Self.english) == "Every day")
    }
}
