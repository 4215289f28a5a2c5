/// A terminal screen in memory: rows of one-column cells.
///
/// Views draw into a screen; the same screen is then written to a terminal with escape
/// codes, printed as plain lines, or read back by tests cell by cell. A character two
/// columns wide (`月`) sits in its first cell and marks the next one as its continuation.
struct Screen: Equatable {
    /// One column of one row.
    struct Cell: Equatable {
        /// The character drawn here (a space when empty; empty for a continuation).
        var text = " "
        var style = CellStyle.plain
        /// Whether this is the right half of a wide character to the left.
        var isContinuation = false
    }

    /// The number of columns; text past the right edge is cut.
    let width: Int
    private(set) var rows: [[Cell]] = []
    /// Rows whose cells keep their columns even where text is reordered by direction
    /// (rows of days); see ``keepOrder(ofRow:)``.
    private(set) var orderedRows: Set<Int> = []

    var height: Int { rows.count }

    init(width: Int) {
        self.width = max(1, width)
    }

    /// Writes lines from `row` down, one a row, at column 0; returns the row after them.
    mutating func put(lines: [String], from row: Int, style: CellStyle = .plain) -> Int {
        for (offset, line) in lines.enumerated() { put(line, row: row + offset, column: 0, style: style) }
        return row + lines.count
    }

    /// Writes `text` from `column` on, and returns the column after it.
    ///
    /// The screen grows down to `row` as needed. Characters that would cross the right
    /// edge are left out; characters of no width join the cell before them.
    @discardableResult
    mutating func put(_ text: String, row: Int, column: Int, style: CellStyle = .plain) -> Int {
        guard row >= 0 else { return column }
        addRows(upTo: row)
        var column = column
        for character in text {
            let string = String(character)
            let columns = displayWidth(string)
            if columns == 0 {
                if column > 0, column - 1 < width { attach(string, row: row, column: column - 1) }
                continue
            }
            defer { column += columns }
            guard column >= 0, column + columns <= width else { continue }
            clearHalves(row: row, from: column, count: columns)
            rows[row][column] = Cell(text: string, style: style)
            for extra in 1..<columns {
                rows[row][column + extra] = Cell(text: "", style: style, isContinuation: true)
            }
        }
        return column
    }

    /// Paints `count` cells from `column` with a style, keeping their text.
    mutating func paint(row: Int, column: Int, count: Int, style: CellStyle) {
        guard row >= 0 else { return }
        addRows(upTo: row)
        for index in max(0, column)..<min(width, max(0, column + count)) {
            rows[row][index].style = style
        }
    }

    /// Marks a row whose cells must keep their columns under bidirectional reordering.
    ///
    /// A row of Hebrew day letters is already laid out from the right; a terminal or
    /// viewer that reorders right-to-left text must not turn it around again. Sentences
    /// are left alone, to be read in their own direction.
    mutating func keepOrder(ofRow row: Int) {
        orderedRows.insert(row)
    }

    /// Adds empty rows so the screen is at least `count` rows tall.
    mutating func extend(toHeight count: Int) {
        if count > 0 { addRows(upTo: count - 1) }
    }

    /// The cell at a row and column (an empty cell outside the screen).
    func cell(row: Int, column: Int) -> Cell {
        guard rows.indices.contains(row), (0..<width).contains(column) else { return Cell() }
        return rows[row][column]
    }

    /// The text of a row, wide characters once, trailing spaces removed.
    func line(_ row: Int) -> String {
        guard rows.indices.contains(row) else { return "" }
        var text = rows[row].filter { !$0.isContinuation }.map(\.text).joined()
        while text.last == " " { text.removeLast() }
        return text
    }

    /// The text of the cells in `columns` of a row, wide characters once.
    func text(row: Int, columns: Range<Int>) -> String {
        guard rows.indices.contains(row) else { return "" }
        let cells = rows[row][max(0, columns.lowerBound)..<min(width, max(columns.upperBound, 0))]
        return cells.filter { !$0.isContinuation }.map(\.text).joined()
    }

    /// Every row's text.
    var lines: [String] { rows.indices.map(line) }

    /// The column where `text` starts in a row, counting wide characters as two.
    func column(of text: String, row: Int) -> Int? {
        guard rows.indices.contains(row) else { return nil }
        let cells = rows[row]
        for start in cells.indices where !cells[start].isContinuation {
            var joined = ""
            var index = start
            while index < cells.count, joined.count < text.count {
                if !cells[index].isContinuation { joined += cells[index].text }
                index += 1
            }
            if joined == text { return start }
        }
        return nil
    }

    // MARK: - Internals

    private mutating func addRows(upTo row: Int) {
        while rows.count <= row {
            rows.append(Array(repeating: Cell(), count: width))
        }
    }

    private mutating func attach(_ mark: String, row: Int, column: Int) {
        var index = column
        while index > 0, rows[row][index].isContinuation { index -= 1 }
        rows[row][index].text += mark
    }

    /// Blanks the other half of any wide character that a write over these cells splits.
    private mutating func clearHalves(row: Int, from column: Int, count: Int) {
        if rows[row][column].isContinuation, column > 0 {
            var index = column - 1
            while index > 0, rows[row][index].isContinuation { index -= 1 }
            rows[row][index].text = " "
            for blank in (index + 1)..<column {
                rows[row][blank] = Cell(style: rows[row][blank].style)
            }
        }
        var after = column + count
        while after < width, rows[row][after].isContinuation {
            rows[row][after] = Cell(style: rows[row][after].style)
            after += 1
        }
    }
}
