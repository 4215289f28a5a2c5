public import Foundation

extension CalendarEvent {
    /// Its occurrences that start at or after `date`, in start order, found a window at a
    /// time as they are asked for: `for occurrence in event.occurrences(startingAt: now)`,
    /// `.prefix(10)`, `.first { ... }`.
    ///
    /// Everything ``occurrences(from:to:)`` applies (exceptions, extra dates, overrides)
    /// applies here: the sequence walks windows of that call, growing while they are empty.
    public func occurrences(startingAt date: Date) -> EventOccurrenceSequence {
        EventOccurrenceSequence(event: self, start: date)
    }
}

/// The occurrences of an event from a date on, found lazily (see
/// ``CalendarEvent/occurrences(startingAt:)``).
///
/// Windows start at four weeks and grow fourfold while they hold nothing; the walk ends
/// 700 years after the last occurrence found (as far as expansion looks), or at a window a
/// rule was cut short in (``EventCalendar/maximumInstancesPerRule``), after handing out
/// what that window found.
public struct EventOccurrenceSequence: Sequence, Sendable {
    let event: CalendarEvent
    let start: Date

    /// An iterator from the sequence's start.
    public func makeIterator() -> Iterator { Iterator(event: event, from: start) }

    /// Walks the windows; each occurrence is handed out once, in the window it starts in.
    public struct Iterator: IteratorProtocol, Sendable {
        private let event: CalendarEvent
        private var windowStart: Date
        private var span: TimeInterval = Self.firstSpan
        private var emptySince: TimeInterval = 0
        private var found: [EventOccurrence] = []
        private var position = 0
        private var finished = false
        /// Whether the walk ended at a window a rule was cut short in, so occurrences may
        /// be missing after the last one handed out.
        public private(set) var isTruncated = false

        private static let firstSpan: TimeInterval = 28 * 86_400
        private static let longestSpan: TimeInterval = 50 * 366 * 86_400
        private static let searchedSpan: TimeInterval = 700 * 366 * 86_400

        init(event: CalendarEvent, from start: Date) {
            self.event = event
            windowStart = start
        }

        /// The next occurrence in start order; nil when there are no more.
        public mutating func next() -> EventOccurrence? {
            while position == found.count {
                guard !finished, emptySince < Self.searchedSpan else { return nil }
                readWindow()
            }
            defer { position += 1 }
            return found[position]
        }

        /// The occurrences that start in the next window.
        private mutating func readWindow() {
            let windowEnd = windowStart.addingTimeInterval(span)
            let list = event.occurrences(from: windowStart, to: windowEnd)
            found = list.filter { $0.start.instant >= windowStart && $0.start.instant < windowEnd }
            position = 0
            if list.isTruncated {
                isTruncated = true
                finished = true
            }
            if found.isEmpty {
                emptySince += span
                span = Swift.min(span * 4, Self.longestSpan)
            } else {
                emptySince = 0
                span = Self.firstSpan
            }
            windowStart = windowEnd
        }
    }
}
