import Switchyard

/// `switchyard check [--routes FILE] [--json]`: every error and warning as
/// `FILE:LINE:COLUMN: error: …` on standard error, a summary line on standard output (the
/// routes counted by name, and their patterns when a route has several); with
/// `--json`, one JSON object a problem on standard output (``DiagnosticJSON``) and nothing
/// else. Exit 0 without errors, 2 with any.
enum CheckCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, allowed: ["--routes", "--json"])
        guard options.operands.isEmpty else { throw UsageError("check takes no operands; name the file with --routes FILE") }
        let (text, fileName) = try TableLoader.source(options, environment)
        if options.json {
            do {
                let table = try RouteTable(routesFile: text, fileName: fileName)
                for warning in table.warnings { environment.write(DiagnosticJSON.line(warning, fileName: fileName) + "\n") }
                return 0
            } catch {
                for problem in error.problems { environment.write(DiagnosticJSON.line(problem, fileName: fileName) + "\n") }
                return 2
            }
        }
        do {
            let table = try RouteTable(routesFile: text, fileName: fileName)
            for warning in table.warnings { environment.writeError("\(warning)\n") }
            environment.write("\(fileName): \(table.definitions.sizeSummary), 0 errors, \(counted(table.warnings.count, "warning"))\n")
            return 0
        } catch {
            for problem in error.problems { environment.writeError("\(problem)\n") }
            let errors = error.problems.filter { $0.severity == .error }.count
            let warnings = error.problems.count - errors
            environment.write("\(fileName): \(counted(errors, "error")), \(counted(warnings, "warning"))\n")
            return 2
        }
    }
}
