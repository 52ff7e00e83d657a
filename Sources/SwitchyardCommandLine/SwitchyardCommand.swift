import Switchyard

/// The `switchyard` command: `match`, `explain`, `url`, `check` and `open` (Docs/Command.md).
///
/// ```
/// $ swift run switchyard match raycipe://recipes/2
/// {"url":"raycipe://recipes/2","route":"recipe.detail","pattern":"raycipe://recipes/:id(int)","params":{"id":2},"query":{},"scheme":"raycipe"}
/// ```
package enum SwitchyardCommand {
    /// Runs the command with the process's streams; returns the exit status.
    /// (`async` because `open` dispatches through the asynchronous open-URL chain.)
    package static func main(arguments: [String]) async -> Int32 {
        await run(arguments, environment: .standard)
    }

    /// Runs the command with the process's own arguments, read as bytes (``CommandArguments``),
    /// and its streams; returns the exit status.
    package static func main() async -> Int32 {
        await run(CommandArguments.process, environment: .standard)
    }

    /// Runs the command with arguments given as bytes, `open` included: an argument that is
    /// not UTF-8 is routed as the bytes it is (a URL that is not UTF-8 is `malformed`).
    package static func run(_ arguments: CommandArguments, environment: CommandEnvironment) async -> Int32 {
        await run(arguments.texts, environment: environment.taking(arguments))
    }

    /// Runs the command with arguments given as bytes; every command but `open` (see the
    /// `async` overload).
    package static func run(_ arguments: CommandArguments, environment: CommandEnvironment) -> Int32 {
        run(arguments.texts, environment: environment.taking(arguments))
    }

    /// Runs the command, `open` included (it dispatches through the asynchronous open-URL
    /// chain); every other command runs as in the synchronous ``run(_:environment:)``.
    package static func run(_ arguments: [String], environment: CommandEnvironment) async -> Int32 {
        let resolving = arguments.first == "link" && arguments.dropFirst().first == "resolve"
        guard let command = arguments.first, ["open", "serve", "links"].contains(command) || resolving,
            !CommandUsage.asksForHelp(Array(arguments.dropFirst()))
        else {
            return runSynchronously(arguments, environment)
        }
        do {
            if resolving { return try await LinkResolveCommand.run(Array(arguments.dropFirst(2)), environment) }
            if command == "serve" { return try await ServeCommand.run(Array(arguments.dropFirst()), environment) }
            if command == "links" { return try await LinksCommand.run(Array(arguments.dropFirst()), environment) }
            return try await OpenCommand.run(Array(arguments.dropFirst()), environment)
        } catch {
            return report(error, environment, command: command)
        }
    }

    /// Runs the command; returns the exit status (0, 1, or 2 for usage errors and broken tables).
    package static func run(_ arguments: [String], environment: CommandEnvironment) -> Int32 {
        runSynchronously(arguments, environment)
    }

    private static func runSynchronously(_ arguments: [String], _ environment: CommandEnvironment) -> Int32 {
        guard let command = arguments.first else {
            environment.writeError(Usage.text)
            return 2
        }
        let rest = Array(arguments.dropFirst())
        if let usage = CommandUsage.text(for: command), CommandUsage.asksForHelp(rest) {
            environment.write(usage)
            return 0
        }
        do {
            switch command {
            case "match": return try MatchCommand.run(rest, environment)
            case "explain": return try ExplainCommand.run(rest, environment)
            case "url": return try UrlCommand.run(rest, environment)
            case "check": return try CheckCommand.run(rest, environment)
            case "generate": return try GenerateCommand.run(rest, environment)
            case "qr": return try QRCommand.run(rest, environment)
            case "inbox": return try InboxCommand.run(rest, environment)
            case "link": return try LinkCommand.run(rest, environment)
            case "aasa": return try AASACommand.run(rest, environment)
            case "assetlinks": return try AssetLinksCommand.run(rest, environment)
            case "android-filters": return try AndroidFiltersCommand.run(rest, environment)
            case "stats": return try StatsCommand.run(rest, environment)
            case "links":
                throw UsageError("links needs the asynchronous entry point (await SwitchyardCommand.run)")
            case "serve":
                throw UsageError("serve needs the asynchronous entry point (await SwitchyardCommand.run)")
            case "open":
                // The chain is asynchronous: the `async` overloads of `main` and `run` run it.
                throw UsageError("open needs the asynchronous entry point (await SwitchyardCommand.run)")
            case "help", "--help", "-h":
                if let topic = rest.first {
                    guard rest.count == 1, let usage = CommandUsage.text(for: topic) else {
                        throw UsageError("help takes one command: \(CommandUsage.names.joined(separator: ", "))")
                    }
                    environment.write(usage)
                    return 0
                }
                environment.write(Usage.text)
                return 0
            case "--version":
                guard rest.isEmpty else { throw UsageError("--version takes no arguments") }
                environment.write("switchyard \(SwitchyardVersion.current)\n")
                return 0
            default:
                let suggestion = Suggestion.nearest(to: command, among: CommandUsage.names).map { "; did you mean '\($0)'?" }
                throw UsageError("unknown command '\(command)'" + (suggestion ?? ""))
            }
        } catch {
            return report(error, environment, command: command)
        }
    }

    /// Writes a failed command's message to standard error; returns exit status 2. A usage
    /// error ends with the usage of its subcommand (or the whole usage).
    private static func report(_ error: any Error, _ environment: CommandEnvironment, command: String) -> Int32 {
        switch error {
        case let error as UsageError:
            environment.writeError("switchyard: \(error.message)\n\n\(CommandUsage.text(for: command) ?? Usage.text)")
        case let error as TableLoadFailure:
            environment.writeError(error.message)
        default:
            environment.writeError("switchyard: \(error)\n")
        }
        return 2
    }
}
