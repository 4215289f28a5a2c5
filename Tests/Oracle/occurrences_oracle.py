#!/usr/bin/env python3
"""Print the occurrences of .ics files in a window, as recurring-ical-events computes them.

One line per occurrence, sorted:

    UID<TAB>START<TAB>END<TAB>STATUS

START and END are instants in whole seconds since 1970-01-01T00:00:00Z. Floating times
and dates are read in ZONE (default UTC), as `weekdays occurrences --tz ZONE` reads them.
STATUS is the occurrence's STATUS as the library returns it (it keeps cancelled instances
and marks them `CANCELLED`), empty when it has none.

Usage: occurrences_oracle.py FROM TO PATH... [--zone ZONE] [--no-x-wr-timezone] [--exact-lengths]

FROM and TO are RFC 5545 DATE or DATE-TIME values (20260101, 20260101T090000,
20260101T090000Z); floating ones are read in ZONE. By default the calendar goes through
recurring_ical_events.of(), which applies X-WR-TIMEZONE; --no-x-wr-timezone queries it
as written.

The library ends each occurrence on the wall clock (it adds the DURATION, or DTEND - DTSTART,
to an aware datetime, which Python does in local time). --exact-lengths ends them as RFC 5545
does instead, from the library's starts: a DURATION's weeks and days on the wall clock and its
hours, minutes and seconds in elapsed time (3.3.6), and DTEND - DTSTART as elapsed time for
every instance (3.8.5.3). The arithmetic is Python's own, in UTC.

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


def elapsed_end(start, days, seconds):
    """An end `days` wall-clock days and then `seconds` elapsed seconds after `start`."""
    nominal = start + datetime.timedelta(days=days)
    if not isinstance(start, datetime.datetime) or start.tzinfo is None:
        return nominal + datetime.timedelta(seconds=seconds)
    moved = nominal.astimezone(datetime.timezone.utc) + datetime.timedelta(seconds=seconds)
    return moved.astimezone(start.tzinfo)


def exact_lengths(calendar, zone):
    """Each series' length by UID, read from the file (the library's occurrences carry a
    DTEND it computed on the wall clock): ("duration", timedelta) for a DURATION,
    ("elapsed", seconds) for DTEND - DTSTART or DUE - DTSTART."""
    lengths = {}
    for component in calendar.walk():
        if component.name not in COMPONENTS or "RECURRENCE-ID" in component or "DTSTART" not in component:
            continue
        uid = str(component.get("UID", ""))
        for name in ("DTEND", "DUE"):
            if name in component:
                begin = instant(component["DTSTART"].dt, zone)
                lengths[uid] = ("elapsed", instant(component[name].dt, zone) - begin)
                break
        else:
            if "DURATION" in component:
                lengths[uid] = ("duration", component["DURATION"].dt)
    return lengths


def exact_end_of(component, start, lengths):
    """The occurrence's end as RFC 5545 reads its series' DURATION or DTEND (see
    --exact-lengths); a series with neither ends as the library says."""
    kind, length = lengths.get(str(component.get("UID", "")), (None, None))
    if kind == "elapsed":
        return elapsed_end(start, 0, length)
    if kind == "duration" and length >= datetime.timedelta(0):
        # timedelta keeps whole days apart from the seconds of the time part; icalendar
        # folds 24 hours of a time part into a day (PT25H is P1DT1H), so such a value is
        # not one to ask about.
        return elapsed_end(start, length.days, length.seconds)
    return end_of(component, start)


def main(argv):
    zone = datetime.timezone.utc
    apply_x_wr_timezone = True
    exact = False
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
        elif argument == "--exact-lengths":
            exact = True
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
            lengths = exact_lengths(calendar, zone) if exact else {}
        except Exception as error:  # the library's refusal is the answer, said in one line
            print(f"cannot read {path}: {type(error).__name__}: {error}".splitlines()[0], file=sys.stderr)
            return 3
        for component in components:
            begin = component["DTSTART"].dt
            finish = exact_end_of(component, begin, lengths) if exact else end_of(component, begin)
            uid = str(component.get("UID", ""))
            status = str(component.get("STATUS", "")).upper()
            lines.add(f"{uid}\t{instant(begin, zone)}\t{instant(finish, zone)}\t{status}")
    for line in sorted(lines):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
