import Foundation
import TestOracles
import Testing
@testable import WeekdaysCLI

/// The engine's examples (``EngineExamples``) through `weekdays expand`, in-process and as
/// the built binary.
@Suite struct ExpandExampleTests {
    typealias Example = EngineExamples.Example

    @Test(arguments: EngineExamples.all)
    func printsTheOccurrences(_ example: Example) {
        let outcome = runInProcess(example.arguments)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.split(separator: "\n").map(String.init) == example.expected)
        #expect(outcome.stderr.isEmpty)
    }

    @Test(arguments: EngineExamples.all)
    func printsTheOccurrencesAsJSON(_ example: Example) throws {
        let outcome = runInProcess(example.arguments + ["--format", "json"])
        #expect(outcome.status == 0)
        let json = try jsonObject(outcome.stdout)
        #expect(json["dtstart"] as? String == example.start)
        #expect(json["occurrences"] as? [String] == example.expected)
        #expect(json["truncated"] as? Bool == example.truncated)
    }

    @Test(.tags(.endToEnd), arguments: EngineExamples.all)
    func theBinaryPrintsTheOccurrences(_ example: Example) throws {
        let outcome = try runBinary(example.arguments)
        #expect(outcome.status == 0)
        #expect(outcome.stdout.split(separator: "\n").map(String.init) == example.expected)
        #expect(outcome.stderr.isEmpty)
    }

    @Test(arguments: EngineExamples.neverOccurring)
    func validRuleWithNoOccurrencesPrintsNothing(rule: String, start: String) throws {
        let text = run("expand", rule, "--dtstart", start)
        #expect(text.status == 0)
        #expect(text.stdout.isEmpty)
        #expect(text.stderr.hasPrefix("weekdays: "))
        let json = run("expand", rule, "--dtstart", start, "--format", "json")
        #expect(json.status == 0)
        #expect(json.stderr.hasPrefix("weekdays: "))
        let object = try jsonObject(json.stdout)
        #expect(object["occurrences"] as? [String] == [])
        #expect(object["truncated"] as? Bool == false)
    }

    @Test(.tags(.endToEnd), arguments: EngineExamples.neverOccurring)
    func theBinaryPrintsNothingForAValidRuleWithNoOccurrences(rule: String, start: String) throws {
        let outcome = try runBinary(["expand", rule, "--dtstart", start])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr.hasPrefix("weekdays: "))
    }

    /// `--count 0` prints nothing.
    ///
    /// `expand ... --count 0` once printed one occurrence. More exist, so JSON
    /// says `truncated: true`.
    @Test func aCountOfZeroPrintsNothing() throws {
        let text = run("expand", "FREQ=DAILY", "--dtstart", "20261130", "--count", "0")
        #expect(text.status == 0)
        #expect(text.stdout.isEmpty)
        #expect(text.stderr.isEmpty)
        let json = try jsonObject(
            run("expand", "FREQ=DAILY", "--dtstart", "20261130", "--count", "0", "--format", "json").stdout)
        #expect(json["occurrences"] as? [String] == [])
        #expect(json["truncated"] as? Bool == true)
        let binary = try runBinary(["expand", "FREQ=DAILY", "--dtstart", "20261130", "--count", "0"])
        #expect(binary.status == 0)
        #expect(binary.stdout.isEmpty)
    }

    /// Runs the tool in-process with an argument list, as `run(_:)` does with its arguments.
    private func runInProcess(_ arguments: [String]) -> Outcome {
        var context = CommandContext(environment: ["LANG": "en_US.UTF-8"])
        let status = WeekdaysCommand.main(["weekdays"] + arguments, context: &context)
        return Outcome(status: status, stdout: context.stdout, stderr: context.stderr)
    }
}

extension EngineExamples.Example {
    /// The `weekdays expand` arguments for the example.
    fileprivate var arguments: [String] {
        ["expand", rule, "--dtstart", start] + (count.map { ["--count", String($0)] } ?? [])
    }
}
