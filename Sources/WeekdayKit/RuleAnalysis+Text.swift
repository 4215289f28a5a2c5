public import Foundation

extension RuleAnalysis {
    /// The notes as phrases in the calendar's language.
    public func noteTexts(in calendar: Calendar) -> [String] {
        notes.map { $0.text(in: calendar) }
    }

    /// The words under the picker row: the picker's own words for an exact rule; for
    /// any other rule its days followed by what the days leave out.
    public func summary(in calendar: Calendar) -> String {
        let notes = noteTexts(in: calendar)
        switch fidelity {
        case .exact:
            return selection.summary(in: calendar)
        case .approximate:
            let words = Phrasebook(locale: calendar.locale ?? Locale(identifier: "en_US"))
            return words("summary.withNotes", [
                "summary": selection.summary(in: calendar), "notes": notes.joined(separator: "; "),
            ])
        case .notWeekdays:
            let text = notes.joined(separator: "; ")
            return text.prefix(1).uppercased() + text.dropFirst()
        }
    }
}
