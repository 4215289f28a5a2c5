import Foundation
import ICalKit
import WeekdayKit

/// `--locale`, `--first-weekday`, `--dtstart` and `--tz`, shared by the commands.
struct CalendarOptions {
    var calendar: Calendar
    var start: ICalDateTime?
    var timeZone: TimeZone?
    /// `--tz` as written: the name to write for the zone (Foundation calls `UTC` `GMT`).
    var timeZoneName: String?

    init(_ arguments: ArgumentScanner, environment: [String: String], command: String) throws(CommandFailure) {
        let identifier = arguments.value("--locale") ?? CalendarOptions.environmentLocale(environment)
        guard CalendarOptions.isKnownLocale(identifier) else {
            throw .usage("unknown locale '\(identifier)'", command: command)
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

    /// The locale from `LC_ALL`, `LC_MESSAGES` or `LANG` (`es_ES.UTF-8` is `es_ES`);
    /// `en_US` when none is set or it is `C`/`POSIX`.
    static func environmentLocale(_ environment: [String: String]) -> String {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            let base = value.split(separator: ".").first.map(String.init) ?? value
            let clean = base.split(separator: "@").first.map(String.init) ?? base
            return clean == "C" || clean == "POSIX" ? "en_US" : clean
        }
        return "en_US"
    }

    /// Whether Foundation knows the locale's language (an unknown one would fall back silently).
    static func isKnownLocale(_ identifier: String) -> Bool {
        guard !identifier.isEmpty, identifier.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
        else { return false }
        let code = Locale(identifier: identifier).language.languageCode?.identifier ?? ""
        return Locale.LanguageCode.isoLanguageCodes.contains(where: { $0.identifier == code })
    }
}
