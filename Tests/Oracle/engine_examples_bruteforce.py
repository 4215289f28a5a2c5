#!/usr/bin/env python3
"""The engine's examples derived by brute force, without python-dateutil or this package.

The expected occurrences in Tests/TestOracles/EngineExamples.swift, read by
Tests/RecurrenceTests/Expansion/EngineExampleTests.swift and
Tests/WeekdaysCLITests/Subcommands/ExpandExampleTests.swift, come from published examples and python-dateutil;
this script derives each of them a second way, from RFC 5545 section 3.3.10 read
directly: build each period's set, apply BYSETPOS, drop what precedes DTSTART. Python's
`datetime` is proleptic Gregorian. Run it and compare with the tables by eye:

    python3 Tests/Oracle/engine_examples_bruteforce.py
"""

from datetime import date, datetime, timedelta

WEEKDAYS = {"MO": 0, "TU": 1, "WE": 2, "TH": 3, "FR": 4, "SA": 5, "SU": 6}


def text(value):
    return value.strftime("%Y%m%dT%H%M%S") if isinstance(value, datetime) else value.strftime("%Y%m%d")


def week_number(day, week_start):
    """RFC 5545: weeks begin on WKST; week 1 is the first with 4 days in the year (it holds
    January 4). Returns (number, weeks in that week-numbering year)."""
    def first_week(year):
        january4 = date(year, 1, 4)
        return january4 - timedelta((january4.weekday() - week_start) % 7)
    for year in (day.year + 1, day.year, day.year - 1):
        if day >= first_week(year):
            return (day - first_week(year)).days // 7 + 1, (first_week(year + 1) - first_week(year)).days // 7


def pick(positions, candidates):
    ordered = sorted(candidates)
    return sorted({ordered[p - 1] if p > 0 else ordered[p] for p in positions if -len(ordered) <= p <= len(ordered) and p})


def sub_daily(step, day_matches, start, count):
    """Every step of a SECONDLY/MINUTELY rule from start whose day matches the date parts."""
    out, value = [], start
    while len(out) < count:
        if day_matches(value.date()):
            out.append(text(value))
            value += step
        else:  # no step of a non-matching day can match: go to the next midnight
            value = datetime.combine(value.date() + timedelta(1), datetime.min.time())
    return out


def year_day_matches(day, values):
    n = day.timetuple().tm_yday
    length = (date(day.year + 1, 1, 1) - date(day.year, 1, 1)).days
    return n in values or n - length - 1 in values


def main():
    s = datetime(1997, 9, 2, 9)
    rows = []

    start = datetime(1997, 9, 2, 6)
    out = []
    for d in range(2, 4):
        out += [v for v in pick([1], [datetime(1997, 9, d, h) for h in (6, 18)]) if v >= start]
    rows.append(("FREQ=DAILY;COUNT=2;BYSETPOS=1;BYHOUR=6,18", [text(v) for v in out[:2]]))

    start, hour, out = datetime(2024, 10, 23, 15, 40), datetime(2024, 10, 23, 15), []
    while len(out) < 5:
        out += [v for v in pick([-2, 3], [hour + timedelta(minutes=m) for m in range(0, 60, 10)]) if v >= start]
        hour += timedelta(hours=2)
    rows.append(("FREQ=HOURLY;INTERVAL=2;BYMINUTE=0,10,20,30,40,50;BYSETPOS=-2,3;COUNT=5", [text(v) for v in out[:5]]))

    out = []
    for month in (9, 10):
        out += [v for v in pick([3, -3], [datetime(1997, month, d, h) for d in (13, 17) for h in (6, 18)]) if v >= s]
    rows.append(("FREQ=MONTHLY;COUNT=3;BYSETPOS=3,-3;BYMONTHDAY=13,17;BYHOUR=6,18", [text(v) for v in out[:3]]))

    second, minute = timedelta(seconds=1), timedelta(minutes=1)
    for name, step in (("SECONDLY", second), ("MINUTELY", minute)):
        rows.append((f"FREQ={name};COUNT=3;BYMONTH=1,3", sub_daily(step, lambda d: d.month in (1, 3), s, 3)))
        rows.append((f"FREQ={name};COUNT=3;BYMONTHDAY=1,3", sub_daily(step, lambda d: d.day in (1, 3), s, 3)))
        rows.append((
            f"FREQ={name};COUNT=4;BYYEARDAY=1,100,200,365",
            sub_daily(step, lambda d: year_day_matches(d, (1, 100, 200, 365)), s, 4)))
        rows.append((f"FREQ={name};COUNT=3;BYDAY=SA,SU", sub_daily(step, lambda d: d.weekday() >= 5, s, 3)))
    friday13 = lambda d: d.day == 13 and d.weekday() == 4
    rows.append(("FREQ=SECONDLY;BYMONTHDAY=13;BYDAY=FR", sub_daily(second, friday13, datetime(2026, 1, 1, 9), 3)))
    day, out = date(2026, 1, 1), []
    while len(out) < 4:  # BYHOUR=9;BYMINUTE=0;BYSECOND=0 leave one second a day
        if friday13(day):
            out.append(text(datetime(day.year, day.month, day.day, 9)))
        day += timedelta(1)
    rows.append(("FREQ=SECONDLY;BYMONTHDAY=13;BYDAY=FR;BYHOUR=9;BYMINUTE=0;BYSECOND=0", out))

    for interval in (90061, 2147483647):
        rows.append((
            f"FREQ=SECONDLY;INTERVAL={interval};COUNT=3",
            [text(s + timedelta(seconds=interval * i)) for i in range(3)]))

    out = []
    for year in range(1997, 2000):  # BYYEARDAY expands a YEARLY rule, BYMONTH limits it
        for n in (1, 100, 200, 365):
            value = datetime(year, 1, 1, 9) + timedelta(n - 1)
            if value.month in (4, 7) and value >= s:
                out.append(text(value))
    rows.append(("FREQ=YEARLY;COUNT=4;BYMONTH=4,7;BYYEARDAY=1,100,200,365", out[:4]))

    minute0 = datetime(2026, 1, 1, 9)
    rows.append((
        "FREQ=MINUTELY;BYSETPOS=-1;BYSECOND=0,30",
        [text(pick([-1], [minute0 + timedelta(minutes=i, seconds=x) for x in (0, 30)])[0]) for i in range(4)]))

    rows.append(("FREQ=DAILY from 15821001", [text(date(1582, 10, 1) + timedelta(i)) for i in range(20)]))

    for name, week_start in WEEKDAYS.items():
        out = []
        for year in range(2026, 2031):  # the set: the calendar year's days in week 1, 52 or 53
            days = [date(year, 1, 1) + timedelta(i) for i in range((date(year + 1, 1, 1) - date(year, 1, 1)).days)]
            chosen = []
            for d in days:
                number, weeks = week_number(d, week_start)
                if number in (1, 52, 53) or number - weeks - 1 in (1, 52, 53):
                    chosen.append(d)
            out.append(text(pick([-1], chosen)[0]))
        rows.append((f"FREQ=YEARLY;BYWEEKNO=1,52,53;BYSETPOS=-1;WKST={name}", out))

    # Never occurs: INTERVAL=12 from February stays in February (no 31st), and a first
    # Monday, of the year or of any month, falls on day 1 to 7, never on 15 to 21.
    first_mondays = [
        date(y, m, 1) + timedelta((0 - date(y, m, 1).weekday()) % 7) for y in range(1997, 2397) for m in range(1, 13)]
    months = {(date(2022, 2, 1).month - 1 + 12 * k) % 12 + 1 for k in range(400)}
    rows.append((
        "FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31 from 20220201 (31sts in the months reached in 400 years)",
        [f"{2022 + k}-{m:02}-31" for k in range(400) for m in months if m in (1, 3, 5, 7, 8, 10, 12)]))
    rows.append((
        "FREQ=YEARLY;BYMONTHDAY=15..21;BYDAY=1MO (first Mondays on 15..21 in 400 years)",
        [text(d) for d in first_mondays if 15 <= d.day <= 21]))

    for rule, values in rows:
        print(rule)
        print("   ", " ".join(values) if values and isinstance(values[0], str) else values)


if __name__ == "__main__":
    main()
