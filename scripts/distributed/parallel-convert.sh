#!/usr/bin/env bash
# Converts the calendar feeds named on standard input (one path a line) with GNU parallel:
# each job is `weekdays convert --paths-from - --to jsonl` on a share of the list, on this
# machine or on the hosts of --sshlogin.
#
#   parallel-convert.sh [--jobs N] [--sshlogin LOGINS] [--paths-per-job K] [--weekdays PATH]
#                       [-- CONVERT OPTIONS...] < paths.txt > records.jsonl
#
# Standard output is the records in the list's order, as one `weekdays convert` run writes
# them. Standard error is the jobs' messages and one line of counts added up over the jobs;
# the exit status is convert's: 0, 1 when a job found problems, 2 when one could not read an
# input (or failed otherwise).
set -uo pipefail

usage() {
    echo "usage: parallel-convert.sh [--jobs N] [--sshlogin LOGINS] [--paths-per-job K]" \
        "[--weekdays PATH] [-- CONVERT OPTIONS...] < paths.txt"
}

jobs=100% # one job per core of each host, parallel's own default
sshlogin=""
per_job=64
weekdays=weekdays
while [ $# -gt 0 ]; do
    case "$1" in
    --jobs | --sshlogin | --paths-per-job | --weekdays)
        if [ $# -lt 2 ]; then
            echo "weekdays: missing value for '$1'" >&2
            usage >&2
            exit 2
        fi
        case "$1" in
        --jobs) jobs=$2 ;;
        --sshlogin) sshlogin=$2 ;;
        --paths-per-job) per_job=$2 ;;
        --weekdays) weekdays=$2 ;;
        esac
        shift 2
        ;;
    -h | --help)
        usage
        exit 0
        ;;
    --)
        shift
        break
        ;;
    *)
        echo "weekdays: unknown option '$1'" >&2
        usage >&2
        exit 2
        ;;
    esac
done

# moreutils ships a different `parallel`, without --pipe.
if ! parallel --version 2>/dev/null | head -n 1 | grep -q 'GNU parallel'; then
    echo "weekdays: parallel-convert.sh needs GNU parallel (the parallel package)" >&2
    exit 2
fi

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
hosts=()
[ -n "$sshlogin" ] && hosts=(--sshlogin "$sshlogin")

# --pipe hands each job K lines of the list on its standard input; --keep-order prints the
# jobs' records in the order of their shares; --quote passes each word as it is. Every host
# runs one job per core, so each job reads with one thread.
PERL_BADLANG=${PERL_BADLANG:-0} parallel --will-cite --pipe -N "$per_job" --jobs "$jobs" --keep-order --quote "${hosts[@]}" \
    --joblog "$work/jobs" "$weekdays" convert --jobs 1 --paths-from - --to jsonl "$@" \
    2>"$work/stderr"
parallel_status=$?

# Each job's counts are added up into one line of the same words; every other line passes.
# As with one run, there is no counts line when no input could be read, unless the list
# was empty (no job ran).
jobs_run=$(($(wc -l <"$work/jobs") - 1))
awk -v jobs_run="$jobs_run" '
    /^weekdays: [0-9]+ recurring components read, [0-9]+ records written \([0-9]+ invalid\), [0-9]+ errors; [0-9]+ components without RRULE$/ {
        gsub(/[^0-9]+/, " ")
        split($0, n, " ")
        for (i = 1; i <= 5; i++) total[i] += n[i]
        counted = 1
        next
    }
    { print > "/dev/stderr" }
    END {
        if (counted || jobs_run <= 0) printf "weekdays: %d recurring components read, %d records written (%d invalid), %d errors; %d components without RRULE\n", total[1], total[2], total[3], total[4], total[5] > "/dev/stderr"
    }
' "$work/stderr"

# The job log's columns: Seq Host Starttime JobRuntime Send Receive Exitval Signal Command.
status=$(awk -F '\t' '
    NR == 1 { next }
    $8 != 0 { worst = 2; print "weekdays: job " $1 " on " $2 " ended by signal " $8 > "/dev/stderr"; next }
    $7 >= 2 { worst = 2; next }
    $7 == 1 && worst < 1 { worst = 1 }
    END { print worst + 0 }
' "$work/jobs")
if [ "$parallel_status" -ne 0 ] && [ "$status" -eq 0 ]; then
    echo "weekdays: parallel failed with status $parallel_status" >&2
    status=2
fi
exit "$status"
