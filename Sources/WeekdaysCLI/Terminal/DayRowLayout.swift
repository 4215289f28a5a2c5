/// Where the seven cells of a row of days go: their width, the gap between them, and
/// their order on screen.
///
/// In a right-to-left language the row runs from the right: the calendar's first day is
/// the rightmost cell, as in a mirrored app. Left and right keys move by what is on
/// screen, so in such a row Right steps back in the calendar's order.
struct DayRowLayout: Equatable {
    /// Columns of one cell, its padding or marks included.
    let cellWidth: Int
    /// Columns between two cells.
    let gap: Int
    let isRightToLeft: Bool

    /// The widest layout that fits `width`.
    ///
    /// Cells take `content` columns plus `padding`, one column apart when there is room.
    /// `content` shrinks (never below 1) when even touching cells would not fit.
    init(content: Int, padding: Int, width: Int, isRightToLeft: Bool) {
        self.isRightToLeft = isRightToLeft
        let content = max(1, content)
        if 7 * (content + padding) + 6 <= width {
            cellWidth = content + padding
            gap = 1
        } else if 7 * (content + padding) <= width {
            cellWidth = content + padding
            gap = 0
        } else {
            cellWidth = max(1, min(content, width / 7 - padding)) + padding
            gap = 0
        }
    }

    /// The columns the whole row takes.
    var width: Int { 7 * cellWidth + 6 * gap }

    /// The columns a cell's content may take once padding is set aside.
    func contentWidth(padding: Int) -> Int { max(1, cellWidth - padding) }

    /// The column where the cell of the day at `index` (in the calendar's order) starts.
    func column(of index: Int) -> Int {
        (isRightToLeft ? 6 - index : index) * (cellWidth + gap)
    }

    /// How far along the calendar's order a step to the right on screen goes.
    func step(forRightward step: Int) -> Int {
        isRightToLeft ? -step : step
    }

    /// The calendar-order index of the leftmost cell (`leftmost`) or the rightmost one.
    func index(leftmost: Bool) -> Int {
        leftmost == isRightToLeft ? 6 : 0
    }
}
