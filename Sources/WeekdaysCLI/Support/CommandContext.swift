import Foundation
import WeekdayKit

/// Where a command writes and what it knows of its environment, so commands run the same
/// in-process (tests) and from the executable.
public struct CommandContext {
    /// What was written to stdout, when it is not streamed.
    public var stdout: String { String(decoding: stdoutSink.buffer, as: UTF8.self) }
    public var stderr: String = ""
    /// Standard output as bytes; shared with writers such as ``OutputFile``.
    let stdoutSink = OutputSink()
    /// Environment variables (`NO_COLOR`, `LANG`, `COLORTERM`).
    public var environment: [String: String]
    /// Whether standard output is a terminal.
    public var stdoutIsTerminal: Bool
    /// Whether standard error is a terminal.
    public var stderrIsTerminal: Bool
    /// Reads standard input whole; `nil` when it cannot be read.
    public var readStandardInput: () -> Data?
    /// Standard input to stream in blocks (calendar feeds); nil reads it whole instead.
    public var standardInputHandle: FileHandle?
    /// Writes bytes to stdout as they come; nil keeps them in ``stdout``.
    public var streamStdout: ((Data) -> Void)? {
        get { stdoutSink.stream }
        nonmutating set { stdoutSink.stream = newValue }
    }
    /// Writes text to stderr as it goes; nil keeps it in ``stderr``.
    public var streamStderr: ((String) -> Void)?
    /// Whether standard output is a pipe nobody reads any more, so a command that works
    /// long between writes (`validate big.ics | head -1`) can stop; false in-process.
    public var outputIsUnread: () -> Bool = { false }
    /// The terminal interactive screens draw on and read keys from (`/dev/tty`, the
    /// controlling terminal), whatever standard input and output are; nil when there is none
    /// to use, as in-process callers have.
    public var terminalPath: String?
    /// The standard descriptors (0, 1, 2) that were closed when the process started: a path
    /// that names one (`-o /dev/stdout`) names nothing to write to.
    public var closedStandardDescriptors: Set<Int32> = []

    public init(
        environment: [String: String] = [:], stdoutIsTerminal: Bool = false,
        stderrIsTerminal: Bool = false, readStandardInput: @escaping () -> Data? = { nil }
    ) {
        self.environment = environment
        self.stdoutIsTerminal = stdoutIsTerminal
        self.stderrIsTerminal = stderrIsTerminal
        self.readStandardInput = readStandardInput
    }

    /// The calendar input a path argument names: `-` is standard input, streamed through
    /// ``standardInputHandle`` when there is one, else read whole; any other path a file.
    func calendarInput(_ path: String) -> CalendarInput {
        guard path == "-" else { return .path(path) }
        if let standardInputHandle { return .stream(standardInputHandle) }
        return .data(readStandardInput() ?? Data())
    }

    /// Whether text on stdout may carry color codes.
    var usesColor: Bool { stdoutIsTerminal && environment["NO_COLOR"].map(\.isEmpty) ?? true }

    func out(_ text: String) {
        stdoutSink.append(Data((text + "\n").utf8))
    }

    /// Text on stdout as it is, with no newline added (a document written in pieces).
    func write(_ text: String) {
        stdoutSink.append(Data(text.utf8))
    }

    /// Bytes on stdout as they are.
    func write(bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        stdoutSink.append(Data(bytes))
    }

    /// Sends what stdout holds on its way; the tool does it before it exits.
    func flushStdout() {
        stdoutSink.flush()
    }

    /// A diagnostic line, prefixed `weekdays: ` as every stderr message is; the input it
    /// quotes is made readable (``ReadableMessage``).
    mutating func error(_ text: String) {
        info("weekdays: " + ReadableMessage.readable(text))
    }

    /// A line on stderr as it is (counts, progress, the usage tail).
    mutating func info(_ text: String) {
        // Whatever went to stdout first shows first where both streams share a terminal.
        stdoutSink.flush()
        if let streamStderr { streamStderr(text + "\n") } else { stderr += text + "\n" }
    }
}

/// How a command ended; the top level maps it to the exit status.
enum CommandFailure: Error {
    /// Bad arguments: exit 2 with the command's usage tail.
    case usage(String, command: String?)
    /// Input that cannot be read or parsed at all: exit 2.
    case unreadable(String)
    /// The command ran and found problems, already reported: exit 1.
    case problemsFound
}

/// Standard output as the commands write it: streamed to the process's stdout, or kept
/// for in-process callers and tests.
///
/// Streamed output goes out in blocks of up to 64 KiB rather than a write a line, so a
/// command that prints a million lines makes a few thousand system calls, not a million.
final class OutputSink {
    var buffer = Data()
    var stream: ((Data) -> Void)? {
        didSet { flush() }
    }
    private var pending = Data()
    private static let blockSize = 1 << 16

    func append(_ data: Data) {
        data.withUnsafeBytes { append($0) }
    }

    /// Appends bytes valid during the call only, copied once.
    func append(_ bytes: UnsafeRawBufferPointer) {
        guard stream != nil else {
            buffer.append(contentsOf: bytes)
            return
        }
        pending.append(contentsOf: bytes)
        if pending.count >= Self.blockSize { flush() }
    }

    /// Streams what is pending.
    func flush() {
        guard let stream, !pending.isEmpty else { return }
        let block = pending
        pending = Data()
        stream(block)
    }
}
