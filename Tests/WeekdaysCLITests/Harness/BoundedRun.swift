import Foundation
import Testing

/// What a run of the built binary under a time limit gave, with the peak memory it used.
struct BoundedOutcome {
    /// The exit status; -1 when the run was killed (by the limit or by a signal).
    var status: Int32
    /// Standard output, or empty when it was sent to /dev/null.
    var stdout: Data
    var stderr: String
    /// Wall-clock seconds from start to exit.
    var seconds: Double
    /// The binary's peak resident set (`VmHWM`, sampled while it runs), in KiB.
    var peakKiB: Int
    /// Whether the run passed its time limit and was killed.
    var timedOut: Bool
    /// The signal that ended the run, when one did.
    var signal: Int32?

    /// Standard output as text.
    var text: String { String(decoding: stdout, as: UTF8.self) }
    /// Peak resident set in MiB.
    var peakMiB: Int { peakKiB / 1024 }
}

/// Runs the built binary with its standard streams on files, kills it when it runs past
/// `seconds`, and measures its own peak memory (not the test runner's, as `getrusage` of
/// all children would): the bound every hostile end-to-end test states.
///
/// `keepOutput: false` sends standard output to /dev/null, for runs that print millions of
/// lines. `launcher` is a command put before the binary that sets something up and then
/// `exec`s it with its arguments (`["/bin/sh", "-c", "umask 000 && exec \"$@\"", "sh"]`),
/// so the measured process is still the binary.
func runBounded(
    _ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:], folder: URL? = nil,
    seconds limit: Double, keepOutput: Bool = true, launcher: [String] = []
) throws -> BoundedOutcome {
    let scratch = try makeScratchFolder("bounded")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let inputPath = scratch.appendingPathComponent("stdin").path
    try (stdin ?? Data()).write(to: URL(fileURLWithPath: inputPath))
    let outPath = keepOutput ? scratch.appendingPathComponent("stdout").path : "/dev/null"
    let errPath = scratch.appendingPathComponent("stderr").path

    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    // The test runner's threads block most signals and a child inherits the mask: cleared,
    // so the binary sees SIGPIPE and SIGINT as it would from a shell.
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK))

    var variables = ["LANG": "en_US.UTF-8", "PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
    variables.merge(environment) { _, given in given }
    variables.merge(sanitizerOptions) { own, _ in own }
    // The shell changes folder, then becomes the binary: the measured process is the binary.
    let argv =
        ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", (folder ?? packageRoot).path] + launcher + [executableURL.path]
        + arguments
    let envp = variables.map { "\($0.key)=\($0.value)" }

    let started = Date()
    var pid = pid_t()
    let spawned = withCStrings(argv) { argvPointers in
        withCStrings(envp) { envPointers in
            posix_spawn(&pid, "/bin/sh", &actions, &attributes, argvPointers, envPointers)
        }
    }
    guard spawned == 0 else {
        throw CocoaError(.executableLoad, userInfo: [NSLocalizedDescriptionKey: systemWords(spawned)])
    }

    var status: Int32 = 0
    var timedOut = false
    var peakKiB = 0
    while true {
        let ended = waitpid(pid, &status, WNOHANG)
        if ended == pid { break }
        if ended < 0 && errno != EINTR { break }
        peakKiB = max(peakKiB, highWaterMark(of: pid))
        if !timedOut && Date().timeIntervalSince(started) > limit {
            timedOut = true
            kill(pid, SIGKILL)
        }
        usleep(2_000)
    }
    let seconds = Date().timeIntervalSince(started)
    let signalled = (status & 0x7f) != 0
    return BoundedOutcome(
        status: signalled ? -1 : (status >> 8) & 0xff,
        stdout: keepOutput ? (FileManager.default.contents(atPath: outPath) ?? Data()) : Data(),
        stderr: String(decoding: FileManager.default.contents(atPath: errPath) ?? Data(), as: UTF8.self),
        seconds: seconds, peakKiB: peakKiB, timedOut: timedOut,
        signal: signalled ? status & 0x7f : nil)
}

/// Expects a bounded run to have ended by itself, in time and within `mebibytes` of memory
/// (the memory when the binary's is its own: not under the address sanitizer).
func expectWithinBounds(
    _ outcome: BoundedOutcome, seconds: Double, mebibytes: Int, sourceLocation: SourceLocation = #_sourceLocation
) {
    #expect(!outcome.timedOut, "ran past \(seconds) s", sourceLocation: sourceLocation)
    #expect(outcome.signal == nil, "ended by signal \(outcome.signal ?? 0)", sourceLocation: sourceLocation)
    guard !memoryIsSanitized else { return }
    #expect(
        outcome.peakMiB < mebibytes, "peak memory \(outcome.peakMiB) MiB, bound \(mebibytes) MiB",
        sourceLocation: sourceLocation)
}

/// The peak resident set of a running process so far (`VmHWM` in `/proc/PID/status`), in
/// KiB; 0 once it has exited.
///
/// Not `ru_maxrss` from `wait4`: Linux keeps that across `exec`, so a binary started by
/// a test runner of 500 MiB would report the runner's peak. `VmHWM` belongs to the
/// binary's own memory and only grows, so the last sample before it exits is its peak
/// (up to the last few milliseconds).
private func highWaterMark(of pid: pid_t) -> Int {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return Int(String(line.dropFirst("VmHWM:".count).filter(\.isNumber))) ?? 0
}

/// A NULL-terminated array of C strings for `body`, freed after it returns.
private func withCStrings<R>(_ strings: [String], _ body: ([UnsafeMutablePointer<CChar>?]) -> R) -> R {
    let pointers = strings.map { strdup($0) } + [nil]
    defer { pointers.forEach { free($0) } }
    return body(pointers)
}
