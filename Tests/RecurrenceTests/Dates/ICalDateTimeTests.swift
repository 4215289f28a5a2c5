import Recurrence
import TestOracles
import Testing

@Suite struct ICalDateTimeTests {
    // (text, form, year, month, day, hour, minute, second)
    @Test(arguments: [
        ("20261130", ICalDateTime.Form.date, 2026, 11, 30, 0, 0, 0),
        ("20261130T073000", .floating, 2026, 11, 30, 7, 30, 0),
        ("20261130T073000Z", .utc, 2026, 11, 30, 7, 30, 0),
        ("20240229", .date, 2024, 2, 29, 0, 0, 0),
        ("20001231T235959Z", .utc, 2000, 12, 31, 23, 59, 59),
        ("19700101T000000", .floating, 1970, 1, 1, 0, 0, 0),
    ])
    func readsEachForm(
        text: String, form: ICalDateTime.Form, year: Int, month: Int, day: Int,
        hour: Int, minute: Int, second: Int
    ) throws {
        let value = try ICalDateTime(parsing: text)
        #expect(value.form == form)
        #expect(
            [value.year, value.month, value.day, value.hour, value.minute, value.second]
                == [year, month, day, hour, minute, second], "\(text)")
        #expect(value.description == text, "written back in the same form")
        #expect(
            value
                == ICalDateTime(
                    year: year, month: month, day: day, hour: hour, minute: minute, second: second,
                    form: form))
    }

    // (why, text)
    @Test(arguments: [
        ("month 13", "20261330"),
        ("month 00", "20260015"),
        ("February 30", "20260230"),
        ("February 29 in a common year", "20250229"),
        ("April 31", "20260431T090000"),
        ("day 00", "20260100"),
        ("hour 25", "20261130T250000"),
        ("hour 24", "20261130T240000Z"),
        ("minute 60", "20261130T076000"),
        ("second 61", "20261130T073061"),
        ("too short", "2026113"),
        ("empty", ""),
        ("no T", "20261130 073000"),
        ("a zone that is not Z", "20261130T073000+0100"),
        ("letters in the date", "2026AB30"),
        ("dashes", "2026-11-30"),
        ("a sign in the time", "20261130T-73000"),
    ])
    func rejectsBadDate(why: String, text: String) throws {
        let error = try #require(throws: WeekdaysError.self, "\(why)") {
            try ICalDateTime(parsing: text)
        }
        #expect(error.kind == .invalidDate, "\(why): \(error)")
        #expect(error.input == text)
    }

    @Test func ordersByFields() throws {
        let values = try ["20261130T073000", "20261130", "20261129T235959", "20261130T073001"]
            .map { try ICalDateTime(parsing: $0) }
        #expect(strings(values.sorted()) == ["20261129T235959", "20261130", "20261130T073000", "20261130T073001"])
    }

    @Test func dateFormHasNoTime() {
        let value = ICalDateTime(year: 2026, month: 11, day: 30, hour: 7, minute: 30, form: .date)
        #expect(value.description == "20261130")
        #expect(value.hour == 0 && value.minute == 0)
    }
}
