import Foundation

extension Calendar {
    /// The calendar a sentence takes its names, dates and lists from.
    ///
    /// Its own when the phrasebook speaks its language. Otherwise the sentence is English
    /// from end to end, names and dates included, rather than English patterns around
    /// another language's words; the region stays, so the first weekday and the weekend
    /// are still the locale's.
    package var forSentences: Calendar {
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

extension Calendar {
    /// The words for this calendar's screens and sentences: its language's phrasebook, or
    /// English where there is none, read through ``forSentences`` so the digits filled in
    /// are the ones its dates are written in.
    package var phrasebook: Phrasebook {
        Phrasebook(locale: forSentences.locale ?? Locale(identifier: "en_US"))
    }
}
