#!/usr/bin/env bash
# Benchmark `weekdays occurrences FEED --from D --to D` (one month) against
# recurring-ical-events on the same feeds and window. See Benchmarks/README.md.
#
#   Benchmarks/run_occurrences.sh [--sizes "10000 100000"] [--from D] [--to D]
#                                 [--seed S] [--repeat R] [--work DIR] [--perf] [--strict]
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")

SIZES="10000 100000"
FROM=20260601
TO=20260701
SEED=1
REPEAT=3
PERF=0
STRICT=0
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/weekdays-bench}
WEEKDAYS=${WEEKDAYS_BIN:-$ROOT/.build/release/weekdays}
PYTHON=${PYTHON:-python3}

usage() {
    cat <<EOF
usage: Benchmarks/run_occurrences.sh [options]

Generates feeds of each size (cached, the same feeds as run.sh), asks weekdays and
recurring-ical-events for every occurrence in the window, each under /usr/bin/time -v,
checks that both give the same (uid, start) pairs, and prints a Markdown table with
the target checks.

  --sizes "N ..."    feed sizes in events (default: "$SIZES")
  --from D, --to D   the window, DATE values read in UTC (default: $FROM to $TO)
  --seed S           feed seed (default: $SEED)
  --repeat R         weekdays runs per size, fastest kept (default: $REPEAT; the
                     Python peer runs once: it takes minutes at 100k events)
  --work DIR         feeds and outputs (default: $WORK)
  --perf             also record weekdays at the largest size with perf and print
                     its top functions
  --strict           exit 1 when a target check fails
  -h, --help         this text

Environment: WEEKDAYS_BIN (default .build/release/weekdays), PYTHON, BENCH_WORK.
Exit status: 0 when every run succeeded and both agree, 1 otherwise.
EOF
}

die() { echo "run_occurrences.sh: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case $1 in
        --perf) PERF=1 ;;
        --strict) STRICT=1 ;;
        --sizes) [ $# -ge 2 ] || die "--sizes needs a value"; SIZES=$2; shift ;;
        --from) [ $# -ge 2 ] || die "--from needs a value"; FROM=$2; shift ;;
        --to) [ $# -ge 2 ] || die "--to needs a value"; TO=$2; shift ;;
        --seed) [ $# -ge 2 ] || die "--seed needs a value"; SEED=$2; shift ;;
        --repeat) [ $# -ge 2 ] || die "--repeat needs a value"; REPEAT=$2; shift ;;
        --work) [ $# -ge 2 ] || die "--work needs a value"; WORK=$2; shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
    shift
done
for n in $SIZES; do
    [[ $n =~ ^[1-9][0-9]*$ ]] || die "not a size: $n"
done
[[ $FROM =~ ^[0-9]{8}$ ]] || die "not a DATE: $FROM"
[[ $TO =~ ^[0-9]{8}$ ]] || die "not a DATE: $TO"
[[ $SEED =~ ^[0-9]+$ ]] || die "not a seed: $SEED"
[[ $REPEAT =~ ^[1-9][0-9]*$ ]] || die "not a repeat count: $REPEAT"

# shellcheck source=Benchmarks/common.sh
source "$HERE/common.sh"

# ---------------------------------------------------------------------------
# Tools

install_common_tools
if ! "$PYTHON" -c 'import recurring_ical_events' 2>/dev/null; then
    say "installing recurring-ical-events"
    pip_install recurring-ical-events
fi
if [ ! -x "$WEEKDAYS" ]; then
    if ! pkg-config --exists libical 2>/dev/null; then
        say "installing libical-dev"
        apt_install libical-dev pkg-config
    fi
    say "building weekdays (swift build -c release --static-swift-stdlib)"
    (cd "$ROOT" && swift build -c release --static-swift-stdlib --product weekdays)
    [ -x "$WEEKDAYS" ] || die "no binary at $WEEKDAYS after the build"
fi
if [ $PERF -eq 1 ] && ! command -v perf >/dev/null; then
    die "--perf needs perf (linux-perf)"
fi
PEER_VERSION=$("$PYTHON" -c 'import importlib.metadata as m; print(m.version("recurring-ical-events"))')

# ---------------------------------------------------------------------------
# Feeds, shared with run.sh: cached by size, seed and generator version

mkdir -p "$WORK/feeds"
GEN_ID=$(sha1sum "$HERE/generate_feed.py" | cut -c1-10)
feed_for() {
    local n=$1 feed=$WORK/feeds/feed-$1-seed$SEED-$GEN_ID.ics
    if [ ! -s "$feed" ]; then
        say "generating $n events"
        "$PYTHON" "$HERE/generate_feed.py" "$n" "$feed.part" --seed "$SEED"
        mv "$feed.part" "$feed"
    fi
    echo "$feed"
}

# ---------------------------------------------------------------------------
# Measuring

RUN_ID=$(date +%Y%m%d-%H%M%S)
RESULTS=$WORK/occurrences-results-$RUN_ID.tsv
printf 'size\ttool\twall_s\tcpu_s\trss_kb\tstatus\toccurrences\tmismatches\texplained\truns\n' > "$RESULTS"
FAILED=0

# measure SIZE TOOL RUNS OK_CODES OUT -- COMMAND...
# Runs COMMAND RUNS times with stdout to OUT; keeps the fastest wall time (and the CPU
# time, user + system, of that run) and the highest peak RSS. Sets LAST_STATUS,
# LAST_WALL, LAST_CPU, LAST_RSS.
measure() {
    local size=$1 tool=$2 runs=$3 ok_codes=$4 out=$5; shift 6
    local err=$OUT_DIR/$tool.err tf=$OUT_DIR/$tool.time
    local i start end rc wall cpu rss
    LAST_STATUS=ok LAST_WALL="" LAST_CPU=0 LAST_RSS=0
    for ((i = 1; i <= runs; i++)); do
        start=$EPOCHREALTIME
        rc=0
        /usr/bin/time -v -o "$tf" "$@" > "$out" 2> "$err" || rc=$?
        end=$EPOCHREALTIME
        if [[ " $ok_codes " != *" $rc "* ]]; then
            LAST_STATUS="exit $rc"
            echo "run_occurrences.sh: $tool on $size events exited $rc; its stderr:" >&2
            tail -n 5 "$err" >&2
            return 0
        fi
        wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')
        rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$tf")
        cpu=$(awk -F': ' '/User time|System time/ { sum += $2 } END { printf "%.3f", sum }' "$tf")
        if [ -z "$LAST_WALL" ] || awk -v a="$wall" -v b="$LAST_WALL" 'BEGIN { exit !(a < b) }'
        then LAST_WALL=$wall LAST_CPU=$cpu; fi
        if [ "${rss:-0}" -gt "$LAST_RSS" ]; then LAST_RSS=$rss; fi
    done
    say "$(printf '%-9s %7d events  %8.3f s (CPU %.3f s)  %7.1f MiB  (%s)' "$tool" "$size" "$LAST_WALL" \
        "$LAST_CPU" "$(awk -v k="$LAST_RSS" 'BEGIN { print k / 1024 }')" "$(tail -n 1 "$err")")"
}

record() { # SIZE TOOL OCCURRENCES MISMATCHES EXPLAINED RUNS
    local wall=${LAST_WALL:-0}
    [ "$LAST_STATUS" = ok ] || { wall=0; FAILED=1; }
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$wall" "$LAST_CPU" "$LAST_RSS" \
        "$LAST_STATUS" "$3" "$4" "$5" "$6" >> "$RESULTS"
}

for size in $SIZES; do
    feed=$(feed_for "$size")
    OUT_DIR=$WORK/runs/occurrences-$RUN_ID/$size
    mkdir -p "$OUT_DIR"

    # Exit 1 means "ran and found problems": the feeds hold a few rules weekdays cannot read.
    measure "$size" weekdays "$REPEAT" "0 1" "$OUT_DIR/weekdays.jsonl" -- \
        "$WEEKDAYS" occurrences "$feed" --from "$FROM" --to "$TO" --tz UTC --format jsonl
    W_STATUS=$LAST_STATUS W_WALL=$LAST_WALL W_CPU=$LAST_CPU W_RSS=$LAST_RSS
    w_count=$(wc -l < "$OUT_DIR/weekdays.jsonl" | tr -d ' ')

    measure "$size" python 1 "0" "$OUT_DIR/python.tsv" -- \
        "$PYTHON" "$HERE/peer_python/occurrences.py" "$feed" "$FROM" "$TO"
    P_STATUS=$LAST_STATUS
    p_count=$(wc -l < "$OUT_DIR/python.tsv" | tr -d ' ')

    mismatches="" explained=""
    if [ "$W_STATUS" = ok ] && [ "$P_STATUS" = ok ]; then
        rc=0
        "$PYTHON" "$HERE/compare_occurrences.py" "$OUT_DIR/weekdays.jsonl" "$OUT_DIR/weekdays.err" \
            "$OUT_DIR/python.tsv" --record "$OUT_DIR/compare.tsv" || rc=$?
        if [ $rc -le 1 ]; then
            mismatches=$(tail -n 1 "$OUT_DIR/compare.tsv" | cut -f2)
            explained=$(tail -n 1 "$OUT_DIR/compare.tsv" | cut -f3)
        else
            mismatches=error
        fi
        [ "$mismatches" = 0 ] || FAILED=1
    fi
    record "$size" python "$p_count" "" "" 1
    LAST_STATUS=$W_STATUS LAST_WALL=$W_WALL LAST_CPU=$W_CPU LAST_RSS=$W_RSS
    record "$size" weekdays "$w_count" "$mismatches" "$explained" "$REPEAT"
done

echo
echo "Feeds: seed $SEED, generator $GEN_ID; window $FROM to $TO (UTC); recurring-ical-events" \
    "$PEER_VERSION; $(nproc) CPUs, load $(cut -d' ' -f1-3 /proc/loadavg); $(uname -sm)."
echo
report_rc=0
strict=()
[ $STRICT -eq 1 ] && strict=(--strict)
"$PYTHON" "$HERE/occurrences_report.py" "$RESULTS" "${strict[@]}" \
    | tee "$WORK/last-occurrences-report.md" || report_rc=$?

if [ $PERF -eq 1 ]; then
    largest=$(echo "$SIZES" | tr ' ' '\n' | sort -n | tail -n 1)
    feed=$(feed_for "$largest")
    data=$WORK/runs/occurrences-$RUN_ID/perf.data
    say "perf record: weekdays occurrences on $largest events"
    perf record -F 999 -g -o "$data" -- "$WEEKDAYS" occurrences "$feed" --from "$FROM" --to "$TO" \
        --tz UTC --format jsonl > /dev/null 2>&1 || true
    echo
    echo "Top functions (self time) of weekdays occurrences on $largest events:"
    echo
    echo '```'
    perf report -i "$data" --no-children --sort symbol --percent-limit 1 --stdio 2>/dev/null \
        | grep -E '^ +[0-9]' | sed -E 's/ +/ /g; s/( -)+ *$//' | cut -c1-120
    echo '```'
fi

echo
echo "Results: $RESULTS; outputs: $WORK/runs/occurrences-$RUN_ID" >&2
if [ $FAILED -ne 0 ]; then
    echo "run_occurrences.sh: some runs failed or the two disagree (see above)" >&2
    exit 1
fi
exit $report_rc
