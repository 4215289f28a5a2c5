import Foundation
import Testing
@testable import WeekdaysCLI

/// The package's root folder, found from this file.
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

/// A fixture's path, relative to the package root as the commands see it.
func fixture(_ name: String) -> String { packageRoot.appendingPathComponent("Fixtures/\(name)").path }

/// What a command printed and how it ended.
struct Outcome {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the tool in-process with a fixed environment (en_US, no color unless asked).
func run(
    _ arguments: String..., environment: [String: String] = ["LANG": "en_US.UTF-8"],
    terminal: Bool = false, stdin: Data? = nil
) -> Outcome {
    run(arguments: arguments, environment: environment, terminal: terminal, stdin: stdin)
}

/// Runs the tool in-process with arguments built at run time.
func run(
    arguments: [String], environment: [String: String] = ["LANG": "en_US.UTF-8"],
    terminal: Bool = false, stdin: Data? = nil
) -> Outcome {
    var context = CommandContext(
        environment: environment, stdoutIsTerminal: terminal, stderrIsTerminal: false,
        readStandardInput: { stdin })
    let status = WeekdaysCommand.main(["weekdays"] + arguments, context: &context)
    return Outcome(status: status, stdout: context.stdout, stderr: context.stderr)
}

/// The built `weekdays` executable (built before the tests, as this target depends on it).
var executableURL: URL {
    let candidates = [
        Bundle.main.bundleURL.appendingPathComponent("weekdays"),
        Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("weekdays"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates[0]
}

/// Runs the built binary as a separate process, with arguments as raw bytes when needed.
func runBinary(
    _ arguments: [String], stdin: Data? = nil, environment: [String: String]? = nil, executable: URL = executableURL
) throws -> Outcome {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = packageRoot
    var env = environment ?? ["LANG": "en_US.UTF-8", "PATH": "/usr/bin:/bin"]
    env["NO_COLOR"] = env["NO_COLOR"] ?? "1"
    process.environment = env.merging(sanitizerOptions) { own, _ in own }
    let out = Pipe()
    let err = Pipe()
    let input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    // Standard error is read beside standard output: a tool that fills one pipe while the
    // test waits on the other would never end.
    let errors = PipeReader(err.fileHandleForReading)
    if let stdin { input.fileHandleForWriting.write(stdin) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.wait()
    process.waitUntilExit()
    #expect(process.terminationReason == .exit, "the tool died by a signal")
    return Outcome(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

/// The sanitizers' options of the test run (`ASAN_OPTIONS`, `LSAN_OPTIONS`, ...), passed on
/// to the tool a test starts with an environment of its own, so `make sanitize`'s
/// suppressions reach it too.
let sanitizerOptions: [String: String] = ProcessInfo.processInfo.environment.filter { name, _ in
    ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS"].contains(name)
}

/// Whether the binary runs under the address sanitizer (`make sanitize`): its quarantine
/// of freed memory and its shadow memory, hundreds of MiB, make the binary's peak memory
/// say nothing of the tool's own, so bounds on it are checked by `make test` alone.
let memoryIsSanitized = sanitizerOptions["ASAN_OPTIONS"] != nil

/// Reads a pipe to its end on a thread of its own.
final class PipeReader: @unchecked Sendable {
    /// Set by the reading thread before it signals `done`, read only after `wait()`.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread { [self] in
            data = handle.readDataToEndOfFile()
            done.signal()
        }.start()
    }

    /// Everything the pipe gave, once its writer closed it.
    func wait() -> Data {
        done.wait()
        return data
    }
}

/// Parses JSON text into a dictionary, recording an issue when it is not an object.
func jsonObject(_ text: String) throws -> [String: Any] {
    let value = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(value as? [String: Any])
}

extension Tag {
    @Tag static var endToEnd: Self
}

/// Writes `text` to a new file in the temporary folder and returns its path.
func temporaryFile(_ text: String, suffix: String = ".ics") throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("weekdays-\(UUID().uuidString)\(suffix)")
    try Data(text.utf8).write(to: url)
    return url.path
}
