import Switchyard

/// The lookups of `Match:GitHub` and `MatchView:GitHub` with every captured parameter read by
/// name, as a handler reads them: `Params:GitHub` through `match(_:)` as `String`s,
/// `ParamsView:GitHub` through `withMatch(_:_:)` and the view's bytes (no `String` made).
/// `ParamsInt` and `ParamsInt:None`: the synthetic 1,000-route table through `withMatch`,
/// reading `id` as an `Int` by a key resolved once, and reading nothing; an `Int` read
/// costs the difference.
enum ParamsSuites {
    static func suites() -> [Suite] {
        [
            Suite(name: "Params:GitHub", baseline: "Baseline:Match:GitHub") { _ in
                let (table, inputs) = try github()
                return PreparedSuite(workload: ParamsWorkload(table: table, inputs: inputs, borrowing: false))
            },
            Suite(name: "ParamsView:GitHub", baseline: "Baseline:Match:GitHub") { _ in
                let (table, inputs) = try github()
                return PreparedSuite(workload: ParamsWorkload(table: table, inputs: inputs, borrowing: true))
            },
            Suite(name: "Typed:GitHub", baseline: "Baseline:Match:GitHub") { _ in
                let (router, inputs) = try typedGitHub(TypedWorkload<Substring>.self)
                return PreparedSuite(workload: TypedWorkload<Substring>(router: router, inputs: inputs))
            },
            Suite(name: "Typed:GitHub:String", baseline: "Baseline:Match:GitHub") { _ in
                let (router, inputs) = try typedGitHub(TypedWorkload<String>.self)
                return PreparedSuite(workload: TypedWorkload<String>(router: router, inputs: inputs))
            },
            Suite(name: "ParamsInt", baseline: nil) { _ in
                let (table, requests) = try synthetic()
                return PreparedSuite(workload: IntParamWorkload(table: table, requests: requests, read: true))
            },
            Suite(name: "ParamsInt:None", baseline: nil) { _ in
                let (table, requests) = try synthetic()
                return PreparedSuite(workload: IntParamWorkload(table: table, requests: requests, read: false))
            },
        ]
    }

    /// The GitHub table and its request paths, each with its parameters' names in pattern
    /// order (as a handler names them) and their expected values.
    private static func github() throws -> (RouteTable, [ParamsWorkload.Input]) {
        let shared = try SharedTable.load(displayName: "GitHub", fileStem: "github")
        let table = try RouteTable(routesFile: shared.routesText, fileName: "github.routes")
        let inputs = try shared.requests.map { request -> ParamsWorkload.Input in
            guard let match = table.match(request.path).match, let route = table.definitions.firstIndex(where: { $0.name == request.route })
            else { throw DataError("github.paths: \(request.path) does not match \(request.route)") }
            let names = match.parameters.map(\.name)
            guard Set(names) == Set(request.parameters.keys) else {
                throw DataError("github.paths: \(request.path) names \(request.parameters.keys.sorted()), the route \(names)")
            }
            return ParamsWorkload.Input(path: request.path, route: route, names: names, values: names.map { request.parameters[$0]! })
        }
        return (table, inputs)
    }

    /// The GitHub table as a router of typed routes (each closure takes its route's parameters
    /// as `Value`s), and its request paths with their expected digests.
    private static func typedGitHub<Value>(_ workload: TypedWorkload<Value>.Type) throws -> (Router<Int>, [TypedWorkload<Value>.Input]) {
        let shared = try SharedTable.load(displayName: "GitHub", fileStem: "github")
        var routes: [Route<Int>] = []
        for (index, line) in shared.routes.enumerated() {
            // The table's patterns are paths whose parameters are all `:name`.
            routes.append(try workload.route(line, index: index, arity: line.pattern.filter { $0 == ":" }.count))
        }
        let router = try Router<Int> { routes }
        let inputs = try shared.requests.map { request -> TypedWorkload<Value>.Input in
            guard let route = shared.routes.firstIndex(where: { $0.name == request.route }) else {
                throw DataError("github.paths: no route \(request.route)")
            }
            return TypedWorkload<Value>.Input(path: request.path, digest: route + request.parameters.values.reduce(0) { $0 + $1.utf8.count })
        }
        return (router, inputs)
    }

    private static func synthetic() throws -> (RouteTable, [RequestPath]) {
        let table = try RouteTable(SyntheticTable.routes(count: 1_000).map { RouteDefinition(name: $0.name, pattern: $0.pattern) })
        return (table, SyntheticTable.requests(count: 1_000, samples: ScaleSuites.samples))
    }
}
