// swift-tools-version: 6.2
import PackageDescription

// An app target that uses Switchyard's build-tool plugin: its recipes.routes is checked when
// the target builds, and its typed routes are generated and compiled with it.
let package = Package(
    name: "PluginExample",
    platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "Switchyard", path: "../..")],
    targets: [
        .executableTarget(
            name: "RecipeLinks",
            dependencies: [.product(name: "Switchyard", package: "Switchyard")],
            plugins: [.plugin(name: "SwitchyardRoutesPlugin", package: "Switchyard")]
        )
    ],
    swiftLanguageModes: [.v6]
)
