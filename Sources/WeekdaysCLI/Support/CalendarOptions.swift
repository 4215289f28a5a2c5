import Foundation
import WeekdayKit

/// `--locale`, `--first-weekday`, `--dtstart` and `--tz`, shared by the commands.
struct CalendarOptions {
    var calendar: Calendar
    var start: ICalDateTime?
    var timeZone: TimeZone?
    /// `--tz` as written: the name to write for the zone (Foundation calls `UTC` `GMT`).
    var timeZoneName: String?

    /// Reads the options; an environment locale Foundation does not know is a warning on
    /// stderr and `en_US_POSIX`, never a reason to stop (a broken `LANG` must not disable
    /// the tool), while an unknown `--locale` is a usage error.
    init(_ arguments: ArgumentScanner, context: inout CommandContext, command: String) throws(CommandFailure) {
        let identifier: String
        if let value = arguments.value("--locale") {
            identifier = LocaleName.identifier(value)
            guard LocaleName.isKnown(identifier) else {
                throw .usage("unknown locale '\(value)'", command: command)
            }
        } else if let (name, value) = CalendarOptions.environmentLocale(context.environment) {
            let read = LocaleName.identifier(value)
            if LocaleName.isKnown(read) {
                identifier = read
            } else {
                context.error("warning: unknown locale '\(value)' in \(name); using en_US_POSIX")
                identifier = "en_US_POSIX"
            }
        } else {
            identifier = "en_US"
        }
        calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        if let first = try arguments.integer("--first-weekday") {
            calendar.firstWeekday = first
        }
        if let zone = arguments.value("--tz") {
            guard let timeZone = TimeZone(identifier: zone) else {
                throw .usage("unknown time zone '\(zone)'; use an IANA name such as Europe/Madrid", command: command)
            }
            self.timeZone = timeZone
            timeZoneName = zone
        }
        if let text = arguments.value("--dtstart") {
            do { start = try ICalDateTime(parsing: text) } catch {
                throw .usage("invalid --dtstart: \(error.message)", command: command)
            }
        }
    }

    /// The first of `LC_ALL`, `LC_MESSAGES` and `LANG` that is set, with its name.
    static func environmentLocale(_ environment: [String: String]) -> (name: String, value: String)? {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            if let value = environment[name], !value.isEmpty { return (name, value) }
        }
        return nil
    }
}
