extension Array<Int> {
    /// Whether a list counts some items from the start and some from the end (BYMONTHDAY
    /// 1,15,-1), which each item then says whole: "the 1st, the 15th, and the last day",
    /// never "days 1, 15, and 1 from the end".
    var countsFromBothEnds: Bool { contains { $0 > 0 } && contains { $0 < 0 } }

    /// The items counted from the start, then those counted from the end, each in the
    /// order they fall ("the first and the second to last, the last").
    var fromStartThenEnd: [Int] { filter { $0 > 0 }.sorted() + filter { $0 < 0 }.sorted() }
}
