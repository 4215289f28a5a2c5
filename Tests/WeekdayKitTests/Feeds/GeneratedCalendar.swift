import Foundation
import TestOracles

/// Calendars written for the occurrence oracle.
///
/// They hold every DTSTART form, zones with daylight saving, EXDATEs in other zones and forms, RDATE PERIODs, overrides moved across days,
/// THISANDFUTURE, cancelled instances, overrides revised with a higher SEQUENCE or repeated
/// with the same, overrides of an instance an EXDATE also removes, RDATEs in other zones,
/// all-day and multi-day events. UIDs carry the seed, so calendars of several seeds can be
/// read together.
///
/// Instances are worked out here with Foundation alone (DAILY and WEEKLY rules with COUNT,
/// whose k-th instance is k steps of whole days on the wall clock), so that writing an
/// exception in another zone does not lean on the code under test.
struct GeneratedCalendar {
    /// An event's shapes that recurring-ical-events reads differently by design.
    struct Expectation {
        /// Original starts (seconds since 1970) of instances that a floating EXDATE or RECURRENCE-ID
        /// on a zoned series names by wall clock only: the library removes or replaces them,
        /// RFC 5545 reads a floating value in the viewer's zone (UTC here), so they stay.
        var wallClockOnly: Set<Int> = []
        /// Starts (seconds since 1970) of overrides of an instance that an EXDATE also
        /// removes: shown here as the instance's new form, dropped by the library.
        var overridesOfExcluded: Set<Int> = []
        /// Starts (seconds since 1970) of RDATEs written in a zone other than DTSTART's: the
        /// library ends them on that zone's wall clock, we as the series' other instances.
        var rdatesInOtherZones: Set<Int> = []
    }

    var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//weekdays//oracle//EN\r\n"
    var expectations: [String: Expectation] = [:]

    /// The forms a series' DTSTART takes.
    enum Form: CaseIterable { case date, floating, utc, zoned }

    static let zones = ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Tokyo"]
    static let otherZones = ["Asia/Kolkata", "America/Los_Angeles", "Europe/London"]

    init(seed: UInt64, events: Int) {
        var random = SeededRandom(seed: seed)
        // One night shift through the change to summer time in Berlin, so every calendar
        // has an instance whose exact and wall-clock lengths differ.
        text +=
            [
                "BEGIN:VEVENT", "UID:night-\(seed)@example.com", "DTSTAMP:20260101T000000Z", "SUMMARY:Night",
                "DTSTART;TZID=Europe/Berlin:20260326T200000", "DTEND;TZID=Europe/Berlin:20260327T090000",
                "RRULE:FREQ=DAILY;COUNT=5", "END:VEVENT",
            ].joined(separator: "\r\n") + "\r\n"
        // Revisions draw from a stream of their own, so the other shapes stay as they were.
        var revisions = SeededRandom(seed: seed ^ 0x5EED)
        // So do overrides of excluded instances and RDATEs in other zones.
        var extras = SeededRandom(seed: seed ^ 0xE7C1)
        for index in 0..<events { addSeries(index, seed: seed, &random, &revisions, &extras) }
        text += "END:VCALENDAR\r\n"
    }

    /// A wall-clock time: days since 1970 and seconds into the day.
    struct Wall {
        var day: Int
        var second: Int

        func moved(days: Int, seconds: Int = 0) -> Wall {
            let total = second + seconds
            let carry = Int((Double(total) / 86_400).rounded(.down))
            return Wall(day: day + days + carry, second: total - carry * 86_400)
        }

        var date: String {
            let value = Date(timeIntervalSince1970: TimeInterval(day * 86_400))
            return Self.format(value, "yyyyMMdd", .gmt)
        }

        var dateTime: String {
            let value = Date(timeIntervalSince1970: TimeInterval(day * 86_400 + second))
            return Self.format(value, "yyyyMMdd'T'HHmmss", .gmt)
        }

        /// The instant of this wall clock in a zone, by Foundation.
        func instant(in zone: TimeZone) -> Int {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            let utc = Date(timeIntervalSince1970: TimeInterval(day * 86_400 + second))
            var fields = Calendar(identifier: .gregorian).dateComponents(
                in: .gmt, from: utc)
            fields.timeZone = zone
            fields.calendar = calendar
            return Int(calendar.date(from: fields)?.timeIntervalSince1970 ?? 0)
        }

        /// The wall clock of an instant in a zone.
        static func of(_ instant: Int, in zone: TimeZone) -> Wall {
            let local = instant + zone.secondsFromGMT(for: Date(timeIntervalSince1970: TimeInterval(instant)))
            let day = Int((Double(local) / 86_400).rounded(.down))
            return Wall(day: day, second: local - day * 86_400)
        }

        static func format(_ date: Date, _ pattern: String, _ zone: TimeZone) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = zone
            formatter.dateFormat = pattern
            return formatter.string(from: date)
        }
    }

    private mutating func addSeries(
        _ index: Int, seed: UInt64, _ random: inout SeededRandom, _ revisions: inout SeededRandom,
        _ extras: inout SeededRandom
    ) {
        let uid = "gen-\(seed)-\(index)@example.com"
        let form = Form.allCases.randomElement(using: &random) ?? .zoned
        let zoneName = Self.zones.randomElement(using: &random) ?? "Europe/Berlin"
        let zone = TimeZone(identifier: zoneName) ?? .gmt
        // 2026, February to October, 06:00 to 20:45: every daylight-saving change inside,
        // no start in a gap.
        let start = Wall(
            day: 20_485 + Int.random(in: 0..<240, using: &random),
            second: form == .date ? 0 : Int.random(in: 24..<84, using: &random) * 900)
        let step = random.chance(0.5) ? 7 : Int.random(in: 1...3, using: &random)
        let count = Int.random(in: 4...16, using: &random)
        func written(_ wall: Wall, _ name: String, in seriesForm: Form = form) -> String {
            switch seriesForm {
            case .date: return "\(name);VALUE=DATE:\(wall.date)"
            case .floating: return "\(name):\(wall.dateTime)"
            case .utc: return "\(name):\(wall.dateTime)Z"
            case .zoned: return "\(name);TZID=\(zoneName):\(wall.dateTime)"
            }
        }
        /// The instant of a wall clock in the series' own reading (floating and dates in UTC).
        func instant(_ wall: Wall) -> Int {
            form == .zoned ? wall.instant(in: zone) : wall.day * 86_400 + wall.second
        }
        var lines = ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260101T000000Z", "SUMMARY:Series \(index)"]
        lines.append(written(start, "DTSTART"))
        switch (form, Int.random(in: 0..<4, using: &random)) {
        case (.date, 0): break
        case (.date, _): lines.append(written(start.moved(days: Int.random(in: 1...3, using: &random)), "DTEND"))
        case (_, 0): break
        case (_, 1): lines.append("DURATION:PT1H30M")
        case (_, 2): lines.append("DURATION:P1D")
        default:
            // 45 minutes, or 13 hours: through the night, across a change when one falls then.
            let length = random.chance(0.5) ? 2700 : 46_800
            lines.append(written(start.moved(days: 0, seconds: length), "DTEND"))
        }
        lines.append("RRULE:FREQ=\(step == 7 ? "WEEKLY" : "DAILY");INTERVAL=\(step == 7 ? 1 : step);COUNT=\(count)")
        let instances = (0..<count).map { start.moved(days: $0 * step) }
        var expectation = Expectation()
        var used = Set<Int>()
        func pick() -> Wall? {
            let k = Int.random(in: 1..<count, using: &random)
            return used.insert(k).inserted ? instances[k] : nil
        }
        // EXDATEs in the series' form, in UTC, in another zone, as a DATE, or floating.
        for _ in 0..<Int.random(in: 0...2, using: &random) {
            guard let wall = pick() else { continue }
            let other = TimeZone(identifier: Self.otherZones.randomElement(using: &random) ?? "Asia/Kolkata") ?? .gmt
            switch (form, Int.random(in: 0..<4, using: &random)) {
            case (.date, _), (_, 0): lines.append(written(wall, "EXDATE", in: .date))
            case (.floating, _), (_, 1): lines.append(written(wall, "EXDATE"))
            case (_, 2):
                lines.append("EXDATE:\(Wall.of(instant(wall), in: .gmt).dateTime)Z")
            default:
                if form == .zoned && random.chance(0.3) {
                    lines.append("EXDATE:\(wall.dateTime)")
                    expectation.wallClockOnly.insert(instant(wall))
                } else {
                    lines.append("EXDATE;TZID=\(other.identifier):\(Wall.of(instant(wall), in: other).dateTime)")
                }
            }
        }
        // RDATEs: a PERIOD, a DATE-TIME, or (on a DATE series) a DATE.
        if random.chance(0.4) {
            let extra = start.moved(days: Int.random(in: 1...60, using: &random), seconds: 3600)
            switch form {
            case .date: lines.append("RDATE;VALUE=DATE:\(extra.date)")
            case .utc: lines.append("RDATE;VALUE=PERIOD:\(extra.dateTime)Z/PT2H")
            case .floating: lines.append("RDATE:\(extra.dateTime)")
            case .zoned: lines.append("RDATE;TZID=\(zoneName);VALUE=PERIOD:\(extra.dateTime)/PT45M")
            }
        }
        // An instance both excluded and overridden: a client that moved or edited it and
        // then wrote an EXDATE for its original start (as Exchange keeps the dates of
        // modified instances among the deleted ones), or deleted it after editing it.
        var excluded: Wall?
        if extras.chance(0.3) {
            let k = Int.random(in: 1..<count, using: &extras)
            if used.insert(k).inserted { excluded = instances[k] }
        }
        if let excluded {
            lines.append(
                form == .zoned && extras.chance(0.5)
                    ? "EXDATE:\(Wall.of(instant(excluded), in: .gmt).dateTime)Z" : written(excluded, "EXDATE"))
        }
        // RDATEs in another zone or in UTC, and a PERIOD with an explicit end.
        if form == .zoned || form == .utc, extras.chance(0.3) {
            let extra = start.moved(days: Int.random(in: 1...60, using: &extras), seconds: 5400)
            let other = TimeZone(identifier: Self.otherZones.randomElement(using: &extras) ?? "Asia/Kolkata") ?? .gmt
            let moment = instant(extra)
            switch Int.random(in: 0..<3, using: &extras) {
            case 0:
                lines.append("RDATE;TZID=\(other.identifier):\(Wall.of(moment, in: other).dateTime)")
                expectation.rdatesInOtherZones.insert(moment)
            case 1: lines.append("RDATE:\(Wall.of(moment, in: .gmt).dateTime)Z")
            default:
                let end = Wall.of(moment + 3600, in: .gmt).dateTime
                lines.append("RDATE;VALUE=PERIOD:\(Wall.of(moment, in: .gmt).dateTime)Z/\(end)Z")
            }
        }
        lines.append("END:VEVENT")
        // Overrides: moved across days, cancelled, or this and every later one.
        var hasLater = false
        for kind in 0..<3 where random.chance(0.35) {
            guard let wall = pick() else { continue }
            hasLater = hasLater || kind == 2
            var override = ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260101T000000Z"]
            if form == .zoned && random.chance(0.5) {
                override.append("RECURRENCE-ID:\(Wall.of(instant(wall), in: .gmt).dateTime)Z")
            } else {
                override.append(written(wall, "RECURRENCE-ID"))
            }
            switch kind {
            case 0:
                override += ["SUMMARY:Series \(index) (moved)", written(wall.moved(days: 1, seconds: 7200), "DTSTART")]
                if form != .date { override.append("DURATION:PT1H") }
            case 1:
                override += ["SUMMARY:Series \(index)", written(wall, "DTSTART"), "STATUS:CANCELLED"]
            default:
                override[3] = override[3].replacingOccurrences(
                    of: "RECURRENCE-ID", with: "RECURRENCE-ID;RANGE=THISANDFUTURE")
                let moved = form == .date ? wall.moved(days: 1) : wall.moved(days: 0, seconds: 3600)
                override += ["SUMMARY:Series \(index) (later)", written(moved, "DTSTART")]
            }
            override.append("END:VEVENT")
            // A second revision of a moved instance, before or after the first: with
            // SEQUENCE:1 it replaces the first; with none, the first read counts. On a
            // zoned series the one replaced may name the instance in UTC, the other by
            // its TZID. (Not the other way round: the library also files an override
            // under its local time, so one in TZID form outlives a later revision in UTC.)
            if kind == 0 && revisions.chance(0.4) {
                var revision = override
                revision[4] = "SUMMARY:Series \(index) (moved again)"
                revision[5] = written(wall.moved(days: 2, seconds: 3600), "DTSTART")
                let isLater = revisions.chance(0.5)
                let comesFirst = revisions.chance(0.5)
                if form == .zoned && revisions.chance(0.5) {
                    let inUTC = "RECURRENCE-ID:\(Wall.of(instant(wall), in: .gmt).dateTime)Z"
                    let revisionCounts = isLater || comesFirst
                    revision[3] = revisionCounts ? written(wall, "RECURRENCE-ID") : inUTC
                    override[3] = revisionCounts ? inUTC : written(wall, "RECURRENCE-ID")
                }
                if isLater { revision.insert("SEQUENCE:1", at: 3) }
                lines += comesFirst ? revision + override : override + revision
            } else {
                lines += override
            }
        }
        // The excluded instance's override: edited in place, moved, cancelled, or (when the
        // series has no other) moving every later instance. A series has at most one
        // THISANDFUTURE override, whose reading both sides share.
        if let excluded {
            let named =
                form == .zoned && extras.chance(0.5)
                ? "RECURRENCE-ID:\(Wall.of(instant(excluded), in: .gmt).dateTime)Z" : written(excluded, "RECURRENCE-ID")
            var override = ["BEGIN:VEVENT", "UID:\(uid)", "DTSTAMP:20260101T000000Z", "SEQUENCE:1", named]
            let moved = form == .date ? excluded : excluded.moved(days: 0, seconds: 5400)
            switch Int.random(in: 0..<(hasLater ? 3 : 4), using: &extras) {
            case 0:
                override += ["SUMMARY:Series \(index) (edited)", written(excluded, "DTSTART")]
                expectation.overridesOfExcluded.insert(instant(excluded))
            case 1:
                override += ["SUMMARY:Series \(index) (moved)", written(moved, "DTSTART")]
                if form != .date { override.append("DURATION:PT30M") }
                expectation.overridesOfExcluded.insert(instant(moved))
            case 2:
                override += ["SUMMARY:Series \(index)", written(excluded, "DTSTART"), "STATUS:CANCELLED"]
            default:
                override[4] = override[4].replacingOccurrences(
                    of: "RECURRENCE-ID", with: "RECURRENCE-ID;RANGE=THISANDFUTURE")
                override += ["SUMMARY:Series \(index) (later)", written(moved, "DTSTART")]
                expectation.overridesOfExcluded.insert(instant(moved))
            }
            lines += override + ["END:VEVENT"]
        }
        text += lines.joined(separator: "\r\n") + "\r\n"
        if !expectation.wallClockOnly.isEmpty || !expectation.overridesOfExcluded.isEmpty
            || !expectation.rdatesInOtherZones.isEmpty
        {
            expectations[uid] = expectation
        }
    }
}
