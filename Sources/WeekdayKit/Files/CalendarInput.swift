public import Foundation

/// Where a calendar's bytes come from: a file, bytes in hand, or an open stream.
///
/// Every reader of calendars (``FeedReader``, ``EventCalendar``, ``CalendarFeed``,
/// ``FileValidation``, ``BatchImport``) takes its input as this one value, so an app hands
/// over a downloaded document, a file URL or a pipe the same way. The ``name`` is what
/// records and messages call the input.
public struct CalendarInput: Sendable {
    package enum Source: @unchecked Sendable {
        case path(String)
        case data(Data)
        case stream(FileHandle)
        case notAFile(URL)
    }

    package let source: Source
    /// What records and messages call the input: its path, or `-`.
    public let name: String

    /// The file at a path, named by it.
    ///
    /// The path may hold bytes that are not UTF-8, as file names read from the system do.
    public static func path(_ path: String) -> CalendarInput { CalendarInput(source: .path(path), name: path) }

    /// The file a file URL names; any other URL is reported as unreadable when read.
    public static func file(_ url: URL) -> CalendarInput {
        url.isFileURL
            ? CalendarInput(source: .path(url.path), name: url.path)
            : CalendarInput(source: .notAFile(url), name: url.absoluteString)
    }

    /// iCalendar text already in memory (a download, a document's contents).
    public static func data(_ data: Data, name: String = "-") -> CalendarInput {
        CalendarInput(source: .data(data), name: name)
    }

    /// An open file, pipe or socket, read block by block from where it stands.
    public static func stream(_ handle: FileHandle, name: String = "-") -> CalendarInput {
        CalendarInput(source: .stream(handle), name: name)
    }

    /// The process's standard input, read block by block.
    public static var standardInput: CalendarInput { .stream(.standardInput) }
}
