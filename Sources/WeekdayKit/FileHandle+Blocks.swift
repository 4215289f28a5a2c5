public import Foundation

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
    /// which may be less than `count`.
    ///
    /// - Throws: an `NSError` in `NSPOSIXErrorDomain` with the system's error number.
    package func nextBlock(upTo count: Int) throws -> Data? {
        var block = Data(count: count)
        let descriptor = fileDescriptor
        let read = block.withUnsafeMutableBytes { buffer -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            while true {
                let got = readSystemCall(descriptor, base, count)
                if got >= 0 || errno != EINTR { return got }
            }
        }
        guard read >= 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
        guard read > 0 else { return nil }
        if read < count { block.removeSubrange(read...) }
        return block
    }
}

/// `read(2)` itself: inside `FileHandle`, `read` names the handle's own methods.
private func readSystemCall(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
