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
        context.streamStdout = { FileHandle.standardOutput.write($0) }
        context.standardInputHandle = FileHandle.standardInput
        context.streamStderr = { FileHandle.standardError.write(Data($0.utf8)) }
        return context
    }
}
