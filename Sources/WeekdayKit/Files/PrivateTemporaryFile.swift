import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new file in a folder that only this process can read, and that leaves no name behind
/// however the process ends.
///
/// Its permissions are given in the `open` call itself (0600, owner only), so no other user
/// may open it even for the instant before a `chmod`, whatever the umask. On Linux it is
/// made with `O_TMPFILE`, so it never has a name at all; where the system or the file system
/// cannot do that, it is made under a random name and unlinked at once, once it is open.
enum PrivateTemporaryFile {
    /// A handle that reads and writes the file, and one that reads it with a position of its
    /// own (so reading it back does not move where the writer appends).
    static func create(in folder: String) throws(TemporaryFolderFailure) -> (readWrite: FileHandle, reading: FileHandle)
    {
        if let unnamed = unnamed(in: folder) { return unnamed }
        return try named(in: folder)
    }

    /// Owner read and write only: what no other user can open.
    private static let ownerOnly: mode_t = 0o600

    /// The file made without a name (`O_TMPFILE`), and opened a second time through
    /// `/proc/self/fd`; nil when the system, the file system or `/proc` cannot do it.
    static func unnamed(in folder: String) -> (readWrite: FileHandle, reading: FileHandle)? {
        #if os(Linux) && (arch(x86_64) || arch(arm64) || arch(i386) || arch(arm) || arch(powerpc64le) || arch(s390x))
            // Glibc's `O_TMPFILE` macro does not reach Swift; on these architectures it is
            // this bit with `O_DIRECTORY` (Linux's asm-generic and x86 `fcntl.h`).
            let unnamedFile: Int32 = 0o2000_0000 | O_DIRECTORY
            let descriptor = FileName.withSystemName(folder) {
                open($0, unnamedFile | O_RDWR | O_CLOEXEC, ownerOnly)
            }
            guard descriptor >= 0 else { return nil }
            let reader = open("/proc/self/fd/\(descriptor)", O_RDONLY | O_CLOEXEC)
            guard reader >= 0 else {
                close(descriptor)
                return nil
            }
            return (handle(descriptor), handle(reader))
        #else
            return nil
        #endif
    }

    /// The file made under a random name that no one else can have made first (`O_EXCL`, not
    /// following a link), opened a second time by that name, then unlinked.
    static func named(in folder: String) throws(TemporaryFolderFailure) -> (
        readWrite: FileHandle, reading: FileHandle
    ) {
        let path = (folder as NSString).appendingPathComponent("weekdays-spool-\(UUID().uuidString)")
        let descriptor = FileName.withSystemName(path) {
            open($0, O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, ownerOnly)
        }
        guard descriptor >= 0 else {
            throw TemporaryFolderFailure(folder: folder, reason: SystemReason.of(errorNumber: errno))
        }
        let reader = FileName.withSystemName(path) { open($0, O_RDONLY | O_NOFOLLOW | O_CLOEXEC) }
        let readerFailure = errno
        FileName.withSystemName(path) { _ = unlink($0) }
        guard reader >= 0 else {
            close(descriptor)
            throw TemporaryFolderFailure(folder: folder, reason: SystemReason.of(errorNumber: readerFailure))
        }
        return (handle(descriptor), handle(reader))
    }

    /// A handle that closes its descriptor when it goes.
    private static func handle(_ descriptor: Int32) -> FileHandle {
        FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }
}
