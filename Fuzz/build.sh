#!/usr/bin/env bash
# Builds the libFuzzer targets with swiftc, outside SwiftPM, so the package is untouched.
#
#   Fuzz/build.sh [OUT]        (default OUT: /tmp/fuzzbuild)
#
# Caching, Recurrence, ICalKit, WeekdayCore and WeekdayKit are compiled from Sources/ as
# static libraries with the fuzzer's coverage and the address sanitizer; each target is its
# entry file plus Tests/WeekdayKitTests/Hostile/FuzzExercise.swift, the same calls the regression
# tests replay. WeekdayCore's phrasebooks (Sources/WeekdayCore/Resources/*.json) are compiled
# in, as SwiftPM's `.embedInCode` resources are: one `PackageResources.<name>_json` byte
# array per file, so the targets speak every language with no files beside them.
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

# A module's sources: every Swift file under its folder, rooms included, in a fixed order.
sources() { find "$root/Sources/$1" -name '*.swift' | sort; }

echo "fuzz: building Caching" >&2
"$swiftc" "${flags[@]}" -module-name Caching -emit-module -emit-library -static \
    -emit-module-path "$out/Caching.swiftmodule" -o "$out/libCaching.a" \
    $(sources Caching)

echo "fuzz: building Recurrence" >&2
"$swiftc" "${flags[@]}" -module-name Recurrence -emit-module -emit-library -static \
    -emit-module-path "$out/Recurrence.swiftmodule" -o "$out/libRecurrence.a" \
    $(sources Recurrence)

echo "fuzz: building ICalKit" >&2
"$swiftc" "${flags[@]}" -module-name ICalKit -emit-module -emit-library -static \
    -emit-module-path "$out/ICalKit.swiftmodule" -o "$out/libICalKit.a" \
    $(sources ICalKit)

# The same source SwiftPM generates for `.embedInCode` resources: `de.json` becomes
# `static let de_json: [UInt8]`, its bytes as they are in the file.
resources="$out/WeekdayCore-resources/embedded_resources.swift"
mkdir -p "$(dirname "$resources")"
python3 - "$root"/Sources/WeekdayCore/Resources/*.json >"$resources" <<'PYTHON'
import os
import re
import sys

print("struct PackageResources {")
for path in sys.argv[1:]:
    # A file name as a Swift identifier: other characters become `_`, a leading digit
    # gets one in front.
    name = re.sub(r"[^A-Za-z0-9_]", "_", os.path.basename(path))
    if name[0].isdigit():
        name = "_" + name
    with open(path, "rb") as file:
        data = file.read()
    print(f"static let {name}: [UInt8] = [{','.join(map(str, data))}]")
sys.stdout.write("}")
PYTHON

echo "fuzz: building WeekdayCore" >&2
"$swiftc" "${flags[@]}" -module-name WeekdayCore -emit-module -emit-library -static \
    -emit-module-path "$out/WeekdayCore.swiftmodule" -o "$out/libWeekdayCore.a" \
    $(sources WeekdayCore) "$resources"

echo "fuzz: building WeekdayKit" >&2
"$swiftc" "${flags[@]}" -module-name WeekdayKit -emit-module -emit-library -static \
    -emit-module-path "$out/WeekdayKit.swiftmodule" -o "$out/libWeekdayKit.a" \
    $(sources WeekdayKit)

for target in rules calendars; do
    entry="$root/Fuzz/Fuzz$(tr '[:lower:]' '[:upper:]' <<<"${target:0:1}")${target:1}.swift"
    echo "fuzz: building fuzz-$target" >&2
    "$swiftc" "${flags[@]}" -module-name "Fuzz${target^}" \
        "$entry" "$root/Tests/WeekdayKitTests/Hostile/FuzzExercise.swift" \
        "$root/Tests/WeekdayKitTests/Import/ImportSupport.swift" \
        "$out/libWeekdayKit.a" "$out/libWeekdayCore.a" "$out/libICalKit.a" \
        "$out/libRecurrence.a" "$out/libCaching.a" "${libs[@]}" \
        -o "$out/fuzz-$target"
done
echo "fuzz: built $out/fuzz-rules and $out/fuzz-calendars" >&2
