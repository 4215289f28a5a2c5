import Foundation

// MARK: - recurring-ical-events, the reference for events' occurrences

/// Runs `Tests/Oracle/occurrences_oracle.py` (recurring-ical-events) over `.ics` files.
///
/// `make deps` installs recurring-ical-events when it is missing.
public enum RecurringEventsOracle {
    /// One occurrence as the library gives it: UID, start and end in whole seconds since
    /// 1970, and its STATUS (the library keeps cancelled instances, marked `CANCELLED`).
    public struct Row: Hashable, Sendable, CustomStringConvertible {
        public var uid: String
        public var start: Int
        public var end: Int
        public var status: String

        public init(uid: String, start: Int, end: Int, status: String = "") {
            self.uid = uid
            self.start = start
            self.end = end
            self.status = status
        }

        public var description: String {
            "\(uid) \(Self.text(start)) - \(Self.text(end))\(status.isEmpty ? "" : " \(status)")"
        }

        /// An instant as an RFC 5545 UTC value, for messages.
        static func text(_ seconds: Int) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
            return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(seconds)))
        }
    }

    /// What the library said: its occurrences, or why it refused the files.
    public enum Answer: Sendable {
        case rows([Row])
        case refused(String)
    }

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Oracle/occurrences_oracle.py")

    /// The occurrences of `paths` in `[from, to)` (RFC 5545 values), floating times and
    /// dates read in `zone`.
    ///
    /// `exactLengths` ends them as RFC 5545 does, from the library's starts (a DURATION's
    /// time part and DTEND - DTSTART as elapsed time); without it, as the library does, on
    /// the wall clock.
    public static func occurrences(
        of paths: [String], from: String, to: String, zone: String = "UTC", exactLengths: Bool = false
    ) throws -> Answer {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("recurring-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("out.tsv")
        let errors = folder.appendingPathComponent("err.txt")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        // Files, not pipes, so neither side can block on a full pipe buffer.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", script.path, from, to] + paths + ["--zone", zone] + (exactLengths ? ["--exact-lengths"] : [])
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        process.waitUntilExit()
        let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        if process.terminationStatus == 3 { return .refused(message.trimmingCharacters(in: .whitespacesAndNewlines)) }
        guard process.terminationStatus == 0 else {
            throw DateutilOracle.Failure(
                description: "the recurring-ical-events oracle exited with \(process.terminationStatus)"
                    + " (is recurring-ical-events installed? `make deps` installs it): \(message)")
        }
        let rows = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 4, let start = Int(fields[1]), let end = Int(fields[2]) else {
                throw DateutilOracle.Failure(description: "unexpected oracle line `\(line)`")
            }
            return Row(uid: fields[0], start: start, end: end, status: fields[3])
        }
        return .rows(rows)
    }
}
