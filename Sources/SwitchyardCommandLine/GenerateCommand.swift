import SwitchyardRoutesGenerator

/// `switchyard generate FILE`: the Swift file the build-tool plugin generates from a routes
/// file, on standard output (for a project that checks it in or builds without SwiftPM). Every
/// error and warning goes to standard error as `FILE:LINE:COLUMN: error: …`; with an error,
/// nothing is printed on standard output and the exit status is 2.
enum GenerateCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, allowed: [])
        guard options.operands.count == 1, let path = options.operands.first else {
            throw UsageError("generate takes one operand: the routes file")
        }
        let text: String
        switch environment.readFile(path) {
        case .success(let contents): text = contents
        case .failure(let error): throw TableLoadFailure(message: "switchyard: \(error)\n")
        }
        let generation = RoutesGenerator.generate(text, path: path)
        for line in generation.diagnosticLines { environment.writeError(line + "\n") }
        guard let source = generation.swiftSource else { return 2 }
        environment.write(source)
        return 0
    }
}
