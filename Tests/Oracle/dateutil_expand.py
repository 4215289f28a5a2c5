#!/usr/bin/env python3
"""Expand RFC 5545 recurrence rules with python-dateutil.

This is a reference implementation that the Swift code (built on libical) can be
checked against. It shares no code with the package.

Input: JSON Lines on stdin, one request a line:

    {"rule": "FREQ=WEEKLY;BYDAY=MO,WE", "dtstart": "20261130T073000", "count": 10}

  rule     an RRULE value, with or without the "RRULE:" prefix
  dtstart  "YYYYMMDD" (DATE), "YYYYMMDDTHHMMSS" (floating) or "YYYYMMDDTHHMMSSZ" (UTC)
  count    the most occurrences to print (optional, default 1000)

Output: one JSON line per input line, in the same order:

    {"occurrences": ["20261130T073000", "20261202T073000", ...]}
    {"error": "invalid 'BYDAY': XX"}

Occurrences are written in the same form as dtstart (DATE in, DATE out; floating
in, floating out; UTC in, UTC out). Blank input lines are skipped.

Choices made where RFC 5545 leaves the pairing of DTSTART and UNTIL open:

  * floating or DATE dtstart, UNTIL in UTC ("...Z"): the dtstart is taken as UTC
    for the comparison; output keeps the dtstart's form.
  * UTC dtstart, floating UNTIL: the UNTIL is taken as UTC.
  * DATE-TIME dtstart, DATE UNTIL: the UNTIL covers that whole day (23:59:59).
  * DATE dtstart: the occurrences are computed from midnight and printed as dates.
  * any other UNTIL spelling is passed to dateutil unchanged, to accept or reject.

Bounds: never more than `count` occurrences, and nothing after 2200-12-31; the
expansion itself stops at year 2200 even for rules that never match a day.
INTERVAL must be a positive integer (dateutil would loop forever on 0).
"""

import itertools
import json
import re
import sys
import warnings
from datetime import datetime, timezone

import dateutil.rrule as _rrule_module
from dateutil.rrule import rrulestr

DEFAULT_COUNT = 1000
LAST_YEAR = 2200

DATE_RE = re.compile(r"^(\d{4})(\d{2})(\d{2})$")
FLOATING_RE = re.compile(r"^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$")
UTC_RE = re.compile(r"^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$")


class _CappedDatetimeModule:
    """Stands in for the `datetime` module inside dateutil.rrule.

    dateutil walks forward period by period until it passes datetime.MAXYEAR
    (9999) when a rule matches nothing, which can take a very long time for
    DAILY or finer rules. Lowering MAXYEAR as seen by that module makes every
    expansion stop after LAST_YEAR.
    """

    MAXYEAR = LAST_YEAR

    def __getattr__(self, name):
        import datetime as real_datetime
        return getattr(real_datetime, name)


_rrule_module.datetime = _CappedDatetimeModule()


class OracleError(Exception):
    pass


def parse_dtstart(text):
    """Return (datetime, kind) where kind is 'date', 'floating' or 'utc'."""
    if not isinstance(text, str):
        raise OracleError("dtstart must be a string")
    m = UTC_RE.match(text)
    if m:
        y, mo, d, h, mi, s = map(int, m.groups())
        return datetime(y, mo, d, h, mi, s, tzinfo=timezone.utc), "utc"
    m = FLOATING_RE.match(text)
    if m:
        y, mo, d, h, mi, s = map(int, m.groups())
        return datetime(y, mo, d, h, mi, s), "floating"
    m = DATE_RE.match(text)
    if m:
        y, mo, d = map(int, m.groups())
        return datetime(y, mo, d), "date"
    raise OracleError("dtstart is not a DATE or DATE-TIME value: %r" % text)


def split_rule(rule):
    """Split an RRULE value into [name, value] pairs, keeping their order."""
    if not isinstance(rule, str):
        raise OracleError("rule must be a string")
    text = rule.strip()
    if text.upper().startswith("RRULE:"):
        text = text[len("RRULE:"):]
    if not text:
        raise OracleError("empty rule")
    parts = []
    for piece in text.split(";"):
        if "=" not in piece:
            raise OracleError("rule part without '=': %r" % piece)
        name, value = piece.split("=", 1)
        parts.append([name.strip().upper(), value.strip()])
    return parts


def adjust_rule(parts, dtstart, kind):
    """Make UNTIL and dtstart comparable for dateutil.

    Returns (rule_text, dtstart_for_dateutil).
    """
    for part in parts:
        name, value = part
        if name == "INTERVAL":
            try:
                interval = int(value)
            except ValueError:
                raise OracleError("invalid 'INTERVAL': %s" % value)
            if interval < 1:
                raise OracleError("INTERVAL must be a positive integer, got %s" % value)
        if name != "UNTIL":
            continue
        until = value.upper()
        if UTC_RE.match(until):
            if kind in ("floating", "date"):
                dtstart = dtstart.replace(tzinfo=timezone.utc)
        elif FLOATING_RE.match(until):
            if kind == "utc":
                part[1] = until + "Z"
        elif DATE_RE.match(until):
            if kind == "utc":
                part[1] = until + "T235959Z"
            elif kind == "floating":
                part[1] = until + "T235959"
        # Any other spelling is left for dateutil to accept or reject.
    return ";".join("%s=%s" % (n, v) for n, v in parts), dtstart


def format_occurrence(value, kind):
    if kind == "date":
        return value.strftime("%Y%m%d")
    if kind == "utc":
        return value.astimezone(timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    return value.strftime("%Y%m%dT%H%M%S")


def expand(request):
    if not isinstance(request, dict):
        raise OracleError("each line must be a JSON object")
    count = request.get("count", DEFAULT_COUNT)
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise OracleError("count must be a non-negative integer")
    dtstart, kind = parse_dtstart(request.get("dtstart"))
    parts = split_rule(request.get("rule"))
    rule_text, start = adjust_rule(parts, dtstart, kind)

    try:
        with warnings.catch_warnings():
            # dateutil accepts COUNT with UNTIL but warns about it.
            warnings.simplefilter("ignore")
            rule = rrulestr(rule_text, dtstart=start)
            cap = datetime(LAST_YEAR, 12, 31, 23, 59, 59, tzinfo=start.tzinfo)
            until = getattr(rule, "_until", None)
            if until is None or until > cap:
                rule = rule.replace(until=cap)
            values = list(itertools.islice(iter(rule), count))
    except OracleError:
        raise
    except Exception as exc:  # dateutil reports bad rules with several types
        raise OracleError(str(exc) or exc.__class__.__name__)

    if kind in ("floating", "date"):
        values = [v.replace(tzinfo=None) for v in values]
    return [format_occurrence(v, kind) for v in values]


def main():
    out = sys.stdout
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            request = json.loads(line)
        except json.JSONDecodeError as exc:
            result = {"error": "input is not JSON: %s" % exc}
        else:
            try:
                result = {"occurrences": expand(request)}
            except OracleError as exc:
                result = {"error": str(exc)}
        out.write(json.dumps(result) + "\n")
        out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
