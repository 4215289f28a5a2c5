import Foundation
import Testing

@testable import WeekdayCore

/// The picker's rules in the languages added for issue 26, each sentence as a native
/// speaker writes it (start: Monday 2026-11-30 09:00): the working week and the weekend
/// are the locale's own (Sunday to Thursday and Friday with Saturday in Israel and Egypt).
@Suite struct NewLanguageSentenceTests {
    // (locale, rule, sentence)
    static let table: [(String, String, String)] = [
        ("pl_PL", "FREQ=DAILY", "Codziennie"),
        ("pl_PL", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "W dni robocze"),
        ("pl_PL", "FREQ=WEEKLY;BYDAY=SA,SU", "W weekendy"),
        ("pl_PL", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "pon., śr. i pt."),
        ("pl_PL", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "Co 2 tygodnie we wtorek"),
        ("pl_PL", "FREQ=MONTHLY;BYDAY=2FR", "Co miesiąc w drugi piątek"),
        ("pl_PL", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231", "W każdy poniedziałek do 31 grudnia 2026"),
        ("pl_PL", "FREQ=WEEKLY;BYDAY=WE;COUNT=10", "W każdą środę, 10 razy"),
        ("pl_PL", "FREQ=WEEKLY;INTERVAL=5;BYDAY=SU", "Co 5 tygodni w niedzielę"),
        ("pl_PL", "FREQ=MONTHLY;BYDAY=-1SU", "Co miesiąc w ostatnią niedzielę"),
        ("pl_PL", "FREQ=DAILY;INTERVAL=3;COUNT=22", "Co 3 dni, 22 razy"),
        ("tr_TR", "FREQ=DAILY", "Her gün"),
        ("tr_TR", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "Hafta içi"),
        ("tr_TR", "FREQ=WEEKLY;BYDAY=SA,SU", "Hafta sonları"),
        ("tr_TR", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "Pzt, Çar ve Cum"),
        ("tr_TR", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "2 haftada bir Salı günleri"),
        ("tr_TR", "FREQ=MONTHLY;BYDAY=2FR", "Her ay ikinci Cuma günü"),
        ("tr_TR", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231", "Her Pazartesi, 31 Aralık 2026 tarihine kadar"),
        ("tr_TR", "FREQ=WEEKLY;BYDAY=WE;COUNT=10", "Her Çarşamba, 10 kez"),
        ("tr_TR", "FREQ=MONTHLY;BYDAY=-1SU", "Her ay son Pazar günü"),
        ("sv_SE", "FREQ=DAILY", "Varje dag"),
        ("sv_SE", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "Vardagar"),
        ("sv_SE", "FREQ=WEEKLY;BYDAY=SA,SU", "Helger"),
        ("sv_SE", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "mån, ons och fre"),
        ("sv_SE", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "Var 2:a vecka på tisdagar"),
        ("sv_SE", "FREQ=MONTHLY;BYDAY=2FR", "Varje månad den andra fredagen"),
        ("sv_SE", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231", "Varje måndag till och med den 31 december 2026"),
        ("sv_SE", "FREQ=WEEKLY;BYDAY=WE;COUNT=10", "Varje onsdag, 10 gånger"),
        ("sv_SE", "FREQ=MONTHLY;BYDAY=-1SU", "Varje månad den sista söndagen"),
        ("da_DK", "FREQ=DAILY", "Hver dag"),
        ("da_DK", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "Hverdage"),
        ("da_DK", "FREQ=WEEKLY;BYDAY=SA,SU", "Weekender"),
        ("da_DK", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "man., ons. og fre."),
        ("da_DK", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "Hver 2. uge om tirsdagen"),
        ("da_DK", "FREQ=MONTHLY;BYDAY=2FR", "Hver måned den anden fredag"),
        ("da_DK", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231", "Hver mandag til og med den 31. december 2026"),
        ("da_DK", "FREQ=WEEKLY;BYDAY=WE;COUNT=10", "Hver onsdag, 10 gange"),
        ("da_DK", "FREQ=MONTHLY;BYDAY=-1SU", "Hver måned den sidste søndag"),
        ("uk_UA", "FREQ=DAILY", "Щодня"),
        ("uk_UA", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "У будні"),
        ("uk_UA", "FREQ=WEEKLY;BYDAY=SA,SU", "У вихідні"),
        ("uk_UA", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "пн, ср і пт"),
        ("uk_UA", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "Кожні 2 тижні у вівторок"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=2FR", "Щомісяця в другу пʼятницю"),
        ("uk_UA", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231", "Кожен понеділок до 31 грудня 2026\u{202F}р."),
        ("uk_UA", "FREQ=WEEKLY;BYDAY=WE;COUNT=10", "Кожну середу, 10 разів"),
        ("uk_UA", "FREQ=WEEKLY;INTERVAL=5;BYDAY=SU", "Кожні 5 тижнів у неділю"),
        ("uk_UA", "FREQ=DAILY;INTERVAL=3;COUNT=22", "Кожні 3 дні, 22 рази"),
        ("ar_EG", "FREQ=DAILY", "كل يوم"),
        ("ar_EG", "FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH", "أيام العمل"),
        ("ar_EG", "FREQ=WEEKLY;BYDAY=FR,SA", "عطلات نهاية الأسبوع"),
        ("ar_EG", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "اثنين وأربعاء وجمعة"),
        ("ar_EG", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "كل أسبوعين يوم الثلاثاء"),
        ("ar_EG", "FREQ=MONTHLY;BYDAY=2FR", "كل شهر في الجمعة الثانية"),
        ("ar_EG", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231", "كل يوم الاثنين حتى ٣١ ديسمبر، ٢٠٢٦"),
        ("ar_EG", "FREQ=WEEKLY;BYDAY=WE;COUNT=10", "كل يوم الأربعاء، ١٠ مرات"),
        ("ar_EG", "FREQ=WEEKLY;INTERVAL=5;BYDAY=SU", "كل ٥ أسابيع يوم الأحد"),
        ("ar_EG", "FREQ=DAILY;INTERVAL=3;COUNT=22", "كل ٣ أيام، ٢٢ مرة"),
        ("he_IL", "FREQ=DAILY", "כל יום"),
        ("he_IL", "FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH", "ימי חול"),
        ("he_IL", "FREQ=WEEKLY;BYDAY=FR,SA", "סופי שבוע"),
        ("he_IL", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "יום ב׳, יום ד׳ ויום ו׳"),
        ("he_IL", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "כל שבועיים ביום שלישי"),
        ("he_IL", "FREQ=MONTHLY;BYDAY=2FR", "כל חודש ביום שישי השני"),
        ("he_IL", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231", "כל יום שני עד 31 בדצמבר 2026"),
        ("he_IL", "FREQ=WEEKLY;BYDAY=WE;COUNT=10", "כל יום רביעי, 10 פעמים"),
        ("he_IL", "FREQ=MONTHLY;BYDAY=-1SU", "כל חודש ביום ראשון האחרון"),
        ("pt_PT", "FREQ=DAILY", "Todos os dias"),
        ("pt_PT", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR", "Dias úteis"),
        ("pt_PT", "FREQ=WEEKLY;BYDAY=SA,SU", "Fins de semana"),
        ("pt_PT", "FREQ=WEEKLY;BYDAY=MO,WE,FR", "seg., qua. e sex."),
        ("pt_PT", "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU", "De 2 em 2 semanas à terça-feira"),
        ("pt_PT", "FREQ=MONTHLY;BYDAY=2FR", "Todos os meses na segunda sexta-feira"),
        (
            "pt_PT", "FREQ=WEEKLY;BYDAY=MO;UNTIL=20261231",
            "Todas as semanas, à segunda-feira até 31 de dezembro de 2026"
        ),
        ("pt_PT", "FREQ=WEEKLY;BYDAY=WE;COUNT=10", "Todas as semanas, à quarta-feira, 10 vezes"),
        ("pt_PT", "FREQ=WEEKLY;INTERVAL=5;BYDAY=SU", "De 5 em 5 semanas ao domingo"),
    ]

    @Test(arguments: table)
    func sentenceAsANativeSpeakerWritesIt(locale: String, rule: String, sentence: String) throws {
        let start = try ICalDateTime(parsing: "20261130T090000")
        let analysis = try RuleAnalysis(parsing: rule, start: start)
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        #expect(analysis.summary(in: calendar) == sentence)
    }

    /// Every new locale has at least eight rules in the table.
    @Test func eachNewLocaleHasEightRules() {
        let counts = Dictionary(grouping: Self.table, by: \.0).mapValues(\.count)
        #expect(Set(counts.keys) == ["pl_PL", "tr_TR", "sv_SE", "da_DK", "uk_UA", "ar_EG", "he_IL", "pt_PT"])
        #expect(counts.values.allSatisfy { $0 >= 8 })
    }
}
