#!/usr/bin/env python3
"""The `weekdays occurrences FEED --from D --to D` job, done the usual Python way.

    occurrences.py FEED.ics FROM TO > out.tsv

Reads the feed with `icalendar.Calendar.from_ical`, asks recurring-ical-events for every
VEVENT, VTODO and VJOURNAL occurrence in [FROM, TO) with `of(calendar).between(FROM, TO)`,
and prints one line per occurrence:

    UID<TAB>START

START is the UTC wall time (`20260601T070000`) of a timed occurrence, floating times
read in UTC, and the date (`20260601`) for an all-day one: the form
`weekdays occurrences --tz UTC` writes, so Benchmarks/compare_occurrences.py compares the
two as (uid, start) sets. FROM and TO are DATE values (`20260601`), read in UTC. Cancelled
instances (STATUS:CANCELLED) are left out, as weekdays leaves them out.

Counts go to stderr. Exit status: 0, or 2 when the file cannot be read or parsed.
"""

import datetime as dt
import sys
import time

import icalendar
import recurring_ical_events

COMPONENTS = ("VEVENT", "VTODO", "VJOURNAL")


class Query(recurring_ical_events.CalendarQuery):
    """The library's query, also skipping a series whose rule dateutil refuses.

    The feed holds a few rules with an `X-EVOLUTION-ENDDATE` part; dateutil raises a plain
    ValueError for them, which `skip_bad_series` does not cover by default. The library
    documents `suppressed_errors` as the place to add such errors.
    """

    suppressed_errors = recurring_ical_events.CalendarQuery.suppressed_errors + [ValueError]


def bound(text):
    """A DATE as midnight UTC."""
    return dt.datetime.strptime(text, "%Y%m%d").replace(tzinfo=dt.timezone.utc)


def written(start):
    """The start as `weekdays occurrences --tz UTC` writes it."""
    if not isinstance(start, dt.datetime):
        return "%04d%02d%02d" % (start.year, start.month, start.day)
    if start.tzinfo is None:
        start = start.replace(tzinfo=dt.timezone.utc)
    return start.astimezone(dt.timezone.utc).strftime("%Y%m%dT%H%M%S")


def main(argv):
    if len(argv) != 4 or argv[1] in ("-h", "--help"):
        sys.stderr.write("usage: occurrences.py FEED.ics FROM TO > out.tsv\n")
        return 2
    began = time.perf_counter()
    try:
        with open(argv[1], "rb") as f:
            calendar = icalendar.Calendar.from_ical(f.read())
        start, end = bound(argv[2]), bound(argv[3])
    except (OSError, ValueError) as error:
        sys.stderr.write("occurrences.py: cannot read %s: %s\n" % (argv[1], error))
        return 2
    parsed = time.perf_counter()
    count = 0
    cancelled = 0
    out = sys.stdout
    query = recurring_ical_events.of(
        calendar, components=COMPONENTS, skip_bad_series=True, calendar_query=Query)
    for component in query.between(start, end):
        if str(component.get("STATUS", "")).upper() == "CANCELLED":
            cancelled += 1
            continue
        count += 1
        out.write("%s\t%s\n" % (component.get("UID", ""), written(component["DTSTART"].dt)))
    out.flush()
    done = time.perf_counter()
    sys.stderr.write(
        "occurrences.py: %d occurrences (%d cancelled left out); parse %.3f s, query %.3f s\n"
        % (count, cancelled, parsed - began, done - parsed))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
