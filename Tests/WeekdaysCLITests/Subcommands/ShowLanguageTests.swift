import Foundation
import Testing

@testable import WeekdaysCLI

/// `show` in the languages added for issue 26 says no English word: sentence, notes and
/// picker row alike.
@Suite struct ShowLanguageTests {
    /// Words English sentences and notes are made of, none of which these languages use.
    static let englishWords: Set<String> = [
        "every", "day", "days", "week", "weeks", "weekly", "month", "months", "monthly", "year", "years", "the",
        "until", "times", "once", "repeats", "only", "ends", "after", "never", "occurs", "weekdays", "weekends",
        "first", "second", "last", "of", "each", "other", "weekend", "monday", "tuesday", "wednesday", "thursday",
        "friday", "saturday", "sunday", "mon", "tue", "wed", "thu", "fri", "sat", "sun", "and", "or", "leap",
        "hour", "hours", "minute", "minutes", "when", "that", "happens",
    ]

    static let rules = [
        "FREQ=DAILY", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "FREQ=WEEKLY;BYDAY=MO,WE,FR",
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=10", "FREQ=MONTHLY;BYDAY=2FR;UNTIL=20270101",
        "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "FREQ=DAILY;COUNT=1",
        "FREQ=DAILY;BYHOUR=9,17;BYMINUTE=0", "FREQ=MONTHLY;BYMONTHDAY=1,15,-1",
        "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "FREQ=DAILY;UNTIL=20250101",
    ]

    @Test(arguments: ["pl_PL", "tr_TR", "sv_SE", "da_DK", "uk_UA", "ar_SA", "ar_EG", "he_IL", "pt_PT"])
    func showSaysNoEnglishWord(locale: String) {
        for rule in Self.rules {
            let outcome = run("show", rule, "--dtstart", "20260105T090000", "--locale", locale)
            #expect(outcome.status == 0)
            let words = outcome.stdout.lowercased().split { !$0.isLetter }.map(String.init)
            let english = words.filter(Self.englishWords.contains)
            #expect(english.isEmpty, "\(locale) \(rule): \(outcome.stdout)")
        }
    }
}
