package import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileHandle {
    /// Up to `count` bytes in one `read(2)`, retried when a signal interrupts it; nil at
    /// the end of the input.
    ///
    /// `read(upToCount:)` reads a regular file a page at a time on Linux, a system call
    /// per 4 KiB; one call per block keeps reading a feed cheap. A pipe gives what it has,
    /// which may be less than `count`. The block is read into memory of its own, not zeroed
    /// first: `Data(count:)` would clear every byte that `read(2)` is about to write.
    ///
    /// - Throws: an `NSError` in `NSPOSIXErrorDomain` with the system's error number.
    package func nextBlock(upTo count: Int) throws -> Data? {
        guard let base = malloc(max(count, 1)) else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(ENOMEM)) }
        let descriptor = fileDescriptor
        var got: Int
        repeat { got = readSystemCall(descriptor, base, count) } while got < 0 && errno == EINTR
        guard got > 0 else {
            let failure = errno
            free(base)
            if got < 0 { throw NSError(domain: NSPOSIXErrorDomain, code: Int(failure)) }
            return nil
        }
        // A pipe gives a little at a time: a short block gives back the rest of its memory.
        let kept = got < count / 2 ? realloc(base, got) ?? base : base
        return Data(bytesNoCopy: kept, count: got, deallocator: .free)
    }
}

/// `read(2)` itself: inside `FileHandle`, `read` names the handle's own methods.
private func readSystemCall(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
