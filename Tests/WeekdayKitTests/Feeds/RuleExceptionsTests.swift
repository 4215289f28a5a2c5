import Foundation
import ICalKit
import Testing
import WeekdayKit

/// Every reading of a rule sees its component's exceptions: the component's own reading of
/// the rule, `convert`'s record and `validate`'s count say the same fidelity, and name the
/// dates EXDATE removes and RDATE adds.
@Suite struct RuleExceptionsTests {
    static let english: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        return calendar
    }()

    /// A weekly Monday series at 09:00 in Berlin, one Monday left out, one date added.
    static func calendar(extraDate: String) -> Data {
        let lines = [
            "BEGIN:VEVENT", "UID:rule-exceptions@example.com", "DTSTART;TZID=Europe/Berlin:20260105T090000",
            "RRULE:FREQ=WEEKLY;BYDAY=MO", "EXDATE;TZID=Europe/Berlin:20260112T090000",
            "RDATE;TZID=Europe/Berlin:\(extraDate)", "END:VEVENT",
        ]
        return ReadingPathTests.calendarBytes(lines.map { Array($0.utf8) })
    }

    /// The component, read by libical (an RDATE leaves the scanner out).
    static func component(_ data: Data) throws -> RecurringComponent {
        var reader = try FeedReader(.data(data))
        let item = try #require(try reader.nextBatch(limit: 8)?.first)
        return RecurringComponent(item)
    }

    /// An RDATE on a Friday, which the Monday selection leaves out: the rule alone is
    /// exact, and every reading of it with its component's dates is approximate.
    @Test func anExtraDateOffTheSelectionMakesEveryReadingApproximate() throws {
        let data = Self.calendar(extraDate: "20260109T090000")
        let component = try Self.component(data)
        let rule = try #require(component.rules.first)
        #expect(rule.analysis?.fidelity == .exact)
        #expect(rule.fidelity == .approximate)
        #expect(component.exceptionDateCount == 1)
        #expect(component.extraDateCount == 1)
        #expect(component.extraDateWeekdays == [6])

        let record = ImportRecord(path: "-", component: component, calendar: Self.english)
        #expect(record.fidelity == .approximate)
        #expect(record.notes.contains("except 1 date"))
        #expect(record.notes.contains("1 more date"))

        let report = FileValidation.validate(.data(data))
        #expect(report.approximate == 1)
        #expect(report.exact == 0)
        #expect(report.problems.contains { $0.message.contains("RDATEs add Friday") })
    }

    /// An RDATE on a Monday, a day of the selection: every reading stays exact.
    @Test func anExtraDateOnTheSelectionKeepsEveryReadingExact() throws {
        let data = Self.calendar(extraDate: "20260302T090000")
        let component = try Self.component(data)
        let rule = try #require(component.rules.first)
        #expect(rule.fidelity == .exact)
        #expect(component.extraDateWeekdays == [2])
        #expect(ImportRecord(path: "-", component: component, calendar: Self.english).fidelity == .exact)
        let report = FileValidation.validate(.data(data))
        #expect(report.exact == 1)
        #expect(report.approximate == 0)
    }
}
