#!/usr/bin/env python3
"""Count components and recurrence rules in .ics files, without a calendar library.

For each file prints one line:

    PATH COMPONENTS RULES

COMPONENTS is the number of VEVENT, VTODO and VJOURNAL components (counted at
their BEGIN line, so a component cut off by the end of the file still counts).
RULES is the number of RRULE properties whose innermost enclosing component is
a VEVENT, VTODO or VJOURNAL; RRULEs inside VTIMEZONE rules are not counted.
Every RRULE line counts, whatever its value (empty, malformed, a second RRULE
on the same component).

The reading is purely textual: a UTF-8 byte order mark is dropped, CRLF, LF and
lone CR line breaks are all accepted, folded lines (a line break followed by a
space or tab) are joined, and property and component names are compared without
regard to case. Bytes that are not UTF-8 are replaced, so a binary file reads as
0 components and 0 rules.

Usage: count_rules.py PATH...   (a folder means the .ics files directly in it)
"""

import os
import re
import sys

COUNTED = {"VEVENT", "VTODO", "VJOURNAL"}
NAME_RE = re.compile(r"^([A-Za-z0-9-]+)")


def unfolded_lines(data):
    if data.startswith(b"\xef\xbb\xbf"):
        data = data[3:]
    text = data.decode("utf-8", errors="replace")
    lines = []
    for raw in re.split(r"\r\n|\n|\r", text):
        if raw[:1] in (" ", "\t") and lines:
            lines[-1] += raw[1:]
        else:
            lines.append(raw)
    return lines


def count(data):
    components = 0
    rules = 0
    stack = []
    for line in unfolded_lines(data):
        m = NAME_RE.match(line)
        if not m:
            continue
        name = m.group(1).upper()
        rest = line[m.end():]
        if name in ("BEGIN", "END"):
            if not rest.startswith(":"):
                continue
            kind = rest[1:].strip().upper()
            if name == "BEGIN":
                stack.append(kind)
                if kind in COUNTED:
                    components += 1
            else:
                # Pop back to the matching BEGIN; ignore a stray END.
                if kind in stack:
                    while stack and stack.pop() != kind:
                        pass
        elif name == "RRULE" and rest[:1] in (":", ";"):
            if stack and stack[-1] in COUNTED:
                rules += 1
    return components, rules


def expand_paths(args):
    for arg in args:
        if os.path.isdir(arg):
            for entry in sorted(os.listdir(arg)):
                path = os.path.join(arg, entry)
                if entry.lower().endswith(".ics") and os.path.isfile(path):
                    yield path
        else:
            yield arg


def main(argv):
    if len(argv) < 2:
        sys.stderr.write("usage: count_rules.py PATH...\n")
        return 2
    status = 0
    for path in expand_paths(argv[1:]):
        try:
            with open(path, "rb") as f:
                data = f.read()
        except OSError as exc:
            sys.stderr.write("count_rules.py: %s: %s\n" % (path, exc.strerror))
            status = 1
            continue
        components, rules = count(data)
        print("%s %d %d" % (path, components, rules))
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv))
