import Switchyard

/// Reads the routes file named by `--routes`, or the built-in table, and builds it.
enum TableLoader {
    /// The file's text and the name to show in messages.
    static func source(_ options: Options, _ environment: CommandEnvironment) throws(TableLoadFailure) -> (text: String, fileName: String) {
        guard let path = options.routesFile else { return (BuiltInTable.text, BuiltInTable.fileName) }
        switch environment.readFile(path) {
        case .success(let text): return (text, path)
        case .failure(let error): throw TableLoadFailure(message: "switchyard: \(error)\n")
        }
    }

    /// The built table, or a failure whose message lists every problem.
    static func load(_ options: Options, _ environment: CommandEnvironment) throws(TableLoadFailure) -> RouteTable {
        let (text, fileName) = try source(options, environment)
        do {
            return try RouteTable(routesFile: text, fileName: fileName)
        } catch {
            let lines = error.problems.map { "\($0)\n" }.joined()
            throw TableLoadFailure(message: lines + "switchyard: the routes table \(fileName) does not build\n")
        }
    }
}

/// A routes table that could not be read or built: exit status 2, message on standard error.
struct TableLoadFailure: Error {
    let message: String
}
