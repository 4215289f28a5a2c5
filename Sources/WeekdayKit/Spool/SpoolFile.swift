import Foundation

/// A temporary file written once and then read back from its start: one sorted run of
/// ``OccurrenceSpool``, or the copy of standard input that ``CalendarFeed`` reads twice.
///
/// The file is made with no name, or unlinked as soon as it is open (``PrivateTemporaryFile``),
/// and only its owner may read it, so it never outlives the process however it ends and no
/// one else sees what it holds; the space is freed when the last handle closes (when the
/// `SpoolFile` goes).
final class SpoolFile {
    private let writer: FileHandle
    private let readerHandle: FileHandle
    /// The temporary folder it is in, for saying why it failed.
    private let folder: String

    /// A new, empty file in the temporary folder (`TMPDIR`).
    init() throws(TemporaryFolderFailure) {
        folder = FileManager.default.temporaryDirectory.path
        (writer, readerHandle) = try PrivateTemporaryFile.create(in: folder)
    }

    deinit {
        try? writer.close()
        try? readerHandle.close()
    }

    /// Appends bytes at the end.
    func append(_ bytes: [UInt8]) throws(TemporaryFolderFailure) {
        do { try writer.write(contentsOf: bytes) } catch {
            throw TemporaryFolderFailure(folder: folder, reason: SystemReason.of(error))
        }
    }

    /// The first failure of ``appendKeepingFailure(_:)``, if any.
    private(set) var writeFailure: TemporaryFolderFailure?

    /// Appends bytes at the end; a failure is kept in ``writeFailure`` (and later bytes
    /// are dropped), for writers that cannot throw.
    func appendKeepingFailure(_ data: Data) {
        guard writeFailure == nil else { return }
        do { try append(data.withUnsafeBytes { Array($0) }) } catch { writeFailure = error }
    }

    /// The records from the start, read in blocks, after the last ``append(_:)``; asking
    /// again starts again from the start.
    func records() -> Records {
        try? readerHandle.seek(toOffset: 0)
        return Records(file: self)
    }

    /// The bytes from the start, for a reader of its own (a copy of standard input read
    /// a second time).
    func handleForReading() -> FileHandle {
        try? readerHandle.seek(toOffset: 0)
        return readerHandle
    }

    /// The records of a spool file (``SpoolRecord``s) in the order written, one at a time,
    /// read in blocks.
    struct Records {
        private let file: SpoolFile
        private var buffer: [UInt8] = []
        private var position = 0
        private var current = 0..<0
        private var atEnd = false
        /// Whether reading the file failed, or it held bytes that are not records: the
        /// records after that are missing.
        private(set) var failed = false
        private static let blockSize = 1 << 16

        fileprivate init(file: SpoolFile) { self.file = file }

        /// Moves to the next record; false at the end of the file.
        mutating func advance() -> Bool {
            while true {
                let found = buffer.withUnsafeBytes { raw -> (length: Int, wellFormed: Bool)? in
                    guard let length = SpoolRecord.wholeLength(in: raw, at: position) else { return nil }
                    let record = UnsafeRawBufferPointer(rebasing: raw[position..<position + length])
                    return (length, SpoolRecord.isWellFormed(record))
                }
                if let found {
                    current = position..<position + found.length
                    position += found.length
                    if found.wellFormed { return true }
                    failed = true
                    continue
                }
                if atEnd {
                    // Bytes left over at the end are a record cut short: the file is not as written.
                    if position < buffer.count { failed = true }
                    current = 0..<0
                    return false
                }
                refill()
            }
        }

        /// The record ``advance()`` moved to, valid until the next call.
        func withCurrent<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
            buffer.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[current])) }
        }

        private mutating func refill() {
            buffer.removeFirst(position)
            position = 0
            current = 0..<0
            do {
                guard let block = try file.readerHandle.nextBlock(upTo: Self.blockSize) else {
                    atEnd = true
                    return
                }
                buffer.append(contentsOf: block)
            } catch {
                failed = true
                atEnd = true
            }
        }
    }
}
