/// A tally a caller may hand to a lookup to learn how many steps it took.
///
/// Tests check with it that reading N lines costs the same per line whatever N is, which
/// no clock can say on a shared machine. A class, so the count survives the value-typed
/// readers it is passed through; every ordinary caller leaves it nil.
package final class WorkCount {
    /// The steps counted so far.
    package private(set) var steps = 0

    /// An empty tally, for a test to hand in.
    package init() {}

    /// Counts `steps` more: one line looked at, or one probe of a table.
    package func add(_ steps: Int = 1) {
        self.steps += steps
    }
}
