#!/usr/bin/env python3
"""Compare `weekdays occurrences --tz UTC --format jsonl` with the Python peer's output.

    compare_occurrences.py WEEKDAYS.jsonl WEEKDAYS.err PEER.tsv [--record FILE]

Both sides are reduced to sets of (uid, start), START as `weekdays --tz UTC` writes it
(`20260601T070000` for a timed occurrence, `20260601` for an all-day one). The one
difference that is named rather than counted as a mismatch:

* a series whose RRULE weekdays cannot read (the feed's rules with an
  `X-EVOLUTION-ENDDATE` part; weekdays names each on stderr as "invalid rule"): weekdays
  keeps the component's DTSTART as its one occurrence, as RFC 5545 has DTSTART count as
  the first instance; recurring-ical-events (with `skip_bad_series`) leaves the whole
  series out. Such a UID is explained when every occurrence only weekdays has is that
  DTSTART and the peer has none for it.

Prints the counts and the first mismatches. With --record, appends
`label<TAB>mismatches<TAB>explained<TAB>agreed` to FILE. Exit status: 0 when every
difference is explained, 1 when some are not, 2 on a usage or read error.
"""

import argparse
import json
import re
import sys
from collections import defaultdict

INVALID_RULE = re.compile(r"^weekdays: .*?: (?P<uid>[^:]+@[^:]+): line \d+: invalid rule ")


def read_weekdays(path):
    pairs = set()
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            if line.strip():
                record = json.loads(line)
                pairs.add((record["uid"] or "", record["start"]))
    return pairs


def read_peer(path):
    pairs = set()
    with open(path, encoding="utf-8") as handle:
        for line in handle:
            line = line.rstrip("\n")
            if line:
                uid, start = line.split("\t")
                pairs.add((uid, start))
    return pairs


def invalid_rule_uids(path):
    uids = set()
    with open(path, encoding="utf-8", errors="replace") as handle:
        for line in handle:
            match = INVALID_RULE.match(line)
            if match:
                uids.add(match.group("uid"))
    return uids


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("weekdays")
    parser.add_argument("weekdays_err")
    parser.add_argument("peer")
    parser.add_argument("--record")
    parser.add_argument("--label", default="weekdays")
    args = parser.parse_args(argv)
    try:
        ours, theirs = read_weekdays(args.weekdays), read_peer(args.peer)
        invalid = invalid_rule_uids(args.weekdays_err)
    except (OSError, ValueError, KeyError) as error:
        print("compare_occurrences.py: %s" % error, file=sys.stderr)
        return 2

    only_ours = defaultdict(list)
    for uid, start in ours - theirs:
        only_ours[uid].append(start)
    only_theirs = sorted(theirs - ours)
    theirs_by_uid = {uid for uid, _ in theirs}

    explained = 0
    unexplained = []
    for uid, starts in sorted(only_ours.items()):
        # A bad rule leaves weekdays with DTSTART alone, and the peer with nothing.
        if uid in invalid and uid not in theirs_by_uid and len(starts) == 1:
            explained += 1
        else:
            unexplained += [("weekdays only", uid, start) for start in sorted(starts)]
    unexplained += [("peer only", uid, start) for uid, start in only_theirs]
    agreed = len(ours & theirs)

    print("%s: %d (uid, start) pairs agree; %d differ as named (series with an unreadable rule: "
          "weekdays keeps DTSTART, the peer drops the series); %d mismatches"
          % (args.label, agreed, explained, len(unexplained)), file=sys.stderr)
    for side, uid, start in unexplained[:5]:
        print("  %s: %s %s" % (side, uid, start), file=sys.stderr)
    if args.record:
        with open(args.record, "a", encoding="utf-8") as handle:
            handle.write("%s\t%d\t%d\t%d\n" % (args.label, len(unexplained), explained, agreed))
    return 1 if unexplained else 0


if __name__ == "__main__":
    sys.exit(main())
