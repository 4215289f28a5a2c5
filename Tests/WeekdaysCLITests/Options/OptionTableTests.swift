import Foundation
import Testing
@testable import WeekdaysCLI

/// Parsing, usage and help come from one table per command.
@Suite struct OptionTableTests {
    /// A table written for this test: each kind of option once.
    private static let sample = CommandSpec(
        name: "sample", abstract: "A command for the test.",
        arguments: [CommandArgument(name: "PATH", help: "Files.", isRepeatable: true)],
        options: [
            CommandOption("--level", .number(placeholder: "N", range: 1...9), help: "How deep."),
            CommandOption(
                "--format", .choice(of: OutputFormat.self), help: "The output form.", default: .value("text")),
            CommandOption(
                "--output", short: "-o", .text(placeholder: "FILE"), help: "Where to write.",
                default: .described("standard output")),
            CommandOption("--since", .text(placeholder: "D"), help: "The start.", required: true),
            CommandOption("--quiet", .flag, help: "Say less.\nMuch less."),
            CommandOption("--calendar", .text(placeholder: "PATH"), help: "More input.", repeatable: true),
            CommandOption("--legacy", .flag, help: "Old.").hidden,
        ],
        notes: "Notes come last.", run: { _, _ throws(CommandFailure) in })

    @Test func usageListsArgumentsThenOptionsInOrder() {
        #expect(
            Self.sample.usage
                == "weekdays sample PATH... [--level N] [--format text|json|jsonl] [-o FILE] --since D [--quiet]"
                + " [--calendar PATH...]")
    }

    @Test func helpLaysOutEveryShownOptionFromTheTable() {
        let expected = """
            OVERVIEW: A command for the test.

            USAGE: weekdays sample PATH... [--level N] [--format text|json|jsonl] [-o FILE] --since D [--quiet] [--calendar PATH...]

            ARGUMENTS:
              PATH                    Files.

            OPTIONS:
              --level N               How deep.
              --format text|json|jsonl
                                      The output form (default: text).
              -o, --output FILE       Where to write (default: standard output).
              --since D               The start.
              --quiet                 Say less.
                                      Much less.
              --calendar PATH         More input.

            Notes come last.
            """
        #expect(HelpText.help(for: Self.sample) == expected)
    }

    @Test func scannerReadsEveryFormOfTheTable() throws {
        let options = try ArgumentScanner(
            ["a.ics", "-o", "out", "--level=3", "--quiet", "--calendar", "x", "--calendar=y", "--legacy", "-", "-4"],
            command: Self.sample)
        #expect(options.positionals == ["a.ics", "-", "-4"])
        #expect(options.value("--output") == "out", "the short name is kept under the long one")
        #expect(try options.integer("--level") == 3)
        #expect(options.has("--quiet") && options.has("--legacy"))
        #expect(options.values("--calendar") == ["x", "y"])
        #expect(try options.choice("--format", as: OutputFormat.self) == .text, "the table's default")
    }

    // (arguments, the message)
    @Test(arguments: [
        (["--level", "12"], "'--level' takes a whole number from 1 to 9, not '12'"),
        (["--format", "xml"], "'--format' takes text or json or jsonl, not 'xml'"),
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["--quiet=yes"], "unknown option '--quiet'"),
        (["--since"], "missing value for '--since'"),
    ])
    func badArgumentsSayWhatTheTableAllows(arguments: [String], message: String) {
        do {
            let options = try ArgumentScanner(arguments, command: Self.sample)
            _ = try options.integer("--level")
            _ = try options.choice("--format", as: OutputFormat.self)
            Issue.record("no error for \(arguments)")
        } catch {
            guard case .usage(let text, let command) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(text == message)
            #expect(command == "sample")
        }
    }

    // MARK: - The tool's tables

    // The options CONTRACT.md gives each command.
    // (command, options)
    @Test(arguments: [
        ("show", ["--dtstart", "--tz", "--locale", "--first-weekday", "--color", "--no-summary", "--format"]),
        ("rule", ["--locale", "--first-weekday"]),
        ("expand", ["--dtstart", "--tz", "--count", "--until", "--format"]),
        ("validate", ["--format"]),
        ("convert", ["--to", "--from", "--jobs", "--output"]),
        ("occurrences", ["--from", "--to", "--tz", "--locale", "--format"]),
    ])
    func everyContractOptionIsInTheTableAndItsHelp(command: String, options: [String]) throws {
        let spec = try #require(CommandCatalog.command(named: command))
        let help = run(command, "--help").stdout
        for name in options {
            #expect(spec.option(named: name).map { !$0.isHidden } == true, "\(command) \(name)")
            #expect(help.contains("  \(name)") || help.contains(", \(name)"), "\(command) --help lists \(name)")
        }
        // -o is the contract's short form of --output.
        if command == "convert" { #expect(spec.option(named: "-o")?.name == "--output") }
    }

    // The values CONTRACT.md gives each choice.
    // (arguments before the bad value, option, values)
    @Test(arguments: [
        (["show", "FREQ=DAILY"], "--format", ["text", "json"]),
        (["expand", "FREQ=DAILY", "--dtstart", "20261130"], "--format", ["text", "json"]),
        (["validate", "Fixtures"], "--format", ["text", "json"]),
        (
            ["occurrences", "Fixtures", "--from", "20260101", "--to", "20260201"], "--format",
            ["text", "json", "jsonl"]
        ),
        (["convert", "Fixtures"], "--to", ["jsonl", "csv"]),
    ])
    func aBadChoiceListsTheAllowedValues(arguments: [String], option: String, values: [String]) {
        let outcome = run(arguments: arguments + [option, "yaml"])
        #expect(outcome.status == 2)
        let firstLine = outcome.stderr.split(separator: "\n").first.map(String.init) ?? ""
        #expect(firstLine.hasPrefix("weekdays: '\(option)' takes "), "\(firstLine)")
        #expect(firstLine.hasSuffix(", not 'yaml'"), "\(firstLine)")
        for value in values {
            #expect(firstLine.contains(value), "\(firstLine) names \(value)")
        }
        #expect(outcome.stderr.contains("Usage: weekdays \(arguments[0]) "))
    }

    @Test func everyTableIsWhole() {
        for spec in CommandCatalog.all {
            #expect(spec.undeclaredUsageNames.isEmpty, "\(spec.name): \(spec.undeclaredUsageNames)")
            let names = spec.options.flatMap(\.names)
            #expect(Set(names).count == names.count, "\(spec.name): a name is declared twice")
            for option in spec.options {
                #expect(option.help.hasSuffix("."), "\(spec.name) \(option.name)")
                if case .value(let word) = option.defaultValue, case .choice(let words) = option.value {
                    #expect(words.contains(word), "\(spec.name) \(option.name) defaults to a word it allows")
                }
            }
        }
    }
}

/// Runs the tool in-process with the arguments as an array.
private func run(arguments: [String]) -> Outcome {
    var context = CommandContext(environment: ["LANG": "en_US.UTF-8"])
    let status = WeekdaysCommand.main(["weekdays"] + arguments, context: &context)
    return Outcome(status: status, stdout: context.stdout, stderr: context.stderr)
}
