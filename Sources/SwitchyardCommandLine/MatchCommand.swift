import Switchyard

/// `switchyard match [--routes FILE] [URL ...]`: one JSON object a line; exit 0 when every URL
/// matched, 1 when any did not.
enum MatchCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, allowed: ["--routes"])
        let table = try TableLoader.load(options, environment)
        var allMatched = true
        func route(_ url: String) {
            let result = table.match(url)
            if result.match == nil { allMatched = false }
            environment.write(MatchJSON.line(for: result, input: url) + "\n")
        }
        if options.operands.isEmpty {
            while var line = environment.readLine() {
                if line.hasSuffix("\r") { line.removeLast() }
                if line.allSatisfy({ $0 == " " || $0 == "\t" }) { continue }
                route(line)
            }
        } else {
            options.operands.forEach(route)
        }
        return allMatched ? 0 : 1
    }
}
