import Foundation
import Testing

@testable import WeekdaysCLI

/// `--locale` reads the POSIX forms `LANG` does, and a broken environment locale is a
/// warning, never the end of the run.
@Suite struct LocaleNameTests {
    // (as written, the Foundation identifier)
    @Test(arguments: [
        ("de_DE.UTF-8", "de_DE"), ("C", "en_US"), ("C.UTF-8", "en_US"), ("POSIX", "en_US"),
        ("sr_RS@latin", "sr_Latn_RS"), ("sr_RS.UTF-8@latin", "sr_Latn_RS"), ("uz_UZ@cyrillic", "uz_Cyrl_UZ"),
        ("ca_ES@valencia", "ca_ES"), ("ja_JP", "ja_JP"), ("sr_Latn_RS", "sr_Latn_RS"),
    ])
    func posixFormIsRead(written: String, identifier: String) {
        #expect(LocaleName.identifier(written) == identifier)
    }

    /// The same value gives the same output on the command line as in `LANG`.
    @Test(arguments: ["de_DE.UTF-8", "C", "sr_RS@latin", "fr_FR.ISO-8859-1"])
    func optionReadsWhatTheEnvironmentReads(value: String) {
        let rule = "FREQ=MONTHLY;BYDAY=1MO;COUNT=3"
        let option = run("show", rule, "--locale", value, environment: [:])
        let environment = run("show", rule, environment: ["LANG": value])
        #expect(option.status == 0 && environment.status == 0, "\(option.stderr)\(environment.stderr)")
        #expect(option.stdout == environment.stdout && !option.stdout.isEmpty)
    }

    /// Serbian in Latin letters is read (not refused), and as the package has no Serbian
    /// words it speaks English throughout: English day names, never Serbian names beside
    /// English sentences.
    @Test func latinModifierReadsAndSpeaksOneLanguage() throws {
        let outcome = run("show", "FREQ=WEEKLY;BYDAY=MO", "--locale", "sr_RS@latin", "--format", "json")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
        let names = (json["days"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
        var english = Calendar(identifier: .gregorian)
        english.locale = Locale(identifier: "en_US")
        #expect(Set(names) == Set(english.standaloneWeekdaySymbols), "\(names)")
        #expect(json["summary"] as? String == "Mon", "\(json["summary"] ?? "")")
    }

    @Test func brokenEnvironmentLocaleFallsBackWithAWarning() {
        let outcome = run("rule", "mon", environment: ["LC_ALL": "xx_YY.FOO", "LANG": "de_DE.UTF-8"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("FREQ=WEEKLY;BYDAY=MO"))
        #expect(outcome.stderr == "weekdays: warning: unknown locale 'xx_YY.FOO' in LC_ALL; using en_US_POSIX\n")
    }

    @Test func unknownLocaleOptionIsAUsageError() {
        let outcome = run("show", "FREQ=DAILY", "--locale", "xx_YY.FOO")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("weekdays: unknown locale 'xx_YY.FOO'"))
    }
}
