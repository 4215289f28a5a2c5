import Foundation
import ICalKit

// MARK: - python-dateutil, the reference engine

/// Runs `Tests/Oracle/dateutil_expand.py` (python-dateutil) over a batch of rules.
///
/// One process for the whole batch: the requests go in as JSON Lines on stdin, one
/// answer a line comes back in the same order.
enum Dateutil {
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

/// SplitMix64: a small, fixed generator so generated inputs are the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

// MARK: - Dates, read independently of the code under test

extension Calendar {
    /// The Gregorian calendar in UTC: a fixed calendar for reading wall-clock fields.
    static let gregorianUTC: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        calendar.locale = Locale(identifier: "en_US_POSIX")
        return calendar
    }()
}

/// Parses an RFC 5545 DATE or DATE-TIME the tests write, failing loudly on a typo.
func dateTime(_ text: String) throws -> ICalDateTime {
    try ICalDateTime(parsing: text)
}

/// Values as their RFC 5545 strings, for readable comparisons.
func strings(_ values: [ICalDateTime]) -> [String] {
    values.map(\.description)
}
