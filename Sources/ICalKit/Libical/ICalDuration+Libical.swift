internal import CLibical

extension ICalDuration {
    /// The corresponding libical type is `icaldurationtype`.
    init(libical raw: icaldurationtype) {
        let sign = raw.is_neg != 0 ? -1 : 1
        self.init(
            days: sign * (Int(raw.weeks) * 7 + Int(raw.days)),
            seconds: sign * (Int(raw.hours) * 3600 + Int(raw.minutes) * 60 + Int(raw.seconds)))
    }

    /// The duration as libical's value, its days kept as nominal days (`P1D`).
    ///
    /// The rest is hours, minutes and seconds. RFC 5545 gives a value one sign, so parts
    /// of opposite signs are folded into seconds.
    var libicalValue: icaldurationtype {
        var raw = icaldurationtype_null_duration()
        let mixed = (days < 0 && seconds > 0) || (days > 0 && seconds < 0)
        let (signedDays, signedSeconds) = mixed ? (0, days * 86_400 + seconds) : (days, seconds)
        let negative = signedDays < 0 || signedSeconds < 0
        let (dayCount, secondCount) = (abs(signedDays), abs(signedSeconds))
        raw.is_neg = negative ? 1 : 0
        raw.days = UInt32(clamping: dayCount)
        raw.hours = UInt32(clamping: secondCount / 3600)
        raw.minutes = UInt32(clamping: secondCount % 3600 / 60)
        raw.seconds = UInt32(clamping: secondCount % 60)
        return raw
    }
}
