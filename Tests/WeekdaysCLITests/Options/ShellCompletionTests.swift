import Foundation
import Testing

/// The completion scripts and the manual page of the built tool, read by the real shells
/// and by groff, and `scripts/install.sh` putting them in place.
@Suite(.tags(.endToEnd))
struct ShellCompletionTests {
    /// A program on the usual paths; nil when it is not installed.
    private static func program(_ name: String) -> String? {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].map { $0 + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs a program with arguments, returning its status and output.
    private func execute(_ path: String, _ arguments: [String], input: Data? = nil) throws -> Outcome {
        try runBinary(arguments, stdin: input, executable: URL(fileURLWithPath: path))
    }

    private func script(_ shell: String) throws -> String {
        let outcome = try runBinary(["completion", shell])
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(shell): \(outcome.stderr)")
        return outcome.stdout
    }

    private func written(_ text: String, name: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("weekdays-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        return file.path
    }

    // (shell, how it checks syntax without running)
    @Test(arguments: [("bash", ["-n"]), ("zsh", ["-n"]), ("fish", ["--no-execute"])])
    func eachScriptParsesInItsShell(shell: String, check: [String]) throws {
        let text = try script(shell)
        guard let path = Self.program(shell) else {
            // Only bash is sure to be there; the others are checked where installed.
            #expect(shell != "bash", "bash is needed")
            return
        }
        let outcome = try execute(path, check + [try written(text, name: "weekdays.\(shell)")])
        #expect(outcome.status == 0, "\(shell): \(outcome.stderr)")
        #expect(outcome.stderr.isEmpty, "\(shell): \(outcome.stderr)")
    }

    /// What bash offers after each of these words, with the completion loaded.
    // (words typed, the last one being completed; what bash must offer)
    @Test(arguments: [
        (["weekdays", ""], ["show", "rule", "expand", "validate", "convert", "occurrences"]),
        (["weekdays", "show", "--format", ""], ["text", "json"]),
        (["weekdays", "occurrences", "x", "--format", "j"], ["json", "jsonl"]),
        (["weekdays", "convert", "--to", ""], ["jsonl", "csv"]),
        (["weekdays", "show", "--no"], ["--no-summary"]),
        (["weekdays", "convert", "-o", "Fixtures/alarm"], ["Fixtures/alarm.ics"]),
        (["weekdays", "completion", ""], ["bash", "zsh", "fish"]),
    ])
    func bashOffersWhatTheContractNames(words: [String], offered: [String]) throws {
        let bash = try #require(Self.program("bash"))
        let path = try written(try script("bash"), name: "weekdays.bash")
        let quotedWords = words.map { "'\($0)'" }.joined(separator: " ")
        let probe = """
            source '\(path)'
            COMP_WORDS=(\(quotedWords)); COMP_CWORD=\(words.count - 1)
            _weekdays
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let outcome = try execute(bash, ["-c", probe])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let replies = Set(outcome.stdout.split(separator: "\n").map(String.init))
        for word in offered {
            #expect(replies.contains(word), "after \(words): \(replies.sorted())")
        }
    }

    @Test(.enabled(if: program("groff") != nil, "needs groff"))
    func manualPageRendersWithoutWarnings() throws {
        let page = try runBinary(["manpage"])
        #expect(page.status == 0)
        let groff = try #require(Self.program("groff"))
        let rendered = try execute(groff, ["-man", "-Tutf8", "-ww"], input: Data(page.stdout.utf8))
        #expect(rendered.status == 0)
        #expect(rendered.stderr.isEmpty, "groff warns: \(rendered.stderr)")
        // groff marks bold by overstriking; read the letters alone.
        let text = rendered.stdout.replacingOccurrences(of: "\u{08}.", with: "", options: .regularExpression)
        for command in ["show", "rule", "expand", "validate", "convert", "occurrences", "week", "pick"] {
            #expect(text.contains("weekdays \(command)"), "\(command) has its section")
        }
        for option in ["--dtstart", "--first-weekday", "--no-summary", "--output", "--calendar", "--interactive"] {
            #expect(text.contains(option), "\(option) is described")
        }
        #expect(!text.contains("manpage"), "the hidden command stays hidden")
    }

    /// `make install` runs this script with the release binary; here it gets the debug one.
    @Test func installPutsTheToolItsManualAndCompletionsUnderThePrefix() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent(
            "weekdays-prefix-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: prefix) }
        let install = try execute(
            packageRoot.appendingPathComponent("scripts/install.sh").path, [executableURL.path, prefix.path])
        #expect(install.status == 0, "\(install.stderr)")
        let installed = prefix.appendingPathComponent("bin/weekdays")
        let rule = try runBinary(["rule", "mon,wed", "--locale", "en_GB"], executable: installed)
        #expect(rule.status == 0)
        #expect(rule.stdout.hasPrefix("FREQ=WEEKLY;BYDAY=MO,WE"))
        // The installed binary speaks every language, with nothing installed beside it for them.
        let german = try runBinary(
            ["show", "FREQ=DAILY;UNTIL=20260131", "--dtstart", "20260105", "--locale", "de_DE"], executable: installed)
        #expect(german.stdout.contains("Jeden Tag bis zum 31. Januar 2026"), "\(german.stdout)")
        let japanese = try runBinary(["show", "FREQ=DAILY", "--locale", "ja_JP"], executable: installed)
        #expect(japanese.status == 0 && japanese.stdout.contains("毎日"), "\(japanese.stdout)")
        for file in [
            "share/man/man1/weekdays.1", "share/bash-completion/completions/weekdays",
            "share/zsh/site-functions/_weekdays", "share/fish/vendor_completions.d/weekdays.fish",
        ] {
            let path = prefix.appendingPathComponent(file).path
            let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
            #expect(size > 0, "\(file) is installed")
        }
        if let man = Self.program("man") {
            let page = try execute(man, ["-l", prefix.appendingPathComponent("share/man/man1/weekdays.1").path])
            #expect(page.status == 0 && page.stdout.contains("WEEKDAYS(1)"), "\(page.stderr)")
        }
    }
}
