#!/usr/bin/env python3
"""Turn run_occurrences.sh's results into a Markdown report.

    occurrences_report.py RESULTS.tsv [--strict]

RESULTS.tsv has one row per (size, tool) with the columns size, tool, wall_s, cpu_s,
rss_kb, status, occurrences, mismatches, explained, runs. Prints a table (occurrences,
wall and CPU seconds, events per second, peak RSS, speed relative to
recurring-ical-events by wall and by CPU time, agreement) and the targets for
`weekdays occurrences`:

* events/s at least 50x recurring-ical-events' on the same feed and window;
* peak RSS at 100k events at most 1.2x that at 10k (flat memory).

With --strict the exit status is 1 when a check fails.
"""

import argparse
import csv
import sys

NAMES = {"weekdays": "weekdays occurrences", "python": "recurring-ical-events (Python)"}
ORDER = {"weekdays": 0, "python": 1}


def size_name(n):
    if n % 1000000 == 0:
        return "%dM" % (n // 1000000)
    if n % 1000 == 0:
        return "%dk" % (n // 1000)
    return str(n)


class Row:
    def __init__(self, raw):
        self.size = int(raw["size"])
        self.tool = raw["tool"]
        self.ok = raw["status"] == "ok"
        self.status = raw["status"]
        self.wall = float(raw["wall_s"]) if self.ok else None
        self.cpu = float(raw["cpu_s"]) if self.ok else None
        self.rss_kb = int(raw["rss_kb"]) if self.ok else None
        self.occurrences = raw["occurrences"]
        self.mismatches = raw["mismatches"]
        self.explained = raw["explained"]

    @property
    def rate(self):
        return self.size / self.wall if self.ok and self.wall > 0 else None

    @property
    def cpu_rate(self):
        return self.size / self.cpu if self.ok and self.cpu > 0 else None


def main(argv=None):
    parser = argparse.ArgumentParser(description="Print the occurrences benchmark report.")
    parser.add_argument("results")
    parser.add_argument("--strict", action="store_true")
    args = parser.parse_args(argv)
    with open(args.results, encoding="utf-8") as handle:
        rows = [Row(r) for r in csv.DictReader(handle, delimiter="\t")]
    table = {(r.size, r.tool): r for r in rows}
    sizes = sorted({r.size for r in rows})

    out = ["| size | tool | occurrences | wall s | CPU s | events/s | peak RSS MiB | vs Python | "
           "vs Python (CPU) | (uid, start) vs Python |",
           "|---:|---|---:|---:|---:|---:|---:|---:|---:|---|"]
    for size in sizes:
        peer = table.get((size, "python"))
        for tool in sorted((t for s, t in table if s == size), key=lambda t: ORDER.get(t, 9)):
            r = table[(size, tool)]
            if not r.ok:
                out.append("| %s | %s | — | %s | — | — | — | — | — | — |" % (size_name(size), NAMES[tool], r.status))
                continue
            if tool == "python":
                agree, versus, cpu_versus = "reference", "1.0x", "1.0x"
            else:
                if r.mismatches == "":
                    agree = "not compared"
                elif r.mismatches == "0":
                    agree = "same (%s named differences)" % r.explained
                else:
                    agree = "**%s mismatches**" % r.mismatches
                versus = ("%.1fx" % (r.rate / peer.rate)) if peer and peer.ok else "—"
                cpu_versus = ("%.1fx" % (r.cpu_rate / peer.cpu_rate)) if peer and peer.ok and r.cpu_rate else "—"
            out.append("| %s | %s | %s | %.3f | %.3f | %s | %.1f | %s | %s | %s |" % (
                size_name(size), NAMES[tool], r.occurrences, r.wall, r.cpu, "{:,.0f}".format(r.rate),
                r.rss_kb / 1024.0, versus, cpu_versus, agree))

    checks = []  # (text, measured, target, passed)
    for size in sizes:
        ours, peer = table.get((size, "weekdays")), table.get((size, "python"))
        if ours and peer and ours.ok and peer.ok:
            value = ours.rate / peer.rate
            checks.append(("%s: occurrences events/s / recurring-ical-events events/s" % size_name(size),
                           "%.1fx" % value, ">= 50x", value >= 50))
    if 10000 in sizes and 100000 in sizes:
        big, small = table.get((100000, "weekdays")), table.get((10000, "weekdays"))
        if big and small and big.ok and small.ok:
            value = big.rss_kb / small.rss_kb
            checks.append(("peak RSS 100k / 10k (flat memory)", "%.2fx (%.1f / %.1f MiB)" % (
                value, big.rss_kb / 1024.0, small.rss_kb / 1024.0), "<= 1.2x", value <= 1.2))
        peer_big, peer_small = table.get((100000, "python")), table.get((10000, "python"))
        if peer_big and peer_small and peer_big.ok and peer_small.ok:
            checks.append(("recurring-ical-events peak RSS 100k / 10k (for reference)", "%.2fx" % (
                peer_big.rss_kb / peer_small.rss_kb), "—", None))

    out += ["", "Targets for `weekdays occurrences`:", "",
            "| check | measured | target | result |", "|---|---:|---:|---|"]
    for text, value, target, passed in checks:
        result = "info" if passed is None else ("PASS" if passed else "**FAIL**")
        out.append("| %s | %s | %s | %s |" % (text, value, target, result))
    print("\n".join(out))
    if args.strict and any(c[3] is False for c in checks):
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
