import Foundation
import Recurrence
internal import Caching

/// Turns the TZID values producers write into Foundation zones.
///
/// Accepts IANA names, the Windows names Outlook and Exchange write
/// (`Pacific Standard Time`), and IANA names behind a vendor prefix
/// (`/mozilla.org/20050126_1/Europe/Berlin`). A file's VTIMEZONE may name its zone in
/// `X-LIC-LOCATION`; that is tried last.
public enum TimeZoneResolver {
    /// The zone for a TZID, or nil when nothing names a known zone.
    ///
    /// Each TZID (with the location its file gives it) is looked up once, found or not.
    public static func zone(for tzid: String, locations: [String: String] = [:]) -> TimeZone? {
        let location = locations[tzid]
        return known.value(for: Key(tzid: tzid, location: location)) { lookUp(tzid, location: location) }
    }

    /// Whether a zone name means UTC itself: the IANA names of UTC and its aliases (`UTC`,
    /// `Etc/UTC`, `GMT`, `Etc/GMT+0`, `Zulu`, ...) and RFC 5545's own `Z`, in any case.
    ///
    /// A time in UTC is written with a `Z` and no TZID, since UTC has no VTIMEZONE, so a
    /// writer asks this before it looks a zone up.
    public static func isUTC(_ name: String) -> Bool {
        utcNames.contains(name.uppercased())
    }

    /// The names of UTC, upper case: IANA's `backward` aliases of `Etc/UTC` and `Etc/GMT`.
    private static let utcNames: Set<String> = [
        "Z", "UTC", "UCT", "GMT", "GMT0", "GMT+0", "GMT-0", "GREENWICH", "UNIVERSAL", "ZULU", "ETC/UTC", "ETC/UCT",
        "ETC/GMT", "ETC/GMT0", "ETC/GMT+0", "ETC/GMT-0", "ETC/GREENWICH", "ETC/UNIVERSAL", "ETC/ZULU",
    ]

    /// A TZID with the location its file gives it.
    private struct Key: Hashable, Sendable {
        var tzid: String
        var location: String?
    }

    private static let known = Memo<Key, TimeZone?>()

    private static func lookUp(_ tzid: String, location: String?) -> TimeZone? {
        var candidates = [tzid]
        if let iana = windowsZones[tzid] { candidates.append(iana) }
        let parts = tzid.split(separator: "/")
        if parts.count > 2 {
            candidates.append(parts.suffix(2).joined(separator: "/"))
            candidates.append(parts.suffix(3).joined(separator: "/"))
        }
        if let location { candidates.append(location) }
        for candidate in candidates {
            if let zone = TimeZone(identifier: candidate),
                candidate.contains("/") || candidate == "UTC" || candidate == "GMT"
            {
                return zone
            }
        }
        return nil
    }

    /// Windows zone names and the IANA zone each stands for (the CLDR "001" territory).
    static let windowsZones: [String: String] = [
        "Dateline Standard Time": "Etc/GMT+12", "UTC-11": "Etc/GMT+11",
        "Hawaiian Standard Time": "Pacific/Honolulu", "Alaskan Standard Time": "America/Anchorage",
        "Pacific Standard Time": "America/Los_Angeles", "Pacific Standard Time (Mexico)": "America/Tijuana",
        "US Mountain Standard Time": "America/Phoenix", "Mountain Standard Time": "America/Denver",
        "Mountain Standard Time (Mexico)": "America/Mazatlan", "Central Standard Time": "America/Chicago",
        "Central America Standard Time": "America/Guatemala", "Central Standard Time (Mexico)": "America/Mexico_City",
        "Canada Central Standard Time": "America/Regina", "SA Pacific Standard Time": "America/Bogota",
        "Eastern Standard Time": "America/New_York", "US Eastern Standard Time": "America/Indianapolis",
        "Venezuela Standard Time": "America/Caracas", "Atlantic Standard Time": "America/Halifax",
        "SA Western Standard Time": "America/La_Paz", "Pacific SA Standard Time": "America/Santiago",
        "Newfoundland Standard Time": "America/St_Johns", "E. South America Standard Time": "America/Sao_Paulo",
        "Argentina Standard Time": "America/Buenos_Aires", "Greenland Standard Time": "America/Godthab",
        "UTC": "Etc/UTC", "GMT Standard Time": "Europe/London", "Greenwich Standard Time": "Atlantic/Reykjavik",
        "W. Europe Standard Time": "Europe/Berlin", "Central Europe Standard Time": "Europe/Budapest",
        "Romance Standard Time": "Europe/Paris", "Central European Standard Time": "Europe/Warsaw",
        "W. Central Africa Standard Time": "Africa/Lagos", "GTB Standard Time": "Europe/Bucharest",
        "E. Europe Standard Time": "Europe/Chisinau", "Egypt Standard Time": "Africa/Cairo",
        "FLE Standard Time": "Europe/Kiev", "Israel Standard Time": "Asia/Jerusalem",
        "South Africa Standard Time": "Africa/Johannesburg", "Turkey Standard Time": "Europe/Istanbul",
        "Arab Standard Time": "Asia/Riyadh", "Russian Standard Time": "Europe/Moscow",
        "E. Africa Standard Time": "Africa/Nairobi", "Iran Standard Time": "Asia/Tehran",
        "Arabian Standard Time": "Asia/Dubai", "Pakistan Standard Time": "Asia/Karachi",
        "India Standard Time": "Asia/Calcutta", "Nepal Standard Time": "Asia/Katmandu",
        "Bangladesh Standard Time": "Asia/Dhaka", "SE Asia Standard Time": "Asia/Bangkok",
        "China Standard Time": "Asia/Shanghai", "Singapore Standard Time": "Asia/Singapore",
        "Taipei Standard Time": "Asia/Taipei", "W. Australia Standard Time": "Australia/Perth",
        "Tokyo Standard Time": "Asia/Tokyo", "Korea Standard Time": "Asia/Seoul",
        "Cen. Australia Standard Time": "Australia/Adelaide", "AUS Central Standard Time": "Australia/Darwin",
        "E. Australia Standard Time": "Australia/Brisbane", "AUS Eastern Standard Time": "Australia/Sydney",
        "Tasmania Standard Time": "Australia/Hobart", "New Zealand Standard Time": "Pacific/Auckland",
        "Tonga Standard Time": "Pacific/Tongatapu", "Morocco Standard Time": "Africa/Casablanca",
        "Azores Standard Time": "Atlantic/Azores", "Cape Verde Standard Time": "Atlantic/Cape_Verde",
    ]
}
