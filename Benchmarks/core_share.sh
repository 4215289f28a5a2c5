#!/usr/bin/env bash
# How much slower one process runs while the machine's other CPU is busy: the ceiling
# it sets on `convert --jobs 2` / `--jobs 1`, whatever the program does.
#
#   Benchmarks/core_share.sh FEED [--rounds N]
#
# Runs `weekdays convert FEED --to jsonl --jobs 1` alone and beside a shell loop that
# only spins (it touches no memory and makes no system calls), in turns, and keeps the
# least CPU time of each. On a machine whose CPUs are whole cores the two agree; where
# they share one core's units or the host's time, the second is longer by the share
# the loop took, and two threads can do at most 2 / (that ratio) the work of one.
#
# Environment: WEEKDAYS_BIN (default .build/release/weekdays).
# Exit status: 0 with the figures printed, 2 on a usage error or a failed run.
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")
WEEKDAYS=${WEEKDAYS_BIN:-$ROOT/.build/release/weekdays}
ROUNDS=5

die() { echo "core_share.sh: $*" >&2; exit 2; }

[ $# -ge 1 ] || die "usage: Benchmarks/core_share.sh FEED [--rounds N]"
FEED=$1
shift
while [ $# -gt 0 ]; do
    case $1 in
        --rounds) [ $# -ge 2 ] || die "--rounds needs a value"; ROUNDS=$2; shift ;;
        *) die "unknown argument: $1" ;;
    esac
    shift
done
[[ $ROUNDS =~ ^[1-9][0-9]*$ ]] || die "not a round count: $ROUNDS"
[ -r "$FEED" ] || die "cannot read $FEED"
[ -x "$WEEKDAYS" ] || die "no binary at $WEEKDAYS"
[ -x /usr/bin/time ] || die "needs GNU time at /usr/bin/time"
[ "$(nproc)" -ge 2 ] || die "needs two CPUs ($(nproc) here)"

TIMES=$(mktemp)
SPINNER=""
cleanup() {
    if [ -n "$SPINNER" ]; then kill "$SPINNER" 2>/dev/null || true; fi
    rm -f "$TIMES"
}
trap cleanup EXIT

# CPU seconds (user + system) of one convert run.
cpu_of_one_run() {
    local status=0
    /usr/bin/time -f '%U %S' -o "$TIMES" "$WEEKDAYS" convert "$FEED" --to jsonl --jobs 1 \
        >/dev/null 2>/dev/null || status=$?
    # 1 is convert's status for a feed with invalid records; anything else failed.
    [ $status -le 1 ] || die "convert exited with $status"
    # GNU time puts a line about a non-zero status first.
    tail -n 1 "$TIMES" | awk '{ printf "%.3f", $1 + $2 }'
}

least() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a + 0 < b + 0) ? a : b }'; }

alone="" beside=""
for _ in $(seq "$ROUNDS"); do
    alone=$(least "$(cpu_of_one_run)" "$alone")
    sh -c 'while :; do :; done' &
    SPINNER=$!
    sleep 0.2
    beside=$(least "$(cpu_of_one_run)" "$beside")
    kill "$SPINNER"
    wait "$SPINNER" 2>/dev/null || true
    SPINNER=""
done

awk -v a="$alone" -v b="$beside" -v n="$ROUNDS" 'BEGIN {
    r = b / a
    printf "convert --jobs 1, least CPU time of %d runs: %.3f s alone, %.3f s beside a spinning loop (%.2fx)\n", n, a, b, r
    printf "ceiling this sets on --jobs 2 / --jobs 1: %.2fx\n", 2 / r
}'
