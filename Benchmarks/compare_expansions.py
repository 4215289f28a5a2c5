#!/usr/bin/env python3
"""Show where two expansion peers disagree, rule by rule.

    compare_expansions.py RULES.jsonl A.print B.print [--labels A,B] [--show 3]

A.print and B.print are the --print outputs of two peers of the expansion
benchmark ("LINE<TAB>YYYYMMDDTHHMMSS" per occurrence, then the result line).
Prints how many rules differ and, for the first few, the rule, its start, both
counts and the occurrences around the first difference. Exit status: 0 when
they agree, 1 when they differ, 2 when a file cannot be read.
"""

import argparse
import collections
import json
import sys


def occurrences(path):
    by_line = collections.defaultdict(list)
    with open(path, encoding="utf-8") as f:
        for text in f:
            number, tab, stamp = text.rstrip("\n").partition("\t")
            if tab:  # the result line has no tab
                by_line[int(number)].append(stamp)
    return by_line


def main(argv=None):
    ap = argparse.ArgumentParser(description="Compare two peers' occurrences rule by rule.")
    ap.add_argument("rules")
    ap.add_argument("a")
    ap.add_argument("b")
    ap.add_argument("--labels", default="A,B", help="names for the two outputs")
    ap.add_argument("--show", type=int, default=3, help="differing rules to describe")
    args = ap.parse_args(argv)
    label_a, _, label_b = args.labels.partition(",")
    try:
        with open(args.rules, encoding="utf-8") as f:
            rules = [json.loads(line) for line in f if line.strip()]
        a, b = occurrences(args.a), occurrences(args.b)
    except (OSError, ValueError) as e:
        print("compare_expansions.py: %s" % e, file=sys.stderr)
        return 2

    differing = [n for n in range(1, len(rules) + 1) if a[n] != b[n]]
    print("%s vs %s: %d of %d rules differ" % (label_a, label_b, len(differing), len(rules)))
    for n in differing[:args.show]:
        xs, ys = a[n], b[n]
        at = next((i for i, (x, y) in enumerate(zip(xs, ys)) if x != y), min(len(xs), len(ys)))
        lo = max(0, at - 1)
        print("  line %d: %s from %s: %d vs %d occurrences; first difference at #%d"
              % (n, rules[n - 1]["rule"], rules[n - 1]["dtstart"], len(xs), len(ys), at + 1))
        print("    %s: %s" % (label_a, " ".join(xs[lo:at + 3]) or "(none)"))
        print("    %s: %s" % (label_b, " ".join(ys[lo:at + 3]) or "(none)"))
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
