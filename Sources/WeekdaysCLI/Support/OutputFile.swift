import Foundation
import WeekdayKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where a command's data goes: standard output as it comes, or `-o PATH` written whole
/// or not at all, as ``OutputTarget`` says for what is at the path.
///
/// A run that fails calls ``abandon()`` and the path is left as it was; a signal that
/// ends the run removes the partial file too (``PartialFileGuard``).
final class OutputFile {
    private let target: OutputTarget?
    /// The temporary file beside the target, for the targets written whole first.
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
        let target: OutputTarget
        switch OutputTarget.plan(for: path) {
        case .success(let plan): target = plan
        case .failure(let refusal): throw .unreadable(refusal.message)
        }
        self.target = target
        switch target {
        case .direct(let path):
            // `-o /dev/stdout` with standard output closed: it holds the placeholder
            // `/dev/null`, which would take the records without a word.
            if let standard = Self.standardDescriptor(named: path),
                context.closedStandardDescriptors.contains(standard)
            {
                throw .unreadable("cannot write to \(path): \(SystemReason.of(errorNumber: EBADF))")
            }
            let descriptor = FileName.withSystemName(path) { open($0, O_WRONLY | O_CLOEXEC) }
            guard descriptor >= 0 else { throw Self.failure(path, errno) }
            temporary = nil
            handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        case .replace(let final, let mode, let owner):
            let temporary = Self.temporaryPath(beside: final)
            // A new target gets the mode any new file gets (0666 less the umask). Over an
            // old file, the partial file is born with only the owner's part of its mode:
            // until it has the old file's owner and group, no one else may read it.
            let descriptor = try Self.create(temporary, for: final, mode: mode.map { $0 & S_IRWXU } ?? 0o666)
            // Only root may give a file away; for anyone else the new file stays theirs.
            if let owner, geteuid() == 0 { Self.giveAway(descriptor, to: owner) }
            if let mode { Self.setMode(descriptor, to: mode) }
            self.temporary = temporary
            handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        case .copyInto(let final):
            let temporary = Self.temporaryPath(beside: final)
            // Only a scratch copy, never put in place: readable by its owner alone.
            let descriptor = try Self.create(temporary, for: final, mode: S_IRUSR | S_IWUSR)
            self.temporary = temporary
            handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        }
    }

    /// The path written, for messages; `-` for standard output.
    private var shownPath: String {
        switch target {
        case .direct(let path), .replace(let path, _, _), .copyInto(let path): path
        case nil: "-"
        }
    }

    /// Appends bytes valid during the call only.
    ///
    /// - Throws: ``CommandFailure/unreadable(_:)`` saying `cannot write PATH: reason`.
    func write(_ bytes: UnsafeRawBufferPointer) throws(CommandFailure) {
        if let standardOutput {
            standardOutput.append(bytes)
            return
        }
        do { try handle?.write(contentsOf: bytes) } catch {
            throw .unreadable("cannot write \(shownPath): \(SystemReason.of(error))")
        }
    }

    /// Appends bytes.
    func write(_ data: Data) throws(CommandFailure) {
        let failure = data.withUnsafeBytes { bytes in Result { () throws(CommandFailure) in try write(bytes) } }
        try failure.get()
    }

    /// Appends text as UTF-8.
    func write(_ text: String) throws(CommandFailure) {
        var text = text
        let failure = text.withUTF8 { bytes in
            Result { () throws(CommandFailure) in try write(UnsafeRawBufferPointer(bytes)) }
        }
        try failure.get()
    }

    /// Puts the finished file in place.
    func commit() throws(CommandFailure) {
        guard let target else { return }
        do {
            try handle?.close()
        } catch {
            abandon()
            throw .unreadable("cannot write \(shownPath): \(SystemReason.of(error))")
        }
        guard let temporary else { return }
        let failure: Int32? = PartialFileGuard.committing {
            switch target {
            case .replace(let final, _, _):
                // rename(2) replaces the target in one step: readers see the old file or the new.
                let renamed = FileName.withSystemName(temporary) { from in
                    FileName.withSystemName(final) { rename(from, $0) }
                }
                guard renamed == 0 else { return errno }
                PartialFileGuard.forget()
                return nil
            case .copyInto(let final):
                let failure = Self.copy(temporary, into: final)
                FileName.withSystemName(temporary) { _ = unlink($0) }
                PartialFileGuard.forget()
                return failure
            case .direct:
                return nil
            }
        }
        if let failure {
            abandon()
            throw Self.failure(shownPath, failure)
        }
    }

    /// Removes the partial file; the target is left as it was.
    func abandon() {
        try? handle?.close()
        if let temporary { FileName.withSystemName(temporary) { _ = unlink($0) } }
        PartialFileGuard.forget()
    }

    /// The standard descriptor a path names (`/dev/stdout`, `/dev/fd/2`, `/proc/self/fd/1`).
    private static func standardDescriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdin", "/dev/fd/0", "/proc/self/fd/0": 0
        case "/dev/stdout", "/dev/fd/1", "/proc/self/fd/1": 1
        case "/dev/stderr", "/dev/fd/2", "/proc/self/fd/2": 2
        default: nil
        }
    }

    /// `.NAME.UUID.partial` in the target's folder, so the rename stays on one file system.
    private static func temporaryPath(beside path: String) -> String {
        // Split by hand: Foundation's `lastPathComponent` traps on a one-letter path. By
        // scalars, not characters: a combining mark after the slash joins it into one.
        let scalars = path.unicodeScalars
        let slash = scalars.lastIndex(of: "/")
        let folder = slash.map { String(scalars[...$0]) } ?? "./"
        let name = slash.map { String(scalars[scalars.index(after: $0)...]) } ?? path
        return folder + ".\(name).\(UUID().uuidString).partial"
    }

    /// Creates the temporary file with `mode` (less the umask) from its first instant, named
    /// to the signal handler first.
    private static func create(_ temporary: String, for final: String, mode: mode_t) throws(CommandFailure) -> Int32 {
        guard PartialFileGuard.watch(temporary) else {
            throw .unreadable("cannot write \(final): \(SystemReason.of(errorNumber: ENAMETOOLONG))")
        }
        let descriptor = FileName.withSystemName(temporary) {
            open($0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
        }
        guard descriptor >= 0 else {
            let code = errno
            PartialFileGuard.forget()
            throw failure(final, code)
        }
        return descriptor
    }

    /// Gives the partial file the old file's owner and group, when they are not already its
    /// own (changing nothing leaves nothing for a watcher of the folder to see).
    private static func giveAway(_ descriptor: Int32, to owner: (user: uid_t, group: gid_t)) {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_uid != owner.user || status.st_gid != owner.group
        else { return }
        _ = fchown(descriptor, owner.user, owner.group)
    }

    /// Gives the partial file the old file's whole mode, when it was not born with it (the
    /// umask took bits, or the group and others have some); after `fchown`, which may clear
    /// the set-user-ID and set-group-ID bits.
    private static func setMode(_ descriptor: Int32, to mode: mode_t) {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & 0o7777 != mode else { return }
        _ = fchmod(descriptor, mode)
    }

    /// Copies a finished file into another in place; the error number when it fails.
    private static func copy(_ source: String, into destination: String) -> Int32? {
        let input = FileName.withSystemName(source) { open($0, O_RDONLY | O_CLOEXEC) }
        guard input >= 0 else { return errno }
        defer { close(input) }
        let output = FileName.withSystemName(destination) { open($0, O_WRONLY | O_TRUNC | O_CLOEXEC) }
        guard output >= 0 else { return errno }
        defer { close(output) }
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = read(input, &buffer, buffer.count)
            if count == 0 { return nil }
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            if let failure = writeAll(output, buffer[..<count]) { return failure }
        }
    }

    private static func failure(_ path: String, _ code: Int32) -> CommandFailure {
        .unreadable("cannot write \(path): \(SystemReason.of(errorNumber: code))")
    }
}

/// Writes every byte to a descriptor; the error number when it fails.
private func writeAll(_ descriptor: Int32, _ bytes: ArraySlice<UInt8>) -> Int32? {
    var rest = bytes
    while !rest.isEmpty {
        let result = rest.withUnsafeBytes { raw in
            raw.baseAddress.map { write(descriptor, $0, raw.count) } ?? 0
        }
        if result < 0 {
            if errno == EINTR { continue }
            return errno
        }
        rest = rest.dropFirst(result)
    }
    return nil
}
