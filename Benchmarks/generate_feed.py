#!/usr/bin/env python3
"""Write a synthetic iCalendar feed for the `weekdays convert` benchmark.

    generate_feed.py N OUT.ics [--seed S] [--invalid-rate R]

The feed is one VCALENDAR holding N VEVENTs and a VTIMEZONE for every zone its
events use. The same arguments always give the same bytes: the generator has
its own PRNG (splitmix64) and never reads the clock, the locale or the global
`random` state.

Mix of events (approximate shares):

* starts: Europe/Berlin, America/New_York, America/Los_Angeles and
  Australia/Sydney wall times (with TZID), UTC (`Z`), floating, and all-day DATE;
* 5% have no RRULE; of the rest 55% WEEKLY, 20% DAILY, 15% MONTHLY, 10% YEARLY,
  with INTERVAL, COUNT, UNTIL and WKST variants;
* EXDATEs on about a fifth of the recurring events;
* SUMMARY, DESCRIPTION and LOCATION text with escapes and non-ASCII letters,
  folded at 75 octets with CRLF line ends;
* a small share (`--invalid-rate`, default 0.002) of rules that libical refuses
  (an `X-EVOLUTION-ENDDATE` part, as one desktop client writes), so the
  benchmark also checks that no component is dropped.

The file is written event by event; memory use does not grow with N.
"""

import argparse
import datetime as dt
import sys

MASK64 = (1 << 64) - 1


class SplitMix64:
    """A small, fully specified PRNG, so feeds do not depend on Python's `random`."""

    def __init__(self, seed):
        self.state = seed & MASK64

    def next64(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n):
        """An integer in [0, n); the modulo bias is negligible for our small n."""
        return self.next64() % n

    def chance(self, p):
        return self.next64() < p * 18446744073709551616.0

    def pick(self, seq):
        return seq[self.below(len(seq))]

    def weighted(self, pairs):
        """Pick from [(weight, value), ...]."""
        total = sum(w for w, _ in pairs)
        x = self.next64() / 18446744073709551616.0 * total
        for w, v in pairs:
            x -= w
            if x < 0:
                return v
        return pairs[-1][1]


def stream_seed(seed, name):
    """Derive an independent stream seed from the feed seed and a stream name."""
    h = 0xCBF29CE484222325
    for b in name.encode():
        h = ((h ^ b) * 0x100000001B3) & MASK64
    return SplitMix64(seed ^ h).next64()


# ---------------------------------------------------------------------------
# Zones

ZONED = ["Europe/Berlin", "America/New_York", "America/Los_Angeles", "Australia/Sydney"]
UTC, FLOATING, ALLDAY = "UTC", "floating", "all-day"

# (weight, kind): the first four are TZIDs.
ZONE_WEIGHTS = [
    (26, "Europe/Berlin"),
    (20, "America/New_York"),
    (12, "America/Los_Angeles"),
    (8, "Australia/Sydney"),
    (16, UTC),
    (6, FLOATING),
    (12, ALLDAY),
]

# The current rules of each zone, as (name, standard offset, daylight offset,
# standard abbreviation, daylight abbreviation, standard onset, standard rule,
# daylight onset, daylight rule).
VTIMEZONES = {
    "Europe/Berlin": ("+0100", "+0200", "CET", "CEST",
                      "19701025T030000", "FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
                      "19700329T020000", "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU"),
    "America/New_York": ("-0500", "-0400", "EST", "EDT",
                         "19701101T020000", "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
                         "19700308T020000", "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU"),
    "America/Los_Angeles": ("-0800", "-0700", "PST", "PDT",
                            "19701101T020000", "FREQ=YEARLY;BYMONTH=11;BYDAY=1SU",
                            "19700308T020000", "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU"),
    "Australia/Sydney": ("+1000", "+1100", "AEST", "AEDT",
                         "19700405T030000", "FREQ=YEARLY;BYMONTH=4;BYDAY=1SU",
                         "19701004T020000", "FREQ=YEARLY;BYMONTH=10;BYDAY=1SU"),
}


def vtimezone_lines(tzid):
    std, dst, std_name, dst_name, std_start, std_rule, dst_start, dst_rule = VTIMEZONES[tzid]
    return [
        "BEGIN:VTIMEZONE",
        "TZID:" + tzid,
        "X-LIC-LOCATION:" + tzid,
        "BEGIN:DAYLIGHT",
        "TZOFFSETFROM:" + std,
        "TZOFFSETTO:" + dst,
        "TZNAME:" + dst_name,
        "DTSTART:" + dst_start,
        "RRULE:" + dst_rule,
        "END:DAYLIGHT",
        "BEGIN:STANDARD",
        "TZOFFSETFROM:" + dst,
        "TZOFFSETTO:" + std,
        "TZNAME:" + std_name,
        "DTSTART:" + std_start,
        "RRULE:" + std_rule,
        "END:STANDARD",
        "END:VTIMEZONE",
    ]


# ---------------------------------------------------------------------------
# Text

CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]  # index = Python weekday()

TITLES = [
    "Stand-up", "Team sync", "1:1", "Planning", "Retro", "Yoga", "Piano lesson",
    "Gym", "Sprint review", "Office hours", "Lunch & learn", "Choir", "Swimming",
    "Bin day", "Book club", "Board meeting", "Backup check", "Payroll run",
    "Jour fixe", "Réunion d'équipe", "Übungsabend", "Café con el equipo",
    "Family call", "Reading group", "Code review", "On-call handover",
]
TEAMS = [
    "Platform", "Mobile", "Design", "Sales EMEA", "Support", "Finance", "Ops",
    "Data", "Marketing", "Kundenservice", "Équipe Lyon", "Research",
]
PLACES = [
    "Room 4.12", "Zoom", "Main hall", "Café Müller, Kastanienallee 12, Berlin",
    "Building C; floor 2", "Online", "Sala Grande", "Conference room \"Ada\"",
    "Sportzentrum Süd", "HQ, 5th floor, 221B",
]
WORDS = (
    "agenda notes follow up review decisions owners risks timeline budget "
    "dial-in bring laptop slides draft minutes blockers priorities roadmap "
    "customer feedback metrics release checklist handover backlog grooming "
    "Straße Größe naïve café résumé años Zürich Kraków"
).split()


def escape_text(s):
    return (s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,")
            .replace("\n", "\\n"))


def fold(line):
    """Fold one content line at 75 octets, never inside a UTF-8 sequence."""
    raw = line.encode("utf-8")
    if len(raw) <= 75:
        return raw + b"\r\n"
    out = []
    start, limit = 0, 75
    while len(raw) - start > limit:
        end = start + limit
        while raw[end] & 0xC0 == 0x80:  # step back off a continuation byte
            end -= 1
        out.append(raw[start:end])
        start, limit = end, 74  # continuation lines start with one space
    out.append(raw[start:])
    return b"\r\n ".join(out) + b"\r\n"


def description(rng):
    paras = []
    for _ in range(1 + rng.below(3)):
        words = [rng.pick(WORDS) for _ in range(12 + rng.below(40))]
        paras.append(" ".join(words).capitalize() + ".")
    return "\n\n".join(paras)


# ---------------------------------------------------------------------------
# Times

EPOCH = dt.date(2020, 1, 6)
SPAN_DAYS = 8 * 365


def fmt_date(d):
    return "%04d%02d%02d" % (d.year, d.month, d.day)


def fmt_time(t):
    return "%04d%02d%02dT%02d%02d%02d" % (t.year, t.month, t.day, t.hour, t.minute, t.second)


class Start:
    """DTSTART of one event: its kind, wall time and the matching RFC 5545 forms."""

    def __init__(self, kind, wall):
        self.kind = kind
        self.wall = wall  # datetime (date part only used for all-day)

    def prop(self, name, when=None):
        w = self.wall if when is None else when
        if self.kind == ALLDAY:
            return "%s;VALUE=DATE:%s" % (name, fmt_date(w))
        if self.kind == UTC:
            return "%s:%sZ" % (name, fmt_time(w))
        if self.kind == FLOATING:
            return "%s:%s" % (name, fmt_time(w))
        return "%s;TZID=%s:%s" % (name, self.kind, fmt_time(w))

    def until(self, when):
        """UNTIL in the form RFC 5545 asks for this kind of DTSTART."""
        if self.kind == ALLDAY:
            return fmt_date(when)
        if self.kind == FLOATING:
            return fmt_time(when)
        # Zoned or UTC start: UNTIL is UTC. The wall time is near enough for a
        # synthetic feed; it only has to be well-formed.
        return fmt_time(when) + "Z"


# ---------------------------------------------------------------------------
# Rules

def weekday_set(rng, anchor):
    """A BYDAY list, returned as Python weekday numbers (0 = Monday)."""
    shape = rng.weighted([
        (30, "single"), (18, "mwf"), (14, "tt"), (16, "workweek"),
        (6, "weekend"), (16, "random"),
    ])
    if shape == "single":
        return [anchor]
    if shape == "mwf":
        return [0, 2, 4]
    if shape == "tt":
        return [1, 3]
    if shape == "workweek":
        return [0, 1, 2, 3, 4]
    if shape == "weekend":
        return [5, 6]
    days = sorted({rng.below(7) for _ in range(1 + rng.below(4))})
    return days


def byday(days):
    return "BYDAY=" + ",".join(CODES[d] for d in days)


def align(start, days):
    """Move a start forward to the first day in `days` (so DTSTART matches the rule)."""
    for step in range(7):
        d = start + dt.timedelta(days=step)
        if d.weekday() in days:
            return d
    return start


def end_part(rng, start, count_p, until_p):
    x = rng.next64() / 18446744073709551616.0
    if x < count_p:
        return ["COUNT=%d" % (2 + rng.below(60))]
    if x < count_p + until_p:
        until = start.wall + dt.timedelta(days=30 + rng.below(700))
        return ["UNTIL=" + start.until(until)]
    return []


def weekly_rule(rng, start):
    parts = ["FREQ=WEEKLY"]
    if rng.chance(0.10):
        days = None  # the weekday of DTSTART
    else:
        days = weekday_set(rng, start.wall.weekday())
        start.wall = align(start.wall, days)
    if rng.chance(0.18):
        parts.append("INTERVAL=" + str(rng.weighted([(8, 2), (1, 3), (1, 4)])))
    parts += end_part(rng, start, 0.10, 0.12)
    if days is not None:
        parts.append(byday(days))
    if rng.chance(0.07):
        parts.append("WKST=" + rng.pick(["SU", "MO"]))
    return ";".join(parts)


def daily_rule(rng, start):
    parts = ["FREQ=DAILY"]
    shape = rng.weighted([(40, "plain"), (32, "workdays"), (12, "interval"), (6, "weekly"),
                          (10, "someday")])
    if shape == "interval":
        parts.append("INTERVAL=" + str(rng.pick([2, 3, 10])))
    elif shape == "weekly":
        parts.append("INTERVAL=" + str(rng.pick([7, 14])))
    parts += end_part(rng, start, 0.10, 0.10)
    if shape == "workdays":
        start.wall = align(start.wall, [0, 1, 2, 3, 4])
        parts.append(byday([0, 1, 2, 3, 4]))
    elif shape == "someday":
        days = weekday_set(rng, start.wall.weekday())
        start.wall = align(start.wall, days)
        parts.append(byday(days))
    return ";".join(parts)


def monthly_rule(rng, start):
    parts = ["FREQ=MONTHLY"]
    shape = rng.weighted([(35, "monthday"), (25, "nth"), (15, "lastfri"), (15, "lastworkday"),
                          (10, "plain")])
    if rng.chance(0.12):
        parts.append("INTERVAL=" + str(rng.pick([2, 3, 6])))
    parts += end_part(rng, start, 0.08, 0.08)
    if shape == "monthday":
        parts.append("BYMONTHDAY=" + str(rng.pick([1, 5, 10, 15, 20, 25, 28, -1])))
    elif shape == "nth":
        weekday = rng.below(5)
        parts.append("BYDAY=%d%s" % (1 + rng.below(4), CODES[weekday]))
    elif shape == "lastfri":
        parts.append("BYDAY=-1FR")
    elif shape == "lastworkday":
        parts.append("BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1")
    return ";".join(parts)


def yearly_rule(rng, start):
    parts = ["FREQ=YEARLY"]
    shape = rng.weighted([(60, "date"), (25, "election"), (15, "plain")])
    parts += end_part(rng, start, 0.05, 0.05)
    if shape == "date":
        month = 1 + rng.below(12)
        parts.append("BYMONTH=%d;BYMONTHDAY=%d" % (month, 1 + rng.below(28)))
    elif shape == "election":
        parts.append("BYMONTH=11;BYDAY=1TU")
    return ";".join(parts)


def make_rule(rng, start):
    kind = rng.weighted([(55, weekly_rule), (20, daily_rule), (15, monthly_rule),
                         (10, yearly_rule)])
    return kind(rng, start)


# ---------------------------------------------------------------------------
# Events

def event_lines(i, rng, zone_kind, invalid_rate):
    day = EPOCH + dt.timedelta(days=rng.below(SPAN_DAYS))
    if zone_kind == ALLDAY:
        wall = dt.datetime(day.year, day.month, day.day)
    else:
        minutes = 7 * 60 + 15 * rng.below(50)  # 07:00 .. 19:15
        wall = dt.datetime(day.year, day.month, day.day, minutes // 60, minutes % 60)
    start = Start(zone_kind, wall)

    rule = None
    if not rng.chance(0.05):
        rule = make_rule(rng, start)  # may move the start onto a BYDAY day
        if rng.chance(invalid_rate):
            rule += ";X-EVOLUTION-ENDDATE=" + fmt_time(start.wall + dt.timedelta(days=90)) + "Z"

    uid = "%07d-%08x@bench.example.org" % (i, rng.next64() & 0xFFFFFFFF)
    stamp = dt.datetime(2025, 1, 1) + dt.timedelta(seconds=37 * i)
    title = rng.pick(TITLES)
    if rng.chance(0.6):
        if rng.chance(0.3):
            title += " – " + rng.pick(TEAMS)
        else:
            title += " (" + rng.pick(TEAMS) + ")"

    lines = [
        "BEGIN:VEVENT",
        "UID:" + uid,
        "DTSTAMP:" + fmt_time(stamp) + "Z",
        start.prop("DTSTART"),
    ]
    if zone_kind == ALLDAY:
        lines.append(start.prop("DTEND", start.wall + dt.timedelta(days=1)))
    else:
        length = dt.timedelta(minutes=rng.pick([15, 30, 45, 60, 90, 120]))
        lines.append(start.prop("DTEND", start.wall + length))
    lines.append("SUMMARY:" + escape_text(title))
    if rng.chance(0.45):
        lines.append("DESCRIPTION:" + escape_text(description(rng)))
    if rng.chance(0.5):
        lines.append("LOCATION:" + escape_text(rng.pick(PLACES)))
    if rule is not None:
        lines.append("RRULE:" + rule)
        if rng.chance(0.2):
            # EXDATEs on days the rule plausibly hits: whole weeks after DTSTART.
            weeks = sorted({1 + rng.below(20) for _ in range(1 + rng.below(3))})
            dates = [start.wall + dt.timedelta(weeks=w) for w in weeks]
            if zone_kind == ALLDAY:
                values = ",".join(fmt_date(d) for d in dates)
                lines.append("EXDATE;VALUE=DATE:" + values)
            else:
                suffix = "Z" if zone_kind == UTC else ""
                values = ",".join(fmt_time(d) + suffix for d in dates)
                head = "EXDATE;TZID=%s:" % zone_kind if zone_kind in VTIMEZONES else "EXDATE:"
                lines.append(head + values)
    lines.append("SEQUENCE:%d" % rng.below(4))
    lines.append("STATUS:" + rng.weighted([(9, "CONFIRMED"), (1, "TENTATIVE")]))
    lines.append("TRANSP:" + ("TRANSPARENT" if zone_kind == ALLDAY else "OPAQUE"))
    lines.append("END:VEVENT")
    return lines


def zone_stream(seed):
    return SplitMix64(stream_seed(seed, "zones"))


def write_feed(n, path, seed, invalid_rate):
    # Pass 1 draws only the zone stream, to know which VTIMEZONEs to write first.
    zones = zone_stream(seed)
    used = set()
    for _ in range(n):
        used.add(zones.weighted(ZONE_WEIGHTS))
        if len(used) == len(ZONE_WEIGHTS):
            break

    zones = zone_stream(seed)
    events = SplitMix64(stream_seed(seed, "events"))
    out = sys.stdout.buffer if path == "-" else open(path, "wb")
    try:
        buf = []
        buf.append(fold("BEGIN:VCALENDAR"))
        buf.append(fold("VERSION:2.0"))
        buf.append(fold("PRODID:-//weekdays//benchmark feed//EN"))
        buf.append(fold("CALSCALE:GREGORIAN"))
        buf.append(fold("X-WR-CALNAME:Benchmark feed (%d events, seed %d)" % (n, seed)))
        for tzid in ZONED:
            if tzid in used:
                buf.extend(fold(line) for line in vtimezone_lines(tzid))
        out.write(b"".join(buf))
        buf = []
        for i in range(1, n + 1):
            buf.extend(fold(line) for line in event_lines(i, events, zones.weighted(ZONE_WEIGHTS),
                                                          invalid_rate))
            if len(buf) >= 4096:
                out.write(b"".join(buf))
                buf = []
        buf.append(fold("END:VCALENDAR"))
        out.write(b"".join(buf))
    finally:
        if out is not sys.stdout.buffer:
            out.close()


def main(argv=None):
    ap = argparse.ArgumentParser(description="Write a deterministic benchmark .ics feed.")
    ap.add_argument("n", type=int, help="number of VEVENTs")
    ap.add_argument("out", help="output .ics path, or - for stdout")
    ap.add_argument("--seed", type=int, default=1, help="PRNG seed (default 1)")
    ap.add_argument("--invalid-rate", type=float, default=0.002,
                    help="share of rules libical refuses (default 0.002)")
    args = ap.parse_args(argv)
    if args.n < 0:
        ap.error("N must be 0 or more")
    if not 0.0 <= args.invalid_rate <= 1.0:
        ap.error("--invalid-rate must be between 0 and 1")
    write_feed(args.n, args.out, args.seed, args.invalid_rate)


if __name__ == "__main__":
    main()
