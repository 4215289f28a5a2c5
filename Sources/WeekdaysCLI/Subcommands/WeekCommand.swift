import Foundation
import ICalKit
import WeekdayKit

/// `weekdays week [DATE]`: the week of a date as a row of dates under the weekday
/// letters, a rule's days marked, or the days with events of calendar files marked and
/// the events listed; `--interactive` pages through weeks in a terminal.
enum WeekCommand {
    static func run(_ arguments: [String], _ context: inout CommandContext) throws(CommandFailure) {
        try run(arguments, &context, now: Date())
    }

    /// Runs the command with `now` as the current moment (tests fix it).
    static func run(_ arguments: [String], _ context: inout CommandContext, now: Date)
        throws(CommandFailure)
    {
        let options = try ArgumentScanner(
            arguments, command: "week",
            valued: CalendarOptions.valued.union(["--rule", "--weeks", "--color", "--calendar"]),
            flags: ["--interactive", "--plain"])
        guard options.positionals.count <= 1 else {
            throw .usage("expected at most one DATE", command: "week")
        }
        let settings = try CalendarOptions(options, context: &context, command: "week")
        var calendar = settings.calendar
        calendar.timeZone = settings.timeZone ?? localZone(context.environment)
        let weekCount = try options.integer("--weeks", in: 1...520, command: "week") ?? 1
        let accent = try InteractiveRun.accentOption(options, command: "week")
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
        let colors = InteractiveRun.colors(context)
        var view = WeekView(
            pager: pager, rule: rule, summary: rule.map { $0.analysis.summary(in: calendar) },
            accent: colors.map { $0.approximation(of: accent) })
        if !calendarPaths.isEmpty {
            let events = CalendarDays(
                paths: expandInputPaths(calendarPaths), calendar: calendar,
                standardInput: context.readStandardInput, standardInputHandle: context.standardInputHandle)
            view.events = events
            // The first reading (the weeks shown, and some around them) says what cannot be
            // read, before anything is shown.
            if let first = pager.weeks.first?.first, let last = pager.weeks.last?.last {
                _ = events.occurrences(from: pager.dayNumber(of: first), through: pager.dayNumber(of: last))
            }
            try reportReading(events, &context)
        }
        if options.has("--interactive") {
            guard context.stdoutIsTerminal, RawTerminal.isAvailable() else {
                throw .usage(
                    "'--interactive' needs a terminal on standard input and output", command: "week"
                )
            }
            try InteractiveRun.run(
                &view, lines: InteractiveRun.speaksLines(options, context), colors: colors,
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
        for notice in report.notices { context.error("\(notice.path): \(notice.message)") }
        for problem in report.problems {
            let subject = problem.uid.isEmpty ? problem.path : "\(problem.path): \(problem.uid)"
            context.error("\(subject): \(problem.message)")
        }
        if !report.unreadable.isEmpty { throw .unreadable(report.unreadable.joined(separator: "\nweekdays: ")) }
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
