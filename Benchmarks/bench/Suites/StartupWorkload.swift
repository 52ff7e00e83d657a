import Switchyard

/// Builds a table, one build an operation: the start-up cost of a table, from a routes file's
/// text or from generated code. Checks after timing that the last table built has the routes
/// it should and routes sample paths to their routes.
final class StartupWorkload: Workload {
    private let build: () throws -> RouteTable
    private let routeCount: Int
    private let samples: [(path: String, route: String)]
    private var built: Result<RouteTable, any Error>?

    var operationsPerBatch: Int { 1 }

    init(routeCount: Int, samples: [(path: String, route: String)], build: @escaping () throws -> RouteTable) {
        self.build = build
        self.routeCount = routeCount
        self.samples = samples
    }

    func runBatch() {
        built = Result { try build() }
    }

    func run(operations count: Int) {
        for _ in 0..<count { blackHole(try? build()) }
    }

    func verify() -> [String] {
        switch built {
        case nil: return ["no table was built"]
        case .failure(let error)?: return ["the table does not build: \(error)"]
        case .success(let table)?:
            var problems: [String] = []
            if table.count != routeCount { problems.append("\(table.count) routes, want \(routeCount)") }
            for sample in samples where table.match(sample.path).match?.routeName != sample.route {
                problems.append("\(sample.path): \(table.match(sample.path)), want \(sample.route)")
            }
            return problems
        }
    }
}
