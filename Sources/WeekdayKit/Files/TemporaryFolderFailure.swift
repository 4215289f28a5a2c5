/// Why the temporary folder (`TMPDIR`) could not hold a file: it could not be created
/// there, or writing to it failed (a read-only or full file system).
///
/// Kept apart from ``WeekdaysError`` so that each caller says what it did about it: the
/// occurrence spool holds its records in memory instead, a copy of standard input cannot
/// be kept at all.
struct TemporaryFolderFailure: Error, Equatable, CustomStringConvertible {
    /// The folder, as the run found it in `TMPDIR`.
    var folder: String
    /// The system's words for what went wrong ("Read-only file system").
    var reason: String

    /// `the temporary folder /tmp cannot be used (No space left on device)`.
    var description: String { "the temporary folder \(FileName.shown(folder)) cannot be used (\(reason))" }
}
