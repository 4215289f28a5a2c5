#!/usr/bin/env python3
"""Check that two JSON Lines outputs of the benchmark agree on (uid, selection).

    compare.py REFERENCE.jsonl OTHER.jsonl [--label NAME] [--record FILE]

Every line is a JSON object with at least "uid" and "selection"; other fields
(the peers print "fidelity", `weekdays convert` prints many more) are ignored.
Records are grouped by uid (a feed may repeat a uid, for example in overrides),
and a uid counts as one mismatch when its sorted list of selections differs
between the two files, including when one file lacks it.

Prints one summary line and, on mismatches, the first three in uid order.
With --record, appends "label<TAB>mismatches<TAB>reference records<TAB>other
records" to FILE. Exit status: 0 when the files agree, 1 when they do not, 2
when a file cannot be read.
"""

import argparse
import json
import sys
from collections import defaultdict


def load(path):
    """uid -> sorted list of selections (each a tuple of ints), and the record count."""
    by_uid = defaultdict(list)
    count = 0
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            line = line.strip()
            if not line:
                continue
            try:
                record = json.loads(line)
                selection = tuple(sorted(int(day) for day in record.get("selection") or ()))
                uid = record.get("uid")
            except (ValueError, TypeError, AttributeError) as error:
                raise ValueError("%s:%d: not a JSON record with a selection: %s"
                                 % (path, number, error))
            by_uid[uid].append(selection)
            count += 1
    for selections in by_uid.values():
        selections.sort()
    return by_uid, count


def show(selections):
    if selections is None:
        return "missing"
    return " ".join("[" + ", ".join(map(str, s)) + "]" for s in selections)


def sort_key(uid):
    return (uid is None, "" if uid is None else str(uid))


def main(argv=None):
    ap = argparse.ArgumentParser(description="Compare (uid, selection) pairs of two JSONL files.")
    ap.add_argument("reference")
    ap.add_argument("other")
    ap.add_argument("--label", help="name of the other output in messages")
    ap.add_argument("--record", help="append a tab-separated summary row to this file")
    args = ap.parse_args(argv)
    label = args.label or args.other

    try:
        ref, ref_count = load(args.reference)
        other, other_count = load(args.other)
    except (OSError, ValueError) as error:
        sys.stderr.write("compare.py: %s\n" % error)
        return 2

    mismatches = []
    for uid in sorted(set(ref) | set(other), key=sort_key):
        a, b = ref.get(uid), other.get(uid)
        if a != b:
            mismatches.append((uid, a, b))

    print("%s: %d records (reference %d), %d mismatches"
          % (label, other_count, ref_count, len(mismatches)))
    for uid, a, b in mismatches[:3]:
        print("  uid %s: reference %s, %s %s" % (json.dumps(uid), show(a), label, show(b)))
    if args.record:
        with open(args.record, "a", encoding="utf-8") as f:
            f.write("%s\t%d\t%d\t%d\n" % (label, len(mismatches), ref_count, other_count))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
