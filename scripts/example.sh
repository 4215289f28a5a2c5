#!/usr/bin/env bash
# Builds and runs Examples/AlarmImport, a consumer package that depends on the library by
# path with only `import WeekdayKit`, so the public API cannot drift unnoticed:
#   1. the README's "Using the library" code is main.swift, word for word;
#   2. the example builds in its own .build (Swift 6 mode, MemberImportVisibility on);
#   3. its output is the expected one.
set -euo pipefail
swift=${SWIFT:-swift}
cd "$(dirname "$0")/.."
example=Examples/AlarmImport

readme_code=$(awk '/^## Using the library/ { section = 1; next }
    section && /^## / { exit }
    section && /^```swift$/ { inside = 1; next }
    inside && /^```$/ { exit }
    inside { print }' README.md)
if ! diff -u "$example/Sources/AlarmImport/main.swift" <(printf '%s\n' "$readme_code"); then
    echo "example.sh: README.md's \"Using the library\" code differs from $example/Sources/AlarmImport/main.swift" >&2
    exit 1
fi

(cd "$example" && "$swift" build --quiet)
if ! diff -u "$example/expected-output.txt" <("$example/.build/debug/AlarmImport"); then
    echo "example.sh: $example printed something else than expected-output.txt" >&2
    exit 1
fi
echo "example.sh: $example builds with only \`import WeekdayKit\` and prints what it should"
