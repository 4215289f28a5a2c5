import Foundation
import Testing

@testable import WeekdayCore

/// The rules issue 26 names as misleading or unidiomatic, with the sentence a native
/// speaker would write, per language (start: Monday 2026-01-05 09:00).
@Suite struct NativeSentenceTableTests {
    /// A UTC Gregorian calendar in one locale.
    static func calendar(_ identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        if let utc = TimeZone(identifier: "UTC") { calendar.timeZone = utc }
        return calendar
    }

    /// The examples as native speakers write them, as (locale, rule, sentence).
    static let table: [(String, String, String)] = [
        ("en_US", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "Every Friday the 13th"),
        ("en_US", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "Every year on February 29 (leap years only)"),
        ("en_US", "FREQ=DAILY;COUNT=1", "Once, on Monday, January 5, 2026"),
        ("en_US", "FREQ=HOURLY;BYHOUR=9;BYMINUTE=0;BYSECOND=0", "Every day at 9:00\u{202F}AM"),
        ("en_US", "FREQ=YEARLY;BYMONTH=3;BYDAY=MO", "Every Monday in March"),
        (
            "en_US", "FREQ=HOURLY;INTERVAL=2;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9,11,13,15,17",
            "Weekdays at 9:00\u{202F}AM, 11:00\u{202F}AM, 1:00\u{202F}PM, 3:00\u{202F}PM, and 5:00\u{202F}PM"
        ),
        ("en_US", "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10", "Every week on Tuesday and Thursday, 10 times"),
        ("de_DE", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "Jeden Freitag, den 13."),
        (
            "de_DE", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR;UNTIL=20270101",
            "Jeden Freitag, den 13., bis zum 1. Januar 2027"
        ),
        ("de_DE", "FREQ=MONTHLY;BYMONTHDAY=1,15", "Monatlich am 1. und 15."),
        ("de_DE", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "Jährlich am 29. Februar (nur in Schaltjahren)"),
        ("de_DE", "FREQ=DAILY;COUNT=1", "Einmalig am Montag, 5. Januar 2026"),
        ("de_DE", "FREQ=YEARLY;BYMONTH=3;BYDAY=MO", "Jeden Montag im März"),
        ("es_ES", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "Cada viernes 13"),
        ("es_ES", "FREQ=DAILY;BYHOUR=1;BYMINUTE=0", "Todos los días a la 1:00"),
        ("es_ES", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "Cada año el 29 de febrero (solo en años bisiestos)"),
        ("fr_FR", "FREQ=MONTHLY;BYMONTHDAY=1,15", "Tous les mois les 1er et 15"),
        ("fr_FR", "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=1;BYDAY=MO", "Tous les 2 mois le lundi 1er"),
        ("fr_FR", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "Chaque vendredi 13"),
        ("it_IT", "FREQ=DAILY;BYHOUR=1;BYMINUTE=0", "Ogni giorno all’1:00"),
        ("it_IT", "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=13;BYDAY=FR", "Ogni 2 mesi il venerdì 13"),
        ("it_IT", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "Ogni venerdì 13"),
        ("pt_BR", "FREQ=DAILY;BYHOUR=1;BYMINUTE=0", "Todos os dias à 1:00"),
        ("pt_BR", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "Toda sexta-feira 13"),
        ("nl_NL", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU", "Om het weekend"),
        ("nl_NL", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "Elke vrijdag de 13e"),
        ("ja_JP", "FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=7,19;BYMINUTE=0", "毎週月曜日と水曜日の7:00と19:00"),
        ("ja_JP", "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10", "毎週火曜日と木曜日、10回"),
        ("ja_JP", "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29", "毎年2月29日（うるう年のみ）"),
        ("ko_KR", "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10", "매주 화요일, 목요일, 10회"),
        ("ko_KR", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "13일의 금요일마다"),
        // Korean counts from the end in words ("두 번째", never "1번째"), joins two months
        // or two days of the month with 과 (three or more days with a middle dot), and
        // numbers weeks with 주차.
        ("ko_KR", "FREQ=MONTHLY;BYDAY=-1FR", "매월 마지막 금요일"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=-2FR", "매월 끝에서 두 번째 금요일"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=-5SU", "매월 끝에서 다섯 번째 일요일"),
        ("ko_KR", "FREQ=YEARLY;BYMONTH=1,7;BYMONTHDAY=1,15", "매년 1월과 7월 1일과 15일"),
        ("ko_KR", "FREQ=MONTHLY;BYMONTHDAY=-3,-1", "매월 끝에서 세 번째 날과 마지막 날"),
        ("ko_KR", "FREQ=YEARLY;BYWEEKNO=1,20", "매년 1주차와 20주차"),
        ("ko_KR", "FREQ=YEARLY;BYWEEKNO=1,-2", "매년 1주차와 끝에서 두 번째 주"),
        ("ko_KR", "FREQ=YEARLY;BYYEARDAY=1,100", "매년 첫 번째 날과 100번째 날"),
        // After a month, a day of the year says so: 2月の60日目 would be February's 60th day.
        ("ko_KR", "FREQ=YEARLY;BYMONTH=2;BYYEARDAY=60", "매년 2월 연중 60번째 날"),
        ("ja_JP", "FREQ=YEARLY;BYMONTH=2;BYYEARDAY=60", "毎年2月の年間60日目"),
        ("zh_CN", "FREQ=YEARLY;BYMONTH=2;BYYEARDAY=60", "每年二月的全年第60天"),
        ("ja_JP", "FREQ=YEARLY;BYYEARDAY=60", "毎年60日目"),
        ("ko_KR", "FREQ=YEARLY;BYMONTH=6,7,8;BYDAY=TH", "6월·7월·8월 매주 목요일"),
        // Every day on some dates of some months is those dates every year, said as such.
        ("ko_KR", "FREQ=DAILY;BYMONTH=1,7;BYMONTHDAY=1,15", "매년 1월과 7월 1일과 15일"),
        ("ko_KR", "FREQ=DAILY;BYMONTH=3;BYMONTHDAY=-1", "매년 3월 마지막 날"),
        ("ko_KR", "FREQ=DAILY;BYMONTHDAY=1,15", "매월 1일과 15일"),
        // Portugal says every one of some weekdays of a month as such, and a month after the
        // days it holds; it says the months first before weeks or days of the year.
        ("pt_PT", "FREQ=YEARLY;BYMONTH=3;BYDAY=MO", "Todas as segundas-feiras de março"),
        ("pt_PT", "FREQ=YEARLY;BYMONTH=3;BYDAY=SU", "Todos os domingos de março"),
        ("pt_PT", "FREQ=MONTHLY;BYMONTH=6,7,8;BYDAY=FR", "Todas as sextas-feiras de junho, julho e agosto"),
        ("pt_PT", "FREQ=WEEKLY;BYMONTH=3;BYDAY=MO;COUNT=5", "Todas as segundas-feiras de março, 5 vezes"),
        ("pt_PT", "FREQ=YEARLY;BYMONTH=3;BYDAY=MO,SA", "Às segundas-feiras e aos sábados de março"),
        ("pt_PT", "FREQ=YEARLY;BYMONTH=3;BYDAY=MO,TU,WE,TH,FR", "Dias úteis de março"),
        ("pt_PT", "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "Todos os anos no último domingo de março"),
        ("pt_PT", "FREQ=YEARLY;BYMONTH=1,7;BYMONTHDAY=1,15", "Todos os anos nos dias 1 e 15 de janeiro e julho"),
        ("pt_PT", "FREQ=YEARLY;BYMONTH=2;BYYEARDAY=60", "Todos os anos em fevereiro no dia 60 do ano"),
        ("pt_PT", "FREQ=DAILY;INTERVAL=2;BYMONTH=3", "De 2 em 2 dias em março"),
        (
            "pt_PT", "FREQ=YEARLY;BYMONTH=3;BYDAY=MO,WE;BYSETPOS=-1",
            "Todos os anos às segundas-feiras e às quartas-feiras de março, apenas a última ocorrência de cada ano"
        ),
        // Portugal puts a count from the end after its noun: "o 4.º dia … a contar do fim",
        // "a 4.ª ocorrência a contar do fim".
        (
            "pt_PT", "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=-4",
            "Todos os meses no 4.º dia que seja segunda-feira ou quarta-feira a contar do fim"
        ),
        ("pt_PT", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-4", "Todos os meses no 4.º dia útil a contar do fim"),
        (
            "pt_PT", "FREQ=MONTHLY;BYMONTHDAY=1,2,3,4,5;BYSETPOS=-4",
            "Todos os meses nos dias 1, 2, 3, 4 e 5, apenas a 4.ª ocorrência a contar do fim de cada mês"
        ),
        (
            "pt_PT", "FREQ=YEARLY;BYMONTH=3;BYDAY=MO,WE;BYSETPOS=-4,-1",
            "Todos os anos às segundas-feiras e às quartas-feiras de março, apenas a 4.ª ocorrência a contar do fim e "
                + "a "
                + "última ocorrência de cada ano"
        ),
        (
            "pt_PT", "FREQ=YEARLY;BYMONTH=3;BYDAY=MO,WE;BYSETPOS=1,-1",
            "Todos os anos às segundas-feiras e às quartas-feiras de março, apenas a primeira e última ocorrência de "
                + "cada ano"
        ),
        ("ru_RU", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "Каждую пятницу, выпадающую на 13-е число"),
        // Polish and Ukrainian put the day after "after" and "on" in the case it takes,
        // never a nominative in quotation marks.
        ("pl_PL", "FREQ=MONTHLY;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=TU", "Co miesiąc w pierwszy wtorek po poniedziałku"),
        ("pl_PL", "FREQ=MONTHLY;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=WE", "Co miesiąc w pierwszą środę po wtorku"),
        ("uk_UA", "FREQ=MONTHLY;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=TU", "Щомісяця в перший вівторок після понеділка"),
        // A day of the month after "на" takes its own ordinal ending (1-ше, 2-ге, 3-тє, 7-ме).
        ("uk_UA", "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=1", "Кожну пʼятницю, що припадає на 1-ше число"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=2", "Кожен понеділок, що припадає на 2-ге число"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=SU;BYMONTHDAY=7", "Кожну неділю, що припадає на 7-ме число"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13", "Кожну пʼятницю, що припадає на 13-те число"),
        (
            "uk_UA", "FREQ=MONTHLY;INTERVAL=2;BYDAY=FR;BYMONTHDAY=3",
            "Кожні 2 місяці в пʼятницю, що припадає на 3-тє число"
        ),
        ("uk_UA", "FREQ=MONTHLY;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU", "Щомісяця в першу неділю після суботи"),
        (
            "uk_UA", "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=2",
            "Щомісяця в другий з днів, що припадають на понеділок або середу"
        ),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1", "Щомісяця в останній з днів, що припадають на пʼятницю"),
        // A week or a day counted from the end is one ordinal beside its noun, in the case
        // the sentence gives it ("w przedostatnim tygodniu roku", "на 3-му з кінця тижні").
        ("pl_PL", "FREQ=YEARLY;BYWEEKNO=-2", "Co roku w przedostatnim tygodniu roku"),
        ("pl_PL", "FREQ=YEARLY;BYWEEKNO=-3", "Co roku w 3. od końca tygodniu roku"),
        ("pl_PL", "FREQ=YEARLY;BYWEEKNO=2,5", "Co roku w 2. i 5. tygodniu roku"),
        ("pl_PL", "FREQ=YEARLY;BYWEEKNO=-2,-1", "Co roku w przedostatnim i ostatnim tygodniu roku"),
        ("pl_PL", "FREQ=YEARLY;BYYEARDAY=-2", "Co roku przedostatniego dnia roku"),
        ("pl_PL", "FREQ=YEARLY;BYYEARDAY=-5", "Co roku 5. dnia od końca roku"),
        ("pl_PL", "FREQ=YEARLY;BYYEARDAY=1,100", "Co roku 1. i 100. dnia roku"),
        ("pl_PL", "FREQ=MONTHLY;BYMONTHDAY=-3,-1", "Co miesiąc 3. dnia od końca i ostatniego dnia miesiąca"),
        ("pl_PL", "FREQ=MONTHLY;BYMONTHDAY=1,15", "Co miesiąc 1. i 15. dnia"),
        ("uk_UA", "FREQ=YEARLY;BYWEEKNO=-2", "Щороку на передостанньому тижні року"),
        ("uk_UA", "FREQ=YEARLY;BYWEEKNO=-3", "Щороку на 3-му з кінця тижні року"),
        ("uk_UA", "FREQ=YEARLY;BYWEEKNO=2,5", "Щороку на 2-му і 5-му тижнях року"),
        ("uk_UA", "FREQ=YEARLY;BYYEARDAY=-2", "Щороку в передостанній день року"),
        ("uk_UA", "FREQ=YEARLY;BYYEARDAY=-5", "Щороку в 5-й з кінця день року"),
        ("uk_UA", "FREQ=YEARLY;BYYEARDAY=1,100", "Щороку в 1-й і 100-й дні року"),
        ("uk_UA", "FREQ=MONTHLY;BYMONTHDAY=-3,-1", "Щомісяця 3-го з кінця і останнього числа"),
        ("uk_UA", "FREQ=MONTHLY;BYMONTHDAY=1,15", "Щомісяця 1-го і 15-го числа"),
        // Polish names a place among days as Ukrainian does, not as a form's label.
        (
            "pl_PL", "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=2",
            "Co miesiąc w drugi z dni przypadających na poniedziałek lub środę"
        ),
        ("pl_PL", "FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1", "Co miesiąc w ostatni z dni przypadających na piątek"),
        // Russian too: "after" takes the genitive, "после понедельника".
        ("ru_RU", "FREQ=MONTHLY;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=TU", "Ежемесячно: первый вторник после понедельника"),
        ("ru_RU", "FREQ=MONTHLY;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SA", "Ежемесячно: первая суббота после пятницы"),
        ("ru_RU", "FREQ=MONTHLY;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU", "Ежемесячно: первое воскресенье после субботы"),
        ("ru_RU", "FREQ=MONTHLY;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=TH", "Ежемесячно: первый четверг после среды"),
        ("ru_RU", "FREQ=WEEKLY;BYDAY=WE;COUNT=3", "Каждую среду, 3 раза"),
        ("zh_CN", "FREQ=MONTHLY;BYMONTHDAY=13;BYDAY=FR", "每逢13号星期五"),
        // An hourly rule on some days lists them as English does; on the locale's working
        // week with its hours it says the picker's word, as English says "Weekdays".
        ("en_US", "FREQ=HOURLY;BYDAY=MO,TU,WE,TH,FR", "Every hour on Monday, Tuesday, Wednesday, Thursday, and Friday"),
        (
            "ar_EG", "FREQ=HOURLY;BYDAY=MO,TU,WE,TH,FR",
            "كل ساعة يوم الاثنين ويوم الثلاثاء ويوم الأربعاء ويوم الخميس ويوم الجمعة"
        ),
        ("he_IL", "FREQ=HOURLY;BYDAY=MO,TU,WE,TH,FR", "כל שעה ביום שני, יום שלישי, יום רביעי, יום חמישי ויום שישי"),
        ("en_US", "FREQ=HOURLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9", "Weekdays at 9:00\u{202F}AM"),
        ("ar_EG", "FREQ=HOURLY;BYDAY=SU,MO,TU,WE,TH;BYHOUR=9", "أيام العمل الساعة ٩:٠٠\u{A0}ص"),
        ("ar_MA", "FREQ=HOURLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9", "أيام العمل الساعة 9:00"),
        ("he_IL", "FREQ=HOURLY;BYDAY=SU,MO,TU,WE,TH;BYHOUR=9", "ימי חול בשעה 9:00"),
        // Hebrew says several times "בשעות", one "בשעה".
        ("he_IL", "FREQ=DAILY;BYHOUR=9,17;BYMINUTE=0", "כל יום בשעות 9:00 ו-17:00"),
        ("he_IL", "FREQ=WEEKLY;BYDAY=MO,WE;BYHOUR=7,19;BYMINUTE=0", "כל שבוע ביום שני ויום רביעי בשעות 7:00 ו-19:00"),
        ("he_IL", "FREQ=DAILY;BYHOUR=9;BYMINUTE=0", "כל יום בשעה 9:00"),
        // "If it is day N" counted from the end names the day whole, and Ukrainian's
        // ordinal ending follows the number ("1-ше", "2-ге", "3-тє").
        (
            "pl_PL", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-2",
            "Co miesiąc w ostatnią sobotę, jeśli to przedostatni dzień miesiąca"
        ),
        (
            "pl_PL", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-1",
            "Co miesiąc w ostatnią sobotę, jeśli to ostatni dzień miesiąca"
        ),
        (
            "pl_PL", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-3",
            "Co miesiąc w ostatnią sobotę, jeśli to 3. od końca dzień miesiąca"
        ),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-2", "Щомісяця в останню суботу, якщо це передостаннє число"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-1", "Щомісяця в останню суботу, якщо це останнє число"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-3", "Щомісяця в останню суботу, якщо це 3-тє з кінця число"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=1SA;BYMONTHDAY=1", "Щомісяця в першу суботу, якщо це 1-ше число"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=1SA;BYMONTHDAY=2", "Щомісяця в першу суботу, якщо це 2-ге число"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=1SA;BYMONTHDAY=3", "Щомісяця в першу суботу, якщо це 3-тє число"),
        (
            "uk_UA", "FREQ=MONTHLY;BYDAY=1SA;BYMONTHDAY=1,2,3",
            "Щомісяця в першу суботу, якщо це 1-ше, 2-ге або 3-тє число"
        ),
        (
            "ru_RU", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-2",
            "Ежемесячно: последняя суббота, если это предпоследнее число"
        ),
        ("ru_RU", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-1", "Ежемесячно: последняя суббота, если это последнее число"),
        ("ru_RU", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-3", "Ежемесячно: последняя суббота, если это 3-е с конца число"),
        // Russian counts days and weeks from the end as whole ordinals ("3-е с конца и
        // предпоследнее число"), and names a place among days by the days it falls on.
        (
            "ru_RU", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=-3,-2",
            "Ежемесячно: 3-е с конца и предпоследнее число, если это понедельник"
        ),
        ("ru_RU", "FREQ=MONTHLY;BYMONTHDAY=-3,-1", "Ежемесячно: 3-е с конца и последнее число"),
        (
            "ru_RU", "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=2",
            "Ежемесячно: второй из дней, выпадающих на понедельник или среду"
        ),
        ("ru_RU", "FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1", "Ежемесячно: последний из дней, выпадающих на пятницу"),
        (
            "ru_RU", "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=-4",
            "Ежемесячно: 4-й с конца из дней, выпадающих на понедельник или среду"
        ),
        ("ru_RU", "FREQ=YEARLY;BYWEEKNO=-2", "Ежегодно, предпоследняя неделя"),
        ("ru_RU", "FREQ=YEARLY;BYWEEKNO=-2,-1", "Ежегодно, предпоследняя и последняя недели"),
        ("ru_RU", "FREQ=YEARLY;BYWEEKNO=-3", "Ежегодно, 3-я с конца неделя"),
        ("ru_RU", "FREQ=YEARLY;BYYEARDAY=-2", "Ежегодно: предпоследний день года"),
        ("ru_RU", "FREQ=YEARLY;BYDAY=MO;BYYEARDAY=-100", "Ежегодно: 100-й с конца день года, если это понедельник"),
        ("ru_RU", "FREQ=DAILY;BYMONTH=1,7;BYMONTHDAY=1,15", "Ежегодно, январь и июль: 1 и 15 числа"),
        ("ru_RU", "FREQ=DAILY;BYMONTH=3;BYMONTHDAY=-1", "Ежегодно, март: последний день"),
        // Polish puts "od końca" after the day it counts ("3. dnia od końca miesiąca").
        (
            "pl_PL", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=-3,-2",
            "Co miesiąc 3. dnia od końca i przedostatniego dnia miesiąca, jeśli to poniedziałek"
        ),
        ("pl_PL", "FREQ=YEARLY;BYMONTH=2;BYYEARDAY=60", "Co roku w ciągu lutego 60. dnia roku"),
        ("pl_PL", "FREQ=DAILY;BYMONTH=1,7;BYMONTHDAY=1,15", "Co roku 1. i 15. dnia stycznia i lipca"),
        ("pl_PL", "FREQ=DAILY;BYMONTH=3;BYMONTHDAY=-1", "Co roku ostatniego dnia marca"),
        // Korean names a day from the end whole in a condition, says "N일이 X요일인 날" for any
        // weekday on a day of the month but Friday the 13th, and names the days before an hourly step.
        ("ko_KR", "FREQ=MONTHLY;BYMONTHDAY=1,15,-1", "매월 1일·15일·마지막 날"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-1", "매월 마지막 토요일 (마지막 날인 경우만)"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-3", "매월 마지막 토요일 (끝에서 세 번째 날인 경우만)"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=1", "매월 1일이 금요일인 날"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=13", "매월 13일이 월요일인 날"),
        ("ko_KR", "FREQ=HOURLY;BYDAY=MO,TU,WE,TH,FR", "월요일, 화요일, 수요일, 목요일, 금요일 매시간"),
        ("ko_KR", "FREQ=HOURLY;INTERVAL=2;BYDAY=MO,WE", "월요일, 수요일 2시간마다"),
        // Portugal names a day or week from the end whole ("no penúltimo dia", "no 5.º dia a
        // contar do fim"), and every one of some weekdays of a month in the plural.
        (
            "pt_PT", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=-3,-2",
            "Todos os meses no antepenúltimo dia e no penúltimo dia, quando calhar a segunda-feira"
        ),
        (
            "pt_PT", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-2",
            "Todos os meses no último sábado, se for o penúltimo dia do mês"
        ),
        ("pt_PT", "FREQ=YEARLY;BYWEEKNO=-2,-1", "Todos os anos na penúltima semana e na última semana do ano"),
        ("pt_PT", "FREQ=YEARLY;BYYEARDAY=-5", "Todos os anos no 5.º dia a contar do fim do ano"),
        ("pt_PT", "FREQ=YEARLY;BYMONTH=2,11;BYMONTHDAY=-30", "Todos os anos no 30.º dia a contar do fim de novembro"),
        ("pt_PT", "FREQ=DAILY;BYMONTH=1,7;BYMONTHDAY=1,15", "Todos os anos nos dias 1 e 15 de janeiro e julho"),
        ("pt_PT", "FREQ=DAILY;BYMONTH=3;BYMONTHDAY=-1", "Todos os anos no último dia de março"),
        ("pt_PT", "FREQ=YEARLY;INTERVAL=2;BYMONTH=1;BYDAY=SU", "De 2 em 2 anos aos domingos de janeiro"),
        // Hebrew says two minutes and seconds "שתי", and names a day or week from the end whole.
        ("he_IL", "FREQ=MINUTELY;INTERVAL=2", "כל שתי דקות"),
        ("he_IL", "FREQ=SECONDLY;INTERVAL=2", "כל שתי שניות"),
        ("he_IL", "FREQ=MINUTELY;INTERVAL=3", "כל 3 דקות"),
        ("he_IL", "FREQ=DAILY;INTERVAL=2", "כל יומיים"),
        ("he_IL", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-1", "כל חודש ביום שבת האחרון, אם הוא חל ביום האחרון בחודש"),
        ("he_IL", "FREQ=MONTHLY;BYMONTHDAY=-3,-1", "כל חודש ביום השלישי מהסוף וביום האחרון בחודש"),
        ("he_IL", "FREQ=YEARLY;BYWEEKNO=-2", "כל שנה בשבוע הלפני אחרון בשנה"),
        ("he_IL", "FREQ=DAILY;BYMONTH=3;BYMONTHDAY=-1", "כל שנה במרץ ביום האחרון בחודש"),
        // Arabic names a day or week from the end whole ("اليوم قبل الأخير"), never "٢ من الآخر".
        ("ar_EG", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-1", "كل شهر في السبت الأخير، إذا وافق اليوم الأخير من الشهر"),
        ("ar_EG", "FREQ=MONTHLY;BYMONTHDAY=-3,-1", "كل شهر في اليوم الثالث من الآخر وفي اليوم الأخير من الشهر"),
        ("ar_EG", "FREQ=YEARLY;BYWEEKNO=-2,-1", "كل سنة في الأسبوع قبل الأخير وفي الأسبوع الأخير من السنة"),
        ("ar_EG", "FREQ=YEARLY;BYYEARDAY=-2", "كل سنة في اليوم قبل الأخير من السنة"),
        ("ar_EG", "FREQ=DAILY;BYMONTH=3;BYMONTHDAY=-1", "كل سنة في مارس في اليوم الأخير من الشهر"),
        // Ukrainian says the same dates every year as a yearly rule, and the months before a day of the year.
        ("uk_UA", "FREQ=DAILY;BYMONTH=1,7;BYMONTHDAY=1,15", "Щороку 1-го і 15-го числа січня і липня"),
        ("uk_UA", "FREQ=DAILY;BYMONTH=3;BYMONTHDAY=-1", "Щороку в останній день березня"),
        ("uk_UA", "FREQ=YEARLY;BYMONTH=2;BYYEARDAY=60", "Щороку протягом лютого в 60-й день року"),
        // Several days in a condition each take their own ordinal ending.
        (
            "ru_RU", "FREQ=MONTHLY;BYDAY=1SA;BYMONTHDAY=1,2,3",
            "Ежемесячно: первая суббота, если это 1-е, 2-е или 3-е число"
        ),
        (
            "pl_PL", "FREQ=MONTHLY;BYDAY=2SA;BYMONTHDAY=13,14",
            "Co miesiąc w drugą sobotę, jeśli to 13. lub 14. dzień miesiąca"
        ),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=2SA;BYMONTHDAY=13,14", "Щомісяця в другу суботу, якщо це 13-те або 14-те число"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=1SA;BYMONTHDAY=1,2,3", "매월 첫째 토요일 (1일, 2일 또는 3일인 경우만)"),
        // Portuguese one o'clock's "à" does not reach the times after it: "à 1:00 e às 23:00".
        ("pt_PT", "FREQ=WEEKLY;BYDAY=MO;BYHOUR=1,23", "Todas as semanas, à segunda-feira à 1:00 e às 23:00"),
        ("pt_PT", "FREQ=DAILY;BYHOUR=1,13,23", "Todos os dias à 1:00, às 13:00 e 23:00"),
        ("pt_BR", "FREQ=WEEKLY;BYDAY=MO;BYHOUR=1,23", "Toda segunda-feira à 1:00 e às 23:00"),
        // So do Spanish "a la" and Italian "all’": "a la 1:00 y a las 23:00", "all’1:00 e alle 23:00".
        // Russian names several weekly days in the dative plural, never as a telegram:
        // "По вторникам и четвергам", not "Еженедельно: вторник и четверг".
        ("ru_RU", "FREQ=WEEKLY;BYDAY=TU,TH;COUNT=10", "По вторникам и четвергам, 10 раз"),
        ("ru_RU", "FREQ=WEEKLY;BYDAY=SA,SU;UNTIL=20261231", "По выходным до 31 декабря 2026\u{202F}г."),
        ("es_ES", "FREQ=WEEKLY;BYDAY=MO;BYHOUR=1,23", "Cada lunes a la 1:00 y a las 23:00"),
        ("es_ES", "FREQ=DAILY;BYHOUR=1,5,23;BYMINUTE=0", "Todos los días a la 1:00, a las 5:00 y 23:00"),
        ("es_MX", "FREQ=WEEKLY;BYDAY=MO;BYHOUR=1,23", "Cada lunes a la 1:00\u{202F}a.m. y a las 11:00\u{202F}p.m."),
        ("it_IT", "FREQ=WEEKLY;BYDAY=MO;BYHOUR=1,23", "Ogni lunedì all’1:00 e alle 23:00"),
        // Hebrew names a place among days by the days' plural, "מבין ימי שני או רביעי", and
        // puts "ב" before each place.
        ("he_IL", "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=2", "כל חודש ביום השני מבין ימי שני או רביעי"),
        ("he_IL", "FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1", "כל חודש ביום האחרון מבין ימי שישי"),
        ("he_IL", "FREQ=MONTHLY;BYDAY=SU,MO,TU,WE,TH;BYSETPOS=1,-1", "כל חודש ביום החול הראשון וביום החול האחרון"),
        // A place counted from the end among days: "серед днів", "spośród dni", not a second "з".
        (
            "uk_UA", "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=-4",
            "Щомісяця в 4-й з кінця серед днів, що припадають на понеділок або середу"
        ),
        (
            "pl_PL", "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=-4",
            "Co miesiąc w 4. od końca spośród dni przypadających na poniedziałek lub środę"
        ),
        // Korean joins two hours, minutes or seconds with 과/와, each with its counter.
        ("ko_KR", "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,17", "20분마다 9시와 17시"),
        ("ko_KR", "FREQ=MINUTELY;BYSECOND=0,30", "매분 0초와 30초"),
        ("ko_KR", "FREQ=HOURLY;BYMINUTE=0,15,30,45", "매시간 0, 15, 30, 45분"),
    ]

    @Test(arguments: table)
    func sentence(locale: String, rule: String, expected: String) throws {
        let start = try ICalDateTime(parsing: "20260105T090000")
        let analysis = try RuleAnalysis(parsing: rule, start: start)
        #expect(analysis.sentence(in: Self.calendar(locale)) == expected, "\(rule) in \(locale)")
    }

    /// (locale, rule, note): counts, genders and ordinals in the notes.
    static let notes: [(String, String, String)] = [
        ("de_DE", "FREQ=DAILY;COUNT=10", "endet nach 10 Terminen"),
        ("fr_FR", "FREQ=DAILY;COUNT=10", "se termine après 10 occurrences"),
        ("es_ES", "FREQ=DAILY;COUNT=10", "termina tras 10 repeticiones"),
        ("it_IT", "FREQ=DAILY;COUNT=10", "termina dopo 10 occorrenze"),
        ("pt_BR", "FREQ=DAILY;COUNT=10", "termina após 10 ocorrências"),
        ("ru_RU", "FREQ=DAILY;COUNT=10", "заканчивается после 10 повторений"),
        ("pt_BR", "FREQ=YEARLY;BYDAY=20MO", "apenas a 20ª segunda-feira de cada ano"),
        ("it_IT", "FREQ=YEARLY;BYDAY=20SU", "solo la 20ª domenica di ogni anno"),
        ("ru_RU", "FREQ=YEARLY;BYDAY=20MO", "только 20-й понедельник"),
        ("ja_JP", "FREQ=YEARLY;BYDAY=20MO", "各年の第20月曜日のみ"),
        ("pt_PT", "FREQ=MONTHLY;BYDAY=-5SU", "apenas o 5.º domingo a contar do fim de cada mês"),
        ("pt_PT", "FREQ=YEARLY;BYDAY=20SU", "apenas o 20.º domingo de cada ano"),
        // Polish and Ukrainian say the period in its own case, not as a label in brackets.
        ("pl_PL", "FREQ=MONTHLY;BYDAY=2FR", "tylko drugi piątek każdego miesiąca"),
        ("pl_PL", "FREQ=MONTHLY;BYDAY=-1SU", "tylko ostatnia niedziela każdego miesiąca"),
        ("pl_PL", "FREQ=YEARLY;BYDAY=-3FR", "tylko trzeci od końca piątek każdego roku"),
        ("pl_PL", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "tylko ostatni z tych dni w każdym miesiącu"),
        ("pl_PL", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE;BYSETPOS=1", "tylko pierwszy z tych dni w każdym tygodniu"),
        ("pl_PL", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", "powtarza się co 2 tygodnie"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=2FR", "лише друга пʼятниця кожного місяця"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=-3FR", "лише третя з кінця пʼятниця кожного місяця"),
        ("uk_UA", "FREQ=YEARLY;BYDAY=20FR", "лише 20-а пʼятниця кожного року"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", "лише останній з цих днів щомісяця"),
        ("uk_UA", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", "повторюється раз на 2 тижні"),
        ("pl_PL", "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=-2", "tylko w przedostatnim tygodniu roku"),
        ("pl_PL", "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=1,26", "tylko w 1. i 26. tygodniu roku"),
        ("pl_PL", "FREQ=YEARLY;BYDAY=MO;BYYEARDAY=-100", "tylko 100. dnia od końca roku"),
        ("pl_PL", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=-3,-1", "tylko 3. dnia od końca i ostatniego dnia miesiąca"),
        ("uk_UA", "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=-2", "лише на передостанньому тижні року"),
        ("uk_UA", "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=1,26", "лише на 1-му і 26-му тижнях року"),
        ("uk_UA", "FREQ=YEARLY;BYDAY=MO;BYYEARDAY=-100", "лише 100-й з кінця день року"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=-3,-1", "лише 3-го з кінця і останнього числа"),
        ("pl_PL", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-2", "tylko przedostatniego dnia miesiąca"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-2", "лише передостаннього числа"),
        // Russian says a day counted from the end whole, in the genitive of "числа".
        ("ru_RU", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-2", "только предпоследнего числа"),
        ("ru_RU", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-3", "только 3-го с конца числа"),
        ("ru_RU", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=-3,-2", "только 3-го с конца и предпоследнего числа"),
        // Swedish names a positioned day in its definite form, "den andra fredagen".
        ("sv_SE", "FREQ=MONTHLY;BYDAY=2FR", "bara den andra fredagen i varje månad"),
        ("sv_SE", "FREQ=MONTHLY;BYDAY=1MO,-1FR", "bara den första måndagen och den sista fredagen i varje månad"),
        ("sv_SE", "FREQ=MONTHLY;BYDAY=1MO,FR", "bara den första måndagen och fredagar i varje månad"),
        ("sv_SE", "FREQ=YEARLY;BYDAY=20MO", "bara den 20:e måndagen varje år"),
        ("sv_SE", "FREQ=MONTHLY;BYDAY=-3FR", "bara den 3:e fredagen från slutet i varje månad"),
        // Arabic's dual names no number; 3 to 10 take the plural, 11 to 99 the singular.
        ("ar_EG", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", "يتكرر كل أسبوعين"),
        ("ar_EG", "FREQ=MONTHLY;INTERVAL=2;BYDAY=MO", "يتكرر كل شهرين"),
        ("ar_EG", "FREQ=DAILY;INTERVAL=2", "يتكرر كل يومين"),
        ("ar_EG", "FREQ=HOURLY;INTERVAL=2", "يتكرر كل ساعتين"),
        ("ar_EG", "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO", "يتكرر كل ٣ أسابيع"),
        ("ar_EG", "FREQ=WEEKLY;INTERVAL=10;BYDAY=MO", "يتكرر كل ١٠ أسابيع"),
        ("ar_EG", "FREQ=WEEKLY;INTERVAL=11;BYDAY=MO", "يتكرر كل ١١ أسبوعًا"),
        ("ar_EG", "FREQ=MONTHLY;INTERVAL=100;BYDAY=MO", "يتكرر كل ١٠٠ شهر"),
        // Hebrew's notes say the dual its sentences say ("כל שבועיים"), and "בשעות" before
        // several times; minutes and seconds, which have no dual, say two as "שתי".
        ("he_IL", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE", "חוזר כל שבועיים"),
        ("he_IL", "FREQ=MONTHLY;INTERVAL=2;BYDAY=MO", "חוזר כל חודשיים"),
        ("he_IL", "FREQ=DAILY;INTERVAL=2", "חוזר כל יומיים"),
        ("he_IL", "FREQ=HOURLY;INTERVAL=2", "חוזר כל שעתיים"),
        ("he_IL", "FREQ=YEARLY;INTERVAL=2;BYDAY=MO", "חוזר כל שנתיים"),
        ("he_IL", "FREQ=MINUTELY;INTERVAL=2", "חוזר כל שתי דקות"),
        ("he_IL", "FREQ=WEEKLY;INTERVAL=3;BYDAY=MO", "חוזר כל 3 שבועות"),
        ("he_IL", "FREQ=DAILY;BYHOUR=9,17;BYMINUTE=0", "בשעות 9:00 ו-17:00"),
        ("he_IL", "FREQ=DAILY;BYHOUR=9;BYMINUTE=0", "בשעה 9:00"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=-3FR", "매월 끝에서 세 번째 금요일만"),
        ("ko_KR", "FREQ=YEARLY;BYMONTH=3,10;BYDAY=-1SU", "3월과 10월에만"),
        ("ko_KR", "FREQ=YEARLY;BYWEEKNO=1,20;BYDAY=MO", "매년 1주차와 20주차에만"),
        ("ko_KR", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,15,-1", "매월 1일·15일·마지막 날에만"),
        ("ru_RU", "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=-4", "только 4-й с конца из этих дней"),
        ("ru_RU", "FREQ=YEARLY;BYDAY=MO;BYWEEKNO=-2", "только на предпоследней неделе года"),
        ("ru_RU", "FREQ=YEARLY;BYDAY=MO;BYYEARDAY=-100", "только в 100-й с конца день года"),
        ("pl_PL", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-3", "tylko 3. dnia od końca miesiąca"),
        (
            "pt_PT", "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-4",
            "apenas o 4.º destes dias a contar do fim de cada mês"
        ),
        ("pt_PT", "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=-3,-1", "apenas no antepenúltimo dia e no último dia do mês"),
        ("he_IL", "FREQ=SECONDLY;INTERVAL=2", "חוזר כל שתי שניות"),
        ("he_IL", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-2", "רק ביום הלפני אחרון בחודש"),
        ("ar_EG", "FREQ=MONTHLY;BYDAY=-1SA;BYMONTHDAY=-2", "فقط في اليوم قبل الأخير من الشهر"),
        ("pt_PT", "FREQ=WEEKLY;BYDAY=MO;BYHOUR=1,23", "à 1:00 e às 23:00"),
        ("pt_BR", "FREQ=DAILY;BYHOUR=1,13,23", "à 1:00, às 13:00 e 23:00"),
        ("es_ES", "FREQ=WEEKLY;BYDAY=MO;BYHOUR=1,23", "a la 1:00 y a las 23:00"),
        ("it_IT", "FREQ=DAILY;BYHOUR=1,5,23;BYMINUTE=0", "all’1:00, alle 5:00 e 23:00"),
        ("uk_UA", "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=-4", "лише 4-й з кінця серед цих днів щомісяця"),
    ]

    @Test(arguments: notes)
    func note(locale: String, rule: String, expected: String) throws {
        let start = try ICalDateTime(parsing: "20260105T090000")
        let analysis = try RuleAnalysis(parsing: rule, start: start)
        #expect(analysis.noteTexts(in: Self.calendar(locale)).contains(expected), "\(rule) in \(locale)")
    }
}
