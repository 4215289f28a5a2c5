import Foundation
import Testing

/// Input quoted in a message (a rule, a zone, a path) comes out on one line, its control
/// characters shown escaped, and cut to a readable length, whatever the input held.
@Suite(.tags(.endToEnd)) struct EchoedInputTests {
    /// Every stderr line is a whole message: `weekdays: ` or the usage tail, no raw
    /// control character, no line longer than a message may be.
    private func expectReadable(_ stderr: String, _ context: String) {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(!lines.isEmpty, "\(context): nothing said")
        for line in lines {
            #expect(
                line.hasPrefix("weekdays: ") || line.hasPrefix("Usage: ") || line.hasPrefix("See '"),
                "\(context): a line that is not a message: \(line.debugDescription)")
            #expect(
                !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
                "\(context): a raw control character in \(line.debugDescription)")
            #expect(line.count <= 420, "\(context): a line of \(line.count) characters")
        }
    }

    // (the arguments, the escaped text the message must show)
    static let cases: [([String], String)] = [
        (["show", "FREQ=DAILY\nBYDAY=MO"], "FREQ=DAILY\\nBYDAY=MO"),
        (["show", "FREQ=DAILY\r\u{1B}[2J"], "FREQ=DAILY\\r\\u{1B}[2J"),
        (
            ["expand", "FREQ=DAILY", "--dtstart", "20260101T000000", "--tz", "Europe/\u{1B}]0;owned\u{7}"],
            "Europe/\\u{1B}]0;owned\\u{7}"
        ),
        (["validate", "no\nsuch\tfile.ics"], "no\\nsuch\\tfile.ics"),
        (["rule", "mon,\u{9B}31m"], "\\u{9B}31m"),
    ]

    @Test(arguments: cases)
    func controlCharactersAreShownEscaped(arguments: [String], shown: String) throws {
        let outcome = try runBinary(arguments)
        #expect(outcome.status == 2)
        expectReadable(outcome.stderr, "\(arguments)")
        #expect(outcome.stderr.contains(shown), "\(outcome.stderr.debugDescription)")
    }

    @Test func aHugeRuleIsCut() throws {
        let rule = "FREQ=WEEKLY;BYDAY=" + String(repeating: "MO", count: 60_000)
        let outcome = try runBinary(["show", rule])
        #expect(outcome.status == 2)
        expectReadable(outcome.stderr, "a 120 KB rule")
        #expect(outcome.stderr.contains("FREQ=WEEKLY;BYDAY=MOMO"))
        #expect(outcome.stderr.contains("…`"), "the cut is marked and the quote closed")
        #expect(outcome.stderr.utf8.count < 2_000)
    }

    @Test func aHugeRuleWithSpacesIsCutToo() throws {
        let rule = "FREQ=DAILY;X-NAME=" + String(repeating: "a b ", count: 30_000)
        let outcome = try runBinary(["show", rule])
        #expect(outcome.status == 2)
        expectReadable(outcome.stderr, "a rule of short words")
    }

    @Test func validatesTextReportShowsTheFilesControlCharactersEscaped() throws {
        let ics =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\nBEGIN:VEVENT\r\nUID:evil\u{1B}]0;x\u{7}\r\n"
            + "DTSTART:20261130T090000\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\u{1B}[2J\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
        let outcome = try runBinary(["validate", "-"], stdin: Data(ics.utf8))
        #expect(outcome.status == 1, "an invalid rule")
        #expect(!outcome.stdout.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(outcome.stdout.contains("evil\\u{1B}]0;x\\u{7} FREQ=WEEKLY;BYDAY=MO\\u{1B}[2J: "), "\(outcome.stdout)")
    }

    @Test func aZoneInARecordIsShownEscaped() throws {
        let record = #"{"uid":"a","dtstart":"20261130T090000","tzid":"Eur\u001b[31mope\nX","selection":[2]}"# + "\n"
        let outcome = try runBinary(["convert", "--from", "jsonl", "-", "--to", "ics"], stdin: Data(record.utf8))
        #expect(outcome.status == 1)
        expectReadable(outcome.stderr, "a record's zone")
        #expect(outcome.stderr.contains("tzid holds the control character U+001B (ESC)"), "\(outcome.stderr)")
    }
}
