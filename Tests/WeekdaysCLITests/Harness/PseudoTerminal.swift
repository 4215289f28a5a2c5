import Foundation
import Testing

/// Runs the built `weekdays` in a real pseudo-terminal, as a person at a terminal would:
/// a shell in a new session with the terminal as its controlling terminal runs the tool,
/// then prints its exit status and `stty -a`, so a test sees whether the terminal was put
/// back.
///
/// Python's `pty` module drives the terminal (Foundation's `Process` cannot give a child a
/// controlling terminal). Every wait has a time limit, and the whole run has one; when it
/// runs out the process group is killed and ``Result/timedOut`` is set.
enum PseudoTerminal {
    /// One thing to do at the terminal.
    enum Step {
        /// Wait until the tool has written this text since the previous step.
        case waitFor(String)
        /// Type these bytes.
        case type(String)
        /// Wait this long, in seconds.
        case pause(Double)
        /// Change the terminal's size (the tool gets SIGWINCH).
        case resize(columns: Int, rows: Int)
        /// Send a signal to the tool, such as "TERM".
        case signal(String)

        var json: [String: Any] {
            switch self {
            case .waitFor(let text): ["wait": text]
            case .type(let text): ["send": text]
            case .pause(let seconds): ["sleep": seconds]
            case .resize(let columns, let rows): ["resize": [columns, rows]]
            case .signal(let name): ["signal": name]
            }
        }
    }

    /// How the shell runs the tool.
    enum Shell {
        /// `sh -c 'weekdays …'`, the terminal on all three standard streams.
        case plain
        /// `rule=$(weekdays … </dev/null)`: standard input and output are not the terminal,
        /// and what the tool printed comes back in ``Result/captured``.
        case capturingOutput
        /// bash with job control: a stopped tool makes the shell print `SUSPENDED` and the
        /// terminal's settings (`stty -a`), then bring the tool back with `fg`.
        case jobControl
        /// bash reads a line from the terminal after the tool ends, as the next program
        /// would, and the line comes back in ``Result/leftover``.
        case readingAfterward
    }

    struct Result {
        /// Everything written to the terminal, escape codes included.
        var output: String
        /// Whether a time limit ran out.
        var timedOut: Bool

        /// The tool's exit status, as the shell reported it.
        var status: Int32? {
            guard let range = output.range(of: "STATUS=") else { return nil }
            return Int32(output[range.upperBound...].prefix { $0.isNumber })
        }

        /// What the tool wrote, before the shell's report.
        var toolOutput: String {
            guard let range = output.range(of: "STATUS=") else { return output }
            return String(output[..<range.lowerBound])
        }

        /// What the tool printed on standard output, for ``Shell/capturingOutput``.
        var captured: String? {
            guard let start = output.range(of: "CAPTURED<"),
                let end = output.range(of: ">END", range: start.upperBound..<output.endIndex)
            else { return nil }
            return String(output[start.upperBound..<end.lowerBound])
        }

        /// What the shell read from the terminal after the tool ended, for
        /// ``Shell/readingAfterward``.
        var leftover: String? {
            guard let start = output.range(of: "LEFT<"),
                let end = output.range(of: ">END", range: start.upperBound..<output.endIndex)
            else { return nil }
            return String(output[start.upperBound..<end.lowerBound])
        }

        /// What `stty -a` printed while the tool was stopped, for ``Shell/jobControl``; nil
        /// when it never stopped.
        var settingsWhileStopped: Set<String>? {
            guard let start = output.range(of: "SUSPENDED") else { return nil }
            let rest = output[start.upperBound...]
            let settings = rest.prefix { $0 != "\u{1B}" }
            return Set(
                settings.split(whereSeparator: { $0 == " " || $0 == ";" || $0.isNewline })
                    .map(String.init))
        }

        /// What `stty -a` printed after the tool ended.
        var terminalSettings: String {
            guard let range = output.range(of: "STTY>") else { return "" }
            return String(output[range.upperBound...])
        }

        /// The settings as words (`icanon`, `-echo`).
        var settingWords: Set<String> {
            Set(
                terminalSettings.split(whereSeparator: { $0 == " " || $0 == ";" || $0.isNewline })
                    .map(String.init))
        }

        /// The lines the tool printed after it left the full screen, trimmed.
        var printedLines: [String] {
            let afterScreen = toolOutput.components(separatedBy: "\u{1B}[?1049l").last ?? toolOutput
            return afterScreen.replacingOccurrences(of: "\u{1B}[?25h", with: "")
                .replacingOccurrences(of: "\u{1B}[0m", with: "")
                .components(separatedBy: .newlines)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty }
        }
    }

    /// python3 from the test's PATH or the usual places; nil when there is none.
    static let python: String? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let folders = path.split(separator: ":").map(String.init) + ["/usr/bin", "/usr/local/bin"]
        return folders.map { $0 + "/python3" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }()

    static var isAvailable: Bool {
        python != nil && FileManager.default.isExecutableFile(atPath: executableURL.path)
    }

    /// Runs `weekdays` with `arguments` in a terminal of the given size, doing `steps`.
    static func run(
        _ arguments: [String], steps: [Step], columns: Int = 80, rows: Int = 24,
        environment: [String: String] = [:], shell: Shell = .plain, timeLimit: Double = 10
    ) throws -> Result {
        let python = try #require(python, "python3 is needed to drive a pseudo-terminal")
        var env = ["LANG": "en_US.UTF-8", "TERM": "xterm-256color", "PATH": "/usr/bin:/bin"]
        env.merge(sanitizerOptions) { $1 }
        env.merge(environment) { $1 }
        let quoted = ([executableURL.path] + arguments).map {
            "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'"
        }
        let command = quoted.joined(separator: " ")
        let statusReport = "echo \"STATUS=$status\"; printf 'STTY>'; stty -a"
        let script: String
        switch shell {
        case .plain:
            script = "\(command); status=$?; \(statusReport)"
        case .capturingOutput:
            script =
                "captured=$(\(command) </dev/null); status=$?; printf 'CAPTURED<%s>END\\n' \"$captured\"; "
                + statusReport
        case .jobControl:
            script =
                "set -m; \(command); status=$?; if [ $status -gt 128 ]; then echo SUSPENDED; stty -a; "
                + "fg >/dev/null; status=$?; fi; \(statusReport)"
        case .readingAfterward:
            script =
                "\(command); status=$?; IFS= read -r -t 1 left; printf 'LEFT<%s>END\\n' \"$left\"; "
                + statusReport
        }
        let spec: [String: Any] = [
            "script": script, "shell": shell == .jobControl || shell == .readingAfterward ? "/bin/bash" : "/bin/sh",
            "env": env, "cols": columns, "rows": rows,
            "steps": steps.map(\.json), "limit": timeLimit,
        ]
        let specData = try JSONSerialization.data(withJSONObject: spec)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", driver, String(decoding: specData, as: UTF8.self)]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        return Result(
            output: report["output"] as? String ?? "", timedOut: report["timedOut"] as? Bool ?? true
        )
    }

    /// The driver: starts the shell on a new terminal, performs the steps, collects output.
    private static let driver = #"""
        import json, os, pty, select, signal, struct, sys, termios, fcntl, time

        spec = json.loads(sys.argv[1])
        deadline = time.monotonic() + spec["limit"]
        pid, fd = pty.fork()
        if pid == 0:
            # The test runner's blocked signals would be inherited: the tool gets a clean start.
            signal.pthread_sigmask(signal.SIG_SETMASK, [])
            for name in ("SIGTSTP", "SIGTTIN", "SIGTTOU"):
                signal.signal(getattr(signal, name), signal.SIG_DFL)
            os.execve(spec["shell"], ["sh", "-c", spec["script"]], spec["env"])

        def set_size(cols, rows):
            fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, cols, 0, 0))

        set_size(spec["cols"], spec["rows"])
        output = bytearray()
        mark = 0
        timed_out = False
        closed = False

        def pump(seconds):
            global closed
            end = min(time.monotonic() + seconds, deadline)
            while not closed:
                left = end - time.monotonic()
                if left <= 0:
                    return
                ready, _, _ = select.select([fd], [], [], left)
                if not ready:
                    return
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    chunk = b""
                if not chunk:
                    closed = True
                    return
                output.extend(chunk)
                return

        def tool_pid():
            for entry in os.listdir("/proc"):
                if entry.isdigit():
                    try:
                        with open("/proc/%s/stat" % entry) as stat:
                            fields = stat.read().rsplit(")", 1)[1].split()
                        if int(fields[1]) == pid:
                            return int(entry)
                    except (OSError, IndexError, ValueError):
                        pass
            return None

        for step in spec["steps"]:
            if "wait" in step:
                wanted = step["wait"].encode()
                while wanted not in output[mark:] and not closed and time.monotonic() < deadline:
                    pump(0.1)
                if wanted not in output[mark:]:
                    timed_out = timed_out or time.monotonic() >= deadline
                else:
                    mark = output.index(wanted, mark) + len(wanted)
            elif "send" in step:
                os.write(fd, step["send"].encode())
                mark = len(output)
            elif "sleep" in step:
                end = time.monotonic() + step["sleep"]
                while time.monotonic() < end and not closed:
                    pump(end - time.monotonic())
            elif "resize" in step:
                set_size(step["resize"][0], step["resize"][1])
                mark = len(output)
            elif "signal" in step:
                target = tool_pid()
                if target:
                    os.kill(target, getattr(signal, "SIG" + step["signal"]))
                mark = len(output)

        while not closed and time.monotonic() < deadline:
            pump(0.2)
        if not closed:
            timed_out = True
            try:
                os.killpg(pid, signal.SIGKILL)
            except OSError:
                pass
        try:
            os.waitpid(pid, 0)
        except OSError:
            pass
        sys.stdout.write(json.dumps({"output": output.decode("utf-8", "replace"), "timedOut": timed_out}))
        """#
}
