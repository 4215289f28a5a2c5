#!/usr/bin/env python3
"""Write Fixtures/not-calendar.ics: 4096 bytes of deterministic binary noise.

The bytes come from SHA-256 in counter mode over a fixed seed, so every run and
every Python version writes the same file. It holds NUL bytes, invalid UTF-8 and
stray CR/LF bytes, and no iCalendar structure at all.

Usage: python3 Tests/Oracle/make_not_calendar.py [OUTPUT]
"""

import hashlib
import sys

SEED = b"weekdays fixture: not a calendar"
SIZE = 4096


def noise(size):
    out = bytearray()
    counter = 0
    while len(out) < size:
        out += hashlib.sha256(SEED + counter.to_bytes(8, "big")).digest()
        counter += 1
    return bytes(out[:size])


def main():
    path = sys.argv[1] if len(sys.argv) > 1 else "Fixtures/not-calendar.ics"
    data = noise(SIZE)
    with open(path, "wb") as f:
        f.write(data)
    print("%s: %d bytes, sha256 %s" % (path, len(data), hashlib.sha256(data).hexdigest()))


if __name__ == "__main__":
    main()
