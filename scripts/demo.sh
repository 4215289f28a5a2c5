#!/usr/bin/env bash
# Runs weekdays on the bundled Fixtures: picker rows for some of their rules.
set -uo pipefail
bin=${1:-.build/release/weekdays}
cd "$(dirname "$0")/.."

show() {
    printf '\n$ weekdays show %q %s\n' "$1" "${*:2}"
    "$bin" show "$@"
}

echo "Picker rows for rules from Fixtures/alarm.ics:"
grep -h '^RRULE:' Fixtures/alarm.ics 2>/dev/null | tr -d '\r' | sed 's/^RRULE://' | sort -u | head -6 |
    while IFS= read -r rule; do show "$rule" --locale en_US; done

show 'FREQ=MONTHLY;BYDAY=1MO;COUNT=10' --locale es_ES
printf '\n$ weekdays rule mon,wed,fri --locale en_GB\n'
"$bin" rule mon,wed,fri --locale en_GB
printf '\n$ weekdays expand FREQ=WEEKLY;BYDAY=TU,TH --dtstart 20261201T090000 --count 4\n'
"$bin" expand 'FREQ=WEEKLY;BYDAY=TU,TH' --dtstart 20261201T090000 --count 4

printf '\n$ weekdays validate Fixtures/\n'
"$bin" validate Fixtures/
echo "(exit status $?: the broken fixtures are broken on purpose)"

printf '\n$ weekdays convert Fixtures/alarm.ics --to jsonl\n'
"$bin" convert Fixtures/alarm.ics --to jsonl

printf '\n$ weekdays occurrences Fixtures/google.ics --from 20260126 --to 20260131 --tz America/Los_Angeles\n'
"$bin" occurrences Fixtures/google.ics --from 20260126 --to 20260131 --tz America/Los_Angeles
exit 0
