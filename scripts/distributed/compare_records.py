#!/usr/bin/env python3
"""Compare a distributed run of `weekdays convert` with one local run.

    compare_records.py NAME LOCAL.jsonl LOCAL.err OTHER.jsonl OTHER.err

The two must hold the same JSON lines, byte for byte, order aside (each line as many times);
the counts lines on their standard error (one for the local run, one or more for the other,
which are added up) must agree, with read = written + errors and as many lines written as
there are records. Prints what differs and exits 1, or says how many records agree.
"""

import collections
import re
import sys

COUNTS = re.compile(
    rb"^weekdays: (\d+) recurring components read, (\d+) records written \((\d+) invalid\), "
    rb"(\d+) errors; (\d+) components without RRULE$"
)
FIELDS = ["read", "written", "invalid", "errors", "without RRULE"]


def records(path):
    with open(path, "rb") as data:
        return [line.rstrip(b"\n") for line in data if line.strip()]


def counts(path):
    """The counts of every counts line of a stderr file, added up; None when there is none."""
    total, found = [0] * len(FIELDS), False
    with open(path, "rb") as data:
        for line in data:
            match = COUNTS.match(line.rstrip(b"\r\n"))
            if match:
                found = True
                total = [a + int(b) for a, b in zip(total, match.groups())]
    return dict(zip(FIELDS, total)) if found else None


def show(name, lines):
    for line in lines[:3]:
        print(f"{name}: {line.decode('utf-8', 'replace')[:300]}", file=sys.stderr)


def main(argv):
    if len(argv) != 6:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    name, local_path, local_err, other_path, other_err = argv[1:]
    local, other = records(local_path), records(other_path)
    problems = []

    local_bag, other_bag = collections.Counter(local), collections.Counter(other)
    if local_bag != other_bag:
        missing = sorted((local_bag - other_bag).elements())
        extra = sorted((other_bag - local_bag).elements())
        problems.append(f"{len(missing)} records only in the local run, {len(extra)} only in {name}'s")
        show(f"{name}: only local", missing)
        show(f"{name}: only {name}", extra)

    local_counts, other_counts = counts(local_err), counts(other_err)
    if local_counts is None or other_counts is None:
        problems.append("a counts line is missing from standard error")
    else:
        if local_counts != other_counts:
            problems.append(f"counts differ: local {local_counts}, {name} {other_counts}")
        for which, found, lines in (("the local run", local_counts, local), ("this run", other_counts, other)):
            if found["read"] != found["written"] + found["errors"]:
                problems.append(f"{which}: read {found['read']} is not written + errors")
            if found["written"] != len(lines):
                problems.append(f"{which}: {found['written']} written but {len(lines)} records")

    if problems:
        for problem in problems:
            print(f"{name}: {problem}", file=sys.stderr)
        return 1
    c = local_counts
    print(
        f"{name}: the same {len(local)} records as one local run, order aside "
        f"(read {c['read']} = written {c['written']} + errors {c['errors']}; {c['invalid']} invalid)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
