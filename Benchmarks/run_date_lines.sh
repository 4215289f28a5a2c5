#!/usr/bin/env bash
# Benchmark reading one series with N separate EXDATE lines, and one with N separate RDATE
# lines, as N doubles: each doubling should take about twice as long. Python's icalendar
# reads the same files beside it. See Benchmarks/README.md ("Many EXDATE and RDATE lines").
#
#   Benchmarks/run_date_lines.sh [--sizes "2000 4000 ..."] [--repeat R] [--work DIR]
#                                [--scratch-path DIR] [--no-peer] [--strict]
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")

SIZES="2000 4000 8000 16000 32000 64000"
REPEAT=3
PEER=1
STRICT=0
# The most a doubling may take with --strict: linear reading gives about 2x, the quadratic
# reading it replaced 3.5x to 4x.
LIMIT=2.8
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/weekdays-bench}
SCRATCH=""
WEEKDAYS=${WEEKDAYS_BIN:-}
PYTHON=${PYTHON:-python3}

usage() {
    cat <<EOF
usage: Benchmarks/run_date_lines.sh [options]

Writes two calendars for each N (cached), each one series from DTSTART:20260101T000000Z:

  exdate  RRULE:FREQ=MINUTELY and N lines EXDATE:..., one a minute from 00:01
  rdate   RRULE:FREQ=DAILY and N lines RDATE:..., one a minute from 00:00:30 (half a
          minute off the rule, so none repeats an instance)

and times on each, fastest of R runs:

  occurrences  weekdays occurrences FILE --from 20260101 --to 20260201 --tz UTC --format jsonl
  validate     weekdays validate FILE
  convert      weekdays convert FILE --to jsonl
  icalendar    Python's icalendar reading the file (peer_python/import.py)

It checks the number of occurrences each gives and that validate finds nothing, and
prints a Markdown table per calendar: seconds for each N and the ratio to the N before.

  --sizes "N ..."    the values of N, each double the one before (default: "$SIZES")
  --repeat R         runs per command and N, fastest kept (default: $REPEAT)
  --work DIR         calendars and outputs (default: $WORK)
  --scratch-path DIR swift build's scratch path (default: the package's .build)
  --no-peer          leave out the Python peer
  --strict           exit 1 when a weekdays command takes more than ${LIMIT}x for the last doubling
  -h, --help         this text

Environment: WEEKDAYS_BIN (a built weekdays to use instead of building this checkout's),
PYTHON, BENCH_WORK.
Exit status: 0 when every run succeeded with the expected answers, 1 otherwise.
EOF
}

die() { echo "run_date_lines.sh: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case $1 in
        --no-peer) PEER=0 ;;
        --strict) STRICT=1 ;;
        --sizes) [ $# -ge 2 ] || die "--sizes needs a value"; SIZES=$2; shift ;;
        --repeat) [ $# -ge 2 ] || die "--repeat needs a value"; REPEAT=$2; shift ;;
        --work) [ $# -ge 2 ] || die "--work needs a value"; WORK=$2; shift ;;
        --scratch-path) [ $# -ge 2 ] || die "--scratch-path needs a value"; SCRATCH=$2; shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
    shift
done
for n in $SIZES; do
    # A year of minutes: the dates are written from a table of 2026's months.
    [[ $n =~ ^[1-9][0-9]*$ ]] && [ "$n" -le 525000 ] || die "not a size from 1 to 525000: $n"
done
[[ $REPEAT =~ ^[1-9][0-9]*$ ]] || die "not a repeat count: $REPEAT"

# shellcheck source=Benchmarks/common.sh
source "$HERE/common.sh"

# ---------------------------------------------------------------------------
# Tools

install_common_tools
if [ $PEER -eq 1 ] && ! "$PYTHON" -c 'import icalendar, dateutil' 2>/dev/null; then
    say "installing the Python peer's packages"
    pip_install -r "$HERE/requirements.txt"
fi
if [ -z "$WEEKDAYS" ]; then
    # Always asked for: an up-to-date build takes seconds, and a stale binary would time
    # the reading of some earlier checkout (the quadratic one, say).
    scratch=()
    [ -z "$SCRATCH" ] || scratch=(--scratch-path "$SCRATCH")
    say "building weekdays (swift build -c release)"
    (cd "$ROOT" && swift build -c release "${scratch[@]}" --product weekdays >&2)
    WEEKDAYS=$(cd "$ROOT" && swift build -c release "${scratch[@]}" --show-bin-path)/weekdays
fi
[ -x "$WEEKDAYS" ] || die "no binary at $WEEKDAYS"

# ---------------------------------------------------------------------------
# Calendars, cached by kind and N

mkdir -p "$WORK/date-lines"
GEN_ID=$(sed -n '/^write_calendar()/,/^}/p' "${BASH_SOURCE[0]}" | sha1sum | cut -c1-10)

# write_calendar KIND N OUT: one series with N separate KIND lines (see usage).
write_calendar() {
    awk -v kind="$1" -v n="$2" 'BEGIN {
        split("31 28 31 30 31 30 31 31 30 31 30 31", days, " ")
        printf "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//weekdays//date lines benchmark//EN\r\n"
        printf "BEGIN:VEVENT\r\nUID:%s-%d@bench.example\r\nDTSTAMP:20260101T000000Z\r\n", kind, n
        printf "DTSTART:20260101T000000Z\r\nSUMMARY:%s lines\r\n", kind
        if (kind == "exdate") printf "RRULE:FREQ=MINUTELY\r\n"; else printf "RRULE:FREQ=DAILY\r\n"
        name = kind == "exdate" ? "EXDATE" : "RDATE"
        seconds = kind == "exdate" ? "00" : "30"
        for (k = 0; k < n; k++) {
            minute = kind == "exdate" ? k + 1 : k
            day = int(minute / 1440); month = 1
            while (day >= days[month]) { day -= days[month]; month++ }
            printf "%s:2026%02d%02dT%02d%02d%sZ\r\n", name, month, day + 1, int(minute % 1440 / 60), minute % 60, seconds
        }
        printf "END:VEVENT\r\nEND:VCALENDAR\r\n"
    }'
}

calendar_for() {
    local file=$WORK/date-lines/$1-$2-$GEN_ID.ics
    if [ ! -s "$file" ]; then
        write_calendar "$1" "$2" > "$file.part"
        mv "$file.part" "$file"
    fi
    echo "$file"
}

# The occurrences from 20260101 to 20260201 (44,640 minutes): every minute but the
# excluded ones, or every day and the RDATEs in the month.
expected_occurrences() {
    local window=44640
    if [ "$1" = exdate ]; then echo $((window - ($2 < window - 1 ? $2 : window - 1)))
    else echo $((31 + ($2 < window ? $2 : window))); fi
}

# ---------------------------------------------------------------------------
# Measuring

RUN_ID=$(date +%Y%m%d-%H%M%S)
OUT_DIR=$WORK/date-lines/runs/$RUN_ID
mkdir -p "$OUT_DIR"
RESULTS=$OUT_DIR/results.tsv
printf 'kind\tn\tcommand\tbest_s\trss_kb\tstatus\n' > "$RESULTS"
FAILED=0

# measure KIND N COMMAND OK_CODES OUT -- PROGRAM...: the fastest wall time of $REPEAT runs
# (the Python peer runs once from 16,000 lines: it takes seconds there) and the highest
# peak RSS, kept in $RESULTS.
measure() {
    local kind=$1 n=$2 command=$3 ok_codes=$4 out=$5; shift 6
    local err=$OUT_DIR/$kind-$n-$command.err tf=$OUT_DIR/time
    local runs=$REPEAT i start end rc wall rss best="" peak=0 status=ok
    [ "$command" != icalendar ] || [ "$n" -lt 16000 ] || runs=1
    for ((i = 1; i <= runs; i++)); do
        rc=0
        start=$EPOCHREALTIME
        /usr/bin/time -v -o "$tf" "$@" > "$out" 2> "$err" || rc=$?
        end=$EPOCHREALTIME
        if [[ " $ok_codes " != *" $rc "* ]]; then
            status="exit $rc"
            echo "run_date_lines.sh: $command on $n $kind lines exited $rc; its stderr:" >&2
            tail -n 5 "$err" >&2
            FAILED=1
            break
        fi
        wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')
        rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$tf")
        if [ -z "$best" ] || awk -v a="$wall" -v b="$best" 'BEGIN { exit !(a < b) }'; then best=$wall; fi
        if [ "${rss:-0}" -gt "$peak" ]; then peak=$rss; fi
    done
    say "$(printf '%-6s %6d lines  %-11s %8s s  %7.1f MiB  %s' "$kind" "$n" "$command" "${best:--}" \
        "$(awk -v k="$peak" 'BEGIN { print k / 1024 }')" "$status")"
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$kind" "$n" "$command" "${best:-0}" "$peak" "$status" >> "$RESULTS"
}

# check WHAT EXPECTED FOUND: a wrong answer fails the run.
check() {
    [ "$2" = "$3" ] && return 0
    echo "run_date_lines.sh: $1: expected $2, found $3" >&2
    FAILED=1
}

say "sizes $SIZES; fastest of $REPEAT runs; $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg)"
for kind in exdate rdate; do
    for n in $SIZES; do
        file=$(calendar_for "$kind" "$n")
        out=$OUT_DIR/$kind-$n
        measure "$kind" "$n" occurrences "0" "$out.occurrences.jsonl" -- \
            "$WEEKDAYS" occurrences "$file" --from 20260101 --to 20260201 --tz UTC --format jsonl
        check "occurrences of $n $kind lines" "$(expected_occurrences "$kind" "$n")" \
            "$(wc -l < "$out.occurrences.jsonl" | tr -d ' ')"
        # Every EXDATE names an instance and no RDATE repeats one: nothing to find.
        measure "$kind" "$n" validate "0" "$out.validate.txt" -- "$WEEKDAYS" validate "$file"
        measure "$kind" "$n" convert "0" "$out.convert.jsonl" -- "$WEEKDAYS" convert "$file" --to jsonl
        check "records converted from $n $kind lines" 1 "$(wc -l < "$out.convert.jsonl" | tr -d ' ')"
        if [ $PEER -eq 1 ]; then
            measure "$kind" "$n" icalendar "0" "$out.icalendar.jsonl" -- \
                "$PYTHON" "$HERE/peer_python/import.py" "$file"
            check "records icalendar read from $n $kind lines" 1 "$(wc -l < "$out.icalendar.jsonl" | tr -d ' ')"
        fi
    done
done

# The report: for each calendar, seconds for each N with the ratio to the N before.
PEER_VERSION=$([ $PEER -eq 0 ] || "$PYTHON" -c 'import importlib.metadata as m; print(m.version("icalendar"))')
echo
echo "One series from DTSTART:20260101T000000Z; fastest of $REPEAT runs (icalendar $PEER_VERSION" \
    "once from 16,000 lines); $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg); $(uname -sm)."
report_rc=0
awk -F'\t' -v peer="$PEER" -v limit="$LIMIT" -v strict="$STRICT" '
function commas(x,    s, out) {
    s = sprintf("%.0f", x); out = ""
    while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }
    return s out
}
NR == 1 { next }
{
    if (!(($1, $2) in seenSize)) { seenSize[$1, $2] = 1; sizes[$1, ++count[$1]] = $2 }
    seconds[$1, $2, $3] = $4; status[$1, $2, $3] = $6
}
END {
    split("occurrences validate convert icalendar", commands, " ")
    label["occurrences"] = "occurrences"; label["validate"] = "validate"; label["convert"] = "convert"
    label["icalendar"] = "icalendar (Python)"
    title["exdate"] = "N `EXDATE:` lines, `RRULE:FREQ=MINUTELY`"
    title["rdate"] = "N `RDATE:` lines, `RRULE:FREQ=DAILY`"
    shown = peer ? 4 : 3
    failed = 0
    for (k = 1; k <= 2; k++) {
        kind = k == 1 ? "exdate" : "rdate"
        if (!count[kind]) continue
        printf "\n%s: seconds (ratio to the N before)\n\n| N |", title[kind]
        for (c = 1; c <= shown; c++) printf " %s |", label[commands[c]]
        printf "\n|---:|"
        for (c = 1; c <= shown; c++) printf "---:|"
        printf "\n"
        for (i = 1; i <= count[kind]; i++) {
            n = sizes[kind, i]
            printf "| %s |", commas(n)
            for (c = 1; c <= shown; c++) {
                command = commands[c]
                if (status[kind, n, command] != "ok") { printf " %s |", status[kind, n, command]; continue }
                cell = sprintf("%.3f", seconds[kind, n, command])
                if (i > 1 && seconds[kind, sizes[kind, i - 1], command] > 0) {
                    ratio = seconds[kind, n, command] / seconds[kind, sizes[kind, i - 1], command]
                    cell = cell sprintf(" (%.2fx)", ratio)
                    if (i == count[kind] && c <= 3 && ratio > limit) {
                        printf "run_date_lines.sh: %s on %s lines took %.2fx the time of the N before\n", \
                            command, kind, ratio > "/dev/stderr"
                        if (strict) failed = 3
                    }
                }
                printf " %s |", cell
            }
            printf "\n"
        }
    }
    exit failed
}' "$RESULTS" | tee "$OUT_DIR/report.md" || report_rc=${PIPESTATUS[0]}

echo
echo "Results: $RESULTS; outputs: $OUT_DIR" >&2
if [ $FAILED -ne 0 ]; then
    echo "run_date_lines.sh: some runs failed or gave a wrong answer (see above)" >&2
    exit 1
fi
[ "$report_rc" -eq 0 ] || exit 1
exit 0
