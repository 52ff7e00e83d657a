import Foundation
import SwitchyardRoutesGenerator

// `SwitchyardRoutesGeneratorTool INPUT.routes OUTPUT.swift`: what the build-tool plugin runs for
// each routes file. Diagnostics go to standard error as `FILE:LINE:COLUMN: error: message`,
// where SwiftPM and Xcode show them at the line; with an error, nothing is written and the
// exit status is 1, which fails the build.
let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: SwitchyardRoutesGeneratorTool INPUT.routes OUTPUT.swift\n".utf8))
    exit(2)
}
let text: String
do {
    text = try String(contentsOfFile: input, encoding: .utf8)
} catch {
    FileHandle.standardError.write(Data("\(input):1:1: error: the routes file cannot be read as UTF-8 text: \(error.localizedDescription)\n".utf8))
    exit(1)
}
let generation = RoutesGenerator.generate(text, path: input)
for line in generation.diagnosticLines { FileHandle.standardError.write(Data((line + "\n").utf8)) }
guard let source = generation.swiftSource else { exit(1) }
do {
    try Data(source.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
} catch {
    FileHandle.standardError.write(Data("error: cannot write \(output): \(error.localizedDescription)\n".utf8))
    exit(1)
}
