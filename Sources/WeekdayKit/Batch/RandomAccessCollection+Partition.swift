extension RandomAccessCollection {
    /// The index of the first element for which `isBefore` is false, in a collection where
    /// every element for which it is true comes first: a binary search, so sorted lists of
    /// any length are cut to a window in logarithmic time.
    func partitionPoint(where isBefore: (Element) -> Bool) -> Index {
        var low = startIndex
        var count = self.count
        while count > 0 {
            let half = count / 2
            let middle = index(low, offsetBy: half)
            if isBefore(self[middle]) {
                low = index(after: middle)
                count -= half + 1
            } else {
                count = half
            }
        }
        return low
    }
}
