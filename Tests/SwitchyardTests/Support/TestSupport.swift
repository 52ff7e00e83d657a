@testable import Switchyard
import SwitchyardTestSupport
import Testing

// Helpers shared by the suites: building tables from short lists, describing a lookup's
// outcome as one line of text (so a failed expectation prints what the router did), and
// named cases for parameterised tests.

/// Builds a table from `(name, pattern)` pairs.
func makeTable(_ routes: [(String, String)], options: RouteTableOptions = RouteTableOptions()) throws(RouteTableError) -> RouteTable {
    try RouteTable(routes.map { RouteDefinition(name: $0.0, pattern: $0.1) }, options: options)
}

extension RouteTableOptions {
    /// The default options with a size limit of `limit` bytes.
    static func limited(to limit: Int) -> RouteTableOptions {
        var options = RouteTableOptions()
        options.maximumURLLength = limit
        return options
    }
}

/// Builds a table from routes-file text (`NAME PATTERN` lines and directives).
func makeTable(file text: String, fileName: String = "test.routes", options: RouteTableOptions = RouteTableOptions()) throws(RouteTableError) -> RouteTable {
    try RouteTable(routesFile: text, fileName: fileName, options: options)
}

/// The problems a set of definitions is rejected with, as their descriptions; `[]` when it builds.
func problems(_ routes: [(String, String)], options: RouteTableOptions = RouteTableOptions()) -> [String] {
    do {
        _ = try makeTable(routes, options: options)
        return []
    } catch {
        return error.problems.map(\.description)
    }
}

/// The problems a routes file is rejected with, as their descriptions; `[]` when it builds.
func problems(file text: String, fileName: String = "test.routes") -> [String] {
    do {
        _ = try makeTable(file: text, fileName: fileName)
        return []
    } catch {
        return error.problems.map(\.description)
    }
}

/// One line that says what a lookup gave: `name(param=text, …)` for a match (parameters in
/// pattern order, decoded), `!reason` for a miss.
func outcome(_ result: MatchResult) -> String {
    switch result {
    case .matched(let match):
        let parameters = match.parameters.map { "\($0.name)=\($0.text)" }.joined(separator: ", ")
        return "\(match.routeName)(\(parameters))"
    case .notMatched(let miss):
        return "!\(miss.reason.description)"
    }
}

func outcome(_ table: RouteTable, _ url: String) -> String {
    outcome(table.match(url))
}

/// The outcome of a routed case's URL in a table of the case's routes, in their order.
func outcome(_ routed: CaseFile.RoutedURL, options: RouteTableOptions = RouteTableOptions()) throws -> String {
    outcome(try makeTable(routed.routes, options: options), routed.url)
}

/// The reason a URL matched nothing, or `nil` when it matched.
func reason(_ table: RouteTable, _ url: String) -> NoMatchReason? {
    table.match(url).noMatch?.reason
}

/// A table with a route for every way a path can look, so that scanning tests can see which
/// path (and query) a URL was reduced to: `path(rest=…)` echoes the decoded segments.
/// Unpinned, with `raycipe:` and `https://raycipe.example.com` as sources.
func echoTable(options: RouteTableOptions = RouteTableOptions()) throws(RouteTableError) -> RouteTable {
    var options = options
    options.sources += ["raycipe:", "https://raycipe.example.com", "http://raycipe.example.com"]
    return try makeTable([("path", "/**rest")], options: options)
}

/// The decoded path segments a URL was reduced to, joined by `/`, or `!reason`.
func echoedPath(_ table: RouteTable, _ url: String) -> String {
    switch table.match(url) {
    case .matched(let match): return match.parameterText("rest") ?? "?"
    case .notMatched(let miss): return "!\(miss.reason.description)"
    }
}

/// A named case for parameterised tests: the name is what the test navigator shows, followed
/// by the data file and line it was read from (`CaseFile`), if any.
struct Case<Input: Sendable, Expected: Sendable>: Sendable, CustomTestStringConvertible {
    let name: String
    let input: Input
    let expected: Expected
    /// `cases/STEM.tsv:LINE` for a case read from a data file.
    let place: String?

    init(_ name: String, _ input: Input, _ expected: Expected, place: String? = nil) {
        self.name = name
        self.input = input
        self.expected = expected
        self.place = place
    }

    var testDescription: String { place.map { "\(name) (\($0))" } ?? name }
}

/// The shared seeded generator (SplitMix64), under the name these tests use.
typealias SeededRandom = SplitMix64

/// A string-backed enum used as a custom parameter type (`:c(cuisine)`).
enum CuisineParameter: String, RouteParameter, CaseIterable {
    case italian, thai, french
    static let routeParameterTypeName = "cuisine"
}

/// A custom parameter type with its own conversion: an even integer (`:n(even)`).
struct Even: RouteParameter, Equatable {
    static let routeParameterTypeName = "even"
    let value: Int
    init(_ value: Int) { self.value = value }
    init?(routeParameter text: Substring) {
        guard let value = Int(text), value % 2 == 0 else { return nil }
        self.value = value
    }
    var routeParameterText: String { String(value) }
}

/// The parent of every routing-core suite. Serialized: these suites run one test at a time,
/// so that their hundreds of small parameterised cases do not crowd Swift's cooperative pool
/// (two threads on a two-core machine) and delay timing-sensitive tests of other targets.
/// The heaviest work also runs off the pool (see `offCooperativePool`).
@Suite("Routing core", .serialized)
enum RoutingCoreTests {}
