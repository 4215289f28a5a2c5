#!/usr/bin/env python3
"""Write the rule texts for the rule-reading benchmark, one RRULE value a line.

    rule_texts.py OUT.txt [--rules N] [--seed S] [--fixtures DIR]

First every distinct RRULE value of the Fixtures (unfolded, without the
`RRULE:` prefix, in file order), then generated rules up to N lines in all
(default 100,000). Every line is distinct, so a reader that keeps what it has
read gains nothing from the file. The same arguments always give the same bytes
(the feed generator's splitmix64, never the clock or the global `random`).

The generated rules are drawn as calendar clients write them:

* FREQ: 48% WEEKLY, 16% DAILY, 15% MONTHLY, 10% YEARLY, 4% HOURLY, 3% MINUTELY,
  1% SECONDLY, and 3% of the rarer shapes (BYYEARDAY, BYWEEKNO, BYSETPOS over
  long BYDAY lists, several BY parts at once);
* ends: 20% COUNT, 25% UNTIL (UTC date-times, floating date-times and dates),
  the rest none;
* INTERVAL on about a third (INTERVAL=1 as some clients write it), WKST on a
  quarter, BYDAY lists in or out of week order;
* parts in FREQ-first order mostly, in any order on 20%, and in lower case on 1%
  (an UNTIL value's T and Z stay upper case: libical refuses them in lower case);
* 0.5% rules both readers refuse: an `X-EVOLUTION-ENDDATE` part (one desktop
  client writes it), COUNT with UNTIL, an unknown FREQ or weekday code.

Only the first copy of a text is kept, so the short common rules, drawn again
and again, thin out and the file leans to the longer shapes. At seed 1 and
100,000 lines: FREQ 38% WEEKLY, 19% MONTHLY, 18% YEARLY, 13% DAILY, 5% HOURLY,
5% MINUTELY, 2% SECONDLY; UNTIL on 47%, COUNT 23%, INTERVAL 39%, WKST 29%,
BYDAY 61%; 17% not FREQ first; 0.7% refused; 46 bytes at the median, 279 at most.

Left out are the texts the two readers take differently, so both accept and
refuse the same lines and the benchmark can check it: libical reads spaces in a
list (`BYDAY=MO, WE`), an UNTIL with dashes (`2026-03-01`), an ordinal BYDAY in
a WEEKLY rule (`FREQ=WEEKLY;BYDAY=2FR`) and repeated BY values, which the Swift
reader refuses or keeps once. The generator never writes those; the Fixtures'
ones are dropped by the list below.
"""

import argparse
import glob
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from generate_feed import SplitMix64, stream_seed  # noqa: E402  (same folder)

CODES = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"]
WORKDAYS = ["MO", "TU", "WE", "TH", "FR"]

# Fixture rules the two readers take differently (see the docstring).
DIFFERENT = {
    "FREQ=WEEKLY;BYDAY=MO, WE",      # libical skips the space
    "FREQ=DAILY;UNTIL=2026-03-01",   # libical reads the dashed date
    "FREQ=WEEKLY;BYDAY=2FR",         # libical keeps an ordinal in WEEKLY
}


def fixture_rules(folder):
    """The distinct RRULE values of the .ics files in folder, unfolded, in file order."""
    seen, rules = set(), []
    for path in sorted(glob.glob(os.path.join(folder, "*.ics"))):
        with open(path, "rb") as f:
            text = f.read().decode("utf-8", "replace")
        lines = []
        for line in text.replace("\r\n", "\n").replace("\r", "\n").split("\n"):
            if line[:1] in (" ", "\t") and lines:
                lines[-1] += line[1:]
            else:
                lines.append(line)
        for line in lines:
            if line.upper().startswith("RRULE:"):
                value = line[6:]
                if value and value not in seen and value not in DIFFERENT:
                    seen.add(value)
                    rules.append(value)
    return rules


def stamp(rng, form):
    year, month, day = 2020 + rng.below(12), 1 + rng.below(12), 1 + rng.below(28)
    if form == "date":
        return "%04d%02d%02d" % (year, month, day)
    # End of day (Google, Outlook), midnight, a zone's offset from UTC, or the start's time.
    hour, minute, second = rng.pick([(23, 59, 59), (0, 0, 0), (7, 0, 0), (6, 59, 59),
                                     (16, 30, 0), (rng.below(24), 15 * rng.below(4), 0)])
    text = "%04d%02d%02dT%02d%02d%02d" % (year, month, day, hour, minute, second)
    return text + ("Z" if form == "utc" else "")


def distinct_sample(rng, population, k):
    """k distinct items of population, in population order."""
    chosen = set()
    while len(chosen) < k:
        chosen.add(rng.below(len(population)))
    return [population[i] for i in sorted(chosen)]


def shuffled(rng, items):
    items = list(items)
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]
    return items


def days_list(rng):
    """A BYDAY list of distinct plain days, in week order mostly."""
    shape = rng.weighted([(30, "one"), (16, "mwf"), (12, "tt"), (16, "work"), (6, "weekend"),
                          (20, "some")])
    if shape == "one":
        return [rng.pick(CODES)]
    if shape == "mwf":
        return ["MO", "WE", "FR"]
    if shape == "tt":
        return ["TU", "TH"]
    if shape == "work":
        return list(WORKDAYS)
    if shape == "weekend":
        return rng.pick([["SA", "SU"], ["SU", "SA"]])
    days = distinct_sample(rng, CODES, 1 + rng.below(6))
    return shuffled(rng, days) if rng.chance(0.2) else days


def numbers(rng, low, high, most, signed=False):
    """A list of distinct whole numbers in low...high (or its negatives too)."""
    values = distinct_sample(rng, list(range(low, high + 1)), 1 + rng.below(most))
    if signed:
        values = [-v if rng.chance(0.25) else v for v in values]
    return ",".join(str(v) for v in values)


def end_parts(rng):
    x = rng.below(100)
    if x < 20:
        return ["COUNT=%d" % rng.pick([2, 3, 5, 6, 8, 10, 12, 13, 20, 26, 52, 100,
                                        1 + rng.below(400)])]
    if x < 45:
        form = rng.weighted([(60, "utc"), (20, "floating"), (20, "date")])
        return ["UNTIL=" + stamp(rng, form)]
    return []


def interval_part(rng, choices):
    if rng.chance(0.33):
        return ["INTERVAL=%d" % rng.pick(choices)]
    return []


def rule(rng):
    kind = rng.weighted([(48, "WEEKLY"), (16, "DAILY"), (15, "MONTHLY"), (10, "YEARLY"),
                         (4, "HOURLY"), (3, "MINUTELY"), (1, "SECONDLY"), (3, "rare")])
    by = []
    freq = kind
    if kind == "WEEKLY":
        intervals = [1, 1, 2, 2, 2, 3, 4, 6, 8, 52]
        if not rng.chance(0.08):
            by.append("BYDAY=" + ",".join(days_list(rng)))
        if rng.chance(0.03):
            by.append("BYHOUR=" + numbers(rng, 0, 23, 3))
    elif kind == "DAILY":
        intervals = [1, 2, 3, 5, 7, 10, 14, 30]
        shape = rng.weighted([(45, "plain"), (35, "work"), (12, "days"), (8, "months")])
        if shape == "work":
            by.append("BYDAY=MO,TU,WE,TH,FR")
        elif shape == "days":
            by.append("BYDAY=" + ",".join(days_list(rng)))
        elif shape == "months":
            by.append("BYMONTH=" + numbers(rng, 1, 12, 6))
    elif kind == "MONTHLY":
        intervals = [1, 2, 3, 4, 6, 12]
        shape = rng.weighted([(35, "monthday"), (25, "nth"), (12, "last"), (12, "setpos"),
                              (8, "days"), (8, "plain")])
        if shape == "monthday":
            by.append("BYMONTHDAY=" + numbers(rng, 1, 31, 3, signed=True))
        elif shape == "nth":
            n = rng.pick([1, 1, 2, 3, 4, -1, -2, 5])
            by.append("BYDAY=%d%s" % (n, rng.pick(CODES)))
        elif shape == "last":
            by.append("BYDAY=-1" + rng.pick(CODES))
        elif shape == "setpos":
            by.append("BYDAY=" + ",".join(rng.pick([WORKDAYS, ["SA", "SU"], CODES])))
            by.append("BYSETPOS=" + rng.pick(["1", "-1", "2", "-2", "1,-1", "3"]))
        elif shape == "days":
            by.append("BYDAY=" + ",".join(days_list(rng)))
    elif kind == "YEARLY":
        intervals = [1, 1, 2, 4, 5, 10]
        shape = rng.weighted([(45, "date"), (25, "nth"), (15, "plain"), (15, "months")])
        if shape == "date":
            by.append("BYMONTH=%d" % (1 + rng.below(12)))
            by.append("BYMONTHDAY=%d" % (1 + rng.below(28)))
        elif shape == "nth":
            by.append("BYMONTH=%d" % (1 + rng.below(12)))
            by.append("BYDAY=%d%s" % (rng.pick([1, 2, 3, 4, -1]), rng.pick(CODES)))
        elif shape == "months":
            by.append("BYMONTH=" + numbers(rng, 1, 12, 4))
    elif kind == "HOURLY":
        intervals = [1, 2, 3, 4, 6, 8, 12]
        if rng.chance(0.5):
            by.append("BYHOUR=" + numbers(rng, 0, 23, 10))
        if rng.chance(0.4):
            by.append("BYDAY=MO,TU,WE,TH,FR")
        if rng.chance(0.3):
            by.append("BYMINUTE=" + rng.pick(["0", "30", "0,30", "15,45"]))
    elif kind == "MINUTELY":
        intervals = [5, 10, 15, 20, 30, 45, 90]
        by.append("BYHOUR=" + numbers(rng, 8, 18, 10))
        if rng.chance(0.5):
            by.append("BYDAY=MO,TU,WE,TH,FR")
        if rng.chance(0.2):
            by.append("BYSECOND=" + rng.pick(["0", "0,30"]))
    elif kind == "SECONDLY":
        intervals = [1, 5, 10, 15, 30, 60]
        by.append("BYSECOND=" + numbers(rng, 0, 59, 6))
        if rng.chance(0.5):
            by.append("BYMINUTE=" + numbers(rng, 0, 59, 8))
    else:
        intervals = [1, 2]
        shape = rng.weighted([(30, "yearday"), (25, "weekno"), (20, "setpos"), (25, "many")])
        if shape == "yearday":
            freq = "YEARLY"
            by.append("BYYEARDAY=" + numbers(rng, 1, 366, 12, signed=True))
        elif shape == "weekno":
            freq = "YEARLY"
            by.append("BYWEEKNO=" + numbers(rng, 1, 53, 8, signed=True))
            by.append("BYDAY=" + ",".join(days_list(rng)))
        elif shape == "setpos":
            freq = rng.pick(["MONTHLY", "YEARLY"])
            by.append("BYDAY=" + ",".join(CODES))
            by.append("BYMONTHDAY=" + numbers(rng, 1, 31, 20))
            by.append("BYSETPOS=" + numbers(rng, 1, 31, 5, signed=True))
        else:
            freq = rng.pick(["DAILY", "MONTHLY", "YEARLY"])
            by.append("BYMONTH=" + numbers(rng, 1, 12, 12))
            by.append("BYMONTHDAY=" + numbers(rng, 1, 28, 28))
            by.append("BYHOUR=" + numbers(rng, 0, 23, 24))
            by.append("BYMINUTE=" + numbers(rng, 0, 59, 12))
            by.append("BYSECOND=" + numbers(rng, 0, 59, 4))

    parts = ["FREQ=" + freq] + interval_part(rng, intervals) + end_parts(rng)
    # Google and Apple write the end before the BY parts, Outlook after them.
    parts = parts[:1] + by + parts[1:] if rng.chance(0.35) else parts + by
    if rng.chance(0.25):
        parts.append("WKST=" + rng.weighted([(70, "SU"), (25, "MO"), (5, rng.pick(CODES))]))
    if rng.chance(0.20):
        parts = shuffled(rng, parts)
    text = ";".join(parts)
    if rng.chance(0.01):
        # Names and codes in lower case; UNTIL keeps its upper-case T and Z, which
        # libical requires.
        text = ";".join(p.lower() if not p.startswith("UNTIL=") else "until=" + p[6:]
                        for p in text.split(";"))
    return text


def refused(rng):
    """A rule both readers refuse."""
    shape = rng.weighted([(50, "evolution"), (20, "both"), (15, "freq"), (15, "day")])
    if shape == "evolution":
        return "FREQ=WEEKLY;BYDAY=%s;X-EVOLUTION-ENDDATE=%s" % (
            rng.pick(CODES), stamp(rng, "utc"))
    if shape == "both":
        return "FREQ=DAILY;COUNT=%d;UNTIL=%s" % (2 + rng.below(50), stamp(rng, "utc"))
    if shape == "freq":
        return "FREQ=%s;BYDAY=%s" % (rng.pick(["FORTNIGHTLY", "BIWEEKLY", "WEEKDAYS"]),
                                     rng.pick(CODES))
    return "FREQ=WEEKLY;BYDAY=%s,%s" % (rng.pick(CODES), rng.pick(["XX", "TUE", "M", "1"]))


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out")
    parser.add_argument("--rules", type=int, default=100000)
    parser.add_argument("--seed", type=int, default=1)
    here = os.path.dirname(os.path.abspath(__file__))
    parser.add_argument("--fixtures", default=os.path.join(os.path.dirname(here), "Fixtures"))
    args = parser.parse_args(argv)
    if args.rules < 1:
        parser.error("--rules must be at least 1")

    rng = SplitMix64(stream_seed(args.seed, "rule-texts"))
    lines = fixture_rules(args.fixtures)[:args.rules]
    seen = set(lines)
    attempts = 0
    while len(lines) < args.rules:
        attempts += 1
        if attempts > 50 * args.rules:
            sys.exit("rule_texts.py: cannot find %d distinct rules" % args.rules)
        text = refused(rng) if rng.chance(0.005) else rule(rng)
        if text not in seen:
            seen.add(text)
            lines.append(text)
    with open(args.out, "w", newline="\n") as out:
        for text in lines:
            out.write(text + "\n")


if __name__ == "__main__":
    main()
