import Foundation

/// An input read whole into memory, up to a limit: what a reader that changes a file
/// needs, where the feed readers read block by block.
enum WholeInput {
    /// The bytes of `input`, at most `limit` of them.
    ///
    /// - Throws: `unreadable` with the system's reason, or naming the limit when the input
    ///   is larger.
    static func read(_ input: CalendarInput, limit: Int) throws(WeekdaysError) -> Data {
        let handle: FileHandle
        switch input.source {
        case .data(let data):
            guard data.count <= limit else { throw tooLarge(input, limit) }
            return data
        case .notAFile(let url):
            let kind = url.scheme.map { "\($0) URLs" } ?? "URLs without a scheme"
            throw .unreadable(input.name, reason: "\(kind) are not read; give a file URL or the downloaded data")
        case .stream(let stream):
            handle = stream
        case .path(let path):
            handle = try FileHandle.openedForReading(path).0
        }
        defer { if case .path = input.source { try? handle.close() } }
        var data = Data()
        do {
            while let block = try handle.read(upToCount: 1 << 20), !block.isEmpty {
                data.append(block)
                guard data.count <= limit else { throw tooLarge(input, limit) }
            }
        } catch let error as WeekdaysError {
            throw error
        } catch {
            throw .unreadable(input.name, reason: error.localizedDescription)
        }
        return data
    }

    private static func tooLarge(_ input: CalendarInput, _ limit: Int) -> WeekdaysError {
        .unreadable(input.name, reason: "it is larger than \(limit >> 20) MiB, the most read whole")
    }
}
