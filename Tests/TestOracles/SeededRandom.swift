// MARK: - Deterministic randomness

/// SplitMix64: a small, fixed generator so generated rules are the same on every run.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with the given probability.
    public mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// A random non-empty subset of `values`, in their order.
    public mutating func subset<T>(of values: [T], atMost limit: Int? = nil) -> [T] {
        let size = Int.random(in: 1...(limit ?? values.count), using: &self)
        let chosen = Set(values.indices.shuffled(using: &self).prefix(size))
        return values.indices.filter(chosen.contains).map { values[$0] }
    }
}
