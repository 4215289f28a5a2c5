/// What ``CalendarFeed/occurrences(from:to:isCancelled:_:)`` found besides the occurrences.
public struct CalendarFeedReport: Sendable {
    /// Components that could not be read, or were read only in part, in file order.
    public var problems: [EventCalendar.Problem] { located.map(\.problem) }
    /// Problems with a file's structure (a long line, an unclosed component); the file
    /// was still read.
    public internal(set) var notices: [EventCalendar.Problem] = []
    /// Files that cannot be read or are not iCalendar at all, with the reason, in the
    /// order of the paths.
    public var unreadable: [String] { unreadableFiles.map(\.reason) }
    /// How many VEVENT, VTODO and VJOURNAL components were read.
    public internal(set) var componentCount = 0
    /// How many of them are series (not overrides) with a readable DTSTART.
    public internal(set) var seriesCount = 0
    /// How many occurrences were handed out.
    public internal(set) var occurrenceCount = 0
    /// The UIDs of the series cut short at ``EventCalendar/maximumInstancesPerRule``, in
    /// the order read.
    public internal(set) var truncatedUIDs: [String] = []
    /// What went wrong with the temporary files that keep occurrences out of memory.
    public internal(set) var temporaryFileFailures: [String] = []

    /// Whether the window held more than ``CalendarFeed/maximumOccurrences``: reading
    /// stopped there, so the occurrences of the components after that are missing.
    public internal(set) var reachedOccurrenceLimit = false
    /// The limit it was read with (``CalendarFeed/maximumOccurrences``).
    public internal(set) var occurrenceLimit = 0

    /// Whether the caller cancelled the run before it read every input: the occurrences of
    /// what was not read are missing.
    public internal(set) var isCancelled = false

    /// Whether some occurrences may be missing: a series was cut short, the window reached
    /// the limit on occurrences, or the run was cancelled.
    public var isTruncated: Bool { !truncatedUIDs.isEmpty || reachedOccurrenceLimit || isCancelled }

    /// Whether reading stops here: the limit is reached, or `isCancelled` says so now.
    mutating func stops(_ isCancelled: () -> Bool) -> Bool {
        if !self.isCancelled && isCancelled() { self.isCancelled = true }
        return self.isCancelled || reachedOccurrenceLimit
    }

    /// Problems with the file they are in (its position among the paths), in the order found.
    private var located: [(file: Int, problem: EventCalendar.Problem)] = []
    private var unreadableFiles: [(file: Int, reason: String)] = []

    /// Says that the file at `fileIndex` among the paths cannot be read, and why.
    mutating func addUnreadable(_ reason: String, fileIndex: Int) {
        unreadableFiles.append((fileIndex, reason))
    }

    /// Adds the problems of a component of the file at `fileIndex` among the paths.
    mutating func add(_ found: [EventCalendar.Problem], fileIndex: Int) {
        located += found.map { (fileIndex, $0) }
    }

    /// Puts the problems and unreadable files in file order, stable (one component's
    /// problems keep theirs).
    ///
    /// The overrides' problems come from the first pass, the rest from the second.
    mutating func putInFileOrder() {
        unreadableFiles = unreadableFiles.enumerated()
            .sorted { ($0.element.file, $0.offset) < ($1.element.file, $1.offset) }.map(\.element)
        located = located.enumerated()
            .sorted {
                ($0.element.file, $0.element.problem.line, $0.offset) < (
                    $1.element.file, $1.element.problem.line, $1.offset
                )
            }
            .map(\.element)
    }
}
