import Foundation
import WeekdayKit

/// The `weekdays` tool: dispatches to a command and maps how it ended to an exit status
/// (0 ok, 1 problems found, 2 usage or unreadable input).
public enum WeekdaysCommand {
    /// Runs the tool with `arguments` (the first is the program name); returns the exit status.
    public static func main(_ arguments: [String], context: inout CommandContext) -> Int32 {
        defer { context.flushStdout() }
        return dispatch(arguments, &context)
    }

    /// The process's arguments as the system passed them: a byte that is not UTF-8 (in a
    /// file name, say) is kept as `FileName` keeps it, so the file still opens.
    public static var processArguments: [String] {
        (0..<Int(CommandLine.argc)).map { index in
            guard let argument = CommandLine.unsafeArgv[index] else { return "" }
            return FileName.decoding(UnsafeRawBufferPointer(start: argument, count: strlen(argument)))
        }
    }

    private static func dispatch(_ arguments: [String], _ context: inout CommandContext) -> Int32 {
        let rest = Array(arguments.dropFirst())
        guard let name = rest.first else {
            context.out(HelpText.root)
            return 0
        }
        let commandArguments = Array(rest.dropFirst())
        switch name {
        case "-h", "--help":
            context.out(HelpText.root)
            return 0
        case "--version":
            context.out(HelpText.version)
            return 0
        case "help":
            guard let topic = commandArguments.first else {
                context.out(HelpText.root)
                return 0
            }
            guard let command = CommandCatalog.command(named: topic) else {
                context.error("unknown command '\(topic)'")
                context.info("See 'weekdays --help'.")
                return 2
            }
            context.out(HelpText.help(for: command))
            return 0
        default:
            break
        }
        guard let command = CommandCatalog.command(named: name) else {
            context.error("unknown command '\(name)'")
            context.info("See 'weekdays --help'.")
            return 2
        }
        if commandArguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
            context.out(HelpText.help(for: command))
            return 0
        }
        do {
            try command.run(commandArguments, &context)
            return 0
        } catch {
            return report(error, &context)
        }
    }

    private static func report(_ failure: CommandFailure, _ context: inout CommandContext) -> Int32 {
        switch failure {
        case .usage(let message, let command):
            context.error(message)
            if let command, let usage = CommandCatalog.command(named: command)?.usage {
                context.info("Usage: \(usage)")
                context.info("See 'weekdays \(command) --help'.")
            }
            return 2
        case .unreadable(let message):
            if !message.isEmpty { context.error(message) }
            return 2
        case .problemsFound:
            return 1
        }
    }
}
