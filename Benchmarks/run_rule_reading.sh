#!/usr/bin/env bash
# Benchmark the package's rule reader (RRULE text to RecurrenceRule) against libical's
# icalrecurrencetype_from_string on the same rule texts. See Benchmarks/README.md.
#
#   Benchmarks/run_rule_reading.sh [--rules N] [--seed S] [--rounds R] [--passes P]
#                                  [--distinct K] [--work DIR] [--scratch-path DIR] [--strict]
set -euo pipefail
export LC_ALL=C

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(dirname "$HERE")

RULES=100000
SEED=1
ROUNDS=5
PASSES=3
DISTINCT=1000
STRICT=0
GOAL=5
WORK=${BENCH_WORK:-${TMPDIR:-/tmp}/weekdays-bench}
SCRATCH=""
SWIFT_BIN=${RULE_READING_BENCH_BIN:-}
PYTHON=${PYTHON:-python3}

usage() {
    cat <<EOF
usage: Benchmarks/run_rule_reading.sh [options]

Writes a file of distinct rule texts (cached), builds the Swift reader's benchmark
and libical's (release, -O2), and runs them in turn, round after round:

  libical          icalrecurrencetype_from_string on every line
  swift fresh      RecurrenceRule.freshReading(ofText:) on every line (nothing kept)
  swift parsing    RecurrenceRule(parsing:) on every line: text to model, the goal's measure
  libical rep.     the first K lines over and over, as many as the file has
  swift parsing rep.  the same work list through RecurrenceRule(parsing:)

Each run reads its work list P times and keeps its fastest pass. Checks that each
Swift run read and refused the same rules to the same values as libical (counts and
checksum), and prints each run, the ratios of every round, and a table: rules/s
(median of the rounds) and the ratio to libical (median, lowest and highest round).

  --rules N          lines in the rule file (default: $RULES)
  --seed S           rule file seed (default: $SEED)
  --rounds R         rounds, each running every reader once (default: $ROUNDS)
  --passes P         timed passes per run, fastest kept (default: $PASSES)
  --distinct K       texts in the repeated work list (default: $DISTINCT)
  --work DIR         rule files, binaries and outputs (default: $WORK)
  --scratch-path DIR swift build's scratch path (default: the package's .build)
  --strict           exit 1 when swift parsing is under ${GOAL}x libical
  -h, --help         this text

Environment: RULE_READING_BENCH_BIN (a built RuleReadingBenchmark to use instead of
building this checkout's), PYTHON, BENCH_WORK.
Exit status: 0 when every run succeeded and the readers agree, 1 otherwise.
EOF
}

die() { echo "run_rule_reading.sh: $*" >&2; exit 2; }

while [ $# -gt 0 ]; do
    case $1 in
        --strict) STRICT=1 ;;
        --rules) [ $# -ge 2 ] || die "--rules needs a value"; RULES=$2; shift ;;
        --seed) [ $# -ge 2 ] || die "--seed needs a value"; SEED=$2; shift ;;
        --rounds) [ $# -ge 2 ] || die "--rounds needs a value"; ROUNDS=$2; shift ;;
        --passes) [ $# -ge 2 ] || die "--passes needs a value"; PASSES=$2; shift ;;
        --distinct) [ $# -ge 2 ] || die "--distinct needs a value"; DISTINCT=$2; shift ;;
        --work) [ $# -ge 2 ] || die "--work needs a value"; WORK=$2; shift ;;
        --scratch-path) [ $# -ge 2 ] || die "--scratch-path needs a value"; SCRATCH=$2; shift ;;
        -h|--help) usage; exit 0 ;;
        *) usage >&2; die "unknown argument: $1" ;;
    esac
    shift
done
[[ $RULES =~ ^[1-9][0-9]*$ ]] || die "not a rule count: $RULES"
[[ $SEED =~ ^[0-9]+$ ]] || die "not a seed: $SEED"
[[ $ROUNDS =~ ^[1-9][0-9]*$ ]] || die "not a round count: $ROUNDS"
[[ $PASSES =~ ^[1-9][0-9]*$ ]] || die "not a pass count: $PASSES"
[[ $DISTINCT =~ ^[1-9][0-9]*$ ]] && [ "$DISTINCT" -le "$RULES" ] \
    || die "not a count of distinct texts from 1 to --rules: $DISTINCT"

# shellcheck source=Benchmarks/common.sh
source "$HERE/common.sh"

# ---------------------------------------------------------------------------
# Tools

install_common_tools
mkdir -p "$WORK/bin" "$WORK/rule-reading"
PEER_C=$WORK/bin/peer_c_read_rules
if [ ! -x "$PEER_C" ] || [ "$HERE/peer_c/read_rules.c" -nt "$PEER_C" ]; then
    say "building the C peer"
    # shellcheck disable=SC2046  # pkg-config output is meant to split
    cc -O2 -o "$PEER_C" "$HERE/peer_c/read_rules.c" $(pkg-config --cflags --libs libical)
fi

if [ -z "$SWIFT_BIN" ]; then
    # Always asked for: an up-to-date build takes seconds, and a stale binary would
    # measure the reader of some earlier checkout.
    scratch=()
    [ -z "$SCRATCH" ] || scratch=(--scratch-path "$SCRATCH")
    say "building RuleReadingBenchmark (swift build -c release)"
    (cd "$ROOT" && swift build -c release "${scratch[@]}" --product RuleReadingBenchmark >&2)
    SWIFT_BIN=$(cd "$ROOT" && swift build -c release "${scratch[@]}" --show-bin-path)/RuleReadingBenchmark
fi
[ -x "$SWIFT_BIN" ] || die "no binary at $SWIFT_BIN"

# ---------------------------------------------------------------------------
# The rule file, cached by size, seed, generator and Fixtures (its first lines)

GEN_ID=$(cat "$HERE/rule_texts.py" "$HERE/generate_feed.py" "$ROOT"/Fixtures/*.ics | sha1sum | cut -c1-10)
RULE_FILE=$WORK/rule-reading/rules-$RULES-seed$SEED-$GEN_ID.txt
if [ ! -s "$RULE_FILE" ]; then
    say "writing $RULES rule texts"
    "$PYTHON" "$HERE/rule_texts.py" "$RULE_FILE.part" --rules "$RULES" --seed "$SEED"
    mv "$RULE_FILE.part" "$RULE_FILE"
fi

# ---------------------------------------------------------------------------
# Measuring

RUN_ID=$(date +%Y%m%d-%H%M%S)
OUT_DIR=$WORK/rule-reading/runs/$RUN_ID
mkdir -p "$OUT_DIR"
RESULTS=$OUT_DIR/results.tsv
printf 'round\treader\trules\tok\trefused\tchecksum\tbest_s\trules_per_s\twrite_s\n' > "$RESULTS"
FAILED=0

# field NAME LINE: the value of NAME=... in LINE, or empty.
field() { sed -nE "s/.*(^| )$1=([^ ]*).*/\\2/p" <<<"$2"; }

# run ROUND READER COMMAND...: one run, its output line kept in $RESULTS.
run() {
    local round=$1 reader=$2 line rc=0
    shift 2
    line=$("$@" 2> "$OUT_DIR/$reader.$round.err") || rc=$?
    if [ $rc -ne 0 ] || [ -z "$(field rules_per_s "$line")" ]; then
        echo "run_rule_reading.sh: $reader exited $rc; its stderr:" >&2
        tail -n 5 "$OUT_DIR/$reader.$round.err" >&2
        FAILED=1
        return 0
    fi
    say "$(printf 'round %d  %-18s %s' "$round" "$reader" "$line")"
    printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$round" "$reader" "$(field rules "$line")" \
        "$(field ok "$line")" "$(field refused "$line")" "$(field checksum "$line")" \
        "$(field best_s "$line")" "$(field rules_per_s "$line")" "$(field write_s "$line")" >> "$RESULTS"
}

say "$RULES rules from $RULE_FILE; $ROUNDS rounds of $PASSES passes; $(nproc) CPUs"
REP=(--distinct "$DISTINCT")
for ((round = 1; round <= ROUNDS; round++)); do
    # Readers take turns within a round, and the order flips every round, so a slower
    # stretch of this shared machine falls on both sides of a ratio alike.
    if ((round % 2)); then
        run "$round" libical "$PEER_C" "$RULE_FILE" --passes "$PASSES"
        run "$round" swift-fresh "$SWIFT_BIN" "$RULE_FILE" --mode fresh --passes "$PASSES"
        run "$round" swift-parsing "$SWIFT_BIN" "$RULE_FILE" --mode parsing --passes "$PASSES"
        run "$round" libical-rep "$PEER_C" "$RULE_FILE" --passes "$PASSES" "${REP[@]}"
        run "$round" swift-parsing-rep "$SWIFT_BIN" "$RULE_FILE" --mode parsing --passes "$PASSES" "${REP[@]}"
    else
        run "$round" swift-parsing-rep "$SWIFT_BIN" "$RULE_FILE" --mode parsing --passes "$PASSES" "${REP[@]}"
        run "$round" libical-rep "$PEER_C" "$RULE_FILE" --passes "$PASSES" "${REP[@]}"
        run "$round" swift-parsing "$SWIFT_BIN" "$RULE_FILE" --mode parsing --passes "$PASSES"
        run "$round" swift-fresh "$SWIFT_BIN" "$RULE_FILE" --mode fresh --passes "$PASSES"
        run "$round" libical "$PEER_C" "$RULE_FILE" --passes "$PASSES"
    fi
done

# The report: agreement with libical, per-round ratios, and the table. Each Swift reader
# is set beside the libical run on the same work list in the same round.
report_rc=0
awk -F'\t' -v goal="$GOAL" -v strict="$STRICT" -v rounds="$ROUNDS" -v distinct="$DISTINCT" '
function median(list, n,    sorted, i, j, t) {
    for (i = 1; i <= n; i++) sorted[i] = list[i]
    for (i = 2; i <= n; i++)
        for (j = i; j > 1 && sorted[j - 1] > sorted[j]; j--) { t = sorted[j]; sorted[j] = sorted[j - 1]; sorted[j - 1] = t }
    return n % 2 ? sorted[(n + 1) / 2] : (sorted[n / 2] + sorted[n / 2 + 1]) / 2
}
function commas(x,    s, out) {
    s = sprintf("%.0f", x); out = ""
    while (length(s) > 3) { out = "," substr(s, length(s) - 2) out; s = substr(s, 1, length(s) - 3) }
    return s out
}
NR == 1 { next }
{
    key = $1 SUBSEP $2
    seen[key] = 1; rate[key] = $8; ok[key] = $4; refused[key] = $5; sum[key] = $6; rules[key] = $3; write[key] = $9; best[key] = $7
}
END {
    split("swift-fresh swift-parsing swift-parsing-rep", swifts, " ")
    peer["swift-fresh"] = "libical"; peer["swift-parsing"] = "libical"; peer["swift-parsing-rep"] = "libical-rep"
    failed = 0
    for (r = 1; r <= rounds; r++)
        for (s = 1; s <= 3; s++) {
            a = r SUBSEP swifts[s]; b = r SUBSEP peer[swifts[s]]
            if (!(a in seen) || !(b in seen)) continue
            if (ok[a] != ok[b] || refused[a] != refused[b] || sum[a] != sum[b]) {
                printf "run_rule_reading.sh: round %d: %s read %s and refused %s (checksum %s), libical %s and %s (%s)\n", \
                    r, swifts[s], ok[a], refused[a], sum[a], ok[b], refused[b], sum[b] > "/dev/stderr"
                failed = 1
            }
        }
    print ""
    print "Ratios of the rounds (Swift rules/s over libical rules/s):"
    for (s = 1; s <= 3; s++) {
        line = sprintf("  %-18s", swifts[s]); n = 0
        for (r = 1; r <= rounds; r++) {
            a = r SUBSEP swifts[s]; b = r SUBSEP peer[swifts[s]]
            if ((a in seen) && (b in seen)) { n++; ratios[swifts[s], n] = rate[a] / rate[b]; line = line sprintf(" %.2f", rate[a] / rate[b]) }
        }
        count[swifts[s]] = n
        print line
    }
    print ""
    print "| reader | texts | rules read / refused | rules/s (median) | vs libical (median, lowest-highest) |"
    print "|---|---|---:|---:|---:|"
    split("libical swift-fresh swift-parsing libical-rep swift-parsing-rep", readers, " ")
    label["libical"] = "libical `icalrecurrencetype_from_string`"
    label["swift-fresh"] = "Swift `freshReading(ofText:)`"
    label["swift-parsing"] = "Swift `RecurrenceRule(parsing:)`"
    label["libical-rep"] = "libical `icalrecurrencetype_from_string`"
    label["swift-parsing-rep"] = "Swift `RecurrenceRule(parsing:)`"
    for (i = 1; i <= 5; i++) {
        name = readers[i]; n = 0
        for (r = 1; r <= rounds; r++) if ((r SUBSEP name) in seen) { n++; rates[n] = rate[r SUBSEP name]; last = r SUBSEP name }
        if (n == 0) continue
        texts = name ~ /-rep$/ ? sprintf("first %s repeated", commas(distinct)) : "all distinct"
        ratio = "1x"
        if (name in peer) {
            m = count[name]
            for (k = 1; k <= m; k++) rl[k] = ratios[name, k]
            lo = rl[1]; hi = rl[1]
            for (k = 2; k <= m; k++) { if (rl[k] < lo) lo = rl[k]; if (rl[k] > hi) hi = rl[k] }
            med = median(rl, m)
            ratio = sprintf("%.2fx (%.2f-%.2f)", med, lo, hi)
            if (name == "swift-parsing") parsing = med
        }
        printf "| %s | %s | %s / %s | %s | %s |\n", label[name], texts, commas(ok[last]), commas(refused[last]), commas(median(rates, n)), ratio
    }
    n = 0
    for (r = 1; r <= rounds; r++) if ((r SUBSEP "swift-fresh") in seen && write[r SUBSEP "swift-fresh"] != "") {
        n++; shares[n] = write[r SUBSEP "swift-fresh"] / best[r SUBSEP "swift-fresh"]
    }
    if (n > 0) printf "\nOf swift fresh, writing the rule back (rfc5545String) is about %.0f%% (median of the rounds).\n", 100 * median(shares, n)
    if (parsing != "") {
        verdict = parsing >= goal ? "PASS" : "FAIL"
        printf "Goal: text to model (swift parsing) at least %sx libical: %s (%.2fx)\n", goal, verdict, parsing
        if (strict && parsing < goal) failed = failed ? failed : 3
    }
    exit failed
}' "$RESULTS" | tee "$OUT_DIR/report.md" || report_rc=${PIPESTATUS[0]}

echo
echo "Results: $RESULTS" >&2
if [ $FAILED -ne 0 ] || [ "$report_rc" -eq 1 ]; then
    echo "run_rule_reading.sh: some runs failed or the readers disagree (see above)" >&2
    exit 1
fi
[ "$report_rc" -eq 0 ] || exit 1
exit 0
