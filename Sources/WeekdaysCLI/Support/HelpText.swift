/// The help of the tool and of each command: one-sentence abstracts, usage, options.
enum HelpText {
    static let version = "weekdays 1.0.0"

    static let commands: [(name: String, abstract: String)] = [
        ("show", "Print the picker row and summary for a recurrence rule."),
        ("rule", "Print the recurrence rule for a selection of weekdays."),
        ("expand", "Print the occurrences of a recurrence rule."),
        ("validate", "Round-trip every recurrence rule of .ics files and report what survives."),
        ("convert", "Convert calendar feeds to records of selections, or records to a calendar."),
        ("occurrences", "Print every occurrence of the events of .ics files in a window."),
        ("week", "Print the week of a date, or page through weeks in a terminal."),
        ("pick", "Pick weekdays in a terminal and print their recurrence rule."),
    ]

    static let root = """
        OVERVIEW: Convert between weekday selections and RFC 5545 recurrence rules.

        USAGE: weekdays <command> [options]

        COMMANDS:
        \(commands.map { "  " + $0.name.padding(toLength: 13, withPad: " ", startingAt: 0) + $0.abstract }.joined(separator: "\n"))

        OPTIONS:
          --version               Print the version.
          -h, --help              Show help information.

          See 'weekdays help <command>' for a command's options.
        """

    static let usage: [String: String] = [
        "show":
            "weekdays show RULE [--dtstart D] [--tz ZONE] [--locale ID] [--first-weekday 1-7] [--color NAME|#RRGGBB] [--no-summary] [--format text|json]",
        "rule": "weekdays rule DAYS [--locale ID] [--first-weekday 1-7]",
        "expand": "weekdays expand RULE --dtstart D [--tz ZONE] [--count N] [--until D] [--format text|json]",
        "validate": "weekdays validate PATH... [--tz ZONE] [--locale ID] [--jobs N] [--format text|json]",
        "convert":
            "weekdays convert PATH... [--paths-from FILE] [--to jsonl|csv] [--jobs N] [-o FILE] | weekdays convert --from jsonl|csv FILE --to ics [-o FILE]",
        "occurrences":
            "weekdays occurrences PATH... --from D --to D [--tz ZONE] [--locale ID] [--format text|json|jsonl]",
        "week":
            "weekdays week [DATE] [--rule RULE --dtstart D | --calendar PATH...] [--tz ZONE] [--weeks N] [--locale ID] [--first-weekday 1-7] [--color NAME|#RRGGBB] [--interactive] [--plain]",
        "pick":
            "weekdays pick [--initial RULE|DAYS] [--locale ID] [--first-weekday 1-7] [--color NAME|#RRGGBB] [--plain]",
    ]

    static let details: [String: String] = [
        "show": """
        ARGUMENTS:
          RULE                    An RRULE value, with or without the RRULE: prefix.

        OPTIONS:
          --dtstart D             The start: 20261130, 20261130T073000 or 20261130T073000Z.
          --tz ZONE               An IANA zone for a floating start, or to see a UTC rule's days there.
          --locale ID             The calendar's language and week (default: from LANG).
          --first-weekday 1-7     The first day of the week (1 is Sunday).
          --color NAME|#RRGGBB    The fill of selected days (default: orange).
          --no-summary            Print the row only.
          --format text|json      The output form (default: text).
        """,
        "rule": """
        ARGUMENTS:
          DAYS                    Weekday numbers (1 is Sunday) or English names, comma-separated, or none.

        OPTIONS:
          --locale ID             The calendar whose week order BYDAY and WKST follow.
          --first-weekday 1-7     The first day of the week (1 is Sunday).
        """,
        "expand": """
        ARGUMENTS:
          RULE                    An RRULE value, with or without the RRULE: prefix.

        OPTIONS:
          --dtstart D             The first occurrence's start (required).
          --tz ZONE               Place a floating start in this zone; print local times in it.
          --count N               Print at most N occurrences (default: 1000).
          --until D               Print none after D.
          --format text|json      The output form (default: text).
        """,
        "validate": """
        ARGUMENTS:
          PATH                    An .ics file, a folder of them, or - for standard input.

        OPTIONS:
          --tz ZONE               Also show UTC rules' days as they fall in this zone.
          --locale ID             The language problems say each rule in (default: from LANG).
          --jobs N                Threads reading components (default: one per core).
          --format text|json      The output form (default: text).

        Exit status: 1 when a rule is invalid or fails its round trip, 2 when a file
        cannot be read or is not iCalendar.
        """,
        "convert": """
        ARGUMENTS:
          PATH                    .ics files, folders of them, or - (import); a records file (export).

        OPTIONS:
          --to jsonl|csv|ics      The output form (default: jsonl).
          --from ics|jsonl|csv    The input form (default: ics).
          --paths-from FILE       Read more PATHs from FILE, one a line (-: standard input).
          --jobs N                Threads reading components (default: one per core).
          -o, --output FILE       Write FILE whole or not at all (default: standard output).
          --locale ID             The language of notes and summaries; the week order on export.
          --first-weekday 1-7     The first day of the week (1 is Sunday).

        Import writes one record per VEVENT, VTODO and VJOURNAL with an RRULE, in input
        order; counts go to standard error. Export moves DTSTART to the first selected
        day at or after it, as RFC 5545 counts DTSTART as the first occurrence.
        Listed paths follow the PATH arguments and are read as they are (a path that
        cannot be read is reported, exit status 2); blank lines are skipped.
        """,
        "occurrences": """
        ARGUMENTS:
          PATH                    An .ics file, a folder of them, or - for standard input.

        OPTIONS:
          --from D                The window's start: 20260101, 20260101T090000 or 20260101T090000Z.
          --to D                  The window's end (not included).
          --tz ZONE               Read floating --from/--to, dates and floating times in this
                                  zone, and write every time as local time in it (default: UTC).
          --locale ID             The language of the text form (default: from LANG).
          --format text|json|jsonl
                                  The output form (default: text).

        Every occurrence that starts before --to and ends after --from (one without
        duration counts at its start; an all-day one covers its days), in start order:
        EXDATEs removed, RDATEs added, RECURRENCE-ID overrides in place of the instances
        they name. Counts go to standard error. Exit status: 1 when a component could not
        be read, 2 when a file cannot be read or is not iCalendar.
        """,
        "week": """
        ARGUMENTS:
          DATE                    The day to show: 20261201 or 2026-12-01 (default: today,
                                  or the rule's start when that is later).

        OPTIONS:
          --rule RULE             Mark the days the rule occurs on and print its summary.
          --dtstart D             The rule's start: 20261130, 20261130T073000 or 20261130T073000Z.
          --calendar PATH         Mark the days with events of an .ics file (a folder: its .ics
                                  files; -: standard input) and list them; give it again for
                                  more files.
          --tz ZONE               An IANA zone for a floating start, the calendar's days and today.
          --weeks N               Print N weeks from DATE's (default: 1).
          --locale ID             The calendar's language and week (default: from LANG).
          --first-weekday 1-7     The first day of the week (1 is Sunday).
          --color NAME|#RRGGBB    The fill of the rule's days (default: orange).
          --interactive           Page through weeks in a terminal; Enter prints the date.
          --plain                 Full day names and states, one day a line.

        Marks: [ 1] the selected day, (29) today, *3 a day the rule occurs on or with
        events (filled with the color in a terminal). With --calendar, the events of the
        weeks shown are listed under them (time and summary), and in a terminal the
        selected day's under its date; a component that cannot be read is said on
        standard error (exit 1 when printing), a file that cannot be read ends with exit 2.
        Keys: left/right a day, up/down or page keys a week, t today, Enter print the date
        (YYYYMMDD) and exit 0, Esc or q exit 1.
        """,
        "pick": """
        OPTIONS:
          --initial RULE|DAYS     Start from a rule's days or from days as 'weekdays rule' reads them.
          --locale ID             The calendar's language and week (default: from LANG).
          --first-weekday 1-7     The first day of the week (1 is Sunday).
          --color NAME|#RRGGBB    The fill of selected days (default: orange).
          --plain                 Say each change in words, for screen readers.

        Keys: left/right move between days, space turns one on or off, Tab and
        Shift-Tab choose a preset (Never, Every day, Weekdays, Weekends, Custom), Enter
        prints the rule (nothing for Never) and exits 0, Esc or q exits 1. Needs a
        terminal on standard input and output; in scripts use 'weekdays rule'.
        """,
    ]

    static func help(for command: String) -> String {
        let abstract = commands.first { $0.name == command }?.abstract ?? ""
        return "OVERVIEW: \(abstract)\n\nUSAGE: \(usage[command] ?? "")\n\n\(details[command] ?? "")"
    }
}
