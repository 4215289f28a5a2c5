import Foundation
import WeekdayKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension CommandContext {
    /// The context of the running process: its environment, terminals and standard streams.
    public static func standard() -> CommandContext {
        let closed = reserveClosedStandardDescriptors()
        var context = CommandContext(
            environment: ProcessInfo.processInfo.environment,
            stdoutIsTerminal: isatty(1) == 1, stderrIsTerminal: isatty(2) == 1,
            readStandardInput: { try? FileHandle.standardInput.readToEnd() ?? Data() })
        // A closed pipe or a full disk is an error to report, not a signal to die of; a
        // signal that ends the run takes any partial output file with it.
        PartialFileGuard.install()
        let output = FileHandle.standardOutput
        let errors = FileHandle.standardError
        context.streamStdout = { data in
            do { try output.write(contentsOf: data) } catch { stopWriting(error, errors) }
        }
        context.outputIsUnread = {
            // poll(2) says POLLERR for the write end of a pipe whose readers have all gone.
            var watch = pollfd(fd: STDOUT_FILENO, events: 0, revents: 0)
            return poll(&watch, 1, 0) == 1 && watch.revents & Int16(POLLERR) != 0
        }
        context.standardInputHandle = FileHandle.standardInput
        context.terminalPath = "/dev/tty"
        context.closedStandardDescriptors = closed
        // A message that cannot be written has nowhere else to go: it is dropped.
        context.streamStderr = { text in try? errors.write(contentsOf: Data(text.utf8)) }
        return context
    }

    /// Ends the process when standard output cannot take more (the reader has gone, the disk
    /// is full): what was written stays written, and the rest cannot be, so say so and stop.
    ///
    /// A reader that has gone (`weekdays ... | head -1`) wanted no more: that ends quietly.
    private static func stopWriting(_ error: any Error, _ errors: FileHandle) -> Never {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        let code = underlying.map { Int32(truncatingIfNeeded: $0.code) } ?? errno
        if code != EPIPE {
            // The system's own words ("No space left on device") say it best.
            try? errors.write(
                contentsOf: Data(
                    "weekdays: cannot write to standard output: \(SystemReason.of(errorNumber: code))\n".utf8))
        }
        // At once: nothing is left to write, and nothing is buffered (every write above is
        // a system call), so no exit handler has work to do.
        _exit(2)
    }

    /// Puts `/dev/null` on standard descriptors that are closed, the wrong way round
    /// (standard input open for writing, the outputs for reading), so reads and writes
    /// still fail as on a closed descriptor, but no file the tool opens later takes the
    /// number and gets its messages or output by mistake.
    ///
    /// - Returns: the descriptors that were closed.
    private static func reserveClosedStandardDescriptors() -> Set<Int32> {
        var closed: Set<Int32> = []
        for descriptor in Int32(0)...2 where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            closed.insert(descriptor)
            // open(2) returns the lowest free number: this one.
            let opened = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
            if opened >= 0 && opened != descriptor { close(opened) }
        }
        return closed
    }
}
