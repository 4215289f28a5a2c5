import Foundation
import Testing
@testable import WeekdayCore

/// Sentences for rules of every kind, in every supported language, each read and checked
/// for meaning against what the rule does (start: Monday 2026-11-30 09:00).
@Suite struct RuleSentenceTests {
    static let languages = [
        "en_US", "es_ES", "de_DE", "fr_FR", "ja_JP", "it_IT", "pt_BR", "nl_NL", "zh_CN", "ko_KR", "ru_RU",
    ]

    // (rule, expected summary in en_US, es_ES, de_DE, fr_FR, ja_JP, it_IT, pt_BR, nl_NL, zh_CN, ko_KR, ru_RU)
    static let table: [(String, [String])] = [
        (
            "FREQ=DAILY",
            [
                "Every day",
                "Todos los días",
                "Jeden Tag",
                "Tous les jours",
                "毎日",
                "Ogni giorno",
                "Todos os dias",
                "Elke dag",
                "每天",
                "매일",
                "Каждый день",
            ]
        ),
        (
            "FREQ=DAILY;INTERVAL=2",
            [
                "Every 2 days",
                "Cada 2 días",
                "Alle 2 Tage",
                "Tous les 2 jours",
                "2日ごと",
                "Ogni 2 giorni",
                "A cada 2 dias",
                "Om de 2 dagen",
                "每2天",
                "2일마다",
                "Раз в 2 дня",
            ]
        ),
        (
            "FREQ=DAILY;INTERVAL=10;COUNT=5",
            [
                "Every 10 days, 5 times",
                "Cada 10 días, 5 veces",
                "Alle 10 Tage, 5 Mal",
                "Tous les 10 jours, 5 fois",
                "10日ごと、5回",
                "Ogni 10 giorni, 5 volte",
                "A cada 10 dias, 5 vezes",
                "Om de 10 dagen, 5 keer",
                "每10天，共5次",
                "10일마다, 5회",
                "Раз в 10 дней, 5 раз",
            ]
        ),
        (
            "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR",
            [
                "Weekdays",
                "Entre semana",
                "Wochentags",
                "En semaine",
                "平日",
                "Giorni feriali",
                "Dias úteis",
                "Werkdagen",
                "工作日",
                "평일",
                "По будням",
            ]
        ),
        (
            "FREQ=DAILY;BYDAY=SA,SU;COUNT=4",
            [
                "Weekends, 4 times",
                "Fines de semana, 4 veces",
                "Am Wochenende, 4 Mal",
                "Le week-end, 4 fois",
                "週末、4回",
                "Fine settimana, 4 volte",
                "Fins de semana, 4 vezes",
                "In het weekend, 4 keer",
                "周末，共4次",
                "주말, 4회",
                "По выходным, 4 раза",
            ]
        ),
        (
            "FREQ=DAILY;BYHOUR=9,17",
            [
                "Every day at 9:00 AM and 5:00 PM",
                "Todos los días a las 9:00 y 17:00",
                "Jeden Tag um 9:00 und 17:00",
                "Tous les jours à 9:00 et 17:00",
                "毎日9:00と17:00",
                "Ogni giorno alle 9:00 e 17:00",
                "Todos os dias às 9:00 e 17:00",
                "Elke dag om 9:00 en 17:00",
                "每天9:00和17:00",
                "매일 오전 9:00, 오후 5:00",
                "Каждый день в 9:00 и 17:00",
            ]
        ),
        (
            "FREQ=DAILY;BYHOUR=8;BYMINUTE=30",
            [
                "Every day at 8:30 AM",
                "Todos los días a las 8:30",
                "Jeden Tag um 8:30",
                "Tous les jours à 8:30",
                "毎日8:30",
                "Ogni giorno alle 8:30",
                "Todos os dias às 8:30",
                "Elke dag om 8:30",
                "每天8:30",
                "매일 오전 8:30",
                "Каждый день в 8:30",
            ]
        ),
        (
            "FREQ=DAILY;BYMONTH=1",
            [
                "Every day in January",
                "Todos los días en enero",
                "Jeden Tag im Januar",
                "Tous les jours en janvier",
                "1月の毎日",
                "Ogni giorno a gennaio",
                "Todos os dias em janeiro",
                "Elke dag in januari",
                "一月的每天",
                "1월 매일",
                "Каждый день в январе",
            ]
        ),
        (
            "FREQ=DAILY;BYMONTH=6,7,8;BYDAY=SA",
            [
                "Every Saturday in June, July, and August",
                "Cada sábado en junio, julio y agosto",
                "Jeden Samstag im Juni, Juli und August",
                "Chaque samedi en juin, juillet et août",
                "6月、7月、8月の毎週土曜日",
                "Ogni sabato a giugno, luglio e agosto",
                "Todo sábado em junho, julho e agosto",
                "Elke zaterdag in juni, juli en augustus",
                "六月、七月和八月的每星期六",
                "6월·7월·8월 매주 토요일",
                "Каждую субботу в июне, июле и августе",
            ]
        ),
        (
            "FREQ=DAILY;BYMONTHDAY=1,15",
            [
                "Monthly on days 1 and 15",
                "Mensualmente los días 1 y 15",
                "Monatlich am 1. und 15.",
                "Tous les mois les 1er et 15",
                "毎月1、15日",
                "Ogni mese i giorni 1 e 15",
                "Mensalmente nos dias 1 e 15",
                "Maandelijks op de dagen 1 en 15",
                "每月1和15日",
                "매월 1일과 15일",
                "Ежемесячно: 1 и 15 числа",
            ]
        ),
        (
            "FREQ=DAILY;UNTIL=20261231",
            [
                "Every day until December 31, 2026",
                "Todos los días hasta el 31 de diciembre de 2026",
                "Jeden Tag bis zum 31. Dezember 2026",
                "Tous les jours jusqu’au 31 décembre 2026",
                "毎日、2026年12月31日まで",
                "Ogni giorno fino al 31 dicembre 2026",
                "Todos os dias até 31 de dezembro de 2026",
                "Elke dag tot en met 31 december 2026",
                "每天，直到2026年12月31日",
                "매일, 2026년 12월 31일까지",
                "Каждый день до 31 декабря 2026 г.",
            ]
        ),
        (
            "FREQ=DAILY;COUNT=1",
            [
                "Once, on Monday, November 30, 2026",
                "Una sola vez, el lunes, 30 de noviembre de 2026",
                "Einmalig am Montag, 30. November 2026",
                "Une seule fois, le lundi 30 novembre 2026",
                "2026年11月30日 月曜日の1回のみ",
                "Una sola volta, lunedì 30 novembre 2026",
                "Uma única vez: segunda-feira, 30 de novembro de 2026",
                "Eenmalig op maandag 30 november 2026",
                "仅一次：2026年11月30日 星期一",
                "2026년 11월 30일 월요일 1회만",
                "Один раз: понедельник, 30 ноября 2026\u{202F}г.",
            ]
        ),
        (
            "FREQ=WEEKLY",
            [
                "Mon",
                "lun",
                "Mo",
                "lun.",
                "月曜日",
                "lun",
                "seg.",
                "ma",
                "周一",
                "월요일",
                "Пн",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=MO",
            [
                "Mon",
                "lun",
                "Mo",
                "lun.",
                "月曜日",
                "lun",
                "seg.",
                "ma",
                "周一",
                "월요일",
                "Пн",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=MO,WE,FR",
            [
                "Mon, Wed, and Fri",
                "lun, mié y vie",
                "Mo, Mi und Fr",
                "lun., mer. et ven.",
                "月、水、金",
                "lun, mer e ven",
                "seg., qua. e sex.",
                "ma, wo en vr",
                "周一、周三和周五",
                "월, 수, 금",
                "Пн, Ср и Пт",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR",
            [
                "Weekdays",
                "Entre semana",
                "Wochentags",
                "En semaine",
                "平日",
                "Giorni feriali",
                "Dias úteis",
                "Werkdagen",
                "工作日",
                "평일",
                "По будням",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=SA,SU",
            [
                "Weekends",
                "Fines de semana",
                "Am Wochenende",
                "Le week-end",
                "週末",
                "Fine settimana",
                "Fins de semana",
                "In het weekend",
                "周末",
                "주말",
                "По выходным",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=SU,MO,TU,WE,TH,FR,SA",
            [
                "Every day",
                "Todos los días",
                "Jeden Tag",
                "Tous les jours",
                "毎日",
                "Ogni giorno",
                "Todos os dias",
                "Elke dag",
                "每天",
                "매일",
                "Каждый день",
            ]
        ),
        (
            "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE",
            [
                "Every 2 weeks on Monday and Wednesday",
                "Cada 2 semanas el lunes y el miércoles",
                "Alle 2 Wochen am Montag und Mittwoch",
                "Toutes les 2 semaines le lundi et le mercredi",
                "2週間ごとの月曜日と水曜日",
                "Ogni 2 settimane il lunedì e il mercoledì",
                "A cada 2 semanas na segunda-feira e na quarta-feira",
                "Om de 2 weken op maandag en woensdag",
                "每2周的星期一和星期三",
                "2주마다 월요일, 수요일",
                "Раз в 2 недели: понедельник и среда",
            ]
        ),
        (
            "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;WKST=SU",
            [
                "Every 2 weeks on Tuesday and Thursday",
                "Cada 2 semanas el martes y el jueves",
                "Alle 2 Wochen am Dienstag und Donnerstag",
                "Toutes les 2 semaines le mardi et le jeudi",
                "2週間ごとの火曜日と木曜日",
                "Ogni 2 settimane il martedì e il giovedì",
                "A cada 2 semanas na terça-feira e na quinta-feira",
                "Om de 2 weken op dinsdag en donderdag",
                "每2周的星期二和星期四",
                "2주마다 화요일, 목요일",
                "Раз в 2 недели: вторник и четверг",
            ]
        ),
        (
            "FREQ=WEEKLY;INTERVAL=3;BYDAY=FR",
            [
                "Every 3 weeks on Friday",
                "Cada 3 semanas el viernes",
                "Alle 3 Wochen am Freitag",
                "Toutes les 3 semaines le vendredi",
                "3週間ごとの金曜日",
                "Ogni 3 settimane il venerdì",
                "A cada 3 semanas na sexta-feira",
                "Om de 3 weken op vrijdag",
                "每3周的星期五",
                "3주마다 금요일",
                "Раз в 3 недели: пятница",
            ]
        ),
        (
            "FREQ=WEEKLY;INTERVAL=2",
            [
                "Every 2 weeks on Monday",
                "Cada 2 semanas el lunes",
                "Alle 2 Wochen am Montag",
                "Toutes les 2 semaines le lundi",
                "2週間ごとの月曜日",
                "Ogni 2 settimane il lunedì",
                "A cada 2 semanas na segunda-feira",
                "Om de 2 weken op maandag",
                "每2周的星期一",
                "2주마다 월요일",
                "Раз в 2 недели: понедельник",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=10",
            [
                "Weekdays, 10 times",
                "Entre semana, 10 veces",
                "Wochentags, 10 Mal",
                "En semaine, 10 fois",
                "平日、10回",
                "Giorni feriali, 10 volte",
                "Dias úteis, 10 vezes",
                "Werkdagen, 10 keer",
                "工作日，共10次",
                "평일, 10회",
                "По будням, 10 раз",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=FR;UNTIL=20261231",
            [
                "Every Friday until December 31, 2026",
                "Cada viernes hasta el 31 de diciembre de 2026",
                "Jeden Freitag bis zum 31. Dezember 2026",
                "Chaque vendredi jusqu’au 31 décembre 2026",
                "毎週金曜日、2026年12月31日まで",
                "Ogni venerdì fino al 31 dicembre 2026",
                "Toda sexta-feira até 31 de dezembro de 2026",
                "Elke vrijdag tot en met 31 december 2026",
                "每星期五，直到2026年12月31日",
                "매주 금요일, 2026년 12월 31일까지",
                "Каждую пятницу до 31 декабря 2026\u{202F}г.",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20270630T000000Z",
            [
                "Every week on Tuesday and Thursday until June 30, 2027 at 12:00\u{202F}AM UTC",
                "Cada semana el martes y el jueves hasta el 30 de junio de 2027 a las 0:00 UTC",
                "Wöchentlich am Dienstag und Donnerstag bis zum 30. Juni 2027 um 0:00 UTC",
                "Toutes les semaines le mardi et le jeudi jusqu’au 30 juin 2027 à 0:00 UTC",
                "毎週火曜日と木曜日、2027年6月30日 0:00 UTCまで",
                "Ogni settimana il martedì e il giovedì fino al 30 giugno 2027 alle ore 0:00 UTC",
                "Semanalmente na terça-feira e na quinta-feira até 30 de junho de 2027 às 0:00 UTC",
                "Wekelijks op dinsdag en donderdag tot en met 30 juni 2027 om 0:00 UTC",
                "每周星期二和星期四，直到2027年6月30日 0:00 UTC",
                "매주 화요일, 목요일, 2027년 6월 30일 오전 12:00 UTC까지",
                "По вторникам и четвергам до 30 июня 2027\u{202F}г. в 0:00 UTC",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=MO;BYHOUR=7;BYMINUTE=30",
            [
                "Every Monday at 7:30 AM",
                "Cada lunes a las 7:30",
                "Jeden Montag um 7:30",
                "Chaque lundi à 7:30",
                "毎週月曜日の7:30",
                "Ogni lunedì alle 7:30",
                "Toda segunda-feira às 7:30",
                "Elke maandag om 7:30",
                "每星期一7:30",
                "매주 월요일 오전 7:30",
                "Каждый понедельник в 7:30",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1",
            [
                "Every week on the first weekday",
                "Cada semana el primer día laborable",
                "Wöchentlich am ersten Arbeitstag",
                "Toutes les semaines le premier jour de semaine",
                "毎週第1平日",
                "Ogni settimana il primo giorno feriale",
                "Semanalmente no primeiro dia útil",
                "Wekelijks op de eerste werkdag",
                "每周的第一个工作日",
                "매주 첫째 평일",
                "Еженедельно: первый рабочий день",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
            [
                "Every week on the last weekday",
                "Cada semana el último día laborable",
                "Wöchentlich am letzten Arbeitstag",
                "Toutes les semaines le dernier jour de semaine",
                "毎週最終平日",
                "Ogni settimana l’ultimo giorno feriale",
                "Semanalmente no último dia útil",
                "Wekelijks op de laatste werkdag",
                "每周的最后一个工作日",
                "매주 마지막 평일",
                "Еженедельно: последний рабочий день",
            ]
        ),
        (
            "FREQ=WEEKLY;BYMONTH=12;BYDAY=SA",
            [
                "Every Saturday in December",
                "Cada sábado en diciembre",
                "Jeden Samstag im Dezember",
                "Chaque samedi en décembre",
                "12月の毎週土曜日",
                "Ogni sabato a dicembre",
                "Todo sábado em dezembro",
                "Elke zaterdag in december",
                "十二月的每星期六",
                "12월 매주 토요일",
                "Каждую субботу в декабре",
            ]
        ),
        (
            "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU;COUNT=8",
            [
                "Every other weekend, 8 times",
                "Cada dos fines de semana, 8 veces",
                "Jedes zweite Wochenende, 8 Mal",
                "Un week-end sur deux, 8 fois",
                "隔週の週末、8回",
                "Un fine settimana sì e uno no, 8 volte",
                "A cada dois fins de semana, 8 vezes",
                "Om het weekend, 8 keer",
                "每隔一个周末，共8次",
                "격주 주말, 8회",
                "Выходные через неделю, 8 раз",
            ]
        ),
        (
            "FREQ=MONTHLY",
            [
                "Monthly on day 30",
                "Mensualmente el día 30",
                "Monatlich am 30.",
                "Tous les mois le 30",
                "毎月30日",
                "Ogni mese il giorno 30",
                "Mensalmente no dia 30",
                "Maandelijks op de 30e",
                "每月30日",
                "매월 30일",
                "Ежемесячно: 30-е число",
            ]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=15",
            [
                "Monthly on day 15",
                "Mensualmente el día 15",
                "Monatlich am 15.",
                "Tous les mois le 15",
                "毎月15日",
                "Ogni mese il giorno 15",
                "Mensalmente no dia 15",
                "Maandelijks op de 15e",
                "每月15日",
                "매월 15일",
                "Ежемесячно: 15-е число",
            ]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=1,15",
            [
                "Monthly on days 1 and 15",
                "Mensualmente los días 1 y 15",
                "Monatlich am 1. und 15.",
                "Tous les mois les 1er et 15",
                "毎月1、15日",
                "Ogni mese i giorni 1 e 15",
                "Mensalmente nos dias 1 e 15",
                "Maandelijks op de dagen 1 en 15",
                "每月1和15日",
                "매월 1일과 15일",
                "Ежемесячно: 1 и 15 числа",
            ]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=-1",
            [
                "Monthly on the last day",
                "Mensualmente el último día",
                "Monatlich am letzten Tag",
                "Tous les mois le dernier jour",
                "毎月末日",
                "Ogni mese l’ultimo giorno",
                "Mensalmente no último dia",
                "Maandelijks op de laatste dag",
                "每月的最后一天",
                "매월 마지막 날",
                "Ежемесячно: последний день",
            ]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=-3",
            [
                "Monthly on the third to last day",
                "Mensualmente el antepenúltimo día",
                "Monatlich am drittletzten Tag",
                "Tous les mois l’antépénultième jour",
                "毎月最後から3番目の日",
                "Ogni mese il terzultimo giorno",
                "Mensalmente no antepenúltimo dia",
                "Maandelijks op de op twee na laatste dag",
                "每月的倒数第3天",
                "매월 끝에서 세 번째 날",
                "Ежемесячно: третий с конца день",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=1MO",
            [
                "Monthly on the first Monday",
                "Mensualmente el primer lunes",
                "Monatlich am ersten Montag",
                "Tous les mois le premier lundi",
                "毎月第1月曜日",
                "Ogni mese il primo lunedì",
                "Mensalmente na primeira segunda-feira",
                "Maandelijks op de eerste maandag",
                "每月的第一个星期一",
                "매월 첫째 월요일",
                "Ежемесячно: первый понедельник",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=-1FR",
            [
                "Monthly on the last Friday",
                "Mensualmente el último viernes",
                "Monatlich am letzten Freitag",
                "Tous les mois le dernier vendredi",
                "毎月最終金曜日",
                "Ogni mese l’ultimo venerdì",
                "Mensalmente na última sexta-feira",
                "Maandelijks op de laatste vrijdag",
                "每月的最后一个星期五",
                "매월 마지막 금요일",
                "Ежемесячно: последняя пятница",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=2TU,4TU",
            [
                "Monthly on the second Tuesday and the fourth Tuesday",
                "Mensualmente el segundo martes y el cuarto martes",
                "Monatlich am zweiten Dienstag und vierten Dienstag",
                "Tous les mois le deuxième mardi et le quatrième mardi",
                "毎月第2火曜日と第4火曜日",
                "Ogni mese il secondo martedì e il quarto martedì",
                "Mensalmente na segunda terça-feira e na quarta terça-feira",
                "Maandelijks op de tweede dinsdag en de vierde dinsdag",
                "每月的第二个星期二和第四个星期二",
                "매월 둘째 화요일, 넷째 화요일",
                "Ежемесячно: второй вторник и четвёртый вторник",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=-2MO",
            [
                "Monthly on the second to last Monday",
                "Mensualmente el penúltimo lunes",
                "Monatlich am vorletzten Montag",
                "Tous les mois l’avant-dernier lundi",
                "毎月最後から2番目の月曜日",
                "Ogni mese il penultimo lunedì",
                "Mensalmente na penúltima segunda-feira",
                "Maandelijks op de voorlaatste maandag",
                "每月的倒数第二个星期一",
                "매월 끝에서 두 번째 월요일",
                "Ежемесячно: предпоследний понедельник",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=3WE;COUNT=6",
            [
                "Monthly on the third Wednesday, 6 times",
                "Mensualmente el tercer miércoles, 6 veces",
                "Monatlich am dritten Mittwoch, 6 Mal",
                "Tous les mois le troisième mercredi, 6 fois",
                "毎月第3水曜日、6回",
                "Ogni mese il terzo mercoledì, 6 volte",
                "Mensalmente na terceira quarta-feira, 6 vezes",
                "Maandelijks op de derde woensdag, 6 keer",
                "每月的第三个星期三，共6次",
                "매월 셋째 수요일, 6회",
                "Ежемесячно: третья среда, 6 раз",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1",
            [
                "Monthly on the last weekday",
                "Mensualmente el último día laborable",
                "Monatlich am letzten Arbeitstag",
                "Tous les mois le dernier jour de semaine",
                "毎月最終平日",
                "Ogni mese l’ultimo giorno feriale",
                "Mensalmente no último dia útil",
                "Maandelijks op de laatste werkdag",
                "每月的最后一个工作日",
                "매월 마지막 평일",
                "Ежемесячно: последний рабочий день",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1",
            [
                "Monthly on the first weekday",
                "Mensualmente el primer día laborable",
                "Monatlich am ersten Arbeitstag",
                "Tous les mois le premier jour de semaine",
                "毎月第1平日",
                "Ogni mese il primo giorno feriale",
                "Mensalmente no primeiro dia útil",
                "Maandelijks op de eerste werkdag",
                "每月的第一个工作日",
                "매월 첫째 평일",
                "Ежемесячно: первый рабочий день",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=SA,SU;BYSETPOS=1",
            [
                "Monthly on the first weekend day",
                "Mensualmente el primer día de fin de semana",
                "Monatlich am ersten Wochenendtag",
                "Tous les mois le premier jour de week-end",
                "毎月土曜日または日曜日のうち1番目の日",
                "Ogni mese il primo giorno del fine settimana",
                "Mensalmente no primeiro dia de fim de semana",
                "Maandelijks op de eerste weekenddag",
                "每月的星期六或星期日中的第一个",
                "매월 토요일 또는 일요일 중 첫 번째 날",
                "Ежемесячно: первый выходной день",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=SU,MO,TU,WE,TH,FR,SA;BYSETPOS=-1",
            [
                "Monthly on the last day",
                "Mensualmente el último día",
                "Monatlich am letzten Tag",
                "Tous les mois le dernier jour",
                "毎月最終日",
                "Ogni mese l’ultimo giorno",
                "Mensalmente no último dia",
                "Maandelijks op de laatste dag",
                "每月的最后一天",
                "매월 마지막 날",
                "Ежемесячно: последний день",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=TU,TH;BYSETPOS=3",
            [
                "Monthly on the third day that is a Tuesday or Thursday",
                "Mensualmente el tercer día que sea martes o jueves",
                "Monatlich am dritten Tag, der ein Dienstag oder Donnerstag ist",
                "Tous les mois le troisième jour qui est un mardi ou jeudi",
                "毎月火曜日または木曜日のうち3番目の日",
                "Ogni mese il terzo giorno che sia un martedì o giovedì",
                "Mensalmente no terceiro dia que seja terça-feira ou quinta-feira",
                "Maandelijks op de derde dag die een dinsdag of donderdag is",
                "每月的星期二或星期四中的第三个",
                "매월 화요일 또는 목요일 중 세 번째 날",
                "Ежемесячно: третий из дней, выпадающих на вторник или четверг",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13",
            [
                "Every Friday the 13th",
                "Cada viernes 13",
                "Jeden Freitag, den 13.",
                "Chaque vendredi 13",
                "13日の金曜日ごと",
                "Ogni venerdì 13",
                "Toda sexta-feira 13",
                "Elke vrijdag de 13e",
                "每逢13号星期五",
                "13일의 금요일마다",
                "Каждую пятницу, выпадающую на 13-е число",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=SA;BYMONTHDAY=7,8,9,10,11,12,13",
            [
                "Monthly on the first Saturday on or after day 7",
                "Mensualmente el primer sábado a partir del día 7",
                "Monatlich am ersten Samstag ab dem 7. Tag",
                "Tous les mois le premier samedi à partir du 7",
                "毎月の7日以降の最初の土曜日",
                "Ogni mese il primo sabato a partire dal giorno 7",
                "Mensalmente no primeiro sábado a partir do dia 7",
                "Maandelijks op de eerste zaterdag vanaf dag 7",
                "每月的7日或之后的第一个星期六",
                "매월 7일 또는 그 이후 첫 토요일",
                "Ежемесячно: первая суббота начиная с 7-го числа",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=MO;BYMONTHDAY=1,2,3,4,5,6,7",
            [
                "Monthly on the first Monday",
                "Mensualmente el primer lunes",
                "Monatlich am ersten Montag",
                "Tous les mois le premier lundi",
                "毎月第1月曜日",
                "Ogni mese il primo lunedì",
                "Mensalmente na primeira segunda-feira",
                "Maandelijks op de eerste maandag",
                "每月的第一个星期一",
                "매월 첫째 월요일",
                "Ежемесячно: первый понедельник",
            ]
        ),
        (
            "FREQ=MONTHLY;INTERVAL=2;BYDAY=1SU",
            [
                "Every 2 months on the first Sunday",
                "Cada 2 meses el primer domingo",
                "Alle 2 Monate am ersten Sonntag",
                "Tous les 2 mois le premier dimanche",
                "2か月ごとの第1日曜日",
                "Ogni 2 mesi la prima domenica",
                "A cada 2 meses no primeiro domingo",
                "Om de 2 maanden op de eerste zondag",
                "每2个月的第一个星期日",
                "2개월마다 첫째 일요일",
                "Раз в 2 месяца: первое воскресенье",
            ]
        ),
        (
            "FREQ=MONTHLY;INTERVAL=18;BYMONTHDAY=10,11,12,13,14,15;COUNT=10",
            [
                "Every 18 months on days 10, 11, 12, 13, 14, and 15, 10 times",
                "Cada 18 meses los días 10, 11, 12, 13, 14 y 15, 10 veces",
                "Alle 18 Monate am 10., 11., 12., 13., 14. und 15., 10 Mal",
                "Tous les 18 mois les 10, 11, 12, 13, 14 et 15, 10 fois",
                "18か月ごとの10、11、12、13、14、15日、10回",
                "Ogni 18 mesi i giorni 10, 11, 12, 13, 14 e 15, 10 volte",
                "A cada 18 meses nos dias 10, 11, 12, 13, 14 e 15, 10 vezes",
                "Om de 18 maanden op de dagen 10, 11, 12, 13, 14 en 15, 10 keer",
                "每18个月10、11、12、13、14和15日，共10次",
                "18개월마다 10일·11일·12일·13일·14일·15일, 10회",
                "Раз в 18 месяцев: 10, 11, 12, 13, 14 и 15 числа, 10 раз",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=MO",
            [
                "Mon",
                "lun",
                "Mo",
                "lun.",
                "月曜日",
                "lun",
                "seg.",
                "ma",
                "周一",
                "월요일",
                "Пн",
            ]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=15;BYHOUR=12",
            [
                "Monthly on day 15 at 12:00 PM",
                "Mensualmente el día 15 a las 12:00",
                "Monatlich am 15. um 12:00",
                "Tous les mois le 15 à 12:00",
                "毎月15日の12:00",
                "Ogni mese il giorno 15 alle 12:00",
                "Mensalmente no dia 15 às 12:00",
                "Maandelijks op de 15e om 12:00",
                "每月15日12:00",
                "매월 15일 오후 12:00",
                "Ежемесячно: 15-е число в 12:00",
            ]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=1;UNTIL=20271201",
            [
                "Monthly on day 1 until December 1, 2027",
                "Mensualmente el día 1 hasta el 1 de diciembre de 2027",
                "Monatlich am 1. bis zum 1. Dezember 2027",
                "Tous les mois le 1er jusqu’au 1er décembre 2027",
                "毎月1日、2027年12月1日まで",
                "Ogni mese il giorno 1 fino al 1º dicembre 2027",
                "Mensalmente no dia 1 até 1º de dezembro de 2027",
                "Maandelijks op de 1e tot en met 1 december 2027",
                "每月1日，直到2027年12月1日",
                "매월 1일, 2027년 12월 1일까지",
                "Ежемесячно: 1-е число до 1 декабря 2027 г.",
            ]
        ),
        (
            "FREQ=YEARLY",
            [
                "Every year on November 30",
                "Cada año el 30 de noviembre",
                "Jährlich am 30. November",
                "Tous les ans le 30 novembre",
                "毎年11月30日",
                "Ogni anno il 30 novembre",
                "Anualmente em 30 de novembro",
                "Jaarlijks op 30 november",
                "每年11月30日",
                "매년 11월 30일",
                "Ежегодно: 30 ноября",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25",
            [
                "Every year on December 25",
                "Cada año el 25 de diciembre",
                "Jährlich am 25. Dezember",
                "Tous les ans le 25 décembre",
                "毎年12月25日",
                "Ogni anno il 25 dicembre",
                "Anualmente em 25 de dezembro",
                "Jaarlijks op 25 december",
                "每年12月25日",
                "매년 12월 25일",
                "Ежегодно: 25 декабря",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29",
            [
                "Every year on February 29 (leap years only)",
                "Cada año el 29 de febrero (solo en años bisiestos)",
                "Jährlich am 29. Februar (nur in Schaltjahren)",
                "Tous les ans le 29 février (années bissextiles uniquement)",
                "毎年2月29日（うるう年のみ）",
                "Ogni anno il 29 febbraio (solo negli anni bisestili)",
                "Anualmente em 29 de fevereiro (somente em anos bissextos)",
                "Jaarlijks op 29 februari (alleen in schrikkeljaren)",
                "每年2月29日（仅限闰年）",
                "매년 2월 29일 (윤년에만)",
                "Ежегодно: 29 февраля (только в високосные годы)",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=1,7",
            [
                "Every year in January and July on day 30",
                "Cada año en enero y julio el día 30",
                "Jährlich im Januar und Juli am 30.",
                "Tous les ans en janvier et juillet le 30",
                "毎年1月と7月の30日",
                "Ogni anno a gennaio e luglio il giorno 30",
                "Anualmente em janeiro e julho no dia 30",
                "Jaarlijks in januari en juli op de 30e",
                "每年一月和七月的30日",
                "매년 1월과 7월 30일",
                "Ежегодно, январь и июль: 30-е число",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
            [
                "Every year in March on the last Sunday",
                "Cada año en marzo el último domingo",
                "Jährlich im März am letzten Sonntag",
                "Tous les ans en mars le dernier dimanche",
                "毎年3月の最終日曜日",
                "Ogni anno a marzo l’ultima domenica",
                "Anualmente em março no último domingo",
                "Jaarlijks in maart op de laatste zondag",
                "每年三月的最后一个星期日",
                "매년 3월 마지막 일요일",
                "Ежегодно, март: последнее воскресенье",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=11;BYDAY=4TH",
            [
                "Every year in November on the fourth Thursday",
                "Cada año en noviembre el cuarto jueves",
                "Jährlich im November am vierten Donnerstag",
                "Tous les ans en novembre le quatrième jeudi",
                "毎年11月の第4木曜日",
                "Ogni anno a novembre il quarto giovedì",
                "Anualmente em novembro na quarta quinta-feira",
                "Jaarlijks in november op de vierde donderdag",
                "每年十一月的第四个星期四",
                "매년 11월 넷째 목요일",
                "Ежегодно, ноябрь: четвёртый четверг",
            ]
        ),
        (
            "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8",
            [
                "Every 4 years in November on the first Tuesday after a Monday",
                "Cada 4 años en noviembre el primer martes después de un lunes",
                "Alle 4 Jahre im November am ersten Dienstag nach einem Montag",
                "Tous les 4 ans en novembre le premier mardi après un lundi",
                "4年ごとの11月の月曜日の後の最初の火曜日",
                "Ogni 4 anni a novembre il primo martedì dopo un lunedì",
                "A cada 4 anos em novembro na primeira terça-feira depois de segunda-feira",
                "Om de 4 jaar in november op de eerste dinsdag na een maandag",
                "每4年十一月的星期一之后的第一个星期二",
                "4년마다 11월 월요일 다음 첫 화요일",
                "Раз в 4 года, ноябрь: первый вторник после понедельника",
            ]
        ),
        (
            "FREQ=YEARLY;BYDAY=20MO",
            [
                "Every year on the 20th Monday",
                "Cada año el 20.º lunes",
                "Jährlich am 20. Montag",
                "Tous les ans le 20e lundi",
                "毎年第20月曜日",
                "Ogni anno il 20º lunedì",
                "Anualmente na 20ª segunda-feira",
                "Jaarlijks op de 20e maandag",
                "每年的第20个星期一",
                "매년 20번째 월요일",
                "Ежегодно: 20-й понедельник",
            ]
        ),
        (
            "FREQ=YEARLY;BYDAY=-1FR",
            [
                "Every year on the last Friday",
                "Cada año el último viernes",
                "Jährlich am letzten Freitag",
                "Tous les ans le dernier vendredi",
                "毎年最終金曜日",
                "Ogni anno l’ultimo venerdì",
                "Anualmente na última sexta-feira",
                "Jaarlijks op de laatste vrijdag",
                "每年的最后一个星期五",
                "매년 마지막 금요일",
                "Ежегодно: последняя пятница",
            ]
        ),
        (
            "FREQ=YEARLY;BYWEEKNO=20;BYDAY=MO",
            [
                "Every year in week 20 of the year on Monday",
                "Cada año en la semana 20 del año el lunes",
                "Jährlich in Woche 20 des Jahres am Montag",
                "Tous les ans la semaine 20 de l’année le lundi",
                "毎年第20週の月曜日",
                "Ogni anno nella settimana 20 dell’anno il lunedì",
                "Anualmente na semana 20 do ano na segunda-feira",
                "Jaarlijks in week 20 van het jaar op maandag",
                "每年的第20周的星期一",
                "매년 20주차 월요일",
                "Ежегодно, неделя 20: понедельник",
            ]
        ),
        (
            "FREQ=YEARLY;BYWEEKNO=1,-1;BYDAY=SU",
            [
                "Every year in week 1 and the last week of the year on Sunday",
                "Cada año en la semana 1 y la última semana del año el domingo",
                "Jährlich in Woche 1 und der letzten Woche des Jahres am Sonntag",
                "Tous les ans la semaine 1 et la dernière semaine de l’année le dimanche",
                "毎年第1週と最終週の日曜日",
                "Ogni anno nella settimana 1 e nell’ultima settimana dell’anno la domenica",
                "Anualmente na semana 1 e na última semana do ano no domingo",
                "Jaarlijks in week 1 en de laatste week van het jaar op zondag",
                "每年的第1周和最后一周的星期日",
                "매년 1주차와 마지막 주 일요일",
                "Ежегодно, неделя 1 и последняя неделя: воскресенье",
            ]
        ),
        (
            "FREQ=YEARLY;BYYEARDAY=1,100,200",
            [
                "Every year on days 1, 100, and 200 of the year",
                "Cada año los días 1, 100 y 200 del año",
                "Jährlich an den Tagen 1, 100 und 200 des Jahres",
                "Tous les ans les jours 1, 100 et 200 de l’année",
                "毎年1日目、100日目、200日目",
                "Ogni anno i giorni 1, 100 e 200 dell’anno",
                "Anualmente nos dias 1, 100 e 200 do ano",
                "Jaarlijks op de dagen 1, 100 en 200 van het jaar",
                "每年的第1天、第100天和第200天",
                "매년 첫 번째 날·100번째 날·200번째 날",
                "Ежегодно: дни года 1, 100 и 200",
            ]
        ),
        (
            "FREQ=YEARLY;BYYEARDAY=-1",
            [
                "Every year on the last day of the year",
                "Cada año el último día del año",
                "Jährlich am letzten Tag des Jahres",
                "Tous les ans le dernier jour de l’année",
                "毎年大晦日",
                "Ogni anno l’ultimo giorno dell’anno",
                "Anualmente no último dia do ano",
                "Jaarlijks op de laatste dag van het jaar",
                "每年的最后一天",
                "매년 마지막 날",
                "Ежегодно: последний день года",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=6,7,8;BYDAY=TH",
            [
                "Every Thursday in June, July, and August",
                "Cada jueves en junio, julio y agosto",
                "Jeden Donnerstag im Juni, Juli und August",
                "Chaque jeudi en juin, juillet et août",
                "6月、7月、8月の毎週木曜日",
                "Ogni giovedì a giugno, luglio e agosto",
                "Toda quinta-feira em junho, julho e agosto",
                "Elke donderdag in juni, juli en augustus",
                "六月、七月和八月的每星期四",
                "6월·7월·8월 매주 목요일",
                "Каждый четверг в июне, июле и августе",
            ]
        ),
        (
            "FREQ=YEARLY;INTERVAL=2;BYMONTH=1;BYDAY=SU;BYHOUR=8,9;BYMINUTE=30",
            [
                "Every 2 years in January on Sunday at 8:30 AM and 9:30 AM",
                "Cada 2 años en enero el domingo a las 8:30 y 9:30",
                "Alle 2 Jahre im Januar am Sonntag um 8:30 und 9:30",
                "Tous les 2 ans en janvier le dimanche à 8:30 et 9:30",
                "2年ごとの1月の日曜日の8:30と9:30",
                "Ogni 2 anni a gennaio la domenica alle 8:30 e 9:30",
                "A cada 2 anos em janeiro no domingo às 8:30 e 9:30",
                "Om de 2 jaar in januari op zondag om 8:30 en 9:30",
                "每2年一月的星期日8:30和9:30",
                "2년마다 1월 일요일 오전 8:30, 오전 9:30",
                "Раз в 2 года, январь: воскресенье в 8:30 и 9:30",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=5;BYDAY=-1MO;COUNT=3",
            [
                "Every year in May on the last Monday, 3 times",
                "Cada año en mayo el último lunes, 3 veces",
                "Jährlich im Mai am letzten Montag, 3 Mal",
                "Tous les ans en mai le dernier lundi, 3 fois",
                "毎年5月の最終月曜日、3回",
                "Ogni anno a maggio l’ultimo lunedì, 3 volte",
                "Anualmente em maio na última segunda-feira, 3 vezes",
                "Jaarlijks in mei op de laatste maandag, 3 keer",
                "每年五月的最后一个星期一，共3次",
                "매년 5월 마지막 월요일, 3회",
                "Ежегодно, май: последний понедельник, 3 раза",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=10;BYMONTHDAY=31;UNTIL=20301031",
            [
                "Every year on October 31 until October 31, 2030",
                "Cada año el 31 de octubre hasta el 31 de octubre de 2030",
                "Jährlich am 31. Oktober bis zum 31. Oktober 2030",
                "Tous les ans le 31 octobre jusqu’au 31 octobre 2030",
                "毎年10月31日、2030年10月31日まで",
                "Ogni anno il 31 ottobre fino al 31 ottobre 2030",
                "Anualmente em 31 de outubro até 31 de outubro de 2030",
                "Jaarlijks op 31 oktober tot en met 31 oktober 2030",
                "每年10月31日，直到2030年10月31日",
                "매년 10월 31일, 2030년 10월 31일까지",
                "Ежегодно: 31 октября до 31 октября 2030 г.",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTHDAY=1;BYMONTH=1,4,7,10",
            [
                "Every year in January, April, July, and October on day 1",
                "Cada año en enero, abril, julio y octubre el día 1",
                "Jährlich im Januar, April, Juli und Oktober am 1.",
                "Tous les ans en janvier, avril, juillet et octobre le 1er",
                "毎年1月、4月、7月、10月の1日",
                "Ogni anno a gennaio, aprile, luglio e ottobre il giorno 1",
                "Anualmente em janeiro, abril, julho e outubro no dia 1",
                "Jaarlijks in januari, april, juli en oktober op de 1e",
                "每年一月、四月、七月和十月的1日",
                "매년 1월·4월·7월·10월 1일",
                "Ежегодно, январь, апрель, июль и октябрь: 1-е число",
            ]
        ),
        (
            "FREQ=HOURLY",
            [
                "Every hour",
                "Cada hora",
                "Stündlich",
                "Toutes les heures",
                "毎時",
                "Ogni ora",
                "A cada hora",
                "Elk uur",
                "每小时",
                "매시간",
                "Каждый час",
            ]
        ),
        (
            "FREQ=HOURLY;INTERVAL=3",
            [
                "Every 3 hours",
                "Cada 3 horas",
                "Alle 3 Stunden",
                "Toutes les 3 heures",
                "3時間ごと",
                "Ogni 3 ore",
                "A cada 3 horas",
                "Om de 3 uur",
                "每3小时",
                "3시간마다",
                "Раз в 3 часа",
            ]
        ),
        (
            "FREQ=HOURLY;INTERVAL=3;UNTIL=20261201T170000Z",
            [
                "Every 3 hours until December 1, 2026 at 5:00 PM UTC",
                "Cada 3 horas hasta el 1 de diciembre de 2026 a las 17:00 UTC",
                "Alle 3 Stunden bis zum 1. Dezember 2026 um 17:00 UTC",
                "Toutes les 3 heures jusqu’au 1er décembre 2026 à 17:00 UTC",
                "3時間ごと、2026年12月1日 17:00 UTCまで",
                "Ogni 3 ore fino al 1º dicembre 2026 alle ore 17:00 UTC",
                "A cada 3 horas até 1º de dezembro de 2026 às 17:00 UTC",
                "Om de 3 uur tot en met 1 december 2026 om 17:00 UTC",
                "每3小时，直到2026年12月1日 17:00 UTC",
                "3시간마다, 2026년 12월 1일 오후 5:00 UTC까지",
                "Раз в 3 часа до 1 декабря 2026 г. в 17:00 UTC",
            ]
        ),
        (
            "FREQ=HOURLY;BYDAY=MO,TU,WE,TH,FR;BYHOUR=9,10,11,12,13,14,15,16,17",
            [
                "Weekdays at 9:00\u{202F}AM, 10:00\u{202F}AM, 11:00\u{202F}AM, 12:00\u{202F}PM, 1:00\u{202F}PM, 2:00\u{202F}PM, 3:00\u{202F}PM, 4:00\u{202F}PM, and 5:00\u{202F}PM",
                "Entre semana a las 9:00, 10:00, 11:00, 12:00, 13:00, 14:00, 15:00, 16:00 y 17:00",
                "Wochentags um 9:00, 10:00, 11:00, 12:00, 13:00, 14:00, 15:00, 16:00 und 17:00",
                "En semaine à 9:00, 10:00, 11:00, 12:00, 13:00, 14:00, 15:00, 16:00 et 17:00",
                "平日の9:00、10:00、11:00、12:00、13:00、14:00、15:00、16:00、17:00",
                "Giorni feriali alle 9:00, 10:00, 11:00, 12:00, 13:00, 14:00, 15:00, 16:00 e 17:00",
                "Dias úteis às 9:00, 10:00, 11:00, 12:00, 13:00, 14:00, 15:00, 16:00 e 17:00",
                "Werkdagen om 9:00, 10:00, 11:00, 12:00, 13:00, 14:00, 15:00, 16:00 en 17:00",
                "工作日9:00、10:00、11:00、12:00、13:00、14:00、15:00、16:00和17:00",
                "평일 오전 9:00, 오전 10:00, 오전 11:00, 오후 12:00, 오후 1:00, 오후 2:00, 오후 3:00, 오후 4:00, 오후 5:00",
                "По будням в 9:00, 10:00, 11:00, 12:00, 13:00, 14:00, 15:00, 16:00 и 17:00",
            ]
        ),
        (
            "FREQ=MINUTELY;INTERVAL=15",
            [
                "Every 15 minutes",
                "Cada 15 minutos",
                "Alle 15 Minuten",
                "Toutes les 15 minutes",
                "15分ごと",
                "Ogni 15 minuti",
                "A cada 15 minutos",
                "Om de 15 minuten",
                "每15分钟",
                "15분마다",
                "Раз в 15 минут",
            ]
        ),
        (
            "FREQ=MINUTELY;INTERVAL=20;BYHOUR=9,10,11,12,13,14,15,16",
            [
                "Every 20 minutes in hours 9, 10, 11, 12, 13, 14, 15, and 16",
                "Cada 20 minutos en las horas 9, 10, 11, 12, 13, 14, 15 y 16",
                "Alle 20 Minuten in den Stunden 9, 10, 11, 12, 13, 14, 15 und 16",
                "Toutes les 20 minutes aux heures 9, 10, 11, 12, 13, 14, 15 et 16",
                "20分ごとの9、10、11、12、13、14、15、16時台",
                "Ogni 20 minuti nelle ore 9, 10, 11, 12, 13, 14, 15 e 16",
                "A cada 20 minutos nas horas 9, 10, 11, 12, 13, 14, 15 e 16",
                "Om de 20 minuten in de uren 9, 10, 11, 12, 13, 14, 15 en 16",
                "每20分钟的9、10、11、12、13、14、15和16点",
                "20분마다 9, 10, 11, 12, 13, 14, 15, 16시",
                "Раз в 20 минут, часы 9, 10, 11, 12, 13, 14, 15 и 16",
            ]
        ),
        (
            "FREQ=MINUTELY;INTERVAL=90;COUNT=4",
            [
                "Every 90 minutes, 4 times",
                "Cada 90 minutos, 4 veces",
                "Alle 90 Minuten, 4 Mal",
                "Toutes les 90 minutes, 4 fois",
                "90分ごと、4回",
                "Ogni 90 minuti, 4 volte",
                "A cada 90 minutos, 4 vezes",
                "Om de 90 minuten, 4 keer",
                "每90分钟，共4次",
                "90분마다, 4회",
                "Раз в 90 минут, 4 раза",
            ]
        ),
        (
            "FREQ=SECONDLY;INTERVAL=30",
            [
                "Every 30 seconds",
                "Cada 30 segundos",
                "Alle 30 Sekunden",
                "Toutes les 30 secondes",
                "30秒ごと",
                "Ogni 30 secondi",
                "A cada 30 segundos",
                "Om de 30 seconden",
                "每30秒",
                "30초마다",
                "Раз в 30 секунд",
            ]
        ),
        (
            "FREQ=HOURLY;BYMINUTE=0,30",
            [
                "Every hour at minutes 0 and 30",
                "Cada hora en los minutos 0 y 30",
                "Stündlich in den Minuten 0 und 30",
                "Toutes les heures aux minutes 0 et 30",
                "毎時の0、30分",
                "Ogni ora ai minuti 0 e 30",
                "A cada hora nos minutos 0 e 30",
                "Elk uur op de minuten 0 en 30",
                "每小时的第0和30分钟",
                "매시간 0분과 30분",
                "Каждый час, минуты 0 и 30",
            ]
        ),
        (
            "FREQ=DAILY;BYDAY=MO,WE;INTERVAL=3",
            [
                "Every 3 days, when that is a Monday or Wednesday",
                "Cada 3 días, cuando cae en lunes o miércoles",
                "Alle 3 Tage, wenn es ein Montag oder Mittwoch ist",
                "Tous les 3 jours, quand c’est un lundi ou mercredi",
                "3日ごと（月曜日または水曜日に当たる日のみ）",
                "Ogni 3 giorni, quando cade di lunedì o mercoledì",
                "A cada 3 dias, quando cair em segunda-feira ou quarta-feira",
                "Om de 3 dagen, als dat een maandag of woensdag is",
                "每3天（仅限星期一或星期三）",
                "3일마다 (월요일 또는 수요일인 경우만)",
                "Раз в 3 дня, если это понедельник или среда",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30",
            [
                "Never occurs",
                "Nunca ocurre",
                "Findet nie statt",
                "Ne se produit jamais",
                "発生しない",
                "Non si verifica mai",
                "Nunca ocorre",
                "Vindt nooit plaats",
                "永不发生",
                "발생하지 않음",
                "Никогда не происходит",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=31",
            [
                "Never occurs",
                "Nunca ocurre",
                "Findet nie statt",
                "Ne se produit jamais",
                "発生しない",
                "Non si verifica mai",
                "Nunca ocorre",
                "Vindt nooit plaats",
                "永不发生",
                "발생하지 않음",
                "Никогда не происходит",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=11;BYMONTHDAY=31;COUNT=3",
            [
                "Never occurs",
                "Nunca ocurre",
                "Findet nie statt",
                "Ne se produit jamais",
                "発生しない",
                "Non si verifica mai",
                "Nunca ocorre",
                "Vindt nooit plaats",
                "永不发生",
                "발생하지 않음",
                "Никогда не происходит",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTHDAY=13",
            [
                "Every year on November 13",
                "Cada año el 13 de noviembre",
                "Jährlich am 13. November",
                "Tous les ans le 13 novembre",
                "毎年11月13日",
                "Ogni anno il 13 novembre",
                "Anualmente em 13 de novembro",
                "Jaarlijks op 13 november",
                "每年11月13日",
                "매년 11월 13일",
                "Ежегодно: 13 ноября",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTHDAY=-1",
            [
                "Every year in November on the last day",
                "Cada año en noviembre el último día",
                "Jährlich im November am letzten Tag",
                "Tous les ans en novembre le dernier jour",
                "毎年11月の末日",
                "Ogni anno a novembre l’ultimo giorno",
                "Anualmente em novembro no último dia",
                "Jaarlijks in november op de laatste dag",
                "每年十一月的最后一天",
                "매년 11월 마지막 날",
                "Ежегодно, ноябрь: последний день",
            ]
        ),
        (
            "FREQ=YEARLY;BYDAY=FR;BYMONTHDAY=13",
            [
                "Every year in November on Friday the 13th",
                "Cada año en noviembre el viernes 13",
                "Jährlich im November am Freitag, dem 13.",
                "Tous les ans en novembre le vendredi 13",
                "毎年11月の13日の金曜日",
                "Ogni anno a novembre il venerdì 13",
                "Anualmente em novembro na sexta-feira 13",
                "Jaarlijks in november op vrijdag de 13e",
                "每年十一月的13号星期五",
                "매년 11월 13일이 금요일인 날",
                "Ежегодно, ноябрь: пятница, 13-е число",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=SA,SU;BYSETPOS=2",
            [
                "Monthly on the second weekend day",
                "Mensualmente el segundo día de fin de semana",
                "Monatlich am zweiten Wochenendtag",
                "Tous les mois le deuxième jour de week-end",
                "毎月土曜日または日曜日のうち2番目の日",
                "Ogni mese il secondo giorno del fine settimana",
                "Mensalmente no segundo dia de fim de semana",
                "Maandelijks op de tweede weekenddag",
                "每月的星期六或星期日中的第二个",
                "매월 토요일 또는 일요일 중 두 번째 날",
                "Ежемесячно: второй выходной день",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=MO,WE;BYSETPOS=2",
            [
                "Monthly on the second day that is a Monday or Wednesday",
                "Mensualmente el segundo día que sea lunes o miércoles",
                "Monatlich am zweiten Tag, der ein Montag oder Mittwoch ist",
                "Tous les mois le deuxième jour qui est un lundi ou mercredi",
                "毎月月曜日または水曜日のうち2番目の日",
                "Ogni mese il secondo giorno che sia un lunedì o mercoledì",
                "Mensalmente no segundo dia que seja segunda-feira ou quarta-feira",
                "Maandelijks op de tweede dag die een maandag of woensdag is",
                "每月的星期一或星期三中的第二个",
                "매월 월요일 또는 수요일 중 두 번째 날",
                "Ежемесячно: второй из дней, выпадающих на понедельник или среду",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=1,-1",
            [
                "Monthly on the first weekday and the last weekday",
                "Mensualmente el primer día laborable y el último día laborable",
                "Monatlich am ersten Arbeitstag und letzten Arbeitstag",
                "Tous les mois le premier jour de semaine et le dernier jour de semaine",
                "毎月第1平日と最終平日",
                "Ogni mese il primo giorno feriale e l’ultimo giorno feriale",
                "Mensalmente no primeiro dia útil e no último dia útil",
                "Maandelijks op de eerste werkdag en de laatste werkdag",
                "每月的第一个工作日和最后一个工作日",
                "매월 첫째 평일, 마지막 평일",
                "Ежемесячно: первый рабочий день и последний рабочий день",
            ]
        ),
        (
            "FREQ=DAILY;INTERVAL=3;BYDAY=MO",
            [
                "Every 3 weeks on Monday",
                "Cada 3 semanas el lunes",
                "Alle 3 Wochen am Montag",
                "Toutes les 3 semaines le lundi",
                "3週間ごとの月曜日",
                "Ogni 3 settimane il lunedì",
                "A cada 3 semanas na segunda-feira",
                "Om de 3 weken op maandag",
                "每3周的星期一",
                "3주마다 월요일",
                "Раз в 3 недели: понедельник",
            ]
        ),
        (
            "FREQ=DAILY;INTERVAL=14;BYDAY=MO",
            [
                "Every 2 weeks on Monday",
                "Cada 2 semanas el lunes",
                "Alle 2 Wochen am Montag",
                "Toutes les 2 semaines le lundi",
                "2週間ごとの月曜日",
                "Ogni 2 settimane il lunedì",
                "A cada 2 semanas na segunda-feira",
                "Om de 2 weken op maandag",
                "每2周的星期一",
                "2주마다 월요일",
                "Раз в 2 недели: понедельник",
            ]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=1,-1",
            [
                "Monthly on the first and last day",
                "Mensualmente el primer y el último día",
                "Monatlich am ersten und letzten Tag",
                "Tous les mois le premier et le dernier jour",
                "毎月1日と末日",
                "Ogni mese il primo e l’ultimo giorno",
                "Mensalmente no primeiro e no último dia",
                "Maandelijks op de eerste en de laatste dag",
                "每月的第一天和最后一天",
                "매월 첫날과 마지막 날",
                "Ежемесячно: первый и последний день",
            ]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=-2",
            [
                "Monthly on the second to last day",
                "Mensualmente el penúltimo día",
                "Monatlich am vorletzten Tag",
                "Tous les mois l’avant-dernier jour",
                "毎月最後から2番目の日",
                "Ogni mese il penultimo giorno",
                "Mensalmente no penúltimo dia",
                "Maandelijks op de voorlaatste dag",
                "每月的倒数第2天",
                "매월 끝에서 두 번째 날",
                "Ежемесячно: предпоследний день",
            ]
        ),
        (
            "FREQ=DAILY;BYHOUR=13;BYMINUTE=45",
            [
                "Every day at 1:45 PM",
                "Todos los días a las 13:45",
                "Jeden Tag um 13:45",
                "Tous les jours à 13:45",
                "毎日13:45",
                "Ogni giorno alle 13:45",
                "Todos os dias às 13:45",
                "Elke dag om 13:45",
                "每天13:45",
                "매일 오후 1:45",
                "Каждый день в 13:45",
            ]
        ),
        (
            "FREQ=DAILY;BYHOUR=0",
            [
                "Every day at 12:00 AM",
                "Todos los días a las 0:00",
                "Jeden Tag um 0:00",
                "Tous les jours à 0:00",
                "毎日0:00",
                "Ogni giorno alle 0:00",
                "Todos os dias às 0:00",
                "Elke dag om 0:00",
                "每天0:00",
                "매일 오전 12:00",
                "Каждый день в 0:00",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=1;BYMONTHDAY=1",
            [
                "Every year on January 1",
                "Cada año el 1 de enero",
                "Jährlich am 1. Januar",
                "Tous les ans le 1er janvier",
                "毎年1月1日",
                "Ogni anno il 1º gennaio",
                "Anualmente em 1º de janeiro",
                "Jaarlijks op 1 januari",
                "每年1月1日",
                "매년 1월 1일",
                "Ежегодно: 1 января",
            ]
        ),
        (
            "FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU",
            [
                "Every other weekend",
                "Cada dos fines de semana",
                "Jedes zweite Wochenende",
                "Un week-end sur deux",
                "隔週の週末",
                "Un fine settimana sì e uno no",
                "A cada dois fins de semana",
                "Om het weekend",
                "每隔一个周末",
                "격주 주말",
                "Выходные через неделю",
            ]
        ),
        (
            "FREQ=YEARLY;BYWEEKNO=1,26;BYDAY=MO",
            [
                "Every year in weeks 1 and 26 of the year on Monday",
                "Cada año en las semanas 1 y 26 del año el lunes",
                "Jährlich in den Wochen 1 und 26 des Jahres am Montag",
                "Tous les ans les semaines 1 et 26 de l’année le lundi",
                "毎年第1週と第26週の月曜日",
                "Ogni anno nelle settimane 1 e 26 dell’anno il lunedì",
                "Anualmente nas semanas 1 e 26 do ano na segunda-feira",
                "Jaarlijks in de weken 1 en 26 van het jaar op maandag",
                "每年的第1周和第26周的星期一",
                "매년 1주차와 26주차 월요일",
                "Ежегодно, недели 1 и 26: понедельник",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=-5FR",
            [
                "Monthly on the 5th to last Friday",
                "Mensualmente el 5.º viernes desde el final",
                "Monatlich am fünftletzten Freitag",
                "Tous les mois le 5e vendredi en partant de la fin",
                "毎月最後から5番目の金曜日",
                "Ogni mese il 5º venerdì dalla fine",
                "Mensalmente na 5ª sexta-feira contando do fim",
                "Maandelijks op de 5e vrijdag vanaf het eind",
                "每月的倒数第5个星期五",
                "매월 끝에서 다섯 번째 금요일",
                "Ежемесячно: 5-я с конца пятница",
            ]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=1,15;BYSETPOS=1",
            [
                "Monthly on days 1 and 15, only the first of each month",
                "Mensualmente los días 1 y 15, solo el primero de cada mes",
                "Monatlich am 1. und 15., nur am ersten Termin jedes Monats",
                "Tous les mois les 1er et 15, seulement le premier de chaque mois",
                "毎月1、15日（各月の1番目のみ）",
                "Ogni mese i giorni 1 e 15, solo il primo di ogni mese",
                "Mensalmente nos dias 1 e 15, apenas o primeiro de cada mês",
                "Maandelijks op de dagen 1 en 15, alleen de eerste van elke maand",
                "每月1和15日（每月仅第1次）",
                "매월 1일과 15일 (매월 첫 번째만)",
                "Ежемесячно: 1 и 15 числа, только первое повторение в месяце",
            ]
        ),
        (
            "FREQ=MONTHLY;BYDAY=1MO;BYSETPOS=1",
            [
                "Monthly on the first Monday",
                "Mensualmente el primer lunes",
                "Monatlich am ersten Montag",
                "Tous les mois le premier lundi",
                "毎月第1月曜日",
                "Ogni mese il primo lunedì",
                "Mensalmente na primeira segunda-feira",
                "Maandelijks op de eerste maandag",
                "每月的第一个星期一",
                "매월 첫째 월요일",
                "Ежемесячно: первый понедельник",
            ]
        ),
        (
            "FREQ=YEARLY;BYMONTH=1,6;BYMONTHDAY=1,15;BYSETPOS=-1,1",
            [
                "Every year in January and June on days 1 and 15, only the first and last of each year",
                "Cada año en enero y junio los días 1 y 15, solo el primero y último de cada año",
                "Jährlich im Januar und Juni am 1. und 15., nur am ersten und letzten Termin jedes Jahres",
                "Tous les ans en janvier et juin les 1er et 15, seulement le premier et dernier de chaque année",
                "毎年1月と6月の1、15日（各年の1番目と最後のみ）",
                "Ogni anno a gennaio e giugno i giorni 1 e 15, solo il primo e ultimo di ogni anno",
                "Anualmente em janeiro e junho nos dias 1 e 15, apenas o primeiro e último de cada ano",
                "Jaarlijks in januari en juni op de dagen 1 en 15, alleen de eerste en laatste van elk jaar",
                "每年一月和六月的1和15日（每年仅第1次和最后一次）",
                "매년 1월과 6월 1일과 15일 (매년 첫 번째, 마지막만)",
                "Ежегодно, январь и июнь: 1 и 15 числа, только первое и последнее повторение в году",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=TU,TH;BYMONTH=1",
            [
                "Every week on Tuesday and Thursday in January",
                "Cada semana el martes y el jueves en enero",
                "Wöchentlich am Dienstag und Donnerstag im Januar",
                "Toutes les semaines le mardi et le jeudi en janvier",
                "1月の毎週火曜日と木曜日",
                "Ogni settimana il martedì e il giovedì a gennaio",
                "Semanalmente na terça-feira e na quinta-feira em janeiro",
                "Wekelijks op dinsdag en donderdag in januari",
                "一月的每周星期二和星期四",
                "1월 매주 화요일, 목요일",
                "По вторникам и четвергам в январе",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=MO,WE,FR;BYHOUR=7;BYMINUTE=30",
            [
                "Every week on Monday, Wednesday, and Friday at 7:30 AM",
                "Cada semana el lunes, el miércoles y el viernes a las 7:30",
                "Wöchentlich am Montag, Mittwoch und Freitag um 7:30",
                "Toutes les semaines le lundi, le mercredi et le vendredi à 7:30",
                "毎週月曜日、水曜日、金曜日の7:30",
                "Ogni settimana il lunedì, il mercoledì e il venerdì alle 7:30",
                "Semanalmente na segunda-feira, na quarta-feira e na sexta-feira às 7:30",
                "Wekelijks op maandag, woensdag en vrijdag om 7:30",
                "每周星期一、星期三和星期五7:30",
                "매주 월요일, 수요일, 금요일 오전 7:30",
                "По понедельникам, средам и пятницам в 7:30",
            ]
        ),
        (
            "FREQ=WEEKLY;BYDAY=MO;BYSETPOS=1;COUNT=4",
            [
                "Every Monday, 4 times",
                "Cada lunes, 4 veces",
                "Jeden Montag, 4 Mal",
                "Chaque lundi, 4 fois",
                "毎週月曜日、4回",
                "Ogni lunedì, 4 volte",
                "Toda segunda-feira, 4 vezes",
                "Elke maandag, 4 keer",
                "每星期一，共4次",
                "매주 월요일, 4회",
                "Каждый понедельник, 4 раза",
            ]
        ),
        (
            "FREQ=MONTHLY;BYMONTHDAY=1,15,-1",
            [
                "Monthly on the 1st, the 15th, and the last day",
                "Mensualmente el día 1, el día 15 y el último día",
                "Monatlich am 1., am 15. und am letzten Tag",
                "Tous les mois le 1er, le 15 et le dernier jour",
                "毎月1日、15日、末日",
                "Ogni mese il giorno 1, il giorno 15 e l’ultimo giorno",
                "Mensalmente no dia 1, no dia 15 e no último dia",
                "Maandelijks op de 1e, de 15e en de laatste dag",
                "每月1日、15日和最后一天",
                "매월 1일·15일·마지막 날",
                "Ежемесячно: 1-е число, 15-е число и последний день",
            ]
        ),
        (
            "FREQ=YEARLY;BYYEARDAY=1,-1",
            [
                "Every year on day 1 and the last day of the year",
                "Cada año el día 1 y el último día del año",
                "Jährlich am Tag 1 und am letzten Tag des Jahres",
                "Tous les ans le jour 1 et le dernier jour de l’année",
                "毎年1日目と最終日",
                "Ogni anno il giorno 1 e l’ultimo giorno dell’anno",
                "Anualmente no dia 1 e no último dia do ano",
                "Jaarlijks op dag 1 en de laatste dag van het jaar",
                "每年的第1天和最后一天",
                "매년 첫 번째 날과 마지막 날",
                "Ежегодно: 1-й день и последний день года",
            ]
        ),
        (
            "FREQ=YEARLY;BYWEEKNO=1,-2;BYDAY=MO",
            [
                "Every year in week 1 and the second to last week of the year on Monday",
                "Cada año en la semana 1 y la penúltima semana del año el lunes",
                "Jährlich in Woche 1 und der vorletzten Woche des Jahres am Montag",
                "Tous les ans la semaine 1 et l’avant-dernière semaine de l’année le lundi",
                "毎年第1週と最後から2番目の週の月曜日",
                "Ogni anno nella settimana 1 e nella penultima settimana dell’anno il lunedì",
                "Anualmente na semana 1 e na penúltima semana do ano na segunda-feira",
                "Jaarlijks in week 1 en de voorlaatste week van het jaar op maandag",
                "每年的第1周和倒数第2周的星期一",
                "매년 1주차와 끝에서 두 번째 주 월요일",
                "Ежегодно, неделя 1 и предпоследняя неделя: понедельник",
            ]
        ),
    ]

    static func calendar(_ identifier: String) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: identifier)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    static let start = try! ICalDateTime(parsing: "20261130T090000")

    @Test(arguments: table)
    func summaryInEveryLanguage(rule: String, expected: [String]) throws {
        let analysis = try RuleAnalysis(parsing: rule, start: Self.start)
        for (language, sentence) in zip(Self.languages, expected) {
            #expect(analysis.summary(in: Self.calendar(language)) == sentence, "\(rule) in \(language)")
        }
    }

    /// Russian numbers take three forms (CLDR's one, few and many): 21 дня is wrong, 21 день right.
    // (interval, count, sentence)
    @Test(arguments: [
        (2, 2, "Раз в 2 дня, 2 раза"), (5, 5, "Раз в 5 дней, 5 раз"), (11, 11, "Раз в 11 дней, 11 раз"),
        (21, 21, "Раз в 21 день, 21 раз"), (22, 22, "Раз в 22 дня, 22 раза"), (112, 14, "Раз в 112 дней, 14 раз"),
    ])
    func russianCountsAgreeWithTheirNumber(interval: Int, count: Int, sentence: String) throws {
        let analysis = try RuleAnalysis(parsing: "FREQ=DAILY;INTERVAL=\(interval);COUNT=\(count)", start: Self.start)
        #expect(analysis.summary(in: Self.calendar("ru_RU")) == sentence)
    }

    // MARK: - The sentence's claim against the occurrences

    private func occurrences(_ rule: String, count: Int = 40) throws -> (String, [DateComponents]) {
        let analysis = try RuleAnalysis(parsing: rule, start: Self.start)
        let expansion = RecurrenceExpansion(
            of: analysis.rule, from: Self.start, limits: .init(count: count))
        let gregorian = Self.calendar("en_US")
        let dates = expansion.occurrences.map { value in
            let date = gregorian.date(
                from: DateComponents(
                    year: value.year, month: value.month, day: value.day, hour: value.hour, minute: value.minute))!
            return gregorian.dateComponents([.year, .month, .day, .weekday, .hour, .minute], from: date)
        }
        return (analysis.summary(in: gregorian), dates)
    }

    private func daysInMonth(_ date: DateComponents) -> Int {
        Self.calendar("en_US").range(of: .day, in: .month, for: Self.calendar("en_US").date(from: date)!)!.count
    }

    /// "Every other weekend" only when each Saturday's Sunday comes with it: a week that
    /// starts on Sunday puts the two days in alternate weeks.
    @Test(arguments: ["SU", "MO", "TU", "WE", "TH", "FR", "SA"])
    func everyOtherWeekendOnlyWhenWeekendsAreWhole(weekStart: String) throws {
        let (sentence, dates) = try occurrences("FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU;WKST=\(weekStart)", count: 20)
        let gregorian = Self.calendar("en_US")
        let instants = dates.compactMap { gregorian.date(from: $0) }
        let saturdays = instants.indices.dropLast().filter { dates[$0].weekday == 7 }
        let whole = saturdays.allSatisfy { index in
            gregorian.dateComponents([.day], from: instants[index], to: instants[index + 1]).day == 1
        }
        #expect(!saturdays.isEmpty)
        #expect((sentence == "Every other weekend") == whole, "WKST=\(weekStart): \(sentence)")
    }

    /// Weekdays kept to days of the month read as a condition on those days, and each
    /// occurrence is such a day.
    @Test func lastDayOfTheMonthWhenItIsAFriday() throws {
        let (sentence, dates) = try occurrences("FREQ=MONTHLY;BYMONTHDAY=-1;BYDAY=FR", count: 12)
        #expect(sentence == "Monthly on the last day, when that is a Friday")
        #expect(dates.count == 12)
        #expect(dates.allSatisfy { $0.weekday == 6 && $0.day == daysInMonth($0) })
    }

    @Test func daysOfTheMonthWhenTheyAreMondaysOrTuesdays() throws {
        let (sentence, dates) = try occurrences("FREQ=MONTHLY;BYMONTHDAY=1,15;BYDAY=MO,TU", count: 12)
        #expect(sentence == "Monthly on days 1 and 15, when that is a Monday or Tuesday")
        #expect(dates.count == 12)
        #expect(dates.allSatisfy { [2, 3].contains($0.weekday) && [1, 15].contains($0.day) })
    }

    /// Week -1 is the last week of the year: a week later, ISO 8601 counts week 1.
    @Test func lastWeekOfTheYear() throws {
        let (sentence, dates) = try occurrences("FREQ=YEARLY;BYWEEKNO=-1;BYDAY=SU", count: 8)
        #expect(sentence == "Every year in the last week of the year on Sunday")
        var iso = Calendar(identifier: .iso8601)
        iso.timeZone = TimeZone(identifier: "UTC")!
        let gregorian = Self.calendar("en_US")
        #expect(dates.count == 8)
        for date in dates {
            let instant = try #require(gregorian.date(from: date))
            let weekLater = try #require(iso.date(byAdding: .day, value: 7, to: instant))
            #expect(date.weekday == 1 && iso.component(.weekOfYear, from: weekLater) == 1, "\(date)")
        }
    }

    @Test func firstMondayOfEachMonth() throws {
        let (sentence, dates) = try occurrences("FREQ=MONTHLY;BYDAY=1MO", count: 24)
        #expect(sentence == "Monthly on the first Monday")
        #expect(dates.count == 24)
        #expect(dates.allSatisfy { $0.weekday == 2 && $0.day! <= 7 })
        #expect(Set(dates.map { $0.year! * 12 + $0.month! }).count == 24, "one a month")
    }

    @Test func lastWeekdayOfEachMonth() throws {
        let (sentence, dates) = try occurrences("FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1", count: 24)
        #expect(sentence == "Monthly on the last weekday")
        for date in dates {
            #expect((2...6).contains(date.weekday!))
            let rest = daysInMonth(date) - date.day!
            // No weekday after it in the month: the days left are a weekend at most.
            let later = (1...max(1, rest)).filter { rest > 0 && (2...6).contains(((date.weekday! - 1 + $0) % 7) + 1) }
            #expect(later.isEmpty, "\(date)")
        }
    }

    @Test func everyTwoWeeksOnMondayAndWednesday() throws {
        let (sentence, dates) = try occurrences("FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE")
        #expect(sentence == "Every 2 weeks on Monday and Wednesday")
        let gregorian = Self.calendar("en_US")
        let first = gregorian.date(from: dates[0])!
        for date in dates {
            #expect([2, 4].contains(date.weekday!))
            let days = gregorian.dateComponents([.day], from: first, to: gregorian.date(from: date)!).day!
            #expect((days / 7) % 2 == 0, "\(date) is in a skipped week")
        }
    }

    @Test func everyFridayUntilTheEnd() throws {
        let (sentence, dates) = try occurrences("FREQ=WEEKLY;BYDAY=FR;UNTIL=20261231")
        #expect(sentence == "Every Friday until December 31, 2026")
        #expect(dates.map(\.day) == [4, 11, 18, 25])
        #expect(dates.allSatisfy { $0.weekday == 6 })
    }

    @Test func weekdaysTenTimes() throws {
        let (sentence, dates) = try occurrences("FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR;COUNT=10")
        #expect(sentence == "Weekdays, 10 times")
        #expect(dates.count == 10)
        #expect(dates.allSatisfy { (2...6).contains($0.weekday!) })
    }

    @Test func electionDay() throws {
        let rule = "FREQ=YEARLY;INTERVAL=4;BYMONTH=11;BYDAY=TU;BYMONTHDAY=2,3,4,5,6,7,8"
        let (sentence, dates) = try occurrences(rule, count: 5)
        #expect(sentence == "Every 4 years in November on the first Tuesday after a Monday")
        #expect(dates.count == 5)
        for (index, date) in dates.enumerated() {
            #expect(date.month == 11 && date.weekday == 3 && (2...8).contains(date.day!))
            #expect(date.year == dates[0].year! + 4 * index)
        }
    }

    @Test func christmas() throws {
        let (sentence, dates) = try occurrences("FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25", count: 5)
        #expect(sentence == "Every year on December 25")
        #expect(dates.allSatisfy { $0.month == 12 && $0.day == 25 })
        #expect(dates.map(\.year) == [2026, 2027, 2028, 2029, 2030])
    }

    @Test func twiceADay() throws {
        let (sentence, dates) = try occurrences("FREQ=DAILY;BYHOUR=9,17", count: 6)
        #expect(sentence == "Every day at 9:00\u{202F}AM and 5:00\u{202F}PM")
        #expect(dates.map(\.hour) == [9, 17, 9, 17, 9, 17])
    }

    @Test func everyThreeHours() throws {
        let (sentence, dates) = try occurrences("FREQ=HOURLY;INTERVAL=3", count: 5)
        #expect(sentence == "Every 3 hours")
        #expect(dates.map(\.hour) == [9, 12, 15, 18, 21])
    }

    // MARK: - Coverage

    /// Every rule of the Fixtures and of the RFC 5545 examples has a sentence in every
    /// language: no placeholder or key left, and not the English words in another language.
    @Test func everyKnownRuleHasASentenceInEveryLanguage() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
        var rules: [String] = []
        let fixtures = root.appendingPathComponent("Fixtures")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".ics") {
            let text = String(decoding: try Data(contentsOf: fixtures.appendingPathComponent(name)), as: UTF8.self)
            for line in text.components(separatedBy: .newlines) where line.uppercased().hasPrefix("RRULE:") {
                rules.append(String(line.dropFirst(6)))
            }
        }
        let examples =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: root.appendingPathComponent("Tests/Oracle/rfc5545-examples.json")))
            as? [[String: Any]] ?? []
        rules += examples.compactMap { $0["rule"] as? String }
        var said = 0
        for rule in rules {
            guard let analysis = try? RuleAnalysis(parsing: rule, start: Self.start) else { continue }
            let english = analysis.sentence(in: Self.calendar("en_US"))
            for language in Self.languages {
                let sentence = analysis.sentence(in: Self.calendar(language))
                #expect(
                    !sentence.isEmpty && !sentence.contains("{") && !sentence.contains("s."),
                    "\(rule) in \(language): \(sentence)")
                if language != "en_US" { #expect(sentence != english, "\(rule) in \(language) is not translated") }
            }
            said += 1
        }
        #expect(said >= 60)
    }
}
