/// An RFC 5545 recurrence rule (the value of an RRULE property), as plain Swift values.
///
/// Names follow Foundation's `Calendar.RecurrenceRule`; each property's documentation
/// gives the RFC 5545 rule part. Weekdays use `Calendar` numbers: 1 is Sunday, 7 Saturday.
public struct RecurrenceRule: Hashable, Sendable {
    /// How often the rule repeats.
    ///
    /// The corresponding rule part is `FREQ`.
    public enum Frequency: String, Sendable, CaseIterable, Comparable, Codable {
        /// Every second (`SECONDLY`).
        case secondly = "SECONDLY"
        /// Every minute (`MINUTELY`).
        case minutely = "MINUTELY"
        /// Every hour (`HOURLY`).
        case hourly = "HOURLY"
        /// Every day (`DAILY`).
        case daily = "DAILY"
        /// Every week (`WEEKLY`).
        case weekly = "WEEKLY"
        /// Every month (`MONTHLY`).
        case monthly = "MONTHLY"
        /// Every year (`YEARLY`).
        case yearly = "YEARLY"

        /// Finer frequencies come first.
        public static func < (lhs: Frequency, rhs: Frequency) -> Bool { lhs.rank < rhs.rank }

        /// The frequency's place from finest (0) to coarsest.
        private var rank: Int {
            switch self {
            case .secondly: 0
            case .minutely: 1
            case .hourly: 2
            case .daily: 3
            case .weekly: 4
            case .monthly: 5
            case .yearly: 6
            }
        }
    }

    /// A day of the week, on its own (every Monday) or with a position (the 2nd Monday).
    public struct Weekday: Hashable, Sendable, Codable {
        /// The `Calendar` weekday number, 1 (Sunday) to 7 (Saturday).
        public var weekday: Int
        /// 0 for every such day in the period; otherwise 1...53 or -53...-1.
        public var position: Int

        /// A weekday (`Calendar` number), every one in the period or the one at `position`.
        public init(_ weekday: Int, position: Int = 0) {
            self.weekday = weekday
            self.position = position
        }
    }

    /// When the rule stops.
    public enum End: Hashable, Sendable {
        /// No end: neither COUNT nor UNTIL.
        case never
        /// The corresponding rule part is `COUNT`.
        case afterOccurrences(Int)
        /// The corresponding rule part is `UNTIL` (inclusive).
        case until(ICalDateTime)
    }

    /// How often the rule repeats.
    public package(set) var frequency: Frequency {
        get { head.frequency }
        set { head.frequency = newValue }
    }
    /// Every how many periods of ``frequency`` the rule comes round, 1 to ``maximumInterval``.
    ///
    /// The corresponding rule part is `INTERVAL`. Set only through the initializer, which
    /// checks it, so a rule in hand is always one RFC 5545 allows.
    public package(set) var interval: Int {
        get { given?.interval ?? Int(head.interval) }
        set { pack(interval: newValue, end: end, firstWeekday: firstWeekday) }
    }

    /// The largest INTERVAL read: RFC 5545 sets none, and 2^31 - 1 periods of a second
    /// already span 68 years.
    public static let maximumInterval = Int(Int32.max)
    /// When the rule stops; the corresponding rule parts are `COUNT` and `UNTIL`.
    public package(set) var end: End {
        get { given?.end ?? head.end }
        set { pack(interval: interval, end: newValue, firstWeekday: firstWeekday) }
    }
    /// The first day of the week as a `Calendar` weekday, or nil for Monday.
    ///
    /// nil when the rule leaves it to the RFC default, Monday (or names Monday). The
    /// corresponding rule part is `WKST`.
    public package(set) var firstWeekday: Int? {
        get { given.map(\.firstWeekday) ?? head.firstWeekday }
        set { pack(interval: interval, end: end, firstWeekday: newValue) }
    }

    /// FREQ, INTERVAL, COUNT or UNTIL, and WKST, packed in 16 bytes: a rule is copied by
    /// the million, and a smaller one is copied in place.
    private var head: RuleHead
    /// The same values as given, when one does not fit ``head`` (only a caller's values
    /// out of range, which the check refuses at once, so the error can name them).
    private var given: GivenValues?

    /// Keeps these values packed when they fit, else as given.
    private mutating func pack(interval: Int, end: End, firstWeekday: Int?) {
        if let head = RuleHead(frequency: frequency, interval: interval, end: end, firstWeekday: firstWeekday) {
            self.head = head
            given = nil
        } else {
            given = GivenValues(interval: interval, end: end, firstWeekday: firstWeekday)
        }
    }

    /// The corresponding rule part is `BYSECOND`.
    public package(set) var seconds: [Int] {
        get { lists.numbers(.seconds) }
        set { lists = lists.replacing(.seconds, numbers: newValue) }
    }
    /// The corresponding rule part is `BYMINUTE`.
    public package(set) var minutes: [Int] {
        get { lists.numbers(.minutes) }
        set { lists = lists.replacing(.minutes, numbers: newValue) }
    }
    /// The corresponding rule part is `BYHOUR`.
    public package(set) var hours: [Int] {
        get { lists.numbers(.hours) }
        set { lists = lists.replacing(.hours, numbers: newValue) }
    }
    /// The corresponding rule part is `BYDAY`.
    public package(set) var weekdays: [Weekday] {
        get { lists.weekdays }
        set { lists = lists.replacing(.weekdays, weekdays: newValue) }
    }
    /// The corresponding rule part is `BYMONTHDAY`.
    public package(set) var daysOfTheMonth: [Int] {
        get { lists.numbers(.daysOfTheMonth) }
        set { lists = lists.replacing(.daysOfTheMonth, numbers: newValue) }
    }
    /// The corresponding rule part is `BYYEARDAY`.
    public package(set) var daysOfTheYear: [Int] {
        get { lists.numbers(.daysOfTheYear) }
        set { lists = lists.replacing(.daysOfTheYear, numbers: newValue) }
    }
    /// The corresponding rule part is `BYWEEKNO`.
    public package(set) var weeks: [Int] {
        get { lists.numbers(.weeks) }
        set { lists = lists.replacing(.weeks, numbers: newValue) }
    }
    /// The corresponding rule part is `BYMONTH`.
    public package(set) var months: [Int] {
        get { lists.numbers(.months) }
        set { lists = lists.replacing(.months, numbers: newValue) }
    }
    /// The corresponding rule part is `BYSETPOS`.
    public package(set) var setPositions: [Int] {
        get { lists.numbers(.setPositions) }
        set { lists = lists.replacing(.setPositions, numbers: newValue) }
    }

    /// A rule of these parts; each defaults to what a rule without it means.
    ///
    /// Throws for any value or combination RFC 5545 does not allow (a month of 13, a
    /// position on a weekly BYDAY, an INTERVAL of 0), as ``init(parsing:)`` does for text:
    /// a rule that exists can always be expanded, worded and written back. WKST given as
    /// Monday (2) is kept as nil, RFC 5545's default: written or not, it is the same rule.
    public init(
        frequency: Frequency, interval: Int = 1, end: End = .never, firstWeekday: Int? = nil,
        seconds: [Int] = [], minutes: [Int] = [], hours: [Int] = [], weekdays: [Weekday] = [],
        daysOfTheMonth: [Int] = [], daysOfTheYear: [Int] = [], weeks: [Int] = [],
        months: [Int] = [], setPositions: [Int] = []
    ) throws(WeekdaysError) {
        self.init(
            unchecked: frequency, interval: interval, end: end, firstWeekday: firstWeekday, seconds: seconds,
            minutes: minutes, hours: hours, weekdays: weekdays, daysOfTheMonth: daysOfTheMonth,
            daysOfTheYear: daysOfTheYear, weeks: weeks, months: months, setPositions: setPositions)
        try check(text: nil)
    }

    /// A rule of these parts, not checked: for the reader, which checks it at once, and for
    /// the package's own rules, whose values are in range by construction (a selection's days).
    package init(
        unchecked frequency: Frequency, interval: Int, end: End, firstWeekday: Int?,
        seconds: [Int], minutes: [Int], hours: [Int], weekdays: [Weekday],
        daysOfTheMonth: [Int], daysOfTheYear: [Int], weeks: [Int],
        months: [Int], setPositions: [Int]
    ) {
        head = RuleHead(frequency: frequency)
        lists = RuleLists(
            seconds: seconds, minutes: minutes, hours: hours, weekdays: weekdays, daysOfTheMonth: daysOfTheMonth,
            daysOfTheYear: daysOfTheYear, weeks: weeks, months: months, setPositions: setPositions)
        // Monday is RFC 5545's default: written or not, it is the same rule.
        pack(interval: interval, end: end, firstWeekday: firstWeekday == 2 ? nil : firstWeekday)
    }

    /// A rule of values read and packed, not checked: for the scanner, which checks it at once.
    init(head: RuleHead, lists: RuleLists) {
        self.head = head
        self.lists = lists
    }

    /// Takes the values the scanner read and packed, its lists filled in place: not
    /// checked, as the scanner checks them.
    @inline(__always)
    mutating func take(head: RuleHead) {
        if given != nil { given = nil }
        self.head = head
    }

    /// Takes the values the scanner read and packed, and its lists: not checked, as the
    /// scanner checks them.
    mutating func take(head: RuleHead, lists: RuleLists) {
        given = nil
        self.head = head
        self.lists = lists
    }

    /// A rule of these parts and lists as read, not checked: for the reader, which checks it at once.
    init(unchecked frequency: Frequency, interval: Int, end: End, firstWeekday: Int?, lists: RuleLists) {
        head = RuleHead(frequency: frequency)
        self.lists = lists
        pack(interval: interval, end: end, firstWeekday: firstWeekday == 2 ? nil : firstWeekday)
    }

    /// The BY lists, inside the rule's value when small: reading a rule allocates nothing.
    var lists: RuleLists

    /// The rule with each BY part's values in ascending order: rules equal in this form
    /// mean the same, whatever order they were written in.
    ///
    public var sortedParts: RecurrenceRule {
        var rule = self
        rule.lists = RuleLists(
            seconds: seconds.sorted(), minutes: minutes.sorted(), hours: hours.sorted(),
            weekdays: weekdays.sorted { ($0.weekday, $0.position) < ($1.weekday, $1.position) },
            daysOfTheMonth: daysOfTheMonth.sorted(), daysOfTheYear: daysOfTheYear.sorted(), weeks: weeks.sorted(),
            months: months.sorted(), setPositions: setPositions.sorted())
        return rule
    }

    public static func == (lhs: RecurrenceRule, rhs: RecurrenceRule) -> Bool {
        // Values that fit are always packed, so packed values are equal exactly when the rules' are.
        guard lhs.head.frequency == rhs.head.frequency, lhs.lists == rhs.lists else { return false }
        if lhs.given == nil && rhs.given == nil { return lhs.head == rhs.head }
        return lhs.interval == rhs.interval && lhs.end == rhs.end && lhs.firstWeekday == rhs.firstWeekday
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(frequency)
        if given == nil {
            hasher.combine(head)
        } else {
            hasher.combine(interval)
            hasher.combine(end)
            hasher.combine(firstWeekday)
        }
        lists.hash(into: &hasher)
    }

    /// Whether any BYxxx part narrows or expands the dates (not the time of day).
    public var hasDateParts: Bool {
        !lists.isEmpty(.weekdays) || !lists.isEmpty(.daysOfTheMonth) || !lists.isEmpty(.daysOfTheYear)
            || !lists.isEmpty(.weeks) || !lists.isEmpty(.months)
    }

    /// Whether any BYxxx part keeps some of the days its frequency and BYDAY give and not
    /// others (months, days of the month or year, weeks, set positions, nth weekdays).
    public var narrowsDates: Bool {
        !lists.isEmpty(.months) || !lists.isEmpty(.daysOfTheMonth) || !lists.isEmpty(.daysOfTheYear)
            || !lists.isEmpty(.weeks) || !lists.isEmpty(.setPositions) || hasPositions
    }

    /// Whether a BYDAY day has a position ("the last Friday", `-1FR`).
    public var hasPositions: Bool { (0..<lists.count(.weekdays)).contains { lists.weekday(at: $0).position != 0 } }

    /// Whether any BYxxx part sets the time of day.
    public var hasTimeParts: Bool {
        !lists.isEmpty(.seconds) || !lists.isEmpty(.minutes) || !lists.isEmpty(.hours)
    }
}
