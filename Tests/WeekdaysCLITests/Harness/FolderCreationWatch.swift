import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// What happened in watched folders while a run went: each name created, with its mode as
/// `lstat` found it the moment the creation was read, and each change of a name's
/// attributes (`chmod`, `chown`).
///
/// A file opened with too wide a mode and narrowed by `fchmod` afterwards may be narrowed
/// before the `lstat`, but the `fchmod` itself shows as an attribute change: so a file whose
/// name has no attribute change kept, from its creation on, the mode it was born with.
struct FolderEvents {
    /// A name that appeared in a folder.
    struct Creation {
        var path: String
        /// The permission bits as first seen; nil when it was gone before it could be seen.
        var mode: mode_t?
    }

    var creations: [Creation] = []
    /// The paths whose attributes changed, once for each change.
    var attributeChanges: [String] = []
}

/// Watches folders with inotify from a thread of its own while a run goes (``stop()``
/// ends it and hands back what it saw), so a file's mode is seen at its creation rather
/// than after the run.
final class FolderCreationWatch: @unchecked Sendable {
    private let descriptor: Int32
    private var folders: [Int32: String] = [:]
    private let lock = NSLock()
    private var events = FolderEvents()
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching `folders`.
    init(_ folders: [URL]) throws {
        descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for folder in folders {
            let watch = inotify_add_watch(descriptor, folder.path, UInt32(IN_CREATE | IN_ATTRIB))
            guard watch >= 0 else {
                let code = errno
                close(descriptor)
                throw POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)
            }
            self.folders[watch] = folder.path
        }
        Thread.detachNewThread { [self] in
            watchUntilStopped()
            finished.signal()
        }
    }

    /// Stops watching, once every event already queued is read, and hands back what was seen.
    func stop() -> FolderEvents {
        lock.withLock { stopping = true }
        finished.wait()
        close(descriptor)
        return lock.withLock { events }
    }

    private func watchUntilStopped() {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let stopRequested = lock.withLock { stopping }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            _ = poll(&poller, 1, 5)
            let count = read(descriptor, &buffer, buffer.count)
            if count > 0 {
                record(buffer[..<count])
                continue
            }
            // Stop only when the queue is empty: the events of a run that has ended are in it.
            if stopRequested { return }
        }
    }

    /// Reads `struct inotify_event` records: `wd`, `mask`, `cookie`, `len`, then `len` bytes
    /// of name padded with zeros.
    private func record(_ bytes: ArraySlice<UInt8>) {
        let header = 16
        var offset = bytes.startIndex
        while offset + header <= bytes.endIndex {
            let (watch, mask, length) = bytes.withUnsafeBytes { raw in
                let at = offset - bytes.startIndex
                return (
                    raw.loadUnaligned(fromByteOffset: at, as: Int32.self),
                    raw.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self),
                    Int(raw.loadUnaligned(fromByteOffset: at + 12, as: UInt32.self))
                )
            }
            let nameBytes = bytes[(offset + header)..<min(offset + header + length, bytes.endIndex)]
            let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
            offset += header + length
            guard let folder = folders[watch], !name.isEmpty else { continue }
            let path = folder + "/" + name
            if mask & UInt32(IN_CREATE) != 0 {
                var status = stat()
                let mode = lstat(path, &status) == 0 ? status.st_mode & 0o7777 : nil
                lock.withLock { events.creations.append(FolderEvents.Creation(path: path, mode: mode)) }
            }
            if mask & UInt32(IN_ATTRIB) != 0 {
                lock.withLock { events.attributeChanges.append(path) }
            }
        }
    }
}
