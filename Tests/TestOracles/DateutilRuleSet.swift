public import Recurrence

/// The monthly and yearly rules (and daily and weekly ones with month filters) checked
/// against python-dateutil, made in one place: the engine's dateutil suite expands them,
/// and the text round trip writes and reads the same set.
public enum DateutilRuleSet {
    /// A rule's text and the start it is expanded from.
    public struct Case: CustomStringConvertible {
        public var rule: String
        public var start: ICalDateTime
        public var description: String { "\(rule) from \(start)" }
    }

    /// The generator's seed: the same rules on every run.
    public static let seed: UInt64 = 0xDA7E_0717
    /// How many rules the set holds.
    public static let ruleCount = 260

    /// The set, in the generator's order.
    public static func generate() throws -> [Case] {
        var random = SeededRandom(seed: seed)
        var cases: [Case] = []
        func pick<T>(_ values: [T]) -> T { values.randomElement(using: &random)! }
        func list(_ values: [Int], atMost limit: Int) -> String {
            random.subset(of: values, atMost: limit).map(String.init).joined(separator: ",")
        }
        func days(_ limit: Int) -> String {
            random.subset(of: Array(1...7), atMost: limit).map(code).joined(separator: ",")
        }
        func ordinalDays(positions: [Int], atMost limit: Int) -> String {
            let count = Int.random(in: 1...limit, using: &random)
            let entries = (0..<count).map { _ in "\(pick(positions))\(code(Int.random(in: 1...7, using: &random)))" }
            return Array(Set(entries)).sorted().joined(separator: ",")
        }
        let monthDays = [1, 2, 10, 13, 15, 28, 29, 30, 31, -1, -2, -5]
        let setPositions = [1, 2, 3, -1, -2]

        while cases.count < ruleCount {
            var parts: [String] = []
            let kind = Int.random(in: 0..<100, using: &random)
            if kind < 45 {
                parts.append("FREQ=MONTHLY")
                switch Int.random(in: 0..<6, using: &random) {
                case 0: parts.append("BYMONTHDAY=" + list(monthDays, atMost: 3))
                case 1: parts.append("BYDAY=" + ordinalDays(positions: [1, 2, 3, 4, 5, -1, -2, -3], atMost: 2))
                case 2:
                    parts.append("BYDAY=" + days(4))
                    parts.append("BYSETPOS=" + list(setPositions, atMost: 2))
                case 3:
                    parts.append("BYDAY=" + days(2))
                    parts.append("BYMONTHDAY=" + list(monthDays, atMost: 4))
                case 4: parts.append("BYDAY=" + days(2))
                default: break
                }
                if random.chance(0.3) { parts.append("BYMONTH=" + list(Array(1...12), atMost: 4)) }
            } else if kind < 85 {
                parts.append("FREQ=YEARLY")
                let months = "BYMONTH=" + list(Array(1...12), atMost: 3)
                switch Int.random(in: 0..<8, using: &random) {
                case 0: parts += [months, "BYMONTHDAY=" + list(monthDays, atMost: 3)]
                case 1: parts += [months, "BYDAY=" + ordinalDays(positions: [1, 2, 3, 4, -1, -2], atMost: 2)]
                case 2:
                    parts.append(
                        "BYDAY=" + ordinalDays(positions: [1, 2, 10, 20, 26, 52, -1, -2, -10, -52], atMost: 2))
                case 3:
                    parts.append(
                        "BYYEARDAY=" + list([1, 2, 59, 60, 100, 200, 256, 365, 366, -1, -2, -100, -366], atMost: 3))
                case 4: parts += [months, "BYDAY=" + days(2)]
                case 5: parts += [months, "BYDAY=" + days(5), "BYSETPOS=" + list(setPositions, atMost: 2)]
                case 6: parts.append(months)
                default: break
                }
            } else if kind < 95 {
                parts.append("FREQ=DAILY")
                if random.chance(0.7) { parts.append("BYMONTH=" + list(Array(1...12), atMost: 4)) }
                if random.chance(0.6) { parts.append("BYMONTHDAY=" + list(monthDays, atMost: 3)) }
                if random.chance(0.6) { parts.append("BYDAY=" + days(3)) }
            } else {
                parts.append("FREQ=WEEKLY")
                parts.append("BYMONTH=" + list(Array(1...12), atMost: 4))
                if random.chance(0.7) { parts.append("BYDAY=" + days(3)) }
            }
            if random.chance(0.5) { parts.append("INTERVAL=\(Int.random(in: 2...3, using: &random))") }
            if random.chance(0.3) { parts.append("WKST=\(code(Int.random(in: 1...7, using: &random)))") }

            let form: ICalDateTime.Form = pick([.floating, .floating, .floating, .date, .utc])
            let start = ICalDateTime(
                year: Int.random(in: 2020...2030, using: &random), month: Int.random(in: 1...12, using: &random),
                day: Int.random(in: 1...28, using: &random), hour: Int.random(in: 0...23, using: &random),
                minute: pick([0, 30]), form: form)
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<4: parts.append("COUNT=\(Int.random(in: 1...30, using: &random))")
            case 4..<8:
                let until = try Gregorian.adding(days: Int.random(in: 60...4000, using: &random), to: start)
                parts.append("UNTIL=\(until)")
            default: break
            }
            cases.append(Case(rule: parts.shuffled(using: &random).joined(separator: ";"), start: start))
        }
        return cases
    }
}
