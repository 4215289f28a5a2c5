import Foundation

/// The inputs that `--paths-from` names, one path a line, so that xargs, GNU parallel or
/// Spark can hand each worker its share of a long list on standard input.
enum PathList {
    /// A command's inputs: its PATH arguments, then the paths listed in `source` when
    /// there is one (`--paths-from`).
    ///
    /// With `--paths-from -` standard input is the list, so it cannot be an input as well.
    static func inputs(arguments: [String], listedIn source: String?, command: String, _ context: CommandContext)
        throws(CommandFailure) -> [String]
    {
        guard let source else {
            if arguments.isEmpty { throw .usage("missing PATH", command: command) }
            return arguments
        }
        let listed = try read(source, context)
        if source == "-", arguments.contains("-") || listed.contains("-") {
            throw .usage(
                "'-' cannot be an input when '--paths-from -' reads the path list from standard input",
                command: command)
        }
        return arguments + listed
    }

    /// The paths listed in a file, or on standard input for `-`, in their order.
    static func read(_ source: String, _ context: CommandContext) throws(CommandFailure) -> [String] {
        let data = source == "-" ? context.readStandardInput() : readableFile(source)
        guard let data else { throw .unreadable("cannot read path list \(source)") }
        return paths(in: data)
    }

    /// The paths of a list's bytes: a line each, blank lines skipped.
    ///
    /// A line's trailing carriage return (a list written with CRLF line ends) is dropped;
    /// otherwise a line is the path exactly as written, spaces included.
    static func paths(in data: Data) -> [String] {
        data.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let bytes = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            let path = String(decoding: bytes, as: UTF8.self)
            return path.allSatisfy(\.isWhitespace) ? nil : path
        }
    }

    /// A file's bytes, read to its end so that a pipe given by name (`<(find …)`,
    /// `/dev/stdin`) reads too; nil for a folder or a file that cannot be read.
    private static func readableFile(_ path: String) -> Data? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        do { return try handle.readToEnd() ?? Data() } catch { return nil }
    }
}
