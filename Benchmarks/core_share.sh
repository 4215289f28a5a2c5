#!/usr/bin/env bash
# How much slower one process runs while the machine's other CPU is busy: the ceiling
# it sets on `convert --jobs 2` / `--jobs 1`, whatever the program does.
#
#   Benchmarks/core_share.sh FEED [--rounds N]
#
# Runs `weekdays convert FEED --to jsonl --jobs 1` alone and then beside a shell loop
# that only spins (it touches no memory and makes no system calls), N rounds, and prints
# the mean of each round's ratio of CPU time with its standard error: pairs taken side by
# side follow a machine whose speed drifts better than the fastest run of each. On a
# machine whose CPUs are whole cores the ratio is 1; where they share one core's units or
# the host's time it is more, and two threads can do at most 2 / (the ratio) the work of
# one.
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

# Runs convert once and sets CPU to its CPU seconds (user + system). Results go through a
# variable, not $(...): a failure in a subshell would not stop the script, and a spinner
# started in one could not be stopped by the trap.
CPU=""
run_once() {
    local status=0
    /usr/bin/time -f '%U %S' -o "$TIMES" "$WEEKDAYS" convert "$FEED" --to jsonl --jobs 1 \
        >/dev/null 2>/dev/null || status=$?
    # 1 is convert's status for a feed with invalid records; anything else failed.
    [ $status -le 1 ] || die "convert exited with $status"
    # GNU time puts a line about a non-zero status first.
    CPU=$(tail -n 1 "$TIMES" | awk '{ printf "%.3f", $1 + $2 }')
    awk -v c="$CPU" 'BEGIN { exit !(c > 0) }' \
        || die "convert took no measurable CPU time (GNU time counts 10 ms steps): use a larger feed"
}

# The same, beside the spinning loop.
run_beside_the_loop() {
    sh -c 'while :; do :; done' &
    SPINNER=$!
    sleep 0.2
    run_once
    kill "$SPINNER"
    wait "$SPINNER" 2>/dev/null || true
    SPINNER=""
}

least() { awk -v a="$1" -v b="$2" 'BEGIN { print (b == "" || a + 0 < b + 0) ? a : b }'; }
ratios=""
alone_least="" beside_least=""
for round in $(seq "$ROUNDS"); do
    # Each round in the other order, so a machine that speeds up or slows down during a
    # round favours neither.
    if [ $((round % 2)) -eq 1 ]; then
        run_once
        alone=$CPU
        run_beside_the_loop
        beside=$CPU
    else
        run_beside_the_loop
        beside=$CPU
        run_once
        alone=$CPU
    fi
    ratios="$ratios $(awk -v a="$alone" -v b="$beside" 'BEGIN { printf "%.4f", b / a }')"
    alone_least=$(least "$alone" "$alone_least")
    beside_least=$(least "$beside" "$beside_least")
done

echo "$ratios" | awk -v a="$alone_least" -v b="$beside_least" -v n="$ROUNDS" '{
    for (i = 1; i <= NF; i++) { sum += $i; squares += $i * $i }
    mean = sum / NF
    variance = NF > 1 ? (squares - NF * mean * mean) / (NF - 1) : 0
    spread = variance > 0 ? sqrt(variance / NF) : 0
    printf "convert --jobs 1 beside a spinning loop / alone, CPU time, %d rounds: %.2fx +- %.2f", n, mean, spread
    printf " (least %.3f s beside, %.3f s alone)\n", b, a
    printf "ceiling this sets on --jobs 2 / --jobs 1: %.2fx\n", 2 / mean
}'
