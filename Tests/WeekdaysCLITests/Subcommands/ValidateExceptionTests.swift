import Foundation
import Testing
@testable import WeekdaysCLI

/// `validate` names the exceptions that change nothing, with the nearest instance.
@Suite struct ValidateExceptionTests {
    static let feed = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        BEGIN:VEVENT\r
        UID:swim\r
        DTSTART;TZID=America/Los_Angeles:20260106T120000\r
        DTEND;TZID=America/Los_Angeles:20260106T124500\r
        RRULE:FREQ=WEEKLY;BYDAY=TU\r
        EXDATE:20260113T120000Z\r
        EXDATE;TZID=America/Los_Angeles:20260120T120000\r
        RDATE;TZID=America/Los_Angeles:20260127T120000\r
        RDATE;TZID=America/Los_Angeles:20260128T120000\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:swim\r
        RECURRENCE-ID;TZID=America/Los_Angeles:20260203T110000\r
        DTSTART;TZID=America/Los_Angeles:20260203T130000\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:lost\r
        RECURRENCE-ID:20260210T100000Z\r
        DTSTART:20260210T110000Z\r
        END:VEVENT\r
        END:VCALENDAR\r

        """

    @Test func idleExceptionsAreProblemsWithTheNearestInstance() throws {
        let outcome = run("validate", "-", "--format", "json", stdin: Data(Self.feed.utf8))
        #expect(outcome.status == 1)
        let files = try #require(try jsonObject(outcome.stdout)["files"] as? [[String: Any]])
        let problems = try #require(files.first?["problems"] as? [[String: String]])
        let messages = problems.map { "\($0["uid"] ?? ""): \($0["message"] ?? "")" }
        #expect(
            messages == [
                "swim: note: RDATEs add Wednesday, which the rule's days leave out, so the selection is approximate",
                "swim: line 8: EXDATE 20260113T120000Z matches no occurrence; the nearest is 20260113T120000 "
                    + "(America/Los_Angeles), 20260113T200000Z as the EXDATE writes it",
                "swim: line 13: RECURRENCE-ID 20260203T110000 (America/Los_Angeles) matches no occurrence; "
                    + "the nearest is 20260203T120000 (America/Los_Angeles)",
                "swim: line 10: RDATE 20260127T120000 (America/Los_Angeles) repeats an occurrence that DTSTART "
                    + "or the rule already gives",
                "lost: line 18: RECURRENCE-ID 20260210T100000Z overrides an instance of a series that is not in "
                    + "the file (no component with UID lost and no RECURRENCE-ID)",
            ])
    }

    @Test func exceptionsThatMatchAreNotProblems() throws {
        let outcome = run("validate", fixture("google.ics"), "--format", "json")
        #expect(outcome.status == 0)
        let files = try #require(try jsonObject(outcome.stdout)["files"] as? [[String: Any]])
        let problems = (files.first?["problems"] as? [[String: String]] ?? []).compactMap { $0["message"] }
        #expect(problems.allSatisfy { $0.hasPrefix("note: ") }, "\(problems)")
    }

    /// The series an override names is checked with it, whether it comes before or after
    /// and whether or not it has exceptions of its own: the same from a file as from
    /// standard input.
    @Test func overridesOfPlainSeriesAreCheckedFromFilesAsFromStandardInput() throws {
        let feed = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            UID:early\r
            RECURRENCE-ID:20260105T090000Z\r
            DTSTART:20260105T100000Z\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:early\r
            DTSTART:20260106T090000Z\r
            RRULE:FREQ=WEEKLY;BYDAY=TU\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:plain\r
            DTSTART:20260107T090000Z\r
            RRULE:FREQ=WEEKLY;BYDAY=WE\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:late\r
            DTSTART:20260108T090000Z\r
            RRULE:FREQ=WEEKLY;BYDAY=TH\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:late\r
            RECURRENCE-ID:20260115T090000Z\r
            DTSTART:20260115T100000Z\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("overrides-\(UUID().uuidString).ics")
        try Data(feed.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        func messages(_ outcome: Outcome) throws -> [String] {
            let files = try #require(try jsonObject(outcome.stdout)["files"] as? [[String: Any]])
            let problems = try #require(files.first?["problems"] as? [[String: String]])
            return problems.map { "\($0["uid"] ?? ""): \($0["message"] ?? "")" }
        }
        let fromFile = try messages(run("validate", file.path, "--format", "json"))
        let fromInput = try messages(run("validate", "-", "--format", "json", stdin: Data(feed.utf8)))
        // 5 January is a Monday: the early override names no instance; the late one does.
        #expect(
            fromFile == [
                "early: note: overrides move occurrences to Monday, which the rule's days leave out, so the "
                    + "selection is approximate",
                "early: line 3: RECURRENCE-ID 20260105T090000Z matches no occurrence; the nearest is 20260106T090000Z",
            ])
        #expect(fromInput == fromFile)
    }

    /// An override that another of the same instance replaces changes nothing.
    ///
    /// A repeat with the same SEQUENCE (the first counts) or an older revision is named at
    /// its line, in the file's order, with the one that counts; so are repeats among
    /// overrides whose series is missing. Overrides without a UID are no one's revisions.
    @Test func overridesReplacedByARevisionAreProblems() throws {
        func override(_ uid: String, _ named: String, _ start: String, sequence: Int? = nil) -> [String] {
            ["BEGIN:VEVENT"] + (uid.isEmpty ? [] : ["UID:\(uid)"]) + (sequence.map { ["SEQUENCE:\($0)"] } ?? [])
                + ["RECURRENCE-ID:\(named)", "DTSTART:\(start)", "END:VEVENT"]
        }
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0",
            "BEGIN:VEVENT", "UID:rev", "DTSTART:20260105T090000Z", "RRULE:FREQ=WEEKLY;BYDAY=MO", "END:VEVENT",
        ]
        lines += override("rev", "20260112T090000Z", "20260112T100000Z")  // line 8
        lines += override("rev", "20260112T090000Z", "20260112T110000Z")  // line 13
        lines += override("rev", "20260119T090000Z", "20260119T100000Z")  // line 18
        lines += override("rev", "20260119T090000Z", "20260119T110000Z", sequence: 2)  // line 23
        lines += override("rev", "20260126T090000Z", "20260126T100000Z")  // line 29
        lines += override("rev", "20260126T090000Z", "20260126T110000Z")  // line 34
        lines += override("rev", "20260126T090000Z", "20260126T120000Z", sequence: 1)  // line 39
        lines += override("gone", "20260119T090000Z", "20260119T100000Z")  // line 45
        lines += override("gone", "20260119T090000Z", "20260119T110000Z")  // line 50
        lines += override("", "20260112T090000Z", "20260112T100000Z")  // line 55
        lines += override("", "20260112T090000Z", "20260112T110000Z")  // line 59
        lines.append("END:VCALENDAR")
        let feed = lines.joined(separator: "\r\n") + "\r\n"
        let path = try temporaryFile(feed)
        for input in [path, "-"] {
            let outcome = run("validate", input, "--format", "json", stdin: Data(feed.utf8))
            let file = try #require((try jsonObject(outcome.stdout)["files"] as? [[String: Any]])?.first)
            let problems = (file["problems"] as? [[String: String]] ?? []).map { $0["message"] ?? "" }
            let missing = "overrides an instance of a series that is not in the file"
            #expect(
                problems == [
                    "line 13: RECURRENCE-ID 20260112T090000Z (SEQUENCE 0) repeats the override at line 8 with the "
                        + "same SEQUENCE; the first one counts",
                    "line 18: RECURRENCE-ID 20260119T090000Z (SEQUENCE 0) is replaced by the override at line 23, "
                        + "a later revision (SEQUENCE 2)",
                    "line 29: RECURRENCE-ID 20260126T090000Z (SEQUENCE 0) is replaced by the override at line 39, "
                        + "a later revision (SEQUENCE 1)",
                    "line 34: RECURRENCE-ID 20260126T090000Z (SEQUENCE 0) is replaced by the override at line 39, "
                        + "a later revision (SEQUENCE 1)",
                    "line 45: RECURRENCE-ID 20260119T090000Z \(missing) (no component with UID gone and no "
                        + "RECURRENCE-ID)",
                    "line 50: RECURRENCE-ID 20260119T090000Z (SEQUENCE 0) repeats the override at line 45 with the "
                        + "same SEQUENCE; the first one counts",
                    "line 55: RECURRENCE-ID 20260112T090000Z names no series: the component has no UID",
                    "line 59: RECURRENCE-ID 20260112T090000Z names no series: the component has no UID",
                ], "\(input)")
        }
    }

    /// Of two series with one UID, the first takes the overrides (as `occurrences` gives
    /// them), even when only the second has exceptions of its own.
    @Test func theFirstSeriesOfAUIDTakesItsOverrides() throws {
        let feed = """
            BEGIN:VCALENDAR\r
            VERSION:2.0\r
            BEGIN:VEVENT\r
            UID:twice\r
            DTSTART:20260105T090000Z\r
            RRULE:FREQ=WEEKLY;BYDAY=MO\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:twice\r
            DTSTART:20260106T090000Z\r
            RRULE:FREQ=WEEKLY;BYDAY=TU\r
            EXDATE:20260113T090000Z\r
            END:VEVENT\r
            BEGIN:VEVENT\r
            UID:twice\r
            RECURRENCE-ID:20260112T090000Z\r
            DTSTART:20260114T090000Z\r
            END:VEVENT\r
            END:VCALENDAR\r

            """
        let path = try temporaryFile(feed)
        for input in [path, "-"] {
            let outcome = run("validate", input, "--format", "json", stdin: Data(feed.utf8))
            let file = try #require((try jsonObject(outcome.stdout)["files"] as? [[String: Any]])?.first)
            let problems = (file["problems"] as? [[String: String]] ?? []).map {
                "\($0["rule"] ?? ""): \($0["message"] ?? "")"
            }
            // 12 January is the first series' Monday; the override moves it to a Wednesday.
            #expect(
                problems == [
                    "FREQ=WEEKLY;BYDAY=MO: note: overrides move occurrences to Wednesday, which the rule's days "
                        + "leave out, so the selection is approximate"
                ], "\(input)")
            #expect(file["exact"] as? Int == 1, "\(input)")
            #expect(file["approximate"] as? Int == 1, "\(input)")
        }
    }

    /// An override is found however its file spells it: in UTF-16, or with its name folded
    /// across lines, the report is the one of the plain UTF-8 file.
    @Test func overridesAreFoundInEveryEncodingAndFolding() throws {
        let feed =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
            + "BEGIN:VEVENT\r\nUID:moved\r\nDTSTART:20260105T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:moved\r\nRECURRENCE-ID:20260112T090000Z\r\nDTSTART:20260114T090000Z\r\n"
            + "END:VEVENT\r\nEND:VCALENDAR\r\n"
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in feed.utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let folded = feed.replacingOccurrences(of: "RECURRENCE-ID", with: "RECURRENCE\r\n -ID")
        func problems(_ bytes: Data) throws -> [String] {
            let outcome = run("validate", "-", "--format", "json", stdin: bytes)
            let file = try #require((try jsonObject(outcome.stdout)["files"] as? [[String: Any]])?.first)
            #expect(file["approximate"] as? Int == 1)
            return (file["problems"] as? [[String: String]] ?? []).compactMap { $0["message"] }
        }
        let plain = try problems(Data(feed.utf8))
        #expect(
            plain == [
                "note: overrides move occurrences to Wednesday, which the rule's days leave out, so the selection "
                    + "is approximate"
            ])
        #expect(try problems(Data(utf16)) == plain)
        #expect(try problems(Data(folded.utf8)) == plain)
    }

    /// Series checked as they are read and series kept for their overrides report in file
    /// order, with the overrides whose series is missing last.
    @Test func findingsKeepFileOrder() throws {
        func series(_ uid: String, _ day: Int) -> String {
            "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTART:202601\(String(format: "%02d", day))T090000Z\r\n"
                + "RRULE:FREQ=WEEKLY\r\nEXDATE:202601\(String(format: "%02d", day + 7))T100000Z\r\nEND:VEVENT\r\n"
        }
        let feed =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
            + "BEGIN:VEVENT\r\nUID:gone\r\nRECURRENCE-ID:20260301T090000Z\r\nDTSTART:20260301T100000Z\r\nEND:VEVENT\r\n"
            + series("a", 5) + series("b", 6) + series("c", 7)
            + "BEGIN:VEVENT\r\nUID:b\r\nRECURRENCE-ID:20260120T090000Z\r\nDTSTART:20260120T100000Z\r\nEND:VEVENT\r\n"
            + "END:VCALENDAR\r\n"
        let path = try temporaryFile(feed)
        let outcome = run("validate", path, "--format", "json")
        let file = try #require((try jsonObject(outcome.stdout)["files"] as? [[String: Any]])?.first)
        let uids = (file["problems"] as? [[String: String]] ?? []).compactMap { $0["uid"] }
        #expect(uids == ["a", "b", "c", "gone"], "\(file["problems"] ?? "")")
    }

    /// The exceptions of `convert`'s notes tests, as (components, fidelity convert gives).
    static let pictures: [([String], String)] = [
        (["DTSTART:20260105T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\nRDATE:20260108T100000Z\r\n"], "exact"),
        (["DTSTART:20260105T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\nRDATE:20260109T090000Z\r\n"], "approximate"),
        (
            [
                "RECURRENCE-ID:20260108T090000Z\r\nDTSTART:20260116T090000Z\r\n",
                "DTSTART:20260105T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\n",
            ], "approximate"
        ),
        (
            [
                "DTSTART:20260105T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\n",
                "RECURRENCE-ID:20260108T090000Z\r\nDTSTART:20260115T120000Z\r\n",
            ], "exact"
        ),
        (
            [
                "DTSTART:20260105T090000Z\r\nRRULE:FREQ=WEEKLY;BYDAY=MO,TH\r\nEXDATE:20260112T090000Z\r\n",
                "RECURRENCE-ID:20260108T090000Z\r\nDTSTART:20260117T090000Z\r\n",
            ], "approximate"
        ),
    ]

    /// `validate` counts a series the way `convert` writes its fidelity: an RDATE or a moved
    /// override on an unselected weekday makes it approximate, and a note says which day.
    @Test(arguments: pictures)
    func validateCountsExceptionsAsConvertDoes(components: [String], fidelity: String) throws {
        let feed =
            "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n"
            + components.map { "BEGIN:VEVENT\r\nUID:x\r\n\($0)END:VEVENT\r\n" }.joined() + "END:VCALENDAR\r\n"
        let path = try temporaryFile(feed)
        let converted = run("convert", path)
        let records = try converted.stdout.split(separator: "\n").map { try jsonObject(String($0)) }
        #expect(records.map { $0["fidelity"] as? String } == [fidelity])
        for input in [path, "-"] {
            let outcome = run("validate", input, "--format", "json", stdin: Data(feed.utf8))
            let file = try #require((try jsonObject(outcome.stdout)["files"] as? [[String: Any]])?.first)
            #expect(file["exact"] as? Int == (fidelity == "exact" ? 1 : 0), "\(input)")
            #expect(file["approximate"] as? Int == (fidelity == "approximate" ? 1 : 0), "\(input)")
            let notes = (file["problems"] as? [[String: String]] ?? []).compactMap { $0["message"] }
                .filter { $0.hasPrefix("note: ") }
            #expect(notes.count == (fidelity == "approximate" ? 1 : 0), "\(input): \(notes)")
            #expect(notes.allSatisfy { $0.contains("Friday") || $0.contains("Saturday") }, "\(notes)")
            #expect(outcome.status == 0, "a note is not a problem")
        }
    }
}
