#!/usr/bin/env bash
# Builds the libFuzzer targets with swiftc, outside SwiftPM, so the package is untouched.
#
#   Fuzz/build.sh [OUT]        (default OUT: /tmp/fuzzbuild)
#
# Caching, Recurrence, ICalKit and WeekdayKit are compiled from Sources/ as static libraries with the fuzzer's
# coverage and the address sanitizer; each target is its entry file plus
# Tests/WeekdayKitTests/FuzzExercise.swift, the same calls the regression tests replay.
# WeekdayKit's JSON phrase tables are copied beside the executables as SwiftPM does.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
out="${1:-/tmp/fuzzbuild}"
swiftc="${SWIFTC:-swiftc}"
mkdir -p "$out"

flags=(-sanitize=fuzzer,address -use-ld=lld -parse-as-library -swift-version 6 -O -g
       -package-name weekdays
       -I "$root/Sources/CLibical" -I "$out")
# shellcheck disable=SC2207
libs=($(pkg-config --libs libical))

echo "fuzz: building Caching" >&2
"$swiftc" "${flags[@]}" -module-name Caching -emit-module -emit-library -static \
    -emit-module-path "$out/Caching.swiftmodule" -o "$out/libCaching.a" \
    "$root"/Sources/Caching/*.swift

echo "fuzz: building Recurrence" >&2
"$swiftc" "${flags[@]}" -module-name Recurrence -emit-module -emit-library -static \
    -emit-module-path "$out/Recurrence.swiftmodule" -o "$out/libRecurrence.a" \
    "$root"/Sources/Recurrence/*.swift

echo "fuzz: building ICalKit" >&2
"$swiftc" "${flags[@]}" -module-name ICalKit -emit-module -emit-library -static \
    -emit-module-path "$out/ICalKit.swiftmodule" -o "$out/libICalKit.a" \
    "$root"/Sources/ICalKit/*.swift "$root"/Sources/ICalKit/Internals/*.swift

echo "fuzz: building WeekdayKit" >&2
"$swiftc" "${flags[@]}" -module-name WeekdayKit -emit-module -emit-library -static \
    -emit-module-path "$out/WeekdayKit.swiftmodule" -o "$out/libWeekdayKit.a" \
    "$root"/Sources/WeekdayKit/*.swift

rm -rf "$out/weekdays_WeekdayKit.resources"
mkdir -p "$out/weekdays_WeekdayKit.resources"
cp "$root"/Sources/WeekdayKit/Resources/*.json "$out/weekdays_WeekdayKit.resources/"

for target in rules calendars; do
    entry="$root/Fuzz/Fuzz$(tr '[:lower:]' '[:upper:]' <<<"${target:0:1}")${target:1}.swift"
    echo "fuzz: building fuzz-$target" >&2
    "$swiftc" "${flags[@]}" -module-name "Fuzz${target^}" \
        "$entry" "$root/Tests/WeekdayKitTests/FuzzExercise.swift" \
        "$out/libWeekdayKit.a" "$out/libICalKit.a" "$out/libRecurrence.a" "$out/libCaching.a" "${libs[@]}" \
        -o "$out/fuzz-$target"
done
echo "fuzz: built $out/fuzz-rules and $out/fuzz-calendars" >&2
