// swift-tools-version: 6.0
// A consumer of the library, as an app's package would be: it depends on the repository
// by path and names only the WeekdayKit product. `make example` builds and runs it.
import PackageDescription

let package = Package(
    name: "AlarmImport",
    platforms: [.macOS(.v15)],
    dependencies: [.package(name: "weekdays", path: "../..")],
    targets: [
        .executableTarget(
            name: "AlarmImport",
            dependencies: [.product(name: "WeekdayKit", package: "weekdays")],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        )
    ],
    swiftLanguageModes: [.v6]
)
