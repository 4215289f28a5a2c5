// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "weekdays",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "WeekdayKit", targets: ["WeekdayKit"]),
        .executable(name: "weekdays", targets: ["weekdays"]),
    ],
    targets: [
        .systemLibrary(
            name: "CLibical",
            pkgConfig: "libical",
            providers: [.apt(["libical-dev"]), .brew(["libical"])]
        ),
        // A bounded cache shared by threads; kept out of the API `import WeekdayKit` brings.
        .target(name: "Caching"),
        .target(name: "Recurrence", dependencies: ["Caching"]),
        .target(name: "ICalKit", dependencies: ["CLibical", "Recurrence", "Caching"]),
        .target(
            name: "WeekdayKit",
            dependencies: ["ICalKit", "Caching"],
            resources: [.process("Resources")]
        ),
        .target(name: "WeekdaysCLI", dependencies: ["WeekdayKit"]),
        .executableTarget(name: "weekdays", dependencies: ["WeekdaysCLI"]),
        // Benchmarks/run_expansion.sh: ICalKit's expansion beside libical's and dateutil's.
        .executableTarget(
            name: "ExpansionBenchmark",
            dependencies: ["ICalKit"],
            path: "Benchmarks/ExpansionBenchmark"
        ),
        .target(name: "TestOracles", path: "Tests/TestOracles"),
        .testTarget(name: "CachingTests", dependencies: ["Caching"]),
        .testTarget(name: "ICalKitTests", dependencies: ["ICalKit", "TestOracles"]),
        .testTarget(name: "WeekdayKitTests", dependencies: ["WeekdayKit", "TestOracles"]),
        .testTarget(name: "WeekdaysCLITests", dependencies: ["WeekdaysCLI", "weekdays", "TestOracles"]),
    ],
    swiftLanguageModes: [.v6]
)
