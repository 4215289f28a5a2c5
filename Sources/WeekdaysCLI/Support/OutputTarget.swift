import WeekdayKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How `-o PATH` is written, decided from what is at the path before anything is written.
///
/// - Nothing there, or a regular file: a temporary file beside it, renamed over it at the
///   end, so readers see the old file or the new one, never half of one; the old file's
///   permissions (and owner, where the system allows) carry over.
/// - A regular file with other hard links: the temporary file is written whole, then
///   copied into the file itself, so every name keeps seeing it.
/// - A symbolic link: what it points to, by these same rules; the link stays.
/// - A device, a FIFO, a socket, or a path under `/dev` or `/proc` (`/dev/stdout`):
///   written directly, as standard output is.
/// - A folder, or a file no one may write: refused, with the reason.
enum OutputTarget {
    /// Write a temporary file, then rename it to `path`; `mode` and `owner` are the old
    /// file's, if there was one.
    case replace(path: String, mode: mode_t?, owner: (user: uid_t, group: gid_t)?)
    /// Write a temporary file, then copy it into `path` (a file with other hard links).
    case copyInto(path: String)
    /// Write to `path` as it goes.
    case direct(path: String)

    /// The plan for `path`; the reason in the system's words when it cannot be written.
    static func plan(for path: String) -> Result<OutputTarget, OutputRefusal> {
        if path.hasPrefix("/dev/") || path.hasPrefix("/proc/") { return .success(.direct(path: path)) }
        var status = stat()
        guard FileName.withSystemName(path, { lstat($0, &status) }) == 0 else {
            let code = errno
            return code == ENOENT
                ? .success(.replace(path: path, mode: nil, owner: nil))
                : .failure(OutputRefusal(path: path, reason: SystemReason.of(errorNumber: code)))
        }
        if status.st_mode & S_IFMT == S_IFLNK { return planThroughLink(path) }
        return plan(path, status)
    }

    /// The plan for what a symbolic link points to, followed to its end.
    private static func planThroughLink(_ link: String) -> Result<OutputTarget, OutputRefusal> {
        var status = stat()
        if FileName.withSystemName(link, { stat($0, &status) }) == 0 {
            guard status.st_mode & S_IFMT == S_IFREG else { return plan(link, status) }
            guard let resolved = FileName.withSystemName(link, { realpath($0, nil) }) else {
                return .failure(OutputRefusal(path: link, reason: SystemReason.of(errorNumber: errno)))
            }
            defer { free(resolved) }
            return plan(FileName.decoding(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved))), status)
        }
        guard errno == ENOENT, let final = danglingTarget(of: link) else {
            return .failure(OutputRefusal(path: link, reason: SystemReason.of(errorNumber: errno)))
        }
        // A link to nothing yet: the file it names is created.
        return .success(.replace(path: final, mode: nil, owner: nil))
    }

    /// Where a chain of links ends when its last target does not exist; nil for a loop.
    private static func danglingTarget(of link: String) -> String? {
        var current = link
        for _ in 0..<40 {
            var status = stat()
            guard FileName.withSystemName(current, { lstat($0, &status) }) == 0 else { return current }
            guard status.st_mode & S_IFMT == S_IFLNK else { return nil }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let count = FileName.withSystemName(current) { readlink($0, &buffer, buffer.count - 1) }
            guard count > 0 else { return nil }
            let target = FileName.decoding(buffer[..<count].map { UInt8(bitPattern: $0) })
            if target.hasPrefix("/") {
                current = target
            } else {
                let folder = current.split(separator: "/", omittingEmptySubsequences: false).dropLast()
                current = folder.isEmpty ? target : folder.joined(separator: "/") + "/" + target
            }
        }
        return nil
    }

    /// The plan for an existing object that is not a link.
    private static func plan(_ path: String, _ status: stat) -> Result<OutputTarget, OutputRefusal> {
        switch status.st_mode & S_IFMT {
        case S_IFDIR:
            return .failure(OutputRefusal(path: path, reason: SystemReason.of(errorNumber: EISDIR)))
        case S_IFREG:
            // Root may write anything, but a file without a single write permission is
            // still meant to stay as it is.
            if status.st_mode & (S_IWUSR | S_IWGRP | S_IWOTH) == 0 {
                return .failure(OutputRefusal(path: path, reason: "the file is read-only"))
            }
            if FileName.withSystemName(path, { access($0, W_OK) }) != 0 {
                return .failure(OutputRefusal(path: path, reason: SystemReason.of(errorNumber: errno)))
            }
            if status.st_nlink > 1 { return .success(.copyInto(path: path)) }
            return .success(
                .replace(path: path, mode: status.st_mode & 0o7777, owner: (status.st_uid, status.st_gid)))
        default:
            return .success(.direct(path: path))
        }
    }
}

/// Why `-o PATH` cannot be written.
struct OutputRefusal: Error {
    var path: String
    var reason: String

    /// `cannot write PATH: reason`, as the other messages about files read.
    var message: String { "cannot write \(path): \(reason)" }
}
