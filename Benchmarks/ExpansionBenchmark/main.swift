// The expansion benchmark's Swift side: the package's `RecurrenceExpansion` on the rules that
// Benchmarks/expansion_rules.py writes, split and timed as the C and Python peers are.
//
//     ExpansionBenchmark RULES.jsonl [N] [--print]
//
// Reading the file and parsing every rule and start (`RecurrenceRule(parsing:)`,
// `ICalDateTime(parsing:)`) is timed on its own as parse_s; expanding each rule to its first
// N occurrences (default 500) is timed as expand_s, the benchmark's figure. The checksum and
// the printing stay outside both, as in the peers. Output, the peers' format:
//
//     occurrences=... checksum=... rules=... parse_s=... expand_s=... occurrences_per_s=...
//
// The checksum runs over every occurrence in order, h = h * 1099511628211 + YYYYMMDDHHMMSS
// modulo 2^64 from 14695981039346656037. With --print, each occurrence comes first as
// "LINE<TAB>YYYYMMDDTHHMMSS" (LINE counts from 1). Exit status: 0; 1 when a rule is refused
// or fails to expand; 2 on a usage or read error.

import Foundation
import ICalKit

/// One line of the rule file.
struct RuleLine: Decodable {
    var rule: String
    var dtstart: String
}

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("ExpansionBenchmark: \(message)\n".utf8))
    exit(status)
}

func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

/// The occurrence as the number YYYYMMDDHHMMSS, the checksum's unit.
func stampValue(_ time: ICalDateTime) -> UInt64 {
    let date = time.year * 10_000 + time.month * 100 + time.day
    let clock = time.hour * 10_000 + time.minute * 100 + time.second
    return UInt64(truncatingIfNeeded: date) &* 1_000_000 &+ UInt64(truncatingIfNeeded: clock)
}

/// The occurrence as YYYYMMDDTHHMMSS, for --print.
func stampText(_ time: ICalDateTime) -> String {
    String(format: "%04d%02d%02dT%02d%02d%02d", time.year, time.month, time.day, time.hour, time.minute, time.second)
}

// MARK: - Arguments

var arguments = Array(CommandLine.arguments.dropFirst())
let printsOccurrences = arguments.contains("--print")
arguments.removeAll { $0 == "--print" }
let usage = "usage: ExpansionBenchmark RULES.jsonl [N] [--print]"
if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    exit(0)
}
guard (1...2).contains(arguments.count) else { fail(usage, status: 2) }
var count = 500
if arguments.count == 2 {
    guard let value = Int(arguments[1]), (1...1_000_000).contains(value) else {
        fail("not an occurrence count: \(arguments[1])", status: 2)
    }
    count = value
}

// MARK: - Phase 1: read and parse (parse_s)

let clock = ContinuousClock()
let parseStart = clock.now
let text: String
do {
    text = try String(contentsOfFile: arguments[0], encoding: .utf8)
} catch {
    fail("cannot read \(arguments[0]): \(error.localizedDescription)", status: 2)
}
let decoder = JSONDecoder()
var items: [(rule: RecurrenceRule, start: ICalDateTime)] = []
for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
    let entry: RuleLine
    do {
        entry = try decoder.decode(RuleLine.self, from: Data(line.utf8))
    } catch {
        fail("line \(index + 1) is not {\"rule\": ..., \"dtstart\": ...}", status: 2)
    }
    do {
        items.append((try RecurrenceRule(parsing: entry.rule), try ICalDateTime(parsing: entry.dtstart)))
    } catch {
        fail("line \(index + 1): ICalKit refuses \(entry.rule) from \(entry.dtstart): \(error)", status: 1)
    }
}
let parseSeconds = seconds(clock.now - parseStart)

// MARK: - Phase 2: expand (expand_s)

var expandTime = Duration.zero
var total = 0
var shortRules = 0
var checksum: UInt64 = 14_695_981_039_346_656_037
var printed = ""
for (index, item) in items.enumerated() {
    // One clock pair per rule keeps the checksum and the printing out of the timed work.
    let start = clock.now
    let expansion = RecurrenceExpansion(of: item.rule, from: item.start, limits: .init(count: count))
    expandTime += clock.now - start

    let occurrences = expansion.occurrences
    if occurrences.count < count { shortRules += 1 }
    for occurrence in occurrences {
        checksum = checksum &* 1_099_511_628_211 &+ stampValue(occurrence)
        if printsOccurrences { printed += "\(index + 1)\t\(stampText(occurrence))\n" }
    }
    total += occurrences.count
}
let expandSeconds = seconds(expandTime)

if shortRules > 0 {
    FileHandle.standardError.write(
        Data("ExpansionBenchmark: \(shortRules) rules gave fewer than \(count) occurrences\n".utf8))
}
let rate = expandSeconds > 0 ? Double(total) / expandSeconds : 0
printed += "occurrences=\(total) checksum=\(checksum) rules=\(items.count)"
printed += String(format: " parse_s=%.6f expand_s=%.6f occurrences_per_s=%.0f\n", parseSeconds, expandSeconds, rate)
FileHandle.standardOutput.write(Data(printed.utf8))
