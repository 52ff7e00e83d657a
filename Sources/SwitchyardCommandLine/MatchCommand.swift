import Switchyard

/// `switchyard match [--routes FILE] [--method M] [--json] [URL ...]`: one JSON object a line; exit 0 when
/// every URL matched, 1 when any did not.
///
/// The output is always JSON; `--json` is accepted so that every command that prints results
/// takes it. For a URL that matches no route, `"nearest"` gives the route that came closest
/// and where it failed (``Explanation/nearest``). Lines of standard input that are blank or
/// comments are skipped (``InputLines``); a trailing `\r` is removed.
///
/// URLs are routed as the bytes they were given as: an argument or a line of standard input
/// that is not UTF-8 is `malformed`, never repaired (it is echoed with U+FFFD for the bad bytes).
enum MatchCommand {
    static func run(_ arguments: [String], _ environment: CommandEnvironment) throws -> Int32 {
        let options = try Options(arguments, allowed: ["--routes", "--json", "--method"])
        let table = try TableLoader.load(options, environment)
        let method = try MethodOption.read(options)
        var allMatched = true
        func route(_ url: String) {
            if let method {
                allMatched = routeRequest(url, method: method, in: table, environment) && allMatched
                return
            }
            let result = table.match(url)
            var nearest: Explanation.Candidate?
            if result.match == nil {
                allMatched = false
                nearest = table.explain(url, limit: 1).nearest
            }
            environment.write(MatchJSON.line(for: result, input: url, nearest: nearest) + "\n")
        }
        func route(bytes: [UInt8]) {
            guard let url = String(validatingUTF8Bytes: bytes) else {
                // Not UTF-8: `malformed` (or `too-long`), with no candidate to come close.
                let result = table.match(utf8: bytes)
                if result.match == nil { allMatched = false }
                environment.write(MatchJSON.line(for: result, input: String(decoding: bytes, as: UTF8.self), method: method) + "\n")
                return
            }
            route(url)
        }
        if options.operands.isEmpty {
            while var line = environment.nextRawLine() {
                if line.last == 0x0D { line.removeLast() }
                if InputLines.isSkipped(line) { continue }
                route(bytes: line)
            }
        } else {
            for operand in options.operands {
                if let bytes = environment.undecodableBytes(of: operand) { route(bytes: bytes) } else { route(operand) }
            }
        }
        return allMatched ? 0 : 1
    }

    /// Routes `url` among the routes that answer `method` and prints its line; `true` when a
    /// route answered it, or the router did (an `OPTIONS` request no route declares).
    private static func routeRequest(_ url: String, method: HTTPMethod, in table: RouteTable, _ environment: CommandEnvironment) -> Bool {
        // An http(s) URL is read as a request in absolute form, so that the table's origins
        // apply: a local origin routes as the public one, another host is host-not-served.
        let scheme = url.prefix(8).lowercased()
        let routed =
            scheme.hasPrefix("http://") || scheme.hasPrefix("https://")
            ? table.route(RequestHead(method: method, authority: nil, target: url)) : table.route(url, method: method)
        var nearest: Explanation.Candidate?
        if case .notFound = routed { nearest = table.explain(url, limit: 1).nearest }
        var json = JSONWriter()
        RequestRouteJSON.write(routed, method: method, input: url, nearest: nearest, maximumURLLength: RouteTableOptions().maximumURLLength, into: &json)
        environment.write(json.text + "\n")
        switch routed {
        case .matched, .options: return true
        default: return false
        }
    }
}
