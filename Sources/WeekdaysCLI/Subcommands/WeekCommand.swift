import Foundation
import WeekdayKit

/// `weekdays week [DATE]`: the week of a date as a row of dates under the weekday
/// letters, a rule's days marked, or the days with events of calendar files marked and
/// the events listed; `--interactive` pages through weeks in a terminal.
enum WeekCommand {
    static let defaultWeekCount = 1

    /// The command's arguments and options.
    static let spec = CommandSpec(
        name: "week", abstract: "Print the week of a date, or page through weeks in a terminal.",
        arguments: [
            CommandArgument(
                name: "DATE",
                help:
                    "The day to show: 20261201 or 2026-12-01 (default: today,\nor the rule's start when that is later).",
                isOptional: true, completion: .none)
        ],
        options: [
            CommandOption(
                "--rule", .text(placeholder: "RULE"), help: "Mark the days the rule occurs on and print its summary."),
            .start("The rule's start: 20261130, 20261130T073000 or 20261130T073000Z."),
            CommandOption(
                "--calendar", .text(placeholder: "PATH"),
                help: "Mark the days with events of an .ics file (a folder: its .ics\n"
                    + "files; -: standard input) and list them; give it again for\nmore files.",
                repeatable: true, completes: .files),
            .timeZone("An IANA zone for a floating start, the calendar's days and today."),
            CommandOption(
                "--weeks", .number(placeholder: "N", range: 1...520), help: "Print N weeks from DATE's.",
                default: .described(String(defaultWeekCount))),
            .locale("The calendar's language and week."), .firstWeekday, .color("The fill of the rule's days."),
            CommandOption(
                "--interactive", .flag, help: "Page through weeks in a terminal; Enter prints the date."),
            CommandOption("--plain", .flag, help: "Full day names and states, one day a line."),
        ],
        forms: [
            [
                .argument("DATE"),
                .optional([.alternatives([[.option("--rule"), .option("--dtstart")], [.option("--calendar")]])]),
            ]
                + ["--tz", "--weeks", "--locale", "--first-weekday", "--color", "--interactive", "--plain"].map {
                    .optional([.option($0)])
                }
        ],
        notes: """
            Marks: [ 1] the selected day, (29) today, *3 a day the rule occurs on or with
            events (filled with the color in a terminal). With --calendar, the events of the
            weeks shown are listed under them (time and summary), and in a terminal the
            selected day's under its date; a component that cannot be read is said on
            standard error (exit 1 when printing), a file that cannot be read ends with exit 2.
            Keys: left/right a day, up/down or page keys a week, t today, Enter print the date
            (YYYYMMDD) and exit 0, Esc or q exit 1, Control-Z suspend.
            """,
        run: run)

    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        try run(arguments, &context, now: Date())
    }

    /// Runs the command with `now` as the current moment (tests fix it).
    static func run(_ arguments: [String], _ context: inout CommandContext, now: Date)
        throws(CommandFailure)
    {
        let options = try ArgumentScanner(arguments, command: spec)
        guard options.positionals.count <= 1 else {
            throw .usage("expected at most one DATE", command: "week")
        }
        let settings = try CalendarOptions(options, context: &context, command: "week")
        var calendar = settings.calendar
        calendar.timeZone = settings.timeZone ?? localZone(context.environment)
        let weekCount = try options.integer("--weeks") ?? defaultWeekCount
        let accent = try InteractiveRun.accentOption(options)
        let rule = try ruleDays(options, settings)
        let calendarPaths = options.values("--calendar")
        if rule != nil && !calendarPaths.isEmpty {
            throw .usage("'--rule' and '--calendar' mark days each their own way: give one", command: "week")
        }

        let today = calendar.startOfDay(for: now)
        var selected = today
        if let text = options.positionals.first {
            selected = try date(text, in: calendar)
        } else if let start = rule?.start, let startDate = date(of: start, in: calendar),
            startDate > today
        {
            // A rule that starts later has nothing to mark this week: show its first week.
            selected = startDate
        }
        let pager = WeekPager(
            calendar: calendar, today: today, selected: selected, weekCount: weekCount)
        let isInteractive = options.has("--interactive")
        let colors = isInteractive ? InteractiveRun.screenColors(context) : InteractiveRun.colors(context)
        var view = WeekView(
            pager: pager, rule: rule, summary: rule.map { $0.analysis.summary(in: calendar) },
            accent: colors.map { $0.approximation(of: accent) })
        if !calendarPaths.isEmpty {
            let inputs = expandInputPaths(calendarPaths)
            for message in inputs.refusals { context.error(message) }
            if !inputs.refusals.isEmpty { throw .unreadable("") }
            let events = CalendarDays(inputs: inputs.files.map(context.calendarInput), calendar: calendar)
            view.events = events
            // The first reading (the weeks shown, and some around them) says what cannot be
            // read, before anything is shown.
            if let first = pager.weeks.first?.first, let last = pager.weeks.last?.last {
                _ = events.occurrences(from: pager.dayNumber(of: first), through: pager.dayNumber(of: last))
            }
            try reportReading(events, &context)
        }
        if isInteractive {
            try InteractiveRun.run(
                &view, lines: InteractiveRun.speaksLines(options, context), colors: colors,
                refusal: .usage(
                    "'--interactive' needs a terminal on standard input and output", command: "week"),
                &context)
            return
        }
        // Printed rows work on any output, TERM=dumb included; only --plain asks for words.
        if options.has("--plain") {
            for line in view.renderer.sentences { context.out(line) }
            if let summary = view.summary { context.out(summary) }
            for line in view.weeksAgenda { context.out(line) }
        } else {
            let screen = view.calendarScreen(width: InteractiveRun.columns(context), listingEvents: true)
            for line in screen.renderedLines(colors: colors) { context.out(line) }
        }
        if view.events?.firstReport?.problems.isEmpty == false { throw .problemsFound }
    }

    /// The calendar files' problems on stderr, as `occurrences` says them; files that
    /// cannot be read end the command (exit 2).
    private static func reportReading(_ events: CalendarDays, _ context: inout CommandContext)
        throws(CommandFailure)
    {
        guard let report = events.firstReport else { return }
        for line in FeedReportLines.lines(of: report) { context.error(line) }
        if !report.unreadable.isEmpty { throw .unreadable("") }
    }

    /// `--rule` with `--dtstart` and `--tz`, read; nil without `--rule`.
    private static func ruleDays(_ options: ArgumentScanner, _ settings: CalendarOptions)
        throws(CommandFailure) -> RuleDays?
    {
        guard let text = options.value("--rule") else {
            if settings.start != nil {
                throw .usage("'--dtstart' goes with '--rule'", command: "week")
            }
            return nil
        }
        let analysis: RuleAnalysis
        do {
            analysis = try RuleAnalysis(
                parsing: text, start: settings.start, timeZone: settings.timeZone)
        } catch {
            throw .unreadable(error.description)
        }
        let days = RuleDays(analysis: analysis, start: settings.start, timeZone: settings.timeZone)
        guard days.isAnswerable else {
            throw .usage(
                "this rule needs '--dtstart' to know the days it falls on", command: "week")
        }
        return days
    }

    /// The zone of "today": `TZ` when it names a zone, else the system's.
    private static func localZone(_ environment: [String: String]) -> TimeZone {
        environment["TZ"].flatMap {
            TimeZone(identifier: $0.hasPrefix(":") ? String($0.dropFirst()) : $0)
        }
            ?? TimeZone.current
    }

    /// A DATE argument: `20261201`, `2026-12-01`, or a DATE-TIME whose date is taken.
    static func date(_ text: String, in calendar: Calendar) throws(CommandFailure) -> Date {
        var compact = text
        if text.count == 10, text.filter({ $0 == "-" }).count == 2 {
            compact = text.replacingOccurrences(of: "-", with: "")
        }
        let value: ICalDateTime
        do { value = try ICalDateTime(parsing: compact) } catch {
            throw .usage("invalid DATE '\(text)': use YYYYMMDD, such as 20261201", command: "week")
        }
        guard (1...9999).contains(value.year), let date = date(of: value, in: calendar) else {
            throw .usage("invalid DATE '\(text)': use a year from 1 to 9999", command: "week")
        }
        return date
    }

    /// The start of a value's day in the calendar.
    private static func date(of value: ICalDateTime, in calendar: Calendar) -> Date? {
        calendar.date(from: DateComponents(year: value.year, month: value.month, day: value.day))
            .map(calendar.startOfDay)
    }
}
