#!/usr/bin/env python3
"""The `weekdays convert FEED --to jsonl` job, done the usual Python way.

    import.py FEED.ics > out.jsonl

Reads the feed with `icalendar.Calendar.from_ical`, walks its VEVENT, VTODO and
VJOURNAL components, and for each one with an RRULE parses the rule with
python-dateutil's `rrulestr` (so the rule is really understood, as an importer
would need it) and prints one JSON line:

    {"uid": "...", "selection": [2, 4], "fidelity": "exact"}

Weekday numbers are 1 = Sunday ... 7 = Saturday. The reading of a rule is the
simplified one shared by the benchmark peers (see `classify`). Counts go to
stderr. Exit status: 0, or 2 when the file cannot be read or parsed.
"""

import datetime as dt
import json
import sys
import time

import icalendar
from dateutil.rrule import rrulestr

ITEM_KINDS = ("VEVENT", "VTODO", "VJOURNAL")
WEEKDAY_NUMBERS = {"SU": 1, "MO": 2, "TU": 3, "WE": 4, "TH": 5, "FR": 6, "SA": 7}
ALL_DAYS = [1, 2, 3, 4, 5, 6, 7]
EXTRA_PARTS = ("BYSECOND", "BYMINUTE", "BYHOUR", "BYMONTHDAY", "BYYEARDAY", "BYWEEKNO",
               "BYMONTH", "BYSETPOS", "RSCALE")


def start_of(component):
    """DTSTART as a date or datetime (wall time in its own zone), or None."""
    prop = component.get("DTSTART")
    try:
        return prop.dt if prop is not None else None
    except Exception:  # a broken DTSTART
        return None


def weekday_number(when):
    return when.isoweekday() % 7 + 1  # Monday is isoweekday 1 -> 2


def for_dateutil(when):
    if when is None or isinstance(when, dt.datetime):
        return when
    return dt.datetime(when.year, when.month, when.day)


def classify(recur, start):
    """(selection, fidelity) for a parsed vRecur; see the C peer for the same reading.

    FREQ=DAILY or WEEKLY with nothing but plain BYDAY days and WKST, INTERVAL 1, no COUNT
    or UNTIL: exact (DAILY: BYDAY or all days; WEEKLY: BYDAY or DTSTART's weekday). Any
    other rule with BYDAY: approximate, the BYDAY weekdays. DAILY or WEEKLY without BYDAY
    but with more parts: approximate (DAILY: all days, or DTSTART's weekday when INTERVAL
    is a multiple of 7; WEEKLY: DTSTART's weekday). MONTHLY and YEARLY without BYDAY: none.
    HOURLY, MINUTELY and SECONDLY without BYDAY fall on every day: approximate.
    """
    freq = str(recur["FREQ"][0]).upper()
    days = set()
    ordinal = False
    for day in recur.get("BYDAY", ()):
        days.add(WEEKDAY_NUMBERS[day.weekday])
        if day.relative:
            ordinal = True
    interval = int(recur["INTERVAL"][0]) if "INTERVAL" in recur else 1
    interval = max(interval, 1)
    bounded = "COUNT" in recur or "UNTIL" in recur
    extra = any(part in recur for part in EXTRA_PARTS)
    start_day = [weekday_number(start)] if start is not None else []

    if freq in ("DAILY", "WEEKLY") and interval == 1 and not (bounded or extra or ordinal):
        if days:
            return sorted(days), "exact"
        return (ALL_DAYS if freq == "DAILY" else start_day), "exact"
    if days:
        return sorted(days), "approximate"
    if freq == "DAILY":
        return (start_day if interval % 7 == 0 else ALL_DAYS), "approximate"
    if freq == "WEEKLY":
        return start_day, "approximate"
    if freq in ("MONTHLY", "YEARLY"):
        return [], "none"
    return ALL_DAYS, "approximate"


def convert(calendars, out, counts):
    for calendar in calendars:
        for component in calendar.walk():
            if component.name not in ITEM_KINDS:
                continue
            counts["components"] += 1
            rule = component.get("RRULE")
            if rule is None:
                continue
            if isinstance(rule, list):  # several RRULEs: the first one speaks
                rule = rule[0]
            uid = component.get("UID")
            start = start_of(component)
            selection, fidelity = [], "invalid"
            if isinstance(rule, icalendar.vRecur):  # otherwise icalendar kept it as broken
                try:
                    rrulestr(rule.to_ical().decode("utf-8"), dtstart=for_dateutil(start))
                    selection, fidelity = classify(rule, start)
                except Exception:  # dateutil refuses the rule
                    selection, fidelity = [], "invalid"
            counts["rules"] += 1
            counts[fidelity] += 1
            out.write(json.dumps({
                "uid": None if uid is None else str(uid),
                "selection": selection,
                "fidelity": fidelity,
            }, ensure_ascii=False))
            out.write("\n")


def main(argv):
    if len(argv) != 2 or argv[1] in ("-h", "--help"):
        sys.stderr.write("usage: import.py FEED.ics|- > out.jsonl\n")
        return 2
    began = time.perf_counter()
    try:
        if argv[1] == "-":
            data = sys.stdin.buffer.read()
        else:
            with open(argv[1], "rb") as f:
                data = f.read()
        calendars = icalendar.Calendar.from_ical(data, multiple=True)
    except (OSError, ValueError) as error:
        sys.stderr.write("import.py: cannot read %s: %s\n" % (argv[1], error))
        return 2
    counts = dict.fromkeys(("components", "rules", "exact", "approximate", "none", "invalid"), 0)
    out = sys.stdout
    convert(calendars, out, counts)
    out.flush()
    sys.stderr.write(
        "import.py: %(components)d components, %(rules)d rules: %(exact)d exact, "
        "%(approximate)d approximate, %(none)d none, %(invalid)d invalid; " % counts
        + "%.3f s\n" % (time.perf_counter() - began))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
