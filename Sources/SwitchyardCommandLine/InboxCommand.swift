import Switchyard
import SwitchyardInbox

/// `switchyard inbox [--routes FILE] [--window SECONDS] [--max-age SECONDS] [--capacity N] [--json]`:
/// runs a script of arriving links, conditions and clock steps (``InboxScript``, from standard
/// input) through an ``Inbox`` on a manual clock, printing one JSON line per thing that happens
/// (``InboxEventJSON``). Exit 0 after running the script; 2 for a bad line (nothing is run),
/// a usage error or a table that does not build.
///
/// Without `--routes` the table is the recipe app with its signed-in screens
/// (`ExampleRoutes.recipeAppWithAccounts`), so guards can be tried at once:
///
/// ```
/// $ printf 'open raycipe://profile\nready\ngrant signedIn\n' | swift run switchyard inbox
/// {"event":"waiting","url":"raycipe://profile",…,"reason":"the app is not ready to navigate yet; the route also needs signedIn"}
/// {"event":"delivered","url":"raycipe://profile","route":"profile",…}
/// ```
enum InboxCommand {
    static let specs = [
        OptionSpec.routes,
        OptionSpec("--window", takesValue: true),
        OptionSpec("--max-age", takesValue: true),
        OptionSpec("--capacity", takesValue: true),
        // Accepted for symmetry with the other commands: the output is always JSON.
        OptionSpec.json,
    ]

    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, accepting: specs)
        guard options.operands.isEmpty else {
            throw UsageError("inbox takes no operands; it reads its script from standard input")
        }
        let configuration = try configuration(options)
        let table = try loadTable(options, environment)

        var lines: [String] = []
        while let line = environment.readLine() { lines.append(line) }
        let script = InboxScript(lines: lines)
        guard script.problems.isEmpty else {
            for problem in script.problems { environment.writeError(problem + "\n") }
            let count = script.problems.count
            environment.writeError("switchyard: the inbox script has \(count) bad \(count == 1 ? "line" : "lines"); nothing was run\n")
            return 2
        }

        let clock = ManualInboxClock()
        let inbox = Inbox(table: table, configuration: configuration, clock: clock)
        for (line, event) in script.events {
            let happened: [InboxEvent<RouteMatch>]
            switch event {
            case .open(let url): happened = inbox.open(url)
            case .grant(let name): happened = inbox.grant(name)
            case .revoke(let name): happened = inbox.revoke(name)
            case .ready: happened = inbox.ready()
            case .pause: happened = inbox.pause()
            case .at(let time):
                clock.advance(to: time)
                happened = inbox.expire()
            case .drop(let url): happened = inbox.drop(url)
            case .clear: happened = inbox.clear()
            case .list:
                happened = inbox.expire()
                write(happened, line: line, environment)
                environment.write(InboxEventJSON.line(forWaiting: inbox.waiting) + "\n")
                continue
            }
            write(happened, line: line, environment)
        }
        return 0
    }

    /// Each event as a JSON line; a warning (a condition no route requires) as a line on
    /// standard error, with the script's line.
    private static func write(_ events: [InboxEvent<RouteMatch>], line: Int, _ environment: CommandEnvironment) {
        for event in events {
            if event.kind == .unusedCondition {
                environment.writeError("<stdin>:\(line): warning: \(event.reason?.description ?? "a condition no route requires")\n")
            } else {
                environment.write(InboxEventJSON.line(for: event) + "\n")
            }
        }
    }

    /// The limits given by `--window`, `--max-age` and `--capacity`, the defaults otherwise.
    static func configuration(_ options: Options) throws(UsageError) -> InboxConfiguration {
        var configuration = InboxConfiguration()
        if let text = options.value("--window") {
            guard let window = InboxScript.seconds(Substring(text)) else {
                throw UsageError("--window takes seconds (digits, with at most three decimals, as in 1.5), not '\(text)'")
            }
            configuration.duplicateWindow = window
        }
        if let text = options.value("--max-age") {
            guard let age = InboxScript.seconds(Substring(text)), age > .zero else {
                throw UsageError("--max-age takes seconds more than zero (as in 600), not '\(text)'")
            }
            configuration.maximumAge = age
        }
        if let text = options.value("--capacity") {
            guard text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let capacity = Int(text), capacity >= 1 else {
                throw UsageError("--capacity takes a number of links, at least 1, not '\(text)'")
            }
            configuration.capacity = capacity
        }
        return configuration
    }

    /// The `--routes` table, or the recipe app with its signed-in screens.
    private static func loadTable(_ options: Options, _ environment: CommandEnvironment) throws(TableLoadFailure) -> RouteTable {
        guard options.routesFile == nil else { return try TableLoader.load(options, environment) }
        do {
            return try RouteTable(routesFile: ExampleRoutes.recipeAppWithAccounts, fileName: BuiltInTable.fileName)
        } catch {
            let lines = error.problems.map { "\($0)\n" }.joined()
            throw TableLoadFailure(message: lines + "switchyard: the routes table \(BuiltInTable.fileName) does not build\n")
        }
    }
}
