package import Foundation
import ICalKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileHandle {
    /// A file open for reading by the bytes of its name (``FileName``), and whether it is
    /// a regular file (else a FIFO, a device or a pipe given by name, read once); a folder
    /// is refused, as only reading it would fail on Linux.
    ///
    /// - Throws: ``WeekdaysError/unreadable(_:reason:)`` with the system's reason.
    package static func openedForReading(_ path: String) throws(WeekdaysError) -> (FileHandle, isRegular: Bool) {
        let descriptor = FileName.withSystemName(path) { open($0, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            throw .unreadable(path, reason: SystemReason.of(errorNumber: errno))
        }
        var status = stat()
        let type = fstat(descriptor, &status) == 0 ? status.st_mode & S_IFMT : 0
        if type == S_IFDIR {
            closeDescriptor(descriptor)
            throw .unreadable(path, reason: SystemReason.of(errorNumber: EISDIR))
        }
        return (FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), type == S_IFREG)
    }
}

/// `close(2)`, out of `FileHandle`'s scope, where `close` names its own method.
private func closeDescriptor(_ descriptor: Int32) {
    close(descriptor)
}
