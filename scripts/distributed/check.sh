#!/usr/bin/env bash
# `make distributed`: runs both recipes of this folder, GNU parallel and Spark, on generated
# feeds split over many files, and fails when either gives records other than one local run's.
#
#   check.sh [WEEKDAYS]     the binary to run (default .build/release/weekdays)
#
# Installs GNU parallel, Java and PySpark first when they are missing (install.sh); works in
# .build/distributed.
set -euo pipefail

cd "$(dirname "$0")/../.."
root=$PWD
bin=$(realpath "${1:-.build/release/weekdays}")
here=$root/scripts/distributed
venv=${WEEKDAYS_SPARK_VENV:-$root/.build/distributed/venv}
run=$root/.build/distributed/run
feeds=$run/feeds

"$here/install.sh" "$venv"

# The summaries are in Spanish, so a worker that lost LANG would show in its records.
export LANG=es_ES.UTF-8

# 40 generated calendars of 200 to 600 events (each seed its own events), then the bundled
# fixtures in the shapes real producers write (all but the one that is not iCalendar).
rm -rf "$run"
mkdir -p "$feeds"
for seed in $(seq 1 40); do
    python3 Benchmarks/generate_feed.py $((200 + seed * 37 % 400)) "$feeds/feed-$seed.ics" \
        --seed "$seed" --invalid-rate 0.01
done
{
    ls "$feeds"/*.ics
    ls "$root"/Fixtures/*.ics | grep -v '/not-calendar\.ics$'
} >"$run/paths.txt"
echo "distributed: $(wc -l <"$run/paths.txt") files, $(cat "$feeds"/*.ics | grep -c '^BEGIN:VEVENT') generated events"

# Exit status 1 (rules libical rejects, with their records) is what these feeds give.
converted() {
    local status=$1 name=$2
    if [ "$status" -gt 1 ]; then
        echo "distributed: $name ended with status $status" >&2
        sed -n '1,40p' "$run/$name.err" >&2
        exit 1
    fi
}

status=0
"$bin" convert --paths-from "$run/paths.txt" --to jsonl >"$run/local.jsonl" 2>"$run/local.err" || status=$?
converted "$status" local

# Every generated event holds at most one RRULE, so the rules counted in the text alone are
# the records the feeds must give.
expected=$(python3 Tests/Oracle/count_rules.py "$feeds" | awk '{ total += $3 } END { print total }')
found=$(grep -c "^{\"path\":\"$feeds/" "$run/local.jsonl" || true)
if [ "$expected" != "$found" ]; then
    echo "distributed: the feeds hold $expected rules but the local run wrote $found records" >&2
    exit 1
fi

status=0
"$here/parallel-convert.sh" --jobs 2 --paths-per-job 5 --weekdays "$bin" \
    <"$run/paths.txt" >"$run/parallel.jsonl" 2>"$run/parallel.err" || status=$?
converted "$status" parallel
python3 "$here/compare_records.py" parallel "$run/local.jsonl" "$run/local.err" \
    "$run/parallel.jsonl" "$run/parallel.err"
# --keep-order gives the records in the list's order: the very bytes of the local run.
cmp "$run/local.jsonl" "$run/parallel.jsonl"

status=0
"$here/parallel-convert.sh" --sshlogin 2/: --paths-per-job 7 --weekdays "$bin" \
    <"$run/paths.txt" >"$run/sshlogin.jsonl" 2>"$run/sshlogin.err" || status=$?
converted "$status" sshlogin
python3 "$here/compare_records.py" "parallel --sshlogin" "$run/local.jsonl" "$run/local.err" \
    "$run/sshlogin.jsonl" "$run/sshlogin.err"

# A path that cannot be read: its message, status 2, and every other record still there.
status=0
{
    echo "$run/missing.ics"
    cat "$run/paths.txt"
} | "$here/parallel-convert.sh" --jobs 2 --weekdays "$bin" >"$run/missing.jsonl" 2>"$run/missing.err" ||
    status=$?
if [ "$status" -ne 2 ] || ! grep -qx "weekdays: cannot read $run/missing.ics: .*" "$run/missing.err" ||
    ! cmp -s "$run/local.jsonl" "$run/missing.jsonl"; then
    echo "distributed: parallel did not report the path it cannot read (status $status)" >&2
    exit 1
fi
echo "parallel: a path that cannot be read is reported, with exit status 2"

status=0
"$venv/bin/python" "$here/check_spark.py" "$run/paths.txt" "$run/local.jsonl" "$run/spark.jsonl" \
    --weekdays "$bin" --partitions 8 2>"$run/spark.err" || status=$?
if [ "$status" -ne 0 ]; then
    echo "distributed: the Spark check failed (status $status); its log:" >&2
    tail -n 40 "$run/spark.err" >&2
    exit 1
fi
python3 "$here/compare_records.py" spark "$run/local.jsonl" "$run/local.err" \
    "$run/spark.jsonl" "$run/spark.err"

echo "distributed: both recipes give the records of one local run (${SECONDS}s)"
