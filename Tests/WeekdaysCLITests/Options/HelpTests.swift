import Testing
@testable import WeekdaysCLI

@Suite struct HelpTests {
    @Test(arguments: ["show", "rule", "expand", "validate", "convert", "occurrences", "week", "pick", "completion"])
    func helpIsTheSameThreeWays(command: String) {
        let short = run(command, "-h")
        let long = run(command, "--help")
        let topic = run("help", command)
        #expect(short.status == 0 && long.status == 0 && topic.status == 0)
        #expect(short.stdout == long.stdout)
        #expect(long.stdout == topic.stdout)
        #expect(long.stdout.contains("USAGE: weekdays \(command)"))
        #expect(long.stderr.isEmpty)
    }

    @Test func toolHelpAndVersion() {
        let help = run("--help")
        #expect(help.status == 0)
        for command in ["show", "rule", "expand", "validate", "convert", "occurrences"] {
            #expect(help.stdout.contains("  \(command)"))
        }
        let version = run("--version")
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("weekdays "))
    }

    @Test func unknownCommandExitsTwo() {
        let outcome = run("frobnicate")
        #expect(outcome.status == 2)
        #expect(outcome.stderr.hasPrefix("weekdays: unknown command"))
    }
}
