#!/usr/bin/env python3
"""Turn the benchmark's results file into a Markdown report.

    report.py RESULTS.tsv [--strict]

RESULTS.tsv is written by run.sh, one row per (size, tool), with the columns
size, tool, wall_s, rss_kb, status, mismatches, runs. Prints a table (events
per second, peak RSS, speed relative to the C and Python peers, agreement with
the C peer) and the target checks for `weekdays convert` and `validate`:

* `--jobs 1` at least 1.0x the C peer's events/s;
* `--jobs 1` at least 20x the Python peer's events/s;
* `convert` (one and two jobs), `validate` and the export: peak RSS at the largest size
  at most 1.2x that at 10k;
* `--jobs 1` peak RSS at most 3x the C peer's;
* `--jobs 2` at least 1.8x the events/s of `--jobs 1`;
* `weekdays validate --jobs 1` at least 0.5x the events/s of `convert --jobs 1`.

With --strict the exit status is 1 when a check at the largest size fails.
"""

import argparse
import csv
import sys

TOOLS = [
    ("weekdays-j1", "weekdays --jobs 1"),
    ("weekdays-j2", "weekdays --jobs 2"),
    ("weekdays-validate-j1", "weekdays validate --jobs 1"),
    ("weekdays-export", "weekdays export (`--from jsonl --to ics`)"),
    ("c", "C peer (libical)"),
    ("python", "Python peer (icalendar + dateutil)"),
]
NAMES = dict(TOOLS)
ORDER = {key: i for i, (key, _) in enumerate(TOOLS)}


class Row:
    def __init__(self, raw):
        self.size = int(raw["size"])
        self.tool = raw["tool"]
        self.status = raw["status"]
        self.ok = self.status == "ok"
        self.wall = float(raw["wall_s"]) if self.ok else None
        self.rss_kb = int(raw["rss_kb"]) if self.ok else None
        self.mismatches = raw["mismatches"]
        self.runs = raw["runs"]

    @property
    def rate(self):
        return self.size / self.wall if self.ok and self.wall > 0 else None

    @property
    def rss_mib(self):
        return self.rss_kb / 1024.0 if self.rss_kb is not None else None


def fmt_rate(x):
    return "—" if x is None else "{:,.0f}".format(x)


def fmt(x, pattern):
    return "—" if x is None else pattern.format(x)


def ratio(a, b):
    return a / b if a is not None and b else None


def size_name(n):
    if n % 1000000 == 0:
        return "%dM" % (n // 1000000)
    if n % 1000 == 0:
        return "%dk" % (n // 1000)
    return str(n)


def main(argv=None):
    ap = argparse.ArgumentParser(description="Print the benchmark report as Markdown.")
    ap.add_argument("results")
    ap.add_argument("--strict", action="store_true",
                    help="exit 1 when a target check at the largest size fails")
    args = ap.parse_args(argv)

    with open(args.results, encoding="utf-8") as f:
        rows = [Row(r) for r in csv.DictReader(f, delimiter="\t")]
    table = {(r.size, r.tool): r for r in rows}
    sizes = sorted({r.size for r in rows})

    def get(size, tool):
        r = table.get((size, tool))
        return r if r is not None and r.ok else None

    def rate(size, tool):
        r = get(size, tool)
        return r.rate if r else None

    out = []
    out.append("| size | tool | wall s | events/s | peak RSS MiB | vs C | vs Python | (uid, selection) vs C |")
    out.append("|---:|---|---:|---:|---:|---:|---:|---|")
    for size in sizes:
        c_rate, py_rate = rate(size, "c"), rate(size, "python")
        for tool in sorted((t for s, t in table if s == size), key=lambda t: ORDER.get(t, 99)):
            r = table[(size, tool)]
            if not r.ok:
                out.append("| %s | %s | %s | — | — | — | — | — |"
                           % (size_name(size), NAMES.get(tool, tool), r.status))
                continue
            if tool == "c":
                agree = "reference"
            elif tool == "weekdays-validate-j1":
                agree = "— (a report, not records)"
            elif tool == "weekdays-export":
                agree = "— (a calendar, not records)"
            elif r.mismatches == "":
                agree = "not compared"
            elif r.mismatches == "0":
                agree = "same"
            else:
                agree = "**%s mismatches**" % r.mismatches
            out.append("| %s | %s | %.3f | %s | %.1f | %s | %s | %s |" % (
                size_name(size), NAMES.get(tool, tool), r.wall, fmt_rate(r.rate), r.rss_mib,
                fmt(ratio(r.rate, c_rate), "{:.2f}x"), fmt(ratio(r.rate, py_rate), "{:.1f}x"),
                agree))

    # Target checks.
    checks = []  # (size or None, text, value, target, passed or None)
    for size in sizes:
        j1, j2 = rate(size, "weekdays-j1"), rate(size, "weekdays-j2")
        c_rate, py_rate = rate(size, "c"), rate(size, "python")
        value = ratio(j1, c_rate)
        checks.append((size, "`--jobs 1` events/s vs C", value, ">= 1.0x",
                       None if value is None else value >= 1.0))
        py_text = "`--jobs 1` events/s vs Python"
        if py_rate is None:
            # With --quick the Python peer skips the largest feed; its rate hardly
            # changes with size, so compare with the largest feed it did run on.
            ran = [s for s in sizes if s < size and rate(s, "python")]
            if ran:
                py_rate = rate(ran[-1], "python")
                py_text += " (Python at %s)" % size_name(ran[-1])
        value = ratio(j1, py_rate)
        checks.append((size, py_text, value, ">= 20x",
                       None if value is None else value >= 20))
        value = ratio(j2, j1)
        checks.append((size, "`--jobs 2` / `--jobs 1` events/s", value, ">= 1.8x",
                       None if value is None else value >= 1.8))
        a, c = get(size, "weekdays-j1"), get(size, "c")
        value = ratio(a.rss_kb if a else None, c.rss_kb if c else None)
        checks.append((size, "`--jobs 1` peak RSS / C peer's", value, "<= 3x",
                       None if value is None else value <= 3))
        value = ratio(rate(size, "weekdays-validate-j1"), j1)
        checks.append((size, "`validate --jobs 1` / `convert --jobs 1` events/s", value,
                       ">= 0.5x", None if value is None else value >= 0.5))
    big = sizes[-1] if sizes else None
    small = 10000 if 10000 in sizes and big != 10000 else None
    if small is None and len(sizes) >= 2:
        small = sizes[-2]
    if big is not None and small is not None and small != big:
        labels = {"weekdays-j1": "`--jobs 1`", "weekdays-j2": "`--jobs 2`",
                  "weekdays-validate-j1": "`validate --jobs 1`", "weekdays-export": "export",
                  "c": "C peer (for reference)"}
        for tool in ("weekdays-j1", "weekdays-j2", "weekdays-validate-j1", "weekdays-export", "c"):
            a, b = get(big, tool), get(small, tool)
            value = ratio(a.rss_kb if a else None, b.rss_kb if b else None)
            checks.append((big, "%s peak RSS %s / %s" % (labels[tool], size_name(big), size_name(small)),
                           value, "—" if tool == "c" else "<= 1.2x",
                           None if value is None or tool == "c" else value <= 1.2))

    out.append("")
    out.append("Targets for `weekdays convert` and `validate`:")
    out.append("")
    out.append("| size | check | measured | target | result |")
    out.append("|---:|---|---:|---:|---|")
    for size, text, value, target, passed in checks:
        if value is None:
            result = "n/a"
        elif passed is None:
            result = "info"
        else:
            result = "PASS" if passed else "**FAIL**"
        out.append("| %s | %s | %s | %s | %s |" % (size_name(size), text,
                                                  fmt(value, "{:.2f}x"), target, result))
    if any(s < 10000 for s in sizes):
        out.append("")
        out.append("Rows under 10k events mostly measure process start-up; read the large sizes.")
    print("\n".join(out))

    if args.strict and sizes:
        failed = [c for c in checks if c[0] == sizes[-1] and c[4] is False]
        return 1 if failed else 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
