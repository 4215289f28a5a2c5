#!/usr/bin/env python3
"""Turn run_expansion.sh's results file into a Markdown report.

    expansion_report.py RESULTS.tsv [--strict]

RESULTS.tsv has one row per tool (c, swift, python) with the columns tool,
status, occurrences, checksum, rules, parse_s, expand_s, rss_kb, runs.
Occurrences per second are counted over expand_s alone, the time spent
expanding already-parsed rules (each peer times parsing apart, as parse_s).
Prints a table (occurrences/s, speed relative to the C and dateutil peers,
peak RSS, agreement with the C peer on total and checksum) and the targets:

* the Swift engine at least 20x the C peer's occurrences/s;
* the Swift engine at least 100x the dateutil peer's occurrences/s;
* all three peers give the same occurrences.

With --strict the exit status is 1 when a target fails.
"""

import argparse
import csv
import sys

TOOLS = [
    ("swift", "Swift (weekdays RecurrenceExpansion)"),
    ("c", "C (libical icalrecur_iterator)"),
    ("python", "Python (dateutil rrule)"),
]


def ratio(a, b):
    return a / b if a is not None and b else None


def fmt(x, pattern):
    return "—" if x is None else pattern.format(x)


def main(argv=None):
    ap = argparse.ArgumentParser(description="Print the expansion benchmark report.")
    ap.add_argument("results")
    ap.add_argument("--strict", action="store_true", help="exit 1 when a target fails")
    args = ap.parse_args(argv)

    with open(args.results, encoding="utf-8") as f:
        rows = {r["tool"]: r for r in csv.DictReader(f, delimiter="\t")}

    def ok(tool):
        r = rows.get(tool)
        return r if r is not None and r["status"] == "ok" else None

    def rate(tool):
        r = ok(tool)
        if r is None or float(r["expand_s"]) <= 0:
            return None
        return int(r["occurrences"]) / float(r["expand_s"])

    c = ok("c")
    reference = (c["occurrences"], c["checksum"]) if c else None
    c_rate, py_rate = rate("c"), rate("python")

    out = ["| tool | occurrences | seconds | occurrences/s | vs C | vs dateutil | parse s "
           "| peak RSS MiB | occurrences vs C |",
           "|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    agree = {}
    for tool, name in TOOLS:
        r = rows.get(tool)
        if r is None:
            continue
        if r["status"] != "ok":
            out.append("| %s | %s | — | — | — | — | — | — | — |" % (name, r["status"]))
            agree[tool] = None
            continue
        if tool == "c":
            same = "reference"
        elif reference is None:
            same = "not compared"
        else:
            agree[tool] = (r["occurrences"], r["checksum"]) == reference
            same = "same" if agree[tool] else "**differs**"
        out.append("| %s | %s | %.4f | %s | %s | %s | %.4f | %.1f | %s |" % (
            name, "{:,}".format(int(r["occurrences"])), float(r["expand_s"]),
            fmt(rate(tool), "{:,.0f}"), fmt(ratio(rate(tool), c_rate), "{:.2f}x"),
            fmt(ratio(rate(tool), py_rate), "{:.2f}x"), float(r["parse_s"]),
            int(r["rss_kb"]) / 1024.0, same))

    swift_rate = rate("swift")
    checks = []  # (text, measured, target, passed or None)
    value = ratio(swift_rate, c_rate)
    checks.append(("Swift occurrences/s vs C (libical)", fmt(value, "{:.2f}x"), ">= 20x",
                   None if value is None else value >= 20))
    value = ratio(swift_rate, py_rate)
    checks.append(("Swift occurrences/s vs dateutil", fmt(value, "{:.2f}x"), ">= 100x",
                   None if value is None else value >= 100))
    if reference is None or any(v is None for v in agree.values()) or len(agree) < 2:
        checks.append(("all three give the same occurrences", "—", "same", None))
    else:
        same = all(agree.values())
        checks.append(("all three give the same occurrences", "same" if same else "differs",
                       "same", same))

    out += ["", "| check | measured | target | result |", "|---|---:|---:|---|"]
    for text, measured, target, passed in checks:
        result = "n/a" if passed is None else "PASS" if passed else "**FAIL**"
        out.append("| %s | %s | %s | %s |" % (text, measured, target, result))
    out += ["", "Seconds: expanding already-parsed rules, fastest run; parse s: reading "
            "the file and parsing every rule and start, apart. Peak RSS is the whole process."]
    print("\n".join(out))

    if args.strict and any(passed is not True for _, _, _, passed in checks):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
