import Foundation
import ICalKit
import Testing
import WeekdayKit

/// How `.ics` bytes are read: folding anywhere, line ends and encodings, broken structure.
///
/// Also the memory bounds. Each case states the records RFC 5545 gives (or the
/// problem that must be reported) and checks `convert`'s and `validate`'s readers.
@Suite struct ReadingPathTests {
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: "en_US")
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        return calendar
    }()

    /// One event, Mondays from 5 January 2026 in Berlin, with a title in three scripts.
    static let eventLines = [
        "BEGIN:VEVENT", "UID:fold-1@example.org", "DTSTART;TZID=Europe/Berlin:20260105T090000",
        "SUMMARY:Café Zürich – Ωmega", "RRULE:FREQ=WEEKLY;BYDAY=MO", "END:VEVENT",
    ]

    static func calendarBytes(_ lines: [[UInt8]], lineEnd: [UInt8] = [0x0D, 0x0A]) -> Data {
        let all = [Array("BEGIN:VCALENDAR".utf8), Array("VERSION:2.0".utf8)] + lines + [Array("END:VCALENDAR".utf8)]
        return Data(all.flatMap { $0 + lineEnd })
    }

    struct Read {
        var records: [ImportRecord] = []
        var counts = ImportCounts()
        var notices: [String] = []
        var unreadable: [String] = []
    }

    /// What `convert` reads from the bytes, as records.
    static func convert(_ data: Data) -> Read {
        let collected = Collected()
        var notices: [String] = []
        let (counts, unreadable) = importLines(
            [.data(data)], jobs: 1, calendar: calendar,
            render: { record in
                collected.add(record)
                return ""
            }, write: { _ in }, notice: { notices.append($0) })
        return Read(records: collected.records, counts: counts, notices: notices, unreadable: unreadable)
    }

    /// Records rendered on the workers' threads, gathered in order of arrival.
    final class Collected: @unchecked Sendable {
        // Guarded by `lock`: the render closure runs on whichever thread converts a batch.
        private let lock = NSLock()
        private var kept: [ImportRecord] = []
        func add(_ record: ImportRecord) { lock.withLock { kept.append(record) } }
        var records: [ImportRecord] { lock.withLock { kept } }
    }

    // MARK: - Folding

    /// Every place a fold can go in the RRULE, DTSTART and SUMMARY lines, byte by byte
    /// (inside the name, a parameter name, a value, a UTF-8 sequence): the record is the
    /// unfolded event's.
    @Test func foldsAnywhereGiveTheSameRecord() throws {
        let plain = Self.convert(Self.calendarBytes(Self.eventLines.map { Array($0.utf8) }))
        let expected = try #require(plain.records.first)
        #expect(expected.selection == [2])
        #expect(expected.tzid == "Europe/Berlin")
        #expect(expected.title == "Café Zürich – Ωmega")
        for (index, line) in Self.eventLines.enumerated() where index >= 2 && index <= 4 {
            let bytes = Array(line.utf8)
            for cut in 1..<bytes.count {
                var lines = Self.eventLines.map { Array($0.utf8) }
                lines[index] = Array(bytes[..<cut]) + [0x0D, 0x0A, 0x20] + Array(bytes[cut...])
                let read = Self.convert(Self.calendarBytes(lines))
                let context = "\(line) folded after byte \(cut)"
                #expect(read.counts.read == 1 && read.counts.withoutRule == 0, "\(context)")
                let record = try #require(read.records.first, "\(context)")
                #expect(record.rule == expected.rule, "\(context)")
                #expect(record.selection == expected.selection, "\(context)")
                #expect(record.tzid == expected.tzid, "\(context)")
                #expect(record.dtstart == expected.dtstart, "\(context)")
                #expect(record.title == expected.title, "\(context)")
            }
        }
    }

    @Test func foldedPropertyNameIsReadAsRRULE() throws {
        var lines = Self.eventLines.map { Array($0.utf8) }
        lines[4] = Array("RR\r\n ULE:FREQ=WEEKLY;BYDAY=MO".utf8)
        let read = Self.convert(Self.calendarBytes(lines))
        #expect(read.counts.withoutRule == 0)
        #expect(try #require(read.records.first).rule == "FREQ=WEEKLY;BYDAY=MO")
    }

    // MARK: - Line ends and encodings

    // (line end, what it is)
    @Test(arguments: [([UInt8](arrayLiteral: 0x0D), "CR"), ([0x0A], "LF"), ([0x0D, 0x0A], "CRLF")])
    func everyLineEndIsRead(lineEnd: [UInt8], name: String) throws {
        let read = Self.convert(Self.calendarBytes(Self.eventLines.map { Array($0.utf8) }, lineEnd: lineEnd))
        #expect(read.unreadable.isEmpty, "\(name)")
        let record = try #require(read.records.first, "\(name)")
        #expect(record.selection == [2], "\(name)")
        #expect(record.title == "Café Zürich – Ωmega", "\(name)")
    }

    // (encoding, its byte order mark)
    @Test(arguments: [
        (String.Encoding.utf16LittleEndian, [UInt8](arrayLiteral: 0xFF, 0xFE)),
        (.utf16BigEndian, [0xFE, 0xFF]), (.utf32LittleEndian, [0xFF, 0xFE, 0x00, 0x00]),
        (.utf32BigEndian, [0x00, 0x00, 0xFE, 0xFF]), (.utf8, [0xEF, 0xBB, 0xBF]),
    ])
    func unicodeWithAByteOrderMarkIsRead(encoding: String.Encoding, mark: [UInt8]) throws {
        // A character outside the BMP checks UTF-16's surrogate pairs.
        var lines = Self.eventLines
        lines[3] = "SUMMARY:Café 𝄞 Zürich"
        let text = lines.map { $0 + "\r\n" }.joined()
        let body = try #require(("BEGIN:VCALENDAR\r\n" + text + "END:VCALENDAR\r\n").data(using: encoding))
        let read = Self.convert(Data(mark) + body)
        #expect(read.unreadable.isEmpty, "\(encoding)")
        let record = try #require(read.records.first, "\(encoding)")
        #expect(record.title == "Café 𝄞 Zürich", "\(encoding)")
        #expect(record.selection == [2], "\(encoding)")
    }

    /// However the bytes are cut into blocks (a CR and its LF apart, a UTF-16 unit split),
    /// the scanner hands out the components that Monday's event gives.
    // (line end, encoding, byte order mark)
    @Test(arguments: [
        ([UInt8](arrayLiteral: 0x0D, 0x0A), String.Encoding.utf8, [UInt8]()), ([0x0A], .utf8, []),
        ([0x0D], .utf8, []), ([0x0D, 0x0A], .utf16LittleEndian, [0xFF, 0xFE]),
    ])
    func blockBoundariesChangeNothing(lineEnd: [UInt8], encoding: String.Encoding, mark: [UInt8]) throws {
        let end = String(decoding: lineEnd, as: UTF8.self)
        let text = (["BEGIN:VCALENDAR"] + Self.eventLines + Self.eventLines + ["END:VCALENDAR"]).map { $0 + end }
            .joined()
        let bytes = mark + Array(try #require(text.data(using: encoding)))
        for size in [1, 2, 3, 5, 64] {
            var scanner = ICSScanner()
            var found: [ComponentChunk] = []
            var offset = 0
            while offset < bytes.count {
                let block = Array(bytes[offset..<min(offset + size, bytes.count)])
                for case .component(let chunk) in scanner.feed(block) { found.append(chunk) }
                offset += size
            }
            for case .component(let chunk) in scanner.finish() { found.append(chunk) }
            let context = "blocks of \(size), \(encoding), line end \(lineEnd)"
            #expect(scanner.isCalendar == true, "\(context)")
            #expect(found.map(\.kind) == ["VEVENT", "VEVENT"], "\(context)")
            #expect(
                found.map { $0.rules.map(\.value) } == [["FREQ=WEEKLY;BYDAY=MO"], ["FREQ=WEEKLY;BYDAY=MO"]],
                "\(context)")
            for chunk in found {
                let component = try #require(CalendarComponent(scanned: chunk), "\(context)")
                #expect(component.summary == "Café Zürich – Ωmega", "\(context)")
                #expect(component.start?.zoneID == "Europe/Berlin", "\(context)")
            }
        }
    }

    /// Calendars with different line ends joined into one file (`cat lf.ics cr.ics`) are
    /// read line by line all through, however the bytes are cut into blocks: each gives
    /// its event, at its lines.
    // (the first calendar's line end, the second's)
    @Test(arguments: [
        ([UInt8](arrayLiteral: 0x0A), [UInt8](arrayLiteral: 0x0D)), ([0x0D], [0x0A]), ([0x0D, 0x0A], [0x0D]),
        ([0x0D], [0x0D, 0x0A]), ([0x0A], [0x0D, 0x0A]),
    ])
    func calendarsWithOtherLineEndsJoinedAreEachRead(first: [UInt8], second: [UInt8]) throws {
        func calendar(_ end: [UInt8]) -> [UInt8] {
            (["BEGIN:VCALENDAR"] + Self.eventLines + ["END:VCALENDAR"]).flatMap { Array($0.utf8) + end }
        }
        let bytes = calendar(first) + calendar(second)
        let lines = Self.eventLines.count + 2
        for size in [1, 2, 3, 7, 64, bytes.count] {
            var scanner = ICSScanner()
            var found: [ComponentChunk] = []
            var problems: [String] = []
            func take(_ events: [ICSScanner.Event]) {
                for event in events {
                    switch event {
                    case .component(let chunk): found.append(chunk)
                    case .problem(_, let message), .damage(_, _, let message): problems.append(message)
                    case .calendarProperty: break
                    }
                }
            }
            var offset = 0
            while offset < bytes.count {
                take(scanner.feed(Array(bytes[offset..<min(offset + size, bytes.count)])))
                offset += size
            }
            take(scanner.finish())
            let context = "blocks of \(size), line ends \(first) then \(second)"
            #expect(problems.isEmpty, "\(context): \(problems)")
            #expect(found.map(\.kind) == ["VEVENT", "VEVENT"], "\(context)")
            #expect(found.map(\.firstLine) == [2, lines + 2], "\(context)")
            #expect(found.map(\.calendar) == [1, 2], "\(context)")
            let rules = found.map { $0.rules.map(\.value) }
            #expect(rules == [["FREQ=WEEKLY;BYDAY=MO"], ["FREQ=WEEKLY;BYDAY=MO"]], "\(context)")
        }
    }

    // MARK: - Structure

    @Test func nestedEventIsReportedAndCountedAsAnError() throws {
        let lines = [
            "BEGIN:VEVENT", "UID:outer", "DTSTART:20260105T090000", "RRULE:FREQ=WEEKLY;BYDAY=MO",
            "BEGIN:VEVENT", "UID:inner", "DTSTART:20260106T090000", "RRULE:FREQ=WEEKLY;BYDAY=TU", "END:VEVENT",
            "END:VEVENT",
        ]
        let data = Self.calendarBytes(lines.map { Array($0.utf8) })
        let read = Self.convert(data)
        #expect(read.records.map(\.uid) == ["outer"])
        #expect(read.counts.read == 2)
        #expect(read.counts.errors == 1)
        #expect(read.notices.contains { $0.contains("VEVENT nested inside VEVENT") })
        let report = FileValidation.validate(.data(data))
        #expect(report.hasProblems)
        #expect(report.problems.contains { $0.message.contains("VEVENT nested inside VEVENT") })
    }

    @Test func strayEndDoesNotCloseTheCalendar() throws {
        let lines = [
            "BEGIN:VEVENT", "UID:first", "DTSTART:20260105T090000", "RRULE:FREQ=WEEKLY;BYDAY=MO", "END:VEVENT",
            "END:VEVENT",
            "BEGIN:VEVENT", "UID:second", "DTSTART:20260106T090000", "RRULE:FREQ=WEEKLY;BYDAY=TU", "END:VEVENT",
        ]
        let data = Self.calendarBytes(lines.map { Array($0.utf8) })
        let read = Self.convert(data)
        #expect(read.records.map(\.uid) == ["first", "second"])
        #expect(read.records.map(\.selection) == [[2], [3]])
        #expect(read.notices.contains { $0.contains("END:VEVENT without BEGIN:VEVENT") })
        let report = FileValidation.validate(.data(data))
        #expect(report.rules == 2)
        #expect(report.hasProblems)
        #expect(report.problems.contains { $0.message.contains("END:VEVENT without BEGIN:VEVENT") })
    }

    // MARK: - Not iCalendar, and the bounds

    // (first bytes, what the message must say)
    @Test(arguments: [
        (Data(count: 4 << 20), "NUL bytes"), (Data("hello\nworld\n".utf8), "\"hello\""),
        (Data("BEGIN:VCALENDAR".utf8) + Data(repeating: 0x78, count: 3 << 20), "longer than 1 MiB"),
        (Data(), "it is empty"),
    ])
    func notICalendarIsRefusedSayingWhatItIs(data: Data, found: String) throws {
        var reader = try? FeedReader(.data(data))
        #expect(try reader?.nextBatch(limit: 10) == nil)
        #expect(reader?.isCalendar == false)
        let message = reader?.notCalendarMessage(path: "x.ics") ?? ""
        #expect(message.hasPrefix("x.ics is not an iCalendar file (it does not begin with BEGIN:VCALENDAR"))
        #expect(message.contains(found), "\(message)")
    }

    @Test func componentOverTheBoundIsSkippedAndReadingGoesOn() throws {
        let filler = Array(repeating: Array(("X-FILLER:" + String(repeating: "x", count: 1000)).utf8), count: 17 << 10)
        let huge =
            [Array("BEGIN:VEVENT".utf8), Array("UID:huge".utf8), Array("DTSTART:20260105T090000".utf8)] + filler
            + [Array("RRULE:FREQ=DAILY".utf8), Array("END:VEVENT".utf8)]
        let next = [
            "BEGIN:VEVENT", "UID:after", "DTSTART:20260106T090000", "RRULE:FREQ=WEEKLY;BYDAY=TU", "END:VEVENT",
        ]
        let data = Self.calendarBytes(huge + next.map { Array($0.utf8) })
        let read = Self.convert(data)
        #expect(read.records.map(\.uid) == ["after"])
        #expect(read.counts.read == 2)
        #expect(read.counts.errors == 1)
        #expect(read.notices.contains { $0.contains("VEVENT is larger than 16 MiB; it is skipped") })
        let report = FileValidation.validate(.data(data))
        #expect(report.hasProblems)
        #expect(report.problems.contains { $0.message.contains("larger than 16 MiB") })
    }

    // MARK: - The scanner's reading against libical's

    /// A component the scanner reads whole is the component libical reads, field for field.
    ///
    /// All but libical's complaints, which the scanner does not make: every fixture, and
    /// values that need care (escapes, parameters, EXDATE lists, odd dates, statuses, empty
    /// texts). Where the scanner cannot read the whole, it says so and libical reads.
    @Test func scannedComponentsEqualLibicals() throws {
        let tricky = [
            "SUMMARY:a\\, b\\; c\\n d\\\\ e", "SUMMARY;LANGUAGE=de:Grüße", "SUMMARY:tab\\tescape",
            "SUMMARY: leading space", "SUMMARY:", "EXDATE:20260112T090000,20260119T090000",
            "EXDATE;VALUE=DATE:20260112", "EXDATE;TZID=Europe/Berlin:20260112T090000Z", "DTSTART:20260230T090000",
            "DTSTART;VALUE=DATE:20260105", "DTSTART:20260105", "DTSTART;TZID=\"Europe/Berlin\":20260105T090000",
            "DTSTART;TZID=Europe/Berlin:20260105T090000Z", "DTSTART:20260105T250000", "UID;X-P=1:uid",
            "DTSTART:30010105T090000", "DTEND;TZID=Europe/Berlin:20260105T100000", "DTEND:20260105T100000Z",
            "DTEND;VALUE=DATE:20260106", "DUE:20260105T100000", "DTEND:20261305T100000", "STATUS:CANCELLED",
            "STATUS:confirmed", "STATUS:X-ODD", "SEQUENCE:3", "SEQUENCE:007", "SEQUENCE:-1", "LOCATION:",
            "LOCATION:Room 4\\, floor 2", "LOCATION;ALTREP=\"cid:x\":Room", "DESCRIPTION:one\\ntwo\\Nthree",
            "DESCRIPTION;LANGUAGE=en:plain", "URL:https://example.com/a", "CATEGORIES:A,B", "DURATION:PT1H",
            "RDATE:20260107T090000", "RECURRENCE-ID:20260112T090000",
        ]
        var inputs = try FileManager.default.contentsOfDirectory(atPath: Self.packageFixtures.path)
            .filter { $0.hasSuffix(".ics") }.map {
                try Data(contentsOf: Self.packageFixtures.appendingPathComponent($0))
            }
        for line in tricky {
            let lines = [
                "BEGIN:VEVENT", "UID:t", "DTSTART;TZID=Europe/Berlin:20260105T090000", line,
                "RRULE:FREQ=WEEKLY;BYDAY=MO", "END:VEVENT",
            ]
            inputs.append(Self.calendarBytes(lines.map { Array($0.utf8) }))
        }
        var compared = 0
        var whole = 0
        for data in inputs {
            var reader = try FeedReader(.data(data))
            while let batch = try reader.nextBatch(limit: 64) {
                for item in batch {
                    let context = String(decoding: item.chunk.bytes.prefix(300), as: UTF8.self)
                    let checked = try CalendarComponent(item.chunk, reading: .checked)
                    let read = try CalendarComponent(item.chunk, reading: .scanned)
                    if let scanned = CalendarComponent(scanned: item.chunk) {
                        var withoutComplaints = checked
                        withoutComplaints.libicalErrors = []
                        #expect(scanned == withoutComplaints, "\(context)")
                        #expect(read == scanned, "\(context)")
                        whole += 1
                    } else {
                        #expect(read == checked, "\(context)")
                    }
                    compared += 1
                }
            }
        }
        #expect(compared > 80)
        #expect(whole > 40)
    }

    static var packageFixtures: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures")
    }
}
