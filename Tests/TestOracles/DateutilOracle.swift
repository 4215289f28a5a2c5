import Foundation

// MARK: - python-dateutil, the reference engine for monthly and yearly rules

/// Runs `Tests/Oracle/dateutil_expand.py` (python-dateutil) over a batch of rules.
///
/// One process for the whole batch: the requests go in as JSON Lines on stdin, one answer
/// a line comes back in the same order. `make deps` installs python-dateutil.
public enum DateutilOracle {
    public struct Request: Encodable, Sendable {
        public var rule: String
        public var dtstart: String
        public var count: Int

        public init(rule: String, dtstart: String, count: Int) {
            self.rule = rule
            self.dtstart = dtstart
            self.count = count
        }
    }

    /// One answer: the occurrences as RFC 5545 strings, or the reason dateutil refused.
    public struct Answer: Decodable, Sendable {
        public var occurrences: [String]?
        public var error: String?
    }

    public struct Failure: Error, CustomStringConvertible {
        public var description: String

        public init(description: String) { self.description = description }
    }

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Oracle/dateutil_expand.py")

    public static func expand(_ requests: [Request]) throws -> [Answer] {
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
