import Foundation
import TestOracles
import Testing
import WeekdayCore

@Suite struct WeekdaySelectionTests {
    /// Every non-empty set of weekdays: the 127 selections a picker can show.
    static let allSelections: [[Int]] = (1..<128).map { mask in
        (1...7).filter { mask & (1 << ($0 - 1)) != 0 }
    }

    /// Sunday 2026-11-29, 07:30: the start of the week the expansions begin in.
    static let sunday = ICalDateTime(year: 2026, month: 11, day: 29, hour: 7, minute: 30, form: .floating)

    // MARK: - Every selection, every first weekday

    // (the calendar's first weekday)
    @Test(arguments: 1...7)
    func everySelectionRoundTrips(firstWeekday: Int) throws {
        #expect(Self.allSelections.count == 127)
        let calendar = Gregorian.calendar("en_US", firstWeekday: firstWeekday)
        for days in Self.allSelections {
            let selection = try WeekdaySelection(days)
            let text = try #require(selection.rruleString(in: calendar), "\(days)")
            let analysis = try RuleAnalysis(parsing: text)
            #expect(analysis.fidelity == .exact, "\(days) -> \(text)")
            #expect(analysis.selection == selection, "\(days) -> \(text)")
            #expect(try RecurrenceRule(parsing: text).rfc5545String == text, "written canonically")
        }
    }

    /// Expands each selection's rule for eight weeks from each of its days and reads the
    /// weekdays with Foundation: exactly the selected days, each of them eight times.
    // (the calendar's first weekday)
    @Test(arguments: 1...7)
    func everySelectionExpandsToItsDays(firstWeekday: Int) throws {
        let calendar = Gregorian.calendar("en_US", firstWeekday: firstWeekday)
        for days in Self.allSelections {
            let text = try #require(try WeekdaySelection(days).rruleString(in: calendar))
            let rule = try RecurrenceRule(parsing: text)
            for startDay in days {
                let start = try Gregorian.adding(days: startDay - 1, to: Self.sunday)
                #expect(try Gregorian.weekday(of: start) == startDay)
                let lastSecond = try Gregorian.adding(days: 56, seconds: -1, to: start)
                let expansion = RecurrenceExpansion(
                    of: rule, from: start, limits: .init(until: lastSecond))
                let weekdays = try expansion.occurrences.map(Gregorian.weekday(of:))
                let context = "\(text) from \(start) (first weekday \(firstWeekday))"
                #expect(Set(weekdays) == Set(days), "\(context)")
                #expect(weekdays.count == 8 * days.count, "\(context)")
                #expect(expansion.occurrences.first == start, "\(context)")
                #expect(expansion.stop == .untilLimit, "\(context)")
            }
        }
    }

    @Test func allDayStartGivesTheSameDays() throws {
        let calendar = Gregorian.calendar("es_ES")
        let text = try #require(try WeekdaySelection([2, 4, 6]).rruleString(in: calendar))
        let expansion = try RecurrenceExpansion(
            of: RecurrenceRule(parsing: text), from: ICalDateTime(parsing: "20261130"),
            limits: .init(count: 9))
        #expect(
            strings(expansion.occurrences) == [
                "20261130", "20261202", "20261204", "20261207", "20261209", "20261211",
                "20261214", "20261216", "20261218",
            ])
    }

    // MARK: - Edges

    @Test(arguments: 1...7)
    func emptySelectionHasNoRule(firstWeekday: Int) throws {
        let calendar = Gregorian.calendar("en_US", firstWeekday: firstWeekday)
        let none = try WeekdaySelection([])
        #expect(none.isEmpty)
        #expect(none.recurrenceRule(in: calendar) == nil)
        #expect(none.rruleString(in: calendar) == nil)
    }

    @Test(arguments: 1...7)
    func everyDayIsDaily(firstWeekday: Int) throws {
        let calendar = Gregorian.calendar("en_US", firstWeekday: firstWeekday)
        let text = try #require(WeekdaySelection.everyDay.rruleString(in: calendar))
        #expect(text == "FREQ=DAILY")
        let rule = try RecurrenceRule(parsing: text)
        #expect(rule.frequency == .daily)
        #expect(rule.weekdays.isEmpty)
    }

    @Test func outOfRangeWeekdayIsRejected() {
        #expect(throws: WeekdaysError.invalidWeekday(8)) { try WeekdaySelection([1, 8]) }
        #expect(throws: WeekdaysError.invalidWeekday(0)) { try WeekdaySelection([0]) }
    }

    // MARK: - Order of BYDAY and WKST

    /// BYDAY lists the days from the calendar's first weekday on; WKST names that day
    /// (libical leaves out WKST=MO, the RFC 5545 default).
    // (the calendar's first weekday)
    @Test(arguments: 1...7)
    func bydayAndWkstFollowTheFirstWeekday(firstWeekday: Int) throws {
        let calendar = Gregorian.calendar("en_US", firstWeekday: firstWeekday)
        let order = (0..<7).map { (firstWeekday - 1 + $0) % 7 + 1 }
        for days in Self.allSelections where days.count < 7 {
            let text = try #require(try WeekdaySelection(days).rruleString(in: calendar))
            var parts: [String: String] = [:]
            for part in text.split(separator: ";") {
                let pair = part.split(separator: "=", maxSplits: 1)
                parts[String(pair[0])] = String(pair[1])
            }
            #expect(parts["FREQ"] == "WEEKLY", "\(text)")
            #expect(parts["BYDAY"] == order.filter(days.contains).map(code).joined(separator: ","), "\(text)")
            #expect(parts["WKST"] == (firstWeekday == 2 ? nil : code(firstWeekday)), "\(text)")
            #expect(Set(parts.keys).isSubset(of: ["FREQ", "BYDAY", "WKST"]), "\(text)")
        }
    }

    // (locale, days, RRULE)
    @Test(arguments: [
        ("en_GB", [2, 4], "FREQ=WEEKLY;BYDAY=MO,WE"),
        ("es_ES", [1, 7], "FREQ=WEEKLY;BYDAY=SA,SU"),
        ("en_US", [1, 7], "FREQ=WEEKLY;BYDAY=SU,SA;WKST=SU"),
        ("en_US", [2, 4, 6], "FREQ=WEEKLY;BYDAY=MO,WE,FR;WKST=SU"),
        ("ar_EG", [1, 6, 7], "FREQ=WEEKLY;BYDAY=SA,SU,FR;WKST=SA"),
        ("fa_IR", [2, 3], "FREQ=WEEKLY;BYDAY=MO,TU;WKST=SA"),
    ])
    func ruleForSelection(locale: String, days: [Int], expected: String) throws {
        let calendar = Gregorian.calendar(locale)
        #expect(try WeekdaySelection(days).rruleString(in: calendar) == expected)
    }

    @Test func orderedFollowsTheCalendar() throws {
        let selection = try WeekdaySelection([1, 4, 7])
        #expect(selection.ordered(in: Gregorian.calendar("en_US")) == [1, 4, 7])
        #expect(selection.ordered(in: Gregorian.calendar("fr_FR")) == [4, 7, 1])
        #expect(selection.ordered(in: Gregorian.calendar("ar_EG")) == [7, 1, 4])
        #expect(selection.sorted == [1, 4, 7])
    }
}

/// The selection as a Swift set: algebra, coding, and numbers outside 1...7.
@Suite struct WeekdaySelectionSetTests {
    @Test func isASetOfWeekdayNumbers() throws {
        var selection: WeekdaySelection = [2, 4]
        #expect(selection.insert(6).inserted)
        #expect(!selection.insert(2).inserted)
        #expect(selection.sorted == [2, 4, 6])
        #expect(selection.union([1, 7]).sorted == [1, 2, 4, 6, 7])
        #expect(selection.intersection([4, 5, 6]).sorted == [4, 6])
        #expect(selection.symmetricDifference([4, 5]).sorted == [2, 5, 6])
        #expect(selection.isSubset(of: .everyDay))
        #expect(selection.remove(4) == 4)
        #expect(selection.remove(4) == nil)
        #expect(WeekdaySelection().isEmpty)
    }

    @Test(arguments: [[0, 2], [2, 8], [-1], [1, 2, 3, 4, 5, 6, 7, 8]])
    func numbersOutsideTheWeekAreAnError(numbers: [Int]) {
        #expect(throws: WeekdaysError.self) { try WeekdaySelection(numbers) }
    }

    @Test func codesAsAnArrayOfNumbers() throws {
        let selection: WeekdaySelection = [6, 2, 4]
        let data = try JSONEncoder().encode(selection)
        #expect(String(decoding: data, as: UTF8.self) == "[2,4,6]")
        #expect(try JSONDecoder().decode(WeekdaySelection.self, from: data) == selection)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(WeekdaySelection.self, from: Data("[2,9]".utf8))
        }
    }

    /// A literal is a value an app hands in too: numbers that are no weekday are left out,
    /// never a trap.
    @Test func aLiteralKeepsOnlyItsWeekdays() {
        let selection: WeekdaySelection = [0, 2, 8]
        #expect(selection.sorted == [2])
    }
}
