#!/usr/bin/env python3
"""The expansion benchmark's Python peer: python-dateutil's rrule on the rules
that Benchmarks/expansion_rules.py writes.

    expand.py RULES.jsonl [N] [--print]

First every line is read and parsed (`json.loads`, `rrulestr` with the line's DTSTART, and
the DTSTART itself with `datetime.strptime`); that phase is timed on its own
as parse_s. Then each rule's first N occurrences (default 500) are taken into
a list with `itertools.islice`; only that phase is timed as expand_s, the
benchmark's figure. The C and Swift peers split their work the same way.

Prints one line to stdout:

    occurrences=... checksum=... rules=... parse_s=... expand_s=... occurrences_per_s=...

The checksum runs over every occurrence in order, h = h * 1099511628211 +
YYYYMMDDHHMMSS modulo 2**64, starting from 14695981039346656037. With
--print, every occurrence is printed first as "LINE<TAB>YYYYMMDDTHHMMSS"
(LINE counts from 1). Exit status: 0; 1 when a rule is refused; 2 on a usage
or read error.
"""

import datetime as dt
import itertools
import json
import sys
import time

from dateutil.rrule import rrulestr

MASK64 = (1 << 64) - 1


def usage(out):
    print("usage: expand.py RULES.jsonl [N] [--print]", file=out)


def main(argv):
    args = [a for a in argv[1:] if a != "--print"]
    show = len(args) != len(argv) - 1
    if any(a in ("-h", "--help") for a in args):
        usage(sys.stdout)
        return 0
    if not 1 <= len(args) <= 2:
        usage(sys.stderr)
        return 2
    n = 500
    if len(args) == 2:
        try:
            n = int(args[1])
        except ValueError:
            n = 0
        if not 1 <= n <= 1_000_000:
            print("expand.py: not an occurrence count: %s" % args[1], file=sys.stderr)
            return 2
    # Phase 1: read and parse every rule (parse_s).
    t0 = time.perf_counter()
    try:
        with open(args[0], encoding="utf-8") as f:
            lines = [line for line in f if line.strip()]
    except OSError as e:
        print("expand.py: cannot read %s: %s" % (args[0], e), file=sys.stderr)
        return 2
    rules = []
    for number, line in enumerate(lines, 1):
        item = json.loads(line)
        try:
            start = dt.datetime.strptime(item["dtstart"], "%Y%m%dT%H%M%S")
            rules.append(rrulestr(item["rule"], dtstart=start))
        except (KeyError, ValueError) as e:
            print("expand.py: line %d: dateutil refuses it: %s" % (number, e), file=sys.stderr)
            return 1
    parse_s = time.perf_counter() - t0

    # Phase 2: expand (expand_s), one clock pair per rule so that the checksum
    # and the printing stay outside the timed work, as in the other peers.
    expand_s = 0.0
    total = 0
    short_rules = 0
    checksum = 14695981039346656037
    out = sys.stdout
    for number, rule in enumerate(rules, 1):
        t0 = time.perf_counter()
        occurrences = list(itertools.islice(rule, n))
        expand_s += time.perf_counter() - t0

        if len(occurrences) < n:
            short_rules += 1
        for o in occurrences:
            value = (o.year * 10000000000 + o.month * 100000000 + o.day * 1000000
                     + o.hour * 10000 + o.minute * 100 + o.second)
            checksum = (checksum * 1099511628211 + value) & MASK64
            if show:
                out.write("%d\t%s\n" % (number, o.strftime("%Y%m%dT%H%M%S")))
        total += len(occurrences)

    if short_rules:
        print("expand.py: %d rules gave fewer than %d occurrences" % (short_rules, n),
              file=sys.stderr)
    rate = total / expand_s if expand_s > 0 else 0.0
    out.write("occurrences=%d checksum=%d rules=%d parse_s=%.6f expand_s=%.6f "
              "occurrences_per_s=%.0f\n" % (total, checksum, len(rules), parse_s, expand_s, rate))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
