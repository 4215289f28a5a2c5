import Foundation
import Testing
@testable import WeekdaysCLI

private let right = "\u{1B}[C"
private let left = "\u{1B}[D"
private let down = "\u{1B}[B"
private let escape = "\u{1B}"
/// Text the picker's screen always shows, so a test knows it is drawn.
private let pickerReady = "esc cancel"
/// Runs a program in a session of its own, so it has no controlling terminal.
private let setsid = URL(fileURLWithPath: "/usr/bin/setsid")

/// The built tool in a real pseudo-terminal: keys in, screen and result out, and the
/// terminal's settings checked after it ends.
@Suite(
    .tags(.endToEnd), .enabled(if: PseudoTerminal.isAvailable, "needs python3 and the built tool"))
struct TerminalEndToEndTests {
    /// The terminal is back as it was: line editing, echo and signal keys on, the cursor
    /// shown after it was last hidden, the alternate screen left.
    private func expectRestored(_ result: PseudoTerminal.Result, fullScreen: Bool = true) {
        #expect(!result.timedOut)
        let words = result.settingWords
        #expect(
            words.contains("icanon") && words.contains("echo") && words.contains("isig"),
            "\(result.terminalSettings)")
        #expect(!words.contains("-icanon") && !words.contains("-echo") && !words.contains("-isig"))
        guard fullScreen else { return }
        let output = result.toolOutput
        let hidden = output.range(of: "\u{1B}[?25l", options: .backwards)
        let shown = output.range(of: "\u{1B}[?25h", options: .backwards)
        #expect(hidden != nil)
        #expect(shown != nil && shown!.lowerBound > hidden!.lowerBound, "the cursor is shown again")
        #expect(output.contains("\u{1B}[?1049l"))
    }

    @Test func keysPickMondayWednesdayAndFriday() throws {
        let result = try PseudoTerminal.run(
            ["pick", "--locale", "en_GB"],
            steps: [
                .waitFor(pickerReady), .type(" "), .pause(0.05), .type(right + right + " "),
                .pause(0.05),
                .type(right), .type(right), .type(" "), .waitFor("MO,WE,FR"), .type("\r"),
            ])
        #expect(result.status == 0)
        #expect(result.printedLines == ["FREQ=WEEKLY;BYDAY=MO,WE,FR"])
        expectRestored(result)
    }

    @Test func tabChoosesTheWeekdaysPreset() throws {
        let result = try PseudoTerminal.run(
            ["pick", "--locale", "en_GB"],
            steps: [
                .waitFor(pickerReady), .type("\t"), .waitFor("DAILY"), .type("\t"),
                .waitFor("TH,FR"), .type("\r"),
            ])
        #expect(result.status == 0)
        #expect(result.printedLines == ["FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"])
        expectRestored(result)
    }

    /// In a US calendar the rule carries WKST=SU, exactly as `weekdays rule` prints it.
    @Test func pickPrintsWhatTheRuleCommandPrints() throws {
        let result = try PseudoTerminal.run(
            ["pick", "--initial", "sat,sun"],
            steps: [
                .waitFor(pickerReady), .type("\t"), .waitFor("Never"), .type("\t\t"),
                .waitFor("TH,FR"), .type("\r"),
            ])
        #expect(
            result.printedLines == [
                run("rule", "2,3,4,5,6", "--locale", "en_US").stdout.trimmingCharacters(
                    in: .newlines)
            ])
    }

    @Test func enterOnNeverPrintsNothing() throws {
        let result = try PseudoTerminal.run(["pick"], steps: [.waitFor(pickerReady), .type("\r")])
        #expect(result.status == 0)
        #expect(result.printedLines.isEmpty)
        expectRestored(result)
    }

    // (keys, what they are)
    @Test(arguments: [(escape, "Escape"), ("q", "q")])
    func escapeAndQExitOneWithNothingPrinted(keys: String, name: String) throws {
        let result = try PseudoTerminal.run(
            ["pick", "--initial", "mon"],
            steps: [.waitFor(pickerReady), .type(" "), .pause(0.05), .type(keys)])
        #expect(result.status == 1, "\(name)")
        #expect(result.printedLines.isEmpty)
        expectRestored(result)
    }

    @Test func controlCEndsWithStatus130() throws {
        let result = try PseudoTerminal.run(
            ["pick"], steps: [.waitFor(pickerReady), .type("\u{03}")])
        #expect(result.status == 130)
        expectRestored(result)
    }

    /// Signals from outside: the handler puts the terminal back, then the tool exits with
    /// 128 plus the signal number, as a shell reports it, rather than dying by the signal.
    /// A crash (SIGSEGV) puts the terminal back too, then ends as the crash it is.
    // (signal, exit status)
    @Test(
        arguments: [("TERM", 143), ("HUP", 129), ("INT", 130), ("SEGV", 139)] as [(String, Int32)])
    func signalsPutTheTerminalBack(signal: String, status: Int32) throws {
        let result = try PseudoTerminal.run(
            ["pick"], steps: [.waitFor(pickerReady), .pause(0.05), .signal(signal)],
            environment: ["SWIFT_BACKTRACE": "enable=no"])
        #expect(result.status == status)
        expectRestored(result)
    }

    @Test func redrawsWholeOnResize() throws {
        let result = try PseudoTerminal.run(
            ["pick"],
            steps: [
                .waitFor(pickerReady), .resize(columns: 40, rows: 20), .waitFor("cancel"),
                .type("q"),
            ],
            columns: 80)
        let clears = result.toolOutput.components(separatedBy: "\u{1B}[2J").count - 1
        #expect(clears == 2, "drawn once at the start and once after the resize")
        // At 40 columns the segments wrap: Weekends starts a line of its own.
        let afterResize = result.toolOutput.components(separatedBy: "\u{1B}[2J").last ?? ""
        #expect(afterResize.contains("\u{1B}[2;1H Weekends "))
        expectRestored(result)
    }

    @Test func plainModeSpeaksInLines() throws {
        let result = try PseudoTerminal.run(
            ["pick", "--plain", "--locale", "en_GB"],
            steps: [
                .waitFor("Escape cancels."), .type(" "), .waitFor("Monday, selected"), .type(right),
                .waitFor("Tuesday, not selected, 2 of 7."), .type("\r"),
            ])
        #expect(result.status == 0)
        let output = result.toolOutput
        #expect(output.contains("Monday: not selected. Tuesday: not selected."))
        #expect(output.contains("Preset: Custom. Summary: Mon. Rule: FREQ=WEEKLY;BYDAY=MO."))
        #expect(!output.contains("\u{1B}"), "no escape codes for a screen reader")
        #expect(
            output.trimmingCharacters(in: .whitespacesAndNewlines).hasSuffix("FREQ=WEEKLY;BYDAY=MO")
        )
        expectRestored(result, fullScreen: false)
    }

    // MARK: - Standard input and output not the terminal

    /// `rule=$(weekdays pick)`: the picker is drawn on the controlling terminal and only the
    /// rule reaches the command substitution.
    @Test func pickInACommandSubstitutionPrintsOnlyTheRule() throws {
        let result = try PseudoTerminal.run(
            ["pick", "--locale", "en_GB"],
            steps: [
                .waitFor(pickerReady), .type(" "), .pause(0.05), .type(right + right + " "),
                .waitFor("MO,WE"), .type("\r"),
            ],
            shell: .capturingOutput)
        #expect(result.status == 0)
        #expect(result.captured == "FREQ=WEEKLY;BYDAY=MO,WE")
        #expect(!(result.captured ?? "").contains("\u{1B}"), "the screen stays on the terminal")
        expectRestored(result)
    }

    @Test func weekInACommandSubstitutionPrintsOnlyTheDate() throws {
        let result = try PseudoTerminal.run(
            ["week", "20261201", "--interactive"],
            steps: [.waitFor("esc cancel"), .type(right), .waitFor("December 2"), .type("\r")],
            shell: .capturingOutput)
        #expect(result.status == 0)
        #expect(result.captured == "20261202")
        expectRestored(result)
    }

    // MARK: - Bytes that are not keys

    /// What a terminal sends besides keys is read whole and dropped: a colour reply (OSC), X10
    /// and SGR mouse reports (whose bytes hold a space, the toggle key), an Alt chord on the
    /// toggle key, a lone `ESC O` (Alt-Shift-O); an arrow split across reads is still an arrow.
    @Test func sequencesThatAreNotKeysAreIgnored() throws {
        let result = try PseudoTerminal.run(
            ["pick", "--locale", "en_GB"],
            steps: [
                .waitFor(pickerReady),
                .type("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"), .type("\u{1B}]10;rgb:0000/0000/0000\u{1B}\\"),
                .type("\u{1B}[M !!"), .type("\u{1B}[<0;3;1M\u{1B}[<0;3;1m"), .type("\u{1B}x"),
                .type("\u{1B}O"), .pause(0.3),
                .type("\u{1B}"), .pause(0.02), .type("[C"), .pause(0.05), .type(" "),
                .waitFor("BYDAY=TU"), .type("\r"),
            ],
            shell: .capturingOutput)
        #expect(result.status == 0)
        #expect(result.captured == "FREQ=WEEKLY;BYDAY=TU")
        expectRestored(result)
    }

    /// Bytes still unread when the tool ends (the tail of a long burst, such as a paste or a
    /// terminal's reply) are dropped, not left for the shell to read or run.
    @Test func unreadBytesDoNotReachTheShell() throws {
        let burst = "q" + String(repeating: "x", count: 2000) + "\r"
        let result = try PseudoTerminal.run(
            ["pick"], steps: [.waitFor(pickerReady), .type(burst)], shell: .readingAfterward)
        #expect(result.status == 1, "q cancels")
        #expect(result.leftover == "", "the shell read nothing the tool left")
        expectRestored(result)
    }

    // MARK: - Stopping and continuing

    /// Control-Z puts the terminal back and stops the tool; `fg` brings raw mode and the
    /// screen back, and the keys go on where they left off.
    // (how the stop is asked for, step)
    @Test(arguments: [("Control-Z", PseudoTerminal.Step.type("\u{1A}")), ("SIGTSTP", .signal("TSTP"))])
    func stopRestoresTheTerminalAndContinueRedraws(name: String, stop: PseudoTerminal.Step) throws {
        let result = try PseudoTerminal.run(
            ["pick", "--locale", "en_GB"],
            steps: [
                .waitFor(pickerReady), .type(" "), .waitFor("BYDAY=MO"), stop, .waitFor("SUSPENDED"),
                .waitFor(pickerReady), .type(right + " "), .waitFor("MO,TU"), .type("\r"),
            ],
            shell: .jobControl)
        let stopped = try #require(result.settingsWhileStopped, "\(name): the tool stopped")
        #expect(stopped.contains("icanon") && stopped.contains("echo") && stopped.contains("isig"), "\(name)")
        let afterStop = result.toolOutput.components(separatedBy: "SUSPENDED").last ?? ""
        #expect(afterStop.contains("\u{1B}[?1049h") && afterStop.contains("\u{1B}[2J"), "\(name): drawn again")
        #expect(result.status == 0, "\(name)")
        #expect(result.printedLines.last == "FREQ=WEEKLY;BYDAY=MO,TU", "\(name)")
        expectRestored(result)
    }

    /// SIGSTOP cannot be caught, so the terminal stays as it was while stopped; SIGCONT
    /// still brings raw mode back (the shell may have reset the terminal) and draws again.
    @Test func continueAfterAnUncaughtStopRedraws() throws {
        let result = try PseudoTerminal.run(
            ["pick", "--locale", "en_GB"],
            steps: [
                .waitFor(pickerReady), .signal("STOP"), .waitFor("SUSPENDED"), .waitFor(pickerReady),
                .type(" "), .waitFor("BYDAY=MO"), .type("\r"),
            ],
            shell: .jobControl)
        #expect(result.settingsWhileStopped != nil, "the tool stopped")
        let afterStop = result.toolOutput.components(separatedBy: "SUSPENDED").last ?? ""
        let lastDraw = try #require(afterStop.range(of: "\u{1B}[2J", options: .backwards), "drawn again")
        #expect(result.status == 0)
        #expect(result.printedLines.last == "FREQ=WEEKLY;BYDAY=MO")
        // The settings after the end are the shell's to say here: a non-interactive bash
        // saves the (raw) settings it found at `fg` and sets them again once the job ends.
        // The tool's own way out is checked instead: it leaves the screen after the redraw.
        let leaving = try #require(afterStop.range(of: "\u{1B}[?1049l", options: .backwards))
        #expect(leaving.lowerBound > lastDraw.lowerBound)
        #expect(!result.timedOut)
    }

    // MARK: - week --interactive

    @Test func weekKeysMoveTheSelectedDay() throws {
        let result = try PseudoTerminal.run(
            [
                "week", "20261201", "--interactive", "--rule", "FREQ=WEEKLY;BYDAY=TU,TH",
                "--dtstart", "20261201",
            ],
            steps: [
                .waitFor("esc cancel"), .type(right), .type(right), .type(down),
                .waitFor("December 10"), .type("\r"),
            ])
        #expect(result.status == 0)
        #expect(result.printedLines == ["20261210"])
        expectRestored(result)
    }

    /// With a calendar, the selected day's events show under its date as the keys move it.
    @Test func weekShowsTheSelectedDaysEvents() throws {
        let result = try PseudoTerminal.run(
            [
                "week", "20260126", "--interactive", "--calendar", "Fixtures/google.ics", "--tz",
                "America/Los_Angeles",
            ],
            steps: [
                .waitFor("esc cancel"), .type(right), .type(right), .type(right),
                .waitFor("Lunchtime swim (late start)"), .type("\r"),
            ])
        #expect(result.status == 0)
        #expect(result.printedLines == ["20260129"])
        expectRestored(result)
    }

    /// Weeks page across the year and a daylight-saving change in Madrid (last Sunday of March).
    @Test func weekPagesAcrossTheYearAndDaylightSaving() throws {
        var steps: [PseudoTerminal.Step] = [.waitFor("esc cancel")]
        steps +=
            Array(repeating: .type(down), count: 13) + [
                .type(left), .waitFor("March 31, 2027"), .type("\r"),
            ]
        let result = try PseudoTerminal.run(
            ["week", "20261231", "--interactive", "--tz", "Europe/Madrid"], steps: steps)
        #expect(result.printedLines == ["20270331"])
        expectRestored(result)
    }

    @Test func tGoesBackToToday() throws {
        let result = try PseudoTerminal.run(
            ["week", "20300101", "--interactive", "--tz", "UTC"],
            steps: [.waitFor("esc cancel"), .type(down), .type("t"), .pause(0.1), .type("\r")])
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let today = calendar.dateComponents([.year, .month, .day], from: Date())
        let expected = String(
            format: "%04d%02d%02d", today.year ?? 0, today.month ?? 0, today.day ?? 0)
        #expect(result.printedLines == [expected])
    }

    // MARK: - Without a terminal

    /// With no controlling terminal at all (a new session), `pick` refuses.
    @Test func pickRefusesWithoutATerminal() throws {
        let outcome = try runBinary(["--wait", executableURL.path, "pick"], executable: setsid)
        #expect(outcome.status == 2)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("weekdays: "))
        #expect(outcome.stderr.contains("weekdays rule"))
    }

    @Test func weekPrintsPlainRowsToAPipe() throws {
        let outcome = try runBinary(
            [
                "week", "20261201", "--rule", "FREQ=WEEKLY;BYDAY=TU,TH", "--dtstart",
                "20261201T090000", "--weeks", "3",
            ],
            environment: [
                "LANG": "en_US.UTF-8", "TZ": "UTC", "COLORTERM": "truecolor", "NO_COLOR": "",
            ])
        #expect(outcome.status == 0)
        #expect(!outcome.stdout.contains("\u{1B}"))
        let lines = outcome.stdout.split(separator: "\n")
        #expect(lines.count == 6)
        #expect(lines[2].contains("[ *1]") && lines[2].contains("*3"))
        #expect(lines[5] == "Tue and Thu")
        let interactive = try runBinary(["--wait", executableURL.path, "week", "--interactive"], executable: setsid)
        #expect(interactive.status == 2)
    }
}
