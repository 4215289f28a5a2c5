import Foundation
import Testing

/// A binary copied somewhere alone keeps every language: the phrasebooks are in its code.
@Suite(.tags(.endToEnd)) struct ResourceBundleTests {
    @Test func aBinaryCopiedAloneSpeaksEveryLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("alone-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let alone = folder.appendingPathComponent("weekdays")
        try FileManager.default.copyItem(at: executableURL, to: alone)

        let spanish = try Self.runFreshCopy(
            ["show", "FREQ=WEEKLY;INTERVAL=2;BYDAY=MO", "--locale", "es_ES"], executable: alone)
        #expect(spanish.status == 0)
        #expect(spanish.stdout.contains("Cada 2 semanas el lunes"), "\(spanish.stdout)")
        let german = try runBinary(
            ["show", "FREQ=DAILY;UNTIL=20260131", "--dtstart", "20260105", "--locale", "de_DE"], executable: alone)
        #expect(german.stdout.contains("Jeden Tag bis zum 31. Januar 2026"), "\(german.stdout)")
        let english = try runBinary(
            ["show", "FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR", "--locale", "en_US"], executable: alone)
        #expect(english.status == 0)
        #expect(english.stdout.contains("Weekdays"))
    }

    /// Runs a binary just copied, waiting while it is "busy": a process another test
    /// starts at the same moment (an exit test's child) can inherit the copy's open
    /// descriptor and hold it for a moment, and Linux refuses to run a file open for
    /// writing (ETXTBSY).
    static func runFreshCopy(_ arguments: [String], executable: URL) throws -> Outcome {
        for _ in 0..<50 {
            do { return try runBinary(arguments, executable: executable) } catch let error as NSError {
                let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError
                guard underlying?.domain == NSPOSIXErrorDomain, underlying?.code == Int(ETXTBSY) else { throw error }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        return try runBinary(arguments, executable: executable)
    }
}
