import Foundation
internal import Caching

/// A time of day (seconds since midnight) as the calendar's locale writes one: "9:00 AM"
/// in en_US, "09:00" in de_DE, with the seconds only when there are some.
///
/// The same style as the dates of UNTIL, so one sentence never mixes two clocks.
func timeOfDayText(_ seconds: Int, in calendar: Calendar) -> String {
    let locale = calendar.locale ?? Locale(identifier: "en_US")
    let withSeconds = seconds % 60 != 0
    let style = timeStyles.value(for: "\(locale.identifier)|\(withSeconds)") {
        wallClockStyle(date: .omitted, time: withSeconds ? .standard : .shortened, locale: locale)
    }
    return Date(timeIntervalSince1970: TimeInterval(seconds)).formatted(style)
}

/// Time styles by locale, made once: making one costs more than using it.
private let timeStyles = Memo<String, Date.FormatStyle>(capacity: 400)

/// A format style that shows a `Date`'s UTC fields, so a wall-clock value stored as a UTC
/// instant (`ICalDateTime.instant(in: nil)`, seconds since midnight) is shown as written.
func wallClockStyle(date: Date.FormatStyle.DateStyle, time: Date.FormatStyle.TimeStyle, locale: Locale)
    -> Date.FormatStyle
{
    var style = Date.FormatStyle(date: date, time: time)
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? utc.timeZone
    style.calendar = utc
    style.timeZone = utc.timeZone
    style.locale = locale
    return style
}
