import Foundation
import Testing
@testable import WeekdaysCLI

@Suite struct ShowCommandTests {
    @Test func jsonHasTheContractShape() throws {
        let outcome = run("show", "FREQ=WEEKLY;BYDAY=MO,WE", "--locale", "en_US", "--format", "json")
        #expect(outcome.status == 0)
        #expect(!outcome.stdout.contains("\u{1B}"))
        let json = try jsonObject(outcome.stdout)
        #expect(json["rule"] as? String == "FREQ=WEEKLY;BYDAY=MO,WE")
        #expect(json["selection"] as? [Int] == [2, 4])
        #expect(json["fidelity"] as? String == "exact")
        #expect((json["notes"] as? [String])?.isEmpty == true)
        #expect(json["summary"] as? String == "Mon and Wed")
        let days = try #require(json["days"] as? [[String: Any]])
        #expect(days.map { $0["weekday"] as? Int } == [1, 2, 3, 4, 5, 6, 7])
        #expect(days[0]["letter"] as? String == "S")
        #expect(days[0]["name"] as? String == "Sunday")
        #expect(days[0]["shortName"] as? String == "Sun")
        #expect(days.map { $0["selected"] as? Bool } == [false, true, false, true, false, false, false])
        #expect(Array(json.keys).count == 6)
    }

    @Test func acceptsTheRRULEPrefix() {
        let plain = run("show", "FREQ=WEEKLY;BYDAY=MO,WE", "--format", "json")
        let prefixed = run("show", "RRULE:FREQ=WEEKLY;BYDAY=MO,WE", "--format", "json")
        #expect(plain.stdout == prefixed.stdout)
    }

    // (locale, first weekday override, expected weekday order)
    @Test(
        arguments: [
            ("en_US", nil, [1, 2, 3, 4, 5, 6, 7]), ("es_ES", nil, [2, 3, 4, 5, 6, 7, 1]),
            ("ar_EG", nil, [7, 1, 2, 3, 4, 5, 6]), ("en_US", "3", [3, 4, 5, 6, 7, 1, 2]),
        ] as [(String, String?, [Int])])
    func daysFollowTheCalendar(locale: String, first: String?, order: [Int]) throws {
        var arguments = ["show", "FREQ=DAILY", "--locale", locale, "--format", "json"]
        if let first { arguments += ["--first-weekday", first] }
        var context = CommandContext(environment: [:])
        #expect(WeekdaysCommand.main(["weekdays"] + arguments, context: &context) == 0)
        let days = try #require(try jsonObject(context.stdout)["days"] as? [[String: Any]])
        #expect(days.map { $0["weekday"] as? Int } == order)
    }

    @Test func plainRowBracketsSelectedDays() {
        let outcome = run("show", "FREQ=WEEKLY;BYDAY=MO,WE", "--locale", "en_US")
        let lines = outcome.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.contains("[M]") == true)
        #expect(lines.first?.contains("[W]") == true)
        #expect(lines.first?.components(separatedBy: "[").count == 3)
        #expect(lines.dropFirst().first == "Mon and Wed")
    }

    @Test func colorOnlyInATerminalWithoutNoColor() {
        let colored = run("show", "FREQ=DAILY", environment: ["COLORTERM": "truecolor"], terminal: true)
        #expect(colored.stdout.contains("\u{1B}[48;2;"))
        let sixteen = run("show", "FREQ=DAILY", environment: ["TERM": "xterm"], terminal: true)
        #expect(sixteen.stdout.contains("\u{1B}[4") && !sixteen.stdout.contains("48;2;"))
        let noColor = run("show", "FREQ=DAILY", environment: ["NO_COLOR": "1"], terminal: true)
        #expect(!noColor.stdout.contains("\u{1B}"))
        let json = run("show", "FREQ=DAILY", "--format", "json", terminal: true)
        #expect(!json.stdout.contains("\u{1B}"))
    }

    // (color, expected letter color: true for black)
    @Test(arguments: [
        ("#FFFFFF", true), ("#000000", false), ("yellow", true), ("#000080", false), ("orange", false),
        ("#7FFF7F", true),
    ])
    func letterColorFollowsLuminance(color: String, black: Bool) throws {
        let parsed = try #require(TerminalColor(parsing: color))
        let luminance = parsed.relativeLuminance
        #expect((luminance > 0.5) == black, "luminance \(luminance)")
        let outcome = run(
            "show", "FREQ=DAILY", "--color", color, environment: ["COLORTERM": "truecolor"], terminal: true)
        #expect(outcome.stdout.contains(black ? "38;2;0;0;0;" : "38;2;255;255;255;"))
    }

    @Test func relativeLuminanceMatchesWCAG() throws {
        // WCAG 2 values: white 1, black 0, pure red 0.2126, mid gray #777777 about 0.184.
        #expect(abs(try #require(TerminalColor(parsing: "#FF0000")).relativeLuminance - 0.2126) < 1e-4)
        #expect(abs(try #require(TerminalColor(parsing: "#777777")).relativeLuminance - 0.1845) < 1e-3)
        #expect(TerminalColor(parsing: "#GG0000") == nil)
        #expect(TerminalColor(parsing: "chartreuse-ish") == nil)
    }

    @Test func noSummaryPrintsTheRowOnly() {
        let outcome = run("show", "FREQ=WEEKLY;BYDAY=MO", "--no-summary")
        #expect(outcome.stdout.split(separator: "\n").count == 1)
    }

    @Test func approximateRulesPrintNotesUnderTheSummary() throws {
        let outcome = run("show", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=10", "--locale", "en_US")
        #expect(outcome.stdout.contains("  - repeats every 2 weeks"))
        #expect(outcome.stdout.contains("  - ends after 10 times"))
        let json = try jsonObject(run("show", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=10", "--format", "json").stdout)
        #expect(json["fidelity"] as? String == "approximate")
        #expect(json["notes"] as? [String] == ["repeats every 2 weeks", "ends after 10 times"])
    }

    /// Right-to-left languages read the row from the right, as `week` draws it: the
    /// first day of the week (Foundation's own letters) at the right end.
    @Test(arguments: ["he_IL", "ar_EG"])
    func rightToLeftRowIsMirrored(locale: String) throws {
        let row = run("show", "FREQ=WEEKLY;BYDAY=MO", "--locale", locale, "--no-summary").stdout
        let cells = row.replacingOccurrences(of: "\u{200E}", with: "")
            .split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "[" || $0 == "]" }).map(String.init)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        let letters = calendar.veryShortStandaloneWeekdaySymbols
        let order = (0..<7).map { (calendar.firstWeekday - 1 + $0) % 7 }
        #expect(cells == order.reversed().map { letters[$0] }, "\(row)")
        let monday = try #require(Array(order.reversed()).firstIndex(of: 1))
        #expect(row.contains("[\(letters[1])]") && cells[monday] == letters[1])
    }

    @Test func spanishWords() throws {
        let json = try jsonObject(
            run("show", "FREQ=WEEKLY;BYDAY=SA,SU", "--locale", "es_ES", "--format", "json").stdout)
        #expect(json["summary"] as? String == "Fines de semana")
    }

    @Test func weekendFollowsTheLocale() throws {
        let israel = try jsonObject(
            run("show", "FREQ=WEEKLY;BYDAY=FR,SA", "--locale", "he_IL", "--format", "json").stdout)
        let us = try jsonObject(run("show", "FREQ=WEEKLY;BYDAY=FR,SA", "--locale", "en_US", "--format", "json").stdout)
        #expect(israel["summary"] as? String != us["summary"] as? String)
        #expect(us["summary"] as? String == "Fri and Sat")
        let english = try jsonObject(
            run("show", "FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH", "--locale", "he_IL", "--format", "json").stdout)
        let weekdays = try jsonObject(
            run("show", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "--locale", "en_US", "--format", "json").stdout)
        #expect(english["summary"] as? String != nil)
        #expect(weekdays["summary"] as? String == "Weekdays")
    }

    @Test func usageErrorsExitTwoWithTheUsageTail() {
        for arguments in [
            ["show"], ["show", "FREQ=DAILY", "--format", "xml"], ["show", "FREQ=DAILY", "--first-weekday", "8"],
            ["show", "FREQ=DAILY", "--color", "nope"], ["show", "FREQ=DAILY", "--bogus"],
        ] {
            var context = CommandContext(environment: [:])
            #expect(WeekdaysCommand.main(["weekdays"] + arguments, context: &context) == 2, "\(arguments)")
            #expect(context.stderr.hasPrefix("weekdays: "), "\(arguments)")
            #expect(context.stderr.contains("See 'weekdays show --help'."), "\(arguments)")
            #expect(context.stdout.isEmpty)
        }
    }

    // Malformed rules: each a clear error and exit status 2.
    @Test(arguments: [
        "FREQ=NOPE", "FREQ=WEEKLY;BYDAY=XX", "FREQ=WEEKLY;INTERVAL=0", "FREQ=WEEKLY;INTERVAL=-1",
        "FREQ=WEEKLY;COUNT=2;UNTIL=20261231", "", String(repeating: "garbage;", count: 1250),
        "FREQ=WEEKLY;BYDAY=300MO", "FREQ=WEEKLY;INTERVAL=2147483648", "FREQ=DAILY;INTERVAL=1;INTERVAL=2",
        "FREQ=WEEKLY;BYDAY=MO, FR", "FREQ=WEEKLY;X-NAME=1",
    ])
    func malformedRulesExitTwo(rule: String) {
        let outcome = run("show", rule)
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("weekdays: invalid rule"))
        #expect(outcome.stdout.isEmpty)
    }

    @Test(.tags(.endToEnd)) func invalidUTF8ArgumentIsRefused() throws {
        let bytes: [UInt8] = [0x46, 0x52, 0x45, 0x51, 0x3D, 0xFF, 0xFE, 0x80]
        let argument = String(decoding: bytes, as: UTF8.self)
        let outcome = try runBinary(["show", argument])
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("weekdays: "))
    }
}
