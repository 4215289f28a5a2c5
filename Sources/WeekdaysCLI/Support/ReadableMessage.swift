import WeekdayKit

/// A diagnostic as it may be shown: what came from the input (a rule, a zone, a path)
/// can hold control characters that would move the cursor, recolor the terminal or start
/// a line of their own, and can run to any length.
///
/// Every message goes through ``CommandContext/error(_:)``, and that is where this is
/// applied: control characters are shown escaped (`\n`, `\r`, `\t`, `\u{1B}`), so are the
/// bytes of a file name that are not UTF-8 (`\x{E9}`), a run of
/// more than ``longestRun`` characters without a space is cut with an ellipsis (keeping
/// the quote or colon that closes it), and the whole message is cut at ``longestMessage``.
enum ReadableMessage {
    /// The longest run without a space that is shown whole: about one line.
    static let longestRun = 80
    /// The longest message shown whole.
    static let longestMessage = 400

    /// The message with control characters escaped and long input cut.
    static func readable(_ message: String) -> String {
        // A path's bytes that are not UTF-8 as `\x{E9}` (`FileName`): messages name paths.
        let escaped = ControlCharacters.escaped(FileName.shown(message))
        var result = ""
        var run = ""
        for character in escaped {
            if character == " " {
                result += shortened(run) + " "
                run = ""
            } else {
                run.append(character)
            }
        }
        result += shortened(run)
        guard result.count > longestMessage else { return result }
        return String(result.prefix(longestMessage - 1)) + "…"
    }

    /// A run cut to ``longestRun`` characters with an ellipsis, the punctuation that
    /// closes it kept (`` `FREQ=…` ``, `'Europe/…':`).
    private static func shortened(_ run: String) -> String {
        guard run.count > longestRun else { return run }
        let closing = run.reversed().prefix { "`'\":;,.)]".contains($0) }.prefix(3)
        return String(run.prefix(longestRun - 1 - closing.count)) + "…" + String(closing.reversed())
    }
}
