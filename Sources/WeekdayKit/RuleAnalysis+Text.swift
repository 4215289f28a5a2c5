public import Foundation

extension RuleAnalysis {
    /// The notes as phrases in the calendar's language.
    public func noteTexts(in calendar: Calendar) -> [String] {
        notes.map { $0.text(in: calendar) }
    }

    /// The words under the picker row: the picker's own words for an exact rule; for any
    /// other rule a sentence that says the whole rule ("Every 2 weeks on Monday").
    public func summary(in calendar: Calendar) -> String {
        if fidelity == .exact { return selection.summary(in: calendar) }
        return sentence(in: calendar)
    }

    /// The whole rule in one sentence of the calendar's language, whatever its fidelity.
    public func sentence(in calendar: Calendar) -> String {
        RuleSentence(rule: rule, start: start, calendar: calendar).text
    }
}
