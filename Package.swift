// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Switchyard",
    // The open-URL chain uses Duration and clocks; Linux has no such floor.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Switchyard", targets: ["Switchyard"]),
        .library(name: "SwitchyardOpenURL", targets: ["SwitchyardOpenURL"]),
        .executable(name: "switchyard", targets: ["SwitchyardCLI"]),
        .executable(name: "bench", targets: ["bench"]),
    ],
    targets: [
        // The router: URL scanning, patterns, the compiled matcher. Standard library only
        // (Foundation conveniences live in Interop/, behind canImport).
        .target(
            name: "Switchyard",
            // Double's rounding operations call libm, which a target importing nothing does not link by itself.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The open-URL action chain, built on the router.
        .target(name: "SwitchyardOpenURL", dependencies: ["Switchyard"]),
        // The `switchyard` command's logic, as a library so tests can run it in-process.
        .target(name: "SwitchyardCommandLine", dependencies: ["Switchyard", "SwitchyardOpenURL"]),
        // The `switchyard` executable: a thin `main` over SwitchyardCommandLine.
        // (Not Sources/switchyard: it would collide with Sources/Switchyard on case-insensitive file systems.)
        .executableTarget(name: "SwitchyardCLI", dependencies: ["SwitchyardCommandLine"]),
        // `swift run -c release bench`
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        .executableTarget(name: "bench", dependencies: ["Switchyard", "MallocCounter"], path: "Benchmarks/bench"),
        .testTarget(name: "SwitchyardTests", dependencies: ["Switchyard"], exclude: ["Data"]),
        .testTarget(name: "SwitchyardOpenURLTests", dependencies: ["SwitchyardOpenURL"]),
        .testTarget(
            name: "SwitchyardCommandLineTests",
            dependencies: ["SwitchyardCommandLine", "SwitchyardCLI"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
