// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "weekdays",
    // Foundation's Calendar.RecurrenceRule and Locale.Weekday bridges are marked
    // @available where they need more; everything else runs on these.
    platforms: [.macOS(.v13), .iOS(.v16), .watchOS(.v9), .tvOS(.v16), .visionOS(.v1)],
    products: [
        // Rules, words, selections and expansion in Swift alone: for apps on every platform.
        .library(name: "WeekdayCore", targets: ["WeekdayCore"]),
        // WeekdayCore and calendar files (.ics) read and written through libical.
        .library(name: "WeekdayKit", targets: ["WeekdayKit"]),
        .executable(name: "weekdays", targets: ["weekdays"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibical",
            pkgConfig: "libical",
            providers: [.apt(["libical-dev"]), .brew(["libical"])]
        ),
        // Memos whose tables belong to a run, bounded tables and locks; kept out of the API
        // `import WeekdayKit` brings.
        .target(name: "Caching"),
        .target(name: "Recurrence", dependencies: ["Caching"]),
        .target(name: "ICalKit", dependencies: ["CLibical", "Recurrence", "Caching"]),
        // The phrasebooks are compiled into the code, so every binary and app that links
        // WeekdayCore speaks every language, wherever it is installed or copied.
        .target(
            name: "WeekdayCore",
            dependencies: ["Recurrence", "Caching"],
            resources: [
                "de", "es", "fr", "it", "ja", "ko", "nl", "pt", "ru", "zh", "pl", "tr", "sv", "da", "uk", "ar", "he",
                "pt_PT",
            ].map {
                .embedInCode("Resources/\($0).json")
            }
        ),
        .target(name: "WeekdayKit", dependencies: ["WeekdayCore", "ICalKit", "Caching"]),
        .target(name: "WeekdaysCLI", dependencies: ["WeekdayKit"]),
        .executableTarget(name: "weekdays", dependencies: ["WeekdaysCLI"]),
        // Benchmarks/run_expansion.sh: ICalKit's expansion beside libical's and dateutil's.
        .executableTarget(
            name: "ExpansionBenchmark",
            dependencies: ["ICalKit"],
            path: "Benchmarks/ExpansionBenchmark"
        ),
        // Benchmarks/run_rule_reading.sh: the Swift rule reader beside libical's.
        .executableTarget(
            name: "RuleReadingBenchmark",
            dependencies: ["Recurrence"],
            path: "Benchmarks/RuleReadingBenchmark"
        ),
        .target(name: "TestOracles", dependencies: ["Recurrence"], path: "Tests/TestOracles"),
        .testTarget(name: "CachingTests", dependencies: ["Caching"]),
        .testTarget(name: "RecurrenceTests", dependencies: ["Recurrence", "Caching", "TestOracles"]),
        .testTarget(name: "ICalKitTests", dependencies: ["ICalKit", "TestOracles"]),
        .testTarget(name: "WeekdayCoreTests", dependencies: ["WeekdayCore", "TestOracles"]),
        .testTarget(name: "WeekdayKitTests", dependencies: ["WeekdayKit", "TestOracles"]),
        .testTarget(name: "WeekdaysCLITests", dependencies: ["WeekdaysCLI", "weekdays", "TestOracles"]),
    ],
    swiftLanguageModes: [.v6]
)
