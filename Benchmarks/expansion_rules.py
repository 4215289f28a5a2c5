#!/usr/bin/env python3
"""Write the rules for the expansion benchmark, one JSON object per line.

    expansion_rules.py OUT.jsonl [--rules N] [--seed S]

Each line is {"rule": "FREQ=...", "dtstart": "YYYYMMDDTHHMMSS"}: a rule the way
calendar clients write them and a floating start (no zone, so only the
recurrence engine is measured, not zone arithmetic). The same arguments always
give the same bytes (the feed generator's splitmix64, never the clock or the
global `random`), and every (rule, dtstart) pair is distinct.

The mix leans on what real calendars hold: mostly WEEKLY with BYDAY, then
weekday DAILY, DAILY, MONTHLY by day of month, by ordinal weekday and by
BYSETPOS, YEARLY by date and by ordinal weekday, WEEKLY every 2 to 4 weeks,
and a few HOURLY and MINUTELY rules limited to office hours. Benchmarks/README.md
gives the shares.

Every rule is one that libical 3.0.16 and python-dateutil 2.9 expand alike
(checked occurrence by occurrence) and that never ends: no COUNT or UNTIL, and
nothing so sparse that the first 550 occurrences run past year 2582, where
libical stops (so no February 29th). Each peer then yields exactly N
occurrences per rule and the benchmark can compare totals and checksums. The
generator keeps clear of what the two read differently by how it builds each
rule, not by filtering afterwards:

* DTSTART is always the rule's first occurrence, as clients write it; libical
  3.0 counts the weeks of a WEEKLY INTERVAL from the wrong week when DTSTART is
  not on a BYDAY day.
* WEEKLY rules with INTERVAL above 1 keep WKST=MO or SU: with WKST=FR or SA,
  libical 3.0 skips DTSTART's week.
* HOURLY rules with BYHOUR start on the first listed hour and MINUTELY ones on
  the hour: libical 3.0 skips the first day's first hour from an earlier start,
  repeats DTSTART from a later listed hour, and leaves the step's grid from an
  earlier start off the hour.
"""

import argparse
import datetime as dt
import json
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate_feed import SplitMix64, stream_seed  # noqa: E402  (same folder)

CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]  # index = Python weekday()
WORKDAYS = "MO,TU,WE,TH,FR"

FIRST_DAY = dt.date(2020, 1, 1)
SPAN_DAYS = 7 * 365
TIMES = [(8, 0), (8, 30), (9, 0), (9, 15), (10, 0), (12, 0), (13, 30), (14, 0),
         (16, 30), (18, 0), (19, 30)]


def stamp(day, hour, minute):
    return "%04d%02d%02dT%02d%02d00" % (day.year, day.month, day.day, hour, minute)


def some_day(rng):
    return FIRST_DAY + dt.timedelta(days=rng.below(SPAN_DAYS))


def some_time(rng):
    return rng.pick(TIMES)


def days_text(weekdays):
    """BYDAY text for a set of Python weekday numbers, in week order."""
    return ",".join(CODES[d] for d in sorted(weekdays))


def nth_weekday(year, month, weekday, n):
    """The n-th (1-based; -1 = last) `weekday` of a month."""
    if n > 0:
        first = dt.date(year, month, 1)
        return first + dt.timedelta(days=(weekday - first.weekday()) % 7 + 7 * (n - 1))
    nxt = dt.date(year + month // 12, month % 12 + 1, 1)
    last = nxt - dt.timedelta(days=1)
    return last - dt.timedelta(days=(last.weekday() - weekday) % 7)


def first_on_or_after(day, accepts):
    while not accepts(day):
        day += dt.timedelta(days=1)
    return day


# ---------------------------------------------------------------------------
# Families: each returns (rule, dtstart) with DTSTART on the first occurrence.

def weekly_byday(rng):
    day = some_day(rng)
    pattern = rng.weighted([(3, "mwf"), (3, "tt"), (2, "work"), (8, "random")])
    if pattern == "mwf":
        picked = {0, 2, 4}
    elif pattern == "tt":
        picked = {1, 3}
    elif pattern == "work":
        picked = {0, 1, 2, 3, 4}
    else:
        picked = {day.weekday()}
        for _ in range(rng.below(4)):
            picked.add(rng.below(7))
    day = first_on_or_after(day, lambda d: d.weekday() in picked)
    rule = "FREQ=WEEKLY;BYDAY=" + days_text(picked)
    if rng.chance(0.15):
        rule += ";WKST=SU"
    return rule, stamp(day, *some_time(rng))


def weekly_plain(rng):
    return "FREQ=WEEKLY", stamp(some_day(rng), *some_time(rng))


def weekly_interval(rng):
    day = some_day(rng)
    picked = {day.weekday()}
    for _ in range(rng.below(3)):
        picked.add(rng.below(7))
    # DTSTART on the earliest chosen day of its Monday-to-Sunday week, so it is the
    # first occurrence whether the week starts on Monday or on Sunday.
    monday = day - dt.timedelta(days=day.weekday())
    day = monday + dt.timedelta(days=min(picked))
    interval = rng.weighted([(4, 2), (1, 3), (1, 4)])
    rule = "FREQ=WEEKLY;INTERVAL=%d;BYDAY=%s" % (interval, days_text(picked))
    if rng.chance(0.15):
        rule += ";WKST=SU"
    return rule, stamp(day, *some_time(rng))


def daily(rng):
    interval = rng.weighted([(6, 1), (2, 2), (1, 3), (1, 7)])
    rule = "FREQ=DAILY" if interval == 1 else "FREQ=DAILY;INTERVAL=%d" % interval
    return rule, stamp(some_day(rng), *some_time(rng))


def daily_workdays(rng):
    day = first_on_or_after(some_day(rng), lambda d: d.weekday() < 5)
    return "FREQ=DAILY;BYDAY=" + WORKDAYS, stamp(day, *some_time(rng))


def daily_hours(rng):
    hours = rng.pick([[8, 20], [9, 17], [7, 12, 19], [9, 13, 17]])
    return ("FREQ=DAILY;BYHOUR=" + ",".join(str(h) for h in hours),
            stamp(some_day(rng), hours[0], rng.pick([0, 30])))


def month_length(year, month):
    return (dt.date(year + month // 12, month % 12 + 1, 1) - dt.date(year, month, 1)).days


def monthly_bymonthday(rng):
    day = some_day(rng)
    shape = rng.weighted([(6, "one"), (2, "two"), (1, "last")])
    if shape == "one":
        days = [1 + rng.below(31)]
    elif shape == "two":
        first = 1 + rng.below(14)
        days = [first, first + 14]
    else:
        days = [rng.pick([-1, -2])]

    def matches(d):
        length = month_length(d.year, d.month)
        return any(n == d.day or n < 0 and length + 1 + n == d.day for n in days)

    day = first_on_or_after(day, matches)
    return ("FREQ=MONTHLY;BYMONTHDAY=" + ",".join(str(n) for n in days),
            stamp(day, *some_time(rng)))


def monthly_ordinal(rng):
    day = some_day(rng)
    n, weekday = rng.pick([1, 2, 3, 4, -1, -1, -2]), rng.below(7)
    first = nth_weekday(day.year, day.month, weekday, n)
    if first < day:  # already past this month's: take next month's
        first = nth_weekday(day.year + day.month // 12, day.month % 12 + 1, weekday, n)
    rule = "FREQ=MONTHLY;BYDAY=%d%s" % (n, CODES[weekday])
    if rng.chance(0.15):
        rule = "FREQ=MONTHLY;INTERVAL=%d;BYDAY=%d%s" % (rng.pick([2, 3, 6]), n, CODES[weekday])
    return rule, stamp(first, *some_time(rng))


def monthly_setpos(rng):
    day = some_day(rng)
    days, pos = rng.pick([(WORKDAYS, -1), (WORKDAYS, -1), (WORKDAYS, 1), (WORKDAYS, 2),
                          ("SA,SU", 1), ("SA,SU", -1)])
    wanted = {CODES.index(code) for code in days.split(",")}

    def pick_in(year, month):
        found = [dt.date(year, month, d) for d in range(1, month_length(year, month) + 1)]
        found = [d for d in found if d.weekday() in wanted]
        return found[pos - 1] if pos > 0 else found[pos]

    first = pick_in(day.year, day.month)
    if first < day:
        first = pick_in(day.year + day.month // 12, day.month % 12 + 1)
    return ("FREQ=MONTHLY;BYDAY=%s;BYSETPOS=%d" % (days, pos), stamp(first, *some_time(rng)))


def monthly_plain(rng):
    day = some_day(rng)
    interval = rng.weighted([(5, 1), (1, 3)])
    rule = "FREQ=MONTHLY" if interval == 1 else "FREQ=MONTHLY;INTERVAL=%d" % interval
    return rule, stamp(day, *some_time(rng))


def yearly_date(rng):
    day = some_day(rng)
    month = 1 + rng.below(12)
    # Not February 29th: with one occurrence in four years, 500 of them run past
    # libical's last year.
    mday = 1 + rng.below(month_length(2023, month))
    first = dt.date(day.year, month, mday)
    if first < day:
        first = first.replace(year=day.year + 1)
    return ("FREQ=YEARLY;BYMONTH=%d;BYMONTHDAY=%d" % (month, mday),
            stamp(first, *some_time(rng)))


def yearly_plain(rng):
    day = some_day(rng)
    if (day.month, day.day) == (2, 29):
        day = day.replace(day=28)
    return "FREQ=YEARLY", stamp(day, *some_time(rng))


def yearly_ordinal(rng):
    day = some_day(rng)
    month, n, weekday = 1 + rng.below(12), rng.pick([1, 2, 3, 4, -1]), rng.below(7)
    first = nth_weekday(day.year, month, weekday, n)
    if first < day:
        first = nth_weekday(day.year + 1, month, weekday, n)
    return ("FREQ=YEARLY;BYMONTH=%d;BYDAY=%d%s" % (month, n, CODES[weekday]),
            stamp(first, *some_time(rng)))


def hourly_byhour(rng):
    interval = rng.weighted([(3, 1), (1, 2), (1, 3)])
    first = 7 + rng.below(4)
    hours = list(range(first, 19, interval))
    if interval == 1 or len(hours) > 4:  # office hours, a few of them
        picked = {first}
        for _ in range(1 + rng.below(3)):
            picked.add(rng.pick(hours))
        hours = sorted(picked)
    hour_text = ",".join(str(h) for h in hours)
    rule = "FREQ=HOURLY;BYHOUR=" + hour_text
    if interval > 1:
        rule = "FREQ=HOURLY;INTERVAL=%d;BYHOUR=%s" % (interval, hour_text)
    if rng.chance(0.3):
        rule += ";BYDAY=" + WORKDAYS
        day = first_on_or_after(some_day(rng), lambda d: d.weekday() < 5)
    else:
        day = some_day(rng)
    # On the first listed hour: libical 3.0 skips that day's first hour from an
    # earlier start and repeats DTSTART from a later listed one.
    return rule, stamp(day, hours[0], 0)


def hourly_interval(rng):
    interval = rng.pick([2, 3, 4, 6, 8, 12])
    return "FREQ=HOURLY;INTERVAL=%d" % interval, stamp(some_day(rng), rng.below(24), 0)


def minutely_office(rng):
    interval = rng.pick([10, 15, 20, 30])
    first = 8 + rng.below(6)
    hours = list(range(first, first + 1 + rng.below(8)))
    day = first_on_or_after(some_day(rng), lambda d: d.weekday() < 5)
    # On the hour of the first listed hour: libical 3.0 leaves the step's grid from a
    # start in an earlier hour that is off the hour.
    return ("FREQ=MINUTELY;INTERVAL=%d;BYHOUR=%s;BYDAY=%s"
            % (interval, ",".join(str(h) for h in hours), WORKDAYS),
            stamp(day, hours[0], 0))


# (weight, family): WEEKLY with BYDAY first, as in real calendars.
FAMILIES = [
    (30, weekly_byday),
    (4, weekly_plain),
    (9, weekly_interval),
    (7, daily),
    (10, daily_workdays),
    (2, daily_hours),
    (8, monthly_bymonthday),
    (8, monthly_ordinal),
    (4, monthly_setpos),
    (3, monthly_plain),
    (5, yearly_date),
    (2, yearly_plain),
    (3, yearly_ordinal),
    (4, hourly_byhour),
    (1, hourly_interval),
    (2, minutely_office),
]


def generate(count, seed):
    rng = SplitMix64(stream_seed(seed, "expansion-rules"))
    seen = set()
    lines = []
    # Bounded, so a count beyond what the families can produce stops with an error
    # instead of spinning.
    for _ in range(count * 100):
        if len(lines) == count:
            break
        pair = rng.weighted(FAMILIES)(rng)
        if pair in seen:
            continue
        seen.add(pair)
        lines.append(json.dumps({"rule": pair[0], "dtstart": pair[1]}))
    if len(lines) < count:
        raise SystemExit("expansion_rules.py: only %d distinct rules" % len(lines))
    return lines, len({rule for rule, _ in seen})


def main():
    parser = argparse.ArgumentParser(description="Write the expansion benchmark's rules.")
    parser.add_argument("out", help="output file (JSON Lines), or - for stdout")
    parser.add_argument("--rules", type=int, default=400, help="(rule, dtstart) pairs")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if args.rules < 1:
        parser.error("--rules must be at least 1")
    lines, distinct = generate(args.rules, args.seed)
    text = "\n".join(lines) + "\n"
    if args.out == "-":
        sys.stdout.write(text)
    else:
        with open(args.out, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
    print("expansion_rules.py: %d rules with starts, %d distinct rule texts"
          % (len(lines), distinct), file=sys.stderr)


if __name__ == "__main__":
    main()
