#!/usr/bin/env python3
"""Print the occurrences of .ics files in a window, as recurring-ical-events computes them.

One line per occurrence, sorted:

    UID<TAB>START<TAB>END<TAB>STATUS

START and END are instants in whole seconds since 1970-01-01T00:00:00Z. Floating times
and dates are read in ZONE (default UTC), as `weekdays occurrences --tz ZONE` reads them.
STATUS is the occurrence's STATUS as the library returns it (it keeps cancelled instances
and marks them `CANCELLED`), empty when it has none.

Usage: occurrences_oracle.py FROM TO PATH... [--zone ZONE] [--no-x-wr-timezone]

FROM and TO are RFC 5545 DATE or DATE-TIME values (20260101, 20260101T090000,
20260101T090000Z); floating ones are read in ZONE. By default the calendar goes through
recurring_ical_events.of(), which applies X-WR-TIMEZONE; --no-x-wr-timezone queries it
as written.

Exit status 3 when icalendar or recurring-ical-events refuses a file (the reason on
stderr, one line).
"""

import datetime
import sys
import zoneinfo

import icalendar
import recurring_ical_events

COMPONENTS = ("VEVENT", "VTODO", "VJOURNAL")


def parse_bound(text, zone):
    """An RFC 5545 DATE or DATE-TIME as an aware datetime."""
    if len(text) == 8:
        value = datetime.datetime.strptime(text, "%Y%m%d")
        return value.replace(tzinfo=zone)
    if text.endswith("Z"):
        value = datetime.datetime.strptime(text, "%Y%m%dT%H%M%SZ")
        return value.replace(tzinfo=datetime.timezone.utc)
    return datetime.datetime.strptime(text, "%Y%m%dT%H%M%S").replace(tzinfo=zone)


def instant(value, zone):
    """Seconds since the epoch of a date, a floating or an aware datetime."""
    if not isinstance(value, datetime.datetime):
        value = datetime.datetime(value.year, value.month, value.day)
    if value.tzinfo is None:
        value = value.replace(tzinfo=zone)
    return int(value.timestamp())


def end_of(component, start):
    """The occurrence's end as recurring-ical-events sets it (DTEND, DUE, or the start)."""
    for name in ("DTEND", "DUE"):
        if name in component:
            return component[name].dt
    if "DURATION" in component:
        return start + component["DURATION"].dt
    return start


def main(argv):
    zone = datetime.timezone.utc
    apply_x_wr_timezone = True
    positional = []
    index = 0
    while index < len(argv):
        argument = argv[index]
        if argument == "--zone":
            zone = zoneinfo.ZoneInfo(argv[index + 1])
            index += 2
            continue
        if argument == "--no-x-wr-timezone":
            apply_x_wr_timezone = False
        else:
            positional.append(argument)
        index += 1
    if len(positional) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    start = parse_bound(positional[0], zone)
    end = parse_bound(positional[1], zone)
    lines = set()
    for path in positional[2:]:
        try:
            with open(path, "rb") as handle:
                calendar = icalendar.Calendar.from_ical(handle.read())
            if apply_x_wr_timezone:
                query = recurring_ical_events.of(calendar, components=COMPONENTS)
            else:
                query = recurring_ical_events.CalendarQuery(calendar, components=COMPONENTS)
            components = list(query.between(start, end))
        except Exception as error:  # the library's refusal is the answer, said in one line
            print(f"cannot read {path}: {type(error).__name__}: {error}".splitlines()[0], file=sys.stderr)
            return 3
        for component in components:
            begin = component["DTSTART"].dt
            finish = end_of(component, begin)
            uid = str(component.get("UID", ""))
            status = str(component.get("STATUS", "")).upper()
            lines.add(f"{uid}\t{instant(begin, zone)}\t{instant(finish, zone)}\t{status}")
    for line in sorted(lines):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
