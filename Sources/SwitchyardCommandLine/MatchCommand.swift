import Switchyard

/// `switchyard match [--routes FILE] [--json] [URL ...]`: one JSON object a line; exit 0 when
/// every URL matched, 1 when any did not.
///
/// The output is always JSON; `--json` is accepted so that every command that prints results
/// takes it. For a URL that matches no route, `"nearest"` gives the route that came closest
/// and where it failed (``Explanation/nearest``). Lines of standard input that are blank or
/// comments are skipped (``InputLines``).
enum MatchCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, allowed: ["--routes", "--json"])
        let table = try TableLoader.load(options, environment)
        var allMatched = true
        func route(_ url: String) {
            let result = table.match(url)
            var nearest: Explanation.Candidate?
            if result.match == nil {
                allMatched = false
                nearest = table.explain(url, limit: 1).nearest
            }
            environment.write(MatchJSON.line(for: result, input: url, nearest: nearest) + "\n")
        }
        if options.operands.isEmpty {
            while var line = environment.readLine() {
                if line.hasSuffix("\r") { line.removeLast() }
                if InputLines.isSkipped(line) { continue }
                route(line)
            }
        } else {
            options.operands.forEach(route)
        }
        return allMatched ? 0 : 1
    }
}
