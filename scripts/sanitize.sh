#!/usr/bin/env bash
# `make sanitize`: the whole test suite under the address sanitizer, with the undefined-
# behaviour sanitizer on the C that is compiled in (the inline functions of
# Sources/CLibical/shim.h), then the parallel conversion and validation under the thread
# sanitizer. Each build has its own scratch path, never the package's .build.
#
#   ASAN_BUILD=/tmp/asanbuild TSAN_BUILD=/tmp/tsanbuild TSAN_EVENTS=5000 scripts/sanitize.sh
#
# swiftc 6.3 on Linux refuses `-sanitize=undefined` for Swift code ("unsupported option
# for target x86_64-unknown-linux-gnu"); Swift's own checks cover the same ground there
# (overflow, bounds, force-unwraps and exclusivity trap in debug builds, as this one is).
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
asan="${ASAN_BUILD:-/tmp/asanbuild}"
tsan="${TSAN_BUILD:-/tmp/tsanbuild}"
events="${TSAN_EVENTS:-5000}"
swift="${SWIFT:-swift}"

echo "sanitize: building the tests with address and undefined-behaviour sanitizers" >&2
asan_flags=(--scratch-path "$asan" --sanitize=address -Xcc -fsanitize=undefined
            -Xcc -fno-sanitize-recover=undefined)
"$swift" build --build-tests "${asan_flags[@]}"
echo "sanitize: running the tests under them" >&2
# LeakSanitizer stays on: a leak fails the run as any other report does, except the one
# in Foundation's Process named in scripts/lsan.supp. XCTest is left out (the suites are
# Swift Testing; its empty runner leaks its own suite objects).
# One test is skipped: it sends SIGSEGV to the tool on purpose and expects the crash's
# status 139, which the address sanitizer's handler turns into status 1.
# The options reach the tools the tests start, some with an environment of their own and no
# PATH: the symbolizer is named by its full path, or no suppression could match a name.
symbolizer="$(command -v llvm-symbolizer || true)"
ASAN_OPTIONS="detect_leaks=1:halt_on_error=1${symbolizer:+:external_symbolizer_path=$symbolizer}" \
LSAN_OPTIONS="suppressions=$root/scripts/lsan.supp:print_suppressions=0" \
UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
    "$swift" test --skip-build --disable-xctest "${asan_flags[@]}" \
        --skip 'signalsPutTheTerminalBack'
echo "sanitize: tests passed under the address and undefined-behaviour sanitizers" >&2

echo "sanitize: building weekdays with the thread sanitizer" >&2
"$swift" build --scratch-path "$tsan" --sanitize=thread --product weekdays
bin="$("$swift" build --scratch-path "$tsan" --sanitize=thread --show-bin-path)/weekdays"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Benchmarks/generate_feed.py "$events" "$work/feed.ics" --seed 7 >/dev/null

status=0
tsan_run() {
    local name=$1
    shift
    # exitcode 66 marks a race; the commands' own statuses (1 for problems found) are fine.
    # scripts/tsan.supp holds no rule: every shared table is behind a pthread mutex it sees.
    local code=0
    TSAN_OPTIONS="halt_on_error=1:exitcode=66:suppressions=$root/scripts/tsan.supp" \
        "$bin" "$@" >"$work/$name.out" 2>"$work/$name.err" || code=$?
    if [ "$code" = 66 ] || grep -q "ThreadSanitizer" "$work/$name.err"; then
        echo "sanitize: thread sanitizer report in weekdays $*" >&2
        sed -n '/ThreadSanitizer/,$p' "$work/$name.err" | head -n 60 >&2
        status=1
    else
        echo "sanitize: weekdays $* (exit $code): no thread sanitizer report" >&2
    fi
}
tsan_run convert convert "$work/feed.ics" --jobs 2 -o "$work/feed.jsonl"
tsan_run convert-csv convert "$work/feed.ics" --to csv --jobs 2 -o "$work/feed.csv"
tsan_run validate validate "$work/feed.ics" Fixtures --jobs 2
tsan_run export convert --from jsonl "$work/feed.jsonl" --to ics -o "$work/back.ics"
tsan_run occurrences occurrences "$work/feed.ics" --from 20260101 --to 20260301 --format jsonl
exit "$status"
