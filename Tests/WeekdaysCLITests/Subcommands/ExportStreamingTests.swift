import Foundation
import Testing

/// `convert --from jsonl|csv --to ics` reads its records line by line: records split over
/// lines, line ends and over-long lines, each checked by reading the calendar back.
@Suite struct ExportStreamingTests {
    /// The records `convert` reads back from an exported calendar, keyed by UID.
    static func readBack(_ calendar: String) throws -> [String: [String: Any]] {
        let outcome = run("convert", "-", "--to", "jsonl", stdin: Data(calendar.utf8))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        var records: [String: [String: Any]] = [:]
        for line in outcome.stdout.split(separator: "\n") {
            let record = try jsonObject(String(line))
            records[record["uid"] as? String ?? ""] = record
        }
        return records
    }

    @Test func csvFieldHoldingLineBreaksIsOneRecord() throws {
        let input =
            "uid,summary,dtstart,tzid,selection\r\n"
            + "multi,\"Gym\r\nand a swim\",20261130T180000,,2;4\r\n"
            + "single,Run,20261201T070000,Europe/Berlin,3\r\n"
        let outcome = run("convert", "--from", "csv", "-", "--to", "ics", stdin: Data(input.utf8))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("2 records read, 2 events written, 0 errors"))
        let records = try Self.readBack(outcome.stdout)
        #expect(records["multi"]?["summary"] as? String == "Gym\nand a swim")
        #expect(records["multi"]?["selection"] as? [Int] == [2, 4])
        #expect(records["single"]?["tzid"] as? String == "Europe/Berlin")
        #expect(records["single"]?["selection"] as? [Int] == [3])
    }

    @Test func jsonLinesEndingInCRLFAreRead() throws {
        let input =
            "{\"uid\":\"a\",\"dtstart\":\"20261130T180000\",\"selection\":[2]}\r\n"
            + "{\"uid\":\"b\",\"dtstart\":\"20261130\",\"selection\":[1,7]}\r\n"
        let outcome = run("convert", "--from", "jsonl", "-", "--to", "ics", stdin: Data(input.utf8))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let records = try Self.readBack(outcome.stdout)
        #expect(records["a"]?["selection"] as? [Int] == [2])
        #expect(records["b"]?["selection"] as? [Int] == [1, 7])
    }

    @Test func overlongLineIsOneErrorAndTheOthersAreWritten() throws {
        let long = "{\"uid\":\"long\",\"summary\":\"" + String(repeating: "x", count: 2 << 20) + "\"}"
        let input =
            "{\"uid\":\"a\",\"dtstart\":\"20261130T180000\",\"selection\":[2]}\n" + long + "\n"
            + "{\"uid\":\"b\",\"dtstart\":\"20261130T180000\",\"selection\":[3]}\n"
        let outcome = run("convert", "--from", "jsonl", "-", "--to", "ics", stdin: Data(input.utf8))
        #expect(outcome.status == 1)
        #expect(outcome.stderr.contains("3 records read, 2 events written, 1 errors"), "\(outcome.stderr)")
        #expect(try Set(Self.readBack(outcome.stdout).keys) == ["a", "b"])
    }

    /// A line that is not a record is an error that says why, with its input and line; the
    /// records around it are written.
    @Test func aLineThatIsNotARecordSaysWhy() throws {
        let input =
            "{\"uid\":\"a\",\"dtstart\":\"20261130T180000\",\"selection\":[2]}\nnot json\n"
            + "{\"uid\":\"b\",\"dtstart\":\"20261130T180000\",\"selection\":[3]}\n"
        let outcome = run("convert", "--from", "jsonl", "-", "--to", "ics", stdin: Data(input.utf8))
        #expect(outcome.status == 1)
        #expect(
            outcome.stderr.contains("weekdays: -: line 2: not a JSON object: `o` at column 2 is not JSON\n"),
            "\(outcome.stderr)")
        #expect(outcome.stderr.contains("3 records read, 2 events written, 1 errors"), "\(outcome.stderr)")
        #expect(try Set(Self.readBack(outcome.stdout).keys) == ["a", "b"])
    }

    /// An input that is not records at all (`/dev/zero`: no line end, ever) is refused from
    /// its first line instead of being read for ever.
    @Test(arguments: ["jsonl", "csv"])
    func anInputOfNULBytesIsRefusedAtOnce(form: String) throws {
        let outcome = try runShell("timeout 60 \"$WEEKDAYS\" convert --from \(form) /dev/zero --to ics")
        #expect(outcome.status == 2, "124 would be timeout(1) ending it")
        let name = form == "csv" ? "CSV" : "JSON Lines"
        #expect(outcome.stderr.contains("weekdays: /dev/zero is not \(name): its first line holds NUL bytes"))
        #expect(outcome.stdout.isEmpty)
    }
}
