import Foundation
import Testing

/// Replays every input the fuzzers found (`Tests/FuzzRegressions/{rules,calendars}/`)
/// through the same calls as the fuzz targets (``FuzzExercise``): none may crash, hang or
/// break a property.
///
/// The only timing check is a generous sanity bound per input, so a hang fails the test
/// instead of stalling the suite.
@Suite struct FuzzRegressionTests {
    static let sanityBound = Duration.seconds(60)

    static let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("FuzzRegressions")

    /// The inputs of one target, by file name (hidden files such as `.gitkeep` left out).
    static func inputs(_ target: String) -> [String] {
        let folder = corpus.appendingPathComponent(target).path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted()
    }

    static func bytes(_ target: String, _ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: corpus.appendingPathComponent(target).appendingPathComponent(name)))
    }

    @Test func corpusIsThere() {
        #expect(!Self.inputs("rules").isEmpty)
        #expect(!Self.inputs("calendars").isEmpty)
    }

    @Test(arguments: inputs("rules"))
    func ruleReplays(_ name: String) throws {
        let input = try Self.bytes("rules", name)
        let clock = ContinuousClock()
        let begin = clock.now
        let violations = FuzzExercise.rule(input)
        let elapsed = clock.now - begin
        #expect(violations.isEmpty, "\(name): \(violations)")
        #expect(elapsed < Self.sanityBound, "\(name) took \(elapsed)")
    }

    @Test(arguments: inputs("calendars"))
    func calendarReplays(_ name: String) throws {
        let input = try Self.bytes("calendars", name)
        let clock = ContinuousClock()
        let begin = clock.now
        let violations = FuzzExercise.calendar(input)
        let elapsed = clock.now - begin
        #expect(violations.isEmpty, "\(name): \(violations)")
        #expect(elapsed < Self.sanityBound, "\(name) took \(elapsed)")
    }
}
