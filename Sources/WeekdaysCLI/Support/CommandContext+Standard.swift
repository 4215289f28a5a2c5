import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CommandContext {
    /// The context of the running process: its environment, terminals and standard streams.
    public static func standard() -> CommandContext {
        var context = CommandContext(
            environment: ProcessInfo.processInfo.environment,
            stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1,
            readStandardInput: { try? FileHandle.standardInput.readToEnd() ?? Data() })
        // A closed pipe or a full disk is an error to report, not a signal to die of.
        signal(SIGPIPE, SIG_IGN)
        let output = FileHandle.standardOutput
        let errors = FileHandle.standardError
        context.streamStdout = { data in
            do { try output.write(contentsOf: data) } catch { stopWriting(error, errors) }
        }
        context.standardInputHandle = FileHandle.standardInput
        context.terminalPath = "/dev/tty"
        // A message that cannot be written has nowhere else to go: it is dropped.
        context.streamStderr = { text in try? errors.write(contentsOf: Data(text.utf8)) }
        return context
    }

    /// Ends the process when standard output cannot take more (the reader has gone, the disk
    /// is full): what was written stays written, and the rest cannot be, so say so and stop.
    private static func stopWriting(_ error: any Error, _ errors: FileHandle) -> Never {
        // The system's own words ("Broken pipe", "No space left on device") say it best.
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        let code = underlying.map { Int32($0.code) } ?? errno
        let reason = String(cString: strerror(code))
        try? errors.write(
            contentsOf: Data("weekdays: cannot write to standard output: \(reason)\n".utf8))
        exit(2)
    }
}
