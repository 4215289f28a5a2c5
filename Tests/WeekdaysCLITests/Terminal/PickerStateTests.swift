import Foundation
import Testing
import WeekdayKit
@testable import WeekdaysCLI

private func calendar(_ locale: String, firstWeekday: Int? = nil) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.locale = Locale(identifier: locale)
    calendar.timeZone = .gmt
    if let firstWeekday { calendar.firstWeekday = firstWeekday }
    return calendar
}

@Suite struct PickerStateTests {
    @Test func togglesTheFocusedDay() {
        var state = PickerState(calendar: calendar("en_GB"))
        #expect(state.focusedDay.weekday == 2, "Monday starts the week in Britain")
        state.toggleFocusedDay()
        state.moveFocus(by: 2)
        state.toggleFocusedDay()
        state.moveFocus(by: 2)
        state.toggleFocusedDay()
        #expect(state.selection.sorted == [2, 4, 6])
        #expect(state.rule == "FREQ=WEEKLY;BYDAY=MO,WE,FR")
        #expect(state.summary == "Mon, Wed and Fri")
        #expect(state.preset == .custom)
        state.toggleFocusedDay()
        #expect(state.selection.sorted == [2, 4])
    }

    @Test func focusWrapsAround() {
        var state = PickerState(calendar: calendar("en_US"))
        state.moveFocus(by: -1)
        #expect(state.focusedDay.weekday == 7)
        state.moveFocus(by: 1)
        #expect(state.focusedDay.weekday == 1)
        state.moveFocus(by: 15)
        #expect(state.focusedDay.weekday == 2)
    }

    @Test func startsOnTheFirstSelectedDay() {
        let state = PickerState(calendar: calendar("en_US"), selection: [4, 6])
        #expect(state.focusedDay.weekday == 4)
        #expect(state.customSelection == [4, 6])
    }

    // (locale, the weekend, the working days)
    @Test(arguments: [("en_US", [1, 7], [2, 3, 4, 5, 6]), ("he_IL", [6, 7], [1, 2, 3, 4, 5])])
    func presetsFollowTheCalendarsWeekend(locale: String, weekend: [Int], workdays: [Int]) {
        var state = PickerState(calendar: calendar(locale))
        #expect(state.preset == .never)
        state.stepPreset(by: 1)
        #expect(state.preset == .everyDay)
        #expect(state.rule == "FREQ=DAILY")
        state.stepPreset(by: 1)
        #expect(state.preset == .weekdays)
        #expect(state.selection.sorted == workdays)
        state.stepPreset(by: 1)
        #expect(state.selection.sorted == weekend)
        state.stepPreset(by: 1)
        #expect(state.preset == .never, "Custom is skipped while there is no custom selection")
        state.stepPreset(by: -1)
        #expect(state.preset == .weekends)
    }

    @Test func customBringsBackTheDaysPickedByHand() {
        var state = PickerState(calendar: calendar("en_US"))
        state.toggle(weekday: 2)
        state.toggle(weekday: 4)
        #expect(state.reachablePresets == PickerPreset.allCases)
        state.choose(.weekends)
        #expect(state.selection.sorted == [1, 7])
        state.stepPreset(by: 1)
        #expect(state.preset == .custom)
        #expect(state.selection.sorted == [2, 4])
        state.stepPreset(by: 1)
        #expect(state.preset == .never)
    }

    /// The picker's rule is what `weekdays rule` prints for the same days and calendar.
    @Test(arguments: ["en_US", "en_GB", "ar_EG"], [[2, 4, 6], [2, 3, 4, 5, 6], [1, 7], [3]])
    func ruleMatchesTheRuleCommand(locale: String, days: [Int]) {
        var state = PickerState(calendar: calendar(locale))
        for day in days { state.toggle(weekday: day) }
        let command = run("rule", days.map(String.init).joined(separator: ","), "--locale", locale)
        #expect(state.rule.map { $0 + "\n" } == command.stdout)
    }

    // MARK: - --initial

    // (--initial, the selection)
    @Test(arguments: [
        ("mon,wed,fri", [2, 4, 6]), ("1,7", [1, 7]), ("none", []), ("FREQ=WEEKLY;BYDAY=TU", [3]),
        ("RRULE:FREQ=DAILY", [1, 2, 3, 4, 5, 6, 7]),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR", [2, 6]),
    ])
    func initialSelection(text: String, days: [Int]) throws {
        #expect(try PickCommand.initialSelection(text).sorted == days)
    }

    @Test(arguments: ["funday", "FREQ=MONTHLY;BYMONTHDAY=15", "FREQ=FORTNIGHTLY"])
    func initialThatIsNoSelectionExitsTwo(text: String) {
        let outcome = run("pick", "--initial", text)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("weekdays: "))
        #expect(!outcome.stderr.contains("needs a terminal"), "arguments are checked first")
    }

    @Test func pickRefusesWithoutATerminal() {
        let outcome = run("pick")
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("weekdays: pick needs a terminal"))
        #expect(outcome.stderr.contains("weekdays rule"))
    }

    @Test func helpListsTheCommand() {
        #expect(run("pick", "--help").stdout.contains("USAGE: weekdays pick"))
        #expect(run("help", "pick").stdout == run("pick", "-h").stdout)
        #expect(run("--help").stdout.contains("  pick"))
    }
}

/// The picker drawn on a virtual screen, and its keys.
@Suite struct PickerViewTests {
    static let orange = TerminalColor.accent

    private func view(
        _ locale: String, selection: WeekdaySelection = [2, 4, 6], accent: TerminalColor? = nil
    ) -> PickerView {
        PickerView(
            state: PickerState(calendar: calendar(locale), selection: selection), accent: accent)
    }

    @Test func drawsTheControlTheRowTheSummaryAndTheRule() {
        let screen = view("en_US").screen(width: 80)
        #expect(
            screen.lines == [
                " Never   Every day   Weekdays   Weekends  [Custom]",
                "",
                " S  [M]  T  [W]  T  [F]  S",
                "     ^",
                "Mon, Wed, and Fri",
                "RRULE: FREQ=WEEKLY;BYDAY=MO,WE,FR;WKST=SU",
                "",
                "←/→ day · space toggle · tab preset · enter accept · esc cancel",
            ])
    }

    @Test func fitsFortyColumns() {
        let screen = view("en_US").screen(width: 40)
        #expect(screen.lines.allSatisfy { displayWidth($0) <= 40 })
        #expect(screen.lines[0] == " Never   Every day   Weekdays")
        #expect(screen.lines[1] == " Weekends  [Custom]")
        #expect(screen.lines[3] == " S  [M]  T  [W]  T  [F]  S")
        #expect(screen.lines[6] == "RRULE:")
        #expect(screen.lines[7] == "FREQ=WEEKLY;BYDAY=MO,WE,FR;WKST=SU")
        // The keys wrap between items, never inside one.
        #expect(
            screen.lines[9...] == [
                "←/→ day · space toggle · tab preset", "enter accept · esc cancel",
            ])
    }

    /// The keys under the row speak the row's language.
    @Test func keysSpeakTheRowsLanguage() {
        let screen = view("es_ES").screen(width: 80)
        #expect(
            screen.lines.last(where: { !$0.isEmpty })?.hasPrefix("←/→ día · espacio marcar") == true, "\(screen.lines)")
        #expect(!screen.lines.contains { $0.contains("cancel ") || $0.hasSuffix("cancel") })
    }

    // (locale, width)
    @Test(arguments: ["en_US", "es_ES", "ja_JP", "he_IL", "ar_EG"], [40, 80])
    func everyLetterAndSegmentIsShown(locale: String, width: Int) throws {
        let view = view(locale)
        let screen = view.screen(width: width)
        #expect(screen.lines.allSatisfy { displayWidth($0) <= width }, "\(screen.lines)")
        let row = try #require(screen.lines.firstIndex { $0.contains("^") }) - 1
        let layout = view.rowLayout(width: width)
        for (index, day) in view.state.days.enumerated() {
            let start = layout.column(of: index)
            let cell = screen.text(row: row, columns: start..<start + layout.cellWidth)
            #expect(cell.contains(day.letter), "\(locale) \(day.name): \(cell)")
            let marked = screen.cell(row: row, column: layout.column(of: index)).text == "["
            #expect(marked == view.state.isSelected(day), "\(locale) \(day.name)")
        }
        let text = screen.lines.joined(separator: " ")
        for preset in PickerPreset.allCases {
            let words = preset.label(in: view.state.calendar).split(separator: " ")
            #expect(words.allSatisfy { text.contains($0) }, "\(locale) \(preset)")
        }
    }

    /// The segments speak one language: Custom is in English exactly when the others are.
    @Test(arguments: [
        "en_US", "de_DE", "es_ES", "fr_FR", "ja_JP", "it_IT", "pt_BR", "nl_NL", "zh_CN", "ko_KR", "ru_RU", "zh_TW",
    ])
    func segmentsSpeakOneLanguage(locale: String) {
        let calendar = view(locale).state.calendar
        let english = PickerPreset.never.label(in: calendar) == "Never"
        #expect((PickerPreset.custom.label(in: calendar) == "Custom") == english, "\(locale)")
    }

    @Test func rightToLeftRowsStartAtTheRight() throws {
        let screen = view("he_IL").screen(width: 40)
        let row = try #require(screen.lines.firstIndex { $0.contains("^") }) - 1
        // Friday (ו׳), Wednesday (ד׳) and Monday (ב׳) selected; Sunday (א׳) at the right.
        #expect(screen.lines[row] == " ש׳  [ו׳]  ה׳  [ד׳]  ג׳  [ב׳]  א׳")
        // The focus starts on Monday, the calendar's first selected day.
        #expect(screen.lines[row + 1] == "                          ^")
        var view = view("he_IL")
        _ = view.respond(to: .left)
        #expect(view.state.focusedDay.weekday == 3, "Left moves toward Tuesday, on its left")
    }

    @Test func colorFillsSelectedDaysWithAContrastingLetter() throws {
        let screen = view("en_US", accent: Self.orange).screen(width: 80)
        let row = 2
        let monday = try #require(screen.column(of: "M", row: row))
        let cell = screen.cell(row: row, column: monday)
        #expect(cell.style.background == Self.orange)
        #expect(cell.style.foreground == TerminalColor(red: 255, green: 255, blue: 255))
        #expect(screen.line(row) == " S   M   T   W   T   F   S")
        let yellow = try #require(TerminalColor(parsing: "yellow"))
        let light = view("en_US", accent: yellow).screen(width: 80)
        #expect(
            light.cell(row: row, column: monday).style.foreground
                == TerminalColor(red: 0, green: 0, blue: 0))
    }

    @Test func keysDriveTheState() {
        var view = view("en_GB", selection: [])
        #expect(
            view.respond(to: .space)
                == .changed(say: [
                    "Monday, selected, 1 of 7.",
                    "Preset: Custom. Summary: Mon. Rule: FREQ=WEEKLY;BYDAY=MO.",
                ]))
        _ = view.respond(to: .right)
        _ = view.respond(to: .right)
        _ = view.respond(to: .space)
        _ = view.respond(to: .character("5"))
        #expect(view.respond(to: .enter) == .accepted("FREQ=WEEKLY;BYDAY=MO,WE,FR"))
        #expect(
            view.respond(to: .tab) == .changed(say: ["Preset: Never. Summary: Never. Rule: none."]))
        #expect(view.respond(to: .enter) == .accepted(nil))
        #expect(view.respond(to: .escape) == .cancelled)
        #expect(view.respond(to: .character("z")) == .ignored)
    }

    @Test func plainIntroductionNamesEveryDayAndState() {
        let lines = view("en_US").introduction()
        #expect(
            lines[1]
                == "Preset: Custom. Summary: Mon, Wed, and Fri. Rule: FREQ=WEEKLY;BYDAY=MO,WE,FR;WKST=SU."
        )
        #expect(
            lines[2].hasPrefix("Sunday: not selected. Monday: selected. Tuesday: not selected."))
        #expect(lines[3] == "Monday, selected, 2 of 7.")
    }
}
