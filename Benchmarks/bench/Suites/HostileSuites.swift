import Switchyard

/// `Hostile:<input>:<size>`: one hostile input at growing sizes, for the curves of time
/// against size in Docs/Limits.md (Benchmarks/Scripts/limits-curves prints them). Each
/// suite times one lookup (or one build of a routes file); the outcome is checked.
enum HostileSuites {
    /// A table that accepts long URLs, with a catch-all, a query constraint and the
    /// backtracking routes below.
    static func table(limit: Int = 1 << 22) throws -> RouteTable {
        var options = RouteTableOptions()
        options.maximumURLLength = limit
        return try RouteTable(
            routesFile: """
                rest      /r/**rest
                pair      /p/:a/:b
                last      /q?k9999999=:v
                """, fileName: "hostile.routes", options: options)
    }

    /// Parameters at every level, typed and untyped, a literal only at the end: a URL that
    /// fails at its last segment makes the search try every branch.
    static func backtrackingTable(depth: Int) throws -> RouteTable {
        var lines: [String] = []
        for d in 1...depth {
            lines.append("int.\(d) /" + (1...d).map { ":p\($0)(int)" }.joined(separator: "/") + "/end")
            lines.append("string.\(d) /" + (1...d).map { ":p\($0)" }.joined(separator: "/") + "/end")
            lines.append("star.\(d) /" + Array(repeating: "*", count: d).joined(separator: "/") + "/end")
        }
        var options = RouteTableOptions()
        options.maximumURLLength = 1 << 22
        return try RouteTable(routesFile: lines.joined(separator: "\n"), fileName: "backtracking.routes", options: options)
    }

    /// `count` lines, every other one a pattern given before under another name (a conflict).
    static func conflictingRoutesFile(lines count: Int) -> String {
        (0..<count).map { i in "r\(i) /v/\(i / 2)/:x" }.joined(separator: "\n")
    }

    static func suites() -> [Suite] {
        var suites: [Suite] = []
        for bytes in [1_024, 16_384, 262_144, 4_194_304] {
            suites.append(
                Suite(name: "Hostile:Length:\(bytes)", baseline: nil) { _ in
                    PreparedSuite(workload: HostileWorkload(table: try table(), input: "/r/" + String(repeating: "a", count: bytes - 3), expected: "rest"))
                })
        }
        for bytes in [16_385, 4_194_305] {
            suites.append(
                Suite(name: "Hostile:TooLong:\(bytes)", baseline: nil) { _ in
                    PreparedSuite(workload: HostileWorkload(table: try table(limit: 16_384), input: "/r/" + String(repeating: "a", count: bytes - 3), expected: "!too-long"))
                })
        }
        for segments in [100, 1_000, 10_000, 100_000] {
            suites.append(
                Suite(name: "Hostile:Segments:\(segments)", baseline: nil) { _ in
                    PreparedSuite(workload: HostileWorkload(table: try table(), input: "/r" + String(repeating: "/a", count: segments - 1), expected: "rest"))
                })
        }
        for items in [100, 1_000, 10_000, 100_000] {
            suites.append(
                Suite(name: "Hostile:QueryItems:\(items)", baseline: nil) { _ in
                    let query = (0..<items).map { "k\($0)=1" }.joined(separator: "&")
                    return PreparedSuite(workload: HostileWorkload(table: try table(), input: "/q?" + query, expected: "!no-route"))
                })
        }
        for escapes in [100, 1_000, 10_000] {
            suites.append(
                Suite(name: "Hostile:Escapes:\(escapes)", baseline: nil) { _ in
                    PreparedSuite(workload: HostileWorkload(table: try table(), input: "/p/" + String(repeating: "%2525", count: escapes) + "/b", expected: "pair"))
                })
        }
        for depth in [16, 64, 255] {
            suites.append(
                Suite(name: "Hostile:Backtracking:\(depth)", baseline: nil) { _ in
                    let url = "/" + Array(repeating: "1", count: depth).joined(separator: "/") + "/nope"
                    return PreparedSuite(workload: HostileWorkload(table: try backtrackingTable(depth: depth), input: url, expected: "!no-route"))
                })
        }
        for lines in [1_000, 10_000, 100_000] {
            suites.append(
                Suite(name: "Hostile:RoutesFile:\(lines)", baseline: nil) { _ in
                    PreparedSuite(workload: RoutesFileWorkload(text: conflictingRoutesFile(lines: lines), expectedProblems: lines / 2))
                })
        }
        return suites
    }
}
