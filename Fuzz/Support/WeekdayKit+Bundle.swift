import Foundation

// SwiftPM writes this accessor for targets with resources; the fuzz build compiles
// WeekdayKit with swiftc directly, so it supplies the same one. It looks beside the
// executable first (as SwiftPM's does), then in the package's source folder.
extension Foundation.Bundle {
    static let module: Bundle = {
        let beside = Bundle.main.bundleURL.appendingPathComponent("weekdays_WeekdayKit.resources").path
        let sources = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/WeekdayKit/Resources").path
        guard let bundle = Bundle(path: beside) ?? Bundle(path: sources) else {
            Swift.fatalError("could not load resource bundle: from \(beside) or \(sources)")
        }
        return bundle
    }()
}
