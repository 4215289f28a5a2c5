public import Recurrence

/// The rules of every frequency checked against python-dateutil, made in one place: the
/// engine's differential suite expands them, and the text round trip writes and reads the
/// same set.
public enum EngineRuleSet {
    /// The generator's seed: the same rules on every run.
    public static let seed: UInt64 = 0x0E_4619_E5_D1FF
    /// How many rules of each frequency the generator writes.
    public static let quota: [(RecurrenceRule.Frequency, Int)] = [
        (.secondly, 260), (.minutely, 300), (.hourly, 320), (.daily, 320), (.weekly, 280),
        (.monthly, 320), (.yearly, 360),
    ]

    /// The set, frequency by frequency, in the generator's order.
    public static func generate() throws -> [RuleGenerator.Case] {
        var generator = RuleGenerator(seed: seed)
        var cases: [RuleGenerator.Case] = []
        for (frequency, count) in quota {
            for _ in 0..<count { cases.append(try generator.make(frequency)) }
        }
        return cases
    }
}
