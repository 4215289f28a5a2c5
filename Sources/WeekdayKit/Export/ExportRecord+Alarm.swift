public import Foundation

extension ExportRecord {
    /// An alarm of an exported event, as EventKit's `EKAlarm(relativeOffset:)` says one:
    /// some time before (or after) each occurrence's start.
    ///
    /// It is written as a VALARM with a TRIGGER relative to the start.
    public struct Alarm: Hashable, Sendable, Codable {
        /// What the alarm does when it goes off; the corresponding property is `ACTION`.
        public enum Action: String, Hashable, Sendable, Codable, CaseIterable {
            /// Shows the event's title (`ACTION:DISPLAY`).
            case display
            /// Plays the calendar's sound (`ACTION:AUDIO`).
            case sound
        }

        /// Seconds from each occurrence's start: negative before it, 0 at it.
        ///
        /// Calendars count TRIGGER in whole seconds, so a fraction is dropped when written.
        public var offset: TimeInterval
        /// What it does.
        public var action: Action

        /// An alarm `offset` seconds from the start (`-900` is a quarter of an hour before).
        public init(offset: TimeInterval = 0, action: Action = .display) {
            self.offset = offset
            self.action = action
        }
    }
}
