import ICalKit
import Testing

/// DURATION text read with every sum checked: libical wraps long values into other ones.
@Suite struct ICalDurationReadingTests {
    @Test(arguments: [
        ("P1W", ICalDuration(days: 7)),
        ("P2DT3H", ICalDuration(days: 2, seconds: 10_800)),
        ("PT45M", ICalDuration(seconds: 2_700)),
        ("-PT15M", ICalDuration(seconds: -900)),
        ("+P1D", ICalDuration(days: 1)),
        ("P1W2D", ICalDuration(days: 9)),
        ("PT1H30M5S", ICalDuration(seconds: 5_405)),
        ("P3652059D", ICalDuration(days: 3_652_059)),
    ])
    func readsWhatRFC5545Writes(text: String, expected: ICalDuration) {
        #expect(ICalDuration.reading(text[...]) == .success(expected))
    }

    @Test(arguments: ["P99999999W", "P9999999999999999999999D", "PT99999999999H", "P3652060D", "-P521723W"])
    func refusesWhatNoSpanOfTheYearsHolds(text: String) {
        #expect(ICalDuration.reading(text[...]) == .failure(.tooLong))
    }

    @Test(arguments: ["", "P", "1D", "PD", "P1H", "PT1D", "P1D1W", "PT1H1H", "P1DTT1H", "P1X"])
    func refusesWhatIsNoDuration(text: String) {
        #expect(ICalDuration.reading(text[...]) == .failure(.shape))
    }

    @Test(arguments: [
        (ICalDuration(days: 14), "P2W"),
        (ICalDuration(days: 2, seconds: 10_800), "P2DT3H"),
        (ICalDuration(seconds: -900), "-PT15M"),
        (ICalDuration(), "PT0S"),
    ])
    func writesItBack(duration: ICalDuration, text: String) {
        #expect(duration.text == text)
    }

    /// The fields are public: a day count near the limits answers instead of trapping.
    @Test func emptinessOfExtremeFieldsAnswers() {
        #expect(!ICalDuration(days: Int.max, seconds: Int.max).isEmpty)
        #expect(ICalDuration(days: Int.min, seconds: 0).isEmpty)
        #expect(ICalDuration(days: 0, seconds: Int.min).isEmpty)
        #expect(ICalDuration(days: 1, seconds: -86_400).isEmpty)
    }
}
