import Foundation
import WeekdayKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One PATH argument as a command reads it: a file (or `-`), or an entry of a folder that
/// is not read, with the reason.
enum InputPath: Equatable {
    case file(String)
    /// `cannot read PATH: reason`.
    case refused(path: String, message: String)
}

/// Expands PATH arguments: a folder means its `.ics` files (sorted, not recursive),
/// `-` means standard input, anything else is taken as a file.
///
/// Of a folder's entries only regular files (or links to them) are read: a FIFO would
/// block for ever, a device never end. They, and a folder that cannot be listed, are
/// refused with the reason, never skipped without a word.
func expandInputPaths(_ paths: [String]) -> [InputPath] {
    paths.flatMap { path -> [InputPath] in
        var status = stat()
        guard path != "-", FileName.withSystemName(path, { stat($0, &status) }) == 0, status.st_mode & S_IFMT == S_IFDIR
        else { return [.file(path)] }
        let names: [String]
        switch folderEntries(path) {
        case .success(let listed): names = listed
        case .failure(let failure):
            return [
                .refused(path: path, message: "cannot read \(path): \(SystemReason.of(errorNumber: failure.code))")
            ]
        }
        let base = path.hasSuffix("/") ? String(path.dropLast()) : path
        return names.filter { $0.lowercased().hasSuffix(".ics") }.sorted().map { name in
            let entry = base + "/" + name
            guard let problem = notRegularFile(entry) else { return .file(entry) }
            return .refused(path: entry, message: "cannot read \(entry): \(problem)")
        }
    }
}

extension [InputPath] {
    /// The paths to read, in order.
    var files: [String] {
        compactMap { if case .file(let path) = $0 { path } else { nil } }
    }

    /// The messages for the entries refused, in order.
    var refusals: [String] {
        compactMap { if case .refused(_, let message) = $0 { message } else { nil } }
    }
}

/// The error number that stopped a folder's listing.
private struct ListingFailure: Error {
    var code: Int32
}

/// The names in a folder, or why it cannot be listed.
private func folderEntries(_ path: String) -> Result<[String], ListingFailure> {
    guard let folder = FileName.withSystemName(path, { opendir($0) }) else {
        return .failure(ListingFailure(code: errno))
    }
    defer { closedir(folder) }
    var names: [String] = []
    while true {
        errno = 0
        guard let entry = readdir(folder) else {
            return errno == 0 ? .success(names) : .failure(ListingFailure(code: errno))
        }
        let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in FileName.decoding(raw.prefix { $0 != 0 }) }
        if name != "." && name != ".." { names.append(name) }
    }
}

/// Why a folder entry is not read, or nil for a regular file (or a link to one).
private func notRegularFile(_ path: String) -> String? {
    var status = stat()
    // stat(2) follows links: a link to /dev/zero is a device.
    guard FileName.withSystemName(path, { stat($0, &status) }) == 0 else { return SystemReason.of(errorNumber: errno) }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return nil
    case S_IFIFO: return "not a regular file (a FIFO), so it is not read"
    case S_IFCHR, S_IFBLK: return "not a regular file (a device), so it is not read"
    case S_IFSOCK: return "not a regular file (a socket), so it is not read"
    case S_IFDIR: return SystemReason.of(errorNumber: EISDIR)
    default: return "not a regular file, so it is not read"
    }
}

/// The number of threads to use by default: one per core.
var defaultJobs: Int { max(1, ProcessInfo.processInfo.activeProcessorCount) }
