import Recurrence

extension RecurrenceRule {
    /// The same rule read at the coarsest unit its BY parts allow, so a sentence says what
    /// happens rather than how the engine walks to it: `FREQ=HOURLY;BYHOUR=9` is every day
    /// at 9:00, not "every hour in hour 9".
    ///
    /// A step finer than a day that its BY list pins (BYHOUR for hours, BYMINUTE for
    /// minutes, BYSECOND for seconds) picks the same values in every coarser period when
    /// the step divides that period evenly; the values the step reaches from the start are
    /// then the list, and the step is said by the coarser unit. BYSETPOS counts within the
    /// period, so a rule with it is left as it is.
    func readAtCoarsestUnit(from start: ICalDateTime?) -> RecurrenceRule {
        var rule = self
        while let coarser = rule.oneUnitCoarser(from: start) { rule = coarser }
        return rule
    }

    /// The rule one unit coarser, or nil when its BY parts do not pin the finer unit.
    private func oneUnitCoarser(from start: ICalDateTime?) -> RecurrenceRule? {
        guard setPositions.isEmpty else { return nil }
        let (pinned, perPeriod, startValue, coarser): ([Int], Int, Int?, Frequency)
        switch frequency {
        case .hourly: (pinned, perPeriod, startValue, coarser) = (hours, 24, start?.hour, .daily)
        case .minutely: (pinned, perPeriod, startValue, coarser) = (minutes, 60, start?.minute, .hourly)
        case .secondly: (pinned, perPeriod, startValue, coarser) = (seconds, 60, start?.second, .minutely)
        default: return nil
        }
        guard !pinned.isEmpty, perPeriod % interval == 0 else { return nil }
        // With a step above 1 the start decides which values the step reaches.
        let reached: [Int]
        if interval == 1 {
            reached = pinned
        } else if let startValue {
            reached = pinned.filter { ($0 - startValue) % interval == 0 }
        } else {
            return nil
        }
        guard !reached.isEmpty else { return nil }
        var rule = self
        rule.frequency = coarser
        rule.interval = 1
        switch frequency {
        case .hourly: rule.hours = reached
        case .minutely: rule.minutes = reached
        default: rule.seconds = reached
        }
        return rule
    }
}
