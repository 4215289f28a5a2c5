#!/usr/bin/env bash
# Builds and runs the two consumer packages of the README's "Using the library", each
# depending on the library by path, so the public API cannot drift unnoticed:
#   1. the README's first code block is Examples/WeekdayCoreApp's main.swift and its second
#      Examples/AlarmImport's, word for word;
#   2. WeekdayCoreApp names only WeekdayCore and builds where pkg-config cannot find
#      libical, and its binary links no libical: what an iOS app or a slim server gets;
#   3. AlarmImport names only WeekdayKit;
#   4. each builds in its own .build (Swift 6 mode, MemberImportVisibility on) and prints
#      its expected output.
set -euo pipefail
swift=${SWIFT:-swift}
cd "$(dirname "$0")/.."

# The n-th ```swift block of the README's "Using the library" section.
readme_block() {
    awk -v wanted="$1" '/^## Using the library/ { section = 1; next }
        section && /^## / { exit }
        section && /^```swift$/ { block++; inside = (block == wanted); next }
        inside && /^```$/ { exit }
        inside { print }' README.md
}

check() {
    local example=$1 block=$2
    if ! diff -u "$example/Sources/$(basename "$example")/main.swift" <(readme_block "$block"); then
        echo "example.sh: README.md's \"Using the library\" block $block differs from $example's main.swift" >&2
        exit 1
    fi
    if ! diff -u "$example/expected-output.txt" <("$example/.build/debug/$(basename "$example")"); then
        echo "example.sh: $example printed something else than expected-output.txt" >&2
        exit 1
    fi
}

core=Examples/WeekdayCoreApp
no_libical=$(mktemp -d)
trap 'rm -rf "$no_libical"' EXIT
(cd "$core" && PKG_CONFIG_LIBDIR="$no_libical" PKG_CONFIG_PATH="" "$swift" build --quiet)
if ldd "$core/.build/debug/WeekdayCoreApp" | grep -q libical; then
    echo "example.sh: $core links libical" >&2
    exit 1
fi
check "$core" 1
echo "example.sh: $core builds and runs without libical, with only \`import WeekdayCore\`"

(cd Examples/AlarmImport && "$swift" build --quiet)
check Examples/AlarmImport 2
echo "example.sh: Examples/AlarmImport builds with only \`import WeekdayKit\` and prints what it should"
