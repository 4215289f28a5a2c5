public import Foundation

/// A reminder of an event (a VALARM): what it does and when it goes off, as a calendar app
/// or EventKit's `EKAlarm` needs it.
public struct EventAlarm: Hashable, Sendable {
    /// What the alarm does (ACTION), by its name in the file, so an action this package
    /// does not know is kept as written rather than lost.
    public struct Action: RawRepresentable, Hashable, Sendable {
        /// The name, upper case (`DISPLAY`).
        public var rawValue: String

        /// An action by its name in any case.
        public init(rawValue: String) { self.rawValue = rawValue.uppercased() }

        /// Shows a text.
        public static let display = Action(rawValue: "DISPLAY")
        /// Plays a sound.
        public static let audio = Action(rawValue: "AUDIO")
        /// Sends an email.
        public static let email = Action(rawValue: "EMAIL")
    }

    /// When the alarm goes off.
    public enum Trigger: Hashable, Sendable {
        /// A duration from each occurrence's start (negative before it), or from its end
        /// when `fromEnd` (`RELATED=END`).
        case relative(ICalDuration, fromEnd: Bool)
        /// Once, at a fixed instant (`TRIGGER;VALUE=DATE-TIME`).
        case absolute(Date)
    }

    /// What it does.
    public var action: Action
    /// When it goes off; nil when the file gives no TRIGGER that reads.
    public var trigger: Trigger?
    /// The text it shows (DESCRIPTION), if any.
    public var details: String?

    /// An alarm with its action, trigger and text.
    public init(action: Action, trigger: Trigger?, details: String? = nil) {
        self.action = action
        self.trigger = trigger
        self.details = details
    }

    /// Seconds from each occurrence's start, as EventKit's `relativeOffset` counts them; nil
    /// for an alarm at a fixed instant or relative to the end.
    ///
    /// A duration's days count as 86,400 seconds here: an alarm a day before a start is a
    /// nominal day before it, which differs from this by an hour across a change of clocks.
    public var offsetFromStart: TimeInterval? {
        guard case .relative(let duration, fromEnd: false) = trigger else { return nil }
        return TimeInterval(duration.days) * 86_400 + TimeInterval(duration.seconds)
    }
}
