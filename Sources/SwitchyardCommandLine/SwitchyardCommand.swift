import Switchyard

/// The `switchyard` command: `match`, `explain`, `url`, `check` and `open` (ROUTING.md section 6).
///
/// ```
/// $ swift run switchyard match raycipe://recipes/2
/// {"url":"raycipe://recipes/2","route":"recipe.detail","pattern":"raycipe://recipes/:id(int)","params":{"id":2},"query":{},"scheme":"raycipe"}
/// ```
public enum SwitchyardCommand {
    /// Runs the command with the process's streams; returns the exit status.
    public static func main(arguments: [String]) -> Int32 {
        run(arguments, environment: .standard)
    }

    /// Runs the command; returns the exit status (0, 1, or 2 for usage errors and broken tables).
    public static func run(_ arguments: [String], environment: CommandEnvironment) -> Int32 {
        guard let command = arguments.first else {
            environment.writeError(Usage.text)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        do {
            switch command {
            case "match": return try MatchCommand.run(rest, environment)
            case "check": return try CheckCommand.run(rest, environment)
            case "help", "--help", "-h":
                environment.write(Usage.text)
                return 0
            default:
                throw UsageError("unknown command '\(command)'")
            }
        } catch let error as UsageError {
            environment.writeError("switchyard: \(error.message)\n\n\(Usage.text)")
            return 2
        } catch let error as TableLoadFailure {
            environment.writeError(error.message)
            return 2
        } catch {
            environment.writeError("switchyard: \(error)\n")
            return 2
        }
    }
}
