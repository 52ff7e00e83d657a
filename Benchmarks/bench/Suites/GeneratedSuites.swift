import Switchyard

/// The routes generated from a routes file by the build-tool plugin (Benchmarks/bench/Routes,
/// the package's own tables):
///
/// - `Startup:File:10000` and `Startup:Generated:10000`: the time to make the table of
///   `synthetic10000.routes`, from the file's text (`RouteTable(routesFile:)`, reading the
///   file included) and from the generated code (`RouteTable(Synthetic10000Routes.Table.definitions)`),
///   one build an operation. The generated definitions are made once, when first used, before
///   timing.
/// - `Typed:GitHub:Generated`: lookups through a router of the typed routes generated from
///   `github.routes` (values as `String`), against `Typed:GitHub:String`, the same closures
///   over routes written by hand.
enum GeneratedSuites {
    static func suites() -> [Suite] {
        [
            Suite(name: "Startup:File:10000", baseline: nil) { _ in
                let text = try DataDirectory.read("synthetic10000.routes")
                return PreparedSuite(
                    workload: StartupWorkload(routeCount: 10_000, samples: try samples()) {
                        try RouteTable(routesFile: text, fileName: "synthetic10000.routes")
                    })
            },
            Suite(name: "Startup:Generated:10000", baseline: nil) { _ in
                blackHole(Synthetic10000Routes.Table.definitions.count)
                return PreparedSuite(
                    workload: StartupWorkload(routeCount: 10_000, samples: try samples()) {
                        try Synthetic10000Routes.Table.make()
                    })
            },
            Suite(name: "Typed:GitHub:Generated", baseline: "Baseline:Match:GitHub") { _ in
                let shared = try SharedTable.load(displayName: "GitHub", fileStem: "github")
                let router = try GeneratedGitHubRouter.make()
                let inputs = try shared.requests.map { request -> TypedWorkload<String>.Input in
                    guard let route = shared.routes.firstIndex(where: { $0.name == request.route }) else {
                        throw DataError("github.paths: no route \(request.route)")
                    }
                    return TypedWorkload<String>.Input(path: request.path, digest: route + request.parameters.values.reduce(0) { $0 + $1.utf8.count })
                }
                return PreparedSuite(workload: TypedWorkload<String>(router: router, inputs: inputs))
            },
        ]
    }

    /// A hundred request paths of the 10,000-route table, with their routes.
    private static func samples() throws -> [(path: String, route: String)] {
        SyntheticTable.requests(count: 10_000, samples: 100).map { ($0.path, $0.route) }
    }
}
