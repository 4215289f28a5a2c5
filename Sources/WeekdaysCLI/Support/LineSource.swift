import Foundation
import WeekdayKit

/// The lines of a file, standard input or bytes in memory, read block by block, so a file
/// of any length is read in the memory of its longest line.
///
/// Lines end at LF; a CR before it stays for the reader to trim. A line longer than
/// ``maximumLineBytes`` is cut there and said to be so, as soon as it is cut: the rest of
/// it is skipped when the next line is asked for, so a reader can stop at an endless one
/// (`/dev/zero`).
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
    /// Whether the last line was cut, so its rest is still to be skipped.
    private var skippingCutLine = false

    /// Reads a file (`-`: standard input, through `standardInputHandle` when given, else
    /// the bytes `standardInput` returns).
    ///
    /// - Throws: why the file cannot be opened, in the system's words.
    init(path: String, standardInputHandle: FileHandle?, standardInput: () -> Data?) throws(WeekdaysError) {
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
        (handle, _) = try FileHandle.openedForReading(path)
        block = []
        atEnd = false
    }

    /// The next line; nil at the end.
    ///
    /// - Throws: the reason the system gave when a read fails.
    mutating func next() throws -> Line? {
        var line: [UInt8] = []
        while true {
            if position < block.count {
                let rest = block[position...]
                let end = rest.firstIndex(of: 0x0A)
                if skippingCutLine {
                    position = end.map { $0 + 1 } ?? block.count
                    skippingCutLine = end == nil
                    continue
                }
                let piece = rest[..<(end ?? block.count)]
                let room = Self.maximumLineBytes - line.count
                if piece.count > room {
                    line.append(contentsOf: piece.prefix(room))
                    position = piece.startIndex + room
                    skippingCutLine = true
                    number += 1
                    return Line(number: number, bytes: line, isCut: true)
                }
                line.append(contentsOf: piece)
                if let end {
                    position = end + 1
                    number += 1
                    return Line(number: number, bytes: line, isCut: false)
                }
                position = block.count
            }
            if atEnd || handle == nil {
                guard !line.isEmpty, !skippingCutLine else { return nil }
                number += 1
                return Line(number: number, bytes: line, isCut: false)
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
