import Foundation
import ICalKit
internal import Caching

/// `validate`'s check that libical, the reference, agrees with the rule as read here: the
/// rule is written by libical and read back by it, and both readings' occurrences are
/// compared, so a rule libical would change or refuse (an INTERVAL beyond its 32,767) is
/// reported instead of passing unseen.
enum LibicalRoundTrip {
    /// What differs, or nil when libical's reading gives the same occurrences.
    static func failure(of rule: RecurrenceRule, start: ICalDateTime, zone: TimeZone?) -> String? {
        let reading = readings.value(for: rule) { Reading(rule) }
        guard let back = reading.back else {
            return "libical cannot read back the rule it writes (`\(reading.written)`)"
        }
        if back == rule { return nil }
        var ours = RuleOccurrences(of: rule, from: start, in: zone).makeIterator()
        var theirs = RuleOccurrences(of: back, from: start, in: zone).makeIterator()
        for _ in 0..<compared {
            let (a, b) = (ours.next(), theirs.next())
            if a != b {
                let shown = { (value: ICalDateTime?) in value?.description ?? "none" }
                return "libical reads the rule as `\(back.rfc5545String)`, whose occurrences differ"
                    + " (\(shown(a)) here, \(shown(b)) in libical's)"
            }
            if a == nil { return nil }
        }
        return nil
    }

    /// How many occurrences of two readings are compared: enough to cover every BY part's
    /// cycle in a year or more of a daily rule.
    static let compared = 500

    /// A rule as libical writes it and reads it back (nil when it cannot).
    private struct Reading: Sendable {
        let written: String
        let back: RecurrenceRule?

        init(_ rule: RecurrenceRule) {
            written = rule.writtenByLibical
            back = RecurrenceRule.readByLibical(written)
        }
    }

    /// Feeds repeat the same few rules: each goes through libical once.
    private static let readings = Memo<RecurrenceRule, Reading>()
}
