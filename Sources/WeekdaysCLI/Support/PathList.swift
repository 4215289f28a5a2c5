import Foundation
import WeekdayKit

/// The inputs that `--paths-from` names, one path a line, so that xargs, GNU parallel or
/// Spark can hand each worker its share of a long list on standard input.
enum PathList {
    /// A command's inputs: its PATH arguments, then the paths listed in each of `sources`
    /// in turn (`--paths-from`, which may be given more than once).
    ///
    /// With `--paths-from -` standard input is the list, so it cannot be an input as well,
    /// nor a second list.
    static func inputs(arguments: [String], listedIn sources: [String], command: String, _ context: CommandContext)
        throws(CommandFailure) -> [String]
    {
        if sources.isEmpty && arguments.isEmpty { throw .usage("missing PATH", command: command) }
        if sources.count(where: { $0 == "-" }) > 1 {
            throw .usage("'--paths-from -' can be given once: standard input is read once", command: command)
        }
        var inputs = arguments
        for source in sources {
            let listed = try read(source, context)
            if source == "-", arguments.contains("-") || listed.contains("-") {
                throw .usage(
                    "'-' cannot be an input when '--paths-from -' reads the path list from standard input",
                    command: command)
            }
            inputs += listed
        }
        return inputs
    }

    /// The paths listed in a file, or on standard input for `-`, in their order.
    ///
    /// - Throws: when the list cannot be read, or a line holds a NUL byte, which no path can.
    static func read(_ source: String, _ context: CommandContext) throws(CommandFailure) -> [String] {
        let data = source == "-" ? context.readStandardInput() : readableFile(source)
        guard let data else { throw .unreadable("cannot read path list \(source)") }
        let lines = paths(in: data)
        if let bad = lines.firstIndex(where: { $0.path.contains("\u{0}") }) {
            throw .unreadable("path list \(source), line \(lines[bad].line): a path cannot hold a NUL byte")
        }
        return lines.map(\.path)
    }

    /// The paths of a list's bytes with their lines: a line each, blank lines skipped.
    ///
    /// A line's trailing carriage return (a list written with CRLF line ends) is dropped;
    /// otherwise a line is the path exactly as written, spaces included.
    static func paths(in data: Data) -> [(line: Int, path: String)] {
        data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).enumerated().compactMap {
            number, line in
            let bytes = line.last == UInt8(ascii: "\r") ? line.dropLast() : line
            let path = FileName.decoding(bytes)
            return path.allSatisfy(\.isWhitespace) ? nil : (number + 1, path)
        }
    }

    /// A file's bytes, read to its end so that a pipe given by name (`<(find …)`,
    /// `/dev/stdin`) reads too; nil for a folder or a file that cannot be read.
    private static func readableFile(_ path: String) -> Data? {
        guard let (handle, _) = try? FileHandle.openedForReading(path) else { return nil }
        defer { try? handle.close() }
        do { return try handle.readToEnd() ?? Data() } catch { return nil }
    }
}
