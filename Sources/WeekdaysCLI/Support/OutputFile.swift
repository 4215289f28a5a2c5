import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Where a command's data goes: standard output as it comes, or a file written whole or
/// not at all (a temporary file beside it, renamed into place at the end).
final class OutputFile {
    private let target: String?
    private let temporary: String?
    private let handle: FileHandle?
    private let standardOutput: OutputSink?

    /// - Parameter path: the file to write; nil for the command's standard output.
    init(path: String?, context: CommandContext) throws(CommandFailure) {
        guard let path else {
            target = nil
            temporary = nil
            handle = nil
            standardOutput = context.stdoutSink
            return
        }
        standardOutput = nil
        let folder = (path as NSString).deletingLastPathComponent
        let name = (path as NSString).lastPathComponent
        let temporary = (folder.isEmpty ? "." : folder) + "/.\(name).\(UUID().uuidString).partial"
        guard FileManager.default.createFile(atPath: temporary, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporary)
        else { throw .unreadable("cannot write \(path)") }
        self.target = path
        self.temporary = temporary
        self.handle = handle
    }

    func write(_ data: Data) throws {
        if let standardOutput { standardOutput.append(data) } else { try handle?.write(contentsOf: data) }
    }

    func write(_ text: String) throws {
        try write(Data(text.utf8))
    }

    /// Moves the finished file into place.
    func commit() throws(CommandFailure) {
        guard let target, let temporary else { return }
        do {
            try handle?.close()
            // rename(2) replaces the target in one step: readers see the old file or the new.
            guard rename(temporary, target) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: target])
            }
        } catch {
            abandon()
            throw .unreadable("cannot write \(target): \(error.localizedDescription)")
        }
    }

    /// Removes the partial file; the target is left as it was.
    func abandon() {
        guard let temporary else { return }
        try? handle?.close()
        try? FileManager.default.removeItem(atPath: temporary)
    }
}
