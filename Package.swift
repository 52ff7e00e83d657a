// swift-tools-version: 6.2
import PackageDescription

let package = Package(
    name: "Switchyard",
    // The open-URL chain uses Duration and clocks; Linux has no such floor. Docs/Platforms.md
    // says what runs where and how each API above these minimums is guarded.
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "Switchyard", targets: ["Switchyard"]),
        .library(name: "SwitchyardOpenURL", targets: ["SwitchyardOpenURL"]),
        .library(name: "SwitchyardLinks", targets: ["SwitchyardLinks"]),
        .library(name: "SwitchyardInbox", targets: ["SwitchyardInbox"]),
        .library(name: "SwitchyardLinkService", targets: ["SwitchyardLinkService"]),
        .library(name: "SwitchyardQRCode", targets: ["SwitchyardQRCode"]),
        .library(name: "SwitchyardLinkClient", targets: ["SwitchyardLinkClient"]),
        .executable(name: "switchyard", targets: ["SwitchyardCLI"]),
        .executable(name: "bench", targets: ["bench"]),
        .plugin(name: "SwitchyardRoutesPlugin", targets: ["SwitchyardRoutesPlugin"]),
    ],
    targets: [
        // The router: URL scanning, patterns, the compiled matcher. Standard library only
        // (Foundation conveniences live in Interop/, behind canImport).
        .target(
            name: "Switchyard",
            // `MatchView` is non-escapable: its initializer states what the view borrows
            // (`@_lifetime`), so that a view cannot leave the closure it is lent to.
            swiftSettings: [.enableExperimentalFeature("Lifetimes")],
            // Double's rounding operations call libm, which a target importing nothing does not link by itself.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux]))]
        ),
        // The open-URL action chain, built on the router.
        .target(name: "SwitchyardOpenURL", dependencies: ["Switchyard"]),
        // Firebase-compatible dynamic links, offline: build, decode, match confidence, and the
        // deep link inside an incoming link routed through a table. Built on the router only.
        .target(name: "SwitchyardLinks", dependencies: ["Switchyard"]),
        // The app's client of a link service: a ShortLinkResolver over HTTP, where Foundation's
        // networking exists. Kept out of SwitchyardLinks, which imports the standard library only.
        .target(name: "SwitchyardLinkClient", dependencies: ["SwitchyardLinks"]),
        // The one place for each Linux/Darwin difference the targets below meet: the lock,
        // detached threads, socket constants, durable writes, the descriptor limit. Package
        // access only; in no product.
        .target(name: "SwitchyardPlatform"),
        // The app side of arriving links: the inbox that holds links behind guards and delivers
        // each once, and the open-URL handlers for dynamic links and for the inbox.
        .target(name: "SwitchyardInbox", dependencies: ["SwitchyardOpenURL", "SwitchyardLinks", "SwitchyardPlatform"]),
        // A link service on your own domain: short links, clicks, association files, install
        // attribution. Request in, response out; no server framework.
        .target(name: "SwitchyardLinkService", dependencies: ["SwitchyardLinks", "SwitchyardPlatform"]),
        // QR codes (Model 2, versions 1-40) drawn as a matrix, SVG, PNG or terminal text.
        // Standard library only, independent of the router.
        .target(name: "SwitchyardQRCode"),
        // The `switchyard` command's logic, as a library so tests can run it in-process.
        .target(
            name: "SwitchyardCommandLine",
            dependencies: [
                "Switchyard", "SwitchyardOpenURL", "SwitchyardLinks", "SwitchyardInbox",
                "SwitchyardLinkService", "SwitchyardQRCode", "SwitchyardPlatform", "SwitchyardLinkClient", "SwitchyardRoutesGenerator",
            ]
        ),
        // The `switchyard` executable: a thin `main` over SwitchyardCommandLine.
        // (Not Sources/switchyard: it would collide with Sources/Switchyard on case-insensitive file systems.)
        .executableTarget(name: "SwitchyardCLI", dependencies: ["SwitchyardCommandLine"]),
        // The recipe app's link handling, from Docs/Apps.md, as a program that runs on Linux:
        // `swift run RecipeLinksExample` (it starts `switchyard serve` on loopback). In no product.
        .executableTarget(
            name: "RecipeLinksExample", dependencies: ["Switchyard", "SwitchyardOpenURL", "SwitchyardLinks", "SwitchyardInbox", "SwitchyardLinkClient"]),
        // Typed route declarations generated from a routes file, with the file's diagnostics;
        // used by `switchyard generate` and by the build-tool plugin's tool.
        .target(name: "SwitchyardRoutesGenerator", dependencies: ["Switchyard"]),
        // What the build-tool plugin runs for each routes file: INPUT.routes OUTPUT.swift.
        .executableTarget(name: "SwitchyardRoutesGeneratorTool", dependencies: ["SwitchyardRoutesGenerator"]),
        // The build-tool plugin: checks a target's *.routes files and compiles their typed routes.
        .plugin(
            name: "SwitchyardRoutesPlugin", capability: .buildTool(), dependencies: ["SwitchyardRoutesGeneratorTool"],
            path: "Sources/SwitchyardRoutesPlugin"
        ),
        // The seeded generator the tests and the bench share; in no product.
        .target(name: "SwitchyardTestSupport", path: "Tests/Support"),
        // `swift run -c release bench`
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        .executableTarget(
            name: "bench", dependencies: ["Switchyard", "SwitchyardLinks", "SwitchyardLinkService", "SwitchyardQRCode", "MallocCounter", "SwitchyardTestSupport"], path: "Benchmarks/bench",
            // Benchmarks/bench/Routes: the typed routes generated from routes files (GeneratedSuites).
            plugins: ["SwitchyardRoutesPlugin"]
        ),
        .testTarget(name: "SwitchyardTests", dependencies: ["Switchyard", "SwitchyardTestSupport"], exclude: ["Data"]),
        .testTarget(name: "SwitchyardOpenURLTests", dependencies: ["SwitchyardOpenURL"]),
        .testTarget(name: "SwitchyardLinksTests", dependencies: ["SwitchyardLinks", "SwitchyardTestSupport"]),
        .testTarget(name: "SwitchyardInboxTests", dependencies: ["SwitchyardInbox", "SwitchyardTestSupport"]),
        .testTarget(name: "SwitchyardLinkClientTests", dependencies: ["SwitchyardLinkClient", "SwitchyardLinkService", "SwitchyardTestSupport"]),
        .testTarget(name: "SwitchyardLinkServiceTests", dependencies: ["SwitchyardLinkService", "SwitchyardPlatform"], exclude: ["Data"]),
        .testTarget(name: "SwitchyardQRCodeTests", dependencies: ["SwitchyardQRCode", "Switchyard", "SwitchyardTestSupport"], exclude: ["Data"]),
        .testTarget(name: "SwitchyardRoutesGeneratorTests", dependencies: ["SwitchyardRoutesGenerator", "Switchyard"]),
        .testTarget(
            name: "SwitchyardCommandLineTests",
            dependencies: ["SwitchyardCommandLine", "SwitchyardCLI", "SwitchyardLinkService"],
            exclude: ["Data"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
