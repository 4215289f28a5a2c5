// The rule-reading benchmark's Swift side: the package's rule reader on the rule texts
// Benchmarks/rule_texts.py writes (one RRULE value a line), timed as the C peer
// (peer_c/read_rules.c) times libical's `icalrecurrencetype_from_string`.
//
//     RuleReadingBenchmark RULES.txt [--mode fresh|parsing] [--passes P] [--distinct K] [--print]
//
// The file is read into memory first. With --distinct K the work list is the first K lines
// over and over, as many as the file has lines (a feed that repeats a few rules); otherwise
// it is every line once. Modes:
//
// - `fresh` (default): `RecurrenceRule.freshReading(ofText:)`, which reads each text anew
//   and keeps nothing: the grammar, the model's value check, and the rule written back
//   (`rfc5545String`, which the reading carries). The figure to set beside libical.
// - `parsing`: `RecurrenceRule(parsing:)`, the public initializer: text to model, with the
//   value check and nothing written back or kept. The figure to set beside libical, whose
//   reader also gives the parts alone.
//
// One untimed pass reads every rule of the work list and folds the rule into a checksum
// (the C peer's: see read_rules.c), and counts the rules read and refused. Then P timed
// passes (default 3) read the work list again, each rule read and dropped, and the fastest
// pass is kept. In `fresh` mode the rules of the untimed pass are then written back
// (`rfc5545String`) in P timed passes, so write_s says how much of best_s is writing.
// Prints one line:
//
//     rules=... ok=... refused=... checksum=... best_s=... median_s=... rules_per_s=... [write_s=...]
//
// With --print, each rule's values are printed first, "LINE<TAB> v v v ...". Exit status: 0;
// 2 on a usage or read error.

import Foundation
import Recurrence

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("RuleReadingBenchmark: \(message)\n".utf8))
    exit(2)
}

func seconds(_ duration: Duration) -> Double {
    let parts = duration.components
    return Double(parts.seconds) + Double(parts.attoseconds) / 1e18
}

// MARK: - Arguments

enum Mode: String { case fresh, parsing }

let usage = "usage: RuleReadingBenchmark RULES.txt [--mode fresh|parsing] [--passes P] [--distinct K] [--print]"
var path: String?
var mode = Mode.fresh
var passes = 3
var distinct = 0
var printing = false
var arguments = CommandLine.arguments.dropFirst()[...]
func countArgument(_ name: String, _ text: String?) -> Int {
    guard let text else { fail("\(name) needs a value") }
    guard let value = Int(text), (1...100_000_000).contains(value) else {
        fail("\(name) needs a whole number from 1, not \(text)")
    }
    return value
}
while let argument = arguments.popFirst() {
    switch argument {
    case "-h", "--help":
        print(usage)
        exit(0)
    case "--print": printing = true
    case "--passes": passes = countArgument("--passes", arguments.popFirst())
    case "--distinct": distinct = countArgument("--distinct", arguments.popFirst())
    case "--mode":
        guard let text = arguments.popFirst(), let value = Mode(rawValue: text) else {
            fail("--mode is fresh or parsing")
        }
        mode = value
    default:
        guard path == nil, !argument.hasPrefix("-") else { fail(usage) }
        path = argument
    }
}
guard let path else { fail(usage) }

// MARK: - The work list (not timed)

let contents: String
do {
    contents = try String(contentsOfFile: path, encoding: .utf8)
} catch {
    fail("cannot read \(path): \(error.localizedDescription)")
}
var lines = contents.split(separator: "\n", omittingEmptySubsequences: false).map { line in
    String(line.hasSuffix("\r") ? line.dropLast() : line)
}
if lines.last == "" { lines.removeLast() }
guard !lines.isEmpty else { fail("\(path) has no rules") }
guard distinct <= lines.count else { fail("--distinct \(distinct), but the file has \(lines.count) lines") }
let work = (0..<lines.count).map { lines[distinct > 0 ? $0 % distinct : $0] }

// MARK: - The untimed pass: what each rule reads as, and the counts

/// The checksum the C peer computes (see read_rules.c), over a rule's values in its order.
struct RuleChecksum {
    static let frequencies: [RecurrenceRule.Frequency: Int64] = [
        .secondly: 0, .minutely: 1, .hourly: 2, .daily: 3, .weekly: 4, .monthly: 5, .yearly: 6,
    ]

    var value: UInt64 = 14_695_981_039_346_656_037
    /// The values folded since it was last emptied, for --print.
    var printed = ""
    let printing: Bool

    mutating func fold(_ number: Int64) {
        value = value &* 1_099_511_628_211 &+ UInt64(bitPattern: number)
        if printing { printed += " \(number)" }
    }

    mutating func fold(_ list: [Int]) {
        fold(Int64(list.count))
        for number in list { fold(Int64(number)) }
    }

    /// A rule's values, or 2^32 - 1 for a rule refused.
    mutating func fold(_ rule: RecurrenceRule?) {
        guard let rule else { return fold(0xFFFF_FFFF) }
        fold(Self.frequencies[rule.frequency]!)
        fold(Int64(rule.interval))
        switch rule.end {
        case .never: fold(0); fold(0)
        case .afterOccurrences(let count): fold(Int64(count)); fold(0)
        case .until(let until):
            fold(0)
            let date = Int64(until.year) * 10_000 + Int64(until.month) * 100 + Int64(until.day)
            let time = Int64(until.hour) * 10_000 + Int64(until.minute) * 100 + Int64(until.second)
            fold((date * 1_000_000 + time) * 4 + (until.form == .date ? 2 : 0) + (until.form == .utc ? 1 : 0))
        }
        fold(Int64(rule.firstWeekday ?? 2))
        fold(rule.seconds)
        fold(rule.minutes)
        fold(rule.hours)
        fold(rule.weekdays.map { $0.position * 8 + $0.weekday })
        fold(rule.daysOfTheMonth)
        fold(rule.daysOfTheYear)
        fold(rule.weeks)
        fold(rule.months)
        fold(rule.setPositions)
    }
}

var checksum = RuleChecksum(printing: printing)
var rules: [RecurrenceRule] = []
var refused = 0
for (index, text) in work.enumerated() {
    let rule = try? RecurrenceRule.freshReading(ofText: text).rule
    checksum.printed = ""
    checksum.fold(rule)
    if printing { print("\(index + 1)\t\(checksum.printed)") }
    if let rule { rules.append(rule) } else { refused += 1 }
}

// MARK: - The timed passes: read and drop, nothing else

let clock = ContinuousClock()
var sink = 0
var times: [Double] = []
for _ in 0..<passes {
    var local = 0
    let start = clock.now
    switch mode {
    case .fresh:
        for text in work {
            if let reading = try? RecurrenceRule.freshReading(ofText: text) { local &+= reading.rule.interval }
        }
    case .parsing:
        for text in work {
            if let rule = try? RecurrenceRule(parsing: text) { local &+= rule.interval }
        }
    }
    times.append(seconds(clock.now - start))
    sink &+= local
}
times.sort()

var writeTimes: [Double] = []
if mode == .fresh {
    for _ in 0..<passes {
        var local = 0
        let start = clock.now
        for rule in rules { local &+= rule.rfc5545String.utf8.count }
        writeTimes.append(seconds(clock.now - start))
        sink &+= local
    }
    writeTimes.sort()
}

var line = "rules=\(work.count) ok=\(rules.count) refused=\(refused) checksum=\(checksum.value)"
line += String(
    format: " best_s=%.6f median_s=%.6f rules_per_s=%.0f", times[0], times[passes / 2],
    Double(work.count) / times[0])
if let write = writeTimes.first { line += String(format: " write_s=%.6f", write) }
print(line)
exit(sink == -1 ? 1 : 0)
