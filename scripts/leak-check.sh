#!/usr/bin/env bash
# `make leak-check`: runs `show`, `expand`, `validate`, `convert` (both ways) and `occurrences` over the
# Fixtures under valgrind and fails when any run has "definitely lost" bytes.
#
#   LEAK_BUILD=/tmp/leakbuild LEAK_CONFIG=release scripts/leak-check.sh
#
# Builds with its own scratch path, never the package's .build. Installs valgrind with
# apt-get when it is missing. "Possibly lost" and "still reachable" blocks are listed in
# the logs but not counted: they are the Swift runtime's and Foundation's caches, which
# live as long as the process.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
build="${LEAK_BUILD:-/tmp/leakbuild}"
config="${LEAK_CONFIG:-release}"
swift="${SWIFT:-swift}"

if ! command -v valgrind >/dev/null 2>&1; then
    echo "leak-check: installing valgrind" >&2
    sudo=""
    [ "$(id -u)" = 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq valgrind >/dev/null
fi

"$swift" build -c "$config" --scratch-path "$build" --product weekdays
bin="$("$swift" build -c "$config" --scratch-path "$build" --show-bin-path)/weekdays"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
logs="$build/leak-check"
rm -rf "$logs"
mkdir -p "$logs"

failed=0
check() {
    local name=$1
    shift
    local code=0
    valgrind --leak-check=full --show-leak-kinds=definite --errors-for-leak-kinds=definite \
        --suppressions=scripts/valgrind.supp \
        --log-file="$logs/$name.log" "$bin" "$@" >"$work/$name.out" 2>"$work/$name.err" || code=$?
    local lost errors
    lost=$(grep -Eo 'definitely lost: [0-9,]+ bytes' "$logs/$name.log" | grep -Eo '[0-9,]+' | tr -d , || true)
    errors=$(grep -Eo 'ERROR SUMMARY: [0-9,]+' "$logs/$name.log" | grep -Eo '[0-9,]+$' | tr -d , || true)
    # No leak summary at all means valgrind found no heap blocks lost.
    lost=${lost:-0}
    echo "leak-check: weekdays $* (exit $code): definitely lost $lost bytes, $errors errors" >&2
    if [ "$lost" != 0 ] || [ "${errors:-0}" != 0 ]; then failed=1; fi
}

check show show 'FREQ=MONTHLY;BYDAY=1MO;COUNT=10' --dtstart 20261130T073000 --locale en_US
# English is built in; other languages are read from the phrasebooks compiled into the binary.
check show-de show 'FREQ=DAILY;UNTIL=20260131' --dtstart 20260105 --locale de_DE
check show-json show 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;UNTIL=20271231T235959Z' \
    --dtstart 20261201T090000Z --tz Europe/Berlin --format json
check expand expand 'FREQ=WEEKLY;BYDAY=MO,WE,FR' --dtstart 20261130T073000 --tz Europe/Berlin --count 200
check expand-never expand 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30' --dtstart 20261130T073000
check validate validate Fixtures --jobs 1
check validate-jobs validate Fixtures --jobs 2 --format json
# Standard input and a FIFO give their bytes once: they are kept in a temporary file for
# the second reading.
check validate-input validate - --jobs 2 <Fixtures/occurrences.ics
mkfifo "$work/feed.fifo"
# timeout: a run that never opens the FIFO must not leave the writer waiting forever.
timeout 120 sh -c 'cat Fixtures/google.ics >"$1"' sh "$work/feed.fifo" &
writer=$!
check convert-fifo convert "$work/feed.fifo" --jobs 1
wait "$writer" || { echo "leak-check: convert did not read the FIFO to its end" >&2; failed=1; }
# Every calendar fixture but the one that is not iCalendar: a run with an input it cannot
# read writes no -o file, and the export below reads this one.
calendars=()
for file in Fixtures/*.ics; do [ "$file" = Fixtures/not-calendar.ics ] || calendars+=("$file"); done
check convert convert "${calendars[@]}" --jobs 2 -o "$work/fixtures.jsonl"
check convert-csv convert "${calendars[@]}" --to csv --jobs 1 -o "$work/fixtures.csv"
[ -s "$work/fixtures.jsonl" ] || { echo "leak-check: convert wrote no records for the export to read" >&2; failed=1; }
check export convert --from jsonl "$work/fixtures.jsonl" --to ics -o "$work/fixtures.ics"
check occurrences occurrences Fixtures --from 20260101 --to 20260501 --tz Europe/Madrid --format jsonl
# Every kind of change, each component read, changed, copied and written by libical; and a
# refused one.
check edit edit Fixtures/google.ics --uid 0r7t5y3u1i9o8p6a4s2d0f7g5h@google.com --exclude 20260210 \
    --cancel 20260212 --move 20260217 --to 20260217T130000 --title Late --from 20260302 --days mon,wed \
    -o "$work/edited.ics"
check edit-refused edit Fixtures/google.ics --uid 0r7t5y3u1i9o8p6a4s2d0f7g5h@google.com --exclude 20260211
if [ "$failed" = 0 ]; then
    echo "leak-check: no definitely lost bytes (logs in $logs)" >&2
else
    echo "leak-check: leaks or memory errors found (logs in $logs)" >&2
fi
exit "$failed"
