import Switchyard

/// The `switchyard` command: `match`, `explain`, `url`, `check` and `open` (ROUTING.md section 6).
///
/// ```
/// $ swift run switchyard match raycipe://recipes/2
/// {"url":"raycipe://recipes/2","route":"recipe.detail","pattern":"raycipe://recipes/:id(int)","params":{"id":2},"query":{},"scheme":"raycipe"}
/// ```
public enum SwitchyardCommand {
    /// Runs the command with the process's streams; returns the exit status.
    /// (`async` because `open` dispatches through the asynchronous open-URL chain.)
    public static func main(arguments: [String]) async -> Int32 {
        await run(arguments, environment: .standard)
    }

    /// Runs the command, `open` included (it dispatches through the asynchronous open-URL
    /// chain); every other command runs as in the synchronous ``run(_:environment:)``.
    public static func run(_ arguments: [String], environment: CommandEnvironment) async -> Int32 {
        guard arguments.first == "open" else { return runSynchronously(arguments, environment) }
        do {
            return try await OpenCommand.run(Array(arguments.dropFirst()), environment)
        } catch {
            return report(error, environment)
        }
    }

    /// Runs the command; returns the exit status (0, 1, or 2 for usage errors and broken tables).
    public static func run(_ arguments: [String], environment: CommandEnvironment) -> Int32 {
        runSynchronously(arguments, environment)
    }

    private static func runSynchronously(_ arguments: [String], _ environment: CommandEnvironment) -> Int32 {
        guard let command = arguments.first else {
            environment.writeError(Usage.text)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "match": return try MatchCommand.run(rest, environment)
            case "explain": return try ExplainCommand.run(rest, environment)
            case "url": return try UrlCommand.run(rest, environment)
            case "check": return try CheckCommand.run(rest, environment)
            case "qr": return try QRCommand.run(rest, environment)
            case "open":
                // The chain is asynchronous: the `async` overloads of `main` and `run` run it.
                throw UsageError("open needs the asynchronous entry point (await SwitchyardCommand.run)")
            case "help", "--help", "-h":
                environment.write(Usage.text)
                return 0
            default:
                throw UsageError("unknown command '\(command)'")
            }
        } catch {
            return report(error, environment)
        }
    }

    /// Writes a failed command's message to standard error; returns exit status 2.
    private static func report(_ error: any Error, _ environment: CommandEnvironment) -> Int32 {
        switch error {
        case let error as UsageError:
            environment.writeError("switchyard: \(error.message)\n\n\(Usage.text)")
        case let error as TableLoadFailure:
            environment.writeError(error.message)
        default:
            environment.writeError("switchyard: \(error)\n")
        }
        return 2
    }
}
