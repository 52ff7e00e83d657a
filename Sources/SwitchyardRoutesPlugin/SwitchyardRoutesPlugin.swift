import Foundation
import PackagePlugin

/// The build-tool plugin: for each `*.routes` file of a target, runs the generator, which
/// checks the file (every error and warning is a diagnostic at its line and column; an error
/// fails the build) and writes its typed declarations, compiled with the target.
@main
struct SwitchyardRoutesPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "SwitchyardRoutesGeneratorTool")
        return target.sourceFiles(withSuffix: "routes").map { file in
            Self.command(tool: tool.url, input: file.url, outputDirectory: context.pluginWorkDirectoryURL)
        }
    }

    /// The command that turns `input` into `NAME.routes.swift` in `outputDirectory`.
    static func command(tool: URL, input: URL, outputDirectory: URL) -> Command {
        let output = outputDirectory.appendingPathComponent(input.lastPathComponent + ".swift")
        return .buildCommand(
            displayName: "Generating typed routes from \(input.lastPathComponent)",
            executable: tool,
            arguments: [input.path, output.path],
            inputFiles: [input],
            outputFiles: [output]
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension SwitchyardRoutesPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let tool = try context.tool(named: "SwitchyardRoutesGeneratorTool")
        return target.inputFiles.filter { $0.url.pathExtension == "routes" }.map { file in
            Self.command(tool: tool.url, input: file.url, outputDirectory: context.pluginWorkDirectoryURL)
        }
    }
}
#endif
