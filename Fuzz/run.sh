#!/usr/bin/env bash
# Builds both fuzz targets and runs them side by side (one core each, at low priority).
#
#   FUZZ_SECONDS=900 Fuzz/run.sh [OUT]      (defaults: 60 seconds, OUT /tmp/fuzzbuild)
#
# Each target runs with a 10-second timeout per input (a slower input is a hang) and
# leak detection on, in libFuzzer's fork mode so that a find does not end the run. Its
# corpus grows in OUT/corpus/<target>, from the seeds of Fuzz/seed.py; crashes, hangs and
# leaks are written to OUT/artifacts/<target>/, and the log to OUT/<target>.log. Exits 1
# when either target found something: add the input to Tests/FuzzRegressions/<target>/
# once it is fixed.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-/tmp/fuzzbuild}"
seconds="${FUZZ_SECONDS:-60}"

"$root/Fuzz/build.sh" "$out"
python3 "$root/Fuzz/seed.py" "$out/seeds"

run() {
    local target=$1 dict=$2 max_len=$3
    mkdir -p "$out/corpus/$target" "$out/artifacts/$target"
    # libFuzzer exits non-zero when it finds something; the summary below reports it.
    nice -n 10 "$out/fuzz-$target" "$out/corpus/$target" "$out/seeds/$target" \
        -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -detect_leaks=1 \
        -max_len="$max_len" -dict="$root/Fuzz/$dict" -print_final_stats=1 \
        -fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
        -artifact_prefix="$out/artifacts/$target/" >"$out/$target.log" 2>&1 || true
}

# Finds of earlier runs into the same OUT stay on disk; only this run's count as found.
started="$out/.run-started"
touch "$started"
echo "fuzz: running rules and calendars for $seconds s each" >&2
run rules rrule.dict 512 &
rules=$!
run calendars ics.dict 16384 &
calendars=$!
wait "$rules" "$calendars"

found=0
for target in rules calendars; do
    # Fork mode reports progress as `#RUNS: cov: ...`; the last such line has the total.
    runs=$(grep -Eo '^#[0-9]+:' "$out/$target.log" | tail -n 1 | tr -d '#:' || true)
    corpus=$(find "$out/corpus/$target" -type f | wc -l)
    artifacts=$(find "$out/artifacts/$target" -type f -newer "$started" | wc -l)
    earlier=$(find "$out/artifacts/$target" -type f ! -newer "$started" | wc -l)
    echo "fuzz: $target: ${runs:-?} inputs in $seconds s, corpus $corpus, findings $artifacts" \
        "($earlier from earlier runs)" >&2
    if [ "$artifacts" -gt 0 ]; then
        found=1
        find "$out/artifacts/$target" -type f -newer "$started" | sed 's/^/fuzz:   /' >&2
    fi
done
exit "$found"
