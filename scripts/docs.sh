#!/usr/bin/env bash
# Builds the DocC documentation of the two products (WeekdayCore, WeekdayKit) and the two
# modules they re-export (Recurrence, ICalKit), as one archive, failing on any
# warning (an unresolved ``link``, a parameter the doc comment gets wrong):
#   swift package dump-symbol-graph, then the toolchain's `docc convert` per module, then
#   `docc merge` of the four into one archive, as apps import one product.
# The archive goes to .build/docs/weekdays.doccarchive.
set -euo pipefail
swift=${SWIFT:-swift}
cd "$(dirname "$0")/.."

docc=$(command -v docc || true)
if [ -z "$docc" ]; then
    docc="$(dirname "$(readlink -f "$(command -v "$swift")")")/docc"
fi
[ -x "$docc" ] || { echo "docs.sh: no docc beside $swift; it ships with the Swift toolchain" >&2; exit 2; }

modules=(Recurrence ICalKit WeekdayCore WeekdayKit)
graphs=$("$swift" build --show-bin-path)/../symbolgraph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# An earlier run's graphs must not stand in for ones this run could not write.
rm -rf "$graphs"
# dump-symbol-graph also extracts the test modules' graphs, and fails on them while the tests
# are not built (until a first `make test`); the library's graphs are written all the same,
# so it is each documented module's own graph that must be there.
"$swift" package dump-symbol-graph --minimum-access-level public --skip-synthesized-members \
    >"$work/dump.log" 2>&1 || true
for module in "${modules[@]}"; do
    if [ ! -s "$graphs/$module.symbols.json" ]; then
        cat "$work/dump.log" >&2
        echo "docs.sh: swift package dump-symbol-graph wrote no graph for $module" >&2
        exit 1
    fi
done

out=.build/docs
rm -rf "$out"
mkdir -p "$out"
parts="$work/archives"
mkdir -p "$parts"
for module in "${modules[@]}"; do
    dir="$work/$module"
    mkdir -p "$dir"
    # The module's own graph and its extensions of other modules (`Module@Other`).
    cp "$graphs/$module.symbols.json" "$dir"/
    cp "$graphs"/"$module"@*.symbols.json "$dir"/ 2>/dev/null || true
    # docc writes its warnings and errors to standard output, shown only when it fails.
    # A module's articles (getting started, the command line, readings, bounds) live in its
    # catalog.
    catalog=()
    [ -d "Sources/$module/$module.docc" ] && catalog=("Sources/$module/$module.docc")
    if ! "$docc" convert "${catalog[@]}" --additional-symbol-graph-dir "$dir" --fallback-display-name "$module" \
        --fallback-bundle-identifier "weekdays.$module" --output-path "$parts/$module.doccarchive" \
        --warnings-as-errors --enable-inherited-docs >"$work/$module.log" 2>&1; then
        cat "$work/$module.log" >&2
        echo "docs.sh: the documentation of $module has warnings or errors" >&2
        exit 1
    fi
done
archives=()
for module in "${modules[@]}"; do archives+=("$parts/$module.doccarchive"); done
"$docc" merge "${archives[@]}" --output-path "$out/weekdays.doccarchive" \
    --synthesized-landing-page-name weekdays >"$work/merge.log" 2>&1 || { cat "$work/merge.log" >&2; exit 1; }
echo "docs.sh: $out/weekdays.doccarchive"
