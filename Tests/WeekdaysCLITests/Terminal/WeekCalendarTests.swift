import Foundation
import ICalKit
import Testing
@testable import WeekdaysCLI

/// `week --calendar`: the days with events marked, and the events listed.
@Suite struct WeekCalendarTests {
    static let losAngeles = ["LANG": "en_US.UTF-8", "TZ": "America/Los_Angeles"]

    /// Runs `week` in-process on 1 December 2026, noon UTC.
    static func week(_ arguments: String..., stdin: Data? = nil) -> Outcome {
        var context = CommandContext(environment: losAngeles, readStandardInput: { stdin })
        var status: Int32 = 0
        do {
            try WeekCommand.run(arguments, &context, now: Date(timeIntervalSince1970: 1_796_126_400))
        } catch {
            switch error {
            case .problemsFound: status = 1
            case .usage(let message, _), .unreadable(let message):
                status = 2
                context.error(message)
            }
        }
        return Outcome(status: status, stdout: context.stdout, stderr: context.stderr)
    }

    /// The starred days of a printed week row.
    static func starred(_ row: Substring) -> [Int] {
        row.split(separator: " ").filter { $0.contains("*") }.compactMap { Int($0.filter(\.isNumber)) }
    }

    /// The Google feed's week of 25 January 2026: the excluded swim (27th) is neither
    /// marked nor listed, the moved one shows once at its new time.
    @Test func marksTheDaysWithEventsAndListsThem() throws {
        let outcome = Self.week("20260126", "--calendar", fixture("google.ics"))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let lines = outcome.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 3)
        #expect(lines[0] == "January 2026")
        #expect(Self.starred(lines[2]) == [25, 29, 30])
        #expect(
            Array(lines[3...].filter { !$0.isEmpty }) == [
                "Sunday, January 25, 2026", "  7:00\u{202F}PM – 8:00\u{202F}PM  Sunday evening family call",
                "Thursday, January 29, 2026", "  1:00\u{202F}PM – 1:45\u{202F}PM  Lunchtime swim (late start)",
                "Friday, January 30, 2026", "  All day  Pizza and movie night",
            ])
    }

    @Test func plainModeSaysHowManyEventsEachDayHas() {
        let outcome = Self.week("20260126", "--calendar", fixture("google.ics"), "--plain")
        #expect(outcome.stdout.contains("Tuesday, January 27, 2026: no events"))
        #expect(outcome.stdout.contains("Thursday, January 29, 2026: 1 event"))
        #expect(outcome.stdout.contains("  1:00\u{202F}PM – 1:45\u{202F}PM  Lunchtime swim (late start)"))
    }

    /// Several files (and standard input) count together; a zone moves the days.
    @Test func severalCalendarsAndStandardInput() throws {
        let text = try String(contentsOfFile: fixture("occurrences.ics"), encoding: .utf8)
        let both = Self.week(
            "20260126", "--calendar", fixture("google.ics"), "--calendar", "-", "--weeks", "2",
            stdin: Data(text.utf8))
        let one = Self.week("20260126", "--calendar", fixture("google.ics"), "--weeks", "2")
        #expect(both.status == one.status)
        #expect(both.stdout.split(separator: "\n").count >= one.stdout.split(separator: "\n").count)
        let madrid = Self.week("20260126", "--calendar", fixture("google.ics"), "--tz", "Europe/Madrid")
        // The family call (Sunday 19:00 in Los Angeles) is Monday 04:00 in Madrid.
        #expect(
            madrid.stdout.contains(
                "Monday, January 26, 2026\n  4:00\u{202F}AM – 5:00\u{202F}AM  Sunday evening family call"))
    }

    // (arguments, exit status, words on stderr)
    @Test(arguments: [
        (["--calendar", "Fixtures/none.ics"], 2, "none.ics"),
        (["--calendar", "Fixtures/not-calendar.ics"], 2, "is not an iCalendar file"),
        (["--calendar", "Fixtures/broken-rules.ics"], 1, "invalid rule"),
        (["--calendar", "Fixtures/google.ics", "--rule", "FREQ=DAILY"], 2, "give one"),
    ])
    func unreadableInputAndConflicts(arguments: [String], status: Int32, words: String) {
        var context = CommandContext(environment: Self.losAngeles)
        var code: Int32 = 0
        let paths = arguments.map { $0.hasPrefix("Fixtures/") ? fixture(String($0.dropFirst(9))) : $0 }
        do {
            try WeekCommand.run(["20260126"] + paths, &context, now: Date(timeIntervalSince1970: 1_796_126_400))
        } catch {
            switch error {
            case .problemsFound: code = 1
            case .usage(let message, _), .unreadable(let message):
                code = 2
                context.error(message)
            }
        }
        #expect(code == status, "\(context.stderr)")
        #expect(context.stderr.contains(words), "\(context.stderr)")
        #expect(context.stderr.hasPrefix("weekdays: "))
    }

    // MARK: - Paging

    static func view(selected: String = "20260126") throws -> WeekView {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        let value = try ICalDateTime(parsing: selected)
        let day = try #require(
            calendar.date(from: DateComponents(year: value.year, month: value.month, day: value.day)))
        var view = WeekView(pager: WeekPager(calendar: calendar, today: day, selected: day), rule: nil, summary: nil)
        view.events = CalendarDays(inputs: [.path(fixture("google.ics"))], calendar: calendar)
        return view
    }

    /// Each key says the selected day and its events; the screen lists them under its date.
    @Test func keysSayTheSelectedDaysEvents() throws {
        var view = try Self.view()
        for _ in 0..<3 { _ = view.respond(to: .right) }
        let said = view.respond(to: .right)
        #expect(
            said == .changed(say: ["Friday, January 30, 2026: selected, 1 event", "  All day  Pizza and movie night"]))
        #expect(
            view.respond(to: .left)
                == .changed(say: [
                    "Thursday, January 29, 2026: selected, 1 event",
                    "  1:00\u{202F}PM – 1:45\u{202F}PM  Lunchtime swim (late start)",
                ]))
        let text = view.screen(width: 60).renderedLines(colors: nil).joined(separator: "\n")
        #expect(
            text.contains("Thursday, January 29, 2026\n  1:00\u{202F}PM – 1:45\u{202F}PM  Lunchtime swim (late start)"))
        _ = view.respond(to: .left)
        #expect(
            view.respond(to: .left) == .changed(say: ["Tuesday, January 27, 2026: selected, no events", "  No events"]))
    }

    /// Paging far from the weeks read reads the files again; marks stay right.
    @Test func pagingFarReadsAgain() throws {
        var view = try Self.view()
        for _ in 0..<10 { _ = view.respond(to: .down) }
        // 6 April 2026: the swim on Tuesdays and Thursdays, until the series' end.
        let said = view.respond(to: .down)
        guard case .changed(let lines) = said else {
            Issue.record("\(said)")
            return
        }
        #expect(lines.first == "Monday, April 13, 2026: selected, no events")
        let text = view.calendarScreen(width: 60).renderedLines(colors: nil)
        #expect(!text.isEmpty)
    }
}
