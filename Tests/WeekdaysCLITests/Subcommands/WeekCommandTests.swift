import Foundation
import ICalKit
import Testing
@testable import WeekdaysCLI

/// Runs `week` in-process with a fixed "now" (an RFC 5545 UTC date-time) and zone.
private func week(
    _ arguments: String..., now: String = "20261129T120000Z",
    environment: [String: String] = ["LANG": "en_US.UTF-8", "TZ": "UTC"], terminal: Bool = false
) throws -> Outcome {
    let value = try ICalDateTime(parsing: now)
    var context = CommandContext(environment: environment, stdoutIsTerminal: terminal)
    var status: Int32 = 0
    do {
        try WeekCommand.run(
            arguments, &context, now: Date(timeIntervalSince1970: TimeInterval(value.fieldSeconds)))
    } catch {
        switch error {
        case .problemsFound: status = 1
        case .usage(let message, _), .unreadable(let message): status = 2; context.error(message)
        }
    }
    return Outcome(status: status, stdout: context.stdout, stderr: context.stderr)
}

/// A Gregorian calendar in a fixed zone and locale.
private func calendar(_ locale: String = "en_US", zone: String = "UTC", firstWeekday: Int? = nil)
    -> Calendar
{
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: locale)
    calendar.timeZone = TimeZone(identifier: zone) ?? .gmt
    if let firstWeekday { calendar.firstWeekday = firstWeekday }
    return calendar
}

private func day(_ year: Int, _ month: Int, _ day: Int, in calendar: Calendar) throws -> Date {
    try #require(calendar.date(from: DateComponents(year: year, month: month, day: day)))
}

/// The cells of a printed week row: the day of the month, and whether it is starred.
private func cells(of row: String) -> [(day: Int, starred: Bool)] {
    let bare = row.map { "[]()".contains($0) ? " " : $0 }
    return String(bare).split(separator: " ").map { token in
        (Int(token.filter(\.isNumber)) ?? -1, token.hasPrefix("*"))
    }
}

@Suite struct WeekCommandTests {
    // MARK: - The example week

    /// Three weeks with Tuesdays and Thursdays marked; every mark checked against the
    /// occurrences Foundation's own recurrence rule gives.
    @Test(arguments: ["20261129T120000Z", "20270310T080000Z"])
    func threeWeeksWithTuesdaysAndThursdaysMarked(now: String) throws {
        let outcome = try week(
            "--rule", "FREQ=WEEKLY;BYDAY=TU,TH", "--dtstart", "20261201T090000", "--weeks", "3",
            now: now)
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.stdout.contains("\u{1B}"))
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count == 6, "\(lines)")
        #expect(lines[1].split(separator: " ") == ["S", "M", "T", "W", "T", "F", "S"])
        #expect(lines[5] == "Tue and Thu")

        let gregorian = calendar()
        let start = try day(2026, 12, 1, in: gregorian).addingTimeInterval(9 * 3600)
        let nowValue = try ICalDateTime(parsing: now)
        let shown = max(start, Date(timeIntervalSince1970: TimeInterval(nowValue.fieldSeconds)))
        let firstDay = try #require(gregorian.dateInterval(of: .weekOfYear, for: shown)?.start)
        let lastDay = try #require(gregorian.date(byAdding: .day, value: 21, to: firstDay))
        let rule = Calendar.RecurrenceRule(
            calendar: gregorian, frequency: .weekly,
            weekdays: [.every(.tuesday), .every(.thursday)])
        let occurrenceDays = Set(
            rule.recurrences(of: start, in: firstDay..<lastDay).map {
                gregorian.startOfDay(for: $0)
            })
        #expect(occurrenceDays.count == 6)
        for (row, line) in lines[2...4].enumerated() {
            let printed = cells(of: line)
            try #require(printed.count == 7, "\(line)")
            for (column, cell) in printed.enumerated() {
                let date = try #require(
                    gregorian.date(byAdding: .day, value: 7 * row + column, to: firstDay))
                #expect(cell.day == gregorian.component(.day, from: date), "\(line)")
                #expect(cell.starred == occurrenceDays.contains(date), "\(date) in \(line)")
            }
        }
    }

    @Test func marksTodayAndTheSelectedDay() throws {
        let outcome = try week("20261203", "--locale", "en_US", now: "20261130T100000Z")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(
            lines.dropFirst() == [
                "  S    M    T    W    T    F    S", " 29  (30)   1    2  [ 3]   4    5",
            ])
    }

    /// A week across two months names both, in every locale: Persian's interval pattern
    /// alone would say "November to November" (the month names of the calendar the week is
    /// written in are looked for: English for a language without a phrasebook).
    @Test(arguments: ["fa_IR", "fa_AF", "en_US", "ar_EG", "de_DE", "ru_RU"])
    func titleOfAWeekAcrossTwoMonthsNamesBoth(locale: String) throws {
        let outcome = try week("20261130", "--locale", locale)
        let title = try #require(outcome.stdout.split(separator: "\n").first).trimmingCharacters(in: .whitespaces)
        let names = calendar(locale).forSentences
        let november = [names.monthSymbols[10], names.standaloneMonthSymbols[10]]
        let december = [names.monthSymbols[11], names.standaloneMonthSymbols[11]]
        #expect(november.contains(where: title.contains), "\(title)")
        #expect(december.contains(where: title.contains), "\(title)")
    }

    @Test func defaultIsTodaysWeek() throws {
        let outcome = try week("--locale", "es_ES", now: "20270101T000000Z")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        let title = try #require(lines.first)
        #expect(
            title.hasPrefix("diciembre de 2026") && title.hasSuffix("enero de 2027"), "\(title)")
        #expect(lines[1].split(separator: " ") == ["L", "M", "X", "J", "V", "S", "D"])
        #expect(cells(of: lines[2]).map(\.day) == [28, 29, 30, 31, 1, 2, 3])
        #expect(lines[2].contains("[ 1]"))
    }

    @Test func firstWeekdayOverridesTheLocale() throws {
        let outcome = try week("20261201", "--first-weekday", "4")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines[1].split(separator: " ") == ["W", "T", "F", "S", "S", "M", "T"])
        #expect(cells(of: lines[2]).map(\.day) == [25, 26, 27, 28, 29, 30, 1])
    }

    @Test func ruleWithAnEndMarksOnlyItsOccurrences() throws {
        let outcome = try week(
            "20261201", "--rule", "FREQ=DAILY;COUNT=3", "--dtstart", "20261130", "--weeks", "2")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        let starred = lines[2...3].flatMap { cells(of: $0) }.filter(\.starred).map(\.day)
        #expect(starred == [30, 1, 2])
        #expect(lines.last == "Every day, 3 times")
    }

    @Test func monthlyRuleMarksItsDay() throws {
        let outcome = try week(
            "20261215", "--rule", "FREQ=MONTHLY;BYMONTHDAY=15", "--dtstart", "20260115")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(cells(of: lines[2]).filter(\.starred).map(\.day) == [15])
    }

    @Test func dumbTerminalsStillGetRows() throws {
        let outcome = try week(
            "20261201", environment: ["TERM": "dumb", "TZ": "UTC"], terminal: true)
        #expect(outcome.stdout.split(separator: "\n").count == 3)
        #expect(!outcome.stdout.contains("\u{1B}"))
    }

    @Test func plainModeWritesFullNamesAndStates() throws {
        let outcome = try week(
            "--plain", "--rule", "FREQ=WEEKLY;BYDAY=TU,TH", "--dtstart", "20261201T090000",
            now: "20261129T120000Z")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(
            lines == [
                "Week of November 29, 2026",
                "Sunday, November 29, 2026: today, no occurrence",
                "Monday, November 30, 2026: no occurrence",
                "Tuesday, December 1, 2026: selected, the rule occurs",
                "Wednesday, December 2, 2026: no occurrence",
                "Thursday, December 3, 2026: the rule occurs",
                "Friday, December 4, 2026: no occurrence",
                "Saturday, December 5, 2026: no occurrence",
                "Tue and Thu",
            ])
    }

    // MARK: - Color

    // (environment, what the fill of a rule's day looks like)
    @Test(arguments: [
        (
            ["COLORTERM": "truecolor", "TERM": "xterm-256color"],
            "\u{1B}[0;1;38;2;255;255;255;48;2;255;149;0m"
        ),
        (["TERM": "xterm-256color"], "\u{1B}[0;1;38;5;231;48;5;208m"),
        // Orange becomes the 16-color yellow, light enough for a black letter.
        (["TERM": "xterm"], "\u{1B}[0;1;30;43m"),
    ])
    func colorDepthFollowsTheTerminal(environment: [String: String], fill: String) throws {
        let outcome = try week(
            "20261201", "--rule", "FREQ=WEEKLY;BYDAY=TH",
            environment: environment.merging(["TZ": "UTC"]) { $1 },
            terminal: true)
        #expect(outcome.stdout.contains(fill + " 3"), "\(outcome.stdout.debugDescription)")
        #expect(!outcome.stdout.contains("*"))
    }

    @Test func noColorWithoutATerminalOrWithNoColor() throws {
        let piped = try week(
            "20261201", "--rule", "FREQ=WEEKLY;BYDAY=TH", environment: ["COLORTERM": "truecolor"])
        #expect(!piped.stdout.contains("\u{1B}"))
        let noColor = try week(
            "20261201", "--rule", "FREQ=WEEKLY;BYDAY=TH",
            environment: ["COLORTERM": "truecolor", "NO_COLOR": "1"],
            terminal: true)
        #expect(!noColor.stdout.contains("\u{1B}"))
        #expect(noColor.stdout.contains("*3"))
    }

    // MARK: - Usage

    // (arguments, what the message says)
    @Test(arguments: [
        (["2026-13-01"], "invalid DATE"), (["tomorrow"], "invalid DATE"),
        (["1", "2"], "at most one DATE"),
        (["--weeks", "0"], "'--weeks'"), (["--dtstart", "20261201"], "goes with '--rule'"),
        (["--rule", "FREQ=WEEKLY"], "needs '--dtstart'"), (["--color", "plaid"], "unknown color"),
        (["--locale", "xx_YY"], "unknown locale"),
    ])
    func usageErrorsExitTwo(arguments: [String], message: String) throws {
        var context = CommandContext(environment: ["TZ": "UTC"])
        let status = WeekdaysCommand.main(["weekdays", "week"] + arguments, context: &context)
        #expect(status == 2)
        #expect(context.stderr.hasPrefix("weekdays: "))
        #expect(context.stderr.contains(message), "\(context.stderr)")
    }

    @Test func interactiveNeedsATerminal() {
        let outcome = run("week", "--interactive")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.contains("needs a terminal"))
    }

    @Test func helpListsTheCommand() {
        #expect(run("week", "--help").stdout.contains("USAGE: weekdays week [DATE]"))
        #expect(run("help", "week").stdout == run("week", "-h").stdout)
        #expect(run("--help").stdout.contains("  week"))
    }
}

// MARK: - Rendering

extension WeekCommandTests {
    /// The week calendar drawn on a virtual screen, for several locales and widths.
    @Suite struct Rendering {
        static let locales = ["en_US", "es_ES", "ja_JP", "he_IL", "ar_EG"]

        private func screen(_ locale: String, width: Int, rule: Set<Int>? = nil) throws -> (
            Screen, WeekRowRenderer
        ) {
            let calendar = calendar(locale)
            let pager = WeekPager(
                calendar: calendar, today: try day(2026, 11, 30, in: calendar),
                selected: try day(2026, 12, 3, in: calendar), weekCount: 2)
            let renderer = WeekRowRenderer(pager: pager, ruleDays: rule, accent: nil)
            var screen = Screen(width: width)
            _ = renderer.draw(into: &screen, row: 0)
            return (screen, renderer)
        }

        /// The columns of each letter's last cell and each day's last digit line up, the
        /// first weekday stands at the start of the row in reading order, and nothing is cut.
        @Test(arguments: locales, [40, 80])
        func columnsLineUp(locale: String, width: Int) throws {
            let (screen, renderer) = try screen(locale, width: width)
            let layout = renderer.layout(width: width)
            #expect(layout.width <= width)
            let days = renderer.pager.weeks[0]
            for (index, letter) in renderer.letters.enumerated() {
                let column = layout.column(of: index)
                let letterEnd = column + layout.cellWidth - 2
                let number = renderer.dayOfMonth(days[index])
                let letterColumns = (letterEnd + 1 - displayWidth(letter))..<(letterEnd + 1)
                let numberColumns = (letterEnd + 1 - displayWidth(number))..<(letterEnd + 1)
                #expect(
                    screen.text(row: 1, columns: letterColumns) == letter, "\(locale) \(letter)")
                #expect(
                    screen.text(row: 2, columns: numberColumns) == number, "\(locale) \(number)")
            }
            let first = try #require(screen.column(of: renderer.letters[0], row: 1))
            let last = try #require(screen.column(of: renderer.letters[6], row: 1))
            let isRightToLeft = locale == "he_IL" || locale == "ar_EG"
            #expect(
                (first > last) == isRightToLeft,
                "\(locale): the calendar's first day is on the reading side")
        }

        @Test func japaneseLettersAreTwoColumnsWide() throws {
            let (screen, _) = try screen("ja_JP", width: 40)
            let column = try #require(screen.column(of: "月", row: 1))
            #expect(screen.cell(row: 1, column: column + 1).isContinuation)
            #expect(screen.line(1) == " 日   月   火   水   木   金   土")
        }

        @Test func hebrewRunsFromTheRight() throws {
            let (screen, _) = try screen("he_IL", width: 40)
            #expect(screen.line(1) == " ש׳   ו׳   ה׳   ד׳   ג׳   ב׳   א׳")
            #expect(screen.line(2) == "  5    4  [ 3]   2    1  (30)  29")
            // Printed, each letter sits between left-to-right marks so no viewer turns the row around.
            #expect(
                screen.rendered(row: 1, colors: nil).hasPrefix("\u{200E} ש׳\u{200E}   ו׳\u{200E}"))
            #expect(
                !screen.rendered(row: 0, colors: nil).contains("\u{200E}"),
                "sentences keep their own direction")
        }

        @Test func arabicUsesItsDigitsAndWeek() throws {
            let (screen, _) = try screen("ar_EG", width: 80)
            // Saturday starts the week in Egypt: it is the rightmost column.
            #expect(screen.line(1).hasSuffix("س"))
            #expect(screen.line(2).contains("[ ٣]"))
        }

        /// Every locale Foundation knows: letters fit and stand over their dates at 40 columns.
        @Test func everyLocaleStaysAlignedAtFortyColumns() throws {
            for identifier in Locale.availableIdentifiers {
                let calendar = calendar(identifier)
                let pager = WeekPager(
                    calendar: calendar, today: Date(timeIntervalSince1970: 0),
                    selected: Date(timeIntervalSince1970: 1_796_000_000))
                let renderer = WeekRowRenderer(pager: pager, ruleDays: [], accent: nil)
                var screen = Screen(width: 40)
                _ = renderer.draw(into: &screen, row: 0)
                let layout = renderer.layout(width: 40)
                #expect(layout.width <= 40, "\(identifier)")
                for index in 0..<7 {
                    let end = layout.column(of: index) + layout.cellWidth - 2
                    let letterEnd = screen.cell(row: 1, column: end)
                    #expect(
                        letterEnd.isContinuation || letterEnd.text != " ",
                        "\(identifier): letter \(index)")
                    #expect(
                        screen.cell(row: 2, column: end).text.first?.isNumber == true,
                        "\(identifier): day \(index)")
                }
            }
        }
    }
}

// MARK: - Paging

extension WeekCommandTests {
    /// Week by week through daylight-saving changes, year boundaries and far years.
    @Suite struct Pager {
        // Zones whose clocks change, some at midnight (Sao Paulo until 2019, Havana,
        // Santiago, Beirut) and one by half an hour (Lord Howe).
        static let zones = [
            "Europe/Madrid", "America/New_York", "America/Sao_Paulo", "America/Havana",
            "America/Santiago",
            "Asia/Beirut", "Australia/Lord_Howe", "UTC",
        ]

        /// Paging 700 weeks each way: the weekday stays, every step is seven calendar days by
        /// the date's fields, and every week shown is seven consecutive dates.
        @Test(arguments: zones)
        func everyWeekIsSevenDays(zone: String) throws {
            let calendar = calendar("en_US", zone: zone, firstWeekday: 2)
            let start = try day(2018, 11, 1, in: calendar)
            for direction in [1, -1] {
                var pager = WeekPager(calendar: calendar, today: start, selected: start)
                var previous = pager.dayNumber(of: pager.selected)
                for _ in 0..<700 {
                    pager.moveWeeks(by: direction)
                    let current = pager.dayNumber(of: pager.selected)
                    #expect(current - previous == 7 * direction, "\(zone) at \(pager.selected)")
                    #expect(calendar.component(.weekday, from: pager.selected) == 5)
                    let numbers = pager.weeks[0].map(pager.dayNumber)
                    #expect(
                        numbers == Array(numbers[0]...numbers[0] + 6),
                        "\(zone) week of \(pager.selected)")
                    #expect(DayNumber.weekday(of: numbers[0]) == 2)
                    previous = current
                }
            }
        }

        @Test func daysCrossTheYear() throws {
            let calendar = calendar("en_GB", zone: "Europe/Madrid")
            var pager = WeekPager(
                calendar: calendar, today: try day(2026, 12, 30, in: calendar),
                selected: try day(2026, 12, 31, in: calendar))
            #expect(
                pager.weeks[0].map { calendar.component(.day, from: $0) } == [
                    28, 29, 30, 31, 1, 2, 3,
                ])
            pager.moveDays(by: 1)
            #expect(
                calendar.dateComponents([.year, .month, .day], from: pager.selected)
                    == DateComponents(year: 2027, month: 1, day: 1))
            pager.moveWeeks(by: 1)
            #expect(
                pager.weeks[0].map { calendar.component(.day, from: $0) } == [4, 5, 6, 7, 8, 9, 10])
            pager.goToToday()
            #expect(pager.selected == (try day(2026, 12, 30, in: calendar)))
        }

        @Test func pagesYearsAwayAndStopsAtYear9999() throws {
            let calendar = calendar()
            let start = try day(2026, 12, 1, in: calendar)
            var pager = WeekPager(calendar: calendar, today: start, selected: start)
            pager.moveWeeks(by: 52 * 1000)
            let expected = try #require(
                calendar.date(byAdding: .weekOfYear, value: 52 * 1000, to: start))
            #expect(pager.selected == expected)
            #expect(calendar.component(.weekday, from: pager.selected) == 3)
            pager.moveWeeks(by: 52 * 10_000)
            #expect(pager.selected == expected, "a step past 9999 is refused")
            pager.select(try day(9999, 12, 31, in: calendar))
            pager.moveDays(by: 1)
            #expect(calendar.component(.year, from: pager.selected) == 9999)
        }

        @Test func severalWeeksScrollOnlyWhenTheSelectionLeavesThem() throws {
            let calendar = calendar()
            let first = try day(2026, 12, 1, in: calendar)
            var pager = WeekPager(calendar: calendar, today: first, selected: first, weekCount: 3)
            let origin = pager.firstWeekStart
            pager.moveWeeks(by: 2)
            #expect(pager.firstWeekStart == origin)
            pager.moveWeeks(by: 1)
            #expect(pager.firstWeekStart == calendar.date(byAdding: .day, value: 7, to: origin))
            pager.moveWeeks(by: -3)
            #expect(pager.firstWeekStart == pager.weekStart(of: pager.selected))
        }

        /// In a right-to-left row, Right steps back in the calendar's order.
        @Test func keysMoveByWhatIsOnScreen() throws {
            for (locale, expected) in [("en_US", 4), ("he_IL", 2)] {
                let calendar = calendar(locale)
                let start = try day(2026, 12, 3, in: calendar)
                var view = WeekView(
                    pager: WeekPager(calendar: calendar, today: start, selected: start), rule: nil,
                    summary: nil)
                _ = view.respond(to: .right)
                #expect(
                    calendar.component(.day, from: view.pager.selected) == expected, "\(locale)")
                _ = view.respond(to: .down)
                #expect(calendar.component(.day, from: view.pager.selected) == expected + 7)
                #expect(
                    view.respond(to: .enter)
                        == .accepted(String(format: "202612%02d", expected + 7)))
                #expect(view.respond(to: .character("q")) == .cancelled)
            }
        }
    }
}
