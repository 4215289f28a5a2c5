import Foundation
import TestOracles
import Testing
import WeekdayCore

@Suite struct RuleAnalysisTests {
    /// Monday 2026-11-30, 07:30: the start used where a rule needs one.
    static let monday = "20261130T073000"

    static let english = Gregorian.calendar("en_US")

    // MARK: - Fidelity across RFC 5545

    // (rule, start or nil, selection, fidelity, notes in en_US)
    static let table: [(String, String?, [Int], Fidelity, [String])] = [
        // DAILY, with and without BYDAY
        ("FREQ=DAILY", nil, [1, 2, 3, 4, 5, 6, 7], .exact, []),
        ("FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", nil, [2, 3, 4, 5, 6], .exact, []),
        ("FREQ=DAILY;BYDAY=SA,SU", nil, [1, 7], .exact, []),
        ("FREQ=DAILY;INTERVAL=2", monday, [1, 2, 3, 4, 5, 6, 7], .approximate, ["repeats every 2 days"]),
        ("FREQ=DAILY;INTERVAL=7", monday, [2], .approximate, ["repeats every 7 days"]),
        ("FREQ=DAILY;INTERVAL=14;BYDAY=MO,TU", monday, [2], .approximate, ["repeats every 2 weeks"]),
        // One weekday every 3 days comes back every 3 weeks, as the sentence says.
        ("FREQ=DAILY;INTERVAL=3;BYDAY=MO", monday, [2], .approximate, ["repeats every 3 weeks"]),
        ("FREQ=DAILY;INTERVAL=3;BYDAY=MO,FR", monday, [2, 6], .approximate, ["repeats every 3 days"]),
        ("FREQ=DAILY;BYDAY=MO,WE;COUNT=4", nil, [2, 4], .approximate, ["ends after 4 times"]),
        ("FREQ=DAILY;BYMONTH=1", nil, [1, 2, 3, 4, 5, 6, 7], .approximate, ["only in January"]),
        ("FREQ=DAILY;BYMONTHDAY=13;BYDAY=FR", monday, [6], .approximate, ["only on day 13 of the month"]),
        (
            "FREQ=DAILY;BYMONTHDAY=13", monday, [], Fidelity.none,
            ["repeats on days of the month, not on days of the week"]
        ),
        ("FREQ=DAILY;BYHOUR=9,17", monday, [1, 2, 3, 4, 5, 6, 7], .approximate, ["at 9:30 AM and 5:30 PM"]),
        // WEEKLY without BYDAY: the weekday of DTSTART, or nothing without one
        ("FREQ=WEEKLY", monday, [2], .exact, []),
        ("FREQ=WEEKLY", "20261203T180000Z", [5], .exact, []),
        (
            "FREQ=WEEKLY", nil, [], Fidelity.none,
            ["falls on the weekday of its start date, which was not given"]
        ),
        ("FREQ=WEEKLY;INTERVAL=2", monday, [2], .approximate, ["repeats every 2 weeks"]),
        // WEEKLY with BYDAY
        ("FREQ=WEEKLY;BYDAY=MO,WE", nil, [2, 4], .exact, []),
        ("RRULE:freq=weekly;byday=mo,we;wkst=su", nil, [2, 4], .exact, []),
        ("FREQ=WEEKLY;BYDAY=SU,TH,TH", nil, [1, 5], .exact, []),
        ("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", nil, [2, 4], .approximate, ["repeats every 2 weeks"]),
        ("FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10", nil, [3, 5], .approximate, ["ends after 10 times"]),
        ("FREQ=WEEKLY;BYDAY=FR;COUNT=1", nil, [6], .approximate, ["happens only once"]),
        ("FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231", nil, [2], .approximate, ["ends on December 31, 2026"]),
        (
            "FREQ=WEEKLY;BYDAY=MO,WE,FR;INTERVAL=3;WKST=SA;UNTIL=20270101", nil, [2, 4, 6], .approximate,
            ["repeats every 3 weeks", "ends on January 1, 2027"]
        ),
        ("FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=9;BYMINUTE=0,30", nil, [2, 4], .approximate, ["at 9:00 AM and 9:30 AM"]),
        // MONTHLY and YEARLY with ordinal days
        ("FREQ=MONTHLY;BYDAY=1MO", nil, [2], .approximate, ["only the first Monday of each month"]),
        ("FREQ=MONTHLY;BYDAY=-1FR", nil, [6], .approximate, ["only the last Friday of each month"]),
        (
            "FREQ=MONTHLY;BYDAY=-2MO;COUNT=6", nil, [2], .approximate,
            ["only the second to last Monday of each month", "ends after 6 times"]
        ),
        (
            "FREQ=MONTHLY;INTERVAL=2;COUNT=10;BYDAY=1SU,-1SU", nil, [1], .approximate,
            [
                "repeats every 2 months", "only the first Sunday and last Sunday of each month",
                "ends after 10 times",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=2TU,4TU", nil, [3], .approximate,
            ["only the second Tuesday and fourth Tuesday of each month"]
        ),
        ("FREQ=YEARLY;BYDAY=20MO", nil, [2], .approximate, ["only the 20th Monday of each year"]),
        ("FREQ=YEARLY;BYDAY=-1MO", nil, [2], .approximate, ["only the last Monday of each year"]),
        // Every such weekday in the month is every such weekday
        ("FREQ=MONTHLY;BYDAY=TU", nil, [3], .exact, []),
        ("FREQ=MONTHLY;INTERVAL=2;BYDAY=TU", nil, [3], .approximate, ["repeats every 2 months"]),
        // BYSETPOS
        // The first of one first Monday is that Monday: no second note repeats it.
        ("FREQ=MONTHLY;BYDAY=1MO;BYSETPOS=1", nil, [2], .approximate, ["only the first Monday of each month"]),
        ("FREQ=WEEKLY;BYDAY=MO;BYSETPOS=1", nil, [2], .exact, []),
        (
            "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", nil, [2, 3, 4, 5, 6], .approximate,
            ["only the last of these days in each month"]
        ),
        (
            "FREQ=MONTHLY;COUNT=3;BYDAY=TU,WE,TH;BYSETPOS=3", nil, [3, 4, 5], .approximate,
            ["only the third of these days in each month", "ends after 3 times"]
        ),
        // BYMONTH, BYMONTHDAY, BYYEARDAY, BYWEEKNO
        ("FREQ=YEARLY;BYMONTH=3;BYDAY=TH", nil, [5], .approximate, ["only in March"]),
        ("FREQ=YEARLY;BYDAY=TH;BYMONTH=6,7,8", nil, [5], .approximate, ["only in June, July, and August"]),
        (
            "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13", nil, [7], .approximate,
            ["only on days 7, 8, 9, 10, 11, 12, and 13 of the month"]
        ),
        (
            "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8", nil, [3], .approximate,
            ["repeats every 4 years", "only in November", "only on days 2, 3, 4, 5, 6, 7, and 8 of the month"]
        ),
        ("FREQ=YEARLY;BYYEARDAY=1;BYDAY=MO", nil, [2], .approximate, ["only on day 1 of the year"]),
        ("FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", nil, [2], .approximate, ["only in week 20 of the year"]),
        (
            "FREQ=YEARLY;UNTIL=20000131T140000Z;BYMONTH=1;BYDAY=SU,MO,TU,WE,TH,FR,SA", "19980101T090000",
            [1, 2, 3, 4, 5, 6, 7], .approximate, ["only in January", "ends on January 31, 2000 at 2:00 PM UTC"]
        ),
        // Not tied to weekdays
        (
            "FREQ=MONTHLY;BYMONTHDAY=15", nil, [], Fidelity.none,
            ["repeats on days of the month, not on days of the week"]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=1,-1;COUNT=10", nil, [], Fidelity.none,
            ["repeats on days of the month, not on days of the week"]
        ),
        ("FREQ=MONTHLY", monday, [], Fidelity.none, ["repeats on days of the month, not on days of the week"]),
        ("FREQ=YEARLY", monday, [], Fidelity.none, ["repeats on days of the year, not on days of the week"]),
        (
            "FREQ=YEARLY;BYMONTH=6,7", nil, [], Fidelity.none,
            ["repeats on days of the month, not on days of the week"]
        ),
        // Day 60 kept to February is still a day of the year.
        (
            "FREQ=YEARLY;BYYEARDAY=60;BYMONTH=2", nil, [], Fidelity.none,
            ["repeats on days of the year, not on days of the week"]
        ),
        (
            "FREQ=YEARLY;INTERVAL=3;BYYEARDAY=1,100,200", nil, [], Fidelity.none,
            ["repeats on days of the year, not on days of the week"]
        ),
        (
            "FREQ=YEARLY;BYWEEKNO=20", monday, [], Fidelity.none,
            ["repeats on weeks of the year, not on days of the week"]
        ),
        // Several times a day
        ("FREQ=HOURLY", monday, [1, 2, 3, 4, 5, 6, 7], .approximate, ["repeats every hour"]),
        ("FREQ=HOURLY;INTERVAL=6", nil, [1, 2, 3, 4, 5, 6, 7], .approximate, ["repeats every 6 hours"]),
        ("FREQ=HOURLY;INTERVAL=168", monday, [2], .approximate, ["repeats every 168 hours"]),
        ("FREQ=HOURLY;BYDAY=SA,SU", monday, [1, 7], .approximate, ["repeats every hour"]),
        (
            "FREQ=MINUTELY;INTERVAL=15;COUNT=6", monday, [1, 2, 3, 4, 5, 6, 7], .approximate,
            ["repeats every 15 minutes", "ends after 6 times"]
        ),
        ("FREQ=SECONDLY;INTERVAL=30", nil, [1, 2, 3, 4, 5, 6, 7], .approximate, ["repeats every 30 seconds"]),
    ]

    @Test func tableCoversEnoughRules() {
        #expect(Self.table.count >= 40)
        #expect(Set(Self.table.map(\.3)) == Set(Fidelity.allCases))
    }

    @Test(arguments: table)
    func fidelityOfRule(
        rule: String, start: String?, selection: [Int], fidelity: Fidelity, notes: [String]
    ) throws {
        let analysis = try RuleAnalysis(parsing: rule, start: start.map(ICalDateTime.init(parsing:)))
        #expect(analysis.selection.sorted == selection)
        #expect(analysis.fidelity == fidelity)
        #expect(analysis.noteTexts(in: Self.english).map(plainSpaces) == notes)
        #expect(analysis.notes.isEmpty == (fidelity == .exact))
    }

    /// Expands each rule the table reads as weekdays and checks, with Foundation, that every
    /// occurrence falls on a selected day.
    @Test(arguments: table.filter { $0.3 != Fidelity.none })
    func occurrencesFallOnTheSelection(
        rule text: String, start: String?, selection: [Int], fidelity: Fidelity, notes: [String]
    ) throws {
        let rule = try RecurrenceRule(parsing: text)
        let from = try ICalDateTime(parsing: start ?? Self.monday)
        let expansion = RecurrenceExpansion(of: rule, from: from, limits: .init(count: 60))
        let found = try Set(expansion.occurrences.map(Gregorian.weekday(of:)))
        #expect(!found.isEmpty, "\(text) never occurs")
        #expect(found.isSubset(of: selection), "\(text): occurrences on \(found.sorted())")
    }

    // MARK: - Days counted from the end, in each language's notes

    // (locale, rule, the note on its positions): the count from the end wraps the day as
    // each language says it, never "the 5th from the end Friday"
    static let fromEndNotes: [(String, String, String)] = [
        ("de_DE", "FREQ=MONTHLY;BYDAY=-5FR", "nur am fünftletzten Freitag je Monat"),
        ("de_DE", "FREQ=YEARLY;BYDAY=-20TH", "nur am 20. Donnerstag von hinten je Jahr"),
        ("es_ES", "FREQ=MONTHLY;BYDAY=-5FR", "solo el 5.º viernes desde el final de cada mes"),
        ("fr_FR", "FREQ=MONTHLY;BYDAY=-3TU", "seulement l’antépénultième mardi de chaque mois"),
        ("fr_FR", "FREQ=MONTHLY;BYDAY=-5FR", "seulement le 5e vendredi en partant de la fin de chaque mois"),
        ("it_IT", "FREQ=MONTHLY;BYDAY=-4SU", "solo la 4ª domenica dalla fine di ogni mese"),
        ("pt_BR", "FREQ=MONTHLY;BYDAY=-5FR", "apenas a 5ª sexta-feira contando do fim de cada mês"),
        ("nl_NL", "FREQ=MONTHLY;BYDAY=-5FR", "alleen de 5e vrijdag vanaf het eind per maand"),
        ("ru_RU", "FREQ=MONTHLY;BYDAY=-5FR", "только 5-я с конца пятница"),
        ("ja_JP", "FREQ=MONTHLY;BYDAY=-5FR", "各月の最後から5番目の金曜日のみ"),
    ]

    @Test(arguments: fromEndNotes)
    func noteNamesDayCountedFromTheEnd(locale: String, rule: String, note: String) throws {
        let analysis = try RuleAnalysis(parsing: rule, start: ICalDateTime(parsing: Self.monday))
        let notes = analysis.noteTexts(in: Gregorian.calendar(locale)).map(plainSpaces)
        #expect(notes.contains(note), "\(locale) \(rule): \(notes)")
    }

    // (locale, rule, the note on its times): several minutes or hours take the plural
    static let timeFilterNotes: [(String, String, String)] = [
        ("en_US", "FREQ=HOURLY;BYMINUTE=0,30", "only at minutes 0 and 30"),
        ("en_US", "FREQ=HOURLY;BYMINUTE=15", "only at minute 15"),
        ("en_US", "FREQ=MINUTELY;BYHOUR=9,17", "only in hours 9 and 17"),
        ("de_DE", "FREQ=HOURLY;BYMINUTE=0,30", "nur in den Minuten 0 und 30"),
        ("es_ES", "FREQ=HOURLY;BYMINUTE=0,30", "solo en los minutos 0 y 30"),
        ("fr_FR", "FREQ=HOURLY;BYMINUTE=0,30", "seulement aux minutes 0 et 30"),
        ("it_IT", "FREQ=HOURLY;BYMINUTE=0,30", "solo ai minuti 0 e 30"),
        ("pt_BR", "FREQ=HOURLY;BYMINUTE=0,30", "apenas nos minutos 0 e 30"),
        ("nl_NL", "FREQ=HOURLY;BYMINUTE=0,30", "alleen op de minuten 0 en 30"),
        ("ru_RU", "FREQ=HOURLY;BYMINUTE=0,30", "только в минуты 0 и 30"),
    ]

    @Test(arguments: timeFilterNotes)
    func noteCountsMinutesAndHours(locale: String, rule: String, note: String) throws {
        let analysis = try RuleAnalysis(parsing: rule, start: ICalDateTime(parsing: Self.monday))
        let notes = analysis.noteTexts(in: Gregorian.calendar(locale)).map(plainSpaces)
        #expect(notes.contains(note), "\(locale) \(rule): \(notes)")
    }

    // (locale, rule, the note on its end): the first of the month is an ordinal where
    // the language says so, and Italian elides before 8 and 11
    static let untilNotes: [(String, String, String)] = [
        ("fr_FR", "FREQ=DAILY;UNTIL=20270301", "se termine le 1er mars 2027"),
        ("fr_FR", "FREQ=DAILY;UNTIL=20270302", "se termine le 2 mars 2027"),
        ("it_IT", "FREQ=DAILY;UNTIL=20270301", "termina il 1º marzo 2027"),
        ("it_IT", "FREQ=DAILY;UNTIL=20270308", "termina l’8 marzo 2027"),
        ("it_IT", "FREQ=DAILY;UNTIL=20270311", "termina l’11 marzo 2027"),
        ("pt_BR", "FREQ=DAILY;UNTIL=20270301", "termina em 1º de março de 2027"),
    ]

    @Test(arguments: untilNotes)
    func noteSaysTheEndDateAsTheLanguageDoes(locale: String, rule: String, note: String) throws {
        let analysis = try RuleAnalysis(parsing: rule, start: ICalDateTime(parsing: "20261130"))
        let notes = analysis.noteTexts(in: Gregorian.calendar(locale)).map(plainSpaces)
        #expect(notes.contains(note), "\(locale) \(rule): \(notes)")
    }

    // (locale, rule, the note on its weeks or days of the year): a language whose counter
    // wraps the number ("第1週", "最終週") says it once, never "第最後から1番目週"
    static let weekAndYearDayNotes: [(String, String, String)] = [
        ("ja_JP", "FREQ=YEARLY;BYWEEKNO=-1;BYDAY=SU", "年の最終週のみ"),
        ("ja_JP", "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO", "年の第20週のみ"),
        ("ja_JP", "FREQ=YEARLY;BYYEARDAY=-100;BYDAY=MO", "年の最後から100番目の日のみ"),
        ("zh_CN", "FREQ=YEARLY;BYWEEKNO=-2,1;BYDAY=MO", "仅限每年的第1周和倒数第2周"),
        ("zh_CN", "FREQ=YEARLY;BYYEARDAY=1,100;BYDAY=MO", "仅限每年的第1天和第100天"),
        ("ko_KR", "FREQ=YEARLY;BYWEEKNO=-1;BYDAY=SU", "매년 마지막 주에만"),
        ("ko_KR", "FREQ=YEARLY;BYYEARDAY=-100;BYDAY=MO", "매년 끝에서 100번째 날에만"),
    ]

    // (locale, rule, a note of parts or a list): each language joins as it writes, and a
    // Korean day number keeps its counter ("1일과 15일", "1일·2일·3일", not "1, 15일")
    static let joinedNotes: [(String, String, String)] = [
        ("ja_JP", "FREQ=MINUTELY;BYHOUR=9;BYMINUTE=0", "9時台のみ、0分のみ"),
        ("zh_CN", "FREQ=MINUTELY;BYHOUR=9;BYMINUTE=0", "仅限9点，仅限第0分钟"),
        ("en_US", "FREQ=MINUTELY;BYHOUR=9;BYMINUTE=0", "only in hour 9, only at minute 0"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,15", "매월 1일과 15일에만"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,2,3", "매월 1일·2일·3일에만"),
        // Russian puts the months in the case its "in" takes.
        ("ru_RU", "FREQ=WEEKLY;BYDAY=MO;BYMONTH=5,6", "только в мае и июне"),
        ("ru_RU", "FREQ=WEEKLY;BYDAY=MO;BYMONTH=1", "только в январе"),
        // A list counted from both ends says each item whole.
        (
            "en_US", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,15,-1",
            "only on the 1st, the 15th, and the last day of the month"
        ),
        ("de_DE", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,15,-1", "nur am 1., am 15. und am letzten Tag des Monats"),
        ("es_ES", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,15,-1", "solo el día 1, el día 15 y el último día del mes"),
        ("fr_FR", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,15,-1", "seulement le 1er, le 15 et le dernier jour du mois"),
        (
            "it_IT", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,15,-1",
            "solo il giorno 1, il giorno 15 e l’ultimo giorno del mese"
        ),
        ("pt_BR", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,15,-1", "apenas no dia 1, no dia 15 e no último dia do mês"),
        ("nl_NL", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,15,-1", "alleen op de 1e, de 15e en de laatste dag van de maand"),
        ("en_US", "FREQ=YEARLY;BYWEEKNO=1,-2;BYDAY=MO", "only in week 1 and the second to last week of the year"),
        ("en_US", "FREQ=YEARLY;BYWEEKNO=1,26;BYDAY=MO", "only in weeks 1 and 26 of the year"),
        ("en_US", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=13", "only on day 13 of the month"),
        ("en_US", "FREQ=YEARLY;BYYEARDAY=1,100,200;BYDAY=MO", "only on days 1, 100, and 200 of the year"),
        ("de_DE", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,15", "nur am 1. und 15. des Monats"),
        ("es_ES", "FREQ=YEARLY;BYWEEKNO=1,26;BYDAY=MO", "solo en las semanas 1 y 26 del año"),
        ("ru_RU", "FREQ=YEARLY;BYWEEKNO=1,26;BYDAY=MO", "только на неделях 1 и 26"),
        ("en_US", "FREQ=YEARLY;BYYEARDAY=1,-2;BYDAY=MO", "only on day 1 and the second to last day of the year"),
        ("es_ES", "FREQ=YEARLY;BYYEARDAY=1,-2;BYDAY=MO", "solo el día 1 y el penúltimo día del año"),
        ("ja_JP", "FREQ=YEARLY;BYYEARDAY=1,-1;BYDAY=MO", "年の1日目、最終日のみ"),
        ("de_DE", "FREQ=YEARLY;BYWEEKNO=1,-2;BYDAY=MO", "nur in Woche 1 und der vorletzten Woche des Jahres"),
        (
            "fr_FR", "FREQ=YEARLY;BYWEEKNO=1,-2;BYDAY=MO",
            "seulement la semaine 1 et l’avant-dernière semaine de l’année"
        ),
    ]

    @Test(arguments: joinedNotes)
    func noteJoinsItsPartsAsTheLanguageDoes(locale: String, rule: String, note: String) throws {
        let analysis = try RuleAnalysis(parsing: rule, start: ICalDateTime(parsing: Self.monday))
        let notes = analysis.noteTexts(in: Gregorian.calendar(locale)).map(plainSpaces)
        #expect(notes.contains(note), "\(locale) \(rule): \(notes)")
    }

    @Test(arguments: weekAndYearDayNotes)
    func noteNamesWeeksAndYearDaysOnce(locale: String, rule: String, note: String) throws {
        let analysis = try RuleAnalysis(parsing: rule, start: ICalDateTime(parsing: Self.monday))
        let notes = analysis.noteTexts(in: Gregorian.calendar(locale)).map(plainSpaces)
        #expect(notes.contains(note), "\(locale) \(rule): \(notes)")
    }

    // MARK: - Readings the table cannot hold

    @Test func neverOccurringRuleIsNotWeekdays() throws {
        let analysis = try RuleAnalysis(
            parsing: "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", start: ICalDateTime(parsing: Self.monday))
        #expect(analysis.fidelity == Fidelity.none)
        #expect(analysis.selection.isEmpty)
        let notes = analysis.noteTexts(in: Self.english)
        #expect(notes.count == 1)
        #expect(notes.first?.hasPrefix("never occurs") == true, "\(notes)")
    }

    /// A rule that never occurs whatever its start still never occurs with an end, and one
    /// that does occur still occurs: the checks are kept by the rule without its end, so the
    /// first answer given for a rule must not stand in for another.
    @Test(arguments: [
        ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30", true), ("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6", true),
        ("FREQ=YEARLY;BYWEEKNO=53;BYMONTH=6", true), ("FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=28", false),
        ("FREQ=MONTHLY;BYDAY=MO;BYSETPOS=4", false),
    ])
    func endsDoNotChangeWhetherARuleCanOccur(rule: String, never: Bool) throws {
        let start = try ICalDateTime(parsing: Self.monday)
        for end in ["", ";COUNT=3", ";UNTIL=20300101T000000", ";COUNT=7", ";UNTIL=20990101T000000"] {
            let analysis = try RuleAnalysis(parsing: rule + end, start: start)
            if never { #expect(analysis.fidelity == Fidelity.none, "\(rule + end)") }
            let notes = analysis.noteTexts(in: Self.english)
            #expect(notes.contains { $0.hasPrefix("never occurs") } == never, "\(rule + end): \(notes)")
        }
    }

    // (UTC start, zone, selection there, note)
    @Test(arguments: [
        ("20261130T020000Z", "America/New_York", [1], "in America/New_York it falls one day earlier"),
        ("20261130T200000Z", "Asia/Tokyo", [3], "in Asia/Tokyo it falls one day later"),
    ])
    func utcRuleSeenInAnotherZone(start: String, zone: String, selection: [Int], note: String) throws {
        let analysis = try RuleAnalysis(
            parsing: "FREQ=WEEKLY;BYDAY=MO", start: ICalDateTime(parsing: start),
            timeZone: TimeZone(identifier: zone))
        #expect(analysis.selection.sorted == selection)
        #expect(analysis.fidelity == .approximate)
        #expect(analysis.noteTexts(in: Self.english) == [note])
    }

    /// An hourly or finer rule on a UTC weekday fills that whole UTC day, which straddles
    /// midnight in any other zone: the picker shows both local days, whatever the start's
    /// own time of day, and the note says some occurrences move, not all.
    // (rule, UTC start, zone, selection there, notes)
    @Test(arguments: [
        (
            "FREQ=HOURLY;BYDAY=MO", "20260105T090000Z", "Europe/Berlin", [2, 3],
            ["repeats every hour", "in Europe/Berlin some occurrences fall one day later"]
        ),
        (
            "FREQ=HOURLY;BYDAY=MO", "20260105T230000Z", "Europe/Berlin", [2, 3],
            ["repeats every hour", "in Europe/Berlin some occurrences fall one day later"]
        ),
        (
            "FREQ=HOURLY;BYDAY=MO", "20260105T090000Z", "America/New_York", [1, 2],
            ["repeats every hour", "in America/New_York some occurrences fall one day earlier"]
        ),
        (
            "FREQ=MINUTELY;INTERVAL=15;BYDAY=MO,TU", "20260105T000000Z", "Asia/Tokyo", [2, 3, 4],
            ["repeats every 15 minutes", "in Asia/Tokyo some occurrences fall one day later"]
        ),
        ("FREQ=HOURLY;BYDAY=MO", "20260105T090000Z", "UTC", [2], ["repeats every hour"]),
    ])
    func subDailyUTCRuleFillsItsWholeDay(
        rule: String, start: String, zone: String, selection: [Int], notes: [String]
    ) throws {
        let timeZone = try #require(TimeZone(identifier: zone))
        let analysis = try RuleAnalysis(parsing: rule, start: ICalDateTime(parsing: start), timeZone: timeZone)
        #expect(analysis.selection.sorted == selection)
        #expect(analysis.noteTexts(in: Self.english) == notes)
        #expect(zone == "UTC" || analysis.summary(in: Self.english).hasSuffix("(in UTC)"))
        // The weekdays the occurrences of a year fall on in the zone are the selection.
        let first = try ICalDateTime(parsing: start).instant(in: nil)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let days = Set(
            try RecurrenceRule(parsing: rule)
                .recurrences(of: first, in: first..<first.addingTimeInterval(365 * 86_400), timeZone: .gmt)
                .map { calendar.component(.weekday, from: $0) })
        #expect(days.sorted() == selection)
    }

    @Test func utcRuleInItsOwnDayIsExact() throws {
        let analysis = try RuleAnalysis(
            parsing: "FREQ=WEEKLY;BYDAY=MO", start: ICalDateTime(parsing: "20261130T120000Z"),
            timeZone: TimeZone(identifier: "Europe/Madrid"))
        #expect(analysis.selection.sorted == [2])
        #expect(analysis.fidelity == .exact)
    }

    @Test func invalidRuleThrows() {
        #expect {
            try RuleAnalysis(parsing: "FREQ=WEEKLY;BYDAY=MO, FR")
        } throws: { error in
            guard let error = error as? WeekdaysError else { return false }
            return error.kind == .invalidRule && error.input == "FREQ=WEEKLY;BYDAY=MO, FR"
        }
    }

    /// With BYMONTH, an ordinal BYDAY in a YEARLY rule counts within the month (RFC 5545,
    /// 3.3.10): `BYMONTH=3;BYDAY=2SU` is the second Sunday of March, not of the year.
    @Test func ordinalDayWithMonthsCountsInTheMonth() throws {
        let analysis = try RuleAnalysis(parsing: "FREQ=YEARLY;BYMONTH=3;BYDAY=2SU")
        #expect(analysis.selection.sorted == [1])
        #expect(
            analysis.noteTexts(in: Self.english)
                == ["only the second Sunday of each month", "only in March"])
    }

    /// A day counted from the end of the month reads as English.
    @Test func dayFromTheEndReadsAsEnglish() throws {
        let analysis = try RuleAnalysis(parsing: "FREQ=MONTHLY;BYMONTHDAY=-1;BYDAY=FR")
        #expect(analysis.selection.sorted == [6])
        let notes = analysis.noteTexts(in: Self.english)
        #expect(notes.count == 1)
        #expect(notes.allSatisfy { $0.contains("last") }, "\(notes)")
        #expect(!notes.contains { $0.contains("day the last") }, "\(notes)")
    }

    /// BYHOUR limits a MINUTELY rule to some hours of the day, which the picker cannot show,
    /// so a note must say so (RFC 5545 3.8.5.3: "every 20 minutes from 9:00 AM to 4:40 PM").
    @Test func hoursOfAMinutelyRuleAreNoted() throws {
        let analysis = try RuleAnalysis(
            parsing: "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16",
            start: ICalDateTime(parsing: "19970902T090000"))
        #expect(analysis.selection == .everyDay)
        #expect(analysis.fidelity == .approximate)
        let notes = analysis.noteTexts(in: Self.english)
        #expect(notes.contains { $0.contains("9") && $0.contains("16") }, "\(notes)")
    }

    /// A WEEKLY rule's BYSETPOS picks the same days from every full week, so its
    /// occurrences fall on those days only: with WKST=MO, the 1st and 3rd weekday are
    /// Monday and Wednesday.
    @Test func weeklySetPositionsSelectTheDaysTheyPick() throws {
        let text = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,3"
        let expansion = try RecurrenceExpansion(
            of: RecurrenceRule(parsing: text), from: ICalDateTime(parsing: Self.monday),
            limits: .init(count: 20))
        let found = try Set(expansion.occurrences.map(Gregorian.weekday(of:)))
        #expect(found == [2, 4])
        let analysis = try RuleAnalysis(parsing: text)
        #expect(analysis.selection.sorted == found.sorted())
        #expect(analysis.fidelity == .approximate)
    }
}

/// The text with the no-break spaces ICU puts in dates and times ("2:00\u{202F}PM") made
/// plain, so the table can be read and typed.
private func plainSpaces(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
}
