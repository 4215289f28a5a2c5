/// The recurrence engine's examples, with the occurrences RFC 5545 gives: the acceptance table for the recurrence engine, read by the library's
/// tests (`EngineExampleTests`) and the command line's (`ExpandExampleTests`).
///
/// Each row names where its expected values come from: published values other engines
/// agree on, RFC 5545 section 3.3.10, and python-dateutil 2.9 where neither gives a
/// list. Every value was also derived a second way, by a brute-force walk in Python's
/// proleptic Gregorian `datetime` that shares no code with this package or dateutil
/// (`Tests/Oracle/engine_examples_bruteforce.py`); none comes from this package's output.
/// `EngineExampleTests.tableAgreesWithDateutil` runs dateutil again so the table cannot drift.
public enum EngineExamples {
    /// One example: a rule, a start, how many occurrences to ask for, and the answer.
    public struct Example: Sendable, CustomStringConvertible {
        public var rule: String
        public var start: String
        /// The caller's count (`--count`); nil when the rule ends by its own COUNT.
        public var count: Int?
        public var expected: [String]
        /// Whether more occurrences exist past the expected ones (the rule has no end).
        public var truncated: Bool
        public var description: String { "\(rule) from \(start)" }

        public init(rule: String, start: String, count: Int? = nil, expected: [String], truncated: Bool) {
            self.rule = rule
            self.start = start
            self.count = count
            self.expected = expected
            self.truncated = truncated
        }
    }

    /// Rules the walk can finish: they end by COUNT or are cut at `count`.
    public static let listed: [Example] = [
        // BYSETPOS over the times of a day. Expected (and RFC 5545 3.3.10: BYSETPOS picks from
        // the whole set of each period, here each day's {06:00, 18:00}).
        Example(
            rule: "FREQ=DAILY;COUNT=2;BYSETPOS=1;BYHOUR=6,18", start: "19970902T060000",
            expected: ["19970902T060000", "19970903T060000"], truncated: false),
        // The published example gives the second (17:20); all five from python-dateutil. Each 2-hour
        // period's set is :00 to :50; positions 3 and -2 are :20 and :40, and 15:20 is
        // before the start.
        Example(
            rule: "FREQ=HOURLY;INTERVAL=2;BYMINUTE=0,10,20,30,40,50;BYSETPOS=-2,3;COUNT=5",
            start: "20241023T154000",
            expected: [
                "20241023T154000", "20241023T172000", "20241023T174000", "20241023T192000",
                "20241023T194000",
            ],
            truncated: false),
        // September's set is 13th 06:00, 13th 18:00, 17th 06:00, 17th 18:00;
        // the 3rd is the 17th 06:00 and the 3rd from the end the 13th 18:00.
        Example(
            rule: "FREQ=MONTHLY;COUNT=3;BYSETPOS=3,-3;BYMONTHDAY=13,17;BYHOUR=6,18", start: "19970902T090000",
            expected: ["19970913T180000", "19970917T060000", "19971013T180000"], truncated: false),

        // Sub-daily rules whose next match is days away. The first is the engine's own example; the others
        // are "the same for SECONDLY/MINUTELY with BYMONTHDAY, BYYEARDAY or BYDAY", derived
        // with python-dateutil (date parts only limit a sub-daily rule: RFC 5545 3.3.10's
        // table), several of them dateutil's own test cases.
        Example(
            rule: "FREQ=SECONDLY;COUNT=3;BYMONTH=1,3", start: "19970902T090000",
            expected: ["19980101T000000", "19980101T000001", "19980101T000002"], truncated: false),
        Example(
            rule: "FREQ=MINUTELY;COUNT=3;BYMONTH=1,3", start: "19970902T090000",
            expected: ["19980101T000000", "19980101T000100", "19980101T000200"], truncated: false),
        Example(
            rule: "FREQ=SECONDLY;COUNT=3;BYMONTHDAY=1,3", start: "19970902T090000",
            expected: ["19970903T000000", "19970903T000001", "19970903T000002"], truncated: false),
        Example(
            rule: "FREQ=MINUTELY;COUNT=3;BYMONTHDAY=1,3", start: "19970902T090000",
            expected: ["19970903T000000", "19970903T000100", "19970903T000200"], truncated: false),
        // Day 365 of 1997 is December 31.
        Example(
            rule: "FREQ=SECONDLY;COUNT=4;BYYEARDAY=1,100,200,365", start: "19970902T090000",
            expected: ["19971231T000000", "19971231T000001", "19971231T000002", "19971231T000003"],
            truncated: false),
        Example(
            rule: "FREQ=MINUTELY;COUNT=4;BYYEARDAY=1,100,200,365", start: "19970902T090000",
            expected: ["19971231T000000", "19971231T000100", "19971231T000200", "19971231T000300"],
            truncated: false),
        // 1997-09-02 is a Tuesday; the next Saturday is the 6th.
        Example(
            rule: "FREQ=SECONDLY;COUNT=3;BYDAY=SA,SU", start: "19970902T090000",
            expected: ["19970906T000000", "19970906T000001", "19970906T000002"], truncated: false),
        Example(
            rule: "FREQ=MINUTELY;COUNT=3;BYDAY=SA,SU", start: "19970902T090000",
            expected: ["19970906T000000", "19970906T000100", "19970906T000200"], truncated: false),
        // the first Friday the 13th after 2026-01-01 is 2026-02-13 (first three).
        Example(
            rule: "FREQ=SECONDLY;BYMONTHDAY=13;BYDAY=FR", start: "20260101T090000", count: 3,
            expected: ["20260213T000000", "20260213T000001", "20260213T000002"], truncated: true),
        // Derived from the one above with python-dateutil: one second a day, so each step
        // crosses days; the Fridays the 13th of 2026 are in February, March and November.
        Example(
            rule: "FREQ=SECONDLY;BYMONTHDAY=13;BYDAY=FR;BYHOUR=9;BYMINUTE=0;BYSECOND=0", start: "20260101T090000",
            count: 4, expected: ["20260213T090000", "20260313T090000", "20261113T090000", "20270813T090000"],
            truncated: true),

        // INTERVAL above libical's short. 90061 s is 1 day 1 h 1 min 1 s.
        Example(
            rule: "FREQ=SECONDLY;INTERVAL=90061;COUNT=3", start: "19970902T090000",
            expected: ["19970902T090000", "19970903T100101", "19970904T110202"], truncated: false),
        // The largest INTERVAL the parser takes (2^31 - 1 s is 24855 days 03:14:07),
        // from python-dateutil and by hand.
        Example(
            rule: "FREQ=SECONDLY;INTERVAL=2147483647;COUNT=3", start: "19970902T090000",
            expected: ["19970902T090000", "20650920T121407", "21331009T152814"], truncated: false),

        // A YEARLY rule libical refuses to iterate. BYYEARDAY expands, BYMONTH
        // limits; days 100 and 200 of 1998 and 1999 are April 10 and July 19.
        Example(
            rule: "FREQ=YEARLY;COUNT=4;BYMONTH=4,7;BYYEARDAY=1,100,200,365", start: "19970902T090000",
            expected: ["19980410T090000", "19980719T090000", "19990410T090000", "19990719T090000"],
            truncated: false),

        // each minute's set is {:00, :30}; -1 is :30 (first four).
        Example(
            rule: "FREQ=MINUTELY;BYSETPOS=-1;BYSECOND=0,30", start: "20260101T090000", count: 4,
            expected: ["20260101T090030", "20260101T090130", "20260101T090230", "20260101T090330"],
            truncated: true),

        // dates are proleptic Gregorian (RFC 5545 3.3.4, ISO 8601), so there is no
        // jump from 1582-10-04 to the 15th. Twenty days from python-dateutil and by day count.
        Example(
            rule: "FREQ=DAILY", start: "15821001", count: 20,
            expected: [
                "15821001", "15821002", "15821003", "15821004", "15821005", "15821006", "15821007",
                "15821008", "15821009", "15821010", "15821011", "15821012", "15821013", "15821014",
                "15821015", "15821016", "15821017", "15821018", "15821019", "15821020",
            ],
            truncated: true),
    ]

    /// Every example of the two tables.
    public static let all = listed + weekNumbers

    /// `FREQ=YEARLY;BYWEEKNO=1,52,53;BYSETPOS=-1` from 2026, for every WKST.
    ///
    /// it is 20261231, 20271231, ... for every WKST (libical starts at 20301231).
    /// With BYSETPOS the set is the calendar year's days that lie in week 1, 52 or 53 (each
    /// day numbered in its own week-numbering year, the package's reading of weeks across
    /// the year's end). December 31 always lies in week 52, 53 or the next year's week 1, so
    /// the last day of each set is December 31, whatever the week start: python-dateutil for
    /// each WKST, and a brute-force walk of every day's week number for each WKST.
    public static let weekNumbers: [Example] = [nil, "MO", "TU", "WE", "TH", "FR", "SA", "SU"].flatMap {
        weekStart -> [Example] in
        let rule = "FREQ=YEARLY;BYWEEKNO=1,52,53;BYSETPOS=-1" + (weekStart.map { ";WKST=\($0)" } ?? "")
        let years = 2026...2030
        return [
            Example(
                rule: rule, start: "20260101", count: 5, expected: years.map { "\($0)1231" }, truncated: true),
            Example(
                rule: rule, start: "20260101T090000", count: 5, expected: years.map { "\($0)1231T090000" },
                truncated: true),
        ]
    }

    /// Valid rules with no occurrences nothing, and the walk is known to end.
    ///
    /// `FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31` from 2022-02-01 repeats only in February,
    /// which has no 31st. `FREQ=YEARLY;BYMONTHDAY=15,...,21;BYDAY=1MO` (no start given; 19970902T090000 is RFC 5545's usual one) needs a first Monday on day 15 to 21.
    /// The start matches neither rule and is not printed: a DTSTART the rule does not match
    /// is not one of its occurrences (the README's readings), as in python-dateutil.
    public static let neverOccurring: [(rule: String, start: String)] = [
        ("FREQ=MONTHLY;INTERVAL=12;BYMONTHDAY=31", "20220201T080000"),
        ("FREQ=YEARLY;BYMONTHDAY=15,16,17,18,19,20,21;BYDAY=1MO", "19970902T090000"),
    ]
}
