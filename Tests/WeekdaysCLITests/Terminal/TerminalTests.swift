import Foundation
import Testing
@testable import WeekdaysCLI

/// The terminal machinery that needs no terminal: the virtual screen, colors, layout.
@Suite struct TerminalTests {
    // MARK: - Screen

    @Test func wideCharactersTakeTwoCells() {
        var screen = Screen(width: 6)
        let next = screen.put("月a火", row: 0, column: 0)
        #expect(next == 5)
        #expect(screen.cell(row: 0, column: 1).isContinuation)
        #expect(screen.line(0) == "月a火")
        // A wide character that would cross the edge is left out.
        screen.put("水", row: 1, column: 5)
        #expect(screen.line(1) == "")
        // Writing over half of a wide character blanks the other half.
        screen.put("b", row: 0, column: 1)
        #expect(screen.line(0) == " ba火")
    }

    @Test func marksJoinTheirCharacter() {
        var screen = Screen(width: 10)
        screen.put("e\u{301}x", row: 0, column: 0)
        #expect(screen.cell(row: 0, column: 0).text == "e\u{301}")
        #expect(screen.cell(row: 0, column: 1).text == "x")
    }

    @Test func renderedRowsCarryStyles() {
        var screen = Screen(width: 10)
        screen.put("a", row: 0, column: 0, style: .strong)
        screen.put("b", row: 0, column: 2, style: .filled(with: .accent))
        #expect(screen.rendered(row: 0, colors: nil) == "a b")
        #expect(
            screen.rendered(row: 0, colors: .trueColor)
                == "\u{1B}[0;1ma\u{1B}[0m \u{1B}[0;1;38;2;255;255;255;48;2;255;149;0mb\u{1B}[0m")
    }

    @Test func painterRedrawsOnlyChangedRows() {
        var painter = ScreenPainter(colors: nil)
        var screen = Screen(width: 10)
        screen.put("one", row: 0, column: 0)
        screen.put("two", row: 1, column: 0)
        let first = painter.frame(screen, rows: 24)
        #expect(first.contains("\u{1B}[2J") && first.contains("one") && first.contains("two"))
        screen.put("TWO", row: 1, column: 0)
        let second = painter.frame(screen, rows: 24)
        #expect(second == "\u{1B}[2;1HTWO\u{1B}[0m\u{1B}[K")
        painter.invalidate()
        #expect(
            painter.frame(screen, rows: 1) == "\u{1B}[0m\u{1B}[2J\u{1B}[1;1Hone\u{1B}[0m\u{1B}[K")
    }

    // MARK: - Colors

    // (environment, depth)
    @Test(
        arguments: [
            (["COLORTERM": "truecolor"], ColorDepth.trueColor),
            (["COLORTERM": "24bit", "TERM": "xterm"], .trueColor),
            (["TERM": "xterm-256color"], .palette256), (["TERM": "screen-256color"], .palette256),
            (["TERM": "xterm"], .palette16), ([:], .palette16), (["TERM": "dumb"], nil),
            (["NO_COLOR": "1", "COLORTERM": "truecolor"], nil),
            (["NO_COLOR": "", "TERM": "xterm"], .palette16),
        ] as [([String: String], ColorDepth?)])
    func depthFromTheEnvironment(environment: [String: String], depth: ColorDepth?) {
        #expect(ColorDepth(environment: environment) == depth)
    }

    // (color, 256-color index, 16-color index)
    @Test(arguments: [
        ("#FF9500", 208, 3), ("#000000", 16, 0), ("#FFFFFF", 231, 15), ("#FF0000", 196, 9),
        ("#007AFF", 33, 12), ("#808080", 244, 8),
    ])
    func nearestPaletteColors(hex: String, index256: Int, index16: Int) throws {
        let color = try #require(TerminalColor(parsing: hex))
        #expect(ColorDepth.palette256Index(of: color) == index256)
        #expect(ColorDepth.ansi16Index(of: color) == index16)
        #expect(
            ColorDepth.palette16.foregroundParameters(color)
                == String(index16 < 8 ? 30 + index16 : 82 + index16))
    }

    // MARK: - Layout

    @Test func wrapsWordsThenRules() {
        #expect(TextLayout.wrapped("Mon, Wed, and Fri", width: 10) == ["Mon, Wed,", "and Fri"])
        #expect(
            TextLayout.wrapped("RRULE: FREQ=WEEKLY;BYDAY=MO,WE", width: 16)
                == ["RRULE:", "FREQ=WEEKLY;", "BYDAY=MO,WE"])
        #expect(TextLayout.wrapped("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextLayout.wrapped("月火水木", width: 5) == ["月火", "水木"])
        #expect(
            TextLayout.wrapped(items: ["a b", "c d", "e"], separator: " · ", width: 9) == [
                "a b · c d", "e",
            ])
        #expect(TextLayout.truncated("اڱارو", toWidth: 3) == "اڱا")
    }

    @Test func rowLayoutShrinksToFit() {
        let roomy = DayRowLayout(content: 1, padding: 2, width: 80, isRightToLeft: false)
        #expect(roomy.cellWidth == 3 && roomy.gap == 1 && roomy.width == 27)
        let tight = DayRowLayout(content: 3, padding: 2, width: 40, isRightToLeft: false)
        #expect(tight.cellWidth == 5 && tight.gap == 0 && tight.width == 35)
        let squeezed = DayRowLayout(content: 5, padding: 2, width: 40, isRightToLeft: true)
        #expect(squeezed.width <= 40)
        #expect(squeezed.column(of: 0) == 6 * squeezed.cellWidth)
        #expect(squeezed.step(forRightward: 1) == -1)
    }
}
