import Foundation

/// The lines of a file, standard input or bytes in memory, read block by block, so a file
/// of any length is read in the memory of its longest line.
///
/// Lines end at LF; a CR before it stays for the reader to trim. A line longer than
/// ``maximumLineBytes`` is cut there and said to be so.
struct LineSource {
    /// The longest line kept whole.
    static let maximumLineBytes = 1 << 20
    private static let blockSize = 1 << 20

    /// One line and where it is.
    struct Line {
        /// Its number, from 1.
        var number: Int
        var bytes: [UInt8]
        /// Whether it was longer than ``LineSource/maximumLineBytes`` and cut.
        var isCut: Bool
    }

    private let handle: FileHandle?
    private var block: [UInt8]
    private var position = 0
    private var atEnd: Bool
    private var number = 0

    /// Reads a file (`-`: standard input, through `standardInputHandle` when given, else
    /// the bytes `standardInput` returns); nil when the file cannot be opened.
    init?(path: String, standardInputHandle: FileHandle?, standardInput: () -> Data?) {
        if path == "-" {
            if let standardInputHandle {
                handle = standardInputHandle
                block = []
                atEnd = false
            } else {
                handle = nil
                block = Array(standardInput() ?? Data())
                atEnd = true
            }
            return
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue,
            let opened = FileHandle(forReadingAtPath: path)
        else { return nil }
        handle = opened
        block = []
        atEnd = false
    }

    /// The next line; nil at the end.
    ///
    /// - Throws: the reason the system gave when a read fails.
    mutating func next() throws -> Line? {
        var line: [UInt8] = []
        var isCut = false
        while true {
            if position < block.count {
                let rest = block[position...]
                let end = rest.firstIndex(of: 0x0A)
                let piece = rest[..<(end ?? block.count)]
                let room = Self.maximumLineBytes - line.count
                if piece.count > room {
                    isCut = true
                    line.append(contentsOf: piece.prefix(room))
                } else {
                    line.append(contentsOf: piece)
                }
                if let end {
                    position = end + 1
                    number += 1
                    return Line(number: number, bytes: line, isCut: isCut)
                }
                position = block.count
            }
            if atEnd || handle == nil {
                guard !line.isEmpty || isCut else { return nil }
                number += 1
                return Line(number: number, bytes: line, isCut: isCut)
            }
            guard let data = try handle?.nextBlock(upTo: Self.blockSize) else {
                atEnd = true
                continue
            }
            block = Array(data)
            position = 0
        }
    }
}
