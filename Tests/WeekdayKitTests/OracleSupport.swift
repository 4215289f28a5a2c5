import Foundation
import ICalKit

// MARK: - python-dateutil, the reference engine for monthly and yearly rules

/// Runs `Tests/Oracle/dateutil_expand.py` (python-dateutil) over a batch of rules.
///
/// One process for the whole batch: the requests go in as JSON Lines on stdin, one answer
/// a line comes back in the same order. `make deps` installs python-dateutil.
enum DateutilOracle {
    struct Request: Encodable {
        var rule: String
        var dtstart: String
        var count: Int
    }

    /// One answer: the occurrences as RFC 5545 strings, or the reason dateutil refused.
    struct Answer: Decodable {
        var occurrences: [String]?
        var error: String?
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Oracle/dateutil_expand.py")

    static func expand(_ requests: [Request]) throws -> [Answer] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("dateutil-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("in.jsonl")
        let output = folder.appendingPathComponent("out.jsonl")
        let errors = folder.appendingPathComponent("err.txt")
        let encoder = JSONEncoder()
        var lines = Data()
        for request in requests {
            lines.append(try encoder.encode(request))
            lines.append(0x0A)
        }
        try lines.write(to: input)
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)

        // Files, not pipes, so neither side can block on a full pipe buffer.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = try FileHandle(forReadingFrom: input)
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(
                description: "the dateutil oracle exited with \(process.terminationStatus)"
                    + " (is python-dateutil installed? `make deps` installs it): \(message)")
        }
        let decoder = JSONDecoder()
        let answers = try String(contentsOf: output, encoding: .utf8)
            .split(separator: "\n")
            .map { try decoder.decode(Answer.self, from: Data($0.utf8)) }
        guard answers.count == requests.count else {
            throw Failure(description: "\(requests.count) requests but \(answers.count) answers")
        }
        return answers
    }
}

// MARK: - Deterministic randomness

/// SplitMix64: a small, fixed generator so generated rules are the same on every run.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// True with the given probability.
    mutating func chance(_ probability: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < probability
    }

    /// A random non-empty subset of `values`, in their order.
    mutating func subset<T>(of values: [T], atMost limit: Int? = nil) -> [T] {
        let size = Int.random(in: 1...(limit ?? values.count), using: &self)
        let chosen = Set(values.indices.shuffled(using: &self).prefix(size))
        return values.indices.filter(chosen.contains).map { values[$0] }
    }
}

// MARK: - Dates read by Foundation, independently of the code under test

enum Gregorian {
    /// The Gregorian calendar in UTC, with a fixed locale: the tests' ruler for dates.
    static func utc(firstWeekday: Int = 2) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    /// A calendar for a locale, in UTC, as a person there would see it.
    static func calendar(_ locale: String, firstWeekday: Int? = nil) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        if let firstWeekday { calendar.firstWeekday = firstWeekday }
        return calendar
    }

    /// The instant of an RFC 5545 value's fields read in UTC.
    static func date(of value: ICalDateTime) throws -> Date {
        let components = DateComponents(
            year: value.year, month: value.month, day: value.day,
            hour: value.hour, minute: value.minute, second: value.second)
        guard let date = utc().date(from: components) else {
            throw DateutilOracle.Failure(description: "Foundation cannot place \(value)")
        }
        return date
    }

    /// The `Calendar` weekday (1 is Sunday) of a value, as Foundation counts it.
    static func weekday(of value: ICalDateTime) throws -> Int {
        utc().component(.weekday, from: try date(of: value))
    }

    /// An instant written back in one of the RFC 5545 forms, by Foundation.
    static func text(of date: Date, form: ICalDateTime.Form) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.calendar = utc()
        switch form {
        case .date: formatter.dateFormat = "yyyyMMdd"
        case .floating: formatter.dateFormat = "yyyyMMdd'T'HHmmss"
        case .utc: formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        }
        return formatter.string(from: date)
    }

    /// The value `days` days (and `seconds` seconds) after `value`, by Foundation.
    static func adding(days: Int, seconds: Int = 0, to value: ICalDateTime) throws -> ICalDateTime {
        let date = try date(of: value).addingTimeInterval(TimeInterval(days * 86_400 + seconds))
        return try ICalDateTime(parsing: text(of: date, form: value.form))
    }
}

/// The RFC 5545 two-letter code of a `Calendar` weekday (1 is `SU`), written out here so
/// the tests do not lean on the package's own table.
func code(_ weekday: Int) -> String {
    ["SU", "MO", "TU", "WE", "TH", "FR", "SA"][weekday - 1]
}

/// Values as their RFC 5545 strings.
func texts(_ values: [ICalDateTime]) -> [String] {
    values.map(\.description)
}
