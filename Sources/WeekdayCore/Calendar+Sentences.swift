import Foundation

extension Calendar {
    /// The calendar a sentence takes its names, dates and lists from.
    ///
    /// Its own when the phrasebook speaks its language. Otherwise the sentence is English
    /// from end to end, names and dates included, rather than English patterns around
    /// another language's words; the region stays, so the first weekday and the weekend
    /// are still the locale's.
    var forSentences: Calendar {
        let locale = self.locale ?? Locale(identifier: "en_US")
        guard !Phrasebook.speaks(locale) else { return self }
        var english = self
        let region = locale.region?.identifier
        english.locale = Locale(identifier: region.map { "en_\($0)" } ?? "en")
        english.firstWeekday = firstWeekday
        english.minimumDaysInFirstWeek = minimumDaysInFirstWeek
        return english
    }
}
