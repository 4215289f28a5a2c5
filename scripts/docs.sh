#!/usr/bin/env bash
# Builds the DocC documentation of the library's four public modules, failing on any
# warning (an unresolved ``link``, a parameter the doc comment gets wrong):
#   swift package dump-symbol-graph, then the toolchain's `docc convert` per module.
# Archives go to .build/docs/<Module>.doccarchive.
set -euo pipefail
swift=${SWIFT:-swift}
cd "$(dirname "$0")/.."

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
    docc="$(dirname "$(readlink -f "$(command -v "$swift")")")/docc"
fi
[ -x "$docc" ] || { echo "docs.sh: no docc beside $swift; it ships with the Swift toolchain" >&2; exit 2; }

"$swift" package dump-symbol-graph --minimum-access-level public --skip-synthesized-members >/dev/null
graphs=$("$swift" build --show-bin-path)/../symbolgraph
out=.build/docs
rm -rf "$out"
mkdir -p "$out"
for module in Recurrence ICalKit WeekdayCore WeekdayKit; do
    dir=$(mktemp -d)
    # The module's own graph and its extensions of other modules (`Module@Other`).
    cp "$graphs/$module.symbols.json" "$graphs"/"$module"@*.symbols.json "$dir"/ 2>/dev/null || true
    "$docc" convert --additional-symbol-graph-dir "$dir" --fallback-display-name "$module" \
        --fallback-bundle-identifier "weekdays.$module" --output-path "$out/$module.doccarchive" \
        --warnings-as-errors --enable-inherited-docs >/dev/null
    rm -rf "$dir"
    echo "docs.sh: $out/$module.doccarchive"
done
