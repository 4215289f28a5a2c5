import Foundation

/// Where a command's data goes: standard output as it comes, or a file written whole or
/// not at all (a temporary file beside it, renamed into place at the end).
final class OutputFile {
    private let target: String?
    private let temporary: String?
    private let handle: FileHandle

    /// - Parameter path: the file to write; nil for standard output.
    init(path: String?) throws(CommandFailure) {
        guard let path else {
            target = nil
            temporary = nil
            handle = FileHandle.standardOutput
            return
        }
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
        try handle.write(contentsOf: data)
    }

    func write(_ text: String) throws {
        try write(Data(text.utf8))
    }

    /// Moves the finished file into place.
    func commit() throws(CommandFailure) {
        guard let target, let temporary else { return }
        do {
            try handle.close()
            if FileManager.default.fileExists(atPath: target) {
                _ = try FileManager.default.replaceItemAt(URL(fileURLWithPath: target), withItemAt: URL(fileURLWithPath: temporary))
            } else {
                try FileManager.default.moveItem(atPath: temporary, toPath: target)
            }
        } catch {
            abandon()
            throw .unreadable("cannot write \(target): \(error.localizedDescription)")
        }
    }

    /// Removes the partial file; the target is left as it was.
    func abandon() {
        guard let temporary else { return }
        try? handle.close()
        try? FileManager.default.removeItem(atPath: temporary)
    }
}
