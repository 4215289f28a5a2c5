import Foundation
import Testing

/// What a shell script that runs the built binary printed and how the shell ended.
struct ShellOutcome {
    /// The shell's exit status: the binary's, when the script ends with it.
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs `script` with `/bin/sh` in `folder`, the built binary in `$WEEKDAYS`, so a test can
/// set up descriptors as a careless script would (`>&-`, `2>/dev/full`, `| head -1`).
func runShell(_ script: String, in folder: URL? = nil) throws -> ShellOutcome {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script]
    process.currentDirectoryURL = folder ?? packageRoot
    // PATH and HOME as the tests have them, so python3 is the one the oracles use.
    let inherited = ProcessInfo.processInfo.environment
    process.environment = [
        "LANG": "en_US.UTF-8", "PATH": inherited["PATH"] ?? "/usr/bin:/bin", "HOME": inherited["HOME"] ?? "/",
        "NO_COLOR": "1", "WEEKDAYS": executableURL.path,
    ].merging(sanitizerOptions) { own, _ in own }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try runWithSignalsUnblocked(process)
    let errors = PipeReader(err.fileHandleForReading)
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = errors.wait()
    process.waitUntilExit()
    return ShellOutcome(
        status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
        stderr: String(decoding: errData, as: UTF8.self))
}

/// A new empty folder under the temporary folder, removed by `body`'s caller with
/// `defer { try? FileManager.default.removeItem(at: folder) }`.
func makeScratchFolder(_ name: String) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weekdays-\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// The system's words for an error number, as `strerror` gives them: the fact a message
/// that quotes the system is checked against.
func systemWords(_ code: Int32) -> String { String(cString: strerror(code)) }

/// Starts a process with no signal blocked.
///
/// A child inherits the signal mask of the thread that starts it, and the test runner's
/// threads block nearly every signal: a shell started from one never sees SIGCHLD, so its
/// `wait` never returns. The mask is cleared around the start only.
func runWithSignalsUnblocked(_ process: Process) throws {
    var none = sigset_t()
    var saved = sigset_t()
    sigemptyset(&none)
    pthread_sigmask(SIG_SETMASK, &none, &saved)
    defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
    try process.run()
}
