// swift-tools-version: 6.0
// An app's package that names only the WeekdayCore product, as an iOS, watchOS or server
// app would: no C library is built or linked. `make test` builds and runs it where
// pkg-config cannot find libical.
import PackageDescription

let package = Package(
    name: "WeekdayCoreApp",
    platforms: [.macOS(.v13), .iOS(.v16), .watchOS(.v9), .tvOS(.v16), .visionOS(.v1)],
    dependencies: [.package(name: "weekdays", path: "../..")],
    targets: [
        .executableTarget(
            name: "WeekdayCoreApp",
            dependencies: [.product(name: "WeekdayCore", package: "weekdays")],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        )
    ],
    swiftLanguageModes: [.v6]
)
