#!/usr/bin/env python3
"""Write the fuzzers' seed corpora from the package's own examples.

    Fuzz/seed.py OUT

OUT/rules gets one file per distinct RRULE value: those of Fixtures/*.ics (unfolded) and
of Tests/Oracle/rfc5545-examples.json. OUT/calendars gets a copy of every Fixtures/*.ics.
Both also get the regression inputs of Tests/FuzzRegressions, so fuzzing starts from the
finds of earlier runs.
"""

import hashlib
import json
import pathlib
import shutil
import sys

ROOT = pathlib.Path(__file__).resolve().parent.parent


def unfolded_lines(data):
    text = data.decode("utf-8", errors="replace").replace("\r\n", "\n")
    lines = []
    for line in text.split("\n"):
        if line[:1] in (" ", "\t") and lines:
            lines[-1] += line[1:]
        else:
            lines.append(line)
    return lines


def write(folder, data):
    name = hashlib.sha1(data).hexdigest()
    (folder / name).write_bytes(data)


def main():
    out = pathlib.Path(sys.argv[1])
    rules = out / "rules"
    calendars = out / "calendars"
    for folder in (rules, calendars):
        folder.mkdir(parents=True, exist_ok=True)
    seen = set()
    for path in sorted((ROOT / "Fixtures").glob("*.ics")):
        data = path.read_bytes()
        write(calendars, data)
        for line in unfolded_lines(data):
            name, _, value = line.partition(":")
            if name.split(";")[0].upper() == "RRULE":
                seen.add(value.strip())
    examples = json.loads((ROOT / "Tests/Oracle/rfc5545-examples.json").read_text())
    for example in examples:
        seen.add(example["rule"])
    for rule in sorted(seen):
        write(rules, rule.encode())
    for kind in ("rules", "calendars"):
        for path in sorted((ROOT / "Tests/FuzzRegressions" / kind).glob("*")):
            if path.is_file() and not path.name.startswith("."):
                shutil.copyfile(path, out / kind / path.name)
    print(f"fuzz: {len(seen)} rules, {len(list(calendars.iterdir()))} calendars in {out}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
