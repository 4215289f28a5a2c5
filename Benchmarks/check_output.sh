#!/usr/bin/env bash
# Checks that a build of `weekdays` writes, byte for byte, what a reference build writes:
# `convert --to jsonl` and `--to csv` on the benchmark feeds and on every fixture, with
# --jobs 1 and 2, the counts on stderr and the exit status, and the export back to .ics
# from both. Run it before and after changing the reading path.
#
#   Benchmarks/check_output.sh REFERENCE_BINARY [--sizes "1000 10000"] [--work DIR]
#
# Environment: WEEKDAYS_BIN (the build checked; default .build/release/weekdays), PYTHON.
# Exit status: 0 when every output matches, 1 when one differs, 2 on a usage error.
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
WEEKDAYS=${WEEKDAYS_BIN:-$ROOT/.build/release/weekdays}
PYTHON=${PYTHON:-python3}
SIZES="1000 10000"
WORK=${TMPDIR:-/tmp}/weekdays-check

die() { echo "check_output.sh: $*" >&2; exit 2; }

[ $# -ge 1 ] || die "usage: Benchmarks/check_output.sh REFERENCE_BINARY [--sizes \"N ...\"] [--work DIR]"
REFERENCE=$1
shift
while [ $# -gt 0 ]; do
    case $1 in
        --sizes) [ $# -ge 2 ] || die "--sizes needs a value"; SIZES=$2; shift ;;
        --work) [ $# -ge 2 ] || die "--work needs a value"; WORK=$2; shift ;;
        *) die "unknown argument: $1" ;;
    esac
    shift
done
[ -x "$REFERENCE" ] || die "no reference binary at $REFERENCE"
[ -x "$WEEKDAYS" ] || die "no binary at $WEEKDAYS"

mkdir -p "$WORK/feeds" "$WORK/reference" "$WORK/checked"
inputs=("$ROOT"/Fixtures/*.ics)
for n in $SIZES; do
    feed=$WORK/feeds/feed-$n.ics
    [ -s "$feed" ] || "$PYTHON" "$HERE/generate_feed.py" "$n" "$feed" --seed 1
    inputs+=("$feed")
done

# run BINARY DIR NAME ARGS...: stdout, stderr and the exit status of one run, kept in DIR.
run() {
    local binary=$1 dir=$2 name=$3 rc=0
    shift 3
    "$binary" "$@" > "$dir/$name.out" 2> "$dir/$name.err" || rc=$?
    echo "$rc" > "$dir/$name.status"
}

differences=0
compare() { # NAME
    local file
    # DTSTAMP is the time of the run.
    sed -i 's/^DTSTAMP:.*/DTSTAMP:(the time of the run)/' "$WORK/reference/$1.out" "$WORK/checked/$1.out"
    for file in out err status; do
        if ! cmp -s "$WORK/reference/$1.$file" "$WORK/checked/$1.$file"; then
            echo "differs: $1 ($file)" >&2
            differences=$((differences + 1))
        fi
    done
}

checked=0
for input in "${inputs[@]}"; do
    base=$(basename "$input" .ics)
    for format in jsonl csv; do
        for jobs in 1 2; do
            name=$base.$format.j$jobs
            run "$REFERENCE" "$WORK/reference" "$name" convert "$input" --to "$format" --jobs "$jobs"
            run "$WEEKDAYS" "$WORK/checked" "$name" convert "$input" --to "$format" --jobs "$jobs"
            compare "$name"
            checked=$((checked + 1))
        done
        # The export reads the reference's records, so both builds get the same input.
        records=$WORK/reference/$base.$format.j1.out
        if [ -s "$records" ]; then
            name=$base.$format.ics
            run "$REFERENCE" "$WORK/reference" "$name" convert --from "$format" "$records" --to ics
            run "$WEEKDAYS" "$WORK/checked" "$name" convert --from "$format" "$records" --to ics
            compare "$name"
            checked=$((checked + 1))
        fi
    done
done

echo "check_output.sh: $checked runs compared, $differences differences" >&2
[ $differences -eq 0 ]
