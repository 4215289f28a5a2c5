#!/usr/bin/env bash
# Benchmark the package's recurrence engine against libical's iterator (C) and
# python-dateutil's rrule on the same rules. See Benchmarks/README.md.
#
#   Benchmarks/run_expansion.sh [--rules N] [--count N] [--seed S] [--repeat R]
#                               [--work DIR] [--strict]
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")

RULES=400
COUNT=500
SEED=1
REPEAT=5
STRICT=0
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/weekdays-bench}
SWIFT_BIN=${EXPANSION_BENCH_BIN:-}
PYTHON=${PYTHON:-python3}

usage() {
    cat <<EOF
usage: Benchmarks/run_expansion.sh [options]

Writes a mix of recurrence rules (cached), expands each to its first N
occurrences with the package's engine (Swift), libical's iterator (C) and python-dateutil,
each under /usr/bin/time -v, checks that all three give the same occurrences
(total and checksum), and prints a Markdown table with the target checks.

  --rules N          (rule, start) pairs in the file (default: $RULES)
  --count N          occurrences taken from each rule (default: $COUNT; at most
                     550, beyond which yearly rules pass libical's last year)
  --seed S           rule file seed (default: $SEED)
  --repeat R         runs per tool, fastest kept (default: $REPEAT)
  --work DIR         rule files, binaries and outputs (default: $WORK)
  --strict           exit 1 when a target check fails
  -h, --help         this text

Environment: EXPANSION_BENCH_BIN (a built ExpansionBenchmark to use instead of
building this checkout's), PYTHON, BENCH_WORK.
Exit status: 0 when every run succeeded and all three agree, 1 otherwise.
EOF
}

die() { echo "run_expansion.sh: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case $1 in
        --strict) STRICT=1 ;;
        --rules) [ $# -ge 2 ] || die "--rules needs a value"; RULES=$2; shift ;;
        --count) [ $# -ge 2 ] || die "--count needs a value"; COUNT=$2; shift ;;
        --seed) [ $# -ge 2 ] || die "--seed needs a value"; SEED=$2; shift ;;
        --repeat) [ $# -ge 2 ] || die "--repeat needs a value"; REPEAT=$2; shift ;;
        --work) [ $# -ge 2 ] || die "--work needs a value"; WORK=$2; shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
    shift
done
[[ $RULES =~ ^[1-9][0-9]*$ ]] || die "not a rule count: $RULES"
[[ $COUNT =~ ^[1-9][0-9]*$ ]] && [ "$COUNT" -le 550 ] || die "not a count from 1 to 550: $COUNT"
[[ $SEED =~ ^[0-9]+$ ]] || die "not a seed: $SEED"
[[ $REPEAT =~ ^[1-9][0-9]*$ ]] || die "not a repeat count: $REPEAT"

# shellcheck source=Benchmarks/common.sh
source "$HERE/common.sh"

# ---------------------------------------------------------------------------
# Tools

install_common_tools
if ! "$PYTHON" -c 'import dateutil' 2>/dev/null; then
    # Only dateutil: the feed benchmark's icalendar is not needed here. The pin
    # comes from requirements.txt so that both benchmarks measure the same one.
    pin=$(grep -E '^python-dateutil==' "$HERE/requirements.txt")
    say "installing $pin"
    pip_install "$pin"
fi

mkdir -p "$WORK/bin" "$WORK/expansion"
PEER_C=$WORK/bin/peer_c_expand
if [ ! -x "$PEER_C" ] || [ "$HERE/peer_c/expand.c" -nt "$PEER_C" ]; then
    say "building the C peer"
    # shellcheck disable=SC2046  # pkg-config output is meant to split
    cc -O2 -o "$PEER_C" "$HERE/peer_c/expand.c" $(pkg-config --cflags --libs libical)
fi

if [ -z "$SWIFT_BIN" ]; then
    # Always asked for: an up-to-date build takes seconds, and a stale binary
    # would measure the engine of some earlier checkout.
    say "building ExpansionBenchmark (swift build -c release)"
    (cd "$ROOT" && swift build -c release --product ExpansionBenchmark >&2)
    SWIFT_BIN=$ROOT/.build/release/ExpansionBenchmark
fi
[ -x "$SWIFT_BIN" ] || die "no binary at $SWIFT_BIN"

# ---------------------------------------------------------------------------
# The rule file, cached by size, seed and generator version

GEN_ID=$(cat "$HERE/expansion_rules.py" "$HERE/generate_feed.py" | sha1sum | cut -c1-10)
RULE_FILE=$WORK/expansion/rules-$RULES-seed$SEED-$GEN_ID.jsonl
if [ ! -s "$RULE_FILE" ]; then
    say "writing $RULES rules"
    "$PYTHON" "$HERE/expansion_rules.py" "$RULE_FILE.part" --rules "$RULES" --seed "$SEED"
    mv "$RULE_FILE.part" "$RULE_FILE"
fi

# ---------------------------------------------------------------------------
# Measuring

RUN_ID=$(date +%Y%m%d-%H%M%S)
OUT_DIR=$WORK/expansion/runs/$RUN_ID
mkdir -p "$OUT_DIR"
RESULTS=$OUT_DIR/results.tsv
printf 'tool\tstatus\toccurrences\tchecksum\trules\tparse_s\texpand_s\trss_kb\truns\n' > "$RESULTS"
FAILED=0

# field NAME FILE: the value of NAME=... on the last line of FILE.
field() {
    tail -n 1 "$2" | awk -v k="$1" '{ for (i = 1; i <= NF; i++) {
        n = index($i, "="); if (substr($i, 1, n - 1) == k) print substr($i, n + 1) } }'
}

# measure TOOL -- COMMAND...: runs COMMAND RULE_FILE COUNT $REPEAT times, keeps the
# fastest expand_s and the highest peak RSS, and appends a row to $RESULTS.
measure() {
    local tool=$1; shift 2
    local out=$OUT_DIR/$tool.out err=$OUT_DIR/$tool.err tf=$OUT_DIR/$tool.time
    local i rc rss expand best="" best_parse="" max_rss=0 occurrences="" checksum="" rules=""
    local status=ok
    for ((i = 1; i <= REPEAT; i++)); do
        rc=0
        /usr/bin/time -v -o "$tf" "$@" "$RULE_FILE" "$COUNT" > "$out" 2> "$err" || rc=$?
        if [ $rc -ne 0 ]; then
            status="exit $rc"
            echo "run_expansion.sh: $tool exited $rc; its stderr:" >&2
            tail -n 5 "$err" >&2
            break
        fi
        if [ "$i" -eq 1 ] && [ -s "$err" ]; then sed "s/^/$tool: /" "$err" >&2; fi
        expand=$(field expand_s "$out")
        if [ -z "$expand" ]; then
            status="no result"
            echo "run_expansion.sh: $tool printed no result line" >&2
            break
        fi
        # The work is deterministic: every run must give the same occurrences.
        if [ -n "$checksum" ] && [ "$(field checksum "$out")" != "$checksum" ]; then
            status="unstable"
            echo "run_expansion.sh: $tool gave different occurrences from run to run" >&2
            break
        fi
        occurrences=$(field occurrences "$out")
        checksum=$(field checksum "$out")
        rules=$(field rules "$out")
        if [ -z "$best" ] || awk -v a="$expand" -v b="$best" 'BEGIN { exit !(a < b) }'; then
            best=$expand
            best_parse=$(field parse_s "$out")
        fi
        rss=$(awk -F': ' '/Maximum resident set size/ { print $2 }' "$tf")
        if [ "${rss:-0}" -gt "$max_rss" ]; then max_rss=$rss; fi
    done
    [ "$status" = ok ] || FAILED=1
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$tool" "$status" "${occurrences:-0}" \
        "${checksum:-}" "${rules:-0}" "${best_parse:-0}" "${best:-0}" "$max_rss" "$REPEAT" \
        >> "$RESULTS"
    if [ "$status" = ok ]; then
        say "$(printf '%-8s %9d occurrences  expand %8.4f s  %6.1f MiB  checksum %s' "$tool" \
            "$occurrences" "$best" "$(awk -v k="$max_rss" 'BEGIN { print k / 1024 }')" "$checksum")"
    fi
}

say "rules: $RULE_FILE; $COUNT occurrences each, fastest of $REPEAT runs"
measure c -- "$PEER_C"
measure swift -- "$SWIFT_BIN"
measure python -- "$PYTHON" "$HERE/peer_python/expand.py"

# Where a peer disagrees with C, print both occurrence lists and show the first rules that
# differ, so a mismatch can be read rather than guessed.
c_sum=$(awk -F'\t' '$1 == "c" && $2 == "ok" { print $3 "/" $4 }' "$RESULTS")
for tool in swift python; do
    sum=$(awk -F'\t' -v t="$tool" '$1 == t && $2 == "ok" { print $3 "/" $4 }' "$RESULTS")
    if [ -n "$c_sum" ] && [ -n "$sum" ] && [ "$sum" != "$c_sum" ]; then
        FAILED=1
        say "$tool differs from the C peer; comparing occurrence by occurrence"
        "$PEER_C" "$RULE_FILE" "$COUNT" --print > "$OUT_DIR/c.print" || true
        case $tool in
            swift) "$SWIFT_BIN" "$RULE_FILE" "$COUNT" --print > "$OUT_DIR/$tool.print" || true ;;
            python) "$PYTHON" "$HERE/peer_python/expand.py" "$RULE_FILE" "$COUNT" --print \
                > "$OUT_DIR/$tool.print" || true ;;
        esac
        "$PYTHON" "$HERE/compare_expansions.py" "$RULE_FILE" "$OUT_DIR/c.print" \
            "$OUT_DIR/$tool.print" --labels "C,$tool" >&2 || true
    fi
done

echo
echo "Rules: $RULES (seed $SEED, generator $GEN_ID), $COUNT occurrences each; $(nproc) CPUs;" \
    "$(uname -sm); libical $(pkg-config --modversion libical)," \
    "dateutil $("$PYTHON" -c 'import dateutil; print(dateutil.__version__)')."
echo
report_rc=0
strict=()
[ $STRICT -eq 1 ] && strict=(--strict)
"$PYTHON" "$HERE/expansion_report.py" "$RESULTS" "${strict[@]}" \
    | tee "$WORK/expansion/last-report.md" || report_rc=$?
echo
echo "Results: $RESULTS" >&2
if [ $FAILED -ne 0 ]; then
    echo "run_expansion.sh: some runs failed or disagree with the C peer (see above)" >&2
    exit 1
fi
exit $report_rc
