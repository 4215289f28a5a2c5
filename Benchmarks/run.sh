#!/usr/bin/env bash
# Benchmark `weekdays convert FEED --to jsonl` against a C peer on libical and a
# Python peer on icalendar + python-dateutil, and `weekdays validate FEED` beside
# it. See Benchmarks/README.md.
#
#   Benchmarks/run.sh [--quick] [--peers-only] [--sizes "1000 10000 100000"]
#                     [--seed S] [--repeat R] [--work DIR] [--strict]
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")

SIZES="1000 10000 100000"
SEED=1
REPEAT=3
QUICK=0
PEERS_ONLY=0
STRICT=0
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/weekdays-bench}
WEEKDAYS=${WEEKDAYS_BIN:-$ROOT/.build/release/weekdays}
PYTHON=${PYTHON:-python3}

usage() {
    cat <<EOF
usage: Benchmarks/run.sh [options]

Generates feeds of each size (cached), runs every tool on them under
/usr/bin/time -v, checks that all agree with the C peer on (uid, selection),
and prints a Markdown table with the target checks.

  --quick            skip the Python peer at 100k events and more
  --peers-only       run only the C and Python peers (no Swift build needed)
  --sizes "N ..."    feed sizes in events (default: "$SIZES")
  --seed S           feed seed (default: $SEED)
  --repeat R         runs per tool and size, fastest kept (default: $REPEAT;
                     the Python peer runs once at 100k events
                     and more)
  --work DIR         feeds, binaries and outputs (default: $WORK)
  --strict           exit 1 when a target check fails at the largest size
  -h, --help         this text

Environment: WEEKDAYS_BIN (default .build/release/weekdays), PYTHON, BENCH_WORK.
Exit status: 0 when every run succeeded and all outputs agree, 1 otherwise.
EOF
}

die() { echo "run.sh: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case $1 in
        --quick) QUICK=1 ;;
        --peers-only) PEERS_ONLY=1 ;;
        --strict) STRICT=1 ;;
        --sizes) [ $# -ge 2 ] || die "--sizes needs a value"; SIZES=$2; shift ;;
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
[[ $SEED =~ ^[0-9]+$ ]] || die "not a seed: $SEED"
[[ $REPEAT =~ ^[1-9][0-9]*$ ]] || die "not a repeat count: $REPEAT"

# shellcheck source=Benchmarks/common.sh
source "$HERE/common.sh"

# ---------------------------------------------------------------------------
# Tools

install_common_tools
if ! "$PYTHON" -c 'import icalendar, dateutil' 2>/dev/null; then
    say "installing the Python peer's packages"
    pip_install -r "$HERE/requirements.txt"
fi

mkdir -p "$WORK/bin" "$WORK/feeds"
PEER_C=$WORK/bin/peer_c
if [ ! -x "$PEER_C" ] || [ "$HERE/peer_c/import.c" -nt "$PEER_C" ]; then
    say "building the C peer"
    # shellcheck disable=SC2046  # pkg-config output is meant to split
    cc -O2 -o "$PEER_C" "$HERE/peer_c/import.c" $(pkg-config --cflags --libs libical)
fi

if [ $PEERS_ONLY -eq 0 ] && [ ! -x "$WEEKDAYS" ]; then
    say "building weekdays (swift build -c release --static-swift-stdlib)"
    (cd "$ROOT" && swift build -c release --static-swift-stdlib)
    [ -x "$WEEKDAYS" ] || die "no binary at $WEEKDAYS after the build"
fi

# ---------------------------------------------------------------------------
# Feeds, cached by size, seed and generator version

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
RESULTS=$WORK/results-$RUN_ID.tsv
printf 'size\ttool\twall_s\trss_kb\tstatus\tmismatches\truns\n' > "$RESULTS"
FAILED=0

# measure SIZE TOOL RUNS OK_CODES -- COMMAND...
# Runs COMMAND RUNS times with stdout to $OUT_DIR/TOOL.jsonl (.$OUT_EXT when set); keeps the fastest
# wall time and the highest peak RSS. Sets LAST_STATUS, LAST_WALL, LAST_RSS.
measure() {
    local size=$1 tool=$2 runs=$3 ok_codes=$4; shift 5
    local out=$OUT_DIR/$tool.${OUT_EXT:-jsonl} err=$OUT_DIR/$tool.err tf=$OUT_DIR/$tool.time
    local i start end rc wall rss note
    LAST_STATUS=ok LAST_WALL="" LAST_RSS=0
    for ((i = 1; i <= runs; i++)); do
        start=$EPOCHREALTIME
        rc=0
        /usr/bin/time -v -o "$tf" "$@" > "$out" 2> "$err" || rc=$?
        end=$EPOCHREALTIME
        if [[ " $ok_codes " != *" $rc "* ]]; then
            LAST_STATUS="exit $rc"
            echo "run.sh: $tool on $size events exited $rc; its stderr:" >&2
            tail -n 5 "$err" >&2
            return 0
        fi
        wall=$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.4f", b - a }')
        rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$tf")
        if [ -z "$LAST_WALL" ] || awk -v a="$wall" -v b="$LAST_WALL" 'BEGIN { exit !(a < b) }'
        then LAST_WALL=$wall; fi
        if [ "${rss:-0}" -gt "$LAST_RSS" ]; then LAST_RSS=$rss; fi
    done
    # The tool's own summary: convert and the peers write it to stderr, validate to stdout.
    note=$(tail -n 1 "$err")
    [ -n "$note" ] || note=$(tail -n 1 "$out")
    say "$(printf '%-12s %7d events  %8.3f s  %7.1f MiB  (%s)' "$tool" "$size" "$LAST_WALL" \
        "$(awk -v k="$LAST_RSS" 'BEGIN { print k / 1024 }')" "$note")"
}

record() { # SIZE TOOL MISMATCHES RUNS
    local wall=${LAST_WALL:-0}
    [ "$LAST_STATUS" = ok ] || { wall=0; FAILED=1; }
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$wall" "$LAST_RSS" "$LAST_STATUS" "$3" "$4" \
        >> "$RESULTS"
}

compare_to_c() { # SIZE TOOL -> sets MISMATCHES (empty when not compared)
    local ref=$OUT_DIR/c.jsonl other=$OUT_DIR/$2.jsonl rec=$OUT_DIR/compare.tsv rc=0
    MISMATCHES=""
    if [ "$LAST_STATUS" != ok ] || [ "$C_STATUS" != ok ]; then
        return 0
    fi
    "$PYTHON" "$HERE/compare.py" "$ref" "$other" --label "$2" --record "$rec" >&2 || rc=$?
    case $rc in
        0) MISMATCHES=0 ;;
        1) MISMATCHES=$(tail -n 1 "$rec" | cut -f2); FAILED=1 ;;
        *) MISMATCHES=error; FAILED=1 ;;
    esac
}

# check_counts SIZE TOOL: the summary on stderr says read = written + errors, and as many
# records were written as the output has lines.
check_counts() {
    local err=$OUT_DIR/$2.err out=$OUT_DIR/$2.jsonl summary read written errors lines
    [ "$LAST_STATUS" = ok ] || return 0
    summary=$(grep 'recurring components read' "$err" | tail -n 1)
    read=$(sed -E 's/.*: ([0-9]+) recurring components read.*/\1/' <<<"$summary")
    written=$(sed -E 's/.* ([0-9]+) records written.*/\1/' <<<"$summary")
    errors=$(sed -E 's/.* ([0-9]+) errors;.*/\1/' <<<"$summary")
    lines=$(wc -l < "$out")
    if ! [[ $read =~ ^[0-9]+$ && $written =~ ^[0-9]+$ && $errors =~ ^[0-9]+$ ]] \
        || [ "$read" -ne $((written + errors)) ] || [ "$written" -ne "$lines" ]; then
        echo "run.sh: $2 on $1 events: counts do not add up ($summary; $lines lines)" >&2
        FAILED=1
    fi
}

# The C peer and convert with one and two jobs take turns, one run each a round, so a
# stretch of a slower machine (this one's wall times move by 10 to 30%) falls on all three
# alike; each keeps its fastest run and its highest peak RSS.
declare -A BEST_WALL BEST_RSS BEST_STATUS
keep() { # TOOL: folds the last run into the tool's best
    if [ "$LAST_STATUS" != ok ]; then BEST_STATUS[$1]=$LAST_STATUS; return 0; fi
    BEST_STATUS[$1]=${BEST_STATUS[$1]:-ok}
    if [ -z "${BEST_WALL[$1]:-}" ] || awk -v a="$LAST_WALL" -v b="${BEST_WALL[$1]}" 'BEGIN { exit !(a < b) }'
    then BEST_WALL[$1]=$LAST_WALL; fi
    if [ "$LAST_RSS" -gt "${BEST_RSS[$1]:-0}" ]; then BEST_RSS[$1]=$LAST_RSS; fi
}
best() { # TOOL: sets LAST_* to the tool's best
    LAST_STATUS=${BEST_STATUS[$1]:-ok} LAST_WALL=${BEST_WALL[$1]:-} LAST_RSS=${BEST_RSS[$1]:-0}
}

for size in $SIZES; do
    feed=$(feed_for "$size")
    OUT_DIR=$WORK/runs/$RUN_ID/$size
    mkdir -p "$OUT_DIR"

    BEST_WALL=() BEST_RSS=() BEST_STATUS=()
    tools="c"
    [ $PEERS_ONLY -eq 1 ] || tools="c weekdays-j1 weekdays-j2"
    for ((round = 1; round <= REPEAT; round++)); do
        for tool in $tools; do
            if [ "$tool" = c ]; then
                measure "$size" c 1 "0" -- "$PEER_C" "$feed"
            else
                # Exit 1 means "ran and found problems" (the feed has a few invalid rules).
                measure "$size" "$tool" 1 "0 1" -- \
                    "$WEEKDAYS" convert "$feed" --to jsonl --jobs "${tool#weekdays-j}"
            fi
            keep "$tool"
        done
    done
    best c
    C_STATUS=$LAST_STATUS
    record "$size" c "" "$REPEAT"

    if [ $PEERS_ONLY -eq 0 ]; then
        for jobs in 1 2; do
            best "weekdays-j$jobs"
            compare_to_c "$size" "weekdays-j$jobs"
            check_counts "$size" "weekdays-j$jobs"
            record "$size" "weekdays-j$jobs" "$MISMATCHES" "$REPEAT"
        done
        if ! cmp -s "$OUT_DIR/weekdays-j1.jsonl" "$OUT_DIR/weekdays-j2.jsonl"; then
            echo "run.sh: --jobs 2 wrote other bytes than --jobs 1 on $size events" >&2
            FAILED=1
        fi

        # The other direction: the records `--jobs 1` wrote, back to one VCALENDAR.
        OUT_EXT=ics measure "$size" weekdays-export "$REPEAT" "0 1" -- \
            "$WEEKDAYS" convert --from jsonl "$OUT_DIR/weekdays-j1.jsonl" --to ics
        record "$size" weekdays-export "" "$REPEAT"

        # validate reads the same feed and also expands every rule for its round
        # trip, so it is timed beside convert, as many times. Its output is a text
        # report, not records, so it is not compared with the C peer.
        # Exit 1 means "ran and found problems", as for convert.
        OUT_EXT=txt measure "$size" weekdays-validate-j1 "$REPEAT" "0 1" -- \
            "$WEEKDAYS" validate "$feed" --jobs 1
        record "$size" weekdays-validate-j1 "" "$REPEAT"
    fi

    if [ $QUICK -eq 1 ] && [ "$size" -ge 100000 ]; then
        say "python: skipped at $size events (--quick)"
        printf '%s\tpython\t0\t0\tskipped (--quick)\t\t0\n' "$size" >> "$RESULTS"
    else
        runs=$REPEAT
        if [ "$size" -ge 100000 ]; then runs=1; fi
        measure "$size" python "$runs" "0" -- "$PYTHON" "$HERE/peer_python/import.py" "$feed"
        compare_to_c "$size" python
        record "$size" python "$MISMATCHES" "$runs"
    fi
done

echo
echo "Feeds: seed $SEED, generator $GEN_ID; $(nproc) CPUs; $(uname -sm)."
echo
report_rc=0
strict=()
[ $STRICT -eq 1 ] && strict=(--strict)
"$PYTHON" "$HERE/report.py" "$RESULTS" "${strict[@]}" | tee "$WORK/last-report.md" || report_rc=$?
[ $PEERS_ONLY -eq 1 ] && echo && echo "(--peers-only: weekdays was not run.)"
if [ $PEERS_ONLY -eq 0 ] && [ "$(nproc)" -ge 2 ]; then
    # What a busy second CPU costs one process here, whatever it runs: the ceiling of
    # --jobs 2 / --jobs 1 on this machine (see core_share.sh).
    echo
    largest=$(echo "$SIZES" | tr ' ' '\n' | sort -n | tail -n 1)
    WEEKDAYS_BIN=$WEEKDAYS "$HERE/core_share.sh" "$(feed_for "$largest")" --rounds "$REPEAT" \
        || echo "run.sh: core_share.sh failed" >&2
fi
echo
echo "Results: $RESULTS; outputs: $WORK/runs/$RUN_ID" >&2
if [ $FAILED -ne 0 ]; then
    echo "run.sh: some runs failed or disagree with the C peer (see above)" >&2
    exit 1
fi
exit $report_rc
